/**
 * The flows of Translation Automation (docs/platform-ops.md#translation-automation): each
 * runs in one transaction on the local sheet (`translation-sheet.ts`), serialised by a lock on the
 * sheet's row, and writes its action-log entry in that transaction when it changed something. The
 * translations are written to the tables, so a second run finds nothing left to do and says so
 * ('Spreadsheet already synced', 'Tenants already translated', 'No record updated').
 */
import { recordAction, type ActionContext } from '../action-log/record-action.js';
import {
  repositorySelectionProblem,
  syncKeysMessage,
  syncTenantsMessage,
  tenantLanguageLabel,
  tenantSelectionProblem,
  translateSelectedMessage,
  translateTenantsMessage,
  updateI18nMessage,
  type FailedKeys,
  type InvalidTenant,
  type SelectedTenant,
  type SyncTenantsAnswer,
  type TenantLanguage,
  type TranslateNewKeysAnswer,
  type TranslateNewTenantsAnswer,
  type TranslateSelectedAnswer,
  type UpdateI18nAnswer,
} from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { SHEET_NOT_FOUND_MESSAGE } from './translation-sheet.js';
import type { Translator } from './translator.js';

/** The action-log area of the flows (PLATFORM_ADMIN reads it). */
export const TRANSLATION_AREA = 'platform-ops';

/** A sheet key to translate: the key and its English source text. */
interface SourceKey {
  key: string;
  source: string;
}

/** Takes the sheet's lock for the rest of the transaction; 404 when the sheet is not set up. */
async function lockSheet(tx: Queryable): Promise<void> {
  const { rows } = await tx.query('select 1 from translation_sheets for update');
  if (rows.length === 0) throw notFound(SHEET_NOT_FOUND_MESSAGE);
}

/**
 * Checks a repository selection (docs/platform-ops.md#translation-automation).
 *
 * @throws HttpError 400 'You need to select atleast one repository to fetch I18n keys' when empty,
 *   'Only the repository phonex-buyer can be selected' for another slug.
 */
export function assertRepositorySelection(selected: readonly string[]): void {
  const problem = repositorySelectionProblem(selected);
  if (problem) throw badRequest(problem);
}

/**
 * Checks a tenant selection against the sheet's tenant languages.
 *
 * @returns the selected tenant languages, in the order given, without repeats.
 * @throws HttpError 400 'You need to select atleast one tenant to update the database' when empty,
 *   or naming a tenant language the sheet does not hold.
 */
export async function resolveTenantSelection(db: Queryable, selected: readonly SelectedTenant[]): Promise<TenantLanguage[]> {
  const problem = tenantSelectionProblem(selected);
  if (problem) throw badRequest(problem);
  const { rows } = await db.query<TenantLanguage>(
    `select tenant_id as "tenantId", language, locale, is_new as "isNew" from translation_tenant_languages
      where (tenant_id, locale) in (select * from unnest($1::text[], $2::text[]))`,
    [selected.map((tenant) => tenant.tenantId), selected.map((tenant) => tenant.locale)],
  );
  const byId = new Map(rows.map((row) => [`${row.tenantId}|${row.locale}`, row]));
  const resolved = new Map<string, TenantLanguage>();
  for (const tenant of selected) {
    const found = byId.get(`${tenant.tenantId}|${tenant.locale}`);
    if (!found) throw badRequest(`Tenant ${tenant.tenantId} with locale ${tenant.locale} is not a tenant language of the sheet`);
    resolved.set(`${tenant.tenantId}|${tenant.locale}`, found);
  }
  return [...resolved.values()];
}

/** An unsupported language's entry of invalidTenants. */
function unsupported(tenant: TenantLanguage): InvalidTenant {
  return { tenantId: tenant.tenantId, language: tenant.language, locale: tenant.locale, reason: `Language ${tenant.language} is not supported by the translator` };
}

/**
 * Translates `keys` into a tenant language and writes the translations to the sheet.
 *
 * @returns the keys written and those the translator refused.
 */
