/**
 * Schema sync, master and slave: manual upload, horizontal and vertical sync (docs/platform-ops.md#schema-sync,
 * docs/platform-ops.md).
 *
 * Each tenant has a schema of its own in each database (master and slave) of each environment,
 * holding its tenant tables. A manual upload stores one list of queries per database (the sheet
 * layout is {@link SCHEMA_QUERY_SHEET_HEADER}); a horizontal sync applies them to every tenant's
 * schema of the current environment, a vertical sync to every tenant's schema of the named
 * environment; each tenant in its own transaction, with a result per tenant. Both follow the
 * dry-run convention (`?dryRun=true`: the queries run on every target inside a transaction that is
 * rolled back, and the per-tenant result is answered at once).
 */
import { Type, type Static } from '@sinclair/typebox';
import { TenantIdSchema } from './common';
import { declareEndpoints } from './define-endpoint';
import { DryRunAnswer, withDryRun } from './dry-run';
import { ADMIN_OPERATION_STATUSES } from './platform-ops-releases';
import { Nullable, StringEnum } from './schema-helpers';
import { SOMETHING_WENT_WRONG_MESSAGE } from './messages';

/** The two databases of a tenant (docs/platform-ops.md: master and slave). */
export const SCHEMA_KINDS = ['master', 'slave'] as const;
/** One of {@link SCHEMA_KINDS}. */
export type SchemaKind = (typeof SCHEMA_KINDS)[number];

/** The environment the API itself runs in: its tenants' settings are the tenant_settings table. */
export const CURRENT_ENVIRONMENT = 'local';
/** The other environments a vertical sync or a settings sync may reach (each local, as schemas of their own). */
export const VERTICAL_SYNC_ENVIRONMENTS = ['dev', 'test', 'uat'] as const;
/** Every environment: the current one and {@link VERTICAL_SYNC_ENVIRONMENTS}. */
export const SYNC_ENVIRONMENTS = [CURRENT_ENVIRONMENT, ...VERTICAL_SYNC_ENVIRONMENTS] as const;
/** One of {@link SYNC_ENVIRONMENTS}. */
export type SyncEnvironment = (typeof SYNC_ENVIRONMENTS)[number];

/** The messages of schema sync (docs/platform-ops.md). */
export const SCHEMA_SYNC_MESSAGES = {
  uploaded: 'Schema Uploaded successfully!',
  synced: 'Schema sync completed!',
  horizontalFailed: 'Horizontal Sync Failed',
  verticalFailed: 'Vertical Sync Failed',
  /** Upload without a file. */
  chooseFile: 'Please choose a file',
  /** More than one file, or one of another kind (docs/platform-ops.md: one .xlsx, .xls or .csv file). */
  oneFile: 'Choose one .xlsx, .xls or .csv file',
  /** Vertical sync without an environment (docs/platform-ops.md). */
  environmentRequired: 'Please enter the environment',
  /** A sync before any query was uploaded. */
  noQueries: 'No queries uploaded yet: upload the queries first',
  /** Admin-status or upload failure (docs/platform-ops.md). */
  failed: SOMETHING_WENT_WRONG_MESSAGE,
} as const;

/**
 * The confirmation of a vertical sync (docs/platform-ops.md).
 *
 * @example verticalSyncConfirmation('uat') // 'This is to sync across uat. Do you really want to execute it?'
 */
export function verticalSyncConfirmation(environment: string): string {
  return `This is to sync across ${environment}. Do you really want to execute it?`;
}

/** The file kinds an upload accepts (docs/platform-ops.md). */
export const SCHEMA_QUERY_FILE_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

/**
 * Whether a file name is one a schema upload accepts: .xlsx, .xls or .csv, any case.
 *
 * @example isSchemaQueryFileName('queries.CSV') // true
 * @example isSchemaQueryFileName('queries.sql') // false
 */
export function isSchemaQueryFileName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return SCHEMA_QUERY_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * The layout of a query sheet: the sheet named Queries (else the first), row 1 a header whose
 * column `query` holds the statements, then one statement a row; empty rows are skipped.
 */
export const SCHEMA_QUERY_SHEET_NAME = 'Queries';
/** See {@link SCHEMA_QUERY_SHEET_NAME}. */
export const SCHEMA_QUERY_SHEET_HEADER = 'query';

/** Largest query file, bytes: 1 MiB. */
export const MAX_SCHEMA_QUERY_FILE_BYTES = 1024 * 1024;
/** Most statements one upload may hold. */
export const MAX_SCHEMA_QUERIES = 200;
/** Longest statement, characters. */
export const MAX_SCHEMA_QUERY_LENGTH = 4000;
/** The multipart field of the file (file body). */
export const SCHEMA_QUERY_FILE_FIELD = 'file';

/**
 * The statement kinds an upload accepts, one a row: schema changes of the tenant tables only. Every
 * other statement (data changes, DROP TABLE, DROP SCHEMA, transaction control, SET, functions,
 * grants, ...), a second statement in a row, a comment, a quoted identifier or a name qualified by a
 * schema is refused with a 400 naming its row.
 */
