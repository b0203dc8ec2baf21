import {
  CURRENCY_SYMBOL_STORAGE_KEY,
  amountInUsd,
  formatAmountsByCurrency,
  formatCurrency,
  formatMoney,
  formatCurrencyNoZero,
  formatPercent,
  storedCurrencySymbol,
} from './currency';

afterEach(() => localStorage.clear());

describe('currency', () => {
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

describe('percent', () => {
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

describe('formatMoney', () => {
  it.each([
    [10022, 'MXN', 'MX$10,022.00'],
    [1234.5, 'USD', '$1,234.50'],
    [12, 'EUR', '€12.00'],
    [7.1, 'GBP', '£7.10'],
    [-5, 'USD', '-$5.00'],
    [-0.001, 'USD', '$0.00'],
  ])('writes %s %s as %s', (value, code, written) => {
    expect(formatMoney(value, code)).toBe(written);
  });

  it("writes a missing amount as '--'", () => {
    expect(formatMoney(null, 'EUR')).toBe('--');
    expect(formatMoney('abc', 'EUR')).toBe('--');
  });
});

describe('formatAmountsByCurrency', () => {
  it("writes each currency in its own format, joined by ' · ' in the order given", () => {
    expect(
      formatAmountsByCurrency([
        { currencyCode: 'USD', amount: 1200 },
        { currencyCode: 'MXN', amount: 10022 },
      ]),
    ).toBe('$1,200.00 · MX$10,022.00');
    expect(
      formatAmountsByCurrency([
        { currencyCode: 'EUR', amount: 700 },
        { currencyCode: 'USD', amount: 1350.5 },
        { currencyCode: 'GBP', amount: -3.25 },
      ]),
    ).toBe('€700.00 · $1,350.50 · -£3.25');
  });

  it('writes a single currency without a separator', () => {
    expect(formatAmountsByCurrency([{ currencyCode: 'MXN', amount: 1000000 }])).toBe('MX$1,000,000.00');
  });

  it("writes no amounts as '--'", () => {
    expect(formatAmountsByCurrency([])).toBe('--');
  });
});

describe('amountInUsd', () => {
  it('divides by the units per dollar and rounds to cents', () => {
    // 10,022 MXN at 17.2 MXN per USD = 582.6744… USD
    expect(amountInUsd(10022, 17.2)).toBe(582.67);
    expect(amountInUsd(100, 1)).toBe(100);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => amountInUsd(1, 0)).toThrow('A USD rate must be a positive number, got 0');
  });
});
