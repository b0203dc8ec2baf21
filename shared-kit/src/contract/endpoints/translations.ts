/**
 * Translation Automation (PLATFORM_ADMIN; docs/platform-ops.md#translation-automation,
 * docs/platform-ops.md#translation-automation).
 *
 * The i18n keys of the repositories' code are kept in a translation sheet (spreadsheetId,
 * sheetName): one row a key with its English source text, one column a tenant language
 * (`tenantId - language`). The flows of the screen:
 * - SYNC TENANTS FROM DB: the tenants of the database whose language the sheet lacks are added as
 *   new tenant languages; tenants with an unusable language are reported as invalid.
 * - TRANSLATE NEW TENANTS: every key of the selected repositories is translated into each new
 *   tenant language, which is then no longer new.
 * - SYNC NEW I18N KEYS FROM CODE AND TRANSLATE: keys of the selected repositories' code missing
 *   from the sheet are added and translated into every tenant language already translated.
 * - Update I18N Config: the selected tenant languages' translations are written from the sheet to
 *   the tenants' i18n table (the database the sites read); keys the sheet no longer holds are deleted.
 * - Translate Selected Keys: every key without a translation for the selected tenant languages is
 *   translated.
 */
import { Type, type Static } from '@sinclair/typebox';
import { TenantIdSchema } from './common';
import { declareEndpoints } from './define-endpoint';
import { Dictionary } from './schema-helpers';

/** The only repository whose keys may be synced and translated (docs/platform-ops.md#translation-automation). */
export const SELECTABLE_REPOSITORY_SLUG = 'phonex-buyer';

/** Most repository tags the repository multi-select shows; the rest are summarised. */
export const REPOSITORY_TAGS_SHOWN = 3;

/** The JSON file the sheet's values are downloaded as. */
export const I18N_KEYS_FILE_NAME = 'i18n-keys.json';

/** The messages of Translation Automation (docs/platform-ops.md#translation-automation), in the spec's spelling. */
export const TRANSLATION_MESSAGES = {
  /** No repository selected (docs/platform-ops.md#translation-automation). */
  selectRepository: 'You need to select atleast one repository to fetch I18n keys',
  /** No tenant selected for Update I18N Config or Translate Selected Keys (docs/platform-ops.md#translation-automation). */
  selectTenant: 'You need to select atleast one tenant to update the database',
  /** Asked before Translate Selected Keys (docs/platform-ops.md#translation-automation). */
  confirmTranslateSelected: 'Confirm: Are you sure to translate all the selected i18n keys? This action cannot be undone?',
  /** Page load, download and SYNC TENANTS FROM DB failed (docs/platform-ops.md#translation-automation). */
  fetchFailed: 'Something went wrong, Unable to fetch data',
  /** TRANSLATE NEW TENANTS or SYNC NEW I18N KEYS FROM CODE AND TRANSLATE failed (docs/platform-ops.md#translation-automation). */
  translateKeysFailed: 'Something went wrong, Unable to translate I18n keys',
  /** Update I18N Config failed (docs/platform-ops.md#translation-automation). */
  updateFailed: 'Something went wrong, Unable to Update I18N data',
  /** Translate Selected Keys failed (docs/platform-ops.md#translation-automation, the spec's spelling). */
  translateSelectedFailed: 'Something went wrong, Unable to transalate selected data',
  /** Something was added to the sheet (tenants or keys) (docs/platform-ops.md#translation-automation). */
  spreadsheetSynced: 'Spreadsheet synced successfully',
  /** Nothing was missing from the sheet (docs/platform-ops.md#translation-automation). */
  spreadsheetAlreadySynced: 'Spreadsheet already synced',
  /** At least one new tenant language was translated (docs/platform-ops.md#translation-automation). */
  tenantsTranslated: 'Tenants translated successfully',
  /** No new tenant language could be translated (docs/platform-ops.md#translation-automation). */
  tenantsAlreadyTranslated: 'Tenants already translated',
  /** Update I18N Config changed the i18n table (docs/platform-ops.md#translation-automation). */
  databaseSynced: 'Database synced successfully',
  /** Update I18N Config found nothing to change (docs/platform-ops.md#translation-automation). */
  noRecordUpdated: 'No record updated',
  /** Translate Selected Keys translated at least one key (docs/platform-ops.md#translation-automation). */
  keysTranslated: 'Keys Translated Successfully',
  /** Translate Selected Keys found no key without a translation (our addition: the spec names none). */
  keysAlreadyTranslated: 'Selected keys already translated',
  /** The download of the sheet's values (docs/platform-ops.md#translation-automation). */
  keysDownloaded: 'i18n keys available in the sheet are downloaded successfully.',
  /** A repository other than phonex-buyer was sent. */
  onlyBuyerRepository: `Only the repository ${SELECTABLE_REPOSITORY_SLUG} can be selected`,
} as const;

