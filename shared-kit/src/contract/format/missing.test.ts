import { INFINITY_SYMBOL, MISSING_VALUE, formatNumber, isMissing, orMissing } from './missing';

describe('missing and infinite values', () => {
  it('uses -- and ∞', () => {
    expect(MISSING_VALUE).toBe('--');
    expect(INFINITY_SYMBOL).toBe('∞');
  });
  it('treats null, undefined, NaN and blank strings as missing, not 0 or false', () => {
    for (const v of [null, undefined, NaN, '', '  ']) expect(isMissing(v)).toBe(true);
    for (const v of [0, false, 'x']) expect(isMissing(v)).toBe(false);
    expect(orMissing(null)).toBe('--');
    expect(orMissing(0)).toBe('0');
  });
  it('formats numbers with grouping, ∞ and --', () => {
    expect(formatNumber(1234.5, 1)).toBe('1,234.5');
    expect(formatNumber(Infinity)).toBe('∞');
    expect(formatNumber(-Infinity)).toBe('-∞');
    expect(formatNumber(undefined)).toBe('--');
  });
});
