import { defaultTenantSettings } from '../contract.js';
import type { Queryable } from '../db/database.js';

/**
 * Seeds the settings of every seeded tenant (docs/platform-ops.md#tenant-settings): the default
 * tenant configuration with the tenant's own tenant_id, tenantName, siteTitle and
 * tenantShortName (the first three letters of its id's letters and digits, upper case), in one
 * statement. Call after the tenants are inserted, in the seed's transaction; answers the rows inserted.
 */
export async function seedTenantSettings(tx: Queryable): Promise<number> {
  const defaults = defaultTenantSettings();
  const { rowCount } = await tx.query(
    `insert into tenant_settings (tenant_id, setting_key, setting_value)
       select t.tenant_id, d.key,
         case d.key
           when 'tenant_id' then t.tenant_id
           when 'tenantName' then t.tenant_name
           when 'siteTitle' then t.tenant_name
           when 'tenantShortName' then upper(left(regexp_replace(t.tenant_name, '[^A-Za-z0-9]', '', 'g'), 3))
           else d.value
         end
       from tenants t cross join jsonb_each_text($1::jsonb) d
     on conflict do nothing`,
    [JSON.stringify(defaults)],
  );
  return rowCount;
}