/** A repository whose code holds i18n keys. */
export const RepositorySchema = Type.Object({
  name: Type.String(),
  slug: Type.String({ description: "e.g. 'phonex-buyer'" }),
  uuid: Type.String(),
});
/** See {@link RepositorySchema}. */
export type Repository = Static<typeof RepositorySchema>;

/** The answer of the repositories call. */
export const RepositoriesAnswerSchema = Type.Object({ values: Type.Array(RepositorySchema) });

/** Locale: a language code with an optional region, e.g. `es-MX`. */
export const LocaleSchema = Type.String({ pattern: '^[a-z]{2,3}(-[A-Z]{2})?$', description: "Locale, e.g. 'es-MX'" });

/** A tenant's language in the sheet; `isNew` until translated. */
export const TenantLanguageSchema = Type.Object({
  tenantId: Type.String(),
  language: Type.String(),
  locale: Type.String(),
  isNew: Type.Boolean({ description: 'Added by SYNC TENANTS FROM DB and not translated yet by TRANSLATE NEW TENANTS' }),
});
/** See {@link TenantLanguageSchema}. */
export type TenantLanguage = Static<typeof TenantLanguageSchema>;

/** The answer of the tenant languages call, by tenant then locale. */
export const TenantLanguagesAnswerSchema = Type.Object({ tenantsData: Type.Array(TenantLanguageSchema) });

/** The translation sheet. */
export const SheetInfoSchema = Type.Object({ spreadsheetId: Type.String(), sheetName: Type.String() });
/** See {@link SheetInfoSchema}. */
export type SheetInfo = Static<typeof SheetInfoSchema>;

/** Header cells of the sheet before the tenant-language columns. */
export const SHEET_KEY_COLUMNS = ['key', 'repository', 'en'] as const;

/**
 * The sheet's values: `values[0]` is the header (key,
 * repository, en, then one `tenantId - language` column a tenant language), then one row a key,
 * sorted; an untranslated cell is ''.
 */
export const SheetValuesSchema = Type.Object({
  spreadsheetId: Type.String(),
  sheetName: Type.String(),
  range: Type.String({ description: "A1 range of the values, e.g. 'i18n-keys!A1:H10'" }),
  values: Type.Array(Type.Array(Type.String())),
});
/** See {@link SheetValuesSchema}. */
export type SheetValues = Static<typeof SheetValuesSchema>;

/** A tenant that cannot be synced or translated, and why. */
export const InvalidTenantSchema = Type.Object({
  tenantId: Type.String(),
  language: Type.String({ description: "The tenant's language as found ('' when it has none)" }),
  locale: Type.String({ description: "The tenant's locale as found ('' when it has none)" }),
  reason: Type.String(),
});
/** See {@link InvalidTenantSchema}. */
export type InvalidTenant = Static<typeof InvalidTenantSchema>;

/** The answer of SYNC TENANTS FROM DB. */
export const SyncTenantsAnswerSchema = Type.Object({
  tenants: Type.Object({ add: Type.Array(TenantLanguageSchema, { description: 'Tenant languages added to the sheet (new)' }) }),
  invalidTenants: Type.Array(InvalidTenantSchema),
  message: Type.String({ description: "'Spreadsheet synced successfully' or 'Spreadsheet already synced'" }),
});
/** See {@link SyncTenantsAnswerSchema}. */
export type SyncTenantsAnswer = Static<typeof SyncTenantsAnswerSchema>;

/** Most repositories or tenant languages one call may name. */
export const MAX_TRANSLATION_SELECTION = 500;

/**
 * The body of TRANSLATE NEW TENANTS and SYNC NEW I18N KEYS:
 * repository slugs, at least one (the screen says 'You need to select atleast one repository to
 * fetch I18n keys' before sending; the API answers 400 for an empty list); a slug other than
 * phonex-buyer answers 400 'Only the repository phonex-buyer can be selected'.
 */
export const SelectedRepositoriesBodySchema = Type.Object(
  {
    selectedRepositories: Type.Array(Type.String({ pattern: '^[a-z0-9-]{1,100}$' }), {
      minItems: 1,
      maxItems: MAX_TRANSLATION_SELECTION,
      description: TRANSLATION_MESSAGES.selectRepository,
    }),
  },
  { additionalProperties: false },
);

