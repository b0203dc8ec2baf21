/**
 * The grid date filter (docs/grid.md#filters): presets, typed dates and their messages.
 */
import { formatDayFilter, todayEastern } from './day-number';
import { parseDate } from './parse-date';

/**
 * Message of a date that fits none of the parser's patterns (docs/grid.md#filters).
 *
 * @example checkDateInput('soon', { label: 'Start Date' }) // { ok: false, message: INVALID_DATE_MESSAGE }
 */
export const INVALID_DATE_MESSAGE = 'Invalid Date! please enter the date in the format: MM/DD/YYYY or DD/MM/YYYY';
/**
 * Message of a custom range with a missing or invalid date (docs/grid.md#filters).
 *
 * @example resolveDateFilter({ preset: 'custom', from: '01/01/2024' }) // errors.range === INVALID_DATES_MESSAGE
 */
export const INVALID_DATES_MESSAGE = 'Invalid Dates';

/**
 * 'The {label} cannot be before {date}' (docs/grid.md#filters); `date` in MM/DD/YYYY.
 *
 * @example dateBeforeMessage('End Date', '01/05/2024') // 'The End Date cannot be before 01/05/2024'
 */
export function dateBeforeMessage(label: string, date: string): string {
  return `The ${label} cannot be before ${date}`;
}

/**
 * 'The {label} cannot be after {date}' (docs/grid.md#filters); `date` in MM/DD/YYYY.
 *
 * @example dateAfterMessage('Start Date', '01/05/2024') // 'The Start Date cannot be after 01/05/2024'
 */
export function dateAfterMessage(label: string, date: string): string {
  return `The ${label} cannot be after ${date}`;
}

/**
 * Date filter presets (docs/grid.md#filters).
 *
 * @example DATE_PRESETS.map((p) => <Radio value={p}>{DATE_PRESET_LABELS[p]}</Radio>)
 */
export const DATE_PRESETS = ['today', 'last7', 'last14', 'last28', 'custom'] as const;
/** One date filter preset. */
export type DatePreset = (typeof DATE_PRESETS)[number];

/**
 * Labels of the presets.
 *
 * @example DATE_PRESET_LABELS.last7 // 'Last 7 Days'
 */
export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  today: 'Today',
  last7: 'Last 7 Days',
  last14: 'Last 14 Days',
  last28: 'Last 28 Days',
  custom: 'Custom',
};

const PRESET_DAYS: Readonly<Record<Exclude<DatePreset, 'custom'>, number>> = { today: 1, last7: 7, last14: 14, last28: 28 };

/** An inclusive range of US Eastern day numbers. */
export interface DayRange {
  from: number;
  to: number;
}

/**
 * The day range of a preset (not 'custom'), ending today in US Eastern time and counting today:
 * 'last7' is today and the 6 days before it.
 *
 * @example presetRange('last7', now) // { from: today - 6, to: today }
 */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: number = Date.now()): DayRange {
  const today = todayEastern(now);
  return { from: today - PRESET_DAYS[preset] + 1, to: today };
}

/** Bounds and label of one typed date. */
export interface DateInputRules {
  /** The field's name in messages, e.g. 'Start Date'. */
  label: string;
  /** Earliest allowed day number. */
  min?: number;
  /** Latest allowed day number. */
  max?: number;
}

/** The outcome of checking a typed date. */
export type DateInputResult = { ok: true; day: number } | { ok: false; message: string };

/**
 * Checks one typed date (docs/grid.md#filters): it must fit a parser pattern, else
 * 'Invalid Date! please enter the date in the format: MM/DD/YYYY or DD/MM/YYYY'; then it may not be
 * before `min` or after `max`.
 *
 * @example checkDateInput('31/12/2024', { label: 'Start Date' }) // { ok: true, day: ... }
 * @example checkDateInput('2024-13-45', { label: 'Start Date' }).ok // false
 */
export function checkDateInput(text: string, rules: DateInputRules): DateInputResult {
  const parsed = parseDate(text);
  if (!parsed) return { ok: false, message: INVALID_DATE_MESSAGE };
  if (rules.min !== undefined && parsed.dayNumber < rules.min) return { ok: false, message: dateBeforeMessage(rules.label, formatDayFilter(rules.min)) };
  if (rules.max !== undefined && parsed.dayNumber > rules.max) return { ok: false, message: dateAfterMessage(rules.label, formatDayFilter(rules.max)) };
  return { ok: true, day: parsed.dayNumber };
}

/** A date filter as the user set it. */
export interface DateFilterInput {
  preset: DatePreset;
  /** Typed start (custom only). */
  from?: string;
  /** Typed end (custom only). */
  to?: string;
}

/** Options of {@link resolveDateFilter}. */
export interface ResolveDateFilterOptions {
  fromLabel?: string;
  toLabel?: string;
  min?: number;
  max?: number;
  now?: number;
}

/** The outcome of a date filter: the range, or the messages per field (`range` for the pair). */
export type DateFilterResult =
  | { ok: true; range: DayRange }
  | { ok: false; errors: { from?: string; to?: string; range?: string } };

/**
 * Turns a date filter into a day range (docs/grid.md#filters). Presets need no input. A custom range with a
 * missing or unparseable date is 'Invalid Dates' (plus the per-field message for a typed but bad
 * date); the start may not be after the end ('The Start Date cannot be after {end}', and the end
 * 'cannot be before {start}').
 *
 * @example resolveDateFilter({ preset: 'custom', from: '01/05/2024', to: '01/01/2024' }).ok // false
 */
export function resolveDateFilter(input: DateFilterInput, options: ResolveDateFilterOptions = {}): DateFilterResult {
  if (input.preset !== 'custom') return { ok: true, range: presetRange(input.preset, options.now) };
  const fromLabel = options.fromLabel ?? 'Start Date';
  const toLabel = options.toLabel ?? 'End Date';
  const errors: { from?: string; to?: string; range?: string } = {};
  const from = input.from?.trim() ? checkDateInput(input.from, { label: fromLabel, min: options.min, max: options.max }) : undefined;
  const to = input.to?.trim() ? checkDateInput(input.to, { label: toLabel, min: options.min, max: options.max }) : undefined;
  if (from && !from.ok) errors.from = from.message;
  if (to && !to.ok) errors.to = to.message;
  if (!from?.ok || !to?.ok) return { ok: false, errors: { ...errors, range: INVALID_DATES_MESSAGE } };
  if (from.day > to.day) {
    return {
      ok: false,
      errors: { from: dateAfterMessage(fromLabel, formatDayFilter(to.day)), to: dateBeforeMessage(toLabel, formatDayFilter(from.day)) },
    };
  }
  return { ok: true, range: { from: from.day, to: to.day } };
}
