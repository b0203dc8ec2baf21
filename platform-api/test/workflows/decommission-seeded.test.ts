// Decommission of a tenant with billing history (docs/platform-ops.md#decommission): every public
// table holding its rows is listed with a row count; the real run removes exactly that tenant's rows
// (and its settings), leaves every other tenant's alone (their CONNECT orders keep the supplier's
// name), and /workflow/status then answers 'Tenant Not Found' (the console's success). The dry run
// names beforehand what would stop the real run.
import { seedDatabase } from '../../src/seed/seed.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { LocalDns } from '../../src/local/local-dns.js';
import { createWorld, eventually, startApp, type WorkflowTestApp, type WorkflowWorld } from './workflow-test-app.js';

jest.setTimeout(120_000);

let t: WorkflowTestApp;
let world: WorkflowWorld;
beforeAll(async () => {
  world = await createWorld();
  t = await startApp(world);
  await seedDatabase(t.db, { clients: 12, invoices: 120 });
}, SETUP_TIMEOUT_MS);
afterAll(async () => t.app.close());

/** The workflows' own tables, which keep the decommission's record. */
const OWN_TABLES = ['workflows', 'workflow_steps', 'jobs', 'local_dns_records', 'tenant_user_pools', 'action_log', 'async_requests'];

/** Rows per table with a tenant_id column (but the workflows' own) for one tenant, and for all the others. */
async function rowCounts(tenantId: string): Promise<{ mine: Record<string, number>; others: Record<string, number> }> {
  const { rows: tables } = await t.db.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c join information_schema.tables s on s.table_name = c.table_name and s.table_schema = c.table_schema
     where c.column_name = 'tenant_id' and c.table_schema = current_schema() and s.table_type = 'BASE TABLE' order by 1`,
  );
  const mine: Record<string, number> = {};
  const others: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    if (OWN_TABLES.includes(table)) continue;
    const { rows } = await t.db.query<{ mine: number; others: number }>(
      `select count(*) filter (where tenant_id = $1)::int as mine, count(*) filter (where tenant_id <> $1)::int as others from ${table}`,
      [tenantId],
    );
    mine[table] = rows[0]?.mine ?? 0;
    others[table] = rows[0]?.others ?? 0;
  }
  return { mine, others };
}

/** The other tenants' CONNECT orders naming `supplier`: order number, channel, supplier name and amount. */
async function supplierOrders(supplier: string) {
  const { rows } = await t.db.query<{ number: string; channel: string; supplier: string | null; amount: string }>(
    `select o.phonex_order_number as number, o.channel, coalesce(s.tenant_name, o.supplier_tenant_name) as supplier, o.shipped_amount::text as amount
     from billing_orders o left join tenants s on s.tenant_id = o.supplier_tenant_id
     where o.tenant_id <> $1 and o.phonex_order_number in (select phonex_order_number from billing_orders where supplier_tenant_id = $1 or supplier_tenant_name = $2)
     order by 1`,
    [supplier, `Supplier of ${supplier}`],
  );
  return rows;
}

it("removes every row of a tenant that other tenants bought from, keeps their orders with the supplier's name, and then answers 'Tenant Not Found'", async () => {
  // The supplier of the most other tenants' CONNECT orders: it has every kind of row.
  const { rows } = await t.db.query<{ tenant_id: string }>(
    `select supplier_tenant_id as tenant_id from billing_orders
     where supplier_tenant_id <> tenant_id and supplier_tenant_id in (select tenant_id from payments) and supplier_tenant_id in (select tenant_id from billing_orders)
     group by 1 order by count(*) desc, 1 limit 1`,
  );
  const tenantId = rows[0]?.tenant_id ?? '';
  await t.db.query(`update tenants set tenant_name = $2 where tenant_id = $1`, [tenantId, `Supplier of ${tenantId}`]);
  await t.db.query(`insert into tenant_settings (tenant_id, setting_key, setting_value) values ($1, 'siteTitle', 'Old shop') on conflict do nothing`, [tenantId]);
  const before = await rowCounts(tenantId);
  for (const table of ['invoices', 'payments', 'billing_orders', 'client_contacts', 'payment_methods', 'tenant_settings', 'clients', 'tenants']) {
    expect([table, (before.mine[table] ?? 0) > 0]).toEqual([table, true]);
  }
  const othersOrders = await supplierOrders(tenantId);
  expect(othersOrders.length).toBeGreaterThan(0);
  expect(new Set(othersOrders.map((order) => order.supplier))).toEqual(new Set([`Supplier of ${tenantId}`]));

  const start = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: tenantId } });
  expect(start.statusCode).toBe(200);
  const resources = JSON.parse(start.json().output);
  const expectedTables = Object.entries(before.mine)
    .filter(([, count]) => count > 0)
    .map(([table]) => table)
    .sort((a, b) => Number(a === 'tenants') - Number(b === 'tenants') || a.localeCompare(b));
  expect(resources.tenant_public_tables).toEqual(expectedTables);

  const selection = { tenant_id: tenantId, tenant_database: resources.tenant_database, tenant_public_tables: resources.tenant_public_tables };
  // The tenant's configuration and splash pages are cached (as reads of their screens leave them).
  await t.app.cache.set(`${tenantId}|tenant-config`, '{}');
  await t.app.cache.set(`${tenantId}|splash-config`, '{}');
  const dry = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume?dryRun=true', payload: { tenant_id: tenantId, 'decommission-resources': { resources: selection } } });
  const tables = dry.json().summary.resources.find((item: { resource: string }) => item.resource === 'tenant_public_tables');
  expect(tables.count).toBe(expectedTables.reduce((sum, table) => sum + (before.mine[table] ?? 0), 0));
  expect(tables.items).toContain(`invoices: ${before.mine.invoices} row(s)`);
  expect(dry.json().summary.resources.map((item: { problem?: string }) => item.problem ?? null)).toEqual([null, null]);
  // The dry run changed nothing.
  expect(await rowCounts(tenantId)).toEqual(before);

  const real = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: tenantId, 'decommission-resources': { resources: selection } } });
  expect(real.statusCode).toBe(200);
  await eventually(async () => {
    const status = (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: tenantId } })).json();
    if (status.status === 'FAILED') throw new Error(status.error);
    return status.error === 'Tenant Not Found';
  }, 60_000);
  expect(await t.app.cache.keys(`${tenantId}|*`)).toEqual([]);
  const after = await rowCounts(tenantId);
  for (const table of expectedTables) expect([table, after.mine[table]]).toEqual([table, 0]);
  // Other tenants keep every row, and their orders from the gone supplier keep its name and amounts.
  expect(after.others).toEqual(before.others);
  expect(await supplierOrders(tenantId)).toEqual(othersOrders);
  const { rows: links } = await t.db.query('select 1 from billing_orders where supplier_tenant_id = $1', [tenantId]);
  expect(links).toEqual([]);
});

it('names in the dry run a database failure the real run then meets, removing nothing in either', async () => {
  const { rows } = await t.db.query<{ tenant_id: string }>(`select tenant_id from clients order by tenant_id desc limit 1`);
  const tenantId = rows[0]?.tenant_id ?? '';
  // A row of another table that still needs the tenant (no tenant_id column of its own).
  await t.db.query('create table tenant_keepsakes (kept_for text not null references tenants (tenant_id))');
  await t.db.query('insert into tenant_keepsakes values ($1)', [tenantId]);
  const before = await rowCounts(tenantId);
  const start = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: tenantId } });
  const resources = JSON.parse(start.json().output);
  const selection = { tenant_id: tenantId, tenant_public_tables: resources.tenant_public_tables };
  // The dry run tells it before the confirmation.
  const dry = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume?dryRun=true', payload: { tenant_id: tenantId, 'decommission-resources': { resources: selection } } });
  expect(dry.json().summary.resources[0].problem).toMatch(new RegExp(`^The rows of tenant ${tenantId} in tenants cannot be removed: .*tenant_keepsakes`));
  expect(await rowCounts(tenantId)).toEqual(before);
  await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: tenantId, 'decommission-resources': { resources: selection } } });
  const failed = await eventually(async () => {
    const status = (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: tenantId } })).json();
    return status.status === 'FAILED' ? status : undefined;
  }, 60_000);
  expect(failed.error).toBe(`tenant_public_tables: ${dry.json().summary.resources[0].problem}`);
  expect(await rowCounts(tenantId)).toEqual(before);
});

it("names in the dry run the user pool service's failure the real run then meets", async () => {
  const { rows } = await t.db.query<{ tenant_id: string }>(`select tenant_id from clients order by tenant_id desc offset 1 limit 1`);
  const tenantId = rows[0]?.tenant_id ?? '';
  await t.db.query(`insert into tenant_user_pools (tenant_id, user_pool_id) values ($1, $2)`, [tenantId, `pool-${tenantId}`]);
  const listUsers = jest.spyOn(world.pools, 'listUsers').mockRejectedValue(new Error('The user pool service is unreachable'));
  try {
    await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: tenantId } });
    const selection = { tenant_id: tenantId, tenant_database_user: `px_tenant_${tenantId}_user` };
    const dry = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume?dryRun=true', payload: { tenant_id: tenantId, 'decommission-resources': { resources: selection } } });
    expect(dry.json().summary.resources[0]).toMatchObject({ resource: 'tenant_database_user', problem: 'The user pool service is unreachable' });
    await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: tenantId, 'decommission-resources': { resources: selection } } });
    const failed = await eventually(async () => {
      const status = (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: tenantId } })).json();
      return status.status === 'FAILED' ? status : undefined;
    }, 60_000);
    expect(failed.error).toBe('tenant_database_user: The user pool service is unreachable');
  } finally {
    listUsers.mockRestore();
  }
});

it("names in the dry run the blob store's and the DNS service's failures, and changes nothing", async () => {
  const { rows } = await t.db.query<{ tenant_id: string }>(`select tenant_id from clients order by tenant_id desc offset 2 limit 1`);
  const tenantId = rows[0]?.tenant_id ?? '';
  await t.db.query(`insert into tenant_user_pools (tenant_id, user_pool_id, logo_blob_key) values ($1, $2, $3)`, [tenantId, `pool-${tenantId}`, `tenant-logos/${tenantId}.png`]);
  const start = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: tenantId } });
  const resources = JSON.parse(start.json().output);
  const before = await rowCounts(tenantId);
  const blobGet = jest.spyOn(world.blobs, 'get').mockRejectedValue(new Error('The blob store is unreachable'));
  const dnsRead = jest.spyOn(LocalDns.prototype, 'readRecords').mockRejectedValue(new Error('The DNS service is unreachable'));
  try {
    const selection = { tenant_id: tenantId, tenant_bucket: resources.tenant_bucket, tenant_api_stack: resources.tenant_api_stack };
    const dry = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume?dryRun=true', payload: { tenant_id: tenantId, 'decommission-resources': { resources: selection } } });
    expect(dry.statusCode).toBe(200);
    const problems = Object.fromEntries(dry.json().summary.resources.map((entry: { resource: string; problem?: string }) => [entry.resource, entry.problem]));
    expect(problems).toMatchObject({ tenant_bucket: 'The blob store is unreachable', tenant_api_stack: 'The DNS service is unreachable' });
    expect(blobGet).toHaveBeenCalledWith(`tenant-logos/${tenantId}.png`);
  } finally {
    blobGet.mockRestore();
    dnsRead.mockRestore();
  }
  expect(await rowCounts(tenantId)).toEqual(before);
  const { rows: pools } = await t.db.query('select logo_blob_key from tenant_user_pools where tenant_id = $1', [tenantId]);
  expect(pools).toEqual([{ logo_blob_key: `tenant-logos/${tenantId}.png` }]);
});
