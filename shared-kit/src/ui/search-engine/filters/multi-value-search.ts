/** Multiple-value search (docs/search.md#what-a-search-text-is): SKUs or order numbers pasted as a list. */
import type { SearchIndex } from '../search-index';

/**
 * Multiple-value search (docs/search.md#what-a-search-text-is): rows whose key field (SKU, or order numbers) equals one of
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
