import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { QueryLayer, createConsoleQueryClient, requestEndpoint } from 'shared-kit/runtime';
import { ENDPOINTS, type GridQueryState, type InvoiceRow, type InvoiceSearchRequest } from 'shared-kit/contract';
import { EMPTY_GRID_STATE } from '../../grid/grid-state';
import { serverDistinctValues } from '../../grid/server-windows';
import { type GridWindowFetch, useServerRows } from './server-rows';

const SEARCH = 'POST /billing/invoices/search';

/** The grid's window calls, through the real API client and the endpoint table. */
const fetchWindow: GridWindowFetch<InvoiceRow> = (request, signal) => requestEndpoint(ENDPOINTS.invoiceSearch, { body: request }, { signal });

/** Invoice numbers INV-0001 .. INV-{count}; only the number matters to the source. */
const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => `INV-${String(from + i).padStart(4, '0')}`);

/**
 * A server of `total` matching rows out of 1,000: windows of `limit` rows after the cursor 'c{offset}'
 * or from row position `offset`, counts when asked.
 */
function windows(total: number): (request: RecordedRequest) => MockReply {
  return (request) => {
    const body = request.body as InvoiceSearchRequest;
    const offset = Math.min(total, body.offset ?? (body.after ? Number(body.after.slice(1)) : 0));
    const end = Math.min(total, offset + body.limit);
    return {
      data: {
        rows: numbers(offset + 1, end - offset).map((invoiceNumber) => ({ invoiceNumber })),
        next: end < total ? `c${end}` : null,
        total,
        all: 1000,
        ...(body.counts ? { setCounts: { invoiceStatus: { PAID: 700, OVERDUE: 300 } } } : {}),
      },
    };
  };
}

const bodies = (seen: RecordedRequest[]) => seen.map((request) => request.body as InvoiceSearchRequest);
/**
 * Lets the calls, their answers and the windows they lead to run: turns of the event loop (the query
 * layer tells its observers a turn later), each ending with React's work done.
 */
