/**
 * The decommission of a tenant (docs/platform-ops.md#decommission): the tenant's resources named as
 * the spec names them, each standing for its local counterpart, listed at start, summarised by a
 * dry run with counts, then removed — only those selected — by the workflow's steps.
 */
import { DECOMMISSION_RESOURCES, type DecommissionResource, type DecommissionSelection, type DecommissionSummaryItem } from '../contract.js';
import type { Database, Queryable, Transaction } from '../db/database.js';
import { transactionOrDryRun } from '../db/dry-run.js';
import { evictTenantCaches, evictTenantConfiguration } from '../tenant-settings/tenant-settings-repository.js';
import { tenantResourceNames } from './tenant-names.js';
import type { WorkflowDefinition, WorkflowRow, WorkflowServices, WorkflowStep } from './workflow-engine.js';

/** The tenant's resources as the decommission's output lists them. */
export type TenantResources = Omit<DecommissionSelection, 'tenant_id'> & { tenant_id: string };

/** What each resource is on the local platform. */
export const LOCAL_COUNTERPARTS: Readonly<Record<DecommissionResource, string>> = {
  tenant_bucket: "blob store files of the tenant (pool logo, favicon)",
  tenant_database: 'tenant settings rows',
  tenant_database_user: "users of the tenant's user pool (its owner)",
  tenant_api_stack: "DNS Mapping records of the tenant's hosts",
  tenant_secret: "the tenant's user pool",
  tenant_iam: 'enabled tenant modules (auction, purchase orders)',
  tenant_public_tables: 'rows of the tenant in these tables',
  tenant_certificate_arn: 'certificate validation CNAME records',
  tenant_env_application_configs: "splash pages and the cached configuration of the tenant",
};

/** Tables of the workflows themselves, never listed among a tenant's public tables. */
const OWN_TABLES = new Set(['workflows', 'workflow_steps', 'jobs', 'local_dns_records', 'tenant_user_pools', 'action_log', 'async_requests']);

/** The tables of the current schema with a `tenant_id` column and rows of the tenant, with their counts; `tenants` last. */
async function tenantTableRows(db: Queryable, tenantId: string): Promise<Array<{ table: string; rows: number }>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where column_name = 'tenant_id' and table_schema = current_schema() and table_name in
       (select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE')
     order by table_name`,
  );
  const counts: Array<{ table: string; rows: number }> = [];
  for (const { table_name: table } of tables) {
    if (OWN_TABLES.has(table) || !/^[a-z_][a-z0-9_]*$/.test(table)) continue;
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${table} where tenant_id = $1`, [tenantId]);
    if ((rows[0]?.count ?? 0) > 0) counts.push({ table, rows: rows[0]?.count ?? 0 });
  }
  return counts.sort((a, b) => Number(a.table === 'tenants') - Number(b.table === 'tenants') || a.table.localeCompare(b.table));
}

/**
 * Deletes a tenant's rows from `tables` in order (the tenant row last) inside the transaction `tx`;
 * answers the rows deleted.
 *
 * @throws Error naming the table whose rows cannot be removed (e.g. another tenant's CONNECT order
 *   names the tenant as its supplier): the caller's transaction then rolls back, removing nothing.
 */
