import {
  AMOUNT_FILTER_DEFAULTS,
  AMOUNT_FILTER_MESSAGES,
  DEFAULT_AMOUNT_READING,
  amountFilterInitialValues,
  isValidAmount,
  resolveAmountFilter,
} from './amount-filter';

describe('amount filter', () => {
  it('has the exact messages', () => {
    expect(AMOUNT_FILTER_MESSAGES).toEqual({
      invalidNumber: 'Must be a valid number',
      fromNotSmaller: 'From must be smaller than To',
      toNotGreater: 'To must be greater than From',
    });
  });
  it('accepts plain numbers and rejects exponent notation', () => {
    for (const ok of ['0', '12', '12.5', '.5', '-3', ' 7 ']) expect(isValidAmount(ok)).toBe(true);
    for (const bad of ['1e3', '1E3', '12,5', 'abc', '1.2.3', '', '$5', 'Infinity']) expect(isValidAmount(bad)).toBe(false);
    expect(resolveAmountFilter({ from: '1e3', to: '5' })).toEqual({ ok: false, errors: { from: 'Must be a valid number' } });
    expect(resolveAmountFilter({ from: '1', to: 'x' })).toEqual({ ok: false, errors: { to: 'Must be a valid number' } });
  });
  it('wants From smaller than To', () => {
    const error = { ok: false, errors: { from: 'From must be smaller than To', to: 'To must be greater than From' } };
    expect(resolveAmountFilter({ from: '10', to: '2' })).toEqual(error);
    expect(resolveAmountFilter({ from: '10', to: '10' })).toEqual(error);
    expect(resolveAmountFilter({ from: '2', to: '10' })).toEqual({ ok: true, range: { from: 2, to: 10 } });
  });
  it('supports both readings of the defaults', () => {
    expect(AMOUNT_FILTER_DEFAULTS.applied).toEqual({ from: 0.01, to: 5 });
    expect(AMOUNT_FILTER_DEFAULTS.displayed).toEqual({ from: 0, to: 1000 });
    expect(resolveAmountFilter({ from: '', to: '' }, 'applied')).toEqual({ ok: true, range: { from: 0.01, to: 5 } });
    expect(resolveAmountFilter({}, 'displayed')).toEqual({ ok: true, range: { from: 0, to: 1000 } });
    expect(resolveAmountFilter({ from: '2' }, 'applied')).toEqual({ ok: true, range: { from: 2, to: 5 } });
  });
  it('uses the displayed reading (0 to 1000) by default', () => {
    expect(DEFAULT_AMOUNT_READING).toBe('displayed');
    expect(amountFilterInitialValues()).toEqual({ from: '0', to: '1000' });
    expect(amountFilterInitialValues('applied')).toEqual({ from: '0.01', to: '5' });
    expect(resolveAmountFilter({ from: '', to: '' })).toEqual({ ok: true, range: { from: 0, to: 1000 } });
  });
});
