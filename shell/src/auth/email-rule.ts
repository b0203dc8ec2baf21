import { SIGN_IN_MESSAGES, validateField } from 'shared-kit/contract';

/**
 * The sign-in email check (spec 01 §2 "Sign-in page", §5): empty -> 'Username cannot be empty',
 * otherwise the shared `email` field rule.
 */
export function signInEmailError(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return SIGN_IN_MESSAGES.usernameEmpty;
  return validateField(value.trim(), ['email']);
}