async function settle() {
  for (let turn = 0; turn < 40; turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
const shownNumbers = (rows: readonly InvoiceRow[]) => rows.map((row) => row.invoiceNumber);

/**
 * The rows of a server-mode grid showing `query`, on a query layer of their own: what a grid reads
 * (`view()`), and what its view and search box tell them.
 */
function serverRowsOf(
  query: GridQueryState,
  options: { windowRows?: number; ahead?: number; fetch?: GridWindowFetch<InvoiceRow>; client?: ReturnType<typeof createConsoleQueryClient> } = {},
) {
  const client = options.client ?? createConsoleQueryClient();
  const rowsOptions = { fetchWindow: options.fetch ?? fetchWindow, cacheKey: ['invoiceSearch'], windowRows: options.windowRows, ahead: options.ahead };
  const wrapper = ({ children }: { children: ReactNode }) => <QueryLayer client={client}>{children}</QueryLayer>;
  const hook = renderHook(({ shown }: { shown: GridQueryState }) => useServerRows(rowsOptions, shown), { initialProps: { shown: query }, wrapper });
  return {
    view: () => hook.result.current.view,
    setQuery: (shown: GridQueryState) => hook.rerender({ shown }),
    showRowsTo: (index: number) => act(() => hook.result.current.showRow(index)),
    prefetch: (typed: GridQueryState) => act(() => hook.result.current.prefetch(typed)),
    reload: () => act(() => hook.result.current.reload()),
    unmount: hook.unmount,
  };
}

describe('server rows: the grid asks the API for windows', () => {
  it('asks for the first window with the counts and the raw state, and shows total, all and counts', async () => {
    const seen = mockApi({ [SEARCH]: windows(450) });
    const state = { ...EMPTY_GRID_STATE, search: 'acme 10/01/2024', sets: { invoiceStatus: ['PAID'] } };
    const source = serverRowsOf(state, { windowRows: 200, ahead: 100 });
    await settle();
    expect(bodies(seen)).toEqual([{ state, after: null, limit: 200, counts: true }]);
    const shown = source.view();
    expect(shown.rows).toHaveLength(200);
    expect(shown.rows[199]?.invoiceNumber).toBe('INV-0200');
    expect(shown).toMatchObject({ total: 450, all: 1000, setCounts: { invoiceStatus: { PAID: 700, OVERDUE: 300 } }, loading: false, settled: true });
  });

  it('fetches the next windows after the cursor, without counts, only as far as the view needs', async () => {
    const seen = mockApi({ [SEARCH]: windows(450) });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    // Row 99 in view: 100 ahead is row 199, fetched already.
    source.showRowsTo(99);
    await settle();
    expect(seen).toHaveLength(1);
    // Row 150 in view: rows up to 250 are wanted, so the second window (201-400).
    source.showRowsTo(150);
    await settle();
    expect(bodies(seen).slice(1)).toEqual([{ state: EMPTY_GRID_STATE, after: 'c200', limit: 200, counts: false }]);
    expect(source.view().rows).toHaveLength(400);
    // The end of the list: the last 50 rows, then nothing more is asked.
    source.showRowsTo(399);
    await settle();
    source.showRowsTo(449);
    await settle();
    expect(bodies(seen).map((body) => body.after)).toEqual([null, 'c200', 'c400']);
    expect(source.view().rows).toHaveLength(450);
    expect(source.view().rows[449]?.invoiceNumber).toBe('INV-0450');
    expect(source.view().segments[0]?.next).toBeNull();
    // The counts of the first window stay with the later ones.
    expect(source.view().setCounts).toEqual({ invoiceStatus: { PAID: 700, OVERDUE: 300 } });
  });

  it('asks once for a query it shows already', async () => {
    const seen = mockApi({ [SEARCH]: windows(10) });
    const source = serverRowsOf({ ...EMPTY_GRID_STATE, search: 'acme' });
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'acme' });
    await settle();
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'acme' });
    await settle();
    expect(seen).toHaveLength(1);
  });

  it('drops the answer of an older query that arrives after the newer one (a newer query wins)', async () => {
    const held: Array<() => void> = [];
    const seen = mockApi({
      [SEARCH]: (request) => {
        const { state } = request.body as InvoiceSearchRequest;
        const reply = { data: { rows: [{ invoiceNumber: state.search === 'old' ? 'INV-OLD' : 'INV-NEW' }], next: null, total: state.search === 'old' ? 7 : 1, all: 9 } };
        // The old query's answer waits until released.
        return state.search === 'old' ? new Promise<MockReply>((resolve) => held.push(() => resolve(reply))) : reply;
      },
    });
    const source = serverRowsOf({ ...EMPTY_GRID_STATE, search: 'old' });
    await settle();
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'new' });
    await settle();
    held.forEach((release) => release());
    await settle();
    expect(seen).toHaveLength(2);
    expect(shownNumbers(source.view().rows)).toEqual(['INV-NEW']);
    expect(source.view().total).toBe(1);
  });

  it('keeps the previous rows on screen until the first window of a new query arrives', async () => {
    let release: (() => void) | undefined;
    mockApi({
      [SEARCH]: (request) => {
        const { state } = request.body as InvoiceSearchRequest;
        const reply = { data: { rows: [{ invoiceNumber: state.search ? 'INV-B' : 'INV-A' }], next: null, total: 1, all: 2 } };
        return state.search ? new Promise<MockReply>((resolve) => (release = () => resolve(reply))) : reply;
      },
    });
    const source = serverRowsOf(EMPTY_GRID_STATE);
    await settle();
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'b' });
    await settle();
    expect(shownNumbers(source.view().rows)).toEqual(['INV-A']);
    expect(source.view().loading).toBe(true);
    release?.();
    await settle();
    expect(shownNumbers(source.view().rows)).toEqual(['INV-B']);
    expect(source.view().loading).toBe(false);
  });

  it('keeps a failed call as the error, asks nothing more until reloaded, then starts from the first window', async () => {
    let fail = true;
    const serve = windows(300);
    const seen = mockApi({ [SEARCH]: (request) => (fail ? { status: 500, data: { message: 'Database unavailable' } } : serve(request)) });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 0 });
    await settle();
    expect((source.view().error as Error).message).toBe('Database unavailable');
    source.showRowsTo(250);
    await settle();
    expect(seen).toHaveLength(1);
    fail = false;
    source.reload();
    await settle();
    expect(source.view().error).toBeUndefined();
    expect(bodies(seen).map((body) => [body.after, body.counts])).toEqual([
      [null, true],
      [null, true],
      ['c200', false],
    ]);
    expect(source.view().rows).toHaveLength(300);
  });

  it('cancels the call of a grid that goes, and asks again for the same query when shown again', async () => {
    const signals: AbortSignal[] = [];
    mockApi({ [SEARCH]: (request) => new Promise<MockReply>((resolve) => setTimeout(() => resolve(windows(5)(request)), 20)) });
    const counting: GridWindowFetch<InvoiceRow> = (request, signal) => {
      signals.push(signal);
      return fetchWindow(request, signal);
    };
    const gone = serverRowsOf(EMPTY_GRID_STATE, { fetch: counting });
    gone.unmount();
    await settle();
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    const again = serverRowsOf(EMPTY_GRID_STATE, { fetch: counting });
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(again.view().rows).toHaveLength(5);
  });
});

