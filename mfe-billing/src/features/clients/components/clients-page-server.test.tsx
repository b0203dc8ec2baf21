import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, ENDPOINTS, type ClientRow, type ClientSearchRequest, type GridQueryState } from 'shared-kit/contract';
import { setRuntimeConfig } from 'shared-kit/runtime';
import { TEST_RUNTIME_CONFIG, captureDownloads, mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { clientRow } from '../../../testing/fixtures';
import { gridRows } from '../../../testing/grid';
import { renderPage } from '../../../testing/render-page';

afterEach(() => jest.restoreAllMocks());

const B = API_PATHS.billing;
const SEARCH = ENDPOINTS.clientSearch.path;
const EXPORT = ENDPOINTS.clientSearchExport.path;
const EMPTY: GridQueryState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };

const rows: ClientRow[] = [
  clientRow({ tenantId: 'T01', clientName: 'Acme Devices', awaitingPayment: 350.5 }),
  clientRow({ tenantId: 'T06', clientName: 'Mexicana Movil', status: 'TRIAL_PERIOD', awaitingPayment: 10022, currency: 'MX$', currencyCode: 'MXN', usdRate: 17.2 }),
];

/**
 * An API of `all` clients whose search answers `rows` for any state (total 1,234 when searched or
 * filtered), with Total Awaiting Payments in the first window; `limit: 1` asked by the page to learn `all`.
 */
function serveSearch(all: number, extra: Record<string, MockReply | ((request: RecordedRequest) => MockReply)> = {}) {
  return mockApi({
    [`GET ${B.clients}`]: { data: rows },
    [`POST ${SEARCH}`]: (request) => {
      const body = request.body as ClientSearchRequest;
      const filtered = body.state.search !== '' || Object.keys(body.state.sets).length > 0;
      return {
        data: {
          rows: body.limit === 1 ? rows.slice(0, 1) : rows,
          next: null,
          total: filtered ? 1234 : all,
          all,
          // Hand-made figures, unlike the two rows' own: the page must show the API's total, not add up the rows it holds.
          awaitingTotals: filtered
            ? { usd: 12.34, byCurrency: [{ currencyCode: 'USD', amount: 12.34 }] }
            : { usd: 98765.43, byCurrency: [{ currencyCode: 'MXN', amount: 1_000_000 }, { currencyCode: 'USD', amount: 40625 }] },
          setCounts: body.counts ? { status: { ACTIVE: 700, TRIAL_PERIOD: 9 } } : undefined,
        },
      };
    },
    ...extra,
  });
}

const threshold = (rowsAbove: number | undefined) => setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, gridServerModeThreshold: rowsAbove });
const searches = (requests: RecordedRequest[]) => requests.filter((r) => r.url === SEARCH).map((r) => r.body as ClientSearchRequest);
const rowCount = () => screen.getByRole('status', { name: 'Row count' }).textContent;

describe('clients grid: server mode above gridServerModeThreshold', () => {
  test("above the threshold it never loads the whole list: it asks the search for windows, says 'N of M rows' and Total Awaiting Payments from the API", async () => {
    const requests = serveSearch(60_000);
    renderPage('/clients');
    await waitFor(() => expect(rowCount()).toBe('60,000 of 60,000 rows'));
    expect(gridRows().map((row) => row.getAttribute('data-row-key'))).toEqual(['T01', 'T06']);
    expect(requests.filter((r) => r.url === B.clients)).toHaveLength(0);
    expect(searches(requests)).toEqual([
      { state: EMPTY, limit: 1 },
      { state: EMPTY, after: null, limit: 200, counts: true },
    ]);
    expect(await screen.findByText('$98,765.43')).toBeInTheDocument();
    expect(screen.getByTestId('awaiting-by-currency').textContent).toBe('Converted to USD at stored rates. Per currency: $40,625.00 · MX$1,000,000.00');
  });

  test('a search is sent as typed and its total replaces the whole list\'s', async () => {
    const requests = serveSearch(60_000);
    renderPage('/clients?search=acme');
    await waitFor(() => expect(rowCount()).toBe('1,234 of 60,000 rows'));
    expect(searches(requests)[1]).toEqual({ state: { ...EMPTY, search: 'acme' }, after: null, limit: 200, counts: true });
    expect(await screen.findByText('$12.34')).toBeInTheDocument();
    expect(screen.queryByTestId('awaiting-by-currency')).toBeNull();
  });

  test('the Status filter lists the counts the API answered', async () => {
    serveSearch(60_000);
    renderPage('/clients');
    await waitFor(() => expect(rowCount()).toBe('60,000 of 60,000 rows'));
    await userEvent.click(within(document.querySelector('.ant-table-thead') as HTMLElement).getByRole('button', { name: 'Filter Status' }));
    const panel = await screen.findByRole('group', { name: 'Status filter' });
    expect(within(panel).getByRole('checkbox', { name: 'Active (700)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Trial Period (9)' })).toBeInTheDocument();
  });

  test('at the threshold or below it nothing changes: the whole list is loaded and filtered in the browser', async () => {
    const requests = serveSearch(3);
    threshold(3);
    renderPage('/clients');
    await screen.findByText('Mexicana Movil');
    expect(requests.filter((r) => r.url === B.clients)).toHaveLength(1);
    expect(searches(requests)).toHaveLength(1);
    expect(rowCount()).toBe('2 of 2 rows');
  });

  test('an API without the search keeps the client mode', async () => {
    const requests = mockApi({ [`GET ${B.clients}`]: { data: rows }, [`POST ${SEARCH}`]: { status: 503, data: { message: 'Not available yet' } } });
    threshold(0);
    renderPage('/clients');
    await screen.findByText('Mexicana Movil');
    expect(requests.filter((r) => r.url === B.clients)).toHaveLength(1);
  });

  test("Export saves the API's streamed workbook of the whole list, as in client mode", async () => {
    const saved = captureDownloads();
    const requests = serveSearch(60_000, {
      [`POST ${EXPORT}`]: { data: new Blob(['xlsx']), headers: { 'content-disposition': 'attachment; filename="clients-2025-06-15.xlsx"' } },
    });
    renderPage('/clients?search=acme');
    await waitFor(() => expect(rowCount()).toBe('1,234 of 60,000 rows'));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toMatch(/^Clients_Export_\d{2}_\d{2}_\d{4}\.xlsx$/);
    expect(requests.filter((r) => r.url === EXPORT).map((r) => r.body)).toEqual([{ state: EMPTY }]);
    expect(requests.filter((r) => r.url === ENDPOINTS.clientsExport.path)).toHaveLength(0);
  });
});
