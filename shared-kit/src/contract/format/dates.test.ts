import {
  easternCalendarDate,
  DESCRIPTION_DATE_WORDS,
  DISPLAY_DATE_FORMAT,
  DISPLAY_DATE_TIME_FORMAT,
  descriptionDate,
  formatDate,
  formatDateTime,
  formatFilterDate,
} from './dates';

describe('dates in US Eastern time', () => {
  it("shows 'MMM dd yyyy' in Eastern time, whatever the machine's zone", () => {
    expect(DISPLAY_DATE_FORMAT).toBe('MMM DD YYYY');
    // 03:30 UTC on the 10th is still the 9th in New York.
    expect(formatDate('2024-03-10T03:30:00Z')).toBe('Mar 09 2024');
    expect(formatDate(Date.parse('2024-07-04T16:00:00Z'))).toBe('Jul 04 2024');
  });
  it('shows a calendar date as the day it names', () => {
    expect(formatDate('2024-03-10')).toBe('Mar 10 2024');
    expect(formatDate('2024-01-01')).toBe('Jan 01 2024');
  });
  it("shows date and time as 'MMM dd, yyy, hh:mm aaa' (EST and EDT)", () => {
    expect(DISPLAY_DATE_TIME_FORMAT).toBe('MMM DD, YYYY, hh:mm a');
    expect(formatDateTime('2024-01-05T20:04:00Z')).toBe('Jan 05, 2024, 03:04 pm');
    expect(formatDateTime('2024-07-05T13:09:00Z')).toBe('Jul 05, 2024, 09:09 am');
  });
  it('shows -- for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('--');
    expect(formatDate('')).toBe('--');
    expect(formatDateTime('not a date')).toBe('--');
  });
  it('writes filter dates as MM/DD/YYYY', () => {
    expect(formatFilterDate('2024-01-05')).toBe('01/05/2024');
  });
  it('keeps a date in a description to 4 words', () => {
    expect(DESCRIPTION_DATE_WORDS).toBe(4);
    expect(descriptionDate('Fri Jan 05 2024 15:04:05 GMT-0500 (Eastern Standard Time)')).toBe('Fri Jan 05 2024');
    expect(descriptionDate('Jan 05 2024')).toBe('Jan 05 2024');
    expect(descriptionDate(new Date('2024-01-05T20:04:00Z'))).toBe('Fri Jan 05 2024');
    expect(descriptionDate(null)).toBe('--');
  });
});

describe('easternCalendarDate', () => {
  it('is the day an instant has in US Eastern time, or the day a calendar date names', () => {
    expect(easternCalendarDate('2024-03-10T03:30:00Z')).toBe('2024-03-09');
    expect(easternCalendarDate('2024-03-10T05:30:00Z')).toBe('2024-03-10');
    expect(easternCalendarDate('2024-03-10')).toBe('2024-03-10');
    expect(easternCalendarDate(null)).toBeUndefined();
    expect(easternCalendarDate('not a date')).toBeUndefined();
  });
});