async function translateInto(tx: Queryable, translator: Translator, tenant: TenantLanguage, keys: readonly SourceKey[]): Promise<{ written: string[]; failed: string[] }> {
  if (keys.length === 0) return { written: [], failed: [] };
  const outcomes = await translator.translate(
    keys.map((key) => key.source),
    { language: tenant.language, locale: tenant.locale },
  );
  const written: SourceKey[] = [];
  const failed: string[] = [];
  keys.forEach((key, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) written.push({ key: key.key, source: outcome.text });
    else failed.push(key.key);
  });
  if (written.length > 0) {
    await tx.query(
      `insert into translation_sheet_values (i18n_key, tenant_id, locale, value)
         select key, $1, $2, value from unnest($3::text[], $4::text[]) as t(key, value)
       on conflict (i18n_key, tenant_id, locale) do update set value = excluded.value, translated_at = clock_timestamp()`,
      [tenant.tenantId, tenant.locale, written.map((key) => key.key), written.map((key) => key.source)],
    );
  }
  return { written: written.map((key) => key.key), failed };
}

/** Adds `keys` to the failed keys of `locale`, sorted, without repeats. */
function addFailed(failed: FailedKeys, locale: string, keys: readonly string[]): void {
  if (keys.length === 0) return;
  failed[locale] = [...new Set([...(failed[locale] ?? []), ...keys])].sort();
}

/** Tenants' language and locale as the database's settings hold them. */
interface DatabaseTenant {
  tenantId: string;
  language: string | null;
  locale: string | null;
}

/**
 * Why a tenant's settings give no usable tenant language, or `undefined` when they do: a language
 * of 2-3 lower-case letters the translator supports, and a locale `xx` or `xx-YY` of that language.
 */
function tenantLanguageProblem(tenant: DatabaseTenant, translator: Translator): string | undefined {
  const language = tenant.language ?? '';
  const locale = tenant.locale ?? '';
  if (!/^[a-z]{2,3}$/.test(language)) return language === '' ? 'No language setting' : `Invalid language ${language}`;
  if (!/^[a-z]{2,3}(-[A-Z]{2})?$/.test(locale)) return locale === '' ? 'No locale setting' : `Invalid locale ${locale}`;
  if (locale.split('-')[0] !== language) return `Locale ${locale} is not of language ${language}`;
  if (!translator.supports(language)) return `Language ${language} is not supported by the translator`;
  return undefined;
}

/**
 * SYNC TENANTS FROM DB: every tenant of the database without a
 * language in the sheet is added as a new tenant language from its `language` and `locale` settings
 * (tenants.add); a tenant whose settings give no usable language is reported in invalidTenants and
 * not added. Message 'Spreadsheet synced successfully', or 'Spreadsheet already synced' when none
 * was added. One action-log entry (TENANTS_SYNCED) when tenants were added.
 *
 * @throws HttpError 404 when the sheet is not set up.
 */
