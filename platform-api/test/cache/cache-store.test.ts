// The two cache stores behind Cache Management (docs/platform-ops.md#cache-management): the
// in-process one and Redis (ioredis) on the machine's server at 127.0.0.1:6379 (REDIS_TEST_URL to
// change it), each test file under a key prefix of its own so runs never meet. Then the API on
// Redis: the tenant configuration really is cached there, and evict/reload act on it.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { cacheStoreFromEnv } from '../../src/cache/cache-plugin.js';
import { MemoryCacheStore, cachePatternMatcher, type CacheStore } from '../../src/cache/cache-store.js';
import { RedisCacheStore } from '../../src/cache/redis-cache-store.js';
import { ENDPOINTS } from '../../src/contract.js';
import { evictTenantCaches } from '../../src/tenant-settings/tenant-settings-repository.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `px-test-${randomBytes(6).toString('hex')}:`;

describe('cachePatternMatcher', () => {
  it('takes * as any text and every other character as itself', () => {
    const matches = cachePatternMatcher('T01|tenant-*');
    expect(matches('T01|tenant-config')).toBe(true);
    expect(matches('T01|tenant-')).toBe(true);
    expect(matches('T01|splash-config')).toBe(false);
    expect(matches('XT01|tenant-config')).toBe(false);
    expect(cachePatternMatcher('T.1|a')('T01|a')).toBe(false);
    expect(cachePatternMatcher('T01|(a)+')('T01|(a)+')).toBe(true);
  });
});

describe('cacheStoreFromEnv', () => {
  it('is the in-process store without REDIS_URL and Redis with it', async () => {
    expect(cacheStoreFromEnv({}).kind).toBe('memory');
    const redis = cacheStoreFromEnv({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX });
    expect(redis.kind).toBe('redis');
    await redis.close();
  });
});

describe.each([
  ['memory', () => new MemoryCacheStore() as CacheStore],
  ['redis', () => new RedisCacheStore({ url: REDIS_URL, prefix: PREFIX }) as CacheStore],
])('%s store', (_kind, create) => {
  let store: CacheStore;
  beforeAll(() => {
    store = create();
  });
  afterAll(async () => {
    await store.delete(await store.keys('*'));
    await store.close();
  });

  it('gets what was set, null for a missing key', async () => {
    await store.set('T01|tenant-config', '{"a":"1"}');
    expect(await store.get('T01|tenant-config')).toBe('{"a":"1"}');
    expect(await store.get('T01|missing')).toBeNull();
  });

  it('lists keys of a pattern sorted, treating ? [ ] as themselves', async () => {
    await store.set('T02|tenant-config', 'x');
    await store.set('T02|splash-config', 'y');
    await store.set('T02?|odd', 'z');
    await store.set('T022|tenant-config', 'w');
    expect(await store.keys('T02|*')).toEqual(['T02|splash-config', 'T02|tenant-config']);
    expect(await store.keys('T02?|*')).toEqual(['T02?|odd']);
    expect(await store.keys('T0[12]|*')).toEqual([]);
  });

  it('deletes keys and tells how many existed', async () => {
    expect(await store.delete(['T02|tenant-config', 'T02|nothing'])).toBe(1);
    expect(await store.get('T02|tenant-config')).toBeNull();
    expect(await store.delete([])).toBe(0);
  });

  it("evicts every entry of one tenant and no other's", async () => {
    await store.set('T03|tenant-config', 'a');
    await store.set('T03|splash-config', 'b');
    await store.set('T033|tenant-config', 'c');
    expect(await evictTenantCaches(store, 'T03')).toBe(2);
    expect(await store.keys('T03*')).toEqual(['T033|tenant-config']);
  });
});

describe('the API on Redis (REDIS_URL set)', () => {
  let t: TestApp;
  let raw: Redis;
  const saved = { url: process.env.REDIS_URL, prefix: process.env.REDIS_KEY_PREFIX };
  const appPrefix = `${PREFIX}app:`;
  beforeAll(async () => {
    process.env.REDIS_URL = REDIS_URL;
    process.env.REDIS_KEY_PREFIX = appPrefix;
    t = await createSeededApp();
    raw = new Redis(REDIS_URL);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    const keys = await raw.keys(`${appPrefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.quit();
    await t.close();
    process.env.REDIS_URL = saved.url;
    process.env.REDIS_KEY_PREFIX = saved.prefix;
    if (saved.url === undefined) delete process.env.REDIS_URL;
    if (saved.prefix === undefined) delete process.env.REDIS_KEY_PREFIX;
  });

  const tenantConfig = async () =>
    (await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.tenantConfig.path, payload: { tenant_id: 'T01' } })).json<{ results: Record<string, string> }>().results;

  it('caches the tenant configuration in Redis under {prefix}{tenantId}|tenant-config', async () => {
    expect(t.app.cache.kind).toBe('redis');
    const config = await tenantConfig();
    const cached = await raw.get(`${appPrefix}T01|tenant-config`);
    expect(JSON.parse(cached ?? '{}')).toEqual(config);
    const keys = await t.as('PLATFORM_ADMIN', { method: 'GET', url: `${ENDPOINTS.redisCacheKeys.path}?tenantId=T01` });
    expect(keys.json()).toEqual(['T01|tenant-config']);
  });

  it('shows a setting changed in the database only after evict, and again only after reload', async () => {
    const before = (await tenantConfig()).siteTitle;
    await t.database.db.query(`update tenant_settings set setting_value = 'From Redis Test' where tenant_id = 'T01' and setting_key = 'siteTitle'`);
    expect((await tenantConfig()).siteTitle).toBe(before);
    const evict = await t.as('PLATFORM_ADMIN', { method: 'PUT', url: ENDPOINTS.evictCache.path, payload: { cacheKeyPattern: 'T01|tenant-config' } });
    expect(evict.json()).toEqual({ message: 'Evicted 1 cache entry matching T01|tenant-config' });
    expect(await raw.exists(`${appPrefix}T01|tenant-config`)).toBe(0);
    expect((await tenantConfig()).siteTitle).toBe('From Redis Test');
    await t.database.db.query(`update tenant_settings set setting_value = 'Reloaded' where tenant_id = 'T01' and setting_key = 'siteTitle'`);
    expect((await tenantConfig()).siteTitle).toBe('From Redis Test');
    await t.as('PLATFORM_ADMIN', { method: 'PUT', url: ENDPOINTS.reloadCache.path, payload: { tenantId: 'T01', cacheName: 'tenant-config' } });
    expect(JSON.parse((await raw.get(`${appPrefix}T01|tenant-config`)) ?? '{}').siteTitle).toBe('Reloaded');
    expect((await tenantConfig()).siteTitle).toBe('Reloaded');
  });
});
