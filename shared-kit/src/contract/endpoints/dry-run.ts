/**
 * The dry-run convention of bulk and destructive endpoints (docs/api.md#dry-runs-and-previews): the same call with the query parameter `dryRun=true` checks the request exactly as
 * the real call would (the same 400, 404 and 409 answers) and answers what the call would do in the
 * endpoint's normal answer schema, marked `dryRun: true`, changing nothing. The flag travels in the
 * query string so one preview works for every kind of body (objects, arrays, uploads): a preview
 * sends the request it is about to send, with `?dryRun=true`.
 */
import { Type, type TLiteral, type TObject, type TOptional, type TProperties, type TUnsafe } from '@sinclair/typebox';
import { StringEnum } from './schema-helpers';

/** Name of the query parameter that asks for a dry run. */
export const DRY_RUN_PARAM = 'dryRun';

/** The `dryRun` query parameter's schema. */
type DryRunProperties = { dryRun: TOptional<TUnsafe<'true' | 'false'>> };

const dryRunParam = StringEnum(['true', 'false'], { description: "'true': check and answer what the call would do, changing nothing" });

/**
 * The query of a bulk or destructive endpoint: its own parameters plus the optional `dryRun`
 * (`'true'` or `'false'`; the API does not coerce query strings), no others.
 *
 * @example query: withDryRun() // accepts ?dryRun=true
 */
export function withDryRun(): TObject<DryRunProperties>;
export function withDryRun<Properties extends TProperties>(query: TObject<Properties>): TObject<Properties & DryRunProperties>;
export function withDryRun(query?: TObject): TObject {
  return Type.Object({ ...query?.properties, [DRY_RUN_PARAM]: Type.Optional(dryRunParam) }, { additionalProperties: false });
}

/**
 * An endpoint's normal answer with the optional `dryRun: true` mark that a dry-run answer carries
 * (a real answer never has it).
 */
export function DryRunAnswer<Properties extends TProperties>(answer: TObject<Properties>): TObject<Properties & { dryRun: TOptional<TLiteral<true>> }> {
  const { properties, ...options } = answer;
  return Type.Object(
    { ...properties, [DRY_RUN_PARAM]: Type.Optional(Type.Literal(true, { description: 'Present on the answer of a dry run: nothing was changed' })) },
    options,
  ) as never;
}

/** Whether a request's query asks for a dry run (`dryRun=true`). */
export function isDryRun(query: unknown): boolean {
  return typeof query === 'object' && query !== null && (query as Record<string, unknown>)[DRY_RUN_PARAM] === 'true';
}

/** Whether an endpoint follows the dry-run convention (its query accepts `dryRun`). */
export function acceptsDryRun(endpoint: { query?: TObject }): boolean {
  return endpoint.query?.properties[DRY_RUN_PARAM] !== undefined;
}
