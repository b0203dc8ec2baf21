/**
 * The console's dayjs with the plugins the formatters and the date parser need, extended once.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * Time zone every date of the console is shown in (docs/formats.md#dates).
 *
 * @example dayjs(instant).tz(US_EASTERN_TIME_ZONE).format('MMM DD YYYY')
 */
export const US_EASTERN_TIME_ZONE = 'America/New_York';

export { dayjs };
