import { createHash } from 'node:crypto';

/**
 * Names derived from a tenant ID that must fit their system's limit
 * (docs/platform-ops.md#tenant-ids): a name that would be longer keeps its prefix and suffix, cuts
 * the tenant ID and puts `-` and the first 8 hex digits of the ID's SHA-256 before the suffix, so
 * two long IDs sharing their beginning still get different names. Names that fit are left as they
 * are.
 *
 * @param limit the system's limit in characters (the names are ASCII, so also in bytes)
 * @example boundedName('px_tenant_', 'T01', '_user', 63) // 'px_tenant_T01_user'
 */
export function boundedName(prefix: string, tenantId: string, suffix: string, limit: number): string {
  const full = `${prefix}${tenantId}${suffix}`;
  if (full.length <= limit) return full;
  const hash = createHash('sha256').update(tenantId).digest('hex').slice(0, 8);
  const room = Math.max(0, limit - prefix.length - suffix.length - hash.length - 1);
  return `${prefix}${tenantId.slice(0, room)}-${hash}${suffix}`;
}

/** Postgres identifiers (database, user, schema): at most 63 bytes. */
export const POSTGRES_IDENTIFIER_LIMIT = 63;
/** Bucket names (S3): at most 63 characters. */
export const BUCKET_NAME_LIMIT = 63;
/** IAM role names: at most 64 characters. */
export const ROLE_NAME_LIMIT = 64;
/** CloudFormation stack names: at most 128 characters. */
export const STACK_NAME_LIMIT = 128;

/** The single resources of a tenant by the spec's names, each within its system's limit. */
export function tenantResourceNames(tenantId: string) {
  return {
    tenant_bucket: boundedName('px-tenant-', tenantId, '', BUCKET_NAME_LIMIT),
    tenant_database: boundedName('px_tenant_', tenantId, '', POSTGRES_IDENTIFIER_LIMIT),
    tenant_database_user: boundedName('px_tenant_', tenantId, '_user', POSTGRES_IDENTIFIER_LIMIT),
    tenant_api_stack: boundedName('px-api-', tenantId, '', STACK_NAME_LIMIT),
    tenant_iam: boundedName('px-tenant-', tenantId, '-role', ROLE_NAME_LIMIT),
    tenant_env_application_configs: boundedName('px-env-', tenantId, '', BUCKET_NAME_LIMIT),
  };
}