export async function syncTenants(db: Database, translator: Translator, context: ActionContext): Promise<SyncTenantsAnswer> {
  return db.transaction(async (tx) => {
    await lockSheet(tx);
    const { rows } = await tx.query<DatabaseTenant>(
      `select t.tenant_id as "tenantId", l.setting_value as language, c.setting_value as locale
         from tenants t
         left join tenant_settings l on l.tenant_id = t.tenant_id and l.setting_key = 'language'
         left join tenant_settings c on c.tenant_id = t.tenant_id and c.setting_key = 'locale'
        where not exists (select 1 from translation_tenant_languages tl where tl.tenant_id = t.tenant_id)
        order by t.tenant_id`,
    );
    const add: TenantLanguage[] = [];
    const invalidTenants: InvalidTenant[] = [];
    for (const tenant of rows) {
      const reason = tenantLanguageProblem(tenant, translator);
      if (reason) invalidTenants.push({ tenantId: tenant.tenantId, language: tenant.language ?? '', locale: tenant.locale ?? '', reason });
      else add.push({ tenantId: tenant.tenantId, language: tenant.language ?? '', locale: tenant.locale ?? '', isNew: true });
    }
    if (add.length > 0) {
      await tx.query(
        `insert into translation_tenant_languages (tenant_id, language, locale, is_new) select *, true from unnest($1::text[], $2::text[], $3::text[])`,
        [add.map((tenant) => tenant.tenantId), add.map((tenant) => tenant.language), add.map((tenant) => tenant.locale)],
      );
      await recordAction(tx, {
        ...context,
        area: TRANSLATION_AREA,
        endpoint: 'syncTranslationTenants',
        action: 'TENANTS_SYNCED',
        targetIds: add.map((tenant) => tenant.tenantId),
        changes: Object.fromEntries(add.map((tenant) => [`${tenantLanguageLabel(tenant)}.locale`, { from: null, to: tenant.locale }])),
      });
    }
    return { tenants: { add }, invalidTenants, message: syncTenantsMessage(add.length) };
  });
}

/** The sheet's keys of the repositories, sorted. */
async function sheetKeysOf(tx: Queryable, repositories: readonly string[]): Promise<SourceKey[]> {
  const { rows } = await tx.query<SourceKey>(
    'select i18n_key as key, source_text as source from translation_sheet_keys where repository_slug = any($1::text[]) order by i18n_key',
    [[...repositories]],
  );
  return rows;
}

/**
 * TRANSLATE NEW TENANTS: every key of the selected
 * repositories is translated into each new tenant language, written to the sheet, and the tenant
 * language is no longer new (tenantsTranslated; translations: keys written by `tenantId -
 * language`; a key the translator refuses stays untranslated for Translate Selected Keys). New
 * tenant languages the translator does not support stay new and are invalidTenants. Message
 * 'Tenants translated successfully', or 'Tenants already translated' when none was translated.
 *
 * @throws HttpError 400 for a bad repository selection (see {@link assertRepositorySelection}); 404
 *   when the sheet is not set up.
 */
export async function translateNewTenants(db: Database, translator: Translator, context: ActionContext, repositories: readonly string[]): Promise<TranslateNewTenantsAnswer> {
  assertRepositorySelection(repositories);
  return db.transaction(async (tx) => {
    await lockSheet(tx);
    const { rows: fresh } = await tx.query<TenantLanguage>(
      `select tenant_id as "tenantId", language, locale, is_new as "isNew" from translation_tenant_languages where is_new order by tenant_id, locale`,
    );
    const keys = await sheetKeysOf(tx, repositories);
    const tenantsTranslated: TenantLanguage[] = [];
    const invalidTenants: InvalidTenant[] = [];
    const translations: Record<string, number> = {};
    for (const tenant of fresh) {
      if (!translator.supports(tenant.language)) {
        invalidTenants.push(unsupported(tenant));
        continue;
      }
      const { written } = await translateInto(tx, translator, tenant, keys);
      await tx.query('update translation_tenant_languages set is_new = false where tenant_id = $1 and locale = $2', [tenant.tenantId, tenant.locale]);
      tenantsTranslated.push({ ...tenant, isNew: false });
      translations[tenantLanguageLabel(tenant)] = written.length;
    }
    if (tenantsTranslated.length > 0) {
      await recordAction(tx, {
        ...context,
        area: TRANSLATION_AREA,
        endpoint: 'translateNewTenants',
        action: 'TENANTS_TRANSLATED',
        targetIds: tenantsTranslated.map((tenant) => tenant.tenantId),
        changes: Object.fromEntries(tenantsTranslated.map((tenant) => [`${tenantLanguageLabel(tenant)}.isNew`, { from: 'true', to: 'false' }])),
        note: `Repositories ${repositories.join(', ')}; ${Object.entries(translations).map(([label, count]) => `${label}: ${count} keys`).join('; ')}`,
      });
    }
    const isTranslated = tenantsTranslated.length > 0;
    return { isTranslated, tenantsTranslated, invalidTenants, translations, message: translateTenantsMessage(isTranslated) };
  });
}

