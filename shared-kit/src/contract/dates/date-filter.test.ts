import { dayNumber } from './day-number';
import {
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  INVALID_DATES_MESSAGE,
  INVALID_DATE_MESSAGE,
  checkDateInput,
  presetRange,
  resolveDateFilter,
} from './date-filter';

const NOW = Date.parse('2024-01-28T15:00:00Z'); // Jan 28 2024 in New York
const TODAY = dayNumber(2024, 1, 28);

describe('date filter', () => {
  it('has the exact messages', () => {
    expect(INVALID_DATE_MESSAGE).toBe('Invalid Date! please enter the date in the format: MM/DD/YYYY or DD/MM/YYYY');
    expect(INVALID_DATES_MESSAGE).toBe('Invalid Dates');
  });
  it('offers today, last 7, 14 and 28 days, and custom', () => {
    expect(DATE_PRESETS).toEqual(['today', 'last7', 'last14', 'last28', 'custom']);
    expect(DATE_PRESET_LABELS.last14).toBe('Last 14 Days');
    expect(presetRange('today', NOW)).toEqual({ from: TODAY, to: TODAY });
    expect(presetRange('last7', NOW)).toEqual({ from: TODAY - 6, to: TODAY });
    expect(presetRange('last14', NOW)).toEqual({ from: TODAY - 13, to: TODAY });
    expect(presetRange('last28', NOW)).toEqual({ from: TODAY - 27, to: TODAY });
  });
  it('counts today in US Eastern time', () => {
    // 02:00 UTC on the 29th is still the 28th in New York.
    expect(presetRange('today', Date.parse('2024-01-29T02:00:00Z')).to).toBe(TODAY);
  });
  it('rejects a date of no known pattern', () => {
    expect(checkDateInput('2024/31/01', { label: 'Start Date' })).toEqual({ ok: false, message: INVALID_DATE_MESSAGE });
  });
  it("says 'The {label} cannot be before/after {date}' for bounds", () => {
    const rules = { label: 'Start Date', min: dayNumber(2020, 1, 1), max: TODAY };
    expect(checkDateInput('12/31/2019', rules)).toEqual({ ok: false, message: 'The Start Date cannot be before 01/01/2020' });
    expect(checkDateInput('01/29/2024', rules)).toEqual({ ok: false, message: 'The Start Date cannot be after 01/28/2024' });
    expect(checkDateInput('28/01/2024', rules)).toEqual({ ok: true, day: TODAY });
  });
  it("a custom range with a missing or invalid date is 'Invalid Dates'", () => {
    expect(resolveDateFilter({ preset: 'custom', from: '01/01/2024' })).toEqual({ ok: false, errors: { range: 'Invalid Dates' } });
    expect(resolveDateFilter({ preset: 'custom', from: 'soon', to: '01/01/2024' })).toEqual({
      ok: false,
      errors: { from: INVALID_DATE_MESSAGE, range: 'Invalid Dates' },
    });
  });
  it('does not let the start be after the end', () => {
    expect(resolveDateFilter({ preset: 'custom', from: '01/05/2024', to: '01/01/2024' })).toEqual({
      ok: false,
      errors: { from: 'The Start Date cannot be after 01/01/2024', to: 'The End Date cannot be before 01/05/2024' },
    });
    expect(resolveDateFilter({ preset: 'custom', from: '01/01/2024', to: '01/01/2024' })).toEqual({
      ok: true,
      range: { from: dayNumber(2024, 1, 1), to: dayNumber(2024, 1, 1) },
    });
  });
  it('resolves presets without input', () => {
    expect(resolveDateFilter({ preset: 'last7' }, { now: NOW })).toEqual({ ok: true, range: { from: TODAY - 6, to: TODAY } });
  });
});