describe('server rows: a grid shown again', () => {
  it('asks for its rows again instead of reading the windows fetched on the previous visit (a write may have changed them)', async () => {
    let status = 'OVERDUE';
    const seen = mockApi({ [SEARCH]: () => ({ data: { rows: [{ invoiceNumber: 'INV-0001', invoiceStatus: status }], next: null, total: 1, all: 1 } }) });
    const client = createConsoleQueryClient();
    const first = serverRowsOf(EMPTY_GRID_STATE, { client });
    await settle();
    first.unmount();
    status = 'PAID';
    const again = serverRowsOf(EMPTY_GRID_STATE, { client });
    await settle();
    expect(seen).toHaveLength(2);
    expect(again.view().rows).toEqual([{ invoiceNumber: 'INV-0001', invoiceStatus: 'PAID' }]);
  });
});

describe('server rows: a jump to a place of a long list', () => {
  const MILLION = 1_000_000;
  /** Where each call started: 'after <cursor>' or 'offset <n>', with its limit. */
  const starts = (seen: RecordedRequest[]) =>
    bodies(seen).map((body) => `${body.offset !== undefined ? `offset ${body.offset}` : `after ${String(body.after)}`} x${body.limit}`);
  const segmentsOf = (source: { view(): { segments: ReadonlyArray<{ from: number; rows: readonly InvoiceRow[]; next: string | null }> } }) =>
    source.view().segments.map((segment) => ({
      from: segment.from,
      count: segment.rows.length,
      first: segment.rows[0]?.invoiceNumber,
      last: segment.rows[segment.rows.length - 1]?.invoiceNumber,
      next: segment.next,
    }));

  it('asks for the window at row 500,000 in exactly one call by its position, and keeps it as a segment apart', async () => {
    const seen = mockApi({ [SEARCH]: windows(MILLION) });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    source.showRowsTo(500_000);
    source.showRowsTo(500_012);
    await settle();
    expect(bodies(seen).slice(1)).toEqual([{ state: EMPTY_GRID_STATE, offset: 500_000, limit: 200, counts: false }]);
    expect(segmentsOf(source)).toEqual([
      { from: 0, count: 200, first: 'INV-0001', last: 'INV-0200', next: 'c200' },
      { from: 500_000, count: 200, first: 'INV-500001', last: 'INV-500200', next: 'c500200' },
    ]);
    // The rows from the first one on, the row count and the counts stay as they were.
    expect(source.view().rows).toHaveLength(200);
    expect(source.view()).toMatchObject({ total: MILLION, all: 1000, setCounts: { invoiceStatus: { PAID: 700, OVERDUE: 300 } } });
  });

  it('walks by keyset up to two windows beyond the rows fetched, and jumps beyond that', async () => {
    const seen = mockApi({ [SEARCH]: windows(MILLION) });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 0 });
    await settle();
    // Row 600 is 400 rows (two windows) past the last row fetched (199): three windows walked.
    source.showRowsTo(600);
    await settle();
    expect(starts(seen)).toEqual(['after null x200', 'after c200 x200', 'after c400 x200', 'after c600 x200']);
    // Row 1,201 is 401 rows past the last row fetched (799): one window at its position.
    source.showRowsTo(1_201);
    await settle();
    expect(starts(seen).slice(4)).toEqual(['offset 1201 x200']);
    expect(segmentsOf(source).map((segment) => [segment.from, segment.count])).toEqual([
      [0, 800],
      [1_201, 200],
    ]);
  });

  it('scrolls on from a jumped segment after its cursor, and up from it by the window that ends where it starts', async () => {
    const seen = mockApi({ [SEARCH]: windows(MILLION) });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    source.showRowsTo(500_000);
    await settle();
    // Down: rows 500,150-500,250 in view and 100 ahead need rows past 500,199.
    for (let row = 500_150; row <= 500_165; row += 1) source.showRowsTo(row);
    await settle();
    // Up: row 499,990 is ten rows before the segment.
    source.showRowsTo(499_990);
    await settle();
    expect(starts(seen).slice(1)).toEqual(['offset 500000 x200', 'after c500200 x200', 'offset 499800 x200']);
    expect(segmentsOf(source)).toEqual([
      { from: 0, count: 200, first: 'INV-0001', last: 'INV-0200', next: 'c200' },
      { from: 499_800, count: 600, first: 'INV-499801', last: 'INV-500400', next: 'c500400' },
    ]);
  });

  it('fills the gap between two segments up to the later one, which it then joins', async () => {
    const seen = mockApi({ [SEARCH]: windows(5_000) });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    for (const row of [1_000, 950, 700, 500]) {
      source.showRowsTo(row);
      await settle();
    }
    expect(starts(seen).slice(1)).toEqual([
      // 1,000: 800 rows past the first window, a jump.
      'offset 1000 x200',
      // 950 and 700: rows just before a segment, the window that ends where it starts.
      'offset 800 x200',
      'offset 600 x200',
      // 500: 300 rows past the first window, walked; the second walk reaches row 600 only.
      'after c200 x200',
      'after c400 x200',
    ]);
    expect(segmentsOf(source)).toEqual([{ from: 0, count: 1_200, first: 'INV-0001', last: 'INV-1200', next: 'c1200' }]);
    expect(shownNumbers(source.view().rows)).toEqual(numbers(1, 1_200));
  });

  it('drops every segment for a new query, which starts from its first window', async () => {
    const seen = mockApi({ [SEARCH]: windows(MILLION) });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    source.showRowsTo(700_000);
    await settle();
    expect(segmentsOf(source).map((segment) => segment.from)).toEqual([0, 700_000]);
    const sorted = { ...EMPTY_GRID_STATE, sort: { field: 'invoiceDate', direction: 'desc' as const } };
    source.setQuery(sorted);
    await settle();
    expect(bodies(seen).slice(2)).toEqual([{ state: sorted, after: null, limit: 200, counts: true }]);
    expect(segmentsOf(source)).toEqual([{ from: 0, count: 200, first: 'INV-0001', last: 'INV-0200', next: 'c200' }]);
  });

  it("asks nothing for the previous query's places in view until the new query's first window is back", async () => {
    let release: (() => void) | undefined;
    const serve = windows(MILLION);
    const seen = mockApi({
      [SEARCH]: (request) => ((request.body as InvoiceSearchRequest).state.search === 'acme' ? new Promise<MockReply>((resolve) => (release = () => resolve(serve(request)))) : serve(request)),
    });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    source.showRowsTo(500_000);
    await settle();
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'acme' });
    await settle();
    // The previous query's rows at 500,000 are still drawn.
    source.showRowsTo(500_005);
    release?.();
    await settle();
    expect(starts(seen)).toEqual(['after null x200', 'offset 500000 x200', 'after null x200']);
    // Then the view, back at the top, is the new query's.
    source.showRowsTo(300_000);
    await settle();
    expect(starts(seen).slice(3)).toEqual(['offset 300000 x200']);
  });

  it('after a reload, fetches the first window, then the rows in view by their position', async () => {
    const seen = mockApi({ [SEARCH]: windows(MILLION) });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    source.showRowsTo(300_000);
    await settle();
    source.reload();
    await settle();
    expect(starts(seen)).toEqual(['after null x200', 'offset 300000 x200', 'after null x200', 'offset 300000 x200']);
    expect(bodies(seen)[2]?.counts).toBe(true);
    expect(segmentsOf(source).map((segment) => [segment.from, segment.count])).toEqual([
      [0, 200],
      [300_000, 200],
    ]);
  });

  it('asks for no row past a window without a cursor (the last row), whatever the total says', async () => {
    const seen = mockApi({ [SEARCH]: { data: { rows: [{ invoiceNumber: 'INV-0001' }, { invoiceNumber: 'INV-0002' }], next: null, total: 60_000, all: 60_000 } } });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    source.showRowsTo(5_000);
    await settle();
    expect(seen).toHaveLength(1);
    expect(source.view().segments).toEqual([{ from: 0, rows: [{ invoiceNumber: 'INV-0001' }, { invoiceNumber: 'INV-0002' }], next: null }]);
  });

  it('asks no more when a window by position answers no row (the list got shorter)', async () => {
    let total = MILLION;
    const serve = (request: RecordedRequest) => windows(total)(request);
    const seen = mockApi({ [SEARCH]: serve });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    total = 250;
    source.showRowsTo(900_000);
    await settle();
    await settle();
    expect(starts(seen)).toEqual(['after null x200', 'offset 900000 x200']);
    expect(source.view().total).toBe(250);
    expect(segmentsOf(source).map((segment) => segment.from)).toEqual([0]);
  });
});

