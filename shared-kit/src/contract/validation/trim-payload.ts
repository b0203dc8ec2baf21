/**
 * Payload trimming (docs/forms.md#trimming).
 */

/** What a string that is empty after trimming becomes. */
export type EmptyTextAs = 'empty-string' | 'null';

/** Options of {@link trimPayload}. */
export interface TrimPayloadOptions {
  /**
   * `'empty-string'` (default; the client form sends empty values as empty strings) or `'null'`
   * (reseller onboarding sends empty inputs as null; docs/forms.md#trimming).
   */
  emptyAs?: EmptyTextAs;
}

/** A payload with its string values possibly turned to `null`. */
export type TrimmedPayload<T> = T extends string
  ? string | null
  : T extends Blob | Date
    ? T
    : T extends ReadonlyArray<infer U>
      ? Array<TrimmedPayload<U>>
      : T extends object
        ? { [K in keyof T]: TrimmedPayload<T[K]> }
        : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Returns a copy of `payload` with every string value trimmed, through nested plain objects and
 * arrays; files, dates and other class instances are left as they are (docs/forms.md#trimming).
 *
 * @example trimPayload({ name: '  Acme ', tags: [' a '] }) // { name: 'Acme', tags: ['a'] }
 * @example trimPayload({ note: '  ' }, { emptyAs: 'null' }) // { note: null }
 */
export function trimPayload<T>(payload: T, options: TrimPayloadOptions = {}): TrimmedPayload<T> {
  const emptyAs = options.emptyAs ?? 'empty-string';
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      return trimmed === '' && emptyAs === 'null' ? null : trimmed;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (isPlainObject(value)) {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) out[key] = walk(inner);
      return out;
    }
    return value;
  };
  return walk(payload) as TrimmedPayload<T>;
}
