/**
 * Tenant settings (docs/platform-ops.md#tenant-settings): one row per tenant and key in
 * `tenant_settings` (migration 011). A tenant without rows has the built-in default configuration
 * (shared-kit `defaultTenantSettings`) with its own tenant_id. Onboarding writes a new tenant's
 * settings with {@link writeTenantSettings}, decommission removes them with {@link
 * deleteTenantSettings}; the routes read them through the cache ({@link readTenantConfiguration}).
 */
import { CACHE_KEY_SEPARATOR, cacheKey, defaultTenantSettings, type TenantSettings } from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import type { CacheStore } from '../cache/cache-store.js';
import { notFound } from '../lib/http-error.js';

/** The cache name of a tenant's configuration: key `{tenantId}|tenant-config`. */
export const TENANT_CONFIG_CACHE = 'tenant-config';

/** The message of an unknown tenant (docs/platform-ops.md#tenant-settings). */
export const TENANT_NOT_FOUND_MESSAGE = 'Tenant not found!';

/** Whether the tenant exists. */
export async function tenantExists(db: Queryable, tenantId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('select exists (select 1 from tenants where tenant_id = $1) as found', [tenantId]);
  return rows[0]?.found ?? false;
}

/**
 * Throws 404 'Tenant not found!' unless the tenant exists.
 *
 * @throws HttpError 404 for an unknown tenant.
 */
export async function assertTenantExists(db: Queryable, tenantId: string): Promise<void> {
  if (!(await tenantExists(db, tenantId))) throw notFound(TENANT_NOT_FOUND_MESSAGE);
}

/** The settings stored for a tenant (key -> value), or `null` when it has none. Reads the database, never the cache. */
export async function readStoredTenantSettings(db: Queryable, tenantId: string): Promise<TenantSettings | null> {
  const { rows } = await db.query<{ setting_key: string; setting_value: string }>(
    'select setting_key, setting_value from tenant_settings where tenant_id = $1 order by setting_key',
    [tenantId],
  );
  if (rows.length === 0) return null;
  const settings: TenantSettings = Object.create(null) as TenantSettings;
  for (const row of rows) settings[row.setting_key] = row.setting_value;
  return { ...settings };
}

/**
 * A tenant's configuration from the database: its stored settings, or the default tenant
 * configuration with its tenant_id when it has none. Does not check that the tenant exists.
 */
export async function loadTenantConfiguration(db: Queryable, tenantId: string): Promise<TenantSettings> {
  return (await readStoredTenantSettings(db, tenantId)) ?? defaultTenantSettings(tenantId);
}

/**
 * A tenant's configuration read through the cache (key `{tenantId}|tenant-config`): the cached copy
 * when there is one, else {@link loadTenantConfiguration} stored in the cache. A setting changed in
 * the database directly shows only after the key is evicted or reloaded
 * (docs/platform-ops.md#cache-management).
 *
 * @throws HttpError 404 'Tenant not found!' for an unknown tenant.
 */
export async function readTenantConfiguration(db: Queryable, cache: CacheStore, tenantId: string): Promise<TenantSettings> {
  // The tenant is checked on every read, so an entry left behind by a removed tenant is never served.
  await assertTenantExists(db, tenantId);
  const key = cacheKey(tenantId, TENANT_CONFIG_CACHE);
  const cached = await cache.get(key);
  if (cached !== null) return JSON.parse(cached) as TenantSettings;
  const settings = await loadTenantConfiguration(db, tenantId);
  await cache.set(key, JSON.stringify(settings));
  return settings;
}

/** Removes the tenant's cached configuration (after a write), so the next read loads it again. */
export async function evictTenantConfiguration(cache: CacheStore, tenantId: string): Promise<void> {
  await cache.delete([cacheKey(tenantId, TENANT_CONFIG_CACHE)]);
}

/**
 * Removes every cached entry of a tenant (`{tenantId}|*`: its configuration and splash pages), e.g.
 * after its decommission commits, so nothing of a removed tenant is served from the cache.
 *
 * @returns the number of entries removed.
 */
export async function evictTenantCaches(cache: CacheStore, tenantId: string): Promise<number> {
  return cache.delete(await cache.keys(`${tenantId}${CACHE_KEY_SEPARATOR}*`));
}

/** What {@link writeTenantSettingsIn} changed: keys inserted, keys whose value changed. */
export interface SettingsWriteResult {
  inserted: number;
  updated: number;
}

/**
 * Writes `settings` (key -> value) for a tenant inside the transaction `tx`: new keys are inserted,
 * changed values updated, equal values left alone; keys the tenant holds that `settings` omits stay.
 * One statement whatever the number of keys (a JSON document of the map).
 *
 * @throws the database error (e.g. 23503 for an unknown tenant, 23514 for a key over 200 or a value
 *   over 32,768 characters); the caller's transaction then rolls back.
 */
export async function writeTenantSettingsIn(tx: Queryable, tenantId: string, settings: Readonly<TenantSettings>): Promise<SettingsWriteResult> {
  const { rows } = await tx.query<{ inserted: boolean }>(
    `insert into tenant_settings (tenant_id, setting_key, setting_value)
       select $1, entry.key, entry.value from jsonb_each_text($2::jsonb) as entry
     on conflict (tenant_id, setting_key) do update set setting_value = excluded.setting_value, updated_at = clock_timestamp()
       where tenant_settings.setting_value is distinct from excluded.setting_value
     returning (xmax = 0) as inserted`,
    [tenantId, JSON.stringify(settings)],
  );
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

/**
 * Writes a tenant's settings in one transaction of its own (see {@link writeTenantSettingsIn}) and,
 * when `cache` is given, evicts the tenant's cached configuration after the commit.
 *
 * @throws the database error; nothing is written then.
 */
export async function writeTenantSettings(db: Database, tenantId: string, settings: Readonly<TenantSettings>, cache?: CacheStore): Promise<SettingsWriteResult> {
  const result = await db.transaction((tx) => writeTenantSettingsIn(tx, tenantId, settings));
  if (cache) await evictTenantConfiguration(cache, tenantId);
  return result;
}

/**
 * Removes every setting and splash page of a tenant (decommission); answers the number of settings
 * removed. Works inside a caller's transaction when `db` is one.
 */
export async function deleteTenantSettings(db: Queryable, tenantId: string): Promise<number> {
  const { rowCount } = await db.query('delete from tenant_settings where tenant_id = $1', [tenantId]);
  await db.query('delete from splash_pages where tenant_id = $1', [tenantId]);
  return rowCount;
}

/**
 * Every configuration key (docs/platform-ops.md#tenant-settings): the default configuration's and
 * every key a tenant holds, sorted, each once.
 */
export async function listConfigKeys(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ setting_key: string }>('select distinct setting_key from tenant_settings');
  const keys = new Set([...Object.keys(defaultTenantSettings()), ...rows.map((row) => row.setting_key)]);
  return [...keys].sort();
}
