import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, ENDPOINTS, type GridQueryState, type InvoiceRow, type InvoiceSearchExportRequest, type InvoiceSearchRequest } from 'shared-kit/contract';
import { setRuntimeConfig } from 'shared-kit/runtime';
import { TEST_RUNTIME_CONFIG, captureDownloads, mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { invoiceRow } from '../../../testing/fixtures';
import { gridRow, gridRows } from '../../../testing/grid';
import { findToast, renderPage } from '../../../testing/render-page';

afterEach(() => jest.restoreAllMocks());

const B = API_PATHS.billing;
const SEARCH = ENDPOINTS.invoiceSearch.path;
const EXPORT = ENDPOINTS.invoiceSearchExport.path;
const DEFAULT_STATE: GridQueryState = { search: '', sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] }, dates: {}, amounts: {}, stock: 'all', sort: { field: 'invoiceDate', direction: 'desc' } };

const rows: InvoiceRow[] = [
  invoiceRow({ invoiceNumber: 'INV-11', invoiceStatus: 'OVERDUE', invoicedAmount: 120, amountOwed: 120 }),
  invoiceRow({ invoiceNumber: 'INV-12', invoiceStatus: 'AWAITING_PAYMENT', invoicedAmount: 80, amountOwed: 80 }),
];

/**
 * An API of `all` invoices whose search answers `rows` for any state (total 2,345 when filtered),
 * `limit: 1` asked by the grid to learn `all`.
 */
function serveSearch(all: number, extra: Record<string, MockReply | ((request: RecordedRequest) => MockReply)> = {}) {
  return mockApi({
    [`GET ${B.invoices}`]: { data: rows },
    [`POST ${SEARCH}`]: (request) => {
      const body = request.body as InvoiceSearchRequest;
      const filtered = body.state.search !== '' || Object.keys(body.state.sets).length > 0;
      return { data: { rows: body.limit === 1 ? rows.slice(0, 1) : rows, next: null, total: filtered ? 2345 : all, all, setCounts: body.counts ? { invoiceStatus: { OVERDUE: 7, PAID: 3 } } : undefined } };
    },
    ...extra,
  });
}

/** The threshold of the runtime config the remote reads (config.json's gridServerModeThreshold). */
const threshold = (rowsAbove: number | undefined) => setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, gridServerModeThreshold: rowsAbove });
const searches = (requests: RecordedRequest[]) => requests.filter((r) => r.url === SEARCH).map((r) => r.body as InvoiceSearchRequest);
const rowCount = () => screen.getByRole('status', { name: 'Row count' }).textContent;

