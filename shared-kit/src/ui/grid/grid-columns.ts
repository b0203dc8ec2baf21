/**
 * The columns a user arranges in a grid's Columns menu (docs/grid.md#columns-menu), as pure data: a
 * list of column choices (field, hidden, pin, width) in the grid's order, made from the columns a
 * page declares and from what the user saved. No React or antd; the grid controller applies it.
 */
import { COLUMN_WIDTH_LIMITS, type ColumnChoice, type ColumnPin } from 'shared-kit/contract';

/** Width of a column that declares none, px (the grid's default). */
export const DEFAULT_COLUMN_WIDTH = 160;

/** What the choices need of a declared column. */
export interface DeclaredColumn {
  field: string;
  width?: number;
  /** Pinned at the left edge (`true`), or at the edge named. */
  pinned?: boolean | 'left' | 'right';
}

const pinOf = (column: DeclaredColumn): ColumnPin => (column.pinned === true || column.pinned === 'left' ? 'left' : column.pinned === 'right' ? 'right' : 'none');
const PIN_ORDER: Readonly<Record<ColumnPin, number>> = { left: 0, none: 1, right: 2 };

/**
 * A width within {@link COLUMN_WIDTH_LIMITS}, in whole pixels.
 *
 * @example clampColumnWidth(30) // 60
 */
export function clampColumnWidth(width: number): number {
  return Math.min(COLUMN_WIDTH_LIMITS.max, Math.max(COLUMN_WIDTH_LIMITS.min, Math.round(width)));
}

/**
 * Choices in the order the grid draws them: the columns pinned left first, then the others, then
 * those pinned right, each group in the order given (a table draws fixed columns at its edges).
 *
 * @example pinnedToEdges([{ field: 'a', pin: 'right', ... }, { field: 'b', pin: 'none', ... }]).map((c) => c.field) // ['b', 'a']
 */
export function pinnedToEdges(choices: readonly ColumnChoice[]): ColumnChoice[] {
  return choices
    .map((choice, index) => ({ choice, index }))
    .sort((a, b) => PIN_ORDER[a.choice.pin] - PIN_ORDER[b.choice.pin] || a.index - b.index)
    .map(({ choice }) => choice);
}

/**
 * The spec's columns: every declared column shown, in declared order, with its declared pin and
 * width. What a grid shows when the user saved nothing, and what 'Reset columns' returns to.
 *
 * @example defaultColumnChoices([{ field: 'invoiceNumber', width: 150, pinned: true }]) // [{ field: 'invoiceNumber', hidden: false, pin: 'left', width: 150 }]
 */
export function defaultColumnChoices(columns: readonly DeclaredColumn[]): ColumnChoice[] {
  return pinnedToEdges(columns.map((column) => ({ field: column.field, hidden: false, pin: pinOf(column), width: clampColumnWidth(column.width ?? DEFAULT_COLUMN_WIDTH) })));
}

/**
 * The choices of a grid from what the user saved (`null`: nothing saved, the spec's columns). A
 * saved column the grid no longer declares is dropped; a declared column the saved list leaves out
 * (a column added since) is shown after the declared column before it, or first; widths are kept
 * within {@link COLUMN_WIDTH_LIMITS}; a list that would hide every column gives the spec's columns.
 *
 * @example resolveColumnChoices(columns, [{ field: 'client', hidden: true, pin: 'none', width: 170 }]) // client hidden, the others as declared
 */
export function resolveColumnChoices(columns: readonly DeclaredColumn[], saved: readonly ColumnChoice[] | null | undefined): ColumnChoice[] {
  const defaults = defaultColumnChoices(columns);
  if (!saved) return defaults;
  const declared = new Map(defaults.map((choice) => [choice.field, choice]));
  const seen = new Set<string>();
  const choices: ColumnChoice[] = [];
  for (const choice of saved) {
    if (!declared.has(choice.field) || seen.has(choice.field)) continue;
    seen.add(choice.field);
    choices.push({ field: choice.field, hidden: choice.hidden, pin: choice.pin, width: clampColumnWidth(choice.width) });
  }
  columns.forEach((column, index) => {
    if (seen.has(column.field)) return;
    const before = columns.slice(0, index).reverse().find((other) => seen.has(other.field));
    const at = before ? choices.findIndex((choice) => choice.field === before.field) + 1 : 0;
    choices.splice(at, 0, declared.get(column.field)!);
    seen.add(column.field);
  });
  if (choices.every((choice) => choice.hidden)) return defaults;
  return pinnedToEdges(choices);
}

/**
 * Whether two lists of choices arrange the columns the same way.
 *
 * @example sameColumnChoices(defaultColumnChoices(columns), resolveColumnChoices(columns, null)) // true
 */
export function sameColumnChoices(a: readonly ColumnChoice[], b: readonly ColumnChoice[]): boolean {
  return a.length === b.length && a.every((choice, i) => {
    const other = b[i]!;
    return choice.field === other.field && choice.hidden === other.hidden && choice.pin === other.pin && choice.width === other.width;
  });
}
