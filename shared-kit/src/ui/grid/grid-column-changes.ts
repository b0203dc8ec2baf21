/**
 * The changes the Columns menu makes to a grid's column choices (docs/grid.md#columns-menu): show or
 * hide, pin, move, widen. Pure data, like ./grid-columns; kept apart so that only the menu's own
 * chunk carries them.
 */
import type { ColumnChoice, ColumnPin } from 'shared-kit/contract';
import { clampColumnWidth, pinnedToEdges } from './grid-columns';

/**
 * The choices with `field` shown or hidden; the last shown column cannot be hidden (the choices are
 * returned unchanged).
 *
 * @example withColumnHidden(choices, 'referrer', true)
 */
export function withColumnHidden(choices: readonly ColumnChoice[], field: string, hidden: boolean): ColumnChoice[] {
  if (hidden && choices.filter((choice) => !choice.hidden && choice.field !== field).length === 0) return [...choices];
  return choices.map((choice) => (choice.field === field ? { ...choice, hidden } : choice));
}

/**
 * The choices with `field` pinned at `pin`: a column pinned left goes last of the left edge, one
 * pinned right first of the right edge, one unpinned first (from the left) or last (from the right)
 * of the middle, so it moves as little as it can.
 *
 * @example withColumnPin(choices, 'client', 'right')
 */
export function withColumnPin(choices: readonly ColumnChoice[], field: string, pin: ColumnPin): ColumnChoice[] {
  const moved = choices.find((choice) => choice.field === field);
  if (!moved || moved.pin === pin) return [...choices];
  const rest = choices.filter((choice) => choice.field !== field);
  const next = { ...moved, pin };
  const lastLeft = rest.reduce((at, choice, i) => (choice.pin === 'left' ? i : at), -1);
  const firstRight = rest.findIndex((choice) => choice.pin === 'right');
  const at =
    pin === 'left'
      ? lastLeft + 1
      : pin === 'right'
        ? firstRight === -1 ? rest.length : firstRight
        : moved.pin === 'left'
          ? lastLeft + 1
          : firstRight === -1 ? rest.length : firstRight;
  return pinnedToEdges([...rest.slice(0, at), next, ...rest.slice(at)]);
}

/**
 * The choices with `field` moved one place towards the start (`-1`) or the end (`1`), within its
 * edge (a pinned column moves among the columns pinned with it); unchanged at the end of its group.
 *
 * @example moveColumn(choices, 'dueDate', -1)
 */
export function moveColumn(choices: readonly ColumnChoice[], field: string, step: -1 | 1): ColumnChoice[] {
  const index = choices.findIndex((choice) => choice.field === field);
  const target = index + step;
  const moved = choices[index];
  const other = choices[target];
  if (!moved || !other || other.pin !== moved.pin) return [...choices];
  const next = [...choices];
  next[index] = other;
  next[target] = moved;
  return next;
}

/**
 * Whether `field` can move one place towards the start (`-1`) or the end (`1`) ({@link moveColumn}).
 *
 * @example canMoveColumn(choices, choices[0].field, -1) // false
 */
export function canMoveColumn(choices: readonly ColumnChoice[], field: string, step: -1 | 1): boolean {
  const index = choices.findIndex((choice) => choice.field === field);
  const other = choices[index + step];
  return index !== -1 && other !== undefined && other.pin === choices[index]!.pin;
}

/**
 * The choices with `field` `width` px wide, kept within {@link COLUMN_WIDTH_LIMITS}.
 *
 * @example withColumnWidth(choices, 'client', 240)
 */
export function withColumnWidth(choices: readonly ColumnChoice[], field: string, width: number): ColumnChoice[] {
  return choices.map((choice) => (choice.field === field ? { ...choice, width: clampColumnWidth(width) } : choice));
}
