// Mutations of valid requests for the schema-driven fuzz suite: each one spoils a valid value at
// one place in a way an outside probe or a careless client could: a wrong type, a NUL,
// a lone surrogate, a huge string or number, an extra or a missing field, deep nesting, a body
// that is not the JSON it claims to be. Pure functions of their inputs, so a seed replays them.

/** A place in a JSON value: property names and array indexes from the root. */
export type JsonPath = Array<string | number>;

/** The kinds of mutation, in the order the arbitraries pick them. */
export const MUTATION_KINDS = ['wrong-type', 'nul', 'lone-surrogate', 'huge-string', 'huge-number', 'extra-field', 'missing-field', 'deep-nesting'] as const;
/** One kind of mutation. */
export type MutationKind = (typeof MUTATION_KINDS)[number];

/**
 * A JSON number written as it is in a body (`1e400` overflows to Infinity when parsed, `-0` is a
 * negative zero): {@link toJson} writes `RAW_NUMBER_PREFIX + text` strings as the bare number.
 */
export const RAW_NUMBER_PREFIX = '\u0001raw-number:';

/** Values of another type than the one at a place, to replace it with. */
const OTHER_TYPES: unknown[] = [42, -1, 0.5, true, false, null, [], {}, 'text', ['text'], { value: 1 }];

/** Lone UTF-16 surrogates: a high one alone, a low one alone, a high one cut from its pair. */
export const LONE_SURROGATES = ['\ud800', '\udfff', '\ud83d'];

/** Sizes of huge strings: past every declared maxLength, past the 100 KB mark, past the 1 MiB body limit. */
export const HUGE_STRING_LENGTHS = [5_000, 200_000, 1_100_000];

/** Numbers at or past the edges of JSON, JavaScript and Postgres integers and floats. */
export const HUGE_NUMBERS: unknown[] = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  5e-324,
  `${RAW_NUMBER_PREFIX}1e400`,
  `${RAW_NUMBER_PREFIX}-1e400`,
  `${RAW_NUMBER_PREFIX}123456789012345678901234567890`,
  `${RAW_NUMBER_PREFIX}-0`,
];

/** Names of extra properties: a plain one, ones the API's own code uses, and prototype pollution. */
export const EXTRA_NAMES = ['unexpected', 'constructor', 'dryRun', 'status', '__proto__', 'tenant_id'];

/** Depths of deep nesting: past any schema, deep enough to overflow a recursive walk. */
export const NESTING_DEPTHS = [64, 2_000, 20_000];

/** Bodies that are not the JSON their content type announces, or JSON a schema cannot hold. */
export const RAW_BODIES = ['{', '[1,', '{"a":1}}', '', 'null', '""', '\u0000', '{"email":"\\ud800"}', '{"a":"\\u0000"}', '1e400', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'];

/** Content types a JSON body may be sent with wrongly. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  `multipart/form-data; boundary=${'b'.repeat(300)}`,
  'application/xml',
];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every place of `value`, the root first, depth first, at most `limit`. */
export function jsonPaths(value: unknown, limit = 200): JsonPath[] {
  const paths: JsonPath[] = [];
  const pending: Array<{ value: unknown; path: JsonPath }> = [{ value, path: [] }];
  while (pending.length > 0 && paths.length < limit) {
    const next = pending.shift() as { value: unknown; path: JsonPath };
    paths.push(next.path);
    if (Array.isArray(next.value)) next.value.forEach((item, index) => pending.push({ value: item, path: [...next.path, index] }));
    else if (isObject(next.value)) for (const [key, item] of Object.entries(next.value)) pending.push({ value: item, path: [...next.path, key] });
  }
  return paths;
}

/** The value at `path`, or `undefined`. */
export function valueAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') current = current[step];
    else if (isObject(current) && typeof step === 'string') current = current[step];
    else return undefined;
  }
  return current;
}

