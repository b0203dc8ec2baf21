/**
 * The filter engine (spec 02 §5 "Grid search"): quick search, multiple-value search, set, date,
 * amount and stock filters as passes over the index's plain arrays. Results are ascending row ids
 * (Int32Array) into `index.rows`.
 */
import type { DayRange } from '../dates/date-filter';
import type { AmountRange } from './amount-filter';
import { BLANKS_LABEL } from './constants';
import { parseSearch } from './parse-search';
import { type ColumnDictionary, type SearchIndex, setKeysOf } from './search-index';

/** Stock filter modes: in stock when the stock field is above 0 (spec 02 §5). */
export type StockFilter = 'all' | 'inStock' | 'outOfStock';

/** Everything a grid can filter by. */
export interface GridQuery {
  /** The search box text. */
  search?: string;
  /** Set filters: field -> selected values (raw values; '(Blanks)' for blank ones). */
  sets?: Readonly<Record<string, readonly string[]>>;
  /** Date filters: field -> inclusive range of US Eastern day numbers. */
  dates?: Readonly<Record<string, DayRange>>;
  /** Amount filters: field -> inclusive range. */
  amounts?: Readonly<Record<string, AmountRange>>;
  stock?: StockFilter;
}

function all(n: number): Int32Array {
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i += 1) ids[i] = i;
  return ids;
}

/** For one column: which of its distinct texts hold the term. */
interface ColumnMatch {
  ids: Int32Array;
  hit: Uint8Array;
  exact: boolean;
}

/** The term as a number for currency and number columns ('$1,234.5' -> '1234.5'), or undefined if it is not one. */
function numericTerm(term: string): string | undefined {
  const stripped = term.replace(/^(-?)[^\d.,-]{1,3}/, '$1').replace(/,/g, '');
  return /^-?[\d.]+$/.test(stripped) && /\d/.test(stripped) ? stripped : undefined;
}

function hasOnlyCharsOf(chars: Uint8Array, term: string): boolean {
  for (let i = 0; i < term.length; i += 1) {
    const code = term.charCodeAt(i);
    if (code < 128 && !chars[code]) return false;
  }
  return true;
}

/**
 * Per column with a hit: which distinct texts contain `term` (exact columns: equal it). Without
 * `candidates`, or with many, the column's joined texts are scanned once; with few candidate rows,
 * only the texts those rows hold are checked.
 */
function matchTerm<Row>(index: SearchIndex<Row>, term: string, candidates?: Int32Array): ColumnMatch[] {
  const matches: ColumnMatch[] = [];
  const asNumber = numericTerm(term);
  for (const column of index.columns) {
    if (column.exact) {
      const id = column.lookup?.get(term);
      if (id !== undefined) {
        const hit = new Uint8Array(column.size);
        hit[id] = 1;
        matches.push({ ids: column.ids, hit, exact: true });
      }
      continue;
    }
    const needle = column.numeric ? asNumber : term;
    if (needle === undefined || !hasOnlyCharsOf(column.chars, needle)) continue;
    const hit = candidates && candidates.length < column.size ? checkCandidates(column, needle, candidates) : scanTexts(column, needle);
    if (hit) matches.push({ ids: column.ids, hit, exact: false });
  }
  return matches;
}

function scanTexts(column: ColumnDictionary, needle: string): Uint8Array | undefined {
  const { joined, starts } = column;
  let hit: Uint8Array | undefined;
  let v = 0;
  let pos = joined.indexOf(needle);
  while (pos !== -1) {
    while (starts[v + 1]! <= pos) v += 1;
    hit ??= new Uint8Array(column.size);
    hit[v] = 1;
    // One hit per distinct text is enough: go on from the next one.
    pos = joined.indexOf(needle, starts[v + 1]!);
  }
  return hit;
}

// 0 = not checked yet, 1 = checked (no), hit = yes.
function checkCandidates(column: ColumnDictionary, needle: string, candidates: Int32Array): Uint8Array | undefined {
  const seen = new Uint8Array(column.size);
  let hit: Uint8Array | undefined;
  const { ids, texts } = column;
  for (let i = 0; i < candidates.length; i += 1) {
    const t = ids[candidates[i]!]!;
    if (t < 0 || seen[t]) continue;
    seen[t] = 1;
    if (texts[t]!.includes(needle)) {
      hit ??= new Uint8Array(column.size);
      hit[t] = 1;
    }
  }
  return hit;
}

/** Marks in `marks` the rows (all, or those of `ids`) that any column match covers. */
function markRows(matches: ColumnMatch[], marks: Uint8Array, ids: Int32Array | undefined): void {
  for (const { ids: textIds, hit } of matches) {
    // A blank cell has text id -1, which reads as undefined: no hit.
    if (ids) {
      for (let i = 0; i < ids.length; i += 1) {
        const r = ids[i]!;
        if (hit[textIds[r]!]) marks[r] = 1;
      }
    } else {
      for (let r = 0; r < textIds.length; r += 1) if (hit[textIds[r]!]) marks[r] = 1;
    }
  }
}

