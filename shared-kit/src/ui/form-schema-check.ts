import type { TObject, TSchema } from '@sinclair/typebox';
import { Errors, ValueErrorType } from '@sinclair/typebox/errors';

/** The plain-words message of each kind of problem a field can have, when the screen has its own. */
export interface FieldMessages {
  /** The text does not have the expected form (a pattern): e.g. 'Invalid Email'. */
  pattern?: string;
  /** Longer than the schema allows; 'At most N characters' by default. */
  tooLong?: string;
  /** Shorter than the schema allows (blank included); 'Required field' by default. */
  tooShort?: string;
  /** Not one of the allowed values; 'Choose one of the listed values' by default. */
  notAllowed?: string;
}

/** The messages {@link formSchemaProblems} writes when the screen gives none. */
export const FORM_SCHEMA_MESSAGES = {
  tooLong: (maxLength: number) => `At most ${maxLength} characters`,
  tooShort: 'Required field',
  notAllowed: 'Choose one of the listed values',
  pattern: (label: string) => `Enter a valid ${label}`,
  other: 'Check this value',
} as const;

/**
 * Checks a form's values against the endpoint table's own body schema (TypeBox) before it is sent,
 * and answers one plain-words message per field in trouble (first problem only), keyed by the
 * schema's property name; `{}` when the body is valid. The messages come from `messages[field]`
 * where the screen has them (the spec's texts), else from {@link FORM_SCHEMA_MESSAGES}; never the
 * schema's own text (`must match pattern "^[^\s@]+@[^\s@]+$"`). See docs/forms.md.
 *
 * @param schema the endpoint's body schema (an object of string fields)
 * @param body the values as they would be sent (trimmed)
 * @param labels the fields' labels as the form shows them, for the default pattern message
 * @example formSchemaProblems(AuctionOnboardingBodySchema, { tenant_id: 'T01', tenant_system_email: 'x' }, { tenant_system_email: 'e-mail address' }, { tenant_system_email: { pattern: 'Invalid Email' } })
 *   // { tenant_system_email: 'Invalid Email' }
 */
export function formSchemaProblems(
  schema: TObject,
  body: Record<string, unknown>,
  labels: Readonly<Record<string, string>> = {},
  messages: Readonly<Record<string, FieldMessages>> = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const error of Errors(schema, body)) {
    const field = error.path.split('/')[1];
    if (!field || problems[field] !== undefined) continue;
    const own = messages[field] ?? {};
    const fieldSchema = (schema.properties as Record<string, TSchema>)[field];
    switch (error.type) {
      case ValueErrorType.StringMaxLength:
        problems[field] = own.tooLong ?? FORM_SCHEMA_MESSAGES.tooLong(Number(fieldSchema?.maxLength));
        break;
      case ValueErrorType.StringMinLength:
        problems[field] = own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort;
        break;
      case ValueErrorType.StringPattern:
        problems[field] = String(body[field] ?? '').trim() === '' ? (own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort) : (own.pattern ?? FORM_SCHEMA_MESSAGES.pattern(labels[field] ?? field));
        break;
      case ValueErrorType.Union:
      case ValueErrorType.Literal:
        problems[field] = own.notAllowed ?? FORM_SCHEMA_MESSAGES.notAllowed;
        break;
      default:
        problems[field] = FORM_SCHEMA_MESSAGES.other;
    }
  }
  return problems;
}
