/**
 * Sign-in form checks (docs/sign-in.md#sign-in-page).
 */

/**
 * Messages of the sign-in form (docs/sign-in.md#sign-in-page).
 *
 * @example SIGN_IN_MESSAGES.usernameEmpty // 'Username cannot be empty'
 */
export const SIGN_IN_MESSAGES = {
  usernameEmpty: 'Username cannot be empty',
  passwordEmpty: 'Password cannot be empty',
} as const;

/** Errors of the sign-in form, by field; absent when the field is fine. */
export interface SignInErrors {
  username?: string;
  password?: string;
}

/**
 * Checks the sign-in fields (docs/sign-in.md#sign-in-page): an empty (or blank) username or password is an error.
 *
 * @example validateSignIn({ username: '', password: 'x' }) // { username: 'Username cannot be empty' }
 */
export function validateSignIn(fields: { username: string; password: string }): SignInErrors {
  const errors: SignInErrors = {};
  if (fields.username.trim() === '') errors.username = SIGN_IN_MESSAGES.usernameEmpty;
  if (fields.password === '') errors.password = SIGN_IN_MESSAGES.passwordEmpty;
  return errors;
}
