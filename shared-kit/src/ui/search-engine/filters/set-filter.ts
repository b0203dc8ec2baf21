/**
 * The set filter (docs/search.md): rows whose value is one of the selected ones, '(Blanks)' for blanks.
 * A field the index derives set values for (`setValues`) may give a row several values: the row is
 * kept when any of them is selected, and counted under each (docs/grid.md#status-filter).
 */
import { BLANKS_LABEL } from 'shared-kit/contract';
import { type SearchIndex, derivedSetValuesOf, setKeysOf } from '../search-index';
import { allIds } from './ids';

/**
 * Keeps the rows whose `field` is one of `values` ('(Blanks)' selects blank values, docs/grid.md#filters).
 *
 * @example filterBySet(index, 'invoiceStatus', ['AWAITING_PAYMENT', 'OVERDUE'])
 */
export function filterBySet<Row>(index: SearchIndex<Row>, field: string, values: readonly string[], ids?: Int32Array): Int32Array {
  const wanted = new Set(values);
  const source = ids ?? allIds(index.size);
  const out = new Int32Array(source.length);
  let k = 0;
  const derived = derivedSetValuesOf(index, field);
  if (derived) {
    for (let i = 0; i < source.length; i += 1) {
      const r = source[i]!;
      if (derived[r]!.some((value) => wanted.has(value))) {
        out[k] = r;
        k += 1;
      }
    }
    return out.slice(0, k);
  }
  const keys = setKeysOf(index, field);
  for (let i = 0; i < source.length; i += 1) {
    const r = source[i]!;
    if (wanted.has(keys[r]!)) {
      out[k] = r;
      k += 1;
    }
  }
  return out.slice(0, k);
}

/** One value of a set filter with its row count. */
export interface DistinctValue {
  /** The raw value, or '(Blanks)'. */
  value: string;
  /** What the list shows. */
  label: string;
  count: number;
  /** The count is of a word search's first matches only (server mode): more rows may have the value. */
  countCapped?: boolean;
}

/**
 * Orders set-filter values for their list: by label, '(Blanks)' last.
 *
 * @example values.sort(byLabelBlanksLast)
 */
export function byLabelBlanksLast(a: DistinctValue, b: DistinctValue): number {
  if (a.value === BLANKS_LABEL) return 1;
  if (b.value === BLANKS_LABEL) return -1;
  return a.label.localeCompare(b.label);
}

/**
 * The distinct values of `field` for a set filter, counted over the rows `ids` (every row by
 * default), blank values grouped under '(Blanks)', sorted by label with '(Blanks)' last.
 *
 * @example distinctValues(index, 'referrer') // [{ value: 'Acme', label: 'Acme', count: 3 }, { value: '(Blanks)', label: '(Blanks)', count: 9 }]
 * @example distinctValues(index, 'client', undefined, runQuery(index, { sets: { invoiceStatus: ['PAID'] } })) // counts of the paid invoices
 */
export function distinctValues<Row>(index: SearchIndex<Row>, field: string, labelOf: (value: string) => string = (v) => v, ids?: Int32Array): DistinctValue[] {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const derived = derivedSetValuesOf(index, field);
  const keys = derived ? undefined : setKeysOf(index, field);
  const count = ids?.length ?? index.size;
  for (let i = 0; i < count; i += 1) {
    const r = ids ? ids[i]! : i;
    if (derived) derived[r]!.forEach(add);
    else add(keys![r]!);
  }
  const list = [...counts].map(([value, n]) => ({ value, count: n, label: value === BLANKS_LABEL ? BLANKS_LABEL : labelOf(value) }));
  return list.sort(byLabelBlanksLast);
}
