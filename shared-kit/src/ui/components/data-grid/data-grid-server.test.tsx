import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TEST_RUNTIME_CONFIG, mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { QueryLayer, createConsoleQueryClient, setRuntimeConfig } from 'shared-kit/runtime';
import { HarnessGrid, type HarnessProps } from '../../../../test/support/grid-harness';
import { ENDPOINTS, type InvoiceRow, type InvoiceSearchRequest } from 'shared-kit/contract';
import { allMatchingSelectedText } from './grid-bar';
import type { DataGridColumn } from './columns';
import type { GridController } from './controller';
import { serverRows } from './sources';

const SEARCH = 'POST /billing/invoices/search';
const COLUMNS: DataGridColumn<InvoiceRow>[] = [
  { field: 'invoiceNumber', title: 'Invoice #', search: 'text' },
  { field: 'client', title: 'Client', filter: 'set', search: 'text' },
  { field: 'invoiceStatus', title: 'Status', filter: 'set', valueLabel: (v) => v.replace(/_/g, ' ') },
];
const NO_ROWS: InvoiceRow[] = [];
const number = (n: number) => `INV-${String(n).padStart(4, '0')}`;

/**
 * A server of `total` matching rows out of 5,000: windows after the cursor 'c{offset}' or from row
 * position `offset`, counts when asked.
 */
function windows(total: number, hold?: (offset: number) => Promise<void> | undefined): (request: RecordedRequest) => Promise<MockReply> {
  return async (request) => {
    const body = request.body as InvoiceSearchRequest;
    const offset = Math.min(total, body.offset ?? (body.after ? Number(body.after.slice(1)) : 0));
    await hold?.(offset);
    const end = Math.min(total, offset + body.limit);
    const rows = Array.from({ length: end - offset }, (_, i) => ({ invoiceNumber: number(offset + i + 1), client: 'Acme Devices', invoiceStatus: 'PAID' }));
    return {
      data: {
        rows,
        next: end < total ? `c${end}` : null,
        total,
        all: 5000,
        ...(body.counts ? { setCounts: { invoiceStatus: { PAID: 4000, OVERDUE: 990, '(Blanks)': 10 }, client: { 'Acme Devices': 5000 } } } : {}),
      },
    };
  };
}

/** The grid's source: the invoices search, in server mode (the mocked API's list is above a threshold of 0). */
const SOURCE = serverRows(ENDPOINTS.invoiceSearch, {}, { list: ENDPOINTS.invoices, toRow: (row: InvoiceRow) => row });

/** The API of `routes`, with the server-mode threshold at 0 rows. */
function serverApi(routes: Record<string, MockHandler | MockReply>): RecordedRequest[] {
  const seen = mockApi({ 'GET /billing/invoices': { data: NO_ROWS }, ...routes });
  setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, gridServerModeThreshold: 0 });
  return seen;
}

function serverGrid(extra: Partial<HarnessProps<InvoiceRow>> = {}) {
  return <HarnessGrid<InvoiceRow> aria-label="Invoices" columns={COLUMNS} rowKey={(row) => row.invoiceNumber} height={540} source={SOURCE} {...extra} />;
}

function renderServerGrid(extra: Partial<HarnessProps<InvoiceRow>> = {}, url = '/invoices') {
  const client = createConsoleQueryClient();
  const view = (props: Partial<HarnessProps<InvoiceRow>>) => (
    <QueryLayer client={client}>
      <MemoryRouter initialEntries={[url]}>{serverGrid(props)}</MemoryRouter>
    </QueryLayer>
  );
  const rendered = render(view(extra));
  return { ...rendered, rerender: (props: Partial<HarnessProps<InvoiceRow>>) => rendered.rerender(view(props)) };
}

/** The calls for windows: the one-row call that learns the list's length (the mode) left out. */
const bodies = (seen: RecordedRequest[]) => seen.map((request) => request.body as InvoiceSearchRequest).filter((body) => body.limit !== 1);
const rowCount = () => screen.getByRole('status', { name: 'Row count' }).textContent;
const grid = () => document.querySelector('.px-data-grid') as HTMLElement;

