import { JUST_NOW, formatDays, formatDaysSince, formatHours } from './durations';

const H = 3_600_000;

describe('days and hours', () => {
  it("formats days as 'Xd Yh', 'Just now' under a minute", () => {
    expect(JUST_NOW).toBe('Just now');
    expect(formatDays(59_999)).toBe('Just now');
    expect(formatDays(60_000)).toBe('0d 0h');
    expect(formatDays(26 * H)).toBe('1d 2h');
    expect(formatDays(49.9 * H)).toBe('2d 1h');
    expect(formatDays(null)).toBe('--');
  });
  it('measures since a date', () => {
    expect(formatDaysSince('2024-01-01T00:00:00Z', Date.parse('2024-01-03T05:00:00Z'))).toBe('2d 5h');
    expect(formatDaysSince(new Date('2024-01-01T00:00:00Z'), Date.parse('2024-01-01T00:00:30Z'))).toBe('Just now');
    expect(formatDaysSince('nonsense')).toBe('--');
  });
  it("formats hours as 'Yh' under a day and 'Xd Yh' from a day on", () => {
    expect(formatHours(0)).toBe('0h');
    expect(formatHours(5.7)).toBe('5h');
    expect(formatHours(23)).toBe('23h');
    expect(formatHours(24)).toBe('1d 0h');
    expect(formatHours(50)).toBe('2d 2h');
    expect(formatHours(undefined)).toBe('--');
  });
});
