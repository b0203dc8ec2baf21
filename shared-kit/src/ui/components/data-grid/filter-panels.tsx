/**
 * Filter dropdowns of the data grid (docs/grid.md#filters): set values with '(Blanks)', dates with presets
 * and custom ranges, amounts with From and To.
 */
import { Button, Checkbox, Input, Radio, Space, Typography } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type AmountDefaultsReading,
  amountFilterInitialValues,
  type DateFilterInput,
  type DatePreset,
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  FILTER_DATE_FORMAT,
  resolveAmountFilter,
  resolveDateFilter,
} from 'shared-kit/contract';
import type { DistinctValue } from '../../search-engine/filters/set-filter';

/**
 * Most values a set filter lists at once; the search box narrows the rest.
 *
 * @example values.slice(0, SET_FILTER_MAX_VALUES)
 */
export const SET_FILTER_MAX_VALUES = 500;

/** What every filter panel takes besides its own props. */
interface PanelFrameProps {
  /** The column's name: the panel is the group '{title} filter'. */
  title: string;
  /** Whether the panel's dropdown is open: opening it moves focus to its first control. */
  open?: boolean;
  width: number;
  children: ReactNode;
}

/**
 * A filter panel's frame: a named group that takes focus when opened (a keyboard user opened it
 * from the column's filter button) and keeps Tab among its controls (the dropdown would close on
 * the second Tab).
 */
function PanelFrame({ title, open = false, width, children }: PanelFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    // The dropdown attaches the panel to the page after the panel's own effects: focus on the next frame.
    const handle = requestAnimationFrame(() => frame.current?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')?.focus());
    return () => cancelAnimationFrame(handle);
  }, [open]);
  const keepTab = (event: KeyboardEvent) => {
    if (event.key === 'Tab') event.stopPropagation();
  };
  return (
    <div ref={frame} style={{ padding: 8, width }} role="group" aria-label={`${title} filter`} onKeyDown={keepTab}>
      {children}
    </div>
  );
}

/** A text box with its visible label above it. */
function LabelledInput({ label, ...input }: { label: string; value: string; onChange: (value: string) => void; error?: string; placeholder?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 2 }}>
        {label}
      </label>
      <Input
        id={id}
        size="small"
        placeholder={input.placeholder}
        value={input.value}
        onChange={(e) => input.onChange(e.target.value)}
        status={input.error ? 'error' : undefined}
        aria-invalid={input.error ? true : undefined}
      />
      {input.error && <Typography.Text type="danger">{input.error}</Typography.Text>}
    </div>
  );
}

const footer = (onReset: () => void, onApply: () => void, applyDisabled = false) => (
  <Space style={{ marginTop: 8, justifyContent: 'flex-end', width: '100%' }}>
    <Button size="small" onClick={onReset}>
      Reset
    </Button>
    <Button size="small" type="primary" onClick={onApply} disabled={applyDisabled}>
      Apply
    </Button>
  </Space>
);

/** Props of {@link SetFilterPanel}. */
export interface SetFilterPanelProps {
  title: string;
  /** Whether the dropdown is open (focus moves into the panel when it opens). */
  open?: boolean;
  values: DistinctValue[];
  selected: readonly string[];
  onApply(values: string[]): void;
}

/**
 * A list of a column's values with counts, blanks as '(Blanks)'; a count of a word search's first
 * matches only reads 'N+' (docs/search.md#counts-of-a-word-search).
 *
 * @example <SetFilterPanel title="Client" values={distinctValues(index, 'client')} selected={[]} onApply={apply} />
 */