/**
 * SYNC NEW I18N KEYS FROM CODE AND TRANSLATE: the keys of the
 * selected repositories' code the sheet lacks are added to it (translation.newI18nKeys, sorted)
 * and translated into every tenant language that is not new (new ones get them from TRANSLATE NEW
 * TENANTS); keys the translator refuses are translation.error by locale; tenant languages the
 * translator does not support are invalidTenants. isSynced when keys were added; message
 * 'Spreadsheet synced successfully' or 'Spreadsheet already synced'.
 *
 * @throws HttpError 400 for a bad repository selection; 404 when the sheet is not set up.
 */
export async function translateNewKeys(db: Database, translator: Translator, context: ActionContext, repositories: readonly string[]): Promise<TranslateNewKeysAnswer> {
  assertRepositorySelection(repositories);
  return db.transaction(async (tx) => {
    await lockSheet(tx);
    const { rows: newKeys } = await tx.query<SourceKey & { repository: string }>(
      `select c.i18n_key as key, c.source_text as source, c.repository_slug as repository
         from translation_code_keys c
        where c.repository_slug = any($1::text[]) and not exists (select 1 from translation_sheet_keys s where s.i18n_key = c.i18n_key)
        order by c.i18n_key, c.repository_slug`,
      [[...repositories]],
    );
    const unique = [...new Map(newKeys.map((key) => [key.key, key])).values()];
    const invalidTenants: InvalidTenant[] = [];
    const error: FailedKeys = {};
    const { rows: tenants } = await tx.query<TenantLanguage>(
      `select tenant_id as "tenantId", language, locale, is_new as "isNew" from translation_tenant_languages where not is_new order by tenant_id, locale`,
    );
    if (unique.length > 0) {
      await tx.query(
        `insert into translation_sheet_keys (i18n_key, repository_slug, source_text) select * from unnest($1::text[], $2::text[], $3::text[])`,
        [unique.map((key) => key.key), unique.map((key) => key.repository), unique.map((key) => key.source)],
      );
    }
    for (const tenant of tenants) {
      if (!translator.supports(tenant.language)) {
        invalidTenants.push(unsupported(tenant));
        continue;
      }
      const { failed } = await translateInto(tx, translator, tenant, unique);
      addFailed(error, tenant.locale, failed);
    }
    const isSynced = unique.length > 0;
    if (isSynced) {
      await recordAction(tx, {
        ...context,
        area: TRANSLATION_AREA,
        endpoint: 'translateNewKeys',
        action: 'KEYS_SYNCED',
        targetIds: unique.map((key) => key.key),
        changes: Object.fromEntries(unique.map((key) => [key.key, { from: null, to: key.source }])),
        note: `Repositories ${repositories.join(', ')}; translated for ${tenants.length - invalidTenants.length} tenant languages`,
      });
    }
    return { isSynced, invalidTenants, translation: { newI18nKeys: unique.map((key) => key.key), error }, message: syncKeysMessage(isSynced) };
  });
}

/**
 * Update I18N Config: for each selected tenant language, every
 * translated cell of the sheet that the i18n table lacks or holds with another value is written
 * (updatedRecords), and every key of the i18n table the sheet no longer holds is deleted
 * (deletedRecords); untranslated cells leave the table as it is. isUpdated when something changed;
 * message 'Database synced successfully' or 'No record updated'.
 *
 * @throws HttpError 400 for a bad tenant selection (see {@link resolveTenantSelection}).
 */
