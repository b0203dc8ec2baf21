/**
 * Row-id helpers of the filter passes: a result is ascending row ids (Int32Array) into `index.rows`.
 */
import type { SearchIndex } from '../search-index';

/**
 * Every row id of an index of `n` rows, ascending.
 *
 * @example allIds(3) // Int32Array [0, 1, 2]
 */
export function allIds(n: number): Int32Array {
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i += 1) ids[i] = i;
  return ids;
}

/**
 * The ids (all, or those of `ids`) whose value in `values` lies in the inclusive range; a missing
 * value (NaN) never does.
 */
export function keepInRange(values: Float64Array, from: number, to: number, ids: Int32Array | undefined, n: number): Int32Array {
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
 * The rows of a result, in its order.
 *
 * @example rowsOf(index, runQuery(index, { search: 'acme' }))
 */
export function rowsOf<Row>(index: SearchIndex<Row>, ids: Int32Array): Row[] {
  const out = new Array<Row>(ids.length);
  for (let i = 0; i < ids.length; i += 1) out[i] = index.rows[ids[i]!]!;
  return out;
}
