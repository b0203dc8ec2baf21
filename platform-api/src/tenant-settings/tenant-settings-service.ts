/**
 * What the settings calls do beyond the repository (docs/platform-ops.md#tenant-settings):
 * the preview's diff and the one-transaction write with its action-log entry and cache eviction.
 */
import { recordAction, type ActionContext, type FieldChange } from '../action-log/record-action.js';
import { defaultTenantSettings, type SettingsDiff, type SettingsPreview, type TenantSettings } from '../contract.js';
import type { CacheStore } from '../cache/cache-store.js';
import type { Database } from '../db/database.js';
import { badRequest, notFound } from '../lib/http-error.js';
import {
  TENANT_NOT_FOUND_MESSAGE,
  assertTenantExists,
  evictTenantConfiguration,
  listConfigKeys,
  loadTenantConfiguration,
  readStoredTenantSettings,
  writeTenantSettingsIn,
} from './tenant-settings-repository.js';

/** The action-log area of the settings writes. */
export const TENANT_SETTINGS_AREA = 'tenant-config';

/**
 * Whether two setting values are the same text: line breaks compare alike whatever their style
 * (`\r\n`, `\r`, `\n`), since a spreadsheet or a browser form may write either (docs/platform-ops.md
 * "Tenant Config upload").
 *
 * @example sameSettingValue('a\r\nb', 'a\nb') // true
 */
export function sameSettingValue(a: string, b: string): boolean {
  return a === b || a.replace(/\r\n?/g, '\n') === b.replace(/\r\n?/g, '\n');
}

/**
 * The diff of `incoming` against `current` (the upload's preview): keys whose value differs (old ->
 * new, {@link sameSettingValue}), keys `current` lacks (each flagged `unknownKey` unless in
 * `knownKeys`), and the number of keys whose value is the same. Keys only in `current` are not part
 * of an upload and stay.
 *
 * @example diffSettings({ a: '1', b: '2' }, { a: '1', b: '3', z: '' }, new Set(['a', 'b'])) // { changed: [{ key: 'b', old: '2', new: '3' }], added: [{ key: 'z', value: '', unknownKey: true }], unchangedCount: 1 }
 */
export function diffSettings(current: Readonly<TenantSettings>, incoming: Readonly<TenantSettings>, knownKeys: ReadonlySet<string>): SettingsDiff {
  const diff: SettingsDiff = { changed: [], added: [], unchangedCount: 0 };
  for (const [key, value] of Object.entries(incoming)) {
    if (!Object.hasOwn(current, key)) diff.added.push({ key, value, unknownKey: !knownKeys.has(key) });
    else if (!sameSettingValue(current[key] as string, value)) diff.changed.push({ key, old: current[key] as string, new: value });
    else diff.unchangedCount += 1;
  }
  return diff;
}

/**
 * Checks the sheet's own tenant_id: empty, absent or the tenant of the call; the stored tenant_id is
 * always the call's tenant.
 *
 * @throws HttpError 400 when the sheet names another tenant.
 */
export function settingsForTenant(tenantId: string, sheet: Readonly<TenantSettings>): TenantSettings {
  const named = sheet.tenant_id;
  if (named !== undefined && named !== '' && named !== tenantId) throw badRequest(`The sheet holds the settings of tenant ${named}, not of tenant ${tenantId}`);
  return Object.fromEntries([...Object.entries(sheet), ['tenant_id', tenantId]]);
}

/**
 * The preview of an upload (previewed as JSON before it is saved): the sheet as
 * `{ tenant_id, settings }` and its diff against the tenant's configuration in the database (not
 * the cache); known keys are those of list-configs. Writes nothing.
 *
 * @throws HttpError 404 'Tenant not found!'; 400 when the sheet names another tenant.
 */
export async function previewTenantSettings(db: Database, tenantId: string, sheet: Readonly<TenantSettings>): Promise<SettingsPreview> {
  await assertTenantExists(db, tenantId);
  const settings = settingsForTenant(tenantId, sheet);
  const [current, known] = await Promise.all([loadTenantConfiguration(db, tenantId), listConfigKeys(db)]);
  return { json: { tenant_id: tenantId, settings }, diff: diffSettings(current, settings, new Set(known)) };
}

/** What {@link saveTenantSettings} needs. */
export interface SettingsServices {
  db: Database;
  cache: CacheStore;
}

/** Which call writes, for the action log. */
export interface SettingsWriteOrigin {
  /** The endpoint table's key, e.g. `submitTenantSettings`. */
  endpoint: string;
  /** e.g. `UPLOADED`, `UPDATED`. */
  action: string;
}

/**
 * Writes settings of a tenant in one transaction (the Tenant Config upload and the Update Config
 * save): locks the tenant, writes the keys (a tenant without stored settings first gets the default
 * configuration, so the keys it does not send keep their default), records the changed keys old ->
 * new in the action log, commits, then evicts the tenant's cached configuration so the next read
 * shows the change.
 *
 * @returns the diff that was applied.
 * @throws HttpError 404 'Tenant not found!'; the database error (nothing written) otherwise.
 */
export async function saveTenantSettings(
  services: SettingsServices,
  context: ActionContext,
  tenantId: string,
  settings: Readonly<TenantSettings>,
  origin: SettingsWriteOrigin,
): Promise<SettingsDiff> {
  const diff = await services.db.transaction(async (tx) => {
    const { rows: locked } = await tx.query('select 1 from tenants where tenant_id = $1 for update', [tenantId]);
    if (locked.length === 0) throw notFound(TENANT_NOT_FOUND_MESSAGE);
    const stored = await readStoredTenantSettings(tx, tenantId);
    const current = stored ?? defaultTenantSettings(tenantId);
    const applied = diffSettings(current, settings, new Set(Object.keys(current)));
    // Values the same but for their line breaks keep their stored text: nothing changes, nothing is logged.
    const written = Object.fromEntries(Object.entries(settings).filter(([key, value]) => !Object.hasOwn(current, key) || (current[key] as string) === value || !sameSettingValue(current[key] as string, value)));
    await writeTenantSettingsIn(tx, tenantId, stored ? written : { ...current, ...written });
    const changes: Record<string, FieldChange> = Object.fromEntries([
      ...applied.changed.map((change): [string, FieldChange] => [change.key, { from: change.old, to: change.new }]),
      ...applied.added.map((addition): [string, FieldChange] => [addition.key, { from: null, to: addition.value }]),
    ]);
    await recordAction(tx, { ...context, area: TENANT_SETTINGS_AREA, endpoint: origin.endpoint, action: origin.action, targetIds: [tenantId], changes });
    return applied;
  });
  await evictTenantConfiguration(services.cache, tenantId);
  return diff;
}