/** One tenant language of a selection: the tenant and the locale. */
export const SelectedTenantSchema = Type.Object({ tenantId: TenantIdSchema, locale: LocaleSchema }, { additionalProperties: false });
/** See {@link SelectedTenantSchema}. */
export type SelectedTenant = Static<typeof SelectedTenantSchema>;

/**
 * The body of Update I18N Config and Translate Selected Keys: at
 * least one tenant language (the screen says 'You need to select atleast one tenant to update the
 * database' before sending; the API answers 400 for an empty list); a tenant language the sheet does
 * not hold answers 400 naming it.
 */
export const SelectedTenantsBodySchema = Type.Object(
  { selectedTenants: Type.Array(SelectedTenantSchema, { minItems: 1, maxItems: MAX_TRANSLATION_SELECTION, description: TRANSLATION_MESSAGES.selectTenant }) },
  { additionalProperties: false },
);

/** Keys that could not be translated, by locale (the result panel "failed keys per language"). */
export const FailedKeysSchema = Dictionary(Type.Array(Type.String()), { description: 'locale -> keys the translator refused' });
/** See {@link FailedKeysSchema}. */
export type FailedKeys = Static<typeof FailedKeysSchema>;

/** Keys translated, by tenant language label `tenantId - language`. */
export const KeyCountsSchema = Dictionary(Type.Integer({ minimum: 0 }), { description: "'tenantId - language' -> keys translated" });

/** The answer of TRANSLATE NEW TENANTS. */
export const TranslateNewTenantsAnswerSchema = Type.Object({
  isTranslated: Type.Boolean({ description: 'At least one new tenant language was translated' }),
  tenantsTranslated: Type.Array(TenantLanguageSchema, { description: 'The newly translated tenant languages (no longer new)' }),
  invalidTenants: Type.Array(InvalidTenantSchema, { description: 'New tenant languages the translator does not support (still new)' }),
  translations: KeyCountsSchema,
  message: Type.String({ description: "'Tenants translated successfully' or 'Tenants already translated'" }),
});
/** See {@link TranslateNewTenantsAnswerSchema}. */
export type TranslateNewTenantsAnswer = Static<typeof TranslateNewTenantsAnswerSchema>;

/** The answer of SYNC NEW I18N KEYS FROM CODE AND TRANSLATE. */
export const TranslateNewKeysAnswerSchema = Type.Object({
  isSynced: Type.Boolean({ description: 'At least one key of the code was added to the sheet' }),
  invalidTenants: Type.Array(InvalidTenantSchema, { description: 'Tenant languages the translator does not support' }),
  translation: Type.Object({
    newI18nKeys: Type.Array(Type.String(), { description: 'Keys added to the sheet, sorted' }),
    error: FailedKeysSchema,
  }),
  message: Type.String({ description: "'Spreadsheet synced successfully' or 'Spreadsheet already synced'" }),
});
/** See {@link TranslateNewKeysAnswerSchema}. */
export type TranslateNewKeysAnswer = Static<typeof TranslateNewKeysAnswerSchema>;

/** The answer of Update I18N Config. */
export const UpdateI18nAnswerSchema = Type.Object({
  isUpdated: Type.Boolean(),
  updatedRecords: Type.Integer({ minimum: 0, description: 'Keys written (added or changed) to the i18n table' }),
  deletedRecords: Type.Integer({ minimum: 0, description: 'Keys deleted from the i18n table: the sheet no longer holds them' }),
  message: Type.String({ description: "'Database synced successfully' or 'No record updated'" }),
});
/** See {@link UpdateI18nAnswerSchema}. */
export type UpdateI18nAnswer = Static<typeof UpdateI18nAnswerSchema>;

