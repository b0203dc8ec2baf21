/**
 * The action log's calls: every change the API makes is one entry of the
 * append-only `action_log` table, written in the same transaction as the change. The Activity page
 * lists the entries of the areas the caller's roles may open (docs/api.md#roles-and-tokens: billing data
 * only to FINANCE), and the History drawer of a detail screen shows one record's entries.
 */
import { Type, type Static } from '@sinclair/typebox';
import { XLSX_MIME_TYPE } from './billing-clients';
import type { Role } from '../roles/roles';
import { BinaryFile, declareEndpoints } from './define-endpoint';
import { Nullable, StringEnum, Text } from './schema-helpers';

/**
 * The role that may read the entries of each area of the action log (the endpoint table's `area`
 * of the call that made the change): finance reads billing, PLATFORM_ADMIN the platform-ops areas,
 * CLIENT_SUCCESS client-success, ORG_ADMIN internal-users. An area not listed is read by nobody.
 */
export const ACTION_LOG_AREA_ROLES: Readonly<Record<string, Role>> = {
  billing: 'FINANCE',
  'client-success': 'CLIENT_SUCCESS',
  'internal-users': 'ORG_ADMIN',
  'platform-ops': 'PLATFORM_ADMIN',
  'tenant-config': 'PLATFORM_ADMIN',
  'splash-config': 'PLATFORM_ADMIN',
  'cache-management': 'PLATFORM_ADMIN',
  'update-config': 'PLATFORM_ADMIN',
  'admin-operations': 'PLATFORM_ADMIN',
  'release-deployment': 'PLATFORM_ADMIN',
  'update-version': 'PLATFORM_ADMIN',
  'config-schema': 'PLATFORM_ADMIN',
  'buyer-decrypt': 'PLATFORM_ADMIN',
  'sync-settings': 'PLATFORM_ADMIN',
  resellers: 'PLATFORM_ADMIN',
  'remote-releases': 'PLATFORM_ADMIN',
};

/**
 * The areas of the action log a user with `roles` may read ({@link ACTION_LOG_AREA_ROLES}), in
 * table order; empty for a user without a console role.
 *
 * @example actionLogAreas(['FINANCE']) // ['billing']
 */
export function actionLogAreas(roles: readonly string[]): string[] {
  return Object.entries(ACTION_LOG_AREA_ROLES)
    .filter(([, role]) => roles.includes(role))
    .map(([area]) => area);
}

/** The kinds of record whose history can be asked for, and the Activity page's entity filter. */
export const ACTION_LOG_ENTITIES = ['invoice', 'client', 'client-form', 'tenant', 'internal-user'] as const;
/** See {@link ACTION_LOG_ENTITIES}. */
export type ActionLogEntity = (typeof ACTION_LOG_ENTITIES)[number];

/**
 * Where each kind of record's entries are: the areas they are written in and, where an area holds
 * entries of several kinds, the endpoints (the table's keys) that act on this kind. An internal
 * user's id is `{tenantId}/{email}`; a client's and a tenant's their tenant id; an invoice's its
 * number; a client form's its submission id.
 */
export const ACTION_LOG_ENTITY_SOURCES: Readonly<Record<ActionLogEntity, { areas: readonly string[]; endpoints?: readonly string[] }>> = {
  invoice: { areas: ['billing'], endpoints: ['updateInvoiceStatus', 'retryPayment', 'batchRetryPayment'] },
  client: { areas: ['billing'], endpoints: ['setDefaultPaymentMethod'] },
  'client-form': { areas: ['client-success'] },
  tenant: { areas: ['platform-ops', 'tenant-config', 'splash-config', 'cache-management', 'update-config'] },
  'internal-user': { areas: ['internal-users'] },
};

/** Labels of the entity filter and the History drawer's title, by kind. */
export const ACTION_LOG_ENTITY_LABELS: Readonly<Record<ActionLogEntity, string>> = {
  invoice: 'Invoice',
  client: 'Client',
  'client-form': 'Client form',
  tenant: 'Tenant',
  'internal-user': 'Internal user',
};

/** Entries of one page of GET /action-log when `pageSize` is not given. */
export const ACTION_LOG_PAGE_SIZE = 50;
/** Most entries one page of GET /action-log may ask for. */
export const ACTION_LOG_MAX_PAGE_SIZE = 200;
/** Most entries one export holds (the newest ones that match). */
export const ACTION_LOG_EXPORT_LIMIT = 10_000;

/** One changed field of an entry: its value before and after (`null` where it had none). */
export const ActionLogChangeSchema = Type.Object({
  field: Type.String({ description: "The field, e.g. 'invoiceStatus', or 'INV-1.invoiceStatus' in an entry naming several records" }),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
});
/** See {@link ActionLogChangeSchema}. */
export type ActionLogChange = Static<typeof ActionLogChangeSchema>;

