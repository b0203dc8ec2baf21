// Buyer Decrypt and Sync Settings (docs/platform-ops.md#buyer-decrypt-and-sync-settings):
// PLATFORM_ADMIN only, the per-tenant AES-256-GCM names, the action-log entry of every decrypt, and
// a settings copy between tenants and environments checked in SQL. Every refusal is checked to
// leave the data as it was.
import { ROLES } from '../../src/auth/roles.js';
import { encryptBuyerName } from '../../src/buyers/buyer-names.js';
import { ENDPOINTS, servedPath } from '../../src/contract.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { DEMO_BUYERS } from '../../src/seed/test-tools-seed.js';
import { clearSchemaSync } from '../../src/seed/schema-sync-seed.js';
import { readStoredTenantSettings } from '../../src/tenant-settings/tenant-settings-repository.js';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let tenants: string[];

beforeAll(async () => {
  t = await createTestApp({ prepare: async ({ db }) => void (await seedDatabase(db, { today: '2025-06-15', clients: 5, invoices: 10 })) });
  tenants = (await t.database.db.query<{ tenant_id: string }>('select tenant_id from tenants order by tenant_id')).rows.map((row) => row.tenant_id);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await clearSchemaSync(t.database.db);
  await t.close();
});

const db = () => t.database.db;
const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.as('PLATFORM_ADMIN', { method, url, ...(payload ? { payload } : {}) }, { email: 'platform.admin@px.local' });
const decryptLog = async () =>
  (
    await db().query<{ actor_email: string; target_ids: string[]; outcome: string; note: string | null; at: string }>(
      `select actor_email, target_ids, outcome, note, at::text from action_log where endpoint = 'buyerDecrypt' order by id`,
    )
  ).rows;

