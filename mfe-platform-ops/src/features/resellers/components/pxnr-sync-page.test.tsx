import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { renderPxnrSyncPage, spyToasts } from '../../../testing/resellers';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

function api(reply: MockReply = { data: { success: true, message: 'Tenant sync successfull', copiedFields: ['pxnrTenantId'] } }): RecordedRequest[] {
  return mockApi({ [`POST ${PLATFORM_OPS_ENDPOINTS.pxnrSync.path}`]: reply });
}

const source = () => screen.getByLabelText('Source Tenant ID');
const destination = () => screen.getByLabelText('Destination Tenant ID');
const syncButton = () => screen.getByRole('button', { name: 'Sync' });

afterEach(() => setNotifyApi());

describe('Pxnr Sync', () => {
  it('enables Sync only with both tenant IDs non-blank', () => {
    api();
    renderPxnrSyncPage();
    expect(screen.getByRole('heading', { name: 'Pxnr Sync' })).toBeInTheDocument();
    expect(syncButton()).toBeDisabled();
    fireEvent.change(source(), { target: { value: 'T01' } });
    expect(syncButton()).toBeDisabled();
    fireEvent.change(destination(), { target: { value: '   ' } });
    expect(syncButton()).toBeDisabled();
    fireEvent.change(destination(), { target: { value: 'T05' } });
    expect(syncButton()).toBeEnabled();
  });

  it('takes tenant IDs of up to 60 characters', () => {
    api();
    renderPxnrSyncPage();
    expect(source()).toHaveAttribute('maxlength', '60');
    expect(destination()).toHaveAttribute('maxlength', '60');
  });

  it("sends the IDs trimmed and shows 'Tenant sync successfull'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderPxnrSyncPage();
    fireEvent.change(source(), { target: { value: ' T01 ' } });
    fireEvent.change(destination(), { target: { value: 'T05' } });
    await userEvent.click(syncButton());
    await waitFor(() => expect(shown).toContainEqual(['success', 'Tenant sync successfull']));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ source_tenant_id: 'T01', destination_tenant_id: 'T05' }]);
  });

  it("shows the server's message on a failure and keeps the inputs, still unsaved", async () => {
    const shown = spyToasts();
    api({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'The source tenant has no reseller configuration: T04' } });
    renderPxnrSyncPage();
    fireEvent.change(source(), { target: { value: 'T04' } });
    fireEvent.change(destination(), { target: { value: 'T05' } });
    await userEvent.click(syncButton());
    await waitFor(() => expect(shown).toContainEqual(['error', 'The source tenant has no reseller configuration: T04']));
    expect(source()).toHaveValue('T04');
    expect(destination()).toHaveValue('T05');
    expect(leaveMessage()).toBe(UNSAVED);
  });

  it('asks before leaving with typed IDs not synced; Cancel keeps them', () => {
    api();
    renderPxnrSyncPage();
    fireEvent.change(source(), { target: { value: 'T01' } });
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(source()).toHaveValue('T01');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('is clean once the typed IDs are synced, and asks again once they change', async () => {
    spyToasts();
    api();
    renderPxnrSyncPage();
    fireEvent.change(source(), { target: { value: 'T01' } });
    fireEvent.change(destination(), { target: { value: 'T05' } });
    await userEvent.click(syncButton());
    await waitFor(() => expect(leaveMessage()).toBeUndefined());
    fireEvent.change(destination(), { target: { value: 'T06' } });
    expect(leaveMessage()).toBe(UNSAVED);
  });
});
