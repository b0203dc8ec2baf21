import type { Database, Queryable } from '../db/database.js';
import { storeBuyers } from '../buyers/buyer-repository.js';

/** The demo buyers each of the first three tenants gets, names stored only encrypted (Buyer Decrypt). */
export const DEMO_BUYERS: ReadonlyArray<{ buyerId: string; name: string }> = [
  { buyerId: 'B-0001', name: 'Northwind Traders' },
  { buyerId: 'B-0002', name: 'Contoso Mobile' },
  { buyerId: 'B-0003', name: 'Fabrikam Devices' },
];

/** How many tenants (the first by id) get demo buyers and settings in dev, test and uat. */
export const DEMO_TOOL_TENANTS = 3;

/**
 * Demo data of the test tools, inserted inside the seed's transaction (after the tenants and
 * settings): for the first three tenants by id, the demo buyers with their names encrypted with the
 * tenant's key (Buyer Decrypt), and their settings in dev, test and uat (Sync Settings): the
 * current environment's, with siteTitle marked '({env})' so a copy between environments shows.
 */
export async function seedTestTools(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ tenant_id: string }>(`select tenant_id from tenants order by tenant_id limit ${DEMO_TOOL_TENANTS}`);
  for (const { tenant_id: tenantId } of rows) await storeBuyers(tx, tenantId, DEMO_BUYERS);
  await tx.query(
    `insert into environment_tenant_settings (environment, tenant_id, setting_key, setting_value)
       select env, s.tenant_id, s.setting_key, case when s.setting_key = 'siteTitle' then s.setting_value || ' (' || env || ')' else s.setting_value end
         from tenant_settings s cross join unnest(array['dev', 'test', 'uat']) as env
        where s.tenant_id = any($1::text[])`,
    [rows.map((row) => row.tenant_id)],
  );
}

/** Removes what {@link seedTestTools} and the feature created that `truncate tenants ... cascade` does not reach: the other environments' settings. */
export async function clearTestTools(db: Database): Promise<void> {
  await db.query('delete from environment_tenant_settings');
}