const HAS_LETTER = /[a-z]/;

function narrowsPrevious(previous: string[], terms: string[]): boolean {
  return previous.every((old) => terms.some((term) => term.includes(old)));
}

/**
 * Quick search (spec 02 §5): rows in which every term appears inside one searchable column (terms
 * are lower-case words), or equals an `exact` column. Each term is looked for once per distinct
 * column text (or, once few rows are left, in the texts of those rows only), then the rows are a
 * pass over their text ids. A search that only narrows the
 * previous one (more letters or words) starts from the previous result.
 *
 * @example quickSearch(index, ['acme', 'overdue']).length
 */
export function quickSearch<Row>(index: SearchIndex<Row>, terms: readonly string[]): Int32Array {
  if (terms.length === 0) return all(index.size);
  // Words with letters first (they skip the large numeric columns), longer words first (fewer hits).
  const ordered = [...terms].sort((a, b) => Number(HAS_LETTER.test(b)) - Number(HAS_LETTER.test(a)) || b.length - a.length);
  // Substring hits only shrink as terms grow; an exact-column hit may appear from nowhere.
  const exactHit = ordered.some((term) => index.columns.some((column) => column.lookup?.has(term)));
  const previous = index.lastQuick;
  let ids: Int32Array | undefined = previous && !exactHit && narrowsPrevious(previous.terms, ordered) ? previous.ids : undefined;
  for (const term of ordered) {
    const matches = matchTerm(index, term, ids);
    if (matches.length === 0) {
      ids = new Int32Array(0);
      break;
    }
    const marks = new Uint8Array(index.size);
    markRows(matches, marks, ids);
    const n = ids ? ids.length : index.size;
    const out = new Int32Array(n);
    let k = 0;
    if (ids) {
      for (let i = 0; i < n; i += 1) {
        const r = ids[i]!;
        if (marks[r]) {
          out[k] = r;
          k += 1;
        }
      }
    } else {
      for (let r = 0; r < n; r += 1) {
        if (marks[r]) {
          out[k] = r;
          k += 1;
        }
      }
    }
    ids = out.slice(0, k);
  }
  const result = ids ?? all(index.size);
  index.lastQuick = { terms: ordered, ids: result };
  return result;
}

/**
 * Multiple-value search (spec 02 §5): rows whose key field (SKU, or order numbers) equals one of
 * the tokens, case-insensitively. Costs one map look-up per token.
 *
 * @example multiValueSearch(index, ['1001', '1002'])
 */
export function multiValueSearch<Row>(index: SearchIndex<Row>, tokens: readonly string[]): Int32Array {
  const seen = new Uint8Array(index.size);
  let count = 0;
  for (const token of tokens) {
    const rows = index.keys.get(token.toLowerCase());
    if (!rows) continue;
    for (const r of rows) {
      if (!seen[r]) {
        seen[r] = 1;
        count += 1;
      }
    }
  }
  const out = new Int32Array(count);
  let k = 0;
  for (let r = 0; r < index.size && k < count; r += 1) {
    if (seen[r]) {
      out[k] = r;
      k += 1;
    }
  }
  return out;
}

/**
 * Keeps the rows whose `field` falls in the inclusive day range (US Eastern days); rows without a
 * date are dropped. `ids` defaults to every row.
 *
 * @throws Error when `field` is not a date field of the index
 * @example filterByDays(index, 'invoiceDate', presetRange('last7'))
 */
export function filterByDays<Row>(index: SearchIndex<Row>, field: string, range: DayRange, ids?: Int32Array): Int32Array {
  const days = index.days.get(field);
  if (!days) throw new Error(`${field} is not an indexed date field`);
  return keepInRange(days, range.from, range.to, ids, index.size);
}

/**
 * Keeps the rows whose numeric `field` lies in the inclusive amount range.
 *
 * @throws Error when `field` is not a numeric field of the index
 * @example filterByAmount(index, 'invoicedAmount', { from: 0, to: 1000 })
 */
export function filterByAmount<Row>(index: SearchIndex<Row>, field: string, range: AmountRange, ids?: Int32Array): Int32Array {
  const values = index.numbers.get(field);
  if (!values) throw new Error(`${field} is not an indexed numeric field`);
  return keepInRange(values, range.from, range.to, ids, index.size);
}

