/**
 * New-password rules and their live checklist (docs/sign-in.md#new-password): minimum length 8.
 */

/**
 * Minimum password length.
 *
 * @example password.length >= PASSWORD_MIN_LENGTH
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Names of the new-password rules, in checklist order. */
export type PasswordRuleName = 'uppercase' | 'lowercase' | 'number' | 'special' | 'length';

/** One line of the new-password checklist. */
export interface PasswordChecklistItem {
  rule: PasswordRuleName;
  /** The exact checklist message (docs/sign-in.md#new-password). */
  message: string;
  met: boolean;
}

/**
 * Checklist messages of docs/sign-in.md#new-password, keyed by rule.
 *
 * @example PASSWORD_CHECKLIST_MESSAGES.length // 'Minimum length of 8 characters.'
 */
export const PASSWORD_CHECKLIST_MESSAGES: Readonly<Record<PasswordRuleName, string>> = {
  uppercase: 'Atleast one uppercase letter.',
  lowercase: 'Atleast one lowercase letter.',
  number: 'Atleast one number.',
  special: 'Atleast one special character.',
  length: 'Minimum length of 8 characters.',
};

// Anything printable that is neither a letter, a digit nor white space counts as special, as in
// the identity provider's password policy.
const TESTS: ReadonlyArray<[PasswordRuleName, (password: string) => boolean]> = [
  ['uppercase', (p) => /[A-Z]/.test(p)],
  ['lowercase', (p) => /[a-z]/.test(p)],
  ['number', (p) => /[0-9]/.test(p)],
  ['special', (p) => /[^A-Za-z0-9\s]/.test(p)],
  ['length', (p) => p.length >= PASSWORD_MIN_LENGTH],
];

/**
 * The live checklist of the new-password form (docs/sign-in.md#new-password): one item per rule, in order, with
 * whether `password` meets it.
 *
 * @example
 * newPasswordChecklist('abc').filter((i) => !i.met).map((i) => i.message)
 * // ['Atleast one uppercase letter.', 'Atleast one number.', 'Atleast one special character.', 'Minimum length of 8 characters.']
 */
export function newPasswordChecklist(password: string): PasswordChecklistItem[] {
  return TESTS.map(([rule, test]) => ({ rule, message: PASSWORD_CHECKLIST_MESSAGES[rule], met: test(password) }));
}

/**
 * Whether `password` meets every new-password rule; the submit button stays disabled until it does
 * (docs/sign-in.md#new-password).
 *
 * @example isNewPasswordValid('Secret#2024') // true
 */
export function isNewPasswordValid(password: string): boolean {
  return TESTS.every(([, test]) => test(password));
}
