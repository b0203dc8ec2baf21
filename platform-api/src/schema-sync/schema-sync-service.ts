/**
 * Schema sync (docs/platform-ops.md#schema-sync): the
 * uploaded queries of each database (master, slave) and their application to the tenant schemas.
 *
 * A sync runs the stored queries on every tenant's schema of one environment (horizontal: the
 * current one; vertical: dev, test or uat), each tenant in its own transaction with its schema as the
 * only search path and a statement timeout: a query that fails rolls back that tenant alone and is
 * reported with its row and the database's message, the others go on. A dry run runs exactly the
 * same on every tenant and rolls each one back.
 */
import {
  SCHEMA_SYNC_MESSAGES,
  type SchemaKind,
  type SchemaQuery,
  type SchemaSyncResult,
  type StoredSchemaQueries,
  type SyncEnvironment,
  type TenantSyncResult,
} from '../contract.js';
import { recordAction, type ActionContext } from '../action-log/record-action.js';
import type { Database, Queryable } from '../db/database.js';
import { transactionOrDryRun } from '../db/dry-run.js';
import { badRequest } from '../lib/http-error.js';
import { ensureTenantSchema } from './tenant-schemas.js';

/** Longest a query may run on one tenant, ms. */
export const SCHEMA_QUERY_TIMEOUT_MS = 30_000;

/**
 * Stores `queries` as the database's queries (replacing the earlier upload), with the file name and
 * who uploaded them, together with the action-log entry (area config-schema, action UPLOADED).
 *
 * @returns the stored queries as {@link readStoredQueries} answers them.
 */
export async function storeQueries(db: Database, context: ActionContext, kind: SchemaKind, fileName: string, queries: readonly SchemaQuery[]): Promise<StoredSchemaQueries> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into schema_query_uploads (kind, file_name, queries, uploaded_by) values ($1, $2, $3::jsonb, $4)
       on conflict (kind) do update set file_name = excluded.file_name, queries = excluded.queries, uploaded_by = excluded.uploaded_by, uploaded_at = clock_timestamp()`,
      [kind, fileName, JSON.stringify(queries), context.actor.email || 'unknown'],
    );
    await recordAction(tx, {
      ...context,
      area: 'config-schema',
      endpoint: kind === 'master' ? 'schemaManualUpload' : 'schemaSlaveManualUpload',
      action: 'UPLOADED',
      targetIds: [kind],
      note: `${fileName}: ${queries.length} queries`,
    });
  });
  return readStoredQueries(db, kind);
}

/** The stored queries of a database; empty (nulls) before any upload. */
export async function readStoredQueries(db: Queryable, kind: SchemaKind): Promise<StoredSchemaQueries> {
  const { rows } = await db.query<{ file_name: string; queries: SchemaQuery[]; uploaded_by: string; uploaded_at: string }>(
    `select file_name, queries, uploaded_by, to_char(uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as uploaded_at
       from schema_query_uploads where kind = $1`,
    [kind],
  );
  const row = rows[0];
  return { kind, fileName: row?.file_name ?? null, uploadedBy: row?.uploaded_by ?? null, uploadedAt: row?.uploaded_at ?? null, queries: row?.queries ?? [] };
}

/**
 * The stored queries of a database for a sync.
 *
 * @throws HttpError 400 'No queries uploaded yet: upload the queries first' before any upload.
 */
export async function queriesToSync(db: Queryable, kind: SchemaKind): Promise<SchemaQuery[]> {
  const stored = await readStoredQueries(db, kind);
  if (stored.queries.length === 0) throw badRequest(SCHEMA_SYNC_MESSAGES.noQueries);
  return stored.queries;
}

/** The tenants a sync reaches: every tenant of the application, by id (each environment has them all). */
export async function syncTenants(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ tenant_id: string }>('select tenant_id from tenants order by tenant_id');
  return rows.map((row) => row.tenant_id);
}

class QueryFailure extends Error {
  constructor(
    readonly schema: string,
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/** What {@link runSchemaSync} is asked to do. */
export interface SchemaSyncRequest {
  kind: SchemaKind;
  direction: 'horizontal' | 'vertical';
  environment: SyncEnvironment;
  queries: readonly SchemaQuery[];
  dryRun: boolean;
  /** Who asked; the real run is recorded in the action log (area config-schema, action SYNCED). */
  context: ActionContext;
  /** Called after each tenant with the share done, 0-100 (the job centre's progress). */
  onProgress?: (percent: number) => Promise<void>;
}

/**
 * Runs the queries on every tenant's schema of the environment (see the module comment): each tenant
 * in its own transaction (rolled back for a dry run, or when one of its queries fails); a tenant
 * without a schema yet gets one with the baseline tables inside that transaction.
 *
 * @returns the per-tenant results, by tenant id; `failed` counts the tenants whose queries failed.
 * @throws the database error of anything but a tenant's own queries (nothing of that tenant changed).
 */
export async function runSchemaSync(db: Database, request: SchemaSyncRequest): Promise<SchemaSyncResult> {
  const tenants = await syncTenants(db);
  const results: TenantSyncResult[] = [];
  for (const [index, tenantId] of tenants.entries()) {
    try {
      const schema = await transactionOrDryRun(db, request.dryRun, async (tx) => {
        const name = await ensureTenantSchema(tx, request.kind, request.environment, tenantId);
        await tx.query(`set local search_path to ${name}`);
        await tx.query(`set local statement_timeout = ${SCHEMA_QUERY_TIMEOUT_MS}`);
        for (const query of request.queries) {
          try {
            await tx.query(query.query);
          } catch (error) {
            throw new QueryFailure(name, query.row, error instanceof Error ? error.message : String(error));
          }
        }
        return name;
      });
      results.push({ tenant_id: tenantId, schema, status: 'ok', error: null, failedRow: null });
    } catch (error) {
      if (!(error instanceof QueryFailure)) throw error;
      results.push({ tenant_id: tenantId, schema: error.schema, status: 'error', error: error.message, failedRow: error.row });
    }
    await request.onProgress?.(((index + 1) * 100) / tenants.length);
  }
  const result: SchemaSyncResult = {
    kind: request.kind,
    direction: request.direction,
    environment: request.environment,
    queries: request.queries.length,
    failed: results.filter((entry) => entry.status === 'error').length,
    tenants: results,
  };
  if (!request.dryRun) {
    await recordAction(db, {
      ...request.context,
      area: 'config-schema',
      endpoint: endpointKey(request.kind, request.direction),
      action: 'SYNCED',
      targetIds: results.map((entry) => entry.tenant_id),
      note: `${request.kind} ${request.direction} sync on ${request.environment}: ${request.queries.length} queries, ${results.length - result.failed} tenants ok, ${result.failed} failed${
        result.failed > 0 ? ` (${results.filter((entry) => entry.status === 'error').map((entry) => entry.tenant_id).join(', ')})` : ''
      }`,
      outcome: result.failed > 0 ? 'FAILED' : 'SUCCEEDED',
    });
  }
  return result;
}

function endpointKey(kind: SchemaKind, direction: 'horizontal' | 'vertical'): string {
  const slave = kind === 'slave' ? 'Slave' : '';
  return direction === 'horizontal' ? `schema${slave}HorizontalSync` : `schema${slave}VerticalSync`;
}
