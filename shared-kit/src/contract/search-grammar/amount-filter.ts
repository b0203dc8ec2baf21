/**
 * The amount filter (docs/grid.md#filters): From and To, their messages and defaults.
 */

/**
 * Messages of the amount filter (docs/grid.md#filters).
 *
 * @example AMOUNT_FILTER_MESSAGES.invalidNumber // 'Must be a valid number'
 */
export const AMOUNT_FILTER_MESSAGES = {
  invalidNumber: 'Must be a valid number',
  fromNotSmaller: 'From must be smaller than To',
  toNotGreater: 'To must be greater than From',
} as const;

/**
 * The two readings of the amount filter defaults the spec gives (docs/grid.md#filters): `applied` — an empty
 * From becomes 0.01 and an empty To 5 when the filter is applied; `displayed` — the range shown by
 * default is 0 to 1000.
 *
 * @example AMOUNT_FILTER_DEFAULTS.applied // { from: 0.01, to: 5 }
 */
export const AMOUNT_FILTER_DEFAULTS = {
  applied: { from: 0.01, to: 5 },
  displayed: { from: 0, to: 1000 },
} as const;

/** Which reading of the defaults a filter uses. */
export type AmountDefaultsReading = keyof typeof AMOUNT_FILTER_DEFAULTS;

/**
 * The reading the console uses unless a grid asks for the other: `displayed` (0 to 1000). The
 * inputs open showing 0 and 1000, and a field left empty takes the value the user was shown, so
 * what is applied is what was seen; the `applied` reading (0.01 to 5) would make clearing To hide
 * every invoice above $5, nearly all of them. Pass `reading: 'applied'` for the other behaviour.
 *
 * @example resolveAmountFilter({}, DEFAULT_AMOUNT_READING) // { ok: true, range: { from: 0, to: 1000 } }
 */
export const DEFAULT_AMOUNT_READING: AmountDefaultsReading = 'displayed';

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Whether `text` is a valid amount: an optional sign, digits and one optional decimal point;
 * exponent notation (1e3) is rejected (docs/grid.md#filters).
 *
 * @example isValidAmount('12.50') // true
 * @example isValidAmount('1e3') // false
 */
export function isValidAmount(text: string): boolean {
  return PLAIN_NUMBER.test(text.trim());
}

/** The amount filter as typed. */
export interface AmountFilterInput {
  from?: string;
  to?: string;
}

/** An inclusive amount range, in units of the currency. */
export interface AmountRange {
  from: number;
  to: number;
}

/** The outcome of {@link resolveAmountFilter}. */
export type AmountFilterResult = { ok: true; range: AmountRange } | { ok: false; errors: { from?: string; to?: string } };

/**
 * The initial values of the From and To inputs under a reading.
 *
 * @example amountFilterInitialValues() // { from: '0', to: '1000' }
 */
export function amountFilterInitialValues(reading: AmountDefaultsReading = DEFAULT_AMOUNT_READING): Required<AmountFilterInput> {
  const defaults = AMOUNT_FILTER_DEFAULTS[reading];
  return { from: String(defaults.from), to: String(defaults.to) };
}

/**
 * Checks and applies the amount filter (docs/grid.md#filters): each filled field must be a valid number
 * ('Must be a valid number'); empty fields take the reading's defaults; From must be smaller than To
 * ('From must be smaller than To' on From, 'To must be greater than From' on To).
 *
 * @example resolveAmountFilter({ from: '', to: '' }, 'applied') // { ok: true, range: { from: 0.01, to: 5 } }
 * @example resolveAmountFilter({ from: '10', to: '2' }).ok // false
 */
export function resolveAmountFilter(input: AmountFilterInput, reading: AmountDefaultsReading = DEFAULT_AMOUNT_READING): AmountFilterResult {
  const defaults = AMOUNT_FILTER_DEFAULTS[reading];
  const errors: { from?: string; to?: string } = {};
  const fromText = input.from?.trim() ?? '';
  const toText = input.to?.trim() ?? '';
  if (fromText !== '' && !isValidAmount(fromText)) errors.from = AMOUNT_FILTER_MESSAGES.invalidNumber;
  if (toText !== '' && !isValidAmount(toText)) errors.to = AMOUNT_FILTER_MESSAGES.invalidNumber;
  if (errors.from || errors.to) return { ok: false, errors };
  const from = fromText === '' ? defaults.from : Number(fromText);
  const to = toText === '' ? defaults.to : Number(toText);
  if (!(from < to)) return { ok: false, errors: { from: AMOUNT_FILTER_MESSAGES.fromNotSmaller, to: AMOUNT_FILTER_MESSAGES.toNotGreater } };
  return { ok: true, range: { from, to } };
}
