import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { requestEndpoint } from 'shared-kit/runtime';
import { ENDPOINTS, type InvoiceSearchRequest } from '../contract/endpoints';
import type { InvoiceRow } from '../contract/entities';
import { EMPTY_GRID_STATE } from './grid-state';
import { type GridWindowFetch, createServerRows, serverDistinctValues } from './server-rows';

const SEARCH = 'POST /billing/invoices/search';

/** The grid's window calls, through the real API client and the endpoint table. */
const fetchWindow: GridWindowFetch<InvoiceRow> = (request, signal) => requestEndpoint(ENDPOINTS.invoiceSearch, { body: request }, { signal });

/** Invoice numbers INV-0001 .. INV-{count}; only the number matters to the source. */
const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => `INV-${String(from + i).padStart(4, '0')}`);

/**
 * A server of `total` matching rows out of 1,000: windows of `limit` rows after the cursor 'c{offset}',
 * counts when asked.
 */
function windows(total: number): (request: RecordedRequest) => MockReply {
  return (request) => {
    const body = request.body as InvoiceSearchRequest;
    const offset = body.after ? Number(body.after.slice(1)) : 0;
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
/** Lets the microtask that starts a call and the transport's promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const shownNumbers = (rows: readonly InvoiceRow[]) => rows.map((row) => row.invoiceNumber);

describe('server rows: the grid asks the API for windows (issue 16)', () => {
  it('asks for the first window with the counts and the raw state, and shows total, all and counts', async () => {
    const seen = mockApi({ [SEARCH]: windows(450) });
    const source = createServerRows(fetchWindow, { windowRows: 200, ahead: 100 });
    const state = { ...EMPTY_GRID_STATE, search: 'acme 10/01/2024', sets: { invoiceStatus: ['PAID'] } };
    source.setQuery(state);
    await settle();
    expect(bodies(seen)).toEqual([{ state, after: null, limit: 200, counts: true }]);
    const shown = source.snapshot();
    expect(shown.rows).toHaveLength(200);
    expect(shown.rows[199]?.invoiceNumber).toBe('INV-0200');
    expect(shown).toMatchObject({ total: 450, all: 1000, setCounts: { invoiceStatus: { PAID: 700, OVERDUE: 300 } }, complete: false, loading: false });
  });

  it('fetches the next windows after the cursor, without counts, only as far as the view needs', async () => {
    const seen = mockApi({ [SEARCH]: windows(450) });
    const source = createServerRows(fetchWindow, { windowRows: 200, ahead: 100 });
    source.setQuery(EMPTY_GRID_STATE);
    await settle();
    // Row 99 in view: 100 ahead is row 199, fetched already.
    source.showRowsTo(99);
    await settle();
    expect(seen).toHaveLength(1);
    // Row 150 in view: rows up to 250 are wanted, so the second window (201-400).
    source.showRowsTo(150);
    await settle();
    expect(bodies(seen).slice(1)).toEqual([{ state: EMPTY_GRID_STATE, after: 'c200', limit: 200, counts: false }]);
    expect(source.snapshot().rows).toHaveLength(400);
    // The end of the list: the last 50 rows, then nothing more is asked.
    source.showRowsTo(399);
    await settle();
    source.showRowsTo(449);
    await settle();
    expect(bodies(seen).map((body) => body.after)).toEqual([null, 'c200', 'c400']);
    expect(source.snapshot().rows).toHaveLength(450);
    expect(source.snapshot().rows[449]?.invoiceNumber).toBe('INV-0450');
    expect(source.snapshot().complete).toBe(true);
    // The counts of the first window stay with the later ones.
    expect(source.snapshot().setCounts).toEqual({ invoiceStatus: { PAID: 700, OVERDUE: 300 } });
  });

  it('asks once for a query it shows already', async () => {
    const seen = mockApi({ [SEARCH]: windows(10) });
    const source = createServerRows(fetchWindow);
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'acme' });
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
    const source = createServerRows(fetchWindow);
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'old' });
    await settle();
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'new' });
    await settle();
    held.forEach((release) => release());
    await settle();
    expect(seen).toHaveLength(2);
    expect(shownNumbers(source.snapshot().rows)).toEqual(['INV-NEW']);
    expect(source.snapshot().total).toBe(1);
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
    const source = createServerRows(fetchWindow);
    source.setQuery(EMPTY_GRID_STATE);
    await settle();
    source.setQuery({ ...EMPTY_GRID_STATE, search: 'b' });
    await settle();
    expect(shownNumbers(source.snapshot().rows)).toEqual(['INV-A']);
    expect(source.snapshot().loading).toBe(true);
    release?.();
    await settle();
    expect(shownNumbers(source.snapshot().rows)).toEqual(['INV-B']);
    expect(source.snapshot().loading).toBe(false);
  });

  it('keeps a failed call as the error, asks nothing more until reloaded, then starts from the first window', async () => {
    let fail = true;
    const serve = windows(300);
    const seen = mockApi({ [SEARCH]: (request) => (fail ? { status: 500, data: { message: 'Database unavailable' } } : serve(request)) });
    const source = createServerRows(fetchWindow, { windowRows: 200, ahead: 0 });
    source.setQuery(EMPTY_GRID_STATE);
    await settle();
    expect((source.snapshot().error as Error).message).toBe('Database unavailable');
    source.showRowsTo(250);
    await settle();
    expect(seen).toHaveLength(1);
    fail = false;
    source.reload();
    await settle();
    expect(source.snapshot().error).toBeUndefined();
    expect(bodies(seen).map((body) => [body.after, body.counts])).toEqual([
      [null, true],
      [null, true],
      ['c200', false],
    ]);
    expect(source.snapshot().rows).toHaveLength(300);
  });

  it('tells its listeners of each change', async () => {
    mockApi({ [SEARCH]: windows(5) });
    const source = createServerRows(fetchWindow);
    const heard: Array<[boolean, number]> = [];
    source.subscribe(() => heard.push([source.snapshot().loading, source.snapshot().rows.length]));
    source.setQuery(EMPTY_GRID_STATE);
    await settle();
    expect(heard).toEqual([
      [false, 0],
      [true, 0],
      [false, 5],
    ]);
  });

  it('asks nothing once cancelled (the grid gone), and asks again for the same query afterwards', async () => {
    const seen = mockApi({ [SEARCH]: windows(5) });
    const source = createServerRows(fetchWindow);
    source.setQuery(EMPTY_GRID_STATE);
    source.cancel();
    await settle();
    expect(seen).toHaveLength(0);
    expect(source.snapshot().rows).toEqual([]);
    source.setQuery(EMPTY_GRID_STATE);
    await settle();
    expect(seen).toHaveLength(1);
    expect(source.snapshot().rows).toHaveLength(5);
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
