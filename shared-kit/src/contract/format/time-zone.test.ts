import { formatDateTimeWithZone, withTimeZone } from './time-zone';

describe('time zone named where times are shown', () => {
  it("heads a column 'Updated (ET)'", () => {
    expect(withTimeZone('Updated')).toBe('Updated (ET)');
  });

  it('writes an instant in US Eastern with the zone (08:50 UTC is 03:50 am EST in November)', () => {
    expect(formatDateTimeWithZone('2026-11-27T08:50:26.773Z')).toBe('Nov 27, 2026, 03:50 am ET');
    // Summer: 12:00 UTC is 08:00 am EDT.
    expect(formatDateTimeWithZone('2025-06-15T12:00:00.000Z')).toBe('Jun 15, 2025, 08:00 am ET');
    expect(formatDateTimeWithZone(null)).toBe('--');
  });
});
