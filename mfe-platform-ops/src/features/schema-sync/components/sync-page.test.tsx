import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { chooseOption, renderSyncPage, spyToasts } from '../../../testing/schema-sync';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

const STORED = { kind: 'master', fileName: 'q.csv', uploadedBy: 'a@px.local', uploadedAt: '2026-11-23T02:00:00.000Z', queries: [{ row: 2, query: 'ALTER TABLE orders ADD COLUMN tracking_code varchar(64)' }] };
const tenantResult = (tenant: string, failed = false) => ({
  tenant_id: tenant,
  schema: `public_local_m_${tenant.toLowerCase()}`,
  status: failed ? 'error' : 'ok',
  error: failed ? 'relation "orders" does not exist' : null,
  failedRow: failed ? 2 : null,
});
const result = (direction: string, environment: string, failedTenant?: string) => ({
  kind: 'master',
  direction,
  environment,
  queries: 1,
  failed: failedTenant ? 1 : 0,
  tenants: ['T01', 'T02', 'T04'].map((tenant) => tenantResult(tenant, tenant === failedTenant)),
});
const OPERATION = '0f0e0d0c-0b0a-4000-8000-000000000001';

function api(routes: Record<string, MockReply | MockHandler> = {}) {
  let schemas = [{ tenant_id: 'T01', schema: 'public_local_m_t01', tables: [{ table: 'orders', columns: ['order_id', 'status'] }] }];
  return mockApi({
    'GET /schema-sync/queries': { data: STORED },
    'GET /schema-sync/tenant-schemas': () => ({ data: schemas }),
    'POST /admin-status': () => {
      schemas = [{ tenant_id: 'T01', schema: 'public_local_m_t01', tables: [{ table: 'orders', columns: ['order_id', 'status', 'tracking_code'] }] }];
      return { data: { AdminOperationId: OPERATION, Status: 'Succeeded', Result: result('horizontal', 'local', 'T04'), Message: 'Horizontal Sync Failed' } };
    },
    ...routes,
  });
}

const patches = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PATCH');
const dryRunButton = () => screen.getByText('Dry run').closest('button') as HTMLElement;
/** A button by its text (role queries are slow on these large tables). */
const button = async (text: string) => (await screen.findByText(text)).closest('button') as HTMLElement;

afterEach(() => setNotifyApi());

