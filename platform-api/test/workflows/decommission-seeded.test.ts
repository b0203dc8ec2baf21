// Decommission of a tenant with billing history (spec 01 §4, spec 02 §2.13, §4): every public table
// holding its rows is listed with a row count; the real run removes exactly that tenant's rows (and
// its settings), leaves every other tenant's alone, and /workflow/status then answers 'Tenant Not
// Found' (the console's success).
import { seedDatabase } from '../../src/db/seed/seed.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { createWorld, eventually, startApp, type WorkflowTestApp } from './workflow-test-app.js';

jest.setTimeout(120_000);

let t: WorkflowTestApp;
beforeAll(async () => {
  t = await startApp(await createWorld());
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

it("lists the tenant's tables with their row counts, removes exactly its rows, and then answers 'Tenant Not Found'", async () => {
  // The tenant with the most invoices, made no other tenant's CONNECT supplier (see the next test).
  const { rows } = await t.db.query<{ tenant_id: string }>(`select tenant_id from invoices group by tenant_id order by count(*) desc, tenant_id limit 1`);
  const tenantId = rows[0]?.tenant_id ?? '';
  await t.db.query('delete from billing_orders where supplier_tenant_id = $1 and tenant_id <> $1', [tenantId]);
  const before = await rowCounts(tenantId);
  expect(before.mine.invoices).toBeGreaterThan(0);

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
  expect(tables.problem).toBeUndefined();

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
  // Other tenants keep their rows, except the decommissioned one's references to them (none here).
  expect(after.others).toEqual(before.others);
});

it("fails with the table named, removing nothing, when another tenant's rows need the tenant (a CONNECT order's supplier)", async () => {
  const { rows } = await t.db.query<{ supplier: string }>(
    `select supplier_tenant_id as supplier from billing_orders where supplier_tenant_id is not null and supplier_tenant_id <> tenant_id order by 1 limit 1`,
  );
  const tenantId = rows[0]?.supplier;
  if (!tenantId) throw new Error('the seed has no CONNECT order of another tenant');
  const before = await rowCounts(tenantId);
  const start = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: tenantId } });
  const resources = JSON.parse(start.json().output);
  const selection = { tenant_id: tenantId, tenant_public_tables: resources.tenant_public_tables };
  // The dry run tells it before the confirmation.
  const dry = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume?dryRun=true', payload: { tenant_id: tenantId, 'decommission-resources': { resources: selection } } });
  expect(dry.json().summary.resources[0].problem).toMatch(new RegExp(`^The rows of tenant ${tenantId} in tenants cannot be removed: `));
  expect(await rowCounts(tenantId)).toEqual(before);
  await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: tenantId, 'decommission-resources': { resources: selection } } });
  const failed = await eventually(async () => {
    const status = (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: tenantId } })).json();
    return status.status === 'FAILED' ? status : undefined;
  }, 60_000);
  expect(failed.error).toMatch(new RegExp(`^tenant_public_tables: The rows of tenant ${tenantId} in tenants cannot be removed: `));
  expect(await rowCounts(tenantId)).toEqual(before);
});
