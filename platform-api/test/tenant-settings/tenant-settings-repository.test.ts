import { MemoryCacheStore } from '../../src/cache/cache-store.js';
import { defaultTenantSettings } from '../../src/contract.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDatabase } from '../../src/seed/seed.js';
import {
  deleteTenantSettings,
  listConfigKeys,
  loadTenantConfiguration,
  readStoredTenantSettings,
  readTenantConfiguration,
  writeTenantSettings,
  writeTenantSettingsIn,
} from '../../src/tenant-settings/tenant-settings-repository.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await database.db.query(`insert into tenants (tenant_id, tenant_name) values ('T01', 'First'), ('T02', 'Second')`);
}, SETUP_TIMEOUT_MS);
afterAll(() => database.dispose());

describe('tenant settings repository', () => {
  it('falls back to the default tenant configuration with the tenant id when nothing is stored', async () => {
    expect(await readStoredTenantSettings(database.db, 'T02')).toBeNull();
    const config = await loadTenantConfiguration(database.db, 'T02');
    expect(config.tenant_id).toBe('T02');
    expect(config.tenantShortName).toBe('WSC');
    expect(config.region).toBe('us-east-1');
    expect(config.locale).toBe('en-US');
    expect(config['CSS::--primary-color']).toBe('#1f4e79');
    expect(JSON.parse(config.groupAttributes ?? '')).toEqual(['manufacturer', 'model', 'warehouse', 'grade', 'capacity']);
  });

  it('writes a map in one statement: inserts new keys, updates changed ones, leaves equal and omitted ones', async () => {
    expect(await writeTenantSettings(database.db, 'T01', { a: '1', b: '2', c: '3' })).toEqual({ inserted: 3, updated: 0 });
    expect(await writeTenantSettings(database.db, 'T01', { a: '1', b: 'two', d: '4' })).toEqual({ inserted: 1, updated: 1 });
    expect(await readStoredTenantSettings(database.db, 'T01')).toEqual({ a: '1', b: 'two', c: '3', d: '4' });
  });

  it('rolls the whole write back when one value breaks a limit', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await writeTenantSettingsIn(tx, 'T01', { e: '5' });
        await writeTenantSettingsIn(tx, 'T01', { f: 'x'.repeat(32_769) });
      }),
    ).rejects.toThrow();
    expect(await readStoredTenantSettings(database.db, 'T01')).toEqual({ a: '1', b: 'two', c: '3', d: '4' });
  });

  it('keeps a __proto__ key as a plain setting', async () => {
    await writeTenantSettings(database.db, 'T02', JSON.parse('{"__proto__": "x", "k": "v"}') as Record<string, string>);
    const stored = await readStoredTenantSettings(database.db, 'T02');
    expect(Object.keys(stored ?? {}).sort()).toEqual(['__proto__', 'k']);
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).k).toBeUndefined();
    await deleteTenantSettings(database.db, 'T02');
  });

  it('reads through the cache: a change made in the database shows only after the evict', async () => {
    const cache = new MemoryCacheStore();
    expect((await readTenantConfiguration(database.db, cache, 'T01')).b).toBe('two');
    await database.db.query(`update tenant_settings set setting_value = 'changed' where tenant_id = 'T01' and setting_key = 'b'`);
    expect((await readTenantConfiguration(database.db, cache, 'T01')).b).toBe('two');
    expect(await cache.keys('T01|*')).toEqual(['T01|tenant-config']);
    await writeTenantSettings(database.db, 'T01', { c: 'three' }, cache);
    expect(await cache.keys('T01|*')).toEqual([]);
    const reloaded = await readTenantConfiguration(database.db, cache, 'T01');
    expect(reloaded.b).toBe('changed');
    expect(reloaded.c).toBe('three');
  });

  it("answers 404 'Tenant not found!' for an unknown tenant and caches nothing", async () => {
    const cache = new MemoryCacheStore();
    await expect(readTenantConfiguration(database.db, cache, 'NOPE')).rejects.toMatchObject({ statusCode: 404, message: 'Tenant not found!' });
    expect(await cache.keys('*')).toEqual([]);
  });

  it("never serves the cached configuration of a removed tenant: 404 'Tenant not found!'", async () => {
    const cache = new MemoryCacheStore();
    await database.db.query(`insert into tenants (tenant_id, tenant_name) values ('GONE', 'Gone')`);
    expect((await readTenantConfiguration(database.db, cache, 'GONE')).tenant_id).toBe('GONE');
    await database.db.query(`delete from tenants where tenant_id = 'GONE'`);
    expect(await cache.keys('GONE|*')).toEqual(['GONE|tenant-config']);
    await expect(readTenantConfiguration(database.db, cache, 'GONE')).rejects.toMatchObject({ statusCode: 404, message: 'Tenant not found!' });
  });

  it('lists the default keys and the stored ones, sorted, each once', async () => {
    const keys = await listConfigKeys(database.db);
    expect(keys).toEqual([...new Set([...Object.keys(defaultTenantSettings()), 'a', 'b', 'c', 'd'])].sort());
  });

  it("deletes a tenant's settings and splash pages", async () => {
    await database.db.query(`insert into splash_pages (tenant_id, site) values ('T01', 'BUYER')`);
    expect(await deleteTenantSettings(database.db, 'T01')).toBe(4);
    expect(await readStoredTenantSettings(database.db, 'T01')).toBeNull();
    const { rows } = await database.db.query(`select * from splash_pages where tenant_id = 'T01'`);
    expect(rows).toHaveLength(0);
  });
});

describe('seeded tenant settings', () => {
  it('gives every seeded tenant the default configuration with its own id, name and short name', async () => {
    const seeded = await openTestDatabase();
    try {
      await migrate(seeded.db);
      await seedDatabase(seeded.db, { today: '2025-06-15', clients: 3, invoices: 5 });
      const { rows } = await seeded.db.query<{ tenant_id: string; tenant_name: string }>('select tenant_id, tenant_name from tenants order by tenant_id');
      expect(rows).toHaveLength(3);
      const first = rows[0]!;
      const settings = await readStoredTenantSettings(seeded.db, first.tenant_id);
      expect(Object.keys(settings ?? {}).length).toBe(Object.keys(defaultTenantSettings()).length);
      expect(settings?.tenant_id).toBe(first.tenant_id);
      expect(settings?.tenantName).toBe(first.tenant_name);
      expect(settings?.siteTitle).toBe(first.tenant_name);
      expect(settings?.tenantShortName).toBe(first.tenant_name.replace(/[^A-Za-z0-9]/g, '').slice(0, 3).toUpperCase());
      expect(settings?.region).toBe('us-east-1');
    } finally {
      await seeded.dispose();
    }
  }, SETUP_TIMEOUT_MS);
});
