/**
 * The console's date-times are US Eastern (docs/formats.md#dates); where a time is shown, the zone is named
 * (docs/formats.md).
 */
import { MISSING_VALUE } from './missing';
import { formatDateTime } from './dates';

/** The short name of the console's time zone, US Eastern. */
export const TIME_ZONE_LABEL = 'ET';

/**
 * A column heading or label of date-times, naming the zone: 'Updated (ET)'.
 *
 * @example withTimeZone('Updated') // 'Updated (ET)'
 */
export function withTimeZone(heading: string): string {
  return `${heading} (${TIME_ZONE_LABEL})`;
}

/**
 * A date-time as {@link formatDateTime} writes it, followed by the zone, for text where no heading
 * names it; `'--'` when missing or invalid.
 *
 * @example formatDateTimeWithZone('2026-11-27T08:50:26.773Z') // 'Nov 27, 2026, 03:50 am ET'
 */
export function formatDateTimeWithZone(value: string | number | Date | null | undefined): string {
  const text = formatDateTime(value);
  return text === MISSING_VALUE ? text : `${text} ${TIME_ZONE_LABEL}`;
}
