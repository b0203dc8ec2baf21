/**
 * What the command palette lists for a search text: the pages the user's roles may open whose title
 * contains the text (from the route table, shared-kit `paletteEntries`), then the records each area
 * search found.
 */
import { SEARCH_RESULT_KIND_LABELS, searchResultPath, type PaletteEntry, type SearchResult } from 'shared-kit/contract';

/** One line of the palette: what it shows and where Enter goes. */
export interface PaletteItem {
  /** Unique within the list. */
  key: string;
  label: string;
  /** The kind shown beside it: 'Page', 'Invoice', 'Client', ... */
  kind: string;
  detail?: string;
  path: string;
}

/** Kind shown beside a page. */
export const PAGE_KIND = 'Page';

/**
 * The pages whose title contains `text`, ignoring case and surrounding spaces (every page for an
 * empty text), in the route table's order.
 *
 * @example pageItems([{ title: 'Invoices', path: '/invoices' }], 'inv').map((i) => i.label) // ['Invoices']
 */
export function pageItems(entries: readonly PaletteEntry[], text: string): PaletteItem[] {
  const needle = text.trim().toLowerCase();
  return entries
    .filter((entry) => entry.title.toLowerCase().includes(needle))
    .map((entry) => ({ key: `page:${entry.path}`, label: entry.title, kind: PAGE_KIND, path: entry.path }));
}

/** The palette's lines of found records, each with its kind's label and the page it opens on. */
export function recordItems(results: readonly SearchResult[]): PaletteItem[] {
  return results.map((result) => ({
    key: `${result.kind}:${result.id}`,
    label: result.label,
    kind: SEARCH_RESULT_KIND_LABELS[result.kind],
    detail: result.detail,
    path: searchResultPath(result),
  }));
}
