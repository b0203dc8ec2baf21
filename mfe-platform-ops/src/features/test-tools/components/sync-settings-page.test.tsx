import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { renderSyncSettingsPage, spyToasts } from '../testing/render';

function api(reply: MockReply = { data: { success: true, message: 'Tenant sync successfull', copied: 42 } }) {
  return mockApi({ 'POST /setting-sync': reply });
}

const syncButton = () => screen.getByRole('button', { name: 'Sync' });
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

async function fill(values: Partial<Record<'Source Tenant ID' | 'Source Environment' | 'Destination Tenant ID' | 'Destination Environment', string>>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
}

afterEach(() => setNotifyApi());

describe('Sync Settings (spec 01 §5, spec 02 §2.8, §5, §7 "Settings sync", §8)', () => {
  it('shows the four inputs and keeps Sync disabled until all four hold text, naming the missing ones', async () => {
    const requests = api();
    renderSyncSettingsPage();
    expect(screen.getByRole('heading', { name: 'Sync Settings' })).toBeInTheDocument();
    expect(syncButton()).toBeDisabled();
    await fill({ 'Source Tenant ID': 'T01', 'Source Environment': 'dev', 'Destination Tenant ID': 'T02' });
    expect(syncButton()).toBeDisabled();
    expect(screen.getByTestId('sync-missing')).toHaveTextContent('All four fields are required: Destination Environment');
    await fill({ 'Destination Environment': '   ' });
    expect(syncButton()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Destination Environment'));
    await fill({ 'Destination Environment': 'local' });
    expect(syncButton()).toBeEnabled();
    expect(screen.queryByTestId('sync-missing')).not.toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
  });

  it("sends the four fields trimmed and shows 'Tenant sync successfull'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderSyncSettingsPage();
    await fill({ 'Source Tenant ID': ' T01', 'Source Environment': 'dev ', 'Destination Tenant ID': 'T02', 'Destination Environment': 'local' });
    await userEvent.click(syncButton());
    await waitFor(() => expect(shown).toEqual([['success', 'Tenant sync successfull']]));
    expect(posts(requests).map((request) => [request.url, request.body])).toEqual([
      ['/setting-sync', { source_env: 'dev', destination_env: 'local', source_tenant_id: 'T01', destination_tenant_id: 'T02' }],
    ]);
    expect(screen.getByTestId('sync-result')).toHaveTextContent('Tenant sync successfull: 42 settings copied from dev/T01 to local/T02');
  });

  it("shows the server's message on a failure and keeps the form", async () => {
    const shown = spyToasts();
    api({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Tenant not found! T09 has no settings in dev' } });
    renderSyncSettingsPage();
    await fill({ 'Source Tenant ID': 'T09', 'Source Environment': 'dev', 'Destination Tenant ID': 'T02', 'Destination Environment': 'uat' });
    await userEvent.click(syncButton());
    await waitFor(() => expect(shown).toEqual([['error', 'Tenant not found! T09 has no settings in dev']]));
    expect(screen.getByLabelText('Source Tenant ID')).toHaveValue('T09');
    expect(screen.getByLabelText('Destination Environment')).toHaveValue('uat');
    expect(screen.queryByTestId('sync-result')).not.toBeInTheDocument();
  });
});
