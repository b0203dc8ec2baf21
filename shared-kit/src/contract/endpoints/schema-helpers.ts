/**
 * TypeBox builders the endpoint table needs beyond `Type.*`. Each one emits the plain JSON Schema
 * keyword the API validates and serialises with (`enum`, `type: [..., 'null']`), not TypeBox's
 * `anyOf` of literals: validation messages stay short ("must be equal to one of the allowed
 * values") and the response serialiser needs no per-value schema check.
 */
import { Type, type SchemaOptions, type Static, type TSchema, type TString, type TUnsafe } from '@sinclair/typebox';

/**
 * A string that is one of `values`, as `{ type: 'string', enum: values }`; its static type is the
 * union of the values.
 *
 * @example StringEnum(['xlsx', 'zip'], { default: 'xlsx' }) // Static: 'xlsx' | 'zip'
 */
export function StringEnum<const Values extends readonly string[]>(values: Values, options: SchemaOptions = {}): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ ...options, type: 'string', enum: [...values] });
}

/**
 * One of `values` or `null`, as `{ type: ['string', 'null'], enum: [...values, null] }`.
 *
 * @example NullableStringEnum(['SUCCEEDED', 'FAILURE']) // Static: 'SUCCEEDED' | 'FAILURE' | null
 */
export function NullableStringEnum<const Values extends readonly string[]>(values: Values, options: SchemaOptions = {}): TUnsafe<Values[number] | null> {
  return Type.Unsafe<Values[number] | null>({ ...options, type: ['string', 'null'], enum: [...values, null] });
}

/** A primitive TypeBox schema (one `type` keyword) that {@link Nullable} can widen. */
type PrimitiveSchema = TSchema & { type: 'string' | 'number' | 'integer' | 'boolean' };

/**
 * A primitive schema that also accepts `null`, as `{ ...schema, type: [schema.type, 'null'] }`
 * (the other keywords, e.g. `pattern`, apply to the non-null value).
 *
 * @example Nullable(Type.String()) // { type: ['string', 'null'] }, Static: string | null
 * @throws TypeError when `schema` has no single primitive `type` (use `Type.Union` with `Type.Null()`
 *   for objects).
 */
export function Nullable<Schema extends PrimitiveSchema>(schema: Schema): TUnsafe<Static<Schema> | null> {
  if (!['string', 'number', 'integer', 'boolean'].includes(schema.type)) throw new TypeError('Nullable takes a primitive schema');
  return Type.Unsafe<Static<Schema> | null>({ ...schema, type: [schema.type, 'null'] });
}

/**
 * An object whose values all match `values` (any keys), as
 * `{ type: 'object', additionalProperties: values }` (TypeBox's `Record` emits `patternProperties`).
 *
 * @example Dictionary(Type.Number()) // Static: Record<string, number>
 */
export function Dictionary<Values extends TSchema>(values: Values, options: SchemaOptions = {}): TUnsafe<Record<string, Static<Values>>> {
  return Type.Unsafe<Record<string, Static<Values>>>({ ...options, type: 'object', additionalProperties: values });
}

/**
 * The keyword that marks a free-text input of the endpoint table ({@link Text}). The API's
 * validator (platform-api registers it with ajv) trims the value in place, then refuses a blank,
 * too short or too long one, a NUL character or a lone UTF-16 surrogate with 400. An `x-` name, so
 * the OpenAPI document may carry it and validators that do not know it ignore it.
 */
export const TEXT_RULE_KEYWORD = 'x-text';

/** Messages of the text rule, after the input's place (e.g. `body/email must not be blank`). */
export const TEXT_RULE_MESSAGES = {
  nul: 'must not contain the NUL character (\\u0000)',
  loneSurrogate: 'must be well-formed Unicode text (it holds a lone UTF-16 surrogate)',
  blank: 'must not be blank',
} as const;

/** A UTF-16 surrogate that is not half of a pair: `\ud800` alone, or a low surrogate without its high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why `text` cannot be stored as text, or `null` when it can: a NUL character (`\u0000`, which
 * Postgres text refuses) or a lone UTF-16 surrogate (not Unicode). Length and blankness are the
 * schema's own rules ({@link Text}).
 *
 * @example textProblem('a\u0000b') // 'must not contain the NUL character (\\u0000)'
 * @example textProblem('😀') // null (a surrogate pair is one character)
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return TEXT_RULE_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return TEXT_RULE_MESSAGES.loneSurrogate;
  return null;
}

/** Options of {@link Text}: the lengths apply to the trimmed text, in characters (code points). */
export interface TextOptions extends SchemaOptions {
  /** Fewest characters once trimmed; default 1, so a blank text is refused. */
  minLength?: number;
  /** Most characters once trimmed. Every free text has one. */
  maxLength: number;
}

/**
 * A free-text input of the endpoint table: the one text rule of every route, declared
 * once. Leading and trailing white space is removed before the lengths are checked (docs/api.md#text-input:
 * the handler receives the trimmed text), and the text must
 * be well-formed: no NUL character, no lone UTF-16 surrogate ({@link textProblem}). Emitted as
 * `{ type: 'string', minLength, maxLength, 'x-text': true }`: validators that do not know
 * {@link TEXT_RULE_KEYWORD} still check the lengths of the text as sent.
 *
 * @example Text({ maxLength: 254, description: 'E-mail address' }) // '  a@b.c ' is accepted as 'a@b.c'; '   ' answers 'must not be blank'
 */
export function Text(options: TextOptions): TString {
  const { minLength = 1, maxLength, description, ...rest } = options;
  const bounds = minLength > 0 ? `${minLength}-${maxLength} characters` : `at most ${maxLength} characters`;
  return Type.String({
    ...rest,
    description: `${description ? `${description}: ` : ''}${bounds} once trimmed, well-formed Unicode without NUL`,
    minLength,
    maxLength,
    [TEXT_RULE_KEYWORD]: true,
  });
}