describe('DataGrid in server mode', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the first window and 'N of M rows' from the API's total and unfiltered count", async () => {
    const seen = serverApi({ [SEARCH]: windows(450) });
    renderServerGrid({ defaults: { sets: { invoiceStatus: ['PAID'] }, sort: { field: 'invoiceDate', direction: 'desc' } } });
    await waitFor(() => expect(rowCount()).toBe('450 of 5,000 rows'));
    expect(within(grid()).getByText('INV-0001')).toBeTruthy();
    // The rows drawn are near the top: nothing more is fetched.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies(seen)).toEqual([
      {
        state: { search: '', sets: { invoiceStatus: ['PAID'] }, dates: {}, amounts: {}, stock: 'all', sort: { field: 'invoiceDate', direction: 'desc' } },
        after: null,
        limit: 200,
        counts: true,
      },
    ]);
  });

  it('asks for the typed search once typing rests 300 ms, shows its rows only 600 ms after typing stops, in one request', async () => {
    const seen = serverApi({
      [SEARCH]: (request) => {
        const { state } = request.body as InvoiceSearchRequest;
        const found = state.search ? [{ invoiceNumber: 'INV-0042', client: 'Globex Mobile', invoiceStatus: 'OVERDUE' }] : [{ invoiceNumber: 'INV-0001', client: 'Acme', invoiceStatus: 'PAID' }];
        return { data: { rows: found, next: null, total: found.length, all: 5000 } };
      },
    });
    renderServerGrid();
    await waitFor(() => expect(rowCount()).toBe('1 of 5,000 rows'));
    jest.useFakeTimers();
    const flush = () => act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'glob' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'globex 10/01/2024' } });
    act(() => jest.advanceTimersByTime(299));
    await flush();
    // 'glob' rested only 200 ms: nothing asked yet.
    expect(bodies(seen)).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    await flush();
    expect(bodies(seen).map((body) => body.state.search)).toEqual(['', 'globex 10/01/2024']);
    // The answer is in, but the rows keep the spec's filter delay.
    expect(within(grid()).queryByText('INV-0042')).toBeNull();
    expect(within(grid()).queryByText('INV-0001')).toBeTruthy();
    act(() => jest.advanceTimersByTime(300));
    jest.useRealTimers();
    await waitFor(() => expect(within(grid()).queryByText('INV-0042')).toBeTruthy());
    expect(within(grid()).queryByText('INV-0001')).toBeNull();
    expect(bodies(seen).map((body) => body.state.search)).toEqual(['', 'globex 10/01/2024']);
  });

  it("holds the table's place with 'Loading...' until the first rows are back, then draws the table with them, and keeps it while a new search loads", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holdNext = true;
    serverApi({ [SEARCH]: windows(3, () => (holdNext ? held : undefined)) });
    renderServerGrid();
    await waitFor(() => expect(document.querySelector('.px-data-grid-pending')).not.toBeNull());
    // 47 px of header (antd's in the grid's size) and the 540 px body the page asked for.
    expect((document.querySelector('.px-data-grid-pending') as HTMLElement).style.height).toBe('587px');
    expect(within(grid()).getByText('Loading...')).toBeTruthy();
    expect(grid().querySelector('.ant-table')).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(within(grid()).getByText('INV-0001')).toBeTruthy());
    expect(document.querySelector('.px-data-grid-pending')).toBeNull();
    expect(within(grid()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Invoice #', 'Client', 'Status']);
    // A search that loads keeps the table and its header (a second answer held back).
    let releaseSearch: () => void = () => undefined;
    const searchHeld = new Promise<void>((resolve) => (releaseSearch = resolve));
    holdNext = false;
    serverApi({ [SEARCH]: windows(2, () => searchHeld) });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'INV-0002' } });
    await waitFor(() => expect(within(grid()).getByText('Loading...')).toBeTruthy(), { timeout: 2000 });
    expect(document.querySelector('.px-data-grid-pending')).toBeNull();
    expect(grid().querySelector('.ant-table')).not.toBeNull();
    await act(async () => releaseSearch());
  });

  it("lists a set filter's values with the counts the API answered, '(Blanks)' last", async () => {
    serverApi({ [SEARCH]: windows(3) });
    renderServerGrid();
    await waitFor(() => expect(rowCount()).toBe('3 of 5,000 rows'));
    const header = document.querySelector('.ant-table-thead') as HTMLElement;
    fireEvent.click(within(header).getByRole('button', { name: 'Filter Status' }));
    const panel = screen.getByRole('group', { name: 'Status filter' });
    expect(within(panel).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['OVERDUE (990)', 'PAID (4000)', '(Blanks) (10)']);
  });

  it("marks the counts the API read over a word search's first matches only as 'N+'", async () => {
    const capped = windows(3);
    serverApi({
      [SEARCH]: async (request) => {
        const reply = await capped(request);
        return (request.body as InvoiceSearchRequest).counts ? { data: { ...(reply.data as object), setCountsCapped: ['invoiceStatus'] } } : reply;
      },
    });
    renderServerGrid();
    await waitFor(() => expect(rowCount()).toBe('3 of 5,000 rows'));
    const header = document.querySelector('.ant-table-thead') as HTMLElement;
    fireEvent.click(within(header).getByRole('button', { name: 'Filter Status' }));
    const status = screen.getByRole('group', { name: 'Status filter' });
    expect(within(status).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['OVERDUE (990+)', 'PAID (4000+)', '(Blanks) (10+)']);
    fireEvent.click(within(header).getByRole('button', { name: 'Filter Client' }));
    const client = screen.getByRole('group', { name: 'Client filter' });
    expect(within(client).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Acme Devices (5000)']);
  });

  it("fetches the next window after the cursor as the view nears the rows fetched, showing 'Loading...' rows meanwhile", async () => {
    let release: (() => void) | undefined;
    const seen = serverApi({ [SEARCH]: windows(450, (offset) => (offset === 200 ? new Promise<void>((resolve) => (release = resolve)) : undefined)) });
    const { container } = renderServerGrid({ rowBuffer: 0, selection: true });
    await waitFor(() => expect(within(grid()).queryByText('INV-0001')).toBeTruthy());
    expect(bodies(seen)).toHaveLength(1);
    // Rows 191-200 in view (540 px, 10 rows): 100 ahead is past the 200 fetched.
    const body = container.querySelector('.ant-table-body') as HTMLElement;
    Object.defineProperty(body, 'scrollTop', { configurable: true, value: 195 * 54 });
    fireEvent.scroll(body);
    await waitFor(() => expect(bodies(seen).map((b) => [b.after, b.counts])).toEqual([[null, true], ['c200', false]]));
    const waitingRow = container.querySelector('[data-row-key="px-placeholder-200"]') as HTMLElement;
    expect(within(waitingRow).getByText('Loading...')).toBeTruthy();
    expect((within(waitingRow).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    act(() => release?.());
    await waitFor(() => expect(within(grid()).queryByText('INV-0201')).toBeTruthy());
    expect(container.querySelector('[data-row-key="px-placeholder-200"]')).toBeNull();
    expect(rowCount()).toBe('450 of 5,000 rows');
  });

  it('shows the rows at the place the scrollbar is dragged to, asked for by their position in one call; the body then reaches further', async () => {
    const seen = serverApi({ [SEARCH]: windows(1_000_000) });
    const { container } = renderServerGrid({ rowBuffer: 0, selection: true, selected: ['INV-0001'] });
    await waitFor(() => expect(within(grid()).queryByText('INV-0001')).toBeTruthy());
    const body = container.querySelector('.ant-table-body') as HTMLElement;
    const dragTo = (row: number) => {
      Object.defineProperty(body, 'scrollTop', { configurable: true, value: row * 54 });
      fireEvent.scroll(body);
    };
    // The body spans 10,200 rows (200 fetched and 10,000 past them): rows 9,001-9,010 in view.
    dragTo(9_000);
    await waitFor(() => expect(within(grid()).queryByText('INV-9001')).toBeTruthy());
    expect(within(grid()).getByText('INV-9010')).toBeTruthy();
    const state = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };
    expect(bodies(seen).slice(1)).toEqual([{ state, offset: 9_000, limit: 200, counts: false }]);
    expect(rowCount()).toBe('1,000,000 of 5,000 rows1 selected');
    // Fetched up to row 9,200: the body now spans 19,200 rows, and the next drag jumps there.
    dragTo(19_000);
    await waitFor(() => expect(within(grid()).queryByText('INV-19001')).toBeTruthy());
    expect(bodies(seen).slice(2)).toEqual([{ state, offset: 19_000, limit: 200, counts: false }]);
    // Back to the top: the first window is there still.
    dragTo(0);
    await waitFor(() => expect(within(grid()).queryByText('INV-0001')).toBeTruthy());
    expect(bodies(seen)).toHaveLength(3);
  });

  it("shows a failed call inline (what failed and the server's message) with Retry, which asks again", async () => {
    let fail = true;
    const serve = windows(2);
    // The one-row call that learns the list's length answers; the windows fail.
    const seen = serverApi({ [SEARCH]: (request) => (fail && (request.body as InvoiceSearchRequest).limit !== 1 ? { status: 503, data: { message: 'Search unavailable' } } : serve(request)) });
    renderServerGrid({ loadErrorWhat: 'invoices' });
    const alert = within(await within(grid()).findByRole('alert'));
    expect(alert.getByText('Could not load invoices')).toBeTruthy();
    expect(alert.getByText('Search unavailable')).toBeTruthy();
    expect(within(grid()).queryByText('INV-0001')).toBeNull();
    fail = false;
    fireEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(grid()).queryByText('INV-0001')).toBeTruthy());
    expect(within(grid()).queryByRole('alert')).toBeNull();
    expect(bodies(seen)).toHaveLength(2);
  });

  it("asks again for the rows shown when the page reloads the controller (after a write)", async () => {
    const seen = serverApi({ [SEARCH]: windows(2) });
    let controller: GridController<InvoiceRow> | undefined;
    renderServerGrid({ onController: (grid) => void (controller = grid) });
    await waitFor(() => expect(bodies(seen)).toHaveLength(1));
    act(() => controller!.actions.reload());
    await waitFor(() => expect(bodies(seen)).toHaveLength(2));
    expect(bodies(seen)[1]).toMatchObject({ after: null, counts: true });
  });

  it("says 'All N matching selected' from the API's total when every matching row is selected, and 'K selected' otherwise", async () => {
    serverApi({ [SEARCH]: windows(123_456) });
    let controller: GridController<InvoiceRow> | undefined;
    renderServerGrid({ selection: true, selected: ['INV-0001', 'INV-0002'], onController: (grid) => void (controller = grid) });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Row count' }).textContent).toBe('123,456 of 5,000 rows2 selected'));
    act(() => controller!.selection.select([], true));
    const counts = [...screen.getByRole('status', { name: 'Row count' }).querySelectorAll('span')].map((span) => span.textContent);
    expect(counts).toEqual(['123,456 of 5,000 rows', 'All 123,456 matching selected']);
    expect(allMatchingSelectedText(123_456)).toBe('All 123,456 matching selected');
  });

  it("writes a count the search capped as '1,000+' (docs/search.md \"Counts of a word search\"), an exact 1,000 as '1,000'", async () => {
    const exact = windows(1000);
    // More than 1,000 invoices hold the word 'acme': the search answers its cap and says so.
    serverApi({
      [SEARCH]: async (request) => {
        const reply = await exact(request);
        return (request.body as InvoiceSearchRequest).state.search === 'acme' ? { data: { ...(reply.data as object), totalCapped: true } } : reply;
      },
    });
    renderServerGrid({ selection: true });
    await waitFor(() => expect(rowCount()).toBe('1,000 of 5,000 rows'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'acme' } });
    await waitFor(() => expect(rowCount()).toBe('1,000+ of 5,000 rows'), { timeout: 3000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(rowCount()).toBe('1,000+ of 5,000 rowsAll 1,000+ matching selected'));
    expect(allMatchingSelectedText(1000, true)).toBe('All 1,000+ matching selected');
  });

  it("selects every matching row with the header's checkbox, and a new search ends it", async () => {
    serverApi({ [SEARCH]: windows(450) });
    renderServerGrid({ selection: true });
    await waitFor(() => expect(rowCount()).toBe('450 of 5,000 rows'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(rowCount()).toBe('450 of 5,000 rowsAll 450 matching selected'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'acme' } });
    await waitFor(() => expect(rowCount()).toBe('450 of 5,000 rows'), { timeout: 3000 });
  });

  it('marks the chip of a filter value no row of the whole list has, asking the search once for the counts of the unfiltered list (docs/grid.md#saved-views)', async () => {
    const seen = serverApi({ [SEARCH]: windows(0) });
    renderServerGrid({}, '/invoices?f.client=Gone%20Ltd&f.client=Acme%20Devices');
    const chip = await waitFor(() => {
      const found = screen.getByLabelText('Active filters').querySelector<HTMLElement>('.ant-tag');
      expect(found?.getAttribute('aria-description')).toBe('No row of the list has Gone Ltd');
      return found!;
    });
    expect(chip.textContent).toMatch(/^⚠ Client: Gone Ltd, Acme Devices/);
    const everyValue = seen.map((request) => request.body as InvoiceSearchRequest).filter((body) => body.counts && body.limit === 1);
    expect(everyValue).toEqual([{ state: { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' }, limit: 1, counts: true, after: null }]);
  });

  it("asks nothing more while the state names only the page's default values, and marks nothing", async () => {
    const seen = serverApi({ [SEARCH]: windows(450) });
    renderServerGrid({ defaults: { sets: { invoiceStatus: ['VOIDED'] } } });
    await waitFor(() => expect(rowCount()).toBe('450 of 5,000 rows'));
    expect(screen.getByLabelText('Active filters').querySelector('.ant-tag')?.getAttribute('aria-description')).toBeNull();
    expect(seen.map((request) => request.body as InvoiceSearchRequest).filter((body) => body.limit === 1 && body.counts)).toEqual([]);
  });
});