export function SetFilterPanel({ title, open, values, selected, onApply }: SetFilterPanelProps) {
  const [picked, setPicked] = useState<string[]>([...selected]);
  const [find, setFind] = useState('');
  const shown = useMemo(() => {
    const needle = find.trim().toLowerCase();
    return (needle ? values.filter((v) => v.label.toLowerCase().includes(needle)) : values).slice(0, SET_FILTER_MAX_VALUES);
  }, [values, find]);
  return (
    <PanelFrame title={title} open={open} width={280}>
      <Input size="small" aria-label={`Search ${title} values`} placeholder="Search values" value={find} onChange={(e) => setFind(e.target.value)} allowClear />
      <div style={{ maxHeight: 240, overflowY: 'auto', marginTop: 8 }}>
        <Checkbox.Group value={picked} onChange={(next) => setPicked(next as string[])} style={{ display: 'flex', flexDirection: 'column' }}>
          {shown.map((v) => (
            <Checkbox key={v.value} value={v.value}>
              {v.label} <Typography.Text type="secondary">({v.count}{v.countCapped ? '+' : ''})</Typography.Text>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </div>
      {footer(() => onApply([]), () => onApply(picked))}
    </PanelFrame>
  );
}

/** Props of {@link DateFilterPanel}. */
export interface DateFilterPanelProps {
  title: string;
  value: DateFilterInput | undefined;
  onApply(value: DateFilterInput | undefined): void;
  now?: number;
  /** Whether the dropdown is open (focus moves into the panel when it opens). */
  open?: boolean;
}

/**
 * Presets (Today, Last 7/14/28 Days) or a custom range typed in any of the parser's patterns, with
 * the messages of docs/grid.md#filters under the fields.
 *
 * @example <DateFilterPanel title="Invoice Date" value={{ preset: 'last7' }} onApply={apply} />
 */
export function DateFilterPanel({ title, value, onApply, now, open }: DateFilterPanelProps) {
  const [preset, setPreset] = useState<DatePreset>(value?.preset ?? 'last7');
  const [from, setFrom] = useState(value?.from ?? '');
  const [to, setTo] = useState(value?.to ?? '');
  const [tried, setTried] = useState(false);
  const input: DateFilterInput = preset === 'custom' ? { preset, from, to } : { preset };
  const result = resolveDateFilter(input, { now });
  const errors = !result.ok && tried ? result.errors : {};
  const apply = () => {
    setTried(true);
    if (result.ok) onApply(input);
  };
  return (
    <PanelFrame title={title} open={open} width={280}>
      <Radio.Group value={preset} onChange={(e) => setPreset(e.target.value as DatePreset)} style={{ display: 'flex', flexDirection: 'column' }}>
        {DATE_PRESETS.map((p) => (
          <Radio key={p} value={p}>
            {DATE_PRESET_LABELS[p]}
          </Radio>
        ))}
      </Radio.Group>
      {preset === 'custom' && (
        <Space orientation="vertical" style={{ marginTop: 8, width: '100%' }}>
          <LabelledInput label="Start Date" placeholder={FILTER_DATE_FORMAT} value={from} onChange={setFrom} error={errors.from} />
          <LabelledInput label="End Date" placeholder={FILTER_DATE_FORMAT} value={to} onChange={setTo} error={errors.to} />
          {errors.range && <Typography.Text type="danger">{errors.range}</Typography.Text>}
        </Space>
      )}
      {footer(() => onApply(undefined), apply)}
    </PanelFrame>
  );
}

/** Props of {@link AmountFilterPanel}. */
export interface AmountFilterPanelProps {
  title: string;
  value: { from: string; to: string } | undefined;
  onApply(value: { from: string; to: string } | undefined): void;
  reading?: AmountDefaultsReading;
  /** Whether the dropdown is open (focus moves into the panel when it opens). */
  open?: boolean;
}

/**
 * From and To amounts with the messages of docs/grid.md#filters, each box under its visible label (the spec's
 * words 'From' and 'To'); the inputs open with the reading's defaults.
 *
 * @example <AmountFilterPanel title="Invoiced Amount" value={undefined} onApply={apply} />
 */
export function AmountFilterPanel({ title, value, onApply, reading, open }: AmountFilterPanelProps) {
  const initial = value ?? amountFilterInitialValues(reading);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const result = resolveAmountFilter({ from, to }, reading);
  const errors = result.ok ? {} : result.errors;
  return (
    <PanelFrame title={title} open={open} width={240}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <LabelledInput label="From" value={from} onChange={setFrom} error={errors.from} />
        <LabelledInput label="To" value={to} onChange={setTo} error={errors.to} />
      </Space>
      {footer(() => onApply(undefined), () => result.ok && onApply({ from, to }), !result.ok)}
    </PanelFrame>
  );
}