/**
 * One entry of the action log: who (e-mail, `sub`, console roles; empty for a public call), when,
 * the area and endpoint of the call, what was done, the ids acted on, the changed fields before →
 * after (secrets, passwords and card numbers are never recorded), the note, the request id and
 * whether it succeeded.
 */
export const ActionLogEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String({ description: 'ISO-8601 instant' }),
  actorEmail: Type.String(),
  actorSub: Type.String(),
  actorRoles: Type.Array(Type.String()),
  area: Type.String(),
  endpoint: Type.String({ description: "The endpoint table's key of the call, e.g. 'updateInvoiceStatus'" }),
  action: Type.String({ description: "What was done, e.g. 'STATUS_CHANGED'" }),
  targetIds: Type.Array(Type.String()),
  changes: Type.Array(ActionLogChangeSchema),
  note: Nullable(Type.String()),
  requestId: Nullable(Type.String()),
  outcome: StringEnum(['SUCCEEDED', 'FAILED']),
});
/** See {@link ActionLogEntrySchema}. */
export type ActionLogEntry = Static<typeof ActionLogEntrySchema>;

/**
 * A record's id in a path: 1-100 letters, digits or `@ . _ + / -` (an invoice number, a tenant or
 * submission id, `{tenantId}/{email}` of an internal user; at most 100, Fastify's longest path
 * parameter).
 */
export const RecordIdSchema = Type.String({ pattern: '^[A-Za-z0-9@._+/-]{1,100}$', description: "A record's id: 1-100 letters, digits or @ . _ + / -" });

const day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `YYYY-MM-DD (UTC): ${description}` });

/**
 * The Activity page's filters (all optional, combined with and): `user`, text the actor's e-mail
 * contains (ignoring case); `entity`, a kind of record, and `targetId`, one record's id; `from` and
 * `to`, days (UTC, both included).
 */
const filterProperties = {
  user: Type.Optional(Text({ maxLength: 254, description: "Text the actor's e-mail contains, ignoring case" })),
  entity: Type.Optional(StringEnum(ACTION_LOG_ENTITIES)),
  targetId: Type.Optional(Text({ maxLength: 200, description: 'An id the entry names' })),
  from: Type.Optional(day('first day')),
  to: Type.Optional(day('last day')),
};

/** Query of GET /action-log: the filters plus `page` (from 1) and `pageSize` (1-200, default 50), as text. */
export const ActionLogQuerySchema = Type.Object(
  {
    ...filterProperties,
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: 'Page number, from 1' })),
    pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$', description: `Entries a page, 1-${ACTION_LOG_MAX_PAGE_SIZE}` })),
  },
  { additionalProperties: false },
);
/** See {@link ActionLogQuerySchema}. */
export type ActionLogQuery = Static<typeof ActionLogQuerySchema>;

/** Query of the export: the filters plus `format` (`xlsx` by default). */
export const ActionLogExportQuerySchema = Type.Object(
  { ...filterProperties, format: Type.Optional(StringEnum(['xlsx', 'csv'])) },
  { additionalProperties: false },
);

/** One page of entries, newest first, and how many match in all. */
export const ActionLogPageSchema = Type.Object({
  entries: Type.Array(ActionLogEntrySchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
/** See {@link ActionLogPageSchema}. */
export type ActionLogPage = Static<typeof ActionLogPageSchema>;

/** Media type of the CSV export. */
export const CSV_MIME_TYPE = 'text/csv';

/** The action-log endpoints: any signed-in console user, each reading only the areas their roles may open. */
export const ACTION_LOG_ENDPOINTS = declareEndpoints({
  actionLog: {
    method: 'GET',
    path: '/action-log',
    access: 'ANY',
    area: 'action-log',
    summary:
      "The action log's entries of the areas the caller's roles may open, newest first, a page at a time, filtered by user, entity, record and date range; 403 for an entity of an area they may not open",
    query: ActionLogQuerySchema,
    responses: { 200: ActionLogPageSchema },
  },
  actionLogExport: {
    method: 'GET',
    path: '/action-log/export',
    access: 'ANY',
    area: 'action-log',
    summary: 'The entries GET /action-log would list for the same filters (the newest 10000) as activity-{YYYY-MM-DD}.xlsx or .csv',
    query: ActionLogExportQuerySchema,
    responses: { 200: Type.Union([BinaryFile(XLSX_MIME_TYPE, 'activity-{YYYY-MM-DD}.xlsx'), BinaryFile(CSV_MIME_TYPE, 'activity-{YYYY-MM-DD}.csv')]) },
  },
  recordHistory: {
    method: 'GET',
    path: '/action-log/:entity/:id',
    access: 'ANY',
    area: 'action-log',
    summary:
      "One record's history, newest first: the entries naming it (the History drawer of invoice, client, client form and tenant details); 403 when the caller's roles may not open its area, 404 for an unknown record",
    params: Type.Object({ entity: StringEnum(ACTION_LOG_ENTITIES), id: RecordIdSchema }, { additionalProperties: false }),
    responses: { 200: Type.Array(ActionLogEntrySchema) },
  },
});
