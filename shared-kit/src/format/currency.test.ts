import {
  CURRENCY_SYMBOL_STORAGE_KEY,
  formatCurrency,
  formatCurrencyNoZero,
  formatPercent,
  storedCurrencySymbol,
} from './currency';

afterEach(() => localStorage.clear());

describe('currency (spec 02 §9)', () => {
  it('shows 2 decimals with the $ symbol when none is stored', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency('19.999')).toBe('$20.00');
  });
  it('uses the stored symbol PxCurrencySymbol, plain or JSON', () => {
    expect(CURRENCY_SYMBOL_STORAGE_KEY).toBe('PxCurrencySymbol');
    localStorage.setItem('PxCurrencySymbol', '€');
    expect(formatCurrency(5)).toBe('€5.00');
    localStorage.setItem('PxCurrencySymbol', JSON.stringify('£'));
    expect(storedCurrencySymbol()).toBe('£');
  });
  it('lets the caller name the symbol (a row in its own currency)', () => {
    localStorage.setItem('PxCurrencySymbol', '€');
    expect(formatCurrency(5, { symbol: 'C$' })).toBe('C$5.00');
  });
  it('writes negatives as -$', () => {
    expect(formatCurrency(-5)).toBe('-$5.00');
    expect(formatCurrency(-1234.567)).toBe('-$1,234.57');
    expect(formatCurrency(-0.001)).toBe('$0.00');
  });
  it('the no-zero variant has no decimals', () => {
    expect(formatCurrencyNoZero(1234.56)).toBe('$1,235');
    expect(formatCurrencyNoZero(-3.2)).toBe('-$3');
  });
  it('shows missing as -- and infinity as ∞', () => {
    expect(formatCurrency(null)).toBe('--');
    expect(formatCurrency(undefined)).toBe('--');
    expect(formatCurrency('')).toBe('--');
    expect(formatCurrency('abc')).toBe('--');
    expect(formatCurrency(Infinity)).toBe('$∞');
  });
});

describe('percent (spec 02 §9)', () => {
  it('has 1 decimal', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(2)).toBe('2.0%');
    expect(formatPercent(-0.26)).toBe('-0.3%');
  });
  it('shows ∞ and --', () => {
    expect(formatPercent(Infinity)).toBe('∞');
    expect(formatPercent(-Infinity)).toBe('-∞');
    expect(formatPercent(null)).toBe('--');
  });
});