describe('invoices grid: server mode above gridServerModeThreshold (issue 16)', () => {
  test("above the threshold it never loads the whole list: it asks the search for windows and says 'N of M rows' from the API", async () => {
    const requests = serveSearch(60_000);
    renderPage('/invoices');
    await waitFor(() => expect(rowCount()).toBe('2,345 of 60,000 rows'));
    expect(gridRows().map((row) => row.getAttribute('data-row-key'))).toEqual(['INV-11', 'INV-12']);
    expect(requests.filter((r) => r.url === B.invoices)).toHaveLength(0);
    expect(searches(requests)).toEqual([
      { state: { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' }, limit: 1 },
      { state: DEFAULT_STATE, after: null, limit: 200, counts: true },
    ]);
  });

  test('at the threshold or below it nothing changes: the whole list is loaded and filtered in the browser', async () => {
    const requests = serveSearch(3);
    threshold(3);
    renderPage('/invoices');
    await screen.findByText('INV-11');
    expect(requests.filter((r) => r.url === B.invoices)).toHaveLength(1);
    expect(searches(requests)).toHaveLength(1);
    expect(rowCount()).toBe('2 of 2 rows');
  });

  test('a low threshold in config.json switches a small list to server mode', async () => {
    const requests = serveSearch(4);
    threshold(3);
    renderPage('/invoices');
    await waitFor(() => expect(rowCount()).toBe('2,345 of 4 rows'));
    expect(requests.filter((r) => r.url === B.invoices)).toHaveLength(0);
  });

  test('an API without the search keeps the client mode', async () => {
    const requests = mockApi({ [`GET ${B.invoices}`]: { data: rows }, [`POST ${SEARCH}`]: { status: 503, data: { message: 'Not available yet' } } });
    threshold(0);
    renderPage('/invoices');
    await screen.findByText('INV-11');
    expect(requests.filter((r) => r.url === B.invoices)).toHaveLength(1);
  });

  test("a client's Invoices tab asks for that client's invoices only", async () => {
    const requests = serveSearch(60_000, {
      [`GET ${B.clientContact('T01')}`]: { status: 500, data: {} },
    });
    renderPage('/clients/T01?tab=1');
    await waitFor(() => expect(searches(requests)).toHaveLength(2));
    expect(searches(requests).map((body) => body.tenantId)).toEqual(['T01', 'T01']);
    expect(requests.filter((r) => r.url === B.invoices)).toHaveLength(0);
  });

  test('Export asks the API for every row of the search and filters shown, not the rows fetched', async () => {
    const saved = captureDownloads();
    const requests = serveSearch(60_000, { [`POST ${EXPORT}`]: { data: new Blob(['xlsx']) } });
    renderPage('/invoices?search=acme&f.invoiceStatus=OVERDUE');
    await waitFor(() => expect(rowCount()).toBe('2,345 of 60,000 rows'));
    expect(screen.queryByLabelText('Total Amount Owed')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toMatch(/^Invoices_Export_\d{2}_\d{2}_\d{4}\.xlsx$/);
    const body: InvoiceSearchExportRequest = { state: { ...DEFAULT_STATE, search: 'acme', sets: { invoiceStatus: ['OVERDUE'] } } };
    expect(requests.filter((r) => r.url === EXPORT).map((r) => r.body)).toEqual([body]);
  });

  test("a failed Export shows the server's message", async () => {
    captureDownloads();
    serveSearch(60_000, { [`POST ${EXPORT}`]: { status: 400, data: new Blob([JSON.stringify({ message: "Unknown sort field 'color'" })], { type: 'application/json' }) } });
    renderPage('/invoices');
    await waitFor(() => expect(rowCount()).toBe('2,345 of 60,000 rows'));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await findToast("Unknown sort field 'color'")).toBeInTheDocument();
  });

  test("Mark as Paid previews the selected rows; once confirmed, the grid asks the search again", async () => {
    const requests = serveSearch(60_000, {
      [`POST ${B.updateInvoiceStatus}`]: (request) =>
        request.params.dryRun === 'true'
          ? { data: { message: '', invoices: [{ ...rows[0]!, invoiceStatus: 'PAID' }], skipped: [], amounts: [{ currencyCode: 'USD', amount: 120 }], fingerprint: '0123456789abcdef', dryRun: true } }
          : { data: { message: 'Status updated successfully', invoices: [], skipped: [], amounts: [] } },
    });
    renderPage('/invoices');
    await screen.findByText('INV-11');
    await userEvent.click(within(gridRow('INV-11')).getByRole('checkbox'));
    await userEvent.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Mark as Paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1 record(s) will be changed')).toBeInTheDocument();
    const writes = () => requests.filter((r) => r.url === B.updateInvoiceStatus).map((r) => [r.params, r.body]);
    expect(writes()).toEqual([[{ dryRun: 'true' }, { invoiceNumbers: ['INV-11'], status: 'PAID' }]]);
    const windowsBefore = searches(requests).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
    await findToast('Status updated successfully');
    expect(writes()[1]).toEqual([{ fingerprint: '0123456789abcdef' }, { invoiceNumbers: ['INV-11'], status: 'PAID' }]);
    await waitFor(() => expect(searches(requests)).toHaveLength(windowsBefore + 1));
    expect(searches(requests).at(-1)).toEqual({ state: DEFAULT_STATE, after: null, limit: 200, counts: true });
  });
});
