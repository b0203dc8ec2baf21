import { SIGN_IN_MESSAGES, validateField } from 'shared-kit/contract';

/**
 * The sign-in email check (docs/sign-in.md#sign-in-page): empty -> 'Username cannot be empty',
 * otherwise the shared `email` field rule.
 */
export function signInEmailError(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return SIGN_IN_MESSAGES.usernameEmpty;
  return validateField(value.trim(), ['email']);
}
