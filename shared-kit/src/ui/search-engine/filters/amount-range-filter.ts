/** The amount filter pass (docs/grid.md#filters): an inclusive range of a numeric field. */
import type { AmountRange } from 'shared-kit/contract';
import type { SearchIndex } from '../search-index';
import { keepInRange } from './ids';

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
