import type { Queryable } from '../db/database.js';
import { TENANT_LIFECYCLE_STATES, type TenantLifecycleCount, type TenantLifecycleState } from '../contract.js';

/**
 * The number of tenants in each lifecycle state (docs/platform-ops.md#dashboard), every state of
 * `TENANT_LIFECYCLE_STATES` in its order, zero included. The tenants are those of the `tenants`
 * table and those whose onboarding workflow is open but has not created the tenant yet. A tenant is
 * DECOMMISSIONING while a decommission workflow of it is open (RUNNING or WAITING); else in its
 * client's status when it has a client record; else ONBOARDING while an onboarding workflow of it is
 * open; else NOT_A_CLIENT.
 */
export async function tenantLifecycleCounts(db: Queryable): Promise<TenantLifecycleCount[]> {
  const { rows } = await db.query<{ state: TenantLifecycleState; tenants: number }>(
    `with ids as (
       select tenant_id from tenants
       union
       select tenant_id from workflows where kind = 'ONBOARDING' and status in ('RUNNING', 'WAITING')
     ),
     states as (
       select case
                when exists (select 1 from workflows w where w.tenant_id = ids.tenant_id and w.kind = 'DECOMMISSION' and w.status in ('RUNNING', 'WAITING')) then 'DECOMMISSIONING'
                when c.status is not null then c.status
                when exists (select 1 from workflows w where w.tenant_id = ids.tenant_id and w.kind = 'ONBOARDING' and w.status in ('RUNNING', 'WAITING')) then 'ONBOARDING'
                else 'NOT_A_CLIENT'
              end as state
         from ids left join clients c on c.tenant_id = ids.tenant_id
     )
     select state, count(*)::int as tenants from states group by state`,
  );
  const counted = new Map(rows.map((row) => [row.state, row.tenants]));
  return TENANT_LIFECYCLE_STATES.map((state) => ({ state, tenants: counted.get(state) ?? 0 }));
}
