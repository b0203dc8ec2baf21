/**
 * Splash pages (docs/platform-ops.md#splash-page-config): a row of `splash_pages` (migration
 * 011) while a tenant's site shows its splash page; sites TENANT_ADMIN (the tenant admin site) and
 * BUYER (the buyer site). Read through the cache under `{tenantId}|splash-config`.
 */
import { recordAction, type ActionContext } from '../action-log/record-action.js';
import type { CacheStore } from '../cache/cache-store.js';
import { cacheKey, type SplashConfigBody, type SplashState } from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { TENANT_NOT_FOUND_MESSAGE, assertTenantExists } from '../tenant-settings/tenant-settings-repository.js';

/** The cache name of a tenant's splash pages: key `{tenantId}|splash-config`. */
export const SPLASH_CACHE = 'splash-config';

/** The action-log area of splash changes. */
export const SPLASH_AREA = 'splash-config';

/** A tenant's splash pages from the database (no check that the tenant exists). */
export async function loadSplashState(db: Queryable, tenantId: string): Promise<SplashState> {
  const { rows } = await db.query<{ site: string }>('select site from splash_pages where tenant_id = $1', [tenantId]);
  const sites = new Set(rows.map((row) => row.site));
  return { tenant_id: tenantId, tenant_page: sites.has('TENANT_ADMIN'), buyer_page: sites.has('BUYER') };
}

/**
 * A tenant's splash pages read through the cache.
 *
 * @throws HttpError 404 'Tenant not found!' for an unknown tenant.
 */
export async function readSplashState(db: Queryable, cache: CacheStore, tenantId: string): Promise<SplashState> {
  await assertTenantExists(db, tenantId);
  const key = cacheKey(tenantId, SPLASH_CACHE);
  const cached = await cache.get(key);
  if (cached !== null) return JSON.parse(cached) as SplashState;
  const state = await loadSplashState(db, tenantId);
  await cache.set(key, JSON.stringify(state));
  return state;
}

/**
 * Adds or removes the splash page of the ticked sites, with its action-log
 * entry, in one transaction; then evicts the tenant's cached splash pages. Adding a page a site has,
 * or removing one it lacks, changes nothing and still succeeds.
 *
 * @returns the tenant's splash pages afterwards.
 * @throws HttpError 400 when no site is ticked; 404 'Tenant not found!' for an unknown tenant.
 */
export async function changeSplashPages(db: Database, cache: CacheStore, context: ActionContext, body: SplashConfigBody): Promise<SplashState> {
  const sites = [...(body.tenant_page ? ['TENANT_ADMIN'] : []), ...(body.buyer_page ? ['BUYER'] : [])];
  if (sites.length === 0) throw badRequest('Tick the Tenant Admin Site, the Buyer Site or both');
  const state = await db.transaction(async (tx) => {
    const { rows: locked } = await tx.query('select 1 from tenants where tenant_id = $1 for update', [body.tenant_id]);
    if (locked.length === 0) throw notFound(TENANT_NOT_FOUND_MESSAGE);
    const before = await loadSplashState(tx, body.tenant_id);
    if (body.operation === 'add') {
      await tx.query('insert into splash_pages (tenant_id, site) select $1, unnest($2::text[]) on conflict do nothing', [body.tenant_id, sites]);
    } else {
      await tx.query('delete from splash_pages where tenant_id = $1 and site = any($2::text[])', [body.tenant_id, sites]);
    }
    const after = await loadSplashState(tx, body.tenant_id);
    await recordAction(tx, {
      ...context,
      area: SPLASH_AREA,
      endpoint: 'updateSplashConfig',
      action: body.operation === 'add' ? 'SPLASH_ADDED' : 'SPLASH_REMOVED',
      targetIds: [body.tenant_id],
      changes: {
        tenant_page: { from: String(before.tenant_page), to: String(after.tenant_page) },
        buyer_page: { from: String(before.buyer_page), to: String(after.buyer_page) },
      },
    });
    return after;
  });
  await cache.delete([cacheKey(body.tenant_id, SPLASH_CACHE)]);
  return state;
}
