/**
 * Constants and texts of the grid search box (docs/grid.md#search-box, docs/grid.md#search-timing).
 */

/**
 * Debounce of the search input, ms (docs/grid.md#search-timing).
 *
 * @example setTimeout(commitSearch, SEARCH_DEBOUNCE_MS)
 */
export const SEARCH_DEBOUNCE_MS = 500;
/**
 * Delay after an input change before the filter engine runs, ms (docs/grid.md#search-timing).
 *
 * @example setTimeout(runFilters, FILTER_DELAY_MS)
 */
export const FILTER_DELAY_MS = 600;
/**
 * Title of the search box tooltip (docs/grid.md#search-box).
 *
 * @example <Tooltip title={<><b>{SEARCH_TOOLTIP_TITLE}</b><p>{SEARCH_TOOLTIP_TEXT}</p></>} />
 */
export const SEARCH_TOOLTIP_TITLE = 'Tips on Using Search';
/**
 * Body of the search box tooltip (docs/grid.md#search-box).
 *
 * @example <Tooltip title={<><b>{SEARCH_TOOLTIP_TITLE}</b><p>{SEARCH_TOOLTIP_TEXT}</p></>} />
 */
export const SEARCH_TOOLTIP_TEXT =
  'To search for a list of SKUs from a spreadsheet, select the range of cells in the SKU column, copy them, and paste them into the search input.';
/**
 * Default placeholder of the search box (docs/grid.md#search-box).
 *
 * @example <Input.Search placeholder={SEARCH_PLACEHOLDER} />
 */
export const SEARCH_PLACEHOLDER = 'Search Item Description';
/**
 * Label under which blank values are grouped (docs/grid.md#filters).
 *
 * @example runQuery(index, { sets: { referrer: [BLANKS_LABEL] } })
 */
export const BLANKS_LABEL = '(Blanks)';
