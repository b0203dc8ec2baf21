/**
 * Filter dropdowns of the data grid (spec 02 §5): set values with '(Blanks)', dates with presets
 * and custom ranges, amounts with From and To.
 */
import { Button, Checkbox, Input, Radio, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type DateFilterInput, type DatePreset, DATE_PRESETS, DATE_PRESET_LABELS, resolveDateFilter } from '../dates/date-filter';
import { FILTER_DATE_FORMAT } from '../format/dates';
import { type AmountDefaultsReading, amountFilterInitialValues, resolveAmountFilter } from '../search/amount-filter';
import type { DistinctValue } from '../search/filters';

/**
 * Most values a set filter lists at once; the search box narrows the rest.
 *
 * @example values.slice(0, SET_FILTER_MAX_VALUES)
 */
export const SET_FILTER_MAX_VALUES = 500;

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
  values: DistinctValue[];
  selected: readonly string[];
  onApply(values: string[]): void;
}

/**
 * A list of a column's values with counts, blanks as '(Blanks)'.
 *
 * @example <SetFilterPanel title="Client" values={distinctValues(index, 'client')} selected={[]} onApply={apply} />
 */
export function SetFilterPanel({ title, values, selected, onApply }: SetFilterPanelProps) {
  const [picked, setPicked] = useState<string[]>([...selected]);
  const [find, setFind] = useState('');
  const shown = useMemo(() => {
    const needle = find.trim().toLowerCase();
    return (needle ? values.filter((v) => v.label.toLowerCase().includes(needle)) : values).slice(0, SET_FILTER_MAX_VALUES);
  }, [values, find]);
  return (
    <div style={{ padding: 8, width: 280 }} role="group" aria-label={`${title} filter`}>
      <Input size="small" placeholder="Search values" value={find} onChange={(e) => setFind(e.target.value)} allowClear />
      <div style={{ maxHeight: 240, overflowY: 'auto', marginTop: 8 }}>
        <Checkbox.Group value={picked} onChange={(next) => setPicked(next as string[])} style={{ display: 'flex', flexDirection: 'column' }}>
          {shown.map((v) => (
            <Checkbox key={v.value} value={v.value}>
              {v.label} <Typography.Text type="secondary">({v.count})</Typography.Text>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </div>
      {footer(() => onApply([]), () => onApply(picked))}
    </div>
  );
}

/** Props of {@link DateFilterPanel}. */
export interface DateFilterPanelProps {
  title: string;
  value: DateFilterInput | undefined;
  onApply(value: DateFilterInput | undefined): void;
  now?: number;
}

/**
 * Presets (Today, Last 7/14/28 Days) or a custom range typed in any of the parser's patterns, with
 * the messages of spec 02 §5 under the fields.
 *
 * @example <DateFilterPanel title="Invoice Date" value={{ preset: 'last7' }} onApply={apply} />
 */
export function DateFilterPanel({ title, value, onApply, now }: DateFilterPanelProps) {
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
    <div style={{ padding: 8, width: 280 }} role="group" aria-label={`${title} filter`}>
      <Radio.Group value={preset} onChange={(e) => setPreset(e.target.value as DatePreset)} style={{ display: 'flex', flexDirection: 'column' }}>
        {DATE_PRESETS.map((p) => (
          <Radio key={p} value={p}>
            {DATE_PRESET_LABELS[p]}
          </Radio>
        ))}
      </Radio.Group>
      {preset === 'custom' && (
        <Space orientation="vertical" style={{ marginTop: 8, width: '100%' }}>
          <Input size="small" aria-label="Start Date" placeholder={FILTER_DATE_FORMAT} value={from} onChange={(e) => setFrom(e.target.value)} status={errors.from ? 'error' : undefined} />
          {errors.from && <Typography.Text type="danger">{errors.from}</Typography.Text>}
          <Input size="small" aria-label="End Date" placeholder={FILTER_DATE_FORMAT} value={to} onChange={(e) => setTo(e.target.value)} status={errors.to ? 'error' : undefined} />
          {errors.to && <Typography.Text type="danger">{errors.to}</Typography.Text>}
          {errors.range && <Typography.Text type="danger">{errors.range}</Typography.Text>}
        </Space>
      )}
      {footer(() => onApply(undefined), apply)}
    </div>
  );
}

/** Props of {@link AmountFilterPanel}. */
export interface AmountFilterPanelProps {
  title: string;
  value: { from: string; to: string } | undefined;
  onApply(value: { from: string; to: string } | undefined): void;
  reading?: AmountDefaultsReading;
}

/**
 * From and To amounts with the messages of spec 02 §5; the inputs open with the reading's defaults.
 *
 * @example <AmountFilterPanel title="Invoiced Amount" value={undefined} onApply={apply} />
 */
export function AmountFilterPanel({ title, value, onApply, reading }: AmountFilterPanelProps) {
  const initial = value ?? amountFilterInitialValues(reading);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const result = resolveAmountFilter({ from, to }, reading);
  const errors = result.ok ? {} : result.errors;
  return (
    <div style={{ padding: 8, width: 240 }} role="group" aria-label={`${title} filter`}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input size="small" aria-label="From" value={from} onChange={(e) => setFrom(e.target.value)} status={errors.from ? 'error' : undefined} />
        {errors.from && <Typography.Text type="danger">{errors.from}</Typography.Text>}
        <Input size="small" aria-label="To" value={to} onChange={(e) => setTo(e.target.value)} status={errors.to ? 'error' : undefined} />
        {errors.to && <Typography.Text type="danger">{errors.to}</Typography.Text>}
      </Space>
      {footer(() => onApply(undefined), () => result.ok && onApply({ from, to }), !result.ok)}
    </div>
  );
}
