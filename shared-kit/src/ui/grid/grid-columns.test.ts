import type { ColumnChoice } from 'shared-kit/contract';
import { canMoveColumn, moveColumn, withColumnHidden, withColumnPin, withColumnWidth } from './grid-column-changes';
import { clampColumnWidth, defaultColumnChoices, resolveColumnChoices, sameColumnChoices } from './grid-columns';

const DECLARED = [
  { field: 'invoiceNumber', width: 150, pinned: true },
  { field: 'client', width: 170 },
  { field: 'invoiceDate', width: 130 },
  { field: 'dueDate' },
];
const choice = (field: string, extra: Partial<ColumnChoice> = {}): ColumnChoice => ({ field, hidden: false, pin: 'none', width: 160, ...extra });
const fields = (choices: readonly ColumnChoice[]) => choices.map((c) => `${c.field}${c.hidden ? ' (hidden)' : ''}${c.pin === 'none' ? '' : ` [${c.pin}]`}`);

describe('defaultColumnChoices', () => {
  it("is the spec's columns: every column shown in declared order, declared pins and widths, 160 px without one", () => {
    expect(defaultColumnChoices(DECLARED)).toEqual([
      { field: 'invoiceNumber', hidden: false, pin: 'left', width: 150 },
      { field: 'client', hidden: false, pin: 'none', width: 170 },
      { field: 'invoiceDate', hidden: false, pin: 'none', width: 130 },
      { field: 'dueDate', hidden: false, pin: 'none', width: 160 },
    ]);
  });
});

describe('resolveColumnChoices', () => {
  it("is the spec's columns when nothing is saved", () => {
    expect(resolveColumnChoices(DECLARED, null)).toEqual(defaultColumnChoices(DECLARED));
  });

  it('keeps the saved order, hidden columns, pins and widths', () => {
    const saved = [choice('dueDate', { width: 300 }), choice('client', { hidden: true }), choice('invoiceDate', { pin: 'right', width: 90 }), choice('invoiceNumber', { pin: 'left' })];
    expect(resolveColumnChoices(DECLARED, saved)).toEqual([
      choice('invoiceNumber', { pin: 'left' }),
      choice('dueDate', { width: 300 }),
      choice('client', { hidden: true }),
      choice('invoiceDate', { pin: 'right', width: 90 }),
    ]);
  });

  it('drops a saved column the grid no longer declares and one listed twice, and shows a declared column the list leaves out after the declared column before it', () => {
    const saved = [choice('client'), choice('retired'), choice('invoiceNumber', { pin: 'left' }), choice('client', { hidden: true }), choice('dueDate')];
    // invoiceDate (declared after client) is left out: it comes after client.
    expect(fields(resolveColumnChoices(DECLARED, saved))).toEqual(['invoiceNumber [left]', 'client', 'invoiceDate', 'dueDate']);
    // invoiceNumber, first declared, left out: it comes first.
    expect(fields(resolveColumnChoices(DECLARED, [choice('dueDate'), choice('client')]))).toEqual(['invoiceNumber [left]', 'dueDate', 'client', 'invoiceDate']);
  });

  it("keeps widths within 60-1000 px and gives the spec's columns for a list hiding every column", () => {
    expect(resolveColumnChoices(DECLARED, [choice('invoiceNumber', { width: 20 }), choice('client', { width: 5000 }), choice('invoiceDate'), choice('dueDate')]).map((c) => c.width)).toEqual([60, 1000, 160, 160]);
    const allHidden = DECLARED.map((column) => choice(column.field, { hidden: true }));
    expect(resolveColumnChoices(DECLARED, allHidden)).toEqual(defaultColumnChoices(DECLARED));
  });
});

describe('changes of the choices', () => {
  const start = defaultColumnChoices(DECLARED);

  it('hides and shows a column, never the last shown one', () => {
    const hidden = withColumnHidden(start, 'client', true);
    expect(fields(hidden)).toEqual(['invoiceNumber [left]', 'client (hidden)', 'invoiceDate', 'dueDate']);
    expect(fields(withColumnHidden(hidden, 'client', false))).toEqual(fields(start));
    const one = ['invoiceNumber', 'client', 'invoiceDate'].reduce((choices, field) => withColumnHidden(choices, field, true), start);
    expect(withColumnHidden(one, 'dueDate', true)).toEqual(one);
  });

  it('moves a column one place within its edge', () => {
    expect(fields(moveColumn(start, 'dueDate', -1))).toEqual(['invoiceNumber [left]', 'client', 'dueDate', 'invoiceDate']);
    expect(fields(moveColumn(start, 'client', 1))).toEqual(['invoiceNumber [left]', 'invoiceDate', 'client', 'dueDate']);
    // client cannot pass the column pinned left, nor dueDate the end.
    expect(moveColumn(start, 'client', -1)).toEqual(start);
    expect(moveColumn(start, 'dueDate', 1)).toEqual(start);
    expect([canMoveColumn(start, 'client', -1), canMoveColumn(start, 'client', 1), canMoveColumn(start, 'dueDate', 1), canMoveColumn(start, 'unknown', 1)]).toEqual([false, true, false, false]);
  });

  it('pins a column at an edge and back, moving it as little as it can', () => {
    const right = withColumnPin(start, 'client', 'right');
    expect(fields(right)).toEqual(['invoiceNumber [left]', 'invoiceDate', 'dueDate', 'client [right]']);
    const twoRight = withColumnPin(right, 'invoiceDate', 'right');
    // A second column pinned right comes first of the right edge.
    expect(fields(twoRight)).toEqual(['invoiceNumber [left]', 'dueDate', 'invoiceDate [right]', 'client [right]']);
    // Unpinned from the right: last of the middle; from the left: first of the middle.
    expect(fields(withColumnPin(twoRight, 'client', 'none'))).toEqual(['invoiceNumber [left]', 'dueDate', 'client', 'invoiceDate [right]']);
    expect(fields(withColumnPin(start, 'dueDate', 'left'))).toEqual(['invoiceNumber [left]', 'dueDate [left]', 'client', 'invoiceDate']);
    expect(fields(withColumnPin(start, 'invoiceNumber', 'none'))).toEqual(['invoiceNumber', 'client', 'invoiceDate', 'dueDate']);
  });

  it('sets a width within 60-1000 px, in whole pixels', () => {
    expect(withColumnWidth(start, 'client', 240.6).find((c) => c.field === 'client')?.width).toBe(241);
    expect([clampColumnWidth(10), clampColumnWidth(1200), clampColumnWidth(60), clampColumnWidth(1000)]).toEqual([60, 1000, 60, 1000]);
  });

  it('tells choices arranged the same way from others', () => {
    expect(sameColumnChoices(start, defaultColumnChoices(DECLARED))).toBe(true);
    expect(sameColumnChoices(start, withColumnWidth(start, 'client', 171))).toBe(false);
    expect(sameColumnChoices(start, moveColumn(start, 'dueDate', -1))).toBe(false);
    expect(sameColumnChoices(start, start.slice(1))).toBe(false);
  });
});
