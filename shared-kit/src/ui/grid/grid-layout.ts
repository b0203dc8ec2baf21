/**
 * The data grid's layout as pure arithmetic (no DOM): how high its body is when the page gives it the
 * rest of the window, how wide its columns are so that they fit the width the page gives it, and
 * where keyboard focus goes among its rows. `DataGrid` (shared-kit/ui) measures the page and feeds
 * the numbers in; all sizes are CSS pixels.
 */

/**
 * Least height of a grid body that fills the window, px: a short window still shows five rows.
 *
 * @example availableBodyHeight({ viewportHeight: 500, bodyTop: 400 }) // MIN_GRID_BODY_HEIGHT
 */
export const MIN_GRID_BODY_HEIGHT = 300;
/**
 * Room kept under a grid body that fills the window, px (the console's content padding).
 *
 * @example availableBodyHeight({ viewportHeight: 1080, bodyTop: 260, below: GRID_BOTTOM_GAP }) // 796
 */
export const GRID_BOTTOM_GAP = 24;
/**
 * Share of its declared width a column keeps at least when columns shrink to fit the grid.
 *
 * @example fitColumnWidths([200, 200], 300) // [150, 150]: each at 75 % of 200
 */
export const MIN_COLUMN_SHARE = 0.75;
/**
 * Narrowest a column shrinks to, px.
 *
 * @example fitColumnWidths([90, 400], 380) // [80, 300]: 90 stops at 80, not 68
 */
export const MIN_COLUMN_WIDTH = 80;

/** Where the grid body starts and how much window there is, px. */
export interface BodyPlacement {
  /** Height of the window (`window.innerHeight`). */
  viewportHeight: number;
  /** Top of the body (below the header row) from the top of the page. */
  bodyTop: number;
  /** Room to keep under the body; {@link GRID_BOTTOM_GAP} by default. */
  below?: number;
}

/**
 * Height of a body that fills the window below its top, never under {@link MIN_GRID_BODY_HEIGHT}
 * (whole pixels).
 *
 * @example availableBodyHeight({ viewportHeight: 1080, bodyTop: 260 }) // 796 = 1080 - 260 - 24
 */
export function availableBodyHeight({ viewportHeight, bodyTop, below = GRID_BOTTOM_GAP }: BodyPlacement): number {
  return Math.max(MIN_GRID_BODY_HEIGHT, Math.floor(viewportHeight - bodyTop - below));
}

/**
 * Column widths that fill `available` px (the grid's width less `fixed` px of columns that keep their
 * width, such as the selection column), so that a grid whose columns fit never scrolls sideways:
 * - columns narrower in total than the grid widen in proportion to fill it;
 * - columns wider than the grid shrink in proportion towards their least width (a share of
 *   {@link MIN_COLUMN_SHARE}, never under {@link MIN_COLUMN_WIDTH}) and fill it exactly when they can;
 * - columns that cannot fit even at their least width keep their declared widths (the grid scrolls).
 * Unknown width (`available` 0 or less, e.g. before the first layout): the declared widths. Whole
 * pixels; the last column takes the rounding.
 *
 * @example fitColumnWidths([200, 300], 1000) // [400, 600]
 * @example fitColumnWidths([200, 200, 200], 500, 20) // [160, 160, 160]
 * @example fitColumnWidths([400, 400], 500) // [400, 400]: 600 px at least, more than 500
 */
export function fitColumnWidths(widths: readonly number[], available: number, fixed = 0): number[] {
  const room = Math.floor(available - fixed);
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (available <= 0 || widths.length === 0 || total === room) return [...widths];
  if (total < room) return spread(widths.map((width) => (width * room) / total), room);
  const least = widths.map((width) => Math.min(width, Math.max(MIN_COLUMN_WIDTH, Math.ceil(width * MIN_COLUMN_SHARE))));
  const leastTotal = least.reduce((sum, width) => sum + width, 0);
  if (leastTotal > room) return [...widths];
  const share = (room - leastTotal) / (total - leastTotal);
  return spread(widths.map((width, i) => least[i]! + (width - least[i]!) * share), room);
}

/** Whole-pixel widths of `exact` that add up to `total`: each rounded down, the last one takes the rest. */
function spread(exact: readonly number[], total: number): number[] {
  const whole = exact.map((width) => Math.floor(width));
  const rest = total - whole.reduce((sum, width) => sum + width, 0);
  whole[whole.length - 1]! += rest;
  return whole;
}

/** A key that moves focus among the rows, with what it does. */
export type RowFocusKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

/**
 * The row that takes focus after `key` on row `index` of `count` rows shown, `page` rows to a
 * screen (PageDown/PageUp); stays within the rows. `undefined` for any other key.
 *
 * @example nextRowIndex('ArrowDown', 4, 10, 8) // 5
 * @example nextRowIndex('End', 4, 10, 8) // 9
 * @example nextRowIndex('PageUp', 4, 10, 8) // 0
 */
export function nextRowIndex(key: string, index: number, count: number, page: number): number | undefined {
  const step = Math.max(1, page);
  const targets: Record<RowFocusKey, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    Home: 0,
    End: count - 1,
    PageDown: index + step,
    PageUp: index - step,
  };
  if (!Object.hasOwn(targets, key) || count === 0) return undefined;
  return Math.min(count - 1, Math.max(0, targets[key as RowFocusKey]));
}