export const ACCEPTED_SCHEMA_STATEMENTS = [
  'CREATE TABLE',
  'ALTER TABLE … ADD COLUMN',
  'ALTER TABLE … ALTER COLUMN',
  'ALTER TABLE … DROP COLUMN',
  'ALTER TABLE … RENAME COLUMN',
  'CREATE INDEX',
  'DROP INDEX',
] as const;

/** The body of an upload as the schema sees it: `multipart/form-data` with the one file part `file`. */
export const SchemaUploadBodySchema = Type.Object(
  { [SCHEMA_QUERY_FILE_FIELD]: Type.String({ minLength: 1, maxLength: 255, description: 'The query sheet (.xlsx, .xls or .csv): a file part of a multipart body' }) },
  { additionalProperties: false },
);

/** One stored statement and the sheet row it came from. */
export const SchemaQuerySchema = Type.Object({ row: Type.Integer({ minimum: 2 }), query: Type.String() });
/** See {@link SchemaQuerySchema}. */
export type SchemaQuery = Static<typeof SchemaQuerySchema>;

/** The stored queries of one database, with who uploaded them and when (null before any upload). */
export const StoredSchemaQueriesSchema = Type.Object({
  kind: StringEnum(SCHEMA_KINDS),
  fileName: Nullable(Type.String()),
  uploadedBy: Nullable(Type.String()),
  uploadedAt: Nullable(Type.String({ description: 'ISO-8601 instant' })),
  queries: Type.Array(SchemaQuerySchema),
});
/** See {@link StoredSchemaQueriesSchema}. */
export type StoredSchemaQueries = Static<typeof StoredSchemaQueriesSchema>;

/** The answer of an upload: 'Schema Uploaded successfully!' and what was stored. */
export const SchemaUploadAnswerSchema = Type.Object({ message: Type.String(), stored: StoredSchemaQueriesSchema });

/** The result of a sync on one tenant: ok, or the error of the query that failed (that tenant rolled back). */
export const TenantSyncResultSchema = Type.Object({
  tenant_id: Type.String(),
  schema: Type.String({ description: "The tenant's schema the queries ran on" }),
  status: StringEnum(['ok', 'error']),
  error: Nullable(Type.String({ description: "The database's message, for an error" })),
  failedRow: Nullable(Type.Integer({ description: 'The sheet row of the query that failed, for an error' })),
});
/** See {@link TenantSyncResultSchema}. */
export type TenantSyncResult = Static<typeof TenantSyncResultSchema>;

/** The whole result of a sync: where it ran, per-tenant results, and how many failed. */
export const SchemaSyncResultSchema = Type.Object({
  kind: StringEnum(SCHEMA_KINDS),
  direction: StringEnum(['horizontal', 'vertical']),
  environment: StringEnum(SYNC_ENVIRONMENTS),
  queries: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0, description: 'Tenants whose queries failed (rolled back)' }),
  tenants: Type.Array(TenantSyncResultSchema),
});
/** See {@link SchemaSyncResultSchema}. */
export type SchemaSyncResult = Static<typeof SchemaSyncResultSchema>;

/**
 * The answer of a sync: a real run is an admin operation (docs/platform-ops.md) and answers
 * as one (`AdminOperationId`, `Status` 'Waiting' then polled, or 'Succeeded' with `Result` and
 * `Message` when it finished within the API's short wait); a dry run answers at once with
 * `dryRun: true`, `AdminOperationId` null, Status 'Succeeded' and the per-tenant `Result`.
 */
export const SchemaSyncAnswerSchema = DryRunAnswer(
  Type.Object({
    AdminOperationId: Nullable(Type.String({ description: 'The admin operation; null for a dry run' })),
    Status: StringEnum(ADMIN_OPERATION_STATUSES),
    Result: Type.Optional(SchemaSyncResultSchema),
    Message: Type.Optional(Type.String({ description: "'Schema sync completed!', 'Horizontal Sync Failed' or 'Vertical Sync Failed'" })),
  }),
);
/** See {@link SchemaSyncAnswerSchema}. */
export type SchemaSyncAnswer = Static<typeof SchemaSyncAnswerSchema>;

/**
 * The message of a finished sync (docs/platform-ops.md): 'Schema sync completed!' when every tenant succeeded,
 * else 'Horizontal Sync Failed' or 'Vertical Sync Failed'.
 *
 * @example syncOutcomeMessage('vertical', 1) // 'Vertical Sync Failed'
 */
export function syncOutcomeMessage(direction: 'horizontal' | 'vertical', failed: number): string {
  if (failed === 0) return SCHEMA_SYNC_MESSAGES.synced;
  return direction === 'horizontal' ? SCHEMA_SYNC_MESSAGES.horizontalFailed : SCHEMA_SYNC_MESSAGES.verticalFailed;
}

/** The body of a vertical sync (body environment). */
export const VerticalSyncBodySchema = Type.Object(
  { environment: Type.String({ maxLength: 40, description: "dev, test or uat; blank answers 400 'Please enter the environment'" }) },
  { additionalProperties: false },
);

