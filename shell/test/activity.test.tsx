import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionLogEntry, ActionLogPage } from 'shared-kit/contract';
import { mockApi, type RecordedRequest } from 'shared-kit/testing';
import { REMEMBERED_PATH_KEY } from '../src/routing/remembered-path';
import { renderAt, resetBrowserState, signInAs } from './fixtures';
import { serveRegistry } from './registry-fixtures';
import { fakeFederation } from './remote-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const ENTRY: ActionLogEntry = {
  id: '41',
  at: '2026-11-22T10:15:00.000Z',
  actorEmail: 'fiona.finance@px.local',
  actorSub: 's-1',
  actorRoles: ['FINANCE'],
  area: 'billing',
  endpoint: 'updateInvoiceStatus',
  action: 'STATUS_CHANGED',
  targetIds: ['INV-1001', 'INV-1002'],
  changes: [{ field: 'INV-1001.invoiceStatus', from: 'AWAITING_PAYMENT', to: 'PAID' }],
  note: null,
  requestId: 'req-1',
  outcome: 'SUCCEEDED',
};
const PAGE: ActionLogPage = { entries: [ENTRY], total: 1, page: 1, pageSize: 50 };

let seen: RecordedRequest[];
const logCalls = () => seen.filter((request) => request.url === '/action-log');
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  resetBrowserState();
  fakeFederation();
  serveRegistry();
  seen = mockApi({ 'GET /jobs': { data: [] }, 'GET /action-log': { data: PAGE }, 'GET /action-log/export': { data: new Blob(['x']), headers: { 'content-disposition': 'attachment; filename="activity-2026-11-22.xlsx"' } } });
});

describe('Activity page', () => {
  it.each([[['PLATFORM_ADMIN']], [['FINANCE']], [['CLIENT_SUCCESS']], [['ORG_ADMIN']]])('is reached from the top bar by a user with groups %j', async (groups) => {
    signInAs(groups);
    renderAt(groups[0] === 'FINANCE' ? '/clients' : groups[0] === 'ORG_ADMIN' ? '/internal-user-management' : groups[0] === 'CLIENT_SUCCESS' ? '/client-form' : '/dashboard');
    const link = await screen.findByRole('link', { name: 'Activity' });
    // Drawn as the top bar's buttons beside it, still a link to its page.
    expect(link).toHaveClass('ant-btn');
    expect(link).toHaveAttribute('href', '/activity');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(location()).toBe('/activity');
    await waitFor(() => expect(logCalls()).toHaveLength(1));
  });

  it("lists the API's entries: when, who, action, area, records and each change", async () => {
    signInAs(['FINANCE']);
    renderAt('/activity');
    const row = (await screen.findByText('INV-1001, INV-1002')).closest('tr')!;
    expect(within(row).getByText('fiona.finance@px.local')).toBeInTheDocument();
    expect(within(row).getByText('Status changed')).toBeInTheDocument();
    expect(within(row).getByText('Billing')).toBeInTheDocument();
    expect(within(row).getByText('INV-1001 · Status: Awaiting Payment → Paid')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'When (ET)' })).toBeInTheDocument();
  });

  it('names areas by their screens and leaves out changes that changed nothing', async () => {
    seen = mockApi({
      'GET /jobs': { data: [] },
      'GET /action-log': {
        data: { ...PAGE, entries: [{ ...ENTRY, area: 'internal-users', changes: [{ field: 'tenant_page', from: 'false', to: 'false' }, { field: 'active', from: 'true', to: 'false' }] }] },
      },
    });
    signInAs(['ORG_ADMIN']);
    renderAt('/activity');
    const row = (await screen.findByText('INV-1001, INV-1002')).closest('tr')!;
    expect(within(row).getByText('Internal User Management')).toBeInTheDocument();
    expect(within(row).queryByText('internal-users')).not.toBeInTheDocument();
    expect(within(row).getByText('Active: Yes → No')).toBeInTheDocument();
    expect(row.textContent).not.toContain('Tenant page');
  });

  it("says 'No activity yet' without filters and 'No activity matches these filters' with one, never antd's 'No data'", async () => {
    seen = mockApi({ 'GET /jobs': { data: [] }, 'GET /action-log': { data: { ...PAGE, entries: [], total: 0 } } });
    signInAs(['FINANCE']);
    const { unmount } = renderAt('/activity');
    const table = () => screen.getByRole('table').closest('.ant-table-wrapper') as HTMLElement;
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(within(table()).queryByText('No data')).toBeNull();
    unmount();
    renderAt('/activity?entity=invoice');
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
    expect(screen.queryByText('No activity yet')).toBeNull();
  });

  it('sends a signed-out visitor to sign in with /activity remembered', async () => {
    renderAt('/activity?entity=invoice');
    await waitFor(() => expect(location()).toBe('/'));
    expect(sessionStorage.getItem(REMEMBERED_PATH_KEY)).toBe('/activity?entity=invoice');
  });

  it('asks the API with the filters of the URL, and writes a new filter to the URL (back to page 1)', async () => {
    signInAs(['FINANCE']);
    renderAt('/activity?user=fiona&entity=invoice&targetId=INV-1001&from=2026-11-01&to=2026-11-22&page=3');
    await waitFor(() => expect(logCalls()).toHaveLength(1));
    expect(logCalls()[0]?.params).toEqual({ user: 'fiona', entity: 'invoice', targetId: 'INV-1001', from: '2026-11-01', to: '2026-11-22', page: '3' });
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    const userBox = screen.getByRole('searchbox', { name: 'User' });
    expect(userBox).toHaveValue('fiona');
    fireEvent.change(userBox, { target: { value: 'pat' } });
    fireEvent.keyDown(userBox, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(location()).toBe('/activity?user=pat&entity=invoice&targetId=INV-1001&from=2026-11-01&to=2026-11-22'));
    await waitFor(() => expect(logCalls().at(-1)?.params).toEqual({ user: 'pat', entity: 'invoice', targetId: 'INV-1001', from: '2026-11-01', to: '2026-11-22' }));
  });

  it('leaves out an entity the roles may not read, and offers only the kinds of record of their areas', async () => {
    signInAs(['FINANCE']);
    renderAt('/activity?entity=tenant');
    await waitFor(() => expect(logCalls()).toHaveLength(1));
    expect(logCalls()[0]?.params).toEqual({});
    fireEvent.mouseDown(within(screen.getByRole('search', { name: 'Activity filters' })).getAllByRole('combobox')[0]!);
    await screen.findAllByRole('option');
    const options = [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);
    expect(options).toEqual(['Invoice', 'Client']);
  });

  it('pages 50 at a time, the page kept in the URL', async () => {
    seen = mockApi({ 'GET /jobs': { data: [] }, 'GET /action-log': { data: { ...PAGE, total: 120 } } });
    signInAs(['ORG_ADMIN']);
    renderAt('/activity?user=pat');
    await screen.findByText('INV-1001, INV-1002');
    expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '4' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(location()).toBe('/activity?user=pat&page=2'));
    await waitFor(() => expect(logCalls().at(-1)?.params).toEqual({ user: 'pat', page: '2' }));
  });

  it('exports with the same filters', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    signInAs(['FINANCE']);
    renderAt('/activity?entity=invoice&from=2026-11-01');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(seen.filter((request) => request.url === '/action-log/export')).toHaveLength(1));
    expect(seen.find((request) => request.url === '/action-log/export')?.params).toEqual({ entity: 'invoice', from: '2026-11-01' });
    await waitFor(() => expect(click).toHaveBeenCalled());
  });
});
