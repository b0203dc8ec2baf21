import type { FastifyInstance, FastifyRequest } from 'fastify';
import { startAdminOperation } from '../../admin-operations/admin-operations.js';
import { actionContext } from '../../action-log/record-action.js';
import { actorOf } from '../../auth/token-verifier.js';
import {
  CURRENT_ENVIRONMENT,
  MAX_SCHEMA_QUERY_FILE_BYTES,
  SCHEMA_QUERY_FILE_FIELD,
  SCHEMA_SYNC_MESSAGES,
  VERTICAL_SYNC_ENVIRONMENTS,
  isDryRun,
  syncOutcomeMessage,
  type SchemaKind,
  type SchemaSyncAnswer,
  type SchemaSyncResult,
  type SyncEnvironment,
} from '../../contract.js';
import { updateJob } from '../../jobs/job-records.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { readSchemaQuerySheet } from '../../schema-sync/query-sheet.js';
import { queriesToSync, readStoredQueries, runSchemaSync, storeQueries } from '../../schema-sync/schema-sync-service.js';
import { describeTenantSchemas } from '../../schema-sync/tenant-schemas.js';
import { acceptSpreadsheetUploads, uploadedSpreadsheet } from '../../spreadsheets/upload-file.js';
import type { HandlerGroup } from '../register-endpoints.js';

const UPLOAD_PATHS: Record<SchemaKind, string> = { master: '/schema-sync/manual-upload', slave: '/schema-sync-slave/manual-upload' };

/**
 * The environment of a vertical sync (an environment name is needed:
 * docs/platform-ops.md#schema-sync), trimmed.
 *
 * @throws HttpError 400 'Please enter the environment' when blank, or naming the known ones when unknown.
 */
export function verticalSyncEnvironment(raw: string): SyncEnvironment {
  const environment = raw.trim();
  if (environment === '') throw badRequest(SCHEMA_SYNC_MESSAGES.environmentRequired);
  const known = VERTICAL_SYNC_ENVIRONMENTS.find((candidate) => candidate === environment);
  if (!known) throw badRequest(`Unknown environment '${environment}': one of ${VERTICAL_SYNC_ENVIRONMENTS.join(', ')}`);
  return known;
}

/**
 * Schema sync, master and slave (PLATFORM_ADMIN; docs/platform-ops.md#schema-sync):
 * - POST /schema-sync[-slave]/manual-upload (multipart `file`: .xlsx, .xls or .csv, at most 1 MiB):
 *   stores the sheet's queries (see `src/schema-sync/query-sheet.ts` and `query-rules.ts` for the
 *   layout and the accepted statements), 'Schema Uploaded successfully!'; 400 'Row {n}: ...' for a
 *   refused statement, nothing stored;
 * - PATCH /schema-sync[-slave]/horizontal-sync: the stored queries on every tenant's schema of the
 *   current environment; PATCH .../vertical-sync `{ environment }` on dev, test or uat. A real run is
 *   an admin operation (job centre, POST /admin-status) whose Result lists every tenant; `?dryRun=true`
 *   runs the same and rolls every tenant back, answering the Result at once. One sync of a database
 *   at a time: another answers 409 until it ends;
 * - GET /schema-sync/queries?kind=, GET /schema-sync/tenant-schemas?kind=&environment=: what is stored,
 *   and every tenant schema's tables and columns.
 */
export function schemaSyncHandlers(
  app: FastifyInstance,
): HandlerGroup<
  | 'schemaManualUpload'
  | 'schemaSlaveManualUpload'
  | 'schemaHorizontalSync'
  | 'schemaSlaveHorizontalSync'
  | 'schemaVerticalSync'
  | 'schemaSlaveVerticalSync'
  | 'storedSchemaQueries'
  | 'tenantSchemas'
> {
  acceptSpreadsheetUploads(app, { urls: Object.values(UPLOAD_PATHS), field: SCHEMA_QUERY_FILE_FIELD, maxBytes: MAX_SCHEMA_QUERY_FILE_BYTES });

  const upload = async (request: FastifyRequest, kind: SchemaKind) => {
    const file = uploadedSpreadsheet(request);
    const queries = await readSchemaQuerySheet(file.bytes, file.fileName);
    return { message: SCHEMA_SYNC_MESSAGES.uploaded, stored: await storeQueries(app.db, actionContext(request), kind, file.fileName, queries) };
  };

  // One sync at a time per database (this API runs as one process): a second answers 409.
  const running = new Set<SchemaKind>();

  const sync = async (request: FastifyRequest, kind: SchemaKind, direction: 'horizontal' | 'vertical', environment: SyncEnvironment): Promise<SchemaSyncAnswer> => {
    if (running.has(kind)) throw conflict(`A ${kind} schema sync is already running: wait for its result`);
    running.add(kind);
    // Once the admin operation's work has started, it releases the database when it ends.
    let handedOver = false;
    try {
      const queries = await queriesToSync(app.db, kind);
      const base = { kind, direction, environment, queries, context: actionContext(request) };
      if (isDryRun(request.query)) {
        const result = await runSchemaSync(app.db, { ...base, dryRun: true });
        return { AdminOperationId: null, Status: 'Succeeded', Result: result, Message: syncOutcomeMessage(direction, result.failed), dryRun: true };
      }
      const label = `${kind === 'master' ? 'Master' : 'Slave'} ${direction} schema sync on ${environment}`;
      const answer = await startAdminOperation(
        app,
        { kind: `schema-sync-${direction}`, title: label, startedBy: actorOf(request.user), link: `/config-schema/${kind}/${direction}-sync` },
        async (operationId) => {
          handedOver = true;
          try {
            const result = await runSchemaSync(app.db, { ...base, dryRun: false, onProgress: (progress) => updateJob(app.db, operationId, { progress }) });
            return { result, message: syncOutcomeMessage(direction, result.failed) };
          } finally {
            running.delete(kind);
          }
        },
      );
      const { Result, ...rest } = answer;
      return { ...rest, ...(Result === undefined ? {} : { Result: Result as SchemaSyncResult }) };
    } finally {
      if (!handedOver) running.delete(kind);
    }
  };

  return {
    schemaManualUpload: (request) => upload(request, 'master'),
    schemaSlaveManualUpload: (request) => upload(request, 'slave'),
    schemaHorizontalSync: (request) => sync(request, 'master', 'horizontal', CURRENT_ENVIRONMENT),
    schemaSlaveHorizontalSync: (request) => sync(request, 'slave', 'horizontal', CURRENT_ENVIRONMENT),
    schemaVerticalSync: (request) => sync(request, 'master', 'vertical', verticalSyncEnvironment(request.body.environment)),
    schemaSlaveVerticalSync: (request) => sync(request, 'slave', 'vertical', verticalSyncEnvironment(request.body.environment)),
    storedSchemaQueries: (request) => readStoredQueries(app.db, request.query.kind),
    tenantSchemas: (request) => describeTenantSchemas(app.db, request.query.kind, request.query.environment),
  };
}
