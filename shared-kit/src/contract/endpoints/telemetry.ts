/**
 * The console's telemetry per remote and version (docs/operations.md#telemetry-of-the-remotes): the
 * browser reports what each remote's build does — page views, uncaught errors, error-boundary
 * catches, failed chunk loads, API answers of 500 and more, Web Vitals — in batches, without any
 * personal data (no user, address, URL or message: only the remote, its version, the kind of event
 * and a vital's value). The console status panel and platform-api's canary check read the summary.
 */
import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../routes/remotes';
import { declareEndpoints } from './define-endpoint';
import { Nullable, StringEnum } from './schema-helpers';

/**
 * What one telemetry event counts: a page of the remote opened (`page-view`), an uncaught error or
 * unhandled rejection while its page was on screen (`error`), its page's error boundary catching a
 * crash (`boundary`), its code failing to load (`chunk-load`), an API call answered 500 or more while
 * its page was on screen (`api-5xx`), or a Web Vital of a page load that opened on it (`vital`).
 */
export const TELEMETRY_EVENT_KINDS = ['page-view', 'error', 'boundary', 'chunk-load', 'api-5xx', 'vital'] as const;
/** See {@link TELEMETRY_EVENT_KINDS}. */
export type TelemetryEventKind = (typeof TELEMETRY_EVENT_KINDS)[number];

/** The kinds that count as errors in a version's error rate. */
export const TELEMETRY_ERROR_KINDS: readonly TelemetryEventKind[] = ['error', 'boundary', 'chunk-load', 'api-5xx'];

/**
 * The Web Vitals reported (the `web-vitals` library): Largest Contentful Paint and Interaction to
 * Next Paint in ms, Cumulative Layout Shift as a score.
 */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
/** See {@link WEB_VITALS}. */
export type WebVital = (typeof WEB_VITALS)[number];

/** Most events in one batch. */
export const TELEMETRY_BATCH_LIMIT = 50;
/** Most batches one user may send a minute; more answer 429 and are not stored. */
export const TELEMETRY_BATCHES_PER_MINUTE = 30;
/** The span the summary covers, minutes (the console status panel: the last hour). */
export const TELEMETRY_SUMMARY_MINUTES = 60;
/** The shape of a build version a telemetry event names (letters, digits, `.`, `+`, `-`; at most 80). */
export const TELEMETRY_VERSION_PATTERN = '^[0-9A-Za-z.+-]{1,80}$';
/** Largest value a vital may carry: 10 minutes in ms (LCP, INP); a CLS score is far below it. */
export const TELEMETRY_VITAL_MAX = 600_000;

/** One event of a batch. */
export const TelemetryEventSchema = Type.Object(
  {
    remote: StringEnum(REMOTE_NAMES, { description: 'The remote whose page the event belongs to' }),
    version: Type.String({ pattern: TELEMETRY_VERSION_PATTERN, description: "The remote's build version the tab runs, e.g. 0.1.0+1d2b2fc.20261123T060512Z" }),
    kind: StringEnum(TELEMETRY_EVENT_KINDS),
    metric: Type.Optional(StringEnum(WEB_VITALS, { description: "A vital's name; only with kind 'vital'" })),
    value: Type.Optional(Type.Number({ minimum: 0, maximum: TELEMETRY_VITAL_MAX, description: "A vital's value (LCP, INP: ms; CLS: score); only with kind 'vital'" })),
  },
  { additionalProperties: false },
);
/** See {@link TelemetryEventSchema}. */
export type TelemetryEvent = Static<typeof TelemetryEventSchema>;

/** A batch of events. */
export const TelemetryBatchSchema = Type.Object(
  { events: Type.Array(TelemetryEventSchema, { minItems: 1, maxItems: TELEMETRY_BATCH_LIMIT, description: `1-${TELEMETRY_BATCH_LIMIT} events` }) },
  { additionalProperties: false },
);

/** The 75th percentile of each vital, null without a sample. */
export const VitalsP75Schema = Type.Object({
  LCP: Nullable(Type.Number({ description: 'ms' })),
  INP: Nullable(Type.Number({ description: 'ms' })),
  CLS: Nullable(Type.Number({ description: 'score' })),
});

/** What one build of a remote did over the summary's span. */
export const VersionTelemetrySchema = Type.Object({
  remote: StringEnum(REMOTE_NAMES),
  version: Type.String(),
  pageViews: Type.Integer({ minimum: 0 }),
  errors: Type.Integer({ minimum: 0, description: 'Events of the error kinds: uncaught errors, boundary catches, failed chunk loads, API 5xx' }),
  errorRate: Nullable(Type.Number({ minimum: 0, description: 'Errors per 100 page views; null without a page view' })),
  p75: VitalsP75Schema,
});
/** See {@link VersionTelemetrySchema}. */
export type VersionTelemetry = Static<typeof VersionTelemetrySchema>;

/** The summary of the last {@link TELEMETRY_SUMMARY_MINUTES} minutes. */
export const TelemetrySummarySchema = Type.Object({
  since: Type.String({ description: 'ISO-8601 instant the span starts at' }),
  minutes: Type.Integer(),
  versions: Type.Array(VersionTelemetrySchema, { description: 'Each remote and version with an event in the span, by remote then version' }),
});
/** See {@link TelemetrySummarySchema}. */
export type TelemetrySummary = Static<typeof TelemetrySummarySchema>;

/**
 * The error rate of a build: errors per 100 page views, rounded to one decimal; null without a page
 * view.
 *
 * @example errorRate(3, 40) // 7.5
 */
export function errorRate(errors: number, pageViews: number): number | null {
  return pageViews > 0 ? Math.round((errors * 1000) / pageViews) / 10 : null;
}

/** The telemetry endpoints. */
export const TELEMETRY_ENDPOINTS = declareEndpoints({
  reportTelemetry: {
    method: 'POST',
    path: '/telemetry',
    access: 'ANY',
    area: 'remote-releases',
    summary: `Stores a batch of 1-${TELEMETRY_BATCH_LIMIT} telemetry events of the remotes (no personal data); at most ${TELEMETRY_BATCHES_PER_MINUTE} batches a minute per user`,
    changesNoBusinessState: "Telemetry of the console's own code: nothing of the business changes",
    body: TelemetryBatchSchema,
    responses: { 200: Type.Object({ accepted: Type.Integer({ minimum: 1, description: 'Events stored' }) }) },
  },
  remoteTelemetry: {
    method: 'GET',
    path: '/telemetry/remotes',
    access: 'PLATFORM_ADMIN',
    area: 'remote-releases',
    summary: `Page views, error rate and p75 Web Vitals of each remote and version over the last ${TELEMETRY_SUMMARY_MINUTES} minutes (console status)`,
    responses: { 200: TelemetrySummarySchema },
  },
});
