/**
 * The app version and each tenant's config version
 * (docs/platform-ops.md#release-deployment-and-update-version): `app_version` (one row) and
 * `tenant_config_versions`.
 */
import { UPDATE_VERSION_MESSAGES, versionUpdatedMessage, type UpdateAppVersionBody, type VersionLedger, type VersionUpdateAnswer } from '../contract.js';
import { recordAction, type ActionContext } from '../action-log/record-action.js';
import type { Database, Queryable } from '../db/database.js';
import { sqlInstant } from '../db/sql.js';
import { conflict, notFound } from '../lib/http-error.js';

/** The action log's area of the version changes (the endpoint table's area). */
export const VERSION_AREA = 'update-version';

/** The current app version (null before any) and every tenant's config version, by tenant id. */
export async function readVersionLedger(db: Queryable): Promise<VersionLedger> {
  const app = await db.query<{ version: string; updatedAt: string }>(`select version, ${sqlInstant('updated_at')} as "updatedAt" from app_version`);
  const tenants = await db.query<VersionLedger['configVersions'][number]>(
    `select tenant_id, config_version, ${sqlInstant('updated_at')} as "updatedAt" from tenant_config_versions order by tenant_id`,
  );
  return { appVersion: app.rows[0]?.version ?? null, appUpdatedAt: app.rows[0]?.updatedAt ?? null, configVersions: tenants.rows };
}

const byOf = (context: ActionContext): string => context.actor.email || context.actor.sub || 'unknown';

/**
 * Sets the app version (`version`, 'v...'); with `config_update`, every tenant's config version
 * moves to it too; one transaction with its action-log row.
 *
 * @returns 'App updated success', the version and how many tenants' config versions moved.
 */
export async function updateAppVersion(db: Database, context: ActionContext, body: UpdateAppVersionBody, endpointKey: string): Promise<VersionUpdateAnswer> {
  return db.transaction(async (tx) => {
    const before = await tx.query<{ version: string }>('select version from app_version for update');
    const by = byOf(context);
    await tx.query(
      `insert into app_version (singleton, version, updated_by) values (true, $1, $2)
       on conflict (singleton) do update set version = excluded.version, updated_by = excluded.updated_by, updated_at = clock_timestamp()`,
      [body.version, by],
    );
    let tenantsUpdated = 0;
    if (body.config_update) {
      const moved = await tx.query(
        `insert into tenant_config_versions (tenant_id, config_version, updated_by) select tenant_id, $1, $2 from tenants
         on conflict (tenant_id) do update set config_version = excluded.config_version, updated_by = excluded.updated_by, updated_at = clock_timestamp()`,
        [body.version, by],
      );
      tenantsUpdated = moved.rowCount;
    }
    await recordAction(tx, {
      ...context,
      area: VERSION_AREA,
      endpoint: endpointKey,
      action: 'APP_VERSION_UPDATED',
      targetIds: ['app'],
      changes: { version: { from: before.rows[0]?.version ?? null, to: body.version } },
      note: body.config_update ? `config versions of ${tenantsUpdated} tenants moved` : null,
    });
    return { message: versionUpdatedMessage('App'), version: body.version, tenantsUpdated };
  });
}

/**
 * Moves a tenant's config version to the current app version; one transaction with its action-log row.
 *
 * @returns 'Config updated success', the version, tenantsUpdated 1.
 * @throws HttpError 404 'Tenant not found' for an unknown tenant; 409 'No app version has been set yet'.
 */
export async function updateConfigVersion(db: Database, context: ActionContext, tenantId: string, endpointKey: string): Promise<VersionUpdateAnswer> {
  return db.transaction(async (tx) => {
    const tenant = await tx.query('select 1 from tenants where tenant_id = $1', [tenantId]);
    if (tenant.rows.length === 0) throw notFound(UPDATE_VERSION_MESSAGES.tenantNotFound);
    const app = await tx.query<{ version: string }>('select version from app_version');
    const version = app.rows[0]?.version;
    if (!version) throw conflict(UPDATE_VERSION_MESSAGES.noAppVersion);
    const before = await tx.query<{ config_version: string }>('select config_version from tenant_config_versions where tenant_id = $1 for update', [tenantId]);
    await tx.query(
      `insert into tenant_config_versions (tenant_id, config_version, updated_by) values ($1, $2, $3)
       on conflict (tenant_id) do update set config_version = excluded.config_version, updated_by = excluded.updated_by, updated_at = clock_timestamp()`,
      [tenantId, version, byOf(context)],
    );
    await recordAction(tx, {
      ...context,
      area: VERSION_AREA,
      endpoint: endpointKey,
      action: 'CONFIG_VERSION_UPDATED',
      targetIds: [tenantId],
      changes: { config_version: { from: before.rows[0]?.config_version ?? null, to: version } },
    });
    return { message: versionUpdatedMessage('Config'), version, tenantsUpdated: 1 };
  });
}