describe('every test-tool endpoint is PLATFORM_ADMIN only', () => {
  it.each(['buyerDecrypt', 'encryptedBuyers', 'settingSync'] as const)('%s: 401 without a token, 403 for FINANCE, CLIENT_SUCCESS and ORG_ADMIN', async (key) => {
    const endpoint = ENDPOINTS[key];
    expect((await t.app.inject({ method: endpoint.method, url: servedPath(endpoint) })).statusCode).toBe(401);
    for (const role of ROLES.filter((candidate) => candidate !== 'PLATFORM_ADMIN')) {
      const response = await t.as(role, { method: endpoint.method, url: servedPath(endpoint) });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
  });
});

describe('the test API base (docs/operations.md#environments-and-providers)', () => {
  it.each(['buyerDecrypt', 'encryptedBuyers', 'settingSync'] as const)('%s is served under /test-api only, not at the API base', async (key) => {
    const endpoint = ENDPOINTS[key];
    expect(servedPath(endpoint)).toBe(`/test-api${endpoint.path}`);
    expect((await t.as('PLATFORM_ADMIN', { method: endpoint.method, url: endpoint.path })).statusCode).toBe(404);
    expect((await t.as('PLATFORM_ADMIN', { method: endpoint.method, url: servedPath(endpoint) })).statusCode).not.toBe(404);
  });
});

describe('Buyer Decrypt', () => {
  it("lists a tenant's encrypted demo names, none of them readable as text", async () => {
    const response = await admin('GET', `${servedPath(ENDPOINTS.encryptedBuyers)}?tenant_id=${tenants[0]}`);
    expect(response.statusCode).toBe(200);
    const buyers = response.json<Array<{ buyer_id: string; encrypted: string }>>();
    expect(buyers.map((buyer) => buyer.buyer_id)).toEqual(['B-0001', 'B-0002', 'B-0003']);
    for (const buyer of buyers) {
      expect(buyer.encrypted).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
      expect(buyer.encrypted).not.toContain('Northwind');
    }
    const stored = await db().query<{ name_encrypted: string }>(`select name_encrypted from tenant_buyers where name_encrypted like '%Northwind%'`);
    expect(stored.rows).toEqual([]);
  });

  it("answers the plain name and 'Decryption completed', and records who, when and which tenant", async () => {
    const [buyer] = (await admin('GET', `${servedPath(ENDPOINTS.encryptedBuyers)}?tenant_id=${tenants[1]}`)).json<Array<{ encrypted: string }>>();
    const before = (await decryptLog()).length;
    const response = await admin('POST', servedPath(ENDPOINTS.buyerDecrypt), { tenant_id: tenants[1], encrypted: buyer!.encrypted });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tenant_id: tenants[1], name: DEMO_BUYERS[0]!.name, message: 'Decryption completed' });
    const log = await decryptLog();
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)).toMatchObject({ actor_email: 'platform.admin@px.local', target_ids: [tenants[1]], outcome: 'SUCCEEDED', note: null });
    expect(log.at(-1)!.at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(JSON.stringify(log)).not.toContain(DEMO_BUYERS[0]!.name);
  });

  it("decrypts any name encrypted with the tenant's key", async () => {
    const response = await admin('POST', servedPath(ENDPOINTS.buyerDecrypt), { tenant_id: tenants[0], encrypted: encryptBuyerName(tenants[0]!, 'Zoë & Söhne GmbH') });
    expect(response.json()).toMatchObject({ name: 'Zoë & Söhne GmbH' });
  });

  it("refuses another tenant's ciphertext and an altered one with a clear 400, and records the refusal", async () => {
    const encrypted = encryptBuyerName(tenants[0]!, 'Northwind Traders');
    const message = "The encrypted buyer name cannot be decrypted with this tenant's key: it was altered or belongs to another tenant";
    const wrongTenant = await admin('POST', servedPath(ENDPOINTS.buyerDecrypt), { tenant_id: tenants[1], encrypted });
    expect([wrongTenant.statusCode, wrongTenant.json().message]).toEqual([400, message]);
    const last = encrypted.at(-1) === 'A' ? 'B' : 'A';
    const tampered = await admin('POST', servedPath(ENDPOINTS.buyerDecrypt), { tenant_id: tenants[0], encrypted: encrypted.slice(0, -1) + last });
    expect([tampered.statusCode, tampered.json().message]).toEqual([400, message]);
    const garbage = await admin('POST', servedPath(ENDPOINTS.buyerDecrypt), { tenant_id: tenants[0], encrypted: 'Northwind Traders' });
    expect([garbage.statusCode, garbage.json().message]).toEqual([400, message]);
    const log = await decryptLog();
    expect(log.slice(-3).map((entry) => [entry.outcome, entry.target_ids])).toEqual([
      ['FAILED', [tenants[1]]],
      ['FAILED', [tenants[0]]],
      ['FAILED', [tenants[0]]],
    ]);
  });

  it("answers 404 'Tenant not found!' for an unknown tenant and 400 for a missing field", async () => {
    const unknown = await admin('POST', servedPath(ENDPOINTS.buyerDecrypt), { tenant_id: 'T99', encrypted: 'v1.AAAA' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Tenant not found!']);
    const missing = await admin('POST', servedPath(ENDPOINTS.buyerDecrypt), { tenant_id: tenants[0] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Encrypted is required', field: 'encrypted' });
    const empty = await admin('POST', servedPath(ENDPOINTS.buyerDecrypt), { tenant_id: tenants[0], encrypted: '' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('Sync Settings', () => {
  const envSettings = async (environment: string, tenantId: string) =>
    Object.fromEntries(
      (
        await db().query<{ setting_key: string; setting_value: string }>(
          'select setting_key, setting_value from environment_tenant_settings where environment = $1 and tenant_id = $2',
          [environment, tenantId],
        )
      ).rows.map((row) => [row.setting_key, row.setting_value]),
    );

  it("copies dev's settings of one tenant to another tenant here: 'Tenant sync successfull', SQL shows the copy, a job and an action-log entry", async () => {
    const [source, destination] = [tenants[0]!, tenants[3]!];
    const devSource = await envSettings('dev', source);
    expect(devSource.siteTitle).toMatch(/ \(dev\)$/);
    await db().query(`insert into tenant_settings (tenant_id, setting_key, setting_value) values ($1, 'onlyHere', 'x')`, [destination]);
    const response = await admin('POST', servedPath(ENDPOINTS.settingSync), { source_env: 'dev', destination_env: 'local', source_tenant_id: source, destination_tenant_id: destination });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Tenant sync successfull', copied: Object.keys(devSource).length });
    const copied = await readStoredTenantSettings(db(), destination);
    expect(copied).toEqual({ ...devSource, tenant_id: destination });
    expect(copied?.onlyHere).toBeUndefined();
    const jobs = (await admin('GET', ENDPOINTS.jobs.path)).json<Array<{ kind: string; state: string; link: string; title: string }>>().filter((job) => job.kind === 'settings-sync');
    expect(jobs[0]).toMatchObject({ state: 'SUCCEEDED', link: '/sync-settings', title: `Settings sync dev/${source} to local/${destination}` });
    const log = await db().query<{ target_ids: string[]; note: string }>(`select target_ids, note from action_log where endpoint = 'settingSync' order by id desc limit 1`);
    expect(log.rows[0]).toEqual({ target_ids: [source, destination], note: `dev/${source} -> local/${destination}: ${Object.keys(devSource).length} settings` });
  });

  it('copies a tenant of here to another environment, creating it there', async () => {
    const source = tenants[1]!;
    const response = await admin('POST', servedPath(ENDPOINTS.settingSync), { source_env: 'local', destination_env: 'uat', source_tenant_id: source, destination_tenant_id: 'T77' });
    expect(response.statusCode).toBe(200);
    expect(await envSettings('uat', 'T77')).toEqual({ ...(await readStoredTenantSettings(db(), source)), tenant_id: 'T77' });
  });

  it('refuses a missing field, an unknown environment, the same tenant and environment twice, and an unknown tenant; nothing changes, no job', async () => {
    const before = await db().query('select * from environment_tenant_settings order by environment, tenant_id, setting_key');
    const beforeLocal = await db().query('select tenant_id, setting_key, setting_value from tenant_settings order by tenant_id, setting_key');
    const jobsBefore = (await db().query(`select count(*)::int as n from jobs where kind = 'settings-sync'`)).rows;
    const full = { source_env: 'dev', destination_env: 'test', source_tenant_id: tenants[0], destination_tenant_id: tenants[1] };
    for (const field of Object.keys(full)) {
      const body: Record<string, unknown> = { ...full };
      delete body[field];
      const response = await admin('POST', servedPath(ENDPOINTS.settingSync), body);
      expect([field, response.statusCode, response.json().field]).toEqual([field, 400, field]);
      expect(response.json().message).toMatch(/ is required$/);
    }
    const prod = await admin('POST', servedPath(ENDPOINTS.settingSync), { ...full, destination_env: 'prod' });
    expect(prod.statusCode).toBe(400);
    const same = await admin('POST', servedPath(ENDPOINTS.settingSync), { ...full, destination_env: 'dev', destination_tenant_id: tenants[0] });
    expect([same.statusCode, same.json().message]).toEqual([400, 'The source and the destination are the same tenant in the same environment']);
    const noSource = await admin('POST', servedPath(ENDPOINTS.settingSync), { ...full, source_tenant_id: 'T55' });
    expect([noSource.statusCode, noSource.json().message]).toEqual([404, 'Tenant not found! T55 has no settings in dev']);
    const noDestination = await admin('POST', servedPath(ENDPOINTS.settingSync), { ...full, destination_env: 'local', destination_tenant_id: 'T55' });
    expect([noDestination.statusCode, noDestination.json().message]).toEqual([404, 'Tenant not found! T55 does not exist in local']);
    expect((await db().query('select * from environment_tenant_settings order by environment, tenant_id, setting_key')).rows).toEqual(before.rows);
    expect((await db().query('select tenant_id, setting_key, setting_value from tenant_settings order by tenant_id, setting_key')).rows).toEqual(beforeLocal.rows);
    // A refused sync starts no job of the job centre.
    expect((await db().query(`select count(*)::int as n from jobs where kind = 'settings-sync'`)).rows).toEqual(jobsBefore);
  });
});