/** Query of the stored queries: the database. */
export const SchemaKindQuerySchema = Type.Object({ kind: StringEnum(SCHEMA_KINDS) }, { additionalProperties: false });
/** Query of the tenant schemas: the database and the environment. */
export const TenantSchemasQuerySchema = Type.Object({ kind: StringEnum(SCHEMA_KINDS), environment: StringEnum(SYNC_ENVIRONMENTS) }, { additionalProperties: false });

/** One tenant's schema as it is now: each table with its columns in order. */
export const TenantSchemaSchema = Type.Object({
  tenant_id: TenantIdSchema,
  schema: Type.String(),
  tables: Type.Array(Type.Object({ table: Type.String(), columns: Type.Array(Type.String()) })),
});
/** See {@link TenantSchemaSchema}. */
export type TenantSchema = Static<typeof TenantSchemaSchema>;

const uploadSummary = (kind: SchemaKind) =>
  `Stores the ${kind} queries of one .xlsx, .xls or .csv file (multipart field file; sheet Queries or the first, column query, one statement a row; only ${ACCEPTED_SCHEMA_STATEMENTS.join(', ')}); 'Schema Uploaded successfully!'; 400 naming the row of a refused statement`;
const horizontalSummary = (kind: SchemaKind) =>
  `Applies the stored ${kind} queries to every tenant's schema of the current environment, each tenant in its own transaction, as an admin operation of the job centre (?dryRun=true: rolled back, per-tenant result at once)`;
const verticalSummary = (kind: SchemaKind) =>
  `Applies the stored ${kind} queries to every tenant's schema of the named environment (dev, test, uat), each tenant in its own transaction, as an admin operation (?dryRun=true: rolled back, per-tenant result at once)`;

/** Schema sync, master and slave: manual upload, horizontal and vertical sync (docs/platform-ops.md). */
export const PLATFORM_OPS_SCHEMA_ENDPOINTS = declareEndpoints({
  schemaManualUpload: {
    method: 'POST',
    path: '/schema-sync/manual-upload',
    access: 'PLATFORM_ADMIN',
    area: 'config-schema',
    summary: uploadSummary('master'),
    body: SchemaUploadBodySchema,
    multipart: { files: [SCHEMA_QUERY_FILE_FIELD] },
    responses: { 200: SchemaUploadAnswerSchema },
  },
  schemaSlaveManualUpload: {
    method: 'POST',
    path: '/schema-sync-slave/manual-upload',
    access: 'PLATFORM_ADMIN',
    area: 'config-schema',
    summary: uploadSummary('slave'),
    body: SchemaUploadBodySchema,
    multipart: { files: [SCHEMA_QUERY_FILE_FIELD] },
    responses: { 200: SchemaUploadAnswerSchema },
  },
  schemaHorizontalSync: {
    method: 'PATCH',
    path: '/schema-sync/horizontal-sync',
    access: 'PLATFORM_ADMIN',
    area: 'config-schema',
    summary: horizontalSummary('master'),
    query: withDryRun(),
    responses: { 200: SchemaSyncAnswerSchema },
  },
  schemaSlaveHorizontalSync: {
    method: 'PATCH',
    path: '/schema-sync-slave/horizontal-sync',
    access: 'PLATFORM_ADMIN',
    area: 'config-schema',
    summary: horizontalSummary('slave'),
    query: withDryRun(),
    responses: { 200: SchemaSyncAnswerSchema },
  },
  schemaVerticalSync: {
    method: 'PATCH',
    path: '/schema-sync/vertical-sync',
    access: 'PLATFORM_ADMIN',
    area: 'config-schema',
    summary: verticalSummary('master'),
    query: withDryRun(),
    body: VerticalSyncBodySchema,
    responses: { 200: SchemaSyncAnswerSchema },
  },
  schemaSlaveVerticalSync: {
    method: 'PATCH',
    path: '/schema-sync-slave/vertical-sync',
    access: 'PLATFORM_ADMIN',
    area: 'config-schema',
    summary: verticalSummary('slave'),
    query: withDryRun(),
    body: VerticalSyncBodySchema,
    responses: { 200: SchemaSyncAnswerSchema },
  },
  storedSchemaQueries: {
    method: 'GET',
    path: '/schema-sync/queries',
    access: 'PLATFORM_ADMIN',
    area: 'config-schema',
    summary: 'The stored queries of the master or slave database, with who uploaded them and when',
    query: SchemaKindQuerySchema,
    responses: { 200: StoredSchemaQueriesSchema },
  },
  tenantSchemas: {
    method: 'GET',
    path: '/schema-sync/tenant-schemas',
    access: 'PLATFORM_ADMIN',
    area: 'config-schema',
    summary: "Every tenant schema of a database and environment as it is now: its tables and their columns, by tenant",
    query: TenantSchemasQuerySchema,
    responses: { 200: Type.Array(TenantSchemaSchema) },
  },
});
