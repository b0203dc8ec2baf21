/**
 * Dates shown in US Eastern time (docs/formats.md#dates): 'MMM dd yyyy' and, with time,
 * 'MMM dd, yyy, hh:mm aaa' (date-fns notation; in dayjs 'MMM DD YYYY' and 'MMM DD, YYYY, hh:mm a').
 */
import { US_EASTERN_TIME_ZONE, dayjs } from '../dates/dayjs';
import { MISSING_VALUE } from './missing';

/**
 * dayjs pattern of a displayed date, the spec's 'MMM dd yyyy' (e.g. 'Jan 05 2024').
 *
 * @example dayjs('2024-01-05').format(DISPLAY_DATE_FORMAT) // 'Jan 05 2024'
 */
export const DISPLAY_DATE_FORMAT = 'MMM DD YYYY';
/**
 * dayjs pattern of a displayed date with time, the spec's 'MMM dd, yyy, hh:mm aaa' (e.g. 'Jan 05, 2024, 03:04 pm').
 *
 * @example dayjs('2024-01-05T15:04').format(DISPLAY_DATE_TIME_FORMAT) // 'Jan 05, 2024, 03:04 pm'
 */
export const DISPLAY_DATE_TIME_FORMAT = 'MMM DD, YYYY, hh:mm a';
/**
 * dayjs pattern of dates typed in filters, the spec's 'MM/dd/yyyy' (docs/formats.md#dates).
 *
 * @example <Input placeholder={FILTER_DATE_FORMAT} /> // 'MM/DD/YYYY'
 */
export const FILTER_DATE_FORMAT = 'MM/DD/YYYY';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

type DateInput = string | number | Date | null | undefined;

function toEastern(value: DateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // A calendar date (YYYY-MM-DD) names a day, not an instant: shifting it to Eastern time would show
  // the day before. It is read as that day in Eastern time.
  const d = typeof value === 'string' && CALENDAR_DATE.test(value) ? dayjs.tz(value, US_EASTERN_TIME_ZONE) : dayjs(value).tz(US_EASTERN_TIME_ZONE);
  return d.isValid() ? d : undefined;
}

/**
 * A date in US Eastern time as 'MMM dd yyyy'; `'--'` when missing or invalid. Instants are converted
 * to Eastern time; calendar dates ('YYYY-MM-DD') are shown as the day they name.
 *
 * @example formatDate('2024-03-10T03:30:00Z') // 'Mar 09 2024'
 * @example formatDate('2024-03-10') // 'Mar 10 2024'
 */
export function formatDate(value: DateInput): string {
  return toEastern(value)?.format(DISPLAY_DATE_FORMAT) ?? MISSING_VALUE;
}

/**
 * A date with time in US Eastern time as 'MMM dd, yyy, hh:mm aaa'; `'--'` when missing or invalid.
 *
 * @example formatDateTime('2024-01-05T20:04:00Z') // 'Jan 05, 2024, 03:04 pm'
 */
export function formatDateTime(value: DateInput): string {
  return toEastern(value)?.format(DISPLAY_DATE_TIME_FORMAT) ?? MISSING_VALUE;
}

/**
 * A date in the filter format MM/DD/YYYY (Eastern time for instants); `'--'` when missing.
 *
 * @example formatFilterDate('2024-01-05') // '01/05/2024'
 */
export function formatFilterDate(value: DateInput): string {
  return toEastern(value)?.format(FILTER_DATE_FORMAT) ?? MISSING_VALUE;
}

/**
 * The calendar day a value is shown as (US Eastern time for instants, the named day for a
 * 'YYYY-MM-DD' calendar date), as 'YYYY-MM-DD'; `undefined` when missing or invalid. Exports write
 * their date cells from it, so a spreadsheet shows the day the grid shows.
 *
 * @example easternCalendarDate('2024-03-10T03:30:00Z') // '2024-03-09'
 * @example easternCalendarDate('2024-03-10') // '2024-03-10'
 */
export function easternCalendarDate(value: DateInput): string | undefined {
  return toEastern(value)?.format('YYYY-MM-DD');
}

/**
 * Words a date keeps inside a description (docs/formats.md#dates).
 *
 * @example text.split(' ').slice(0, DESCRIPTION_DATE_WORDS).join(' ')
 */
export const DESCRIPTION_DATE_WORDS = 4;

/**
 * A date string shortened for a description to its first 4 words (docs/formats.md#dates), e.g. a JavaScript
 * date string loses its time and zone. A `Date` is first written in Eastern time as 'ddd MMM DD YYYY'.
 *
 * @example descriptionDate('Fri Jan 05 2024 15:04:05 GMT-0500 (Eastern Standard Time)') // 'Fri Jan 05 2024'
 */
export function descriptionDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return MISSING_VALUE;
  const text = value instanceof Date ? dayjs(value).tz(US_EASTERN_TIME_ZONE).format('ddd MMM DD YYYY') : value;
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length ? words.slice(0, DESCRIPTION_DATE_WORDS).join(' ') : MISSING_VALUE;
}