/** A copy of `value` with `replace(old)` at `path` (`undefined` removes a property or an array item). */
export function updateAt(value: unknown, path: JsonPath, replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [step, ...rest] = path;
  if (Array.isArray(value) && typeof step === 'number') {
    const updated = updateAt(value[step], rest, replace);
    const copy = [...value];
    if (updated === undefined && rest.length === 0) copy.splice(step, 1);
    else copy[step] = updated;
    return copy;
  }
  if (isObject(value) && typeof step === 'string') {
    const copy = copyObject(value);
    const updated = updateAt(value[step], rest, replace);
    if (updated === undefined && rest.length === 0) delete copy[step];
    else defineProperty(copy, step, updated);
    return copy;
  }
  return value;
}

/** Sets an own property, `__proto__` included (an assignment would set the prototype instead). */
function defineProperty(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

function copyObject(value: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) defineProperty(copy, key, item);
  return copy;
}

/** `count` levels of arrays and objects around `'bottom'`. */
export function deeplyNested(count: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < count; level += 1) value = level % 2 === 0 ? [value] : { nested: value };
  return value;
}

/** `text` with `insert` put in its middle. */
const inserted = (text: string, insert: string) => `${text.slice(0, Math.floor(text.length / 2))}${insert}${text.slice(Math.floor(text.length / 2))}`;

/** The choices of one mutation, drawn by the fuzz suite's arbitraries (any natural numbers). */
export interface MutationChoice {
  kind: MutationKind;
  /** Picks the place among {@link mutationPlaces}. */
  place: number;
  /** Picks the replacement among the kind's values. */
  pick: number;
}

const pickFrom = <T>(values: readonly T[], pick: number): T => values[pick % values.length] as T;

/** Kinds that spoil a value where it is (text or number); the others change lists and objects. */
const LEAF_KINDS: readonly MutationKind[] = ['nul', 'lone-surrogate', 'huge-string'];
const CONTAINER_KINDS: readonly MutationKind[] = ['extra-field'];

/**
 * The places a kind of mutation applies to, one per place of the schema: texts and numbers for NUL,
 * surrogates and huge strings, lists and objects for extra fields, any property or item below the
 * root for missing fields, any place for the others; items of a list after the first are left out
 * (they share the first one's schema).
 */
export function mutationPlaces(value: unknown, kind: MutationKind): JsonPath[] {
  const places = jsonPaths(value).filter((path) => !path.some((step) => typeof step === 'number' && step > 0));
  const isContainer = (path: JsonPath) => typeof valueAt(value, path) === 'object' && valueAt(value, path) !== null;
  if (LEAF_KINDS.includes(kind)) {
    const leaves = places.filter((path) => !isContainer(path));
    return leaves.length > 0 ? leaves : places;
  }
  if (CONTAINER_KINDS.includes(kind)) {
    const containers = places.filter(isContainer);
    return containers.length > 0 ? containers : places;
  }
  if (kind === 'missing-field' && places.length > 1) return places.slice(1);
  return places;
}

/**
 * `value` with one mutation at one of its {@link mutationPlaces}. Every kind changes the value: a
 * place that cannot take it (e.g. a missing field of a string) is mutated at the root instead.
 */
export function mutate(value: unknown, choice: MutationChoice): unknown {
  const path = pickFrom(mutationPlaces(value, choice.kind), choice.place);
  const old = valueAt(value, path);
  switch (choice.kind) {
    case 'wrong-type': {
      const others = OTHER_TYPES.filter((other) => typeOf(other) !== typeOf(old));
      return updateAt(value, path, () => pickFrom(others, choice.pick));
    }
    case 'nul':
      return updateAt(value, path, () => (typeof old === 'string' ? inserted(old, '\u0000') : 'a\u0000b'));
    case 'lone-surrogate':
      return updateAt(value, path, () => inserted(typeof old === 'string' ? old : 'ab', pickFrom(LONE_SURROGATES, choice.pick)));
    case 'huge-string':
      return updateAt(value, path, () => 'x'.repeat(pickFrom(HUGE_STRING_LENGTHS, choice.pick)));
    case 'huge-number':
      return updateAt(value, path, () => pickFrom(HUGE_NUMBERS, choice.pick));
    case 'extra-field': {
      const name = pickFrom(EXTRA_NAMES, choice.pick);
      if (Array.isArray(old)) return updateAt(value, path, () => [...old, old[0] ?? 'extra']);
      if (isObject(old)) return updateAt(value, path, () => ({ ...copyObject(old), ...withKey(name, { injected: true }) }));
      return isObject(value) ? { ...copyObject(value), ...withKey(name, 'extra') } : [value, 'extra'];
    }
    case 'missing-field': {
      if (path.length > 0) return updateAt(value, path, () => undefined);
      if (Array.isArray(value)) return [];
      return isObject(value) ? {} : undefined;
    }
    case 'deep-nesting':
      return updateAt(value, path, () => deeplyNested(pickFrom(NESTING_DEPTHS, choice.pick)));
  }
}

function withKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  defineProperty(object, key, value);
  return object;
}

/** The JSON type of a value: `null`, `array`, `object`, `string`, `number` or `boolean`. */
export function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A property name still to be written by {@link toJson}. */
class PropertyName {
  constructor(readonly name: string) {}
}

/**
 * JSON text of `value` without recursion limits of JSON.stringify's own (deep nesting), with
 * {@link RAW_NUMBER_PREFIX} strings written as bare numbers.
 */
export function toJson(value: unknown): string {
  const parts: string[] = [];
  const pending: unknown[] = [value];
  const CLOSE_ARRAY = Symbol('close-array');
  const CLOSE_OBJECT = Symbol('close-object');
  const COMMA = Symbol('comma');
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === CLOSE_ARRAY) parts.push(']');
    else if (next === CLOSE_OBJECT) parts.push('}');
    else if (next === COMMA) parts.push(',');
    else if (next instanceof PropertyName) parts.push(`${JSON.stringify(next.name)}:`);
    else if (Array.isArray(next)) {
      parts.push('[');
      pending.push(CLOSE_ARRAY);
      for (let index = next.length - 1; index >= 0; index -= 1) {
        pending.push(next[index] === undefined ? null : next[index]);
        if (index > 0) pending.push(COMMA);
      }
    } else if (isObject(next)) {
      parts.push('{');
      pending.push(CLOSE_OBJECT);
      const entries = Object.entries(next).filter(([, item]) => item !== undefined);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        pending.push(item);
        pending.push(new PropertyName(key));
        if (index > 0) pending.push(COMMA);
      }
    } else if (typeof next === 'string' && next.startsWith(RAW_NUMBER_PREFIX)) parts.push(next.slice(RAW_NUMBER_PREFIX.length));
    else parts.push(next === undefined ? 'null' : JSON.stringify(next));
  }
  return parts.join('');
}

/**
 * Percent-encodes text for a URL path segment or query value, lone surrogates included (as the
 * bytes of their WTF-8 form, `%ED%A0%80` for `\ud800`, which is not UTF-8), where
 * encodeURIComponent would throw.
 */
export function encodeText(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(character);
  }
  return encoded;
}

/** Text for a URL or header from any mutated value: strings as they are, anything else as JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value.startsWith(RAW_NUMBER_PREFIX) ? value.slice(RAW_NUMBER_PREFIX.length) : value;
  return value === undefined ? '' : toJson(value);
}

/**
 * A query string from a mutated query object: a list repeats its name (`a=1&a=2`, as a browser
 * form would send it), any other value is written as text.
 */
export function queryString(query: unknown): string {
  if (!isObject(query)) return query === undefined ? '' : `value=${encodeText(asText(query))}`;
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${encodeText(name)}=${encodeText(asText(item))}`))
    .join('&');
}

/** A header value from a mutated value: text without the characters HTTP forbids in headers (controls, past U+00FF). */
export function headerText(value: unknown): string {
  return [...asText(value)].map((character) => (/^[\t\u0020-\u007e\u0080-\u00ff]$/.test(character) ? character : '?')).join('');
}