function keepInRange(values: Float64Array, from: number, to: number, ids: Int32Array | undefined, n: number): Int32Array {
  if (!ids) {
    const out = new Int32Array(n);
    let k = 0;
    for (let r = 0; r < n; r += 1) {
      const v = values[r]!;
      if (v >= from && v <= to) {
        out[k] = r;
        k += 1;
      }
    }
    return out.slice(0, k);
  }
  const out = new Int32Array(ids.length);
  let k = 0;
  for (let i = 0; i < ids.length; i += 1) {
    const r = ids[i]!;
    const v = values[r]!;
    if (v >= from && v <= to) {
      out[k] = r;
      k += 1;
    }
  }
  return out.slice(0, k);
}

/**
 * Keeps the rows whose `field` is one of `values` ('(Blanks)' selects blank values, spec 02 §5).
 *
 * @example filterBySet(index, 'invoiceStatus', ['AWAITING_PAYMENT', 'OVERDUE'])
 */
export function filterBySet<Row>(index: SearchIndex<Row>, field: string, values: readonly string[], ids?: Int32Array): Int32Array {
  const keys = setKeysOf(index, field);
  const wanted = new Set(values);
  const source = ids ?? all(index.size);
  const out = new Int32Array(source.length);
  let k = 0;
  for (let i = 0; i < source.length; i += 1) {
    const r = source[i]!;
    if (wanted.has(keys[r]!)) {
      out[k] = r;
      k += 1;
    }
  }
  return out.slice(0, k);
}

/**
 * The out-of-stock filter (spec 02 §5): a row is in stock when its stock field is above 0.
 *
 * @throws Error when the view has no stock field and the mode is not 'all'
 * @example filterByStock(index, 'outOfStock')
 */
export function filterByStock<Row>(index: SearchIndex<Row>, mode: StockFilter, ids?: Int32Array): Int32Array {
  if (mode === 'all') return ids ?? all(index.size);
  const field = index.stockField;
  const values = field ? index.numbers.get(field) : undefined;
  if (!values) throw new Error(`${index.view.name} has no stock field`);
  const source = ids ?? all(index.size);
  const out = new Int32Array(source.length);
  let k = 0;
  const wantInStock = mode === 'inStock';
  for (let i = 0; i < source.length; i += 1) {
    const r = source[i]!;
    if (values[r]! > 0 === wantInStock) {
      out[k] = r;
      k += 1;
    }
  }
  return out.slice(0, k);
}

/**
 * Runs a whole grid query: the search (quick or multiple-value, see `parseSearch`), then the set,
 * date, amount and stock filters, each a pass over the previous result.
 *
 * @example
 * const ids = runQuery(index, { search: 'acme', sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] } });
 * const visible = rowsOf(index, ids);
 */
export function runQuery<Row>(index: SearchIndex<Row>, query: GridQuery): Int32Array {
  let ids: Int32Array | undefined;
  const search = parseSearch(query.search, index.view);
  if (search.kind === 'quick') ids = quickSearch(index, search.terms);
  else if (search.kind === 'multi') ids = multiValueSearch(index, search.tokens);
  for (const [field, values] of Object.entries(query.sets ?? {})) ids = filterBySet(index, field, values, ids);
  for (const [field, range] of Object.entries(query.dates ?? {})) ids = filterByDays(index, field, range, ids);
  for (const [field, range] of Object.entries(query.amounts ?? {})) ids = filterByAmount(index, field, range, ids);
  if (query.stock && query.stock !== 'all') ids = filterByStock(index, query.stock, ids);
  return ids ?? all(index.size);
}

/**
 * The rows of a result, in its order.
 *
 * @example rowsOf(index, runQuery(index, { search: 'acme' }))
 */
export function rowsOf<Row>(index: SearchIndex<Row>, ids: Int32Array): Row[] {
  const out = new Array<Row>(ids.length);
  for (let i = 0; i < ids.length; i += 1) out[i] = index.rows[ids[i]!]!;
  return out;
}

/** One value of a set filter with its row count. */
export interface DistinctValue {
  /** The raw value, or '(Blanks)'. */
  value: string;
  /** What the list shows. */
  label: string;
  count: number;
}

/**
 * The distinct values of `field` for a set filter, blank values grouped under '(Blanks)' (spec 02
 * §5), sorted by label with '(Blanks)' last.
 *
 * @example distinctValues(index, 'referrer') // [{ value: 'Acme', label: 'Acme', count: 3 }, { value: '(Blanks)', label: '(Blanks)', count: 9 }]
 */
export function distinctValues<Row>(index: SearchIndex<Row>, field: string, labelOf: (value: string) => string = (v) => v): DistinctValue[] {
  const counts = new Map<string, number>();
  for (const key of setKeysOf(index, field)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const list = [...counts].map(([value, count]) => ({ value, count, label: value === BLANKS_LABEL ? BLANKS_LABEL : labelOf(value) }));
  return list.sort((a, b) => {
    if (a.value === BLANKS_LABEL) return 1;
    if (b.value === BLANKS_LABEL) return -1;
    return a.label.localeCompare(b.label);
  });
}
