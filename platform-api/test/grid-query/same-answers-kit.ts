// What the "Same answers" properties of the server-mode searches (docs/grid.md#server-mode) share:
// the instant and days their generated rows live in, the generated search text and filters of a
// grid state, the state the grid would send, and a search read window after window through its
// cursor.
import fc from 'fast-check';
import { setFilterValues } from '../../../shared-kit/src/ui/grid/grid-model';
import type { SearchIndex } from '../../../shared-kit/src/ui/search-engine/search-index';
import { formatDayFilter, resolveAmountFilter, resolveDateFilter, type GridQueryState } from '../../src/contract.js';
import type { Queryable } from '../../src/db/database.js';
import type { TestApp } from '../support/test-app.js';

/** The instant the searches run at: date presets resolve to the US Eastern days before it. */
export const NOW = new Date('2025-06-15T16:00:00Z');
/** The first day of the generated rows (a day number) and how many days they span. */
export const FIRST_DAY = Date.UTC(2025, 4, 20) / 86_400_000;
export const DAYS = 32;

/** The currencies of the generated clients, with their stored rates (units per 1 USD). */
export const CURRENCIES = [
  { code: 'USD', symbol: '$', usdRate: 1 },
  { code: 'MXN', symbol: 'MX$', usdRate: 17.2 },
  { code: 'EUR', symbol: '€', usdRate: 0.92 },
];

/** A day of the generated rows, `YYYY-MM-DD`. */
export const dayArb = fc.integer({ min: 0, max: DAYS - 1 }).map((d) => new Date((FIRST_DAY + d) * 86_400_000).toISOString().slice(0, 10));

/** A day of the generated rows as the grid writes a date (MM/DD/YYYY). */
const dayText = fc.integer({ min: 0, max: DAYS - 1 }).map((d) => formatDayFilter(FIRST_DAY + d));

/** A date filter: a preset, or a custom From and To as typed (possibly reversed). */
const dateArb = fc.oneof(
  fc.constantFrom('today', 'last7', 'last14', 'last28').map((preset) => ({ preset })),
  fc.tuple(dayText, dayText).map(([from, to]) => ({ preset: 'custom' as const, from, to })),
);

/** One to three values of a set filter among `values` and '(Blanks)'. */
export const setValues = (values: readonly string[]) => fc.uniqueArray(fc.constantFrom(...values, '(Blanks)'), { minLength: 1, maxLength: 3 });

/** An amount filter as typed: both bounds empty, or From up to $100 and To from $100 up to `maxCents`. */
const amountArb = (maxCents: number) =>
  fc.oneof(
    fc.constant({ from: '', to: '' }),
    fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 10_000, max: maxCents })).map(([from, to]) => ({ from: String(from / 100), to: String(to / 100) })),
  );

/** A filter of one of `fields` a quarter of the time, else none. */
const sometimes = <Value>(fields: readonly string[], value: fc.Arbitrary<Value>) =>
  fc.oneof(
    { arbitrary: fc.constant({}), weight: 3 },
    { arbitrary: fc.tuple(fc.constantFrom(...fields), value).map(([field, input]) => ({ [field]: input })), weight: 1 },
  );

/**
 * A search box text: empty (weight 3), one or two of `words` (weight `wordsWeight`), up to three
 * characters of the searched alphabet and one day as the grid writes dates (found in one date column
 * of a row, seldom in another; weight 1 each), and the list's own weighted `arms`.
 */
export const searchTextArb = (words: readonly string[], wordsWeight: number, arms: ReadonlyArray<fc.WeightedArbitrary<string>> = []) =>
  fc.oneof(
    { arbitrary: fc.constant(''), weight: 3 },
    { arbitrary: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 2 }).map((chosen) => chosen.join(' ')), weight: wordsWeight },
    { arbitrary: fc.stringMatching(/^[a-z0-9$.,/-]{1,3}$/), weight: 1 },
    { arbitrary: dayText, weight: 1 },
    ...arms,
  );

/**
 * Generated filters of a list's grid and a window size: the search text `search`, a sort of the
 * list's sort fields (none once in `sortFreq` times), the set filters `sets`, a date filter and an
 * amount filter (To up to `maxAmountCents`) a quarter of the time each, and 1 to `maxLimit` rows a window.
 */