export async function updateI18nTable(db: Database, context: ActionContext, selected: readonly SelectedTenant[]): Promise<UpdateI18nAnswer> {
  return db.transaction(async (tx) => {
    const tenants = await resolveTenantSelection(tx, selected);
    let updatedRecords = 0;
    let deletedRecords = 0;
    const perTenant: string[] = [];
    for (const tenant of tenants) {
      const { rowCount: updated } = await tx.query(
        `insert into tenant_i18n (tenant_id, locale, i18n_key, value)
           select tenant_id, locale, i18n_key, value from translation_sheet_values where tenant_id = $1 and locale = $2
         on conflict (tenant_id, locale, i18n_key) do update set value = excluded.value, updated_at = clock_timestamp()
           where tenant_i18n.value is distinct from excluded.value`,
        [tenant.tenantId, tenant.locale],
      );
      const { rowCount: deleted } = await tx.query(
        `delete from tenant_i18n c where c.tenant_id = $1 and c.locale = $2 and not exists (select 1 from translation_sheet_keys s where s.i18n_key = c.i18n_key)`,
        [tenant.tenantId, tenant.locale],
      );
      updatedRecords += updated;
      deletedRecords += deleted;
      if (updated + deleted > 0) perTenant.push(`${tenantLanguageLabel(tenant)}: ${updated} updated, ${deleted} deleted`);
    }
    const isUpdated = updatedRecords + deletedRecords > 0;
    if (isUpdated) {
      await recordAction(tx, {
        ...context,
        area: TRANSLATION_AREA,
        endpoint: 'updateI18nTable',
        action: 'I18N_TABLE_UPDATED',
        targetIds: [...new Set(tenants.map((tenant) => tenant.tenantId))],
        changes: { updatedRecords: { from: null, to: String(updatedRecords) }, deletedRecords: { from: null, to: String(deletedRecords) } },
        note: perTenant.join('; '),
      });
    }
    return { isUpdated, updatedRecords, deletedRecords, message: updateI18nMessage(isUpdated) };
  });
}

/**
 * Translate Selected Keys: every key of the sheet
 * without a translation for a selected tenant language is translated and written
 * (translations.keysTranslated: keys written by `tenantId - language`, only those with some);
 * keys the translator refuses are translations.error by locale. isTranslated when a key was written; message 'Keys Translated Successfully' or
 * 'Selected keys already translated'.
 *
 * @throws HttpError 400 for a bad tenant selection; 404 when the sheet is not set up.
 */
export async function translateSelectedKeys(db: Database, translator: Translator, context: ActionContext, selected: readonly SelectedTenant[]): Promise<TranslateSelectedAnswer> {
  return db.transaction(async (tx) => {
    const tenants = await resolveTenantSelection(tx, selected);
    await lockSheet(tx);
    const keysTranslated: Record<string, number> = {};
    const error: FailedKeys = {};
    for (const tenant of tenants) {
      const { rows: missing } = await tx.query<SourceKey>(
        `select k.i18n_key as key, k.source_text as source from translation_sheet_keys k
          where not exists (select 1 from translation_sheet_values v where v.i18n_key = k.i18n_key and v.tenant_id = $1 and v.locale = $2)
          order by k.i18n_key`,
        [tenant.tenantId, tenant.locale],
      );
      const { written, failed } = await translateInto(tx, translator, tenant, missing);
      if (written.length > 0) keysTranslated[tenantLanguageLabel(tenant)] = written.length;
      addFailed(error, tenant.locale, failed);
    }
    const isTranslated = Object.keys(keysTranslated).length > 0;
    if (isTranslated) {
      await recordAction(tx, {
        ...context,
        area: TRANSLATION_AREA,
        endpoint: 'translateSelectedKeys',
        action: 'KEYS_TRANSLATED',
        targetIds: [...new Set(tenants.map((tenant) => tenant.tenantId))],
        changes: Object.fromEntries(Object.entries(keysTranslated).map(([label, count]) => [`${label}.keysTranslated`, { from: null, to: String(count) }])),
      });
    }
    return { isTranslated, translations: { keysTranslated, error }, message: translateSelectedMessage(isTranslated) };
  });
}
