import type { Database, Queryable } from '../db/database.js';
import { createTenantSchema, dropTenantSchemas } from '../schema-sync/tenant-schemas.js';

/** How many tenants (the first by id) get their schemas from the seed; the others get one at their first sync. */
export const SEEDED_SCHEMA_TENANTS = 4;

/**
 * Demo data of schema sync, inserted inside the seed's transaction (after the tenants and
 * settings): the master and slave schemas of the current environment for the first four tenants by
 * id, with the baseline tables buyers and orders, except the fourth tenant's master schema, which
 * has drifted: it lacks the orders table, so a query altering orders fails there and is reported
 * (docs/platform-ops.md#schema-sync).
 */
export async function seedSchemaSync(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ tenant_id: string }>(`select tenant_id from tenants order by tenant_id limit ${SEEDED_SCHEMA_TENANTS}`);
  for (const [index, { tenant_id: tenantId }] of rows.entries()) {
    const drifted = index === SEEDED_SCHEMA_TENANTS - 1;
    await createTenantSchema(tx, 'master', 'local', tenantId, drifted ? ['buyers'] : ['buyers', 'orders']);
    await createTenantSchema(tx, 'slave', 'local', tenantId);
  }
}

/** Removes what {@link seedSchemaSync} and the feature created that `truncate tenants ... cascade` does not reach: every tenant schema and the uploaded queries. */
export async function clearSchemaSync(db: Database): Promise<void> {
  await dropTenantSchemas(db);
  await db.query('delete from schema_query_uploads');
}
