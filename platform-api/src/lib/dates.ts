/**
 * Calendar dates as ISO strings (`YYYY-MM-DD`), computed in UTC so results never depend on the
 * machine's time zone.
 */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parse(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not an ISO date: '${date}'`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The UTC calendar date of an instant, e.g. `2025-06-15`; `isoDate(new Date())` is today. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * `date` plus `days` (negative to go back).
 *
 * @throws Error when `date` is not `YYYY-MM-DD`.
 */
export function addDays(date: string, days: number): string {
  const value = parse(date);
  value.setUTCDate(value.getUTCDate() + days);
  return isoDate(value);
}

/**
 * The first day of the month `months` after the month of `date` (negative to go back).
 *
 * @throws Error when `date` is not `YYYY-MM-DD`.
 */
export function addMonths(date: string, months: number): string {
  const value = parse(date);
  return isoDate(new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + months, 1)));
}

/** Last day of the month of `date`. */
export function endOfMonth(date: string): string {
  return addDays(addMonths(date, 1), -1);
}

/** `June 2025` for any date of that month. */
export function monthLabel(date: string): string {
  const value = parse(date);
  return `${MONTH_NAMES[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
}
