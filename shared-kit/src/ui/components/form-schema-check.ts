import type { TObject, TSchema } from '@sinclair/typebox';

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

/** A schema's `pattern` as the API's validator reads it (Unicode mode), else as a plain expression. */
function patternOf(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

type Problem = 'tooLong' | 'tooShort' | 'pattern' | 'notAllowed' | 'other';

/**
 * The first problem of a value against one field's JSON Schema, read from its keywords (`type`,
 * `enum`, `const`, `anyOf`, `minLength`, `maxLength`, `pattern`), so it answers the same for
 * TypeBox's schemas (the API, the tests) and for the plain objects the browser builds carry
 * (`shared-kit/src/contract/endpoints/typebox-lite.ts`, no TypeBox inside).
 */
function schemaProblem(schema: Readonly<Record<string, unknown>>, value: unknown): Problem | undefined {
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as ReadonlyArray<Record<string, unknown>>;
    const problems = options.map((option) => schemaProblem(option, value));
    if (problems.includes(undefined)) return undefined;
    return options.every((option) => 'const' in option) ? 'notAllowed' : (problems[0] ?? 'other');
  }
  if ('const' in schema) return value === schema.const ? undefined : 'notAllowed';
  if (Array.isArray(schema.enum)) return (schema.enum as readonly unknown[]).includes(value) ? undefined : 'notAllowed';
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? (schema.type as readonly unknown[]) : [schema.type];
  if (value === null) return types.includes('null') || types.length === 0 ? undefined : 'tooShort';
  if (typeof value !== 'string') return types.length === 0 || types.includes(typeof value) ? undefined : 'other';
  if (types.length > 0 && !types.includes('string')) return 'other';
  if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) return 'tooLong';
  if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) return 'tooShort';
  if (typeof schema.pattern === 'string' && !patternOf(schema.pattern).test(value)) return 'pattern';
  return undefined;
}

/** The first problem of one field, in plain words; undefined when it is valid. */
function fieldProblem(fieldSchema: TSchema, value: unknown, label: string, own: FieldMessages): string | undefined {
  const problem = schemaProblem(fieldSchema as unknown as Record<string, unknown>, value);
  if (problem === undefined) return undefined;
  const blank = String(value ?? '').trim() === '';
  switch (problem) {
    case 'tooLong':
      return own.tooLong ?? FORM_SCHEMA_MESSAGES.tooLong(Number((fieldSchema as { maxLength?: number }).maxLength));
    case 'tooShort':
      return blank ? (own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort) : (own.pattern ?? own.tooShort ?? FORM_SCHEMA_MESSAGES.pattern(label));
    case 'pattern':
      return blank ? (own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort) : (own.pattern ?? FORM_SCHEMA_MESSAGES.pattern(label));
    case 'notAllowed':
      return blank ? (own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort) : (own.notAllowed ?? FORM_SCHEMA_MESSAGES.notAllowed);
    default:
      return blank ? (own.tooShort ?? FORM_SCHEMA_MESSAGES.tooShort) : FORM_SCHEMA_MESSAGES.other;
  }
}

/**
 * Checks a form's values against the endpoint table's own body schema before it is sent,
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