describe('Sync Across Tenants', () => {
  it('dry-runs first (nothing changed), shows the per-tenant result, then offers the real run', async () => {
    const requests = api({ 'PATCH /schema-sync/horizontal-sync': { data: { AdminOperationId: null, Status: 'Succeeded', Result: result('horizontal', 'local', 'T04'), Message: 'Horizontal Sync Failed', dryRun: true } } });
    renderSyncPage('master', 'horizontal');
    expect(screen.getByRole('heading', { name: 'Master Schema: Sync Across Tenants' })).toBeInTheDocument();
    expect(await screen.findByText('ALTER TABLE orders ADD COLUMN tracking_code varchar(64)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run sync' })).not.toBeInTheDocument();
    await userEvent.click(dryRunButton());
    const dry = await screen.findByTestId('dry-run-result');
    expect(within(dry).getByText('1 of 3 tenants would fail and be rolled back')).toBeInTheDocument();
    expect(within(dry).getByText('Row 2: relation "orders" does not exist (rolled back)')).toBeInTheDocument();
    expect(within(dry).getAllByText('OK')).toHaveLength(2);
    expect(patches(requests).map((request) => [request.url, request.params])).toEqual([['/schema-sync/horizontal-sync', { dryRun: 'true' }]]);
    expect(screen.getByRole('button', { name: 'Run sync' })).toBeEnabled();
  });

  it("runs for real as an admin operation: 'Waiting', polls POST /admin-status, then the per-tenant table and 'Horizontal Sync Failed'; the tenant schemas reload", async () => {
    const shown = spyToasts();
    const requests = api({
      'PATCH /schema-sync/horizontal-sync': (request) =>
        request.params.dryRun === 'true'
          ? { data: { AdminOperationId: null, Status: 'Succeeded', Result: result('horizontal', 'local'), dryRun: true } }
          : { data: { AdminOperationId: OPERATION, Status: 'Waiting' } },
    });
    renderSyncPage('master', 'horizontal', 30);
    expect(await screen.findByTestId('tenant-schema-T01')).toHaveTextContent('orders (order_id, status)');
    await userEvent.click(dryRunButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Run sync' }));
    await waitFor(() => expect(screen.getByTestId('sync-run')).toHaveAttribute('data-status', 'Succeeded'));
    expect(screen.getByTestId('sync-outcome')).toHaveTextContent('Horizontal Sync Failed');
    expect(within(screen.getByTestId('sync-run')).getByText('Row 2: relation "orders" does not exist (rolled back)')).toBeInTheDocument();
    expect(shown).toEqual([['error', 'Horizontal Sync Failed']]);
    expect(requests.filter((request) => request.url === '/admin-status').map((request) => request.body)).toEqual([{ AdminOperationId: OPERATION }]);
    expect(patches(requests).map((request) => request.params)).toEqual([{ dryRun: 'true' }, {}]);
    await waitFor(() => expect(screen.getByTestId('tenant-schema-T01')).toHaveTextContent('orders (order_id, status, tracking_code)'));
  });

  it("shows 'Schema sync completed!' when every tenant succeeded at once (no poll)", async () => {
    const shown = spyToasts();
    const requests = api({
      'PATCH /schema-sync/horizontal-sync': (request) => ({
        data: { AdminOperationId: request.params.dryRun ? null : OPERATION, Status: 'Succeeded', Result: result('horizontal', 'local'), Message: 'Schema sync completed!', ...(request.params.dryRun ? { dryRun: true } : {}) },
      }),
    });
    renderSyncPage('master', 'horizontal');
    await userEvent.click(dryRunButton());
    expect(await screen.findByText('Every tenant would succeed (3)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run sync' }));
    await waitFor(() => expect(shown).toEqual([['success', 'Schema sync completed!']]));
    expect(screen.getByTestId('sync-outcome')).toHaveTextContent('Schema sync completed!');
    expect(requests.filter((request) => request.url === '/admin-status')).toEqual([]);
  });

  it("shows the server's message when the start is refused", async () => {
    const shown = spyToasts();
    api({
      'PATCH /schema-sync/horizontal-sync': { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'No queries uploaded yet: upload the queries first' } },
    });
    renderSyncPage('master', 'horizontal');
    await userEvent.click(dryRunButton());
    await waitFor(() => expect(shown).toEqual([['error', 'No queries uploaded yet: upload the queries first']]));
    expect(screen.queryByTestId('dry-run-result')).not.toBeInTheDocument();
  });

  it("stops on a failed admin-status call: 'Something went wrong,Unable to check status'", async () => {
    api({
      'PATCH /schema-sync/horizontal-sync': (request) =>
        request.params.dryRun ? { data: { AdminOperationId: null, Status: 'Succeeded', Result: result('horizontal', 'local'), dryRun: true } } : { data: { AdminOperationId: OPERATION, Status: 'Waiting' } },
      'POST /admin-status': { status: 500, data: '' },
    });
    renderSyncPage('master', 'horizontal', 20);
    await userEvent.click(dryRunButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Run sync' }));
    await waitFor(() => expect(screen.getByTestId('sync-run')).toHaveAttribute('data-status', 'CheckFailed'));
    expect(screen.getByTestId('sync-run')).toHaveTextContent('Something went wrong,Unable to check status');
  });
});

describe('a sync that fails as a whole', () => {
  it("shows 'Horizontal Sync Failed' with the operation's message ('Something went wrong' when it has none)", async () => {
    const shown = spyToasts();
    api({
      'PATCH /schema-sync/horizontal-sync': (request) =>
        request.params.dryRun ? { data: { AdminOperationId: null, Status: 'Succeeded', Result: result('horizontal', 'local'), dryRun: true } } : { data: { AdminOperationId: OPERATION, Status: 'Failed' } },
    });
    renderSyncPage('master', 'horizontal');
    fireEvent.click(dryRunButton());
    fireEvent.click(await button('Run sync'));
    await waitFor(() => expect(screen.getByTestId('sync-run')).toHaveAttribute('data-status', 'Failed'));
    expect(screen.getByTestId('sync-run')).toHaveTextContent('Horizontal Sync FailedSomething went wrong');
    expect(shown).toEqual([['error', 'Horizontal Sync Failed']]);
  });
});

