import type { FormRule } from 'antd';
import { SIGN_IN_MESSAGES, validateField } from 'shared-kit/contract';

/**
 * The sign-in email check (spec 01 §2 "Sign-in page", §5): empty -> 'Username cannot be empty',
 * otherwise the shared `email` field rule.
 */
export function signInEmailError(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return SIGN_IN_MESSAGES.usernameEmpty;
  return validateField(value.trim(), ['email']);
}

/** The email check as an antd form rule. */
export const emailRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    const error = signInEmailError(value);
    if (error) throw new Error(error);
  },
};
