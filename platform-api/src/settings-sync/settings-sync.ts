/**
 * Sync Settings (test-only tool;
 * docs/platform-ops.md#buyer-decrypt-and-sync-settings): copies
 * the settings of a source tenant in a source environment to a destination tenant in a destination
 * environment. The current environment ('local') keeps its tenants' settings in `tenant_settings`
 * (a tenant without rows has the default configuration); dev, test and uat keep theirs in
 * `environment_tenant_settings` (migration 014).
 *
 * A sync replaces the destination's settings by the source's, its `tenant_id` key set to the
 * destination tenant, in one transaction with its action-log entry.
 */
import { CURRENT_ENVIRONMENT, type SettingSyncBody, type SyncEnvironment, type TenantSettings } from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import { recordAction, type ActionContext } from '../action-log/record-action.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { TENANT_NOT_FOUND_MESSAGE, loadTenantConfiguration, tenantExists, writeTenantSettingsIn } from '../tenant-settings/tenant-settings-repository.js';

/**
 * The settings of a tenant in an environment, keys sorted, or `null` when it has none there (in the
 * current environment: the tenant does not exist).
 */
export async function readEnvironmentSettings(db: Queryable, environment: SyncEnvironment, tenantId: string): Promise<TenantSettings | null> {
  if (environment === CURRENT_ENVIRONMENT) return (await tenantExists(db, tenantId)) ? loadTenantConfiguration(db, tenantId) : null;
  const { rows } = await db.query<{ setting_key: string; setting_value: string }>(
    'select setting_key, setting_value from environment_tenant_settings where environment = $1 and tenant_id = $2 order by setting_key',
    [environment, tenantId],
  );
  return rows.length === 0 ? null : Object.fromEntries(rows.map((row) => [row.setting_key, row.setting_value]));
}

/** Replaces a tenant's settings in an environment by `settings`, on `tx`. */
export async function replaceEnvironmentSettings(tx: Queryable, environment: SyncEnvironment, tenantId: string, settings: Readonly<TenantSettings>): Promise<void> {
  if (environment === CURRENT_ENVIRONMENT) {
    await tx.query('delete from tenant_settings where tenant_id = $1 and not (setting_key = any($2::text[]))', [tenantId, Object.keys(settings)]);
    await writeTenantSettingsIn(tx, tenantId, settings);
    return;
  }
  await tx.query('delete from environment_tenant_settings where environment = $1 and tenant_id = $2', [environment, tenantId]);
  await tx.query(
    `insert into environment_tenant_settings (environment, tenant_id, setting_key, setting_value)
       select $1, $2, entry.key, entry.value from jsonb_each_text($3::jsonb) as entry`,
    [environment, tenantId, JSON.stringify(settings)],
  );
}

/** What a settings sync did. */
export interface SettingsSyncOutcome {
  /** Settings written to the destination. */
  copied: number;
}

/**
 * Checks a settings sync before it starts (so a refused one starts no job), and again inside the
 * sync's transaction.
 *
 * @returns the source's settings.
 * @throws HttpError 400 when source and destination are the same tenant in the same environment;
 *   404 'Tenant not found!' for a source without settings in its environment, or a destination
 *   tenant unknown to the current environment (other environments take any tenant id).
 */
export async function checkSettingsSync(db: Queryable, body: SettingSyncBody): Promise<TenantSettings> {
  if (body.source_env === body.destination_env && body.source_tenant_id === body.destination_tenant_id) {
    throw badRequest('The source and the destination are the same tenant in the same environment');
  }
  const source = await readEnvironmentSettings(db, body.source_env, body.source_tenant_id);
  if (!source) throw notFound(`${TENANT_NOT_FOUND_MESSAGE} ${body.source_tenant_id} has no settings in ${body.source_env}`);
  if (body.destination_env === CURRENT_ENVIRONMENT && !(await tenantExists(db, body.destination_tenant_id))) {
    throw notFound(`${TENANT_NOT_FOUND_MESSAGE} ${body.destination_tenant_id} does not exist in ${body.destination_env}`);
  }
  return source;
}

/**
 * Copies the source tenant's settings (source environment) to the destination tenant (destination
 * environment), in one transaction with its action-log entry (area sync-settings, action SYNCED,
 * targets the two tenants, the note naming both ends).
 *
 * @throws HttpError 400 or 404 as {@link checkSettingsSync} (nothing written then).
 */
export async function syncTenantSettings(db: Database, context: ActionContext, body: SettingSyncBody): Promise<SettingsSyncOutcome> {
  return db.transaction(async (tx) => {
    const source = await checkSettingsSync(tx, body);
    const copy: TenantSettings = { ...source, tenant_id: body.destination_tenant_id };
    await replaceEnvironmentSettings(tx, body.destination_env, body.destination_tenant_id, copy);
    await recordAction(tx, {
      ...context,
      area: 'sync-settings',
      endpoint: 'settingSync',
      action: 'SYNCED',
      targetIds: [body.source_tenant_id, body.destination_tenant_id],
      note: `${body.source_env}/${body.source_tenant_id} -> ${body.destination_env}/${body.destination_tenant_id}: ${Object.keys(copy).length} settings`,
    });
    return { copied: Object.keys(copy).length };
  });
}
