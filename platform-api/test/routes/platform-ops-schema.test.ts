// Schema sync, master and slave (docs/platform-ops.md#schema-sync): PLATFORM_ADMIN only; the
// upload's sheet and statement rules; a dry run that changes nothing; horizontal and vertical syncs
// as admin operations, each tenant in its own transaction: a drifted tenant fails, is reported and
// is left exactly as it was while the others change — all checked in SQL on the tenant schemas.
import * as XLSX from 'xlsx';
import { configureAdminOperations } from '../../src/admin-operations/admin-operations.js';
import { ROLES } from '../../src/auth/roles.js';
import { ENDPOINTS, type Endpoint, type SchemaSyncAnswer, type TenantSchema } from '../../src/contract.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { clearSchemaSync } from '../../src/seed/schema-sync-seed.js';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

let t: TestApp;
let tenants: string[];
let drifted: string;

beforeAll(async () => {
  t = await createTestApp({ prepare: async ({ db }) => void (await seedDatabase(db, { today: '2025-06-15', clients: 5, invoices: 10 })) });
  tenants = (await t.database.db.query<{ tenant_id: string }>('select tenant_id from tenants order by tenant_id')).rows.map((row) => row.tenant_id);
  drifted = tenants[3]!;
  configureAdminOperations(t.app, { waitMs: 30_000 });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await clearSchemaSync(t.database.db);
  await t.close();
});

const db = () => t.database.db;
const QUERIES = ['ALTER TABLE buyers ADD COLUMN loyalty_tier text', 'ALTER TABLE orders ADD COLUMN tracking_code varchar(64)'];

async function multipart(fileName: string, bytes: Buffer, field = 'file'): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
const csv = (rows: string[]) => Buffer.from(['query', ...rows.map((row) => `"${row.replace(/"/g, '""')}"`)].join('\n'));
function xlsx(rows: unknown[][], sheet = 'Queries'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheet);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
async function upload(endpoint: Endpoint, fileName: string, bytes: Buffer) {
  const body = await multipart(fileName, bytes);
  return t.as('PLATFORM_ADMIN', { method: 'POST', url: endpoint.path, headers: { 'content-type': body.contentType }, payload: body.payload }, { email: 'platform.admin@px.local' });
}
const patch = (endpoint: Endpoint, query = '', payload?: object) =>
  t.as('PLATFORM_ADMIN', { method: 'PATCH', url: `${endpoint.path}${query}`, ...(payload ? { payload } : {}) }, { email: 'platform.admin@px.local' });

/** The columns of a table in a tenant's schema (SQL), or null when the schema or table is missing. */
async function columns(kind: 'master' | 'slave', environment: string, tenantId: string, table: string): Promise<string[] | null> {
  const { rows } = await db().query<{ column_name: string }>(
    `select c.column_name from tenant_schemas s join information_schema.columns c on c.table_schema = s.schema_name and c.table_name = $4
      where s.kind = $1 and s.environment = $2 and s.tenant_id = $3 order by c.ordinal_position`,
    [kind, environment, tenantId, table],
  );
  return rows.length === 0 ? null : rows.map((row) => row.column_name);
}
const schemaCount = async () => Number((await db().query<{ n: string }>('select count(*) as n from tenant_schemas')).rows[0]!.n);
const BUYERS = ['buyer_id', 'company_name', 'country_code', 'created_at'];
const ORDERS = ['order_id', 'buyer_id', 'status', 'total', 'created_at'];