describe('serverDistinctValues', () => {
  it("lists the answered counts in label order, '(Blanks)' last", () => {
    expect(serverDistinctValues({ '(Blanks)': 4, PAID: 3, AWAITING_PAYMENT: 2 }, (value) => value.replace(/_/g, ' '))).toEqual([
      { value: 'AWAITING_PAYMENT', label: 'AWAITING PAYMENT', count: 2 },
      { value: 'PAID', label: 'PAID', count: 3 },
      { value: '(Blanks)', label: '(Blanks)', count: 4 },
    ]);
    expect(serverDistinctValues(undefined)).toEqual([]);
  });
});

describe('server rows: the typed search asked for ahead of the filter delay', () => {
  /** Rows showing the whole list whose typed search 'acme' has been prefetched (450 rows). */
  async function prefetchedSearch() {
    const seen = mockApi({ [SEARCH]: windows(450) });
    const source = serverRowsOf(EMPTY_GRID_STATE, { windowRows: 200, ahead: 100 });
    await settle();
    const typed = { ...EMPTY_GRID_STATE, search: 'acme' };
    source.prefetch(typed);
    await settle();
    return { seen, source, typed };
  }

  it('a prefetched query shown later uses the prefetch call: one request, its rows, nothing shown before', async () => {
    const { seen, source, typed } = await prefetchedSearch();
    expect(bodies(seen).slice(1)).toEqual([{ state: typed, after: null, limit: 200, counts: true }]);
    // Nothing changes on screen until the query is shown.
    expect(source.view().query).toEqual(EMPTY_GRID_STATE);
    source.setQuery(typed);
    await settle();
    expect(seen).toHaveLength(2);
    expect(source.view()).toMatchObject({ query: typed, total: 450, settled: true, loading: false });
    expect(shownNumbers(source.view().rows).slice(0, 2)).toEqual(['INV-0001', 'INV-0002']);
  });

  it('a query shown once its prefetched first window is back shows that window in the same render, with no new request', async () => {
    const { seen, source, typed } = await prefetchedSearch();
    source.setQuery(typed);
    // Before any promise runs: the render of the new query already shows its rows.
    expect(source.view()).toMatchObject({ query: typed, total: 450, settled: true, loading: false, setCounts: { invoiceStatus: { PAID: 700, OVERDUE: 300 } } });
    expect(shownNumbers(source.view().rows)).toEqual(numbers(1, 200));
    await settle();
    expect(seen).toHaveLength(2);
  });

  it('a prefetch of another text, or another query shown, drops the earlier prefetch (aborted, never shown)', async () => {
    const signals: Array<{ search: string; signal: AbortSignal }> = [];
    mockApi({ [SEARCH]: (request) => new Promise<MockReply>((resolve) => setTimeout(() => resolve(windows(450)(request)), 20)) });
    const source = serverRowsOf(EMPTY_GRID_STATE, {
      windowRows: 200,
      ahead: 100,
      fetch: (request, signal) => {
        signals.push({ search: request.state.search, signal });
        return fetchWindow(request, signal);
      },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const typed = () => signals.filter((call) => call.search !== '').map((call) => [call.search, call.signal.aborted]);
    source.prefetch({ ...EMPTY_GRID_STATE, search: 'ac' });
    source.prefetch({ ...EMPTY_GRID_STATE, search: 'acme' });
    expect(typed()).toEqual([
      ['ac', true],
      ['acme', false],
    ]);
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'beta' });
    await settle();
    expect(typed()).toEqual([
      ['ac', true],
      ['acme', true],
      ['beta', false],
    ]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(source.view().query?.search).toBe('beta');
  });
});
