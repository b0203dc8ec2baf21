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

describe('invoices grid: server mode above gridServerModeThreshold', () => {
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

  test("Total Amount Owed shows what the search answered for every matching invoice, one total per currency", async () => {
    const requests = serveSearch(60_000, {
      [`POST ${SEARCH}`]: (request) => {
        const body = request.body as InvoiceSearchRequest;
        return {
          data: {
            rows,
            next: null,
            total: 2345,
            all: 60_000,
            ...(body.counts ? { setCounts: {}, amountOwed: [{ currencyCode: 'USD', amount: 1200 }, { currencyCode: 'MXN', amount: 10022 }] } : {}),
          },
        };
      },
    });
    renderPage('/invoices');
    await waitFor(() => expect(screen.getByLabelText('Total Amount Owed').textContent).toBe('Total Amount Owed: $1,200.00 · MX$10,022.00'));
    expect(searches(requests).at(-1)).toMatchObject({ counts: true });
  });

  test("a search the API counted only up to its cap says '1,000+' and writes '—' for Total Amount Owed, with how to see it (docs/search.md)", async () => {
    const requests = serveSearch(60_000, {
      [`POST ${SEARCH}`]: (request) => {
        const body = request.body as InvoiceSearchRequest;
        // More than 1,000 invoices hold the word '0': the count stops at 1,000 and no total is answered.
        if (body.state.search === '0') return { data: { rows, next: null, total: 1000, totalCapped: true, all: 60_000, ...(body.counts ? { setCounts: {} } : {}) } };
        return { data: { rows, next: null, total: 2345, all: 60_000, ...(body.counts ? { setCounts: {}, amountOwed: [{ currencyCode: 'USD', amount: 1200 }] } : {}) } };
      },
    });
    renderPage('/invoices?search=0');
    await waitFor(() => expect(rowCount()).toBe('1,000+ of 60,000 rows'));
    const total = screen.getByLabelText('Total Amount Owed');
    expect(total.textContent).toBe('Total Amount Owed: —');
    expect(total).not.toHaveTextContent('$');
    await userEvent.hover(total);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Narrow the search to see the total');
    expect(searches(requests).at(-1)).toMatchObject({ state: { search: '0' }, counts: true });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(rowCount()).toBe('1,000+ of 60,000 rowsAll 1,000+ matching selected'));
    expect(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByText('All 1,000+ matching selected')).toBeInTheDocument();
  });

  test("select all selects every invoice the search and filters match: 'All N matching selected', and the preview counts them all", async () => {
    const requests = serveSearch(60_000, {
      [`POST ${B.updateInvoiceStatus}`]: (request) =>
        request.params.dryRun === 'true'
          ? {
              data: {
                message: 'Status would be updated to PAID for 2345 invoices',
                invoices: [{ ...rows[0]!, invoiceStatus: 'PAID' }],
                skipped: [],
                amounts: [{ currencyCode: 'USD', amount: 98_765.43 }],
                count: 2345,
                skippedCount: 0,
                fingerprint: '0123456789abcdef',
                dryRun: true,
              },
            }
          : { data: { message: 'Status updated successfully', invoices: [], skipped: [], amounts: [] } },
    });
    renderPage('/invoices?search=acme');
    await screen.findByText('INV-11');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(rowCount()).toBe('2,345 of 60,000 rowsAll 2,345 matching selected'));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(toolbar).getByText('All 2,345 matching selected')).toBeInTheDocument();
    // 2,345 matching invoices are more than one download takes.
    expect(within(toolbar).getByRole('button', { name: 'Download invoices' })).toBeDisabled();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Mark as Paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2345 records will be changed')).toBeInTheDocument();
    expect(within(dialog).getByText('and 2344 more')).toBeInTheDocument();
    expect(await within(dialog).findByText('$98,765.43')).toBeInTheDocument();
    const writes = () => requests.filter((r) => r.url === B.updateInvoiceStatus).map((r) => [r.params, r.body]);
    expect(writes()).toEqual([[{ dryRun: 'true' }, { matching: { state: { ...DEFAULT_STATE, search: 'acme' } }, status: 'PAID' }]]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toHaveLength(1);
    // Unticking one row leaves the rows ticked by hand, as in client mode.
    await userEvent.click(within(gridRow('INV-12')).getByRole('checkbox'));
    await waitFor(() => expect(rowCount()).toBe('2,345 of 60,000 rows1 selected'));
    expect(within(toolbar).getByText('1 selected')).toBeInTheDocument();
  });

  test("Download invoices of every matching invoice is offered for 130 or fewer and sends the query; a new search ends the select all", async () => {
    const saved = captureDownloads();
    const requests = serveSearch(60_000, {
      [`POST ${SEARCH}`]: (request) => {
        const body = request.body as InvoiceSearchRequest;
        return { data: { rows, next: null, total: body.state.search === 'acme' ? 130 : 131, all: 60_000 } };
      },
      [`POST ${B.downloadInvoices}`]: { data: new Blob(['xlsx']) },
    });
    renderPage('/invoices?search=acme', []);
    await screen.findByText('INV-11');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await waitFor(() => expect(within(toolbar).getByText('All 130 matching selected')).toBeInTheDocument());
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Download invoices' }));
    await userEvent.click(await screen.findByText('Excel (.xlsx)'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests.filter((r) => r.url === B.downloadInvoices).map((r) => r.body)).toEqual([{ matching: { state: { ...DEFAULT_STATE, search: 'acme' } }, format: 'xlsx' }]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 's');
    await waitFor(() => expect(rowCount()).toBe('131 of 60,000 rows'), { timeout: 3000 });
    expect(within(toolbar).getByText('0 selected')).toBeInTheDocument();
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
    expect(await within(dialog).findByText('1 record will be changed')).toBeInTheDocument();
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
