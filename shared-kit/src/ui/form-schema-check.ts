import { Kind, type TObject, type TSchema } from '@sinclair/typebox';
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

/** The first problem of one field, in plain words; undefined when it is valid. */
function fieldProblem(fieldSchema: TSchema, value: unknown, label: string, own: FieldMessages): string | undefined {
  // The contract's string enums are 'Unsafe' schemas ({ type: 'string', enum }), which TypeBox's
  // checker does not walk: their list is checked here.
  if (fieldSchema[Kind] === 'Unsafe') {
    const allowed = (fieldSchema as { enum?: readonly unknown[] }).enum;
    if (allowed && !allowed.includes(value)) return String(value ?? '').trim() === '' ? (own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort) : (own.notAllowed ?? FORM_SCHEMA_MESSAGES.notAllowed);
    return undefined;
  }
  // A schema this copy of the checker cannot walk (the contract is shared between the console's
  // apps at run time, the checker is each app's own) is left to the API, whose refusal the data
  // layer shows in plain words (docs/errors.md).
  let error: ReturnType<ReturnType<typeof Errors>['First']>;
  try {
    error = Errors(fieldSchema, value).First();
  } catch {
    return undefined;
  }
  if (!error) return undefined;
  const blank = String(value ?? '').trim() === '';
  switch (error.type) {
    case ValueErrorType.StringMaxLength:
      return own.tooLong ?? FORM_SCHEMA_MESSAGES.tooLong(Number(fieldSchema.maxLength));
    case ValueErrorType.StringMinLength:
      return blank ? (own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort) : (own.pattern ?? own.tooShort ?? FORM_SCHEMA_MESSAGES.pattern(label));
    case ValueErrorType.StringPattern:
      return blank ? (own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort) : (own.pattern ?? FORM_SCHEMA_MESSAGES.pattern(label));
    case ValueErrorType.Union:
    case ValueErrorType.Literal:
      return own.notAllowed ?? FORM_SCHEMA_MESSAGES.notAllowed;
    default:
      return blank ? (own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort) : FORM_SCHEMA_MESSAGES.other;
  }
}

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
  for (const [field, fieldSchema] of Object.entries(schema.properties as Record<string, TSchema>)) {
    const value = body[field];
    if (value === undefined && !(schema.required ?? []).includes(field)) continue;
    const problem = fieldProblem(fieldSchema, value, labels[field] ?? field, messages[field] ?? {});
    if (problem !== undefined) problems[field] = problem;
  }
  return problems;
}
