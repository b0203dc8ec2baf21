/** The out-of-stock filter (docs/grid.md#filters). */
import type { SearchIndex } from '../search-index';
import { allIds } from './ids';

/** Stock filter modes: in stock when the stock field is above 0 (docs/grid.md#filters). */
export type StockFilter = 'all' | 'inStock' | 'outOfStock';

/**
 * The out-of-stock filter (docs/grid.md#filters): a row is in stock when its stock field is above 0.
 *
 * @throws Error when the view has no stock field and the mode is not 'all'
 * @example filterByStock(index, 'outOfStock')
 */
export function filterByStock<Row>(index: SearchIndex<Row>, mode: StockFilter, ids?: Int32Array): Int32Array {
  if (mode === 'all') return ids ?? allIds(index.size);
  const field = index.stockField;
  const values = field ? index.numbers.get(field) : undefined;
  if (!values) throw new Error(`${index.view.name} has no stock field`);
  const source = ids ?? allIds(index.size);
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
