/**
 * The remotes' telemetry in the `remote_telemetry` table (migration 029,
 * docs/operations.md#telemetry-of-the-remotes): events as the browsers report them, with the remote
 * and version only, and the figures of each build over a span (page views, errors, error rate, p75
 * of each Web Vital).
 */
import { insertRows } from '../db/bulk-insert.js';
import type { Queryable } from '../db/database.js';
import { errorRate, TELEMETRY_ERROR_KINDS, type RemoteName, type TelemetryEvent, type VersionTelemetry } from '../contract.js';

/** How long events are kept, ms (7 days): older ones are deleted by the canary check. */
export const TELEMETRY_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Stores a batch of events (checked by the endpoint's schema and {@link eventProblem}), received `at`.
 *
 * @returns the number of events stored.
 */
export async function storeTelemetry(db: Queryable, events: readonly TelemetryEvent[], at: Date): Promise<number> {
  return insertRows(
    db,
    'remote_telemetry',
    events.map((event) => ({ at: at.toISOString(), remote: event.remote, version: event.version, kind: event.kind, metric: event.metric ?? null, value: event.value ?? null })),
  );
}

/**
 * What is wrong with an event beyond its schema, in plain words with the field at fault, or null: a
 * vital carries its metric and value, any other kind neither. `index` counts from 0.
 *
 * @example eventProblem({ remote: 'mfe-billing', version: 'v', kind: 'vital' }, 0) // { message: 'Event 1: a vital needs its metric (LCP, INP or CLS) and its value', field: 'metric' }
 */
export function eventProblem(event: TelemetryEvent, index: number): { message: string; field: string } | null {
  if (event.kind === 'vital') {
    if (event.metric === undefined || event.value === undefined) {
      return { message: `Event ${index + 1}: a vital needs its metric (LCP, INP or CLS) and its value`, field: event.metric === undefined ? 'metric' : 'value' };
    }
    return null;
  }
  if (event.metric !== undefined || event.value !== undefined) {
    return { message: `Event ${index + 1}: only a vital carries a metric and a value`, field: event.metric !== undefined ? 'metric' : 'value' };
  }
  return null;
}

interface FiguresRow {
  remote: RemoteName;
  version: string;
  pageViews: number;
  errors: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

const round = (value: number | null, digits: number): number | null => (value === null ? null : Number(Number(value).toFixed(digits)));

/**
 * The figures of each remote and version with an event at or after `since` (and before `until`
 * when given), by remote then version: page views, errors (the error kinds' events), errors per
 * 100 page views, and the 75th percentile (continuous) of LCP and INP in whole ms and of CLS to
 * three decimals. `only` narrows to one build.
 */
export async function telemetryFigures(
  db: Queryable,
  { since, until, only }: { since: Date; until?: Date; only?: { remote: string; version: string } },
): Promise<VersionTelemetry[]> {
  const params: unknown[] = [since.toISOString(), [...TELEMETRY_ERROR_KINDS]];
  let where = 'at >= $1';
  if (until) where += ` and at < $${params.push(until.toISOString())}`;
  if (only) where += ` and remote = $${params.push(only.remote)} and version = $${params.push(only.version)}`;
  const { rows } = await db.query<FiguresRow>(
    `select remote, version,
            count(*) filter (where kind = 'page-view')::int as "pageViews",
            count(*) filter (where kind = any($2::text[]))::int as errors,
            percentile_cont(0.75) within group (order by value) filter (where metric = 'LCP') as lcp,
            percentile_cont(0.75) within group (order by value) filter (where metric = 'INP') as inp,
            percentile_cont(0.75) within group (order by value) filter (where metric = 'CLS') as cls
       from remote_telemetry
      where ${where}
      group by remote, version
      order by remote, version`,
    params,
  );
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    pageViews: row.pageViews,
    errors: row.errors,
    errorRate: errorRate(row.errors, row.pageViews),
    p75: { LCP: round(row.lcp, 0), INP: round(row.inp, 0), CLS: round(row.cls, 3) },
  }));
}

/** Deletes the events older than `before`; the number deleted. */
export async function deleteTelemetryBefore(db: Queryable, before: Date): Promise<number> {
  const result = await db.query('delete from remote_telemetry where at < $1', [before.toISOString()]);
  return result.rowCount ?? 0;
}
