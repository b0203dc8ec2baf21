/**
 * The part of TypeBox's `Type` builder that the endpoint table uses, for browser builds only
 * (scripts/webpack/create-config.cjs aliases `@sinclair/typebox` to this file there). The browser
 * needs an endpoint's method, path and access, and reads a schema's `properties` at most (the
 * dry-run convention): never validates with it. TypeBox's builder object brings every type
 * constructor to each page (about 9 KB brotli); this file builds the same JSON Schema objects
 * (typebox-lite.test.ts compares every endpoint of the table with TypeBox's output) in a few
 * hundred bytes. Types still come from TypeBox at compile time; platform-api and the tests run
 * TypeBox itself.
 */

type Schema = Record<string | symbol, unknown>;
type Options = Record<string, unknown> | undefined;

/** Marks an optional property, as TypeBox's `OptionalKind` does. */
const OPTIONAL = Symbol.for('TypeBox.Optional');

const create = (schema: Schema, options: Options): Schema => (options === undefined ? schema : { ...options, ...schema });

function objectSchema(properties: Record<string, Schema>, options?: Options): Schema {
  const required = Object.keys(properties).filter((key) => properties[key]?.[OPTIONAL] !== 'Optional');
  return create(required.length > 0 ? { type: 'object', required, properties } : { type: 'object', properties }, options);
}

/** `Type` of `@sinclair/typebox` for the constructors the endpoint table uses. */
export const Type = {
  Object: objectSchema,
  String: (options?: Options): Schema => create({ type: 'string' }, options),
  Number: (options?: Options): Schema => create({ type: 'number' }, options),
  Integer: (options?: Options): Schema => create({ type: 'integer' }, options),
  Boolean: (options?: Options): Schema => create({ type: 'boolean' }, options),
  Null: (options?: Options): Schema => create({ type: 'null' }, options),
  Unknown: (options?: Options): Schema => create({}, options),
  Literal: (value: string | number | boolean, options?: Options): Schema => create({ const: value, type: typeof value }, options),
  Array: (items: Schema, options?: Options): Schema => create({ type: 'array', items }, options),
  Union: (anyOf: Schema[], options?: Options): Schema =>
    anyOf.length === 0 ? create({ not: {} }, options) : anyOf.length === 1 ? create({ ...anyOf[0] }, options) : create({ anyOf }, options),
  Unsafe: (options?: Options): Schema => create({}, options),
  Optional: (schema: Schema): Schema => ({ ...schema, [OPTIONAL]: 'Optional' }),
};