/** The answer of Translate Selected Keys. */
export const TranslateSelectedAnswerSchema = Type.Object({
  isTranslated: Type.Boolean(),
  translations: Type.Object({ keysTranslated: KeyCountsSchema, error: FailedKeysSchema }),
  message: Type.String({ description: "'Keys Translated Successfully' or 'Selected keys already translated'" }),
});
/** See {@link TranslateSelectedAnswerSchema}. */
export type TranslateSelectedAnswer = Static<typeof TranslateSelectedAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Rules shared by the screen and the API (docs/platform-ops.md#translation-automation)
// ---------------------------------------------------------------------------------------------

/**
 * Whether a repository may be chosen (docs/platform-ops.md#translation-automation): only slug phonex-buyer.
 *
 * @example isRepositorySelectable({ slug: 'phonex-buyer' }) // true
 */
export function isRepositorySelectable(repository: Pick<Repository, 'slug'>): boolean {
  return repository.slug === SELECTABLE_REPOSITORY_SLUG;
}

/**
 * The repositories chosen when the screen opens (docs/platform-ops.md#translation-automation: phonex-buyer is preselected): the
 * slugs of the selectable ones.
 */
export function defaultRepositorySelection(repositories: readonly Pick<Repository, 'slug'>[]): string[] {
  return repositories.filter(isRepositorySelectable).map((repository) => repository.slug);
}

/**
 * The problem of a repository selection (docs/platform-ops.md#translation-automation): none chosen answers 'You need to select
 * atleast one repository to fetch I18n keys', one other than phonex-buyer 'Only the repository
 * phonex-buyer can be selected'; `undefined` when it may be sent.
 */
export function repositorySelectionProblem(selected: readonly string[]): string | undefined {
  if (selected.length === 0) return TRANSLATION_MESSAGES.selectRepository;
  if (selected.some((slug) => slug !== SELECTABLE_REPOSITORY_SLUG)) return TRANSLATION_MESSAGES.onlyBuyerRepository;
  return undefined;
}

/**
 * The problem of a tenant selection for Update I18N Config and Translate Selected Keys (docs/platform-ops.md#translation-automation):
 * 'You need to select atleast one tenant to update the database' when none; else `undefined`.
 */
export function tenantSelectionProblem(selected: readonly unknown[]): string | undefined {
  return selected.length === 0 ? TRANSLATION_MESSAGES.selectTenant : undefined;
}

/**
 * Whether a tenant language is English (docs/platform-ops.md#translation-automation: English locales are excluded by default):
 * language `en`, or a locale `en` / `en-XX`; case-insensitive.
 *
 * @example isEnglishLocale({ language: 'en', locale: 'en-GB' }) // true
 * @example isEnglishLocale({ language: 'es', locale: 'es-MX' }) // false
 */
export function isEnglishLocale(tenant: Pick<TenantLanguage, 'language' | 'locale'>): boolean {
  return tenant.language.toLowerCase() === 'en' || /^en(-|_|$)/i.test(tenant.locale);
}

/**
 * The label of a tenant language in the multi-select and the result panels (docs/platform-ops.md#translation-automation).
 *
 * @example tenantLanguageLabel({ tenantId: 'T02', language: 'es' }) // 'T02 - es'
 */
export function tenantLanguageLabel(tenant: Pick<TenantLanguage, 'tenantId' | 'language'>): string {
  return `${tenant.tenantId} - ${tenant.language}`;
}

/**
 * The value of a tenant language in the multi-select: `tenantId|locale` (a tenant may have several
 * languages).
 *
 * @example tenantLanguageValue({ tenantId: 'T02', locale: 'es-MX' }) // 'T02|es-MX'
 */
export function tenantLanguageValue(tenant: Pick<TenantLanguage, 'tenantId' | 'locale'>): string {
  return `${tenant.tenantId}|${tenant.locale}`;
}

/**
 * The tenant languages the multi-select offers (docs/platform-ops.md#translation-automation): every one when `includeEnglish`, else
 * all but the English ones (the default).
 */
export function tenantLanguageChoices<T extends Pick<TenantLanguage, 'language' | 'locale'>>(tenants: readonly T[], includeEnglish: boolean): T[] {
  return includeEnglish ? [...tenants] : tenants.filter((tenant) => !isEnglishLocale(tenant));
}

/** The tenant languages preselected (docs/platform-ops.md#translation-automation: the non-English ones), as multi-select values. */
export function defaultTenantSelection(tenants: readonly Pick<TenantLanguage, 'tenantId' | 'language' | 'locale'>[]): string[] {
  return tenants.filter((tenant) => !isEnglishLocale(tenant)).map(tenantLanguageValue);
}

/**
 * The message of SYNC TENANTS FROM DB (docs/platform-ops.md#translation-automation): 'Spreadsheet synced successfully' when a
 * tenant language was added, else 'Spreadsheet already synced'.
 */
export function syncTenantsMessage(added: number): string {
  return added > 0 ? TRANSLATION_MESSAGES.spreadsheetSynced : TRANSLATION_MESSAGES.spreadsheetAlreadySynced;
}

/**
 * The message of SYNC NEW I18N KEYS FROM CODE AND TRANSLATE (docs/platform-ops.md#translation-automation): 'Spreadsheet
 * synced successfully' when keys were added (isSynced), else 'Spreadsheet already synced'.
 */
export function syncKeysMessage(isSynced: boolean): string {
  return isSynced ? TRANSLATION_MESSAGES.spreadsheetSynced : TRANSLATION_MESSAGES.spreadsheetAlreadySynced;
}

/**
 * The message of TRANSLATE NEW TENANTS (docs/platform-ops.md#translation-automation): 'Tenants translated successfully' when
 * a tenant language was translated (isTranslated), else 'Tenants already translated'.
 */
export function translateTenantsMessage(isTranslated: boolean): string {
  return isTranslated ? TRANSLATION_MESSAGES.tenantsTranslated : TRANSLATION_MESSAGES.tenantsAlreadyTranslated;
}

/**
 * The message of Update I18N Config (docs/platform-ops.md#translation-automation): 'Database synced successfully' when a
 * record was written or deleted, else 'No record updated'.
 */
export function updateI18nMessage(isUpdated: boolean): string {
  return isUpdated ? TRANSLATION_MESSAGES.databaseSynced : TRANSLATION_MESSAGES.noRecordUpdated;
}

/**
 * The message of Translate Selected Keys (docs/platform-ops.md#translation-automation): 'Keys Translated Successfully' when a
 * key was translated, else 'Selected keys already translated'.
 */
export function translateSelectedMessage(isTranslated: boolean): string {
  return isTranslated ? TRANSLATION_MESSAGES.keysTranslated : TRANSLATION_MESSAGES.keysAlreadyTranslated;
}

/** The Translation Automation endpoints (PLATFORM_ADMIN). */
export const TRANSLATION_ENDPOINTS = declareEndpoints({
  translationRepositories: {
    method: 'GET',
    path: '/translations/repositories',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: 'The repositories holding i18n keys: values with name, slug, uuid, by name',
    responses: { 200: RepositoriesAnswerSchema },
  },
  translationTenantLanguages: {
    method: 'GET',
    path: '/translations/tenant-languages',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: 'The tenant languages of the sheet as tenantsData: tenantId, language, locale, isNew',
    responses: { 200: TenantLanguagesAnswerSchema },
  },
  translationSheetInfo: {
    method: 'GET',
    path: '/translations/sheet-info',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: 'The translation sheet: spreadsheetId and sheetName',
    responses: { 200: SheetInfoSchema },
  },
  translationSheetValues: {
    method: 'GET',
    path: '/translations/sheet-values',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: "The sheet's values: header key | repository | en | 'tenantId - language'..., one row a key; downloaded as i18n-keys.json",
    responses: { 200: SheetValuesSchema },
  },
  syncTranslationTenants: {
    method: 'POST',
    path: '/translations/sync-tenants',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary:
      "SYNC TENANTS FROM DB: adds the database's tenants whose language the sheet lacks as new tenant languages (tenants.add); tenants without a usable language are invalidTenants",
    responses: { 200: SyncTenantsAnswerSchema },
  },
  translateNewTenants: {
    method: 'POST',
    path: '/translations/translate-new-tenants',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary:
      'TRANSLATE NEW TENANTS: translates every key of the selected repositories into each new tenant language, tracked as a job; 400 without a repository or with one other than phonex-buyer',
    body: SelectedRepositoriesBodySchema,
    responses: { 200: TranslateNewTenantsAnswerSchema },
  },
  translateNewKeys: {
    method: 'POST',
    path: '/translations/translate-new-keys',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary:
      "SYNC NEW I18N KEYS FROM CODE AND TRANSLATE: adds the selected repositories' code keys missing from the sheet and translates them for every translated tenant language, tracked as a job",
    body: SelectedRepositoriesBodySchema,
    responses: { 200: TranslateNewKeysAnswerSchema },
  },
  updateI18nTable: {
    method: 'PUT',
    path: '/translations/i18n-table',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary:
      "Update I18N Config: writes the selected tenant languages' translations from the sheet to the i18n table and deletes keys the sheet no longer holds, tracked as a job; 400 without a tenant",
    body: SelectedTenantsBodySchema,
    responses: { 200: UpdateI18nAnswerSchema },
  },
  translateSelectedKeys: {
    method: 'POST',
    path: '/translations/translate-selected-keys',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: 'Translate Selected Keys: translates every key without a translation for the selected tenant languages, tracked as a job; 400 without a tenant',
    body: SelectedTenantsBodySchema,
    responses: { 200: TranslateSelectedAnswerSchema },
  },
});
