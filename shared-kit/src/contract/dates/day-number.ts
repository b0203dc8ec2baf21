/**
 * Calendar days as plain numbers (days since 1970-01-01), the unit the filter engine compares, and
 * a fast US Eastern calendar day of an instant.
 */
import { US_EASTERN_TIME_ZONE } from './dayjs';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Short month names of the display formats.
 *
 * @example MONTH_SHORT_NAMES[0] // 'Jan'
 */
export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The day number of a calendar date (month 1-12).
 *
 * @example dayNumber(1970, 1, 2) // 1
 */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** A calendar date. */
export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/**
 * The calendar date of a day number.
 *
 * @example calendarDateOf(19727) // { year: 2024, month: 1, day: 5 }
 */
export function calendarDateOf(day: number): CalendarDate {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * Days in a month (month 1-12), leap years included.
 *
 * @example daysInMonth(2024, 2) // 29
 */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

let easternParts: Intl.DateTimeFormat | undefined;
const offsetByHour = new Map<number, number>();

// Eastern offsets change only at whole hours, so one Intl call per UTC hour is enough; the cache
// keeps 100,000 timestamps from costing 100,000 Intl calls.
function easternOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const cached = offsetByHour.get(hour);
  if (cached !== undefined) return cached;
  easternParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: US_EASTERN_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of easternParts.formatToParts(new Date(hour * HOUR_MS))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0);
  const offset = wall - hour * HOUR_MS;
  if (offsetByHour.size > 200_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

/**
 * The US Eastern calendar day (day number) of an instant in ms.
 *
 * @example easternDayOfInstant(Date.parse('2024-03-10T03:30:00Z')) // day of 2024-03-09
 */
export function easternDayOfInstant(ms: number): number {
  return Math.floor((ms + easternOffsetMs(ms)) / DAY_MS);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The US Eastern calendar day of an API date value: a calendar date 'YYYY-MM-DD' is that day; an
 * ISO timestamp (or ms, or Date) is converted to Eastern time. `NaN` when missing or invalid.
 *
 * @example easternDayOf('2024-01-05') === dayNumber(2024, 1, 5) // true
 */
export function easternDayOf(value: string | number | Date | null | undefined): number {
  if (value === null || value === undefined || value === '') return NaN;
  if (typeof value === 'number') return Number.isFinite(value) ? easternDayOfInstant(value) : NaN;
  if (value instanceof Date) return easternDayOfInstant(value.getTime());
  const m = CALENDAR_DATE.exec(value);
  if (m) return dayNumber(Number(m[1]), Number(m[2]), Number(m[3]));
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? NaN : easternDayOfInstant(ms);
}

/**
 * Today's US Eastern day number (filter presets are Eastern days).
 *
 * @example todayEastern(Date.parse('2024-01-05T02:00:00Z')) === dayNumber(2024, 1, 4) // true
 */
export function todayEastern(now: number = Date.now()): number {
  return easternDayOfInstant(now);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A day number as 'MMM DD YYYY' (the display format) without a date library, for bulk indexing.
 *
 * @example formatDayDisplay(dayNumber(2024, 1, 5)) // 'Jan 05 2024'
 */
export function formatDayDisplay(day: number): string {
  const { year, month, day: d } = calendarDateOf(day);
  return `${MONTH_SHORT_NAMES[month - 1]} ${pad2(d)} ${year}`;
}

/**
 * A day number as MM/DD/YYYY, the filter format (docs/formats.md#dates).
 *
 * @example formatDayFilter(dayNumber(2024, 1, 5)) // '01/05/2024'
 */
export function formatDayFilter(day: number): string {
  const { year, month, day: d } = calendarDateOf(day);
  return `${pad2(month)}/${pad2(d)}/${year}`;
}
