import { SCHEMA_QUERY_FILE_FIELD, type SchemaKind, type SchemaSyncAnswer, type SyncEnvironment, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { requestEndpoint, useEndpointQuery } from 'shared-kit/runtime';
import { schemaEndpoints, type SyncDirection } from '../lib/schema-sync-rules';

/** The body of an upload: the file as the `file` part, sent as multipart (the declaration says so). */
const queryFileBody = (file: File) => ({ [SCHEMA_QUERY_FILE_FIELD]: file });

/**
 * POST schema-sync[-slave]/manual-upload with the file (docs/platform-ops.md#schema-sync): stores the queries; answers
 * 'Schema Uploaded successfully!' and what was stored.
 *
 * @throws ApiError when the call fails (e.g. 400 'Row 3: ...' for a refused statement)
 */
export function uploadSchemaQueries(kind: SchemaKind, file: File) {
  return requestEndpoint(schemaEndpoints(kind).upload, { body: queryFileBody(file) });
}

/**
 * PATCH schema-sync[-slave]/horizontal-sync or vertical-sync (vertical with the body
 * environment; docs/platform-ops.md#schema-sync); `dryRun` asks for the rolled-back run whose per-tenant result comes at once.
 *
 * @throws ApiError when the call fails (e.g. 400 'No queries uploaded yet: upload the queries first')
 */
export function startSchemaSync(kind: SchemaKind, direction: SyncDirection, options: { dryRun: boolean; environment?: SyncEnvironment }): Promise<SchemaSyncAnswer> {
  const endpoints = schemaEndpoints(kind);
  const query = options.dryRun ? { dryRun: 'true' as const } : {};
  if (direction === 'horizontal') return requestEndpoint(endpoints.horizontal, { query });
  return requestEndpoint(endpoints.vertical, { query, body: { environment: options.environment ?? '' } });
}

/** The stored queries of a database, with who uploaded them and when. */
export function useStoredQueries(kind: SchemaKind) {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.storedSchemaQueries, { query: { kind } }, { errorToast: true });
}

/** Every tenant schema of a database in an environment: tables and columns (the Tenant schemas panel). */
export function useTenantSchemas(kind: SchemaKind, environment: SyncEnvironment | undefined) {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.tenantSchemas, { query: { kind, environment: environment ?? 'local' } }, { enabled: environment !== undefined, errorToast: true });
}