async function removeTenantRows(tx: Transaction, tenantId: string, tables: readonly string[]): Promise<number> {
  let removed = 0;
  for (const table of tables) {
    await tx.query('savepoint decommission_table');
    try {
      removed += (await tx.query(`delete from ${table} where tenant_id = $1`, [tenantId])).rowCount;
      await tx.query('release savepoint decommission_table');
    } catch (error) {
      await tx.query('rollback to savepoint decommission_table');
      throw new Error(`The rows of tenant ${tenantId} in ${table} cannot be removed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return removed;
}

interface PoolRow {
  user_pool_id: string;
  logo_blob_key: string | null;
  favicon_blob_key: string | null;
}

async function poolRow(db: Database, tenantId: string): Promise<PoolRow | null> {
  const { rows } = await db.query<PoolRow>('select user_pool_id, logo_blob_key, favicon_blob_key from tenant_user_pools where tenant_id = $1', [tenantId]);
  return rows[0] ?? null;
}

/**
 * The tenant's resources by the spec's names (the decommission start's output): fixed names per
 * tenant (`px-tenant-{id}` …, each within its system's limit: {@link tenantResourceNames}) for the single resources, the tables holding its rows and its
 * certificate ids for the lists.
 */
export async function listTenantResources(services: WorkflowServices, tenantId: string): Promise<TenantResources> {
  const tables = await tenantTableRows(services.db, tenantId);
  const certificates = await services.dns.readRecords(tenantId, 'CNAME Records');
  const pool = await poolRow(services.db, tenantId);
  const names = tenantResourceNames(tenantId);
  return {
    tenant_id: tenantId,
    tenant_bucket: names.tenant_bucket,
    tenant_database: names.tenant_database,
    tenant_database_user: names.tenant_database_user,
    tenant_api_stack: names.tenant_api_stack,
    tenant_secret: pool?.user_pool_id ?? `px-tenant-${tenantId}-pool`,
    tenant_iam: names.tenant_iam,
    tenant_public_tables: tables.map((entry) => entry.table),
    tenant_certificate_arn: Object.keys(certificates).map((key) => services.dns.certificateArn(tenantId, key.replace(/^certificate:/, ''), services.region)),
    tenant_env_application_configs: names.tenant_env_application_configs,
  };
}

/**
 * The database part of a resource's removal, the same statements for the real run (its step, in a
 * transaction of its own) and for the dry run (all of them, in the steps' order, in one transaction
 * that is rolled back): answers the rows removed.
 *
 * @throws the database error that would stop the real run.
 */
type DatabaseWork = (tx: Transaction, tenantId: string, selection: DecommissionSelection) => Promise<number>;

const DATABASE_WORK: Readonly<Partial<Record<DecommissionResource, DatabaseWork>>> = {
  tenant_database: async (tx, tenantId) => (await tx.query('delete from tenant_settings where tenant_id = $1', [tenantId])).rowCount,
  tenant_secret: async (tx, tenantId) => (await tx.query('delete from tenant_user_pools where tenant_id = $1', [tenantId])).rowCount,
  tenant_iam: async (tx, tenantId) => (await tx.query('delete from tenant_modules where tenant_id = $1', [tenantId])).rowCount,
  tenant_env_application_configs: async (tx, tenantId) => (await tx.query('delete from splash_pages where tenant_id = $1', [tenantId])).rowCount,
  tenant_public_tables: async (tx, tenantId, selection) => {
    const chosen = new Set(selection.tenant_public_tables ?? []);
    const tables = (await tenantTableRows(tx, tenantId)).filter((entry) => chosen.has(entry.table));
    return removeTenantRows(tx, tenantId, tables.map((entry) => entry.table));
  },
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The dry run of the selected resources' removal (docs/platform-ops.md#decommission): every
 * database statement of the real run, resource by resource in the steps' order, in one transaction
 * that is rolled back; and, without acting, the outside services the real run would call (the blob
 * store, the user pool service, DNS, the cache). Answers, per resource, what would stop the real run.
 */
async function rehearse(services: WorkflowServices, selection: DecommissionSelection, pool: PoolRow | null): Promise<Map<DecommissionResource, string>> {
  const problems = new Map<DecommissionResource, string>();
  const tenantId = selection.tenant_id;
  const chosen = steps.map((step) => step.name as DecommissionResource).filter((resource) => isSelected(selection, resource));
  await transactionOrDryRun(services.db, true, async (tx) => {
    for (const resource of chosen) {
      const work = DATABASE_WORK[resource];
      if (!work) continue;
      await tx.query('savepoint decommission_rehearsal');
      try {
        await work(tx, tenantId, selection);
        await tx.query('release savepoint decommission_rehearsal');
      } catch (error) {
        await tx.query('rollback to savepoint decommission_rehearsal');
        problems.set(resource, messageOf(error));
      }
    }
  });
  const check = async (resource: DecommissionResource, probe: () => Promise<unknown>) => {
    if (!chosen.includes(resource) || problems.has(resource)) return;
    try {
      await probe();
    } catch (error) {
      problems.set(resource, messageOf(error));
    }
  };
  await check('tenant_bucket', async () => {
    for (const key of [pool?.logo_blob_key, pool?.favicon_blob_key]) if (key) await services.blobs.get(key);
  });
  await check('tenant_api_stack', () => services.dns.readRecords(tenantId, 'DNS Mapping'));
  await check('tenant_certificate_arn', () => services.dns.readRecords(tenantId, 'CNAME Records'));
  await check('tenant_database_user', async () => (pool ? services.pools.listUsers(pool.user_pool_id) : null));
  await check('tenant_secret', () => services.pools.findPool(tenantId));
  await check('tenant_database', async () => services.cache?.keys(`${tenantId}|*`));
  await check('tenant_env_application_configs', async () => services.cache?.keys(`${tenantId}|*`));
  await check('tenant_public_tables', async () => services.cache?.keys(`${tenantId}|*`));
  return problems;
}

/**
 * What removing the selected resources would remove, per resource in the spec's order, with what
 * each is locally, the things removed and their count (the dry run, changing nothing): files,
 * settings rows, pool users, DNS records, the pool, module rows, rows per table (counted in rows,
 * listed per table), certificate records and splash pages. What would stop the real run is the
 * item's `problem` (see {@link rehearse}): the database statements are run and rolled back, the
 * outside services are asked without acting.
 */
export async function decommissionSummary(services: WorkflowServices, selection: DecommissionSelection): Promise<DecommissionSummaryItem[]> {
  const { db } = services;
  const tenantId = selection.tenant_id;
  const pool = await poolRow(db, tenantId);
  const problems = await rehearse(services, selection, pool);
  const items: DecommissionSummaryItem[] = [];
  for (const resource of DECOMMISSION_RESOURCES) {
    if (!isSelected(selection, resource)) continue;
    const value = selection[resource];
    let removed: string[] = [];
    let count: number | null = null;
    const problem = problems.get(resource) ?? null;
    switch (resource) {
      case 'tenant_bucket':
        for (const key of [pool?.logo_blob_key, pool?.favicon_blob_key]) if (key && (await services.blobs.get(key).catch(() => null))) removed.push(key);
        break;
      case 'tenant_database': {
        const { rows } = await db.query<{ setting_key: string }>('select setting_key from tenant_settings where tenant_id = $1 order by setting_key', [tenantId]);
        removed = rows.map((row) => row.setting_key);
        break;
      }
      case 'tenant_database_user':
        removed = pool && !problem ? await services.pools.listUsers(pool.user_pool_id) : [];
        break;
      case 'tenant_api_stack': {
        // A DNS service that failed its check is named in `problem`; its records cannot be listed.
        const sets = problem ? {} : await services.dns.readRecords(tenantId, 'DNS Mapping');
        removed = Object.values(sets).flatMap((set) => [...set.records, ...set.records_dr].map((record) => `${record.Name} ${record.Type} ${record.Value}`));
        break;
      }
      case 'tenant_secret':
        removed = pool ? [pool.user_pool_id] : [];
        break;
      case 'tenant_iam': {
        const { rows } = await db.query<{ module: string }>('select module from tenant_modules where tenant_id = $1 order by module', [tenantId]);
        removed = rows.map((row) => row.module);
        break;
      }
      case 'tenant_public_tables': {
        const chosen = new Set(value as string[]);
        const tables = (await tenantTableRows(db, tenantId)).filter((entry) => chosen.has(entry.table));
        removed = tables.map((entry) => `${entry.table}: ${entry.rows} row(s)`);
        count = tables.reduce((sum, entry) => sum + entry.rows, 0);
        break;
      }
      case 'tenant_certificate_arn': {
        const sets = problem ? {} : await services.dns.readRecords(tenantId, 'CNAME Records');
        removed = Object.values(sets).flatMap((set) => [...set.records, ...set.records_dr].map((record) => `${record.Name} ${record.Type} ${record.Value}`));
        break;
      }
      case 'tenant_env_application_configs': {
        const { rows } = await db.query<{ site: string }>('select site from splash_pages where tenant_id = $1 order by site', [tenantId]);
        removed = rows.map((row) => `splash page ${row.site}`);
        break;
      }
    }
    items.push({
      resource,
      value: value as string | string[],
      localCounterpart: LOCAL_COUNTERPARTS[resource],
      items: removed,
      count: count ?? removed.length,
      ...(problem ? { problem } : {}),
    });
  }
  return items;
}

const selectionOf = (workflow: WorkflowRow) => workflow.input as unknown as DecommissionSelection;
function isSelected(selection: DecommissionSelection, resource: DecommissionResource): boolean {
  const value = selection[resource];
  return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
}
const selected = (resource: DecommissionResource) => (workflow: WorkflowRow) => isSelected(selectionOf(workflow), resource);
/** Runs a resource's database work (see {@link DATABASE_WORK}) in a transaction of its own. */
const runDatabaseWork = (services: WorkflowServices, workflow: WorkflowRow, resource: DecommissionResource) =>
  services.db.transaction((tx) => (DATABASE_WORK[resource] as DatabaseWork)(tx, workflow.tenant_id, selectionOf(workflow)));

/** One removal step per resource, users before their pool and the tenant row last. */
const steps: WorkflowStep[] = [
  {
    name: 'tenant_bucket',
    progress: 10,
    applies: selected('tenant_bucket'),
    run: async ({ services, workflow }) => {
      const pool = await poolRow(services.db, workflow.tenant_id);
      const keys = [pool?.logo_blob_key, pool?.favicon_blob_key].filter((key): key is string => Boolean(key));
      for (const key of keys) await services.blobs.delete(key);
      return { removed: keys.length };
    },
  },
  {
    name: 'tenant_database',
    progress: 20,
    applies: selected('tenant_database'),
    run: async ({ services, workflow }) => {
      const removed = await runDatabaseWork(services, workflow, 'tenant_database');
      if (services.cache) await evictTenantConfiguration(services.cache, workflow.tenant_id);
      return { removed };
    },
  },
  {
    name: 'tenant_database_user',
    progress: 30,
    applies: selected('tenant_database_user'),
    run: async ({ services, workflow }) => {
      const pool = await poolRow(services.db, workflow.tenant_id);
      if (!pool) return { removed: 0 };
      const users = await services.pools.listUsers(pool.user_pool_id);
      for (const user of users) await services.pools.deleteUser(pool.user_pool_id, user);
      return { removed: users.length };
    },
  },
  {
    name: 'tenant_api_stack',
    progress: 40,
    applies: selected('tenant_api_stack'),
    run: async ({ services, workflow }) => ({ removed: await services.dns.deleteRecords(workflow.tenant_id, 'DNS Mapping') }),
  },
  {
    name: 'tenant_certificate_arn',
    progress: 50,
    applies: selected('tenant_certificate_arn'),
    run: async ({ services, workflow }) => ({ removed: await services.dns.deleteRecords(workflow.tenant_id, 'CNAME Records') }),
  },
  {
    name: 'tenant_secret',
    progress: 60,
    applies: selected('tenant_secret'),
    run: async ({ services, workflow }) => {
      const pool = await poolRow(services.db, workflow.tenant_id);
      if (!pool) return { removed: 0 };
      await services.pools.deletePool(pool.user_pool_id);
      await runDatabaseWork(services, workflow, 'tenant_secret');
      return { removed: 1 };
    },
  },
  {
    name: 'tenant_iam',
    progress: 70,
    applies: selected('tenant_iam'),
    run: async ({ services, workflow }) => ({ removed: await runDatabaseWork(services, workflow, 'tenant_iam') }),
  },
  {
    name: 'tenant_env_application_configs',
    progress: 80,
    applies: selected('tenant_env_application_configs'),
    run: async ({ services, workflow }) => {
      const removed = await runDatabaseWork(services, workflow, 'tenant_env_application_configs');
      const evicted = services.cache ? await evictTenantCaches(services.cache, workflow.tenant_id) : 0;
      return { removed, evicted };
    },
  },
  {
    name: 'tenant_public_tables',
    progress: 100,
    applies: selected('tenant_public_tables'),
    run: async ({ services, workflow }) => {
      const chosen = new Set(selectionOf(workflow).tenant_public_tables ?? []);
      const tables = (await tenantTableRows(services.db, workflow.tenant_id)).filter((entry) => chosen.has(entry.table));
      const removed = await runDatabaseWork(services, workflow, 'tenant_public_tables');
      // Nothing of a removed tenant is served from the cache afterwards.
      if (services.cache) await evictTenantCaches(services.cache, workflow.tenant_id);
      return { removed, tables: tables.map((entry) => entry.table) };
    },
  },
];

/** The decommission's steps and output. */
export const DECOMMISSION_WORKFLOW: WorkflowDefinition = {
  title: (tenantId) => `Decommission of tenant ${tenantId}`,
  link: () => '/decommission',
  steps,
  output: (results) => ({ removed: results }),
};
