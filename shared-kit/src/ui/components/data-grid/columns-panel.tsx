/**
 * The Columns menu of a grid (docs/grid.md#columns-menu): each column the grid view can show, in
 * the grid's order, with a box to show or hide it, buttons to move it, where it is pinned and its
 * width; 'Reset columns' returns to the spec's columns. Every change applies at once and is saved
 * for the user. Loaded as its own chunk the first time the menu opens.
 */
import { Button, Checkbox, Flex, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { COLUMN_WIDTH_LIMITS, type ColumnChoice, type ColumnPin } from 'shared-kit/contract';
import { canMoveColumn, moveColumn, withColumnHidden, withColumnPin, withColumnWidth } from '../../grid/grid-column-changes';
import { clampColumnWidth } from '../../grid/grid-columns';
import type { MenuGrid } from './grid-menus';

/** Label of the button that returns to the spec's columns. */
export const RESET_COLUMNS = 'Reset columns';

const PIN_OPTIONS: Array<{ value: ColumnPin; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
];

/** The width field of a column: typed freely, applied on Enter or when it loses focus (kept within the limits). */
function WidthInput({ name, width, apply }: { name: string; width: number; apply: (width: number) => void }) {
  const [text, setText] = useState(String(width));
  const [shown, setShown] = useState(width);
  if (shown !== width) {
    setShown(width);
    setText(String(width));
  }
  const commit = () => {
    const typed = Number(text.trim());
    if (text.trim() === '' || !Number.isFinite(typed) || clampColumnWidth(typed) === width) setText(String(width));
    else apply(typed);
  };
  return (
    <Input
      size="small"
      type="number"
      min={COLUMN_WIDTH_LIMITS.min}
      max={COLUMN_WIDTH_LIMITS.max}
      aria-label={`Width of ${name} (px)`}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: 84 }}
      suffix="px"
    />
  );
}

/**
 * The Columns menu's content for `grid` (a grid with a grid view).
 *
 * @example <ColumnsPanel grid={grid} close={() => setOpen(false)} />
 */
export default function ColumnsPanel({ grid, close }: { grid: MenuGrid; close: () => void }) {
  const { choices, custom, change, reset } = grid.preferences.columns;
  const names = grid.names;
  const shownCount = choices.filter((choice) => !choice.hidden).length;
  const set = (next: readonly ColumnChoice[]) => change(next);
  return (
    <div style={{ width: 560 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>Columns</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`Widths ${COLUMN_WIDTH_LIMITS.min}–${COLUMN_WIDTH_LIMITS.max} px`}</Typography.Text>
      </Flex>
      <ul aria-label="Columns of the grid" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
        {choices.map((choice) => {
          const name = names.get(choice.field) ?? choice.field;
          return (
            <li key={choice.field} aria-label={name} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
              <Checkbox
                checked={!choice.hidden}
                disabled={!choice.hidden && shownCount === 1}
                onChange={(event) => set(withColumnHidden(choices, choice.field, !event.target.checked))}
                style={{ flex: 1, minWidth: 0 }}
              >
                {name}
              </Checkbox>
              <Button size="small" aria-label={`Move ${name} left`} disabled={!canMoveColumn(choices, choice.field, -1)} onClick={() => set(moveColumn(choices, choice.field, -1))}>
                ↑
              </Button>
              <Button size="small" aria-label={`Move ${name} right`} disabled={!canMoveColumn(choices, choice.field, 1)} onClick={() => set(moveColumn(choices, choice.field, 1))}>
                ↓
              </Button>
              <Radio.Group
                size="small"
                optionType="button"
                aria-label={`Pin ${name}`}
                value={choice.pin}
                options={PIN_OPTIONS}
                onChange={(event) => set(withColumnPin(choices, choice.field, event.target.value as ColumnPin))}
              />
              <WidthInput name={name} width={choice.width} apply={(width) => set(withColumnWidth(choices, choice.field, width))} />
            </li>
          );
        })}
      </ul>
      <Flex justify="space-between" style={{ marginTop: 8 }}>
        <Button disabled={!custom} onClick={reset}>
          {RESET_COLUMNS}
        </Button>
        <Button type="primary" onClick={close}>
          Done
        </Button>
      </Flex>
    </div>
  );
}
