import { formatDate } from '../format/dates';
import { calendarDateOf, dayNumber, easternDayOf, formatDayDisplay, formatDayFilter, todayEastern } from './day-number';

describe('day numbers and US Eastern days', () => {
  it('round-trips calendar dates', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(calendarDateOf(dayNumber(2024, 2, 29))).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('gives the Eastern day of instants across both DST changes, like the display formatter', () => {
    const instants = ['2024-03-10T06:59:00Z', '2024-03-10T07:01:00Z', '2024-11-03T05:30:00Z', '2024-11-03T06:30:00Z', '2024-07-04T03:59:00Z', '2024-01-01T04:59:59Z'];
    for (const iso of instants) expect(formatDayDisplay(easternDayOf(iso))).toBe(formatDate(iso));
  });
  it('takes calendar dates as the day they name', () => {
    expect(easternDayOf('2024-01-05')).toBe(dayNumber(2024, 1, 5));
    expect(easternDayOf(null)).toBeNaN();
    expect(easternDayOf('garbage')).toBeNaN();
  });
  it('formats MMM DD YYYY and MM/DD/YYYY', () => {
    expect(formatDayDisplay(dayNumber(2024, 1, 5))).toBe('Jan 05 2024');
    expect(formatDayFilter(dayNumber(2024, 1, 5))).toBe('01/05/2024');
  });
  it("knows today's Eastern day", () => {
    expect(todayEastern(Date.parse('2024-01-05T02:00:00Z'))).toBe(dayNumber(2024, 1, 4));
  });
});
