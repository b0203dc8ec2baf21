import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { renderSyncSettingsPage, spyToasts } from '../../../testing/test-tools';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

function api(reply: MockReply = { data: { success: true, message: 'Tenant sync successfull', copied: 42 } }) {
  return mockApi({ 'POST /setting-sync': reply });
}

const syncButton = () => screen.getByRole('button', { name: 'Sync' });
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

/** Types the tenant IDs and chooses the environments from their selects. */
async function fill(values: Partial<Record<'Source Tenant ID' | 'Source Environment' | 'Destination Tenant ID' | 'Destination Environment', string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (label.endsWith('Environment')) await choose(label, value);
    else fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

/** Opens the select labelled `label` and picks `option`. */
async function choose(label: string, option: string) {
  await userEvent.click(within(await dropdownOf(label)).getByTitle(option));
}

/** Opens the select labelled `label` and answers its dropdown. */
async function dropdownOf(label: string): Promise<HTMLElement> {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(`${input.id}_list`);
    if (!found) throw new Error(`no list of ${label}`);
    return found;
  });
  return listbox.closest('.ant-select-dropdown') as HTMLElement;
}

afterEach(() => setNotifyApi());

describe('Sync Settings', () => {
  it('shows the four inputs and keeps Sync disabled until all four hold text, naming the missing ones', async () => {
    const requests = api();
    renderSyncSettingsPage();
    expect(screen.getByRole('heading', { name: 'Sync Settings' })).toBeInTheDocument();
    expect(syncButton()).toBeDisabled();
    await fill({ 'Source Tenant ID': 'T01', 'Source Environment': 'dev', 'Destination Tenant ID': 'T02' });
    expect(syncButton()).toBeDisabled();
    expect(screen.getByTestId('sync-missing')).toHaveTextContent('All four fields are required: Destination Environment');
    await fill({ 'Destination Environment': 'local' });
    expect(syncButton()).toBeEnabled();
    expect(screen.queryByTestId('sync-missing')).not.toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
  });

  it("sends the four fields trimmed and shows 'Tenant sync successfull'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderSyncSettingsPage();
    await fill({ 'Source Tenant ID': ' T01', 'Source Environment': 'dev', 'Destination Tenant ID': 'T02', 'Destination Environment': 'local' });
    await userEvent.click(syncButton());
    await waitFor(() => expect(shown).toEqual([['success', 'Tenant sync successfull']]));
    expect(posts(requests).map((request) => [request.url, request.body])).toEqual([
      ['/setting-sync', { source_env: 'dev', destination_env: 'local', source_tenant_id: 'T01', destination_tenant_id: 'T02' }],
    ]);
    expect(screen.getByTestId('sync-result')).toHaveTextContent('Tenant sync successfull: 42 settings copied from dev/T01 to local/T02');
  });

  it('offers the environments as a select of the allowed values only', async () => {
    api();
    renderSyncSettingsPage();
    const dropdown = await dropdownOf('Source Environment');
    expect([...dropdown.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)).toEqual(['local', 'dev', 'test', 'uat']);
  });

  it("checks the tenant IDs with the endpoint's schema on Sync: a bad one is said in plain words under its field and nothing is sent", async () => {
    const requests = api();
    renderSyncSettingsPage();
    await fill({ 'Source Tenant ID': 'T 01', 'Source Environment': 'dev', 'Destination Tenant ID': 'T02', 'Destination Environment': 'uat' });
    await userEvent.click(syncButton());
    expect(screen.getByTestId('sync-source_tenant_id-problem')).toHaveTextContent('Enter a valid Source Tenant ID');
    expect(document.body.textContent).not.toMatch(/body\/|must /);
    expect(posts(requests)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Source Tenant ID'), { target: { value: 'T01' } });
    expect(screen.queryByTestId('sync-source_tenant_id-problem')).not.toBeInTheDocument();
  });

  it("shows the server's message on a failure and keeps the form", async () => {
    const shown = spyToasts();
    api({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Tenant not found! T09 has no settings in dev' } });
    renderSyncSettingsPage();
    await fill({ 'Source Tenant ID': 'T09', 'Source Environment': 'dev', 'Destination Tenant ID': 'T02', 'Destination Environment': 'uat' });
    await userEvent.click(syncButton());
    await waitFor(() => expect(shown).toEqual([['error', 'Tenant not found! T09 has no settings in dev']]));
    expect(screen.getByLabelText('Source Tenant ID')).toHaveValue('T09');
    expect(screen.getByLabelText('Destination Environment').closest('.ant-select')).toHaveTextContent('uat');
    expect(screen.queryByTestId('sync-result')).not.toBeInTheDocument();
  });
});

describe('Sync Settings — leaving with unsaved input (docs/leaving.md)', () => {
  it('asks before leaving with a typed tenant ID or a chosen environment; Cancel keeps them, OK leaves', async () => {
    api();
    renderSyncSettingsPage();
    await fill({ 'Source Tenant ID': 'T01', 'Destination Environment': 'uat' });
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(screen.getByLabelText('Source Tenant ID')).toHaveValue('T01');
    expect(screen.getByLabelText('Destination Environment').closest('.ant-select')).toHaveTextContent('uat');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('is clean once the form is synced, and asks again once a value changes', async () => {
    spyToasts();
    api();
    renderSyncSettingsPage();
    await fill({ 'Source Tenant ID': 'T01', 'Source Environment': 'dev', 'Destination Tenant ID': 'T02', 'Destination Environment': 'local' });
    await userEvent.click(syncButton());
    await screen.findByTestId('sync-result');
    expect(leaveMessage()).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Destination Tenant ID'), { target: { value: 'T03' } });
    expect(leaveMessage()).toBe(UNSAVED);
  });

  it('leaves without asking when nothing is typed', () => {
    api();
    renderSyncSettingsPage();
    expect(leaveForDashboard(false)).toEqual([]);
    expect(onDashboard()).toBe(true);
  });
});
