/** The date filter pass (docs/grid.md#filters): an inclusive range of US Eastern days. */
import type { DayRange } from 'shared-kit/contract';
import type { SearchIndex } from '../search-index';
import { keepInRange } from './ids';

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
