/**
 * The shared field rules of docs/forms.md#shared-field-rules: one table of rule name,
 * test and exact message, so every form in the console rejects the same values with the same words.
 */

/** Names of the shared field rules (docs/forms.md#shared-field-rules). */
export type FieldRuleName =
  | 'alphanumeric'
  | 'atleast-one-alphabet'
  | 'number'
  | 'internationalized-zip'
  | 'required'
  | 'email'
  | 'tel';

/** One shared rule: its test and the message shown when the test fails. */
export interface FieldRule {
  name: FieldRuleName;
  /** The exact message (docs/forms.md#shared-field-rules). */
  message: string;
  /** `true` when the value passes. */
  test(value: string): boolean;
}

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const STARTS_WITH_LETTER = /^[A-Za-z]/;
const DIGITS = /^[0-9]+$/;
const ZIP_CHARS = /^[A-Za-z0-9 -]+$/;
// Local part of 1 to 64 characters, then @, then a dotted domain whose last label has 2+ letters.
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const TEL = /^[0-9+/() .-]{10,15}$/;

function isZip(value: string): boolean {
  if (!ZIP_CHARS.test(value)) return false;
  if (value.startsWith('-') || value.endsWith('-')) return false;
  return value.split(' ').length <= 2;
}

/**
 * The shared field rules with their exact messages (docs/forms.md#shared-field-rules). Every rule except `required`
 * accepts an empty value: emptiness is `required`'s business, so optional fields stay optional.
 *
 * @example FIELD_RULES.tel.message // 'invalid telephone number'
 */
export const FIELD_RULES: Readonly<Record<FieldRuleName, FieldRule>> = {
  alphanumeric: { name: 'alphanumeric', message: 'Please enter alpha numeric value of buyer', test: (v) => ALPHANUMERIC.test(v) },
  'atleast-one-alphabet': { name: 'atleast-one-alphabet', message: 'Please start with atleast one alphabet', test: (v) => STARTS_WITH_LETTER.test(v) },
  number: { name: 'number', message: 'Invalid number', test: (v) => DIGITS.test(v) },
  'internationalized-zip': { name: 'internationalized-zip', message: 'Invalid zip', test: isZip },
  required: { name: 'required', message: 'Required field', test: (v) => v.trim().length > 0 },
  email: { name: 'email', message: 'invalid email', test: (v) => EMAIL.test(v) },
  tel: { name: 'tel', message: 'invalid telephone number', test: (v) => TEL.test(v) },
};

/**
 * Message of the `required` rule, `'Required field'` (docs/forms.md#shared-field-rules).
 *
 * @example validateField('', ['required']) === REQUIRED_FIELD_MESSAGE // true
 */
export const REQUIRED_FIELD_MESSAGE = FIELD_RULES.required.message;

/**
 * Checks `value` against the named rules in order and returns the first failing rule's message, or
 * `undefined` when all pass (docs/forms.md#shared-field-rules). `null`/`undefined` count as the empty string.
 *
 * @example
 * validateField('', ['required', 'email']) // 'Required field'
 * validateField('a@b', ['required', 'email']) // 'invalid email'
 * validateField('', ['email']) // undefined (optional and empty)
 */
export function validateField(value: string | number | null | undefined, rules: readonly FieldRuleName[]): string | undefined {
  const text = value === null || value === undefined ? '' : String(value);
  for (const name of rules) {
    const rule = FIELD_RULES[name];
    if (name !== 'required' && text === '') continue;
    if (!rule.test(text)) return rule.message;
  }
  return undefined;
}

/**
 * Whether `value` is an e-mail address by the shared `email` rule (local part of 1 to 64
 * characters, then @ and a domain; docs/forms.md#shared-field-rules).
 *
 * @example isEmail('ops@example.com') // true
 */
export function isEmail(value: string): boolean {
  return FIELD_RULES.email.test(value);
}
