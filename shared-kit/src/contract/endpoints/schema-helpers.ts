/**
 * TypeBox builders the endpoint table needs beyond `Type.*`. Each one emits the plain JSON Schema
 * keyword the API validates and serialises with (`enum`, `type: [..., 'null']`), not TypeBox's
 * `anyOf` of literals: validation messages stay short ("must be equal to one of the allowed
 * values") and the response serialiser needs no per-value schema check.
 */
import { Type, type SchemaOptions, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

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