describe('every schema endpoint is PLATFORM_ADMIN only', () => {
  const keys = ['schemaManualUpload', 'schemaSlaveManualUpload', 'schemaHorizontalSync', 'schemaSlaveHorizontalSync', 'schemaVerticalSync', 'schemaSlaveVerticalSync', 'storedSchemaQueries', 'tenantSchemas'] as const;
  it.each(keys)('%s: 401 without a token, 403 for FINANCE, CLIENT_SUCCESS and ORG_ADMIN', async (key) => {
    const endpoint = ENDPOINTS[key];
    expect((await t.app.inject({ method: endpoint.method, url: endpoint.path })).statusCode).toBe(401);
    for (const role of ROLES.filter((candidate) => candidate !== 'PLATFORM_ADMIN')) {
      const response = await t.as(role, { method: endpoint.method, url: endpoint.path });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
  });
});

describe('the seeded tenant schemas', () => {
  it('gives the first four tenants master and slave schemas named after the application schema; the fourth master lacks orders', async () => {
    const base = (await db().query<{ s: string }>('select current_schema() as s')).rows[0]!.s;
    const { rows } = await db().query<{ kind: string; tenant_id: string; schema_name: string }>(`select kind, tenant_id, schema_name from tenant_schemas order by kind, tenant_id`);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({ kind: 'master', tenant_id: tenants[0], schema_name: `${base}_local_m_${tenants[0]!.toLowerCase()}` });
    expect(await columns('master', 'local', tenants[0]!, 'orders')).toEqual(ORDERS);
    expect(await columns('master', 'local', drifted, 'buyers')).toEqual(BUYERS);
    expect(await columns('master', 'local', drifted, 'orders')).toBeNull();
    expect(await columns('slave', 'local', drifted, 'orders')).toEqual(ORDERS);
    const answer = (await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.tenantSchemas.path}?kind=master&environment=local` })).json<TenantSchema[]>();
    expect(answer.find((entry) => entry.tenant_id === drifted)?.tables).toEqual([{ table: 'buyers', columns: BUYERS }]);
    expect(answer.map((entry) => entry.tenant_id)).toEqual(tenants.slice(0, 4));
  });
});

describe('manual upload', () => {
  it("refuses a sync before any upload: 400 'No queries uploaded yet: upload the queries first'", async () => {
    const response = await patch(ENDPOINTS.schemaHorizontalSync);
    expect([response.statusCode, response.json().message]).toEqual([400, 'No queries uploaded yet: upload the queries first']);
  });

  it("stores the .csv's queries with who and when: 'Schema Uploaded successfully!'", async () => {
    const response = await upload(ENDPOINTS.schemaManualUpload, 'add-columns.csv', csv(QUERIES));
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ message: string; stored: { queries: unknown[]; uploadedBy: string; fileName: string; uploadedAt: string } }>();
    expect(answer.message).toBe('Schema Uploaded successfully!');
    expect(answer.stored).toMatchObject({ kind: 'master', fileName: 'add-columns.csv', uploadedBy: 'platform.admin@px.local', queries: [{ row: 2, query: QUERIES[0] }, { row: 3, query: QUERIES[1] }] });
    expect(answer.stored.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const stored = await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.storedSchemaQueries.path}?kind=master` });
    expect(stored.json()).toEqual(answer.stored);
    const log = await db().query(`select action, target_ids, note from action_log where endpoint = 'schemaManualUpload' order by id desc limit 1`);
    expect(log.rows[0]).toEqual({ action: 'UPLOADED', target_ids: ['master'], note: 'add-columns.csv: 2 queries' });
  });

  it('reads an .xlsx: sheet Queries, the query column among others, empty rows skipped; the slave list is its own', async () => {
    const response = await upload(ENDPOINTS.schemaSlaveManualUpload, 'slave.xlsx', xlsx([['note', 'query'], ['first', QUERIES[0]], [null, null], ['second', 'CREATE INDEX buyers_name ON buyers (company_name)']]));
    expect(response.statusCode).toBe(200);
    expect(response.json().stored.queries).toEqual([{ row: 2, query: QUERIES[0] }, { row: 4, query: 'CREATE INDEX buyers_name ON buyers (company_name)' }]);
    expect((await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.storedSchemaQueries.path}?kind=master` })).json().fileName).toBe('add-columns.csv');
  });

  it('refuses a forbidden statement naming its row, a file of another kind, no file, no query column; the stored queries stay', async () => {
    const before = (await db().query('select * from schema_query_uploads order by kind')).rows;
    const forbidden = await upload(ENDPOINTS.schemaManualUpload, 'bad.csv', csv([QUERIES[0]!, 'DROP SCHEMA public CASCADE']));
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([400, 'Row 3: only CREATE TABLE, ALTER TABLE … ADD/ALTER/DROP/RENAME COLUMN, CREATE INDEX and DROP INDEX are accepted']);
    const outside = await upload(ENDPOINTS.schemaManualUpload, 'bad.csv', csv(['ALTER TABLE public.tenants ADD COLUMN x int']));
    expect([outside.statusCode, outside.json().message]).toEqual([400, "Row 2: names qualified by a schema are not accepted: the query runs in each tenant's schema"]);
    const sql = await upload(ENDPOINTS.schemaManualUpload, 'queries.sql', Buffer.from(QUERIES[0]!));
    expect([sql.statusCode, sql.json().message]).toEqual([400, 'Only .xlsx, .xls, .csv files are accepted']);
    const header = await upload(ENDPOINTS.schemaManualUpload, 'q.csv', Buffer.from(`statement\n${QUERIES[0]}`));
    expect([header.statusCode, header.json().message]).toEqual([400, 'Row 1 of sheet q must name a column query']);
    const empty = await upload(ENDPOINTS.schemaManualUpload, 'q.csv', Buffer.from('query\n'));
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'The file holds no query']);
    const none = await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.schemaManualUpload.path, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(none.statusCode).toBe(400);
    expect((await db().query('select * from schema_query_uploads order by kind')).rows).toEqual(before);
  });
});

describe('horizontal sync', () => {
  it('dry run: answers every tenant (the drifted one failed) at once and changes nothing, in SQL', async () => {
    const schemasBefore = await schemaCount();
    const jobsBefore = (await db().query('select count(*) from jobs')).rows;
    const response = await patch(ENDPOINTS.schemaHorizontalSync, '?dryRun=true');
    expect(response.statusCode).toBe(200);
    const answer = response.json<SchemaSyncAnswer>();
    expect(answer).toMatchObject({ dryRun: true, AdminOperationId: null, Status: 'Succeeded', Message: 'Horizontal Sync Failed' });
    expect(answer.Result).toMatchObject({ kind: 'master', direction: 'horizontal', environment: 'local', queries: 2, failed: 1 });
    expect(answer.Result!.tenants.map((entry) => [entry.tenant_id, entry.status, entry.failedRow])).toEqual(tenants.map((id) => [id, id === drifted ? 'error' : 'ok', id === drifted ? 3 : null]));
    expect(answer.Result!.tenants.find((entry) => entry.tenant_id === drifted)?.error).toBe('relation "orders" does not exist');
    // Nothing changed: no column, no schema for the fifth tenant, no job.
    for (const tenant of tenants.slice(0, 3)) {
      expect(await columns('master', 'local', tenant, 'buyers')).toEqual(BUYERS);
      expect(await columns('master', 'local', tenant, 'orders')).toEqual(ORDERS);
    }
    expect(await schemaCount()).toBe(schemasBefore);
    expect((await db().query('select count(*) from jobs')).rows).toEqual(jobsBefore);
  });

  it("real run: an admin operation; every tenant but the drifted one gets both columns, the drifted one is rolled back whole and reported: 'Horizontal Sync Failed'", async () => {
    const response = await patch(ENDPOINTS.schemaHorizontalSync);
    expect(response.statusCode).toBe(200);
    const answer = response.json<SchemaSyncAnswer>();
    expect(answer).toMatchObject({ Status: 'Succeeded', Message: 'Horizontal Sync Failed' });
    expect(answer.dryRun).toBeUndefined();
    expect(answer.Result!.failed).toBe(1);
    expect(answer.Result!.tenants.filter((entry) => entry.status === 'error').map((entry) => entry.tenant_id)).toEqual([drifted]);
    for (const tenant of tenants.filter((id) => id !== drifted)) {
      expect([tenant, await columns('master', 'local', tenant, 'buyers')]).toEqual([tenant, [...BUYERS, 'loyalty_tier']]);
      expect([tenant, await columns('master', 'local', tenant, 'orders')]).toEqual([tenant, [...ORDERS, 'tracking_code']]);
    }
    // Row 2 succeeded on the drifted tenant before row 3 failed: its transaction rolled both back.
    expect(await columns('master', 'local', drifted, 'buyers')).toEqual(BUYERS);
    expect(await columns('master', 'local', drifted, 'orders')).toBeNull();
    // The slave schemas are another database: untouched.
    expect(await columns('slave', 'local', tenants[0]!, 'buyers')).toEqual(BUYERS);
    const status = await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.adminStatus.path, payload: { AdminOperationId: answer.AdminOperationId } });
    expect(status.json()).toMatchObject({ Status: 'Succeeded', Message: 'Horizontal Sync Failed', Result: { failed: 1 } });
    const job = await db().query<{ kind: string; state: string; link: string; progress: number }>('select kind, state, link, progress from jobs where job_id = $1', [answer.AdminOperationId]);
    expect(job.rows[0]).toEqual({ kind: 'schema-sync-horizontal', state: 'SUCCEEDED', link: '/config-schema/master/horizontal-sync', progress: 100 });
    const log = await db().query(`select action, outcome, note from action_log where endpoint = 'schemaHorizontalSync' order by id desc limit 1`);
    expect(log.rows[0]).toEqual({ action: 'SYNCED', outcome: 'FAILED', note: `master horizontal sync on local: 2 queries, 4 tenants ok, 1 failed (${drifted})` });
    const panel = (await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.tenantSchemas.path}?kind=master&environment=local` })).json<TenantSchema[]>();
    expect(panel.find((entry) => entry.tenant_id === tenants[4])?.tables).toEqual([
      { table: 'buyers', columns: [...BUYERS, 'loyalty_tier'] },
      { table: 'orders', columns: [...ORDERS, 'tracking_code'] },
    ]);
  });

  it("a slave sync with every tenant ok: 'Schema sync completed!', also answered by POST /admin-status (polled while 'Waiting')", async () => {
    configureAdminOperations(t.app, { waitMs: 0 });
    try {
      const answer = (await patch(ENDPOINTS.schemaSlaveHorizontalSync)).json<SchemaSyncAnswer>();
      // With no wait the answer is 'Waiting' unless the work finished within the same turn.
      expect(['Waiting', 'Succeeded']).toContain(answer.Status);
      let status: SchemaSyncAnswer | undefined;
      for (let attempt = 0; attempt < 100 && status?.Status !== 'Succeeded'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.adminStatus.path, payload: { AdminOperationId: answer.AdminOperationId } })).json<SchemaSyncAnswer>();
      }
      expect(status).toMatchObject({ Status: 'Succeeded', Message: 'Schema sync completed!', Result: { kind: 'slave', failed: 0 } });
      expect(await columns('slave', 'local', drifted, 'buyers')).toEqual([...BUYERS, 'loyalty_tier']);
      expect(await columns('master', 'local', drifted, 'buyers')).toEqual(BUYERS);
    } finally {
      configureAdminOperations(t.app, { waitMs: 30_000 });
    }
  });
});

