import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Today's calendar date (`YYYY-MM-DD`) in US Eastern time, the console's time zone (spec 02 §9). */
export function todayInEastern(now: Date = new Date()): string {
  return dayjs(now).tz('America/New_York').format('YYYY-MM-DD');
}
