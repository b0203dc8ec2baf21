import { dayjs } from './dayjs';
import { dayNumber } from './day-number';
import { DATE_PATTERNS } from './patterns';
import { parseDate, parseDateToDay } from './parse-date';

// Sample dates that exercise one- and two-digit days and months, and both centuries of YY.
const SAMPLES = [
  [2024, 1, 5],
  [2024, 12, 31],
  [1999, 7, 14],
  [2024, 2, 29],
  [2031, 10, 9],
] as const;

const UNPARSEABLE_BY_DAYJS = ['MMM.DD.YYYY', 'DD.MMM.YYYY', 'ddd MMM DD YYYY', 'dddd, MMMM D, YYYY', 'ddd, MMM D, YYYY', 'ddd, DD MMM YYYY'];

describe('shared date parser', () => {
  it('knows about 70 patterns, MM/DD/YYYY and DD/MM/YYYY among them', () => {
    expect(DATE_PATTERNS.length).toBeGreaterThanOrEqual(65);
    expect(DATE_PATTERNS.length).toBeLessThanOrEqual(75);
    expect(DATE_PATTERNS).toContain('MM/DD/YYYY');
    expect(DATE_PATTERNS).toContain('DD/MM/YYYY');
    expect(new Set(DATE_PATTERNS).size).toBe(DATE_PATTERNS.length);
  });

  it('reads every pattern the way dayjs customParseFormat (strict) does', () => {
    for (const pattern of DATE_PATTERNS) {
      for (const [y, m, d] of SAMPLES) {
        const text = dayjs(new Date(y, m - 1, d, 14, 7, 9)).format(pattern);
        const parsed = parseDate(text);
        expect(parsed).toBeDefined();
        // The first pattern that fits wins, never a later one than the text was written with.
        expect(DATE_PATTERNS.indexOf(parsed!.pattern)).toBeLessThanOrEqual(DATE_PATTERNS.indexOf(pattern));
        const byWinner = dayjs(text, parsed!.pattern, true);
        if (byWinner.isValid()) {
          expect([parsed!.year, parsed!.month, parsed!.day]).toEqual([byWinner.year(), byWinner.month() + 1, byWinner.date()]);
        } else {
          // dayjs cannot parse weekday names or 'Jan.05': there the written date is the reference.
          expect(UNPARSEABLE_BY_DAYJS).toContain(parsed!.pattern);
          expect([parsed!.year, parsed!.month, parsed!.day]).toEqual([y, m, d]);
        }
      }
    }
  });

  it('prefers MM/DD/YYYY and falls back to DD/MM/YYYY', () => {
    expect(parseDate('03/04/2024')).toMatchObject({ year: 2024, month: 3, day: 4, pattern: 'MM/DD/YYYY' });
    expect(parseDate('13/04/2024')).toMatchObject({ year: 2024, month: 4, day: 13, pattern: 'DD/MM/YYYY' });
    expect(parseDate('3/4/2024')).toMatchObject({ month: 3, day: 4, pattern: 'M/D/YYYY' });
    expect(parseDate('25.12.2024')).toMatchObject({ month: 12, day: 25, pattern: 'DD.MM.YYYY' });
  });

  it('rejects impossible dates and strangers', () => {
    for (const bad of ['02/30/2024', '02/29/2023', '31/31/2024', '2024-13-01', 'yesterday', '', '12/2024', '1/2/3', 'Mon Jan 05 2024']) {
      expect(parseDate(bad)).toBeUndefined();
    }
    expect(parseDateToDay('nonsense')).toBeNaN();
  });

  it('reads two-digit years as dayjs does (69-99 -> 19xx)', () => {
    expect(parseDate('01/05/68')?.year).toBe(2068);
    expect(parseDate('01/05/69')?.year).toBe(1969);
  });

  it('accepts month names in any case and surrounding space', () => {
    expect(parseDate('  jan 5, 2024 ')).toMatchObject({ year: 2024, month: 1, day: 5 });
    expect(parseDate('05-DEC-2024')).toMatchObject({ month: 12, day: 5 });
    expect(parseDate('Fri Jan 05 2024')?.dayNumber).toBe(dayNumber(2024, 1, 5));
  });
});
