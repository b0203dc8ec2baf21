/**
 * Elapsed days and hours 'Xd Yh' from one day on, else 'Yh'; 'Just now' under a minute
 * (docs/formats.md#durations).
 */
import { MISSING_VALUE, isMissing } from './missing';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Shown for a duration under one minute (docs/formats.md#durations).
 *
 * @example formatDays(10_000) === JUST_NOW // true
 */
export const JUST_NOW = 'Just now';

/**
 * A duration in ms as days and hours, `'Xd Yh'`; `'Just now'` under a minute; `'--'` when missing.
 *
 * @example formatDays(26 * 3_600_000) // '1d 2h'
 * @example formatDays(30_000) // 'Just now'
 */
export function formatDays(durationMs: number | null | undefined): string {
  if (isMissing(durationMs) || !Number.isFinite(durationMs)) return MISSING_VALUE;
  if (durationMs < MINUTE_MS) return JUST_NOW;
  const hours = Math.floor(durationMs / HOUR_MS);
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/**
 * Time since `since` (a date or ISO string) until `now`, formatted by {@link formatDays}.
 *
 * @example formatDaysSince('2024-01-01T00:00:00Z', Date.parse('2024-01-03T05:00:00Z')) // '2d 5h'
 */
export function formatDaysSince(since: string | Date | null | undefined, now: number = Date.now()): string {
  if (since === null || since === undefined || since === '') return MISSING_VALUE;
  const start = since instanceof Date ? since.getTime() : Date.parse(since);
  if (Number.isNaN(start)) return MISSING_VALUE;
  return formatDays(Math.max(0, now - start));
}

/**
 * A number of hours as `'Xd Yh'` from one day on, else `'Yh'` (docs/formats.md#durations); fractions are dropped.
 * Used for the clients grid's Days Awaiting Payment (hoursAwaitingPayment).
 *
 * @example formatHours(5) // '5h'
 * @example formatHours(50) // '2d 2h'
 */
export function formatHours(hours: number | null | undefined): string {
  if (isMissing(hours) || !Number.isFinite(hours)) return MISSING_VALUE;
  const whole = Math.max(0, Math.floor(hours));
  return whole >= 24 ? `${Math.floor(whole / 24)}d ${whole % 24}h` : `${whole}h`;
}
