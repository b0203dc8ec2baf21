/** The set filter (spec 02 §5): rows whose value is one of the selected ones, '(Blanks)' for blanks. */
import { BLANKS_LABEL } from 'shared-kit/contract';
import { type SearchIndex, setKeysOf } from '../search-index';
import { allIds } from './ids';

/**
 * Keeps the rows whose `field` is one of `values` ('(Blanks)' selects blank values, spec 02 §5).
 *
 * @example filterBySet(index, 'invoiceStatus', ['AWAITING_PAYMENT', 'OVERDUE'])
 */
export function filterBySet<Row>(index: SearchIndex<Row>, field: string, values: readonly string[], ids?: Int32Array): Int32Array {
  const keys = setKeysOf(index, field);
  const wanted = new Set(values);
  const source = ids ?? allIds(index.size);
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