describe('Sync Across Environment', () => {
  it("needs an environment ('Please enter the environment'), asks 'This is to sync across uat. Do you really want to execute it?', sends the environment", async () => {
    const shown = spyToasts();
    const requests = api({
      'PATCH /schema-sync/vertical-sync': (request) => ({
        data: request.params.dryRun
          ? { AdminOperationId: null, Status: 'Succeeded', Result: result('vertical', 'uat'), dryRun: true }
          : { AdminOperationId: OPERATION, Status: 'Succeeded', Result: result('vertical', 'uat', 'T02'), Message: 'Vertical Sync Failed' },
      }),
    });
    renderSyncPage('master', 'vertical');
    expect(screen.getByText('Master Schema: Sync Across Environment')).toBeInTheDocument();
    fireEvent.click(dryRunButton());
    expect(shown).toEqual([['error', 'Please enter the environment']]);
    expect(patches(requests)).toEqual([]);
    await chooseOption('Environment', 'uat');
    fireEvent.click(dryRunButton());
    fireEvent.click(await button('Run sync'));
    expect(await screen.findByText('This is to sync across uat. Do you really want to execute it?')).toBeInTheDocument();
    expect(patches(requests)).toHaveLength(1);
    fireEvent.click(await button('Yes, sync'));
    await waitFor(() => expect(screen.getByTestId('sync-outcome')).toHaveTextContent('Vertical Sync Failed'));
    expect(shown.at(-1)).toEqual(['error', 'Vertical Sync Failed']);
    expect(patches(requests).map((request) => [request.url, request.params, request.body])).toEqual([
      ['/schema-sync/vertical-sync', { dryRun: 'true' }, { environment: 'uat' }],
      ['/schema-sync/vertical-sync', {}, { environment: 'uat' }],
    ]);
    expect(requests.filter((request) => request.url === '/schema-sync/tenant-schemas').at(-1)?.params).toEqual({ kind: 'master', environment: 'uat' });
  });

  it('cancelling the confirmation sends nothing', async () => {
    const requests = api({ 'PATCH /schema-sync/vertical-sync': { data: { AdminOperationId: null, Status: 'Succeeded', Result: result('vertical', 'dev'), dryRun: true } } });
    renderSyncPage('master', 'vertical');
    await chooseOption('Environment', 'dev');
    fireEvent.click(dryRunButton());
    fireEvent.click(await button('Run sync'));
    fireEvent.click(await button('Cancel'));
    expect(patches(requests)).toHaveLength(1);
  });

  it('says in the Tenant schemas panel that they could not be loaded, and Retry loads them', async () => {
    spyToasts();
    let failures = 1;
    const requests = api({
      'GET /schema-sync/tenant-schemas': () =>
        failures-- > 0
          ? { status: 500, data: { message: 'Schemas unavailable' } }
          : { data: [{ tenant_id: 'T01', schema: 'public_local_m_t01', tables: [{ table: 'orders', columns: ['order_id'] }] }] },
    });
    renderSyncPage('master', 'horizontal');
    const panel = screen.getByTestId('tenant-schemas');
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the tenant schemas');
    expect(alert).toHaveTextContent('Schemas unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByTestId('tenant-schema-T01')).toHaveTextContent('orders (order_id)');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/schema-sync/tenant-schemas')).toHaveLength(2);
  });
});

describe('Sync Across Environment — leaving with unsaved input (docs/leaving.md)', () => {
  const verticalRun = { 'PATCH /schema-sync/vertical-sync': (request: RecordedRequest) => ({ data: request.params.dryRun ? { AdminOperationId: null, Status: 'Succeeded', Result: result('vertical', 'uat'), dryRun: true } : { AdminOperationId: OPERATION, Status: 'Succeeded', Result: result('vertical', 'uat'), Message: 'Schema sync completed!' } }) };

  it('asks before leaving with an environment chosen; Cancel keeps it, OK leaves', async () => {
    api(verticalRun);
    renderSyncPage('master', 'vertical');
    await chooseOption('Environment', 'uat');
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Environment' }).closest('.ant-select')).toHaveTextContent('uat');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('is clean once the real run is started with the environment, not after the dry run alone', async () => {
    spyToasts();
    api(verticalRun);
    renderSyncPage('master', 'vertical');
    await chooseOption('Environment', 'uat');
    fireEvent.click(dryRunButton());
    fireEvent.click(await button('Run sync'));
    expect(leaveMessage()).toBe(UNSAVED);
    fireEvent.click(await button('Yes, sync'));
    await waitFor(() => expect(screen.getByTestId('sync-outcome')).toHaveTextContent('Schema sync completed!'));
    expect(leaveMessage()).toBeUndefined();
  });

  it('leaves Sync Across Tenants without asking: it has no input', () => {
    api();
    renderSyncPage('master', 'horizontal');
    expect(leaveForDashboard(false)).toEqual([]);
    expect(onDashboard()).toBe(true);
  });
});