export function gridStateArb<Sets extends GridQueryState['sets']>(list: {
  fields: { sort: readonly string[]; dates: readonly string[]; amounts: readonly string[] };
  search: fc.Arbitrary<string>;
  sets: fc.Arbitrary<Sets>;
  sortFreq: number;
  maxAmountCents: number;
  maxLimit: number;
}) {
  return fc.record({
    search: list.search,
    sort: fc.option(fc.record({ field: fc.constantFrom(...list.fields.sort), direction: fc.constantFrom('asc' as const, 'desc' as const) }), { nil: undefined, freq: list.sortFreq }),
    sets: list.sets,
    dates: sometimes(list.fields.dates, dateArb),
    amounts: sometimes(list.fields.amounts, amountArb(list.maxAmountCents)),
    limit: fc.integer({ min: 1, max: list.maxLimit }),
  });
}

/**
 * The grid state the grid sends for generated filters: the date and amount filters the grid would
 * not apply (a reversed range) are left out, since the API refuses them.
 */
export function sentState(generated: {
  search: string;
  sort: GridQueryState['sort'] | undefined;
  sets: GridQueryState['sets'];
  dates: GridQueryState['dates'];
  amounts: GridQueryState['amounts'];
}): GridQueryState {
  const dates = Object.fromEntries(Object.entries(generated.dates).filter(([, input]) => resolveDateFilter(input, { now: NOW.getTime() }).ok));
  const amounts = Object.fromEntries(Object.entries(generated.amounts).filter(([, input]) => resolveAmountFilter(input).ok));
  return { search: generated.search, sets: generated.sets, dates, amounts, stock: 'all', ...(generated.sort ? { sort: generated.sort } : {}) };
}

/** One answer of a search as FINANCE, from `url` (POST) with `payload`. @throws Error for a status other than 200. */
export async function searchAnswer<Answer>(t: TestApp, url: string, payload: object): Promise<Answer> {
  const response = await t.as('FINANCE', { method: 'POST', url, payload });
  if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
  return response.json<Answer>();
}

/**
 * Every window of a search of `state` at `limit` rows a window, from the first, each asked with the
 * `next` of the one before, until a window answers none.
 *
 * @throws Error after 100 windows (a search that never ends).
 */
export async function allWindows<Answer extends { next: string | null }>(t: TestApp, url: string, state: GridQueryState, limit: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let after: string | null = null;
  for (let window = 0; window < 100; window += 1) {
    const answer: Answer = await searchAnswer<Answer>(t, url, { state, limit, after });
    answers.push(answer);
    after = answer.next;
    if (!after) return answers;
  }
  throw new Error('the search never ended');
}

/** Removes the invoices, contract terms, clients and tenants a run of a property wrote (the currencies stay). */
export async function clearSearchData(db: Queryable): Promise<void> {
  await db.query('delete from invoices');
  await db.query('delete from contract_terms');
  await db.query('delete from clients');
  await db.query('delete from tenants');
}

/**
 * Checks a "Same answers" property over 80 generated data sets and states (or as many as
 * `timeLimitMs` allows): `run` writes the data, asks the search and compares it with the grid
 * engine, answering how many rows the engine shows. The states must select more than one row in
 * more than a tenth of the runs, for the comparison of orders to mean anything: a tenth leaves
 * room for chance and still fails a generator that narrows almost every state to one row or none.
 */
export async function checkSameAnswers<Data, Generated>(
  data: fc.Arbitrary<Data>,
  states: fc.Arbitrary<Generated>,
  run: (data: Data, generated: Generated) => Promise<number>,
  timeLimitMs: number,
): Promise<void> {
  const results: number[] = [];
  await fc.assert(
    fc.asyncProperty(data, states, async (written, generated) => {
      results.push(await run(written, generated));
    }),
    { numRuns: 80, interruptAfterTimeLimit: timeLimitMs },
  );
  expect(results.filter((count) => count > 1).length).toBeGreaterThan(results.length / 10);
}

/**
 * The filter value counts the grid's engine lists in client mode for `state` (docs/grid.md "Filter
 * value counts": per set field, the values among the rows the search and the other filters leave,
 * with the field's selected values none of them has at 0), as the search answers them in `setCounts`.
 */
export function engineSetCounts<Row>(index: SearchIndex<Row>, state: GridQueryState, fields: readonly string[]): Record<string, Record<string, number>> {
  return Object.fromEntries(
    fields.map((field) => [field, Object.fromEntries(setFilterValues(index, state, { field }, { now: NOW.getTime() }).map((value) => [value.value, value.count]))]),
  );
}
