import type { Queryable } from '../db/database.js';
import type { TenantSummary } from '../contract.js';

/** Every tenant of the platform, by tenant id. */
export async function listTenants(db: Queryable): Promise<TenantSummary[]> {
  const { rows } = await db.query<TenantSummary>('select tenant_id as "tenantId", tenant_name as "tenantName" from tenants order by tenant_id');
  return rows;
}