describe('one sync of a database at a time', () => {
  it('answers 409 to a second sync of the same database while one runs; the next one runs again', async () => {
    // Hold the first sync at its first read of the stored queries until the second has answered.
    const database = db();
    const query = database.query.bind(database);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    database.query = (async (sql: string, params?: readonly unknown[]) => {
      if (holding && sql.includes('from schema_query_uploads')) {
        holding = false;
        await held;
      }
      return query(sql, params);
    }) as typeof database.query;
    try {
      const first = patch(ENDPOINTS.schemaSlaveHorizontalSync, '?dryRun=true');
      while (holding) await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await patch(ENDPOINTS.schemaSlaveHorizontalSync, '?dryRun=true');
      expect([second.statusCode, second.json().message]).toEqual([409, 'A slave schema sync is already running: wait for its result']);
      // The master database is another one: its sync is not held up.
      expect((await patch(ENDPOINTS.schemaHorizontalSync, '?dryRun=true')).statusCode).toBe(200);
      release();
      expect((await first).statusCode).toBe(200);
    } finally {
      database.query = query;
      release();
    }
    expect((await patch(ENDPOINTS.schemaSlaveHorizontalSync, '?dryRun=true')).statusCode).toBe(200);
  });
});

describe('vertical sync', () => {
  it("needs an environment: 400 'Please enter the environment', and names the known ones for another", async () => {
    const blank = await patch(ENDPOINTS.schemaVerticalSync, '', { environment: '  ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Please enter the environment']);
    const prod = await patch(ENDPOINTS.schemaVerticalSync, '', { environment: 'prod' });
    expect([prod.statusCode, prod.json().message]).toEqual([400, "Unknown environment 'prod': one of dev, test, uat"]);
    const missing = await patch(ENDPOINTS.schemaVerticalSync, '', {});
    expect(missing.statusCode).toBe(400);
    expect(await columns('master', 'uat', tenants[0]!, 'buyers')).toBeNull();
  });

  it("a dry run on uat creates nothing; the real run gives every uat tenant a schema with both columns: 'Schema sync completed!'; local stays", async () => {
    const dry = (await patch(ENDPOINTS.schemaVerticalSync, '?dryRun=true', { environment: 'uat' })).json<SchemaSyncAnswer>();
    expect(dry).toMatchObject({ dryRun: true, Message: 'Schema sync completed!', Result: { environment: 'uat', direction: 'vertical', failed: 0 } });
    expect((await db().query(`select count(*)::int as n from tenant_schemas where environment = 'uat'`)).rows[0]).toEqual({ n: 0 });
    const real = (await patch(ENDPOINTS.schemaVerticalSync, '', { environment: 'uat' })).json<SchemaSyncAnswer>();
    expect(real).toMatchObject({ Status: 'Succeeded', Message: 'Schema sync completed!', Result: { environment: 'uat', failed: 0 } });
    for (const tenant of tenants) expect([tenant, await columns('master', 'uat', tenant, 'orders')]).toEqual([tenant, [...ORDERS, 'tracking_code']]);
    expect(await columns('master', 'local', drifted, 'orders')).toBeNull();
    expect(await columns('master', 'dev', tenants[0]!, 'orders')).toBeNull();
  });

  it('a second run fails on every tenant (the column exists) and reports each: Vertical Sync Failed', async () => {
    const again = (await patch(ENDPOINTS.schemaVerticalSync, '', { environment: 'uat' })).json<SchemaSyncAnswer>();
    expect(again).toMatchObject({ Message: 'Vertical Sync Failed', Result: { failed: tenants.length } });
    expect(again.Result!.tenants[0]).toMatchObject({ status: 'error', failedRow: 2, error: 'column "loyalty_tier" of relation "buyers" already exists' });
  });
});

describe('clearSchemaSync', () => {
  it('drops every tenant schema it created and the uploaded queries', async () => {
    const names = (await db().query<{ schema_name: string }>('select schema_name from tenant_schemas')).rows.map((row) => row.schema_name);
    expect(names.length).toBeGreaterThan(8);
    await clearSchemaSync(db());
    const left = await db().query(`select nspname from pg_namespace where nspname = any($1::text[])`, [names]);
    expect(left.rows).toEqual([]);
    expect((await db().query('select count(*)::int as n from schema_query_uploads')).rows[0]).toEqual({ n: 0 });
  });
});
