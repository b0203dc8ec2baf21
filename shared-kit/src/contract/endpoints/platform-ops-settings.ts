/**
 * Tenant settings and the operations around them (PLATFORM_ADMIN): Tenant Config spreadsheets
 * (docs/platform-ops.md#tenant-config-upload), Update Config
 * (docs/platform-ops.md#update-config-the-screen), Cache Management
 * (docs/platform-ops.md#cache-management) and Splash Page Config
 * (docs/platform-ops.md#splash-page-config).
 *
 * A tenant configuration is a key/value map of text: keys beginning
 * `CSS::` drive theme variables, the image keys hold image addresses, lists and objects are JSON
 * text. A tenant without stored settings uses {@link defaultTenantSettings}.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_TENANT_CONFIG, type TenantTheme } from '../tenant-config/default-tenant-config';
import { XLSX_MIME_TYPE } from './billing-clients';
import { IMAGE_MEDIA_TYPES } from './client-forms';
import { TENANT_ID_PATTERN, TenantIdSchema } from './common';
import { BinaryFile, declareEndpoints } from './define-endpoint';
import { Dictionary, StringEnum } from './schema-helpers';

/** Prefix of the keys that drive theme variables. */
export const CSS_KEY_PREFIX = 'CSS::';

/**
 * The image keys of a tenant configuration (docs/platform-ops.md#update-config-the-screen): always sent
 * by SAVE CHANGES, changed or not (docs/platform-ops.md "Update Config").
 */
export const TENANT_CONFIG_IMAGE_KEYS = ['logoSmall', 'favicon', 'userPoolLogo'] as const;

/** One image key of a tenant configuration. */
export type TenantConfigImageKey = (typeof TENANT_CONFIG_IMAGE_KEYS)[number];

/** Where the blob store keeps a tenant's uploaded images: `tenants/{tenantId}/{name}` (the onboarding's pool logo and favicon). */
export const TENANT_IMAGE_KEY_PREFIX = 'tenants/';

/** A stored tenant image's file name, the last part of its blob key: letters, digits, `.`, `_` and `-`, not starting with `.`. */
export const TENANT_IMAGE_NAME_PATTERN = '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$';

/**
 * The address an image value of a tenant configuration is shown from (docs/platform-ops.md "Tenant
 * images"), or `null` when there is none:
 * - a stored image's blob key `tenants/{tenantId}/{name}`: the API's public `GET
 *   /tenant-images/{tenantId}/{name}`;
 * - the default configuration's own value of the key (`/favicon.ico`, `/logo-small.png`,
 *   `/user-pool-logo.png`): the API's built-in image, `GET /default-tenant-images/{key}`;
 * - an `http:` or `https:` address: itself;
 * - anything else (a bare file name, a path of another site): `null`.
 *
 * @param apiBaseUrl the API's base address (a trailing slash is left out)
 * @example tenantImageSource('userPoolLogo', 'tenants/T01/user_pool_logo-1a2b.png', 'https://api.example') // 'https://api.example/tenant-images/T01/user_pool_logo-1a2b.png'
 */
export function tenantImageSource(key: string, value: string, apiBaseUrl: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const api = apiBaseUrl.replace(/\/+$/, '');
  const stored = text.startsWith(TENANT_IMAGE_KEY_PREFIX) ? text.slice(TENANT_IMAGE_KEY_PREFIX.length).split('/') : null;
  if (stored?.length === 2 && new RegExp(TENANT_ID_PATTERN).test(stored[0]!) && new RegExp(TENANT_IMAGE_NAME_PATTERN).test(stored[1]!)) {
    return `${api}/tenant-images/${encodeURIComponent(stored[0]!)}/${encodeURIComponent(stored[1]!)}`;
  }
  if ((TENANT_CONFIG_IMAGE_KEYS as readonly string[]).includes(key) && text === DEFAULT_TENANT_CONFIG[key as TenantConfigImageKey]) {
    return `${api}/default-tenant-images/${key}`;
  }
  return /^https?:\/\//i.test(text) ? text : null;
}

/** A tenant configuration: setting key -> value as text. */
export type TenantSettings = Record<string, string>;

const THEME_CSS_VARIABLES: ReadonlyArray<[keyof TenantTheme, string]> = [
  ['primaryColor', 'primary-color'],
  ['secondaryColor', 'secondary-color'],
  ['backgroundColor', 'background-color'],
  ['textColor', 'text-color'],
  ['fontTitle', 'font-title'],
  ['fontBody', 'font-body'],
  ['alphaHover', 'alpha-hover'],
  ['alphaDisabled', 'alpha-disabled'],
];

/**
 * The built-in default tenant configuration as the
 * key/value map a tenant's settings are stored as: the theme as `CSS::--<variable>` keys (e.g.
 * `CSS::--primary-color`), its variant as `CSS::--variant-<variable>`, numbers as their text, lists
 * and objects (descriptionParts, groupAttributes, groupDescription) as JSON text; keys sorted.
 * `tenantId` replaces the default tenant id T01.
 *
 * @example defaultTenantSettings('T42').tenant_id // 'T42'
 * @example defaultTenantSettings()['CSS::--primary-color'] // '#1f4e79'
 */
export function defaultTenantSettings(tenantId: string = DEFAULT_TENANT_CONFIG.tenant_id): TenantSettings {
  const settings: TenantSettings = {};
  for (const [key, value] of Object.entries(DEFAULT_TENANT_CONFIG)) {
    if (key === 'theme' || key === 'themeVariant') continue;
    settings[key] = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  }
  for (const [field, variable] of THEME_CSS_VARIABLES) {
    settings[`${CSS_KEY_PREFIX}--${variable}`] = String(DEFAULT_TENANT_CONFIG.theme[field]);
    settings[`${CSS_KEY_PREFIX}--variant-${variable}`] = String(DEFAULT_TENANT_CONFIG.themeVariant[field]);
  }
  settings.tenant_id = tenantId;
  return Object.fromEntries(Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Longest setting key, in characters (the settings table's limit). */
export const SETTING_KEY_MAX_LENGTH = 200;
/** Longest setting value, in characters (the settings table's limit). */
export const SETTING_VALUE_MAX_LENGTH = 32_768;

/** The messages of Tenant Config (docs/platform-ops.md). */
export const TENANT_CONFIG_MESSAGES = {
  /** Upload or download without a tenant ID. */
  enterTenantId: 'Please enter a valid Tenant ID first.',
  /** Upload without a file. */
  chooseFile: 'Please choose a file',
  /** A second upload while one runs. */
  uploadInProgress: 'Upload already in progress. Please wait!',
  /** Before the submit. */
  confirmSave: 'Are you sure that you want to save this changes on Live Database?',
  /** The upload answered nothing. */
  serverError: 'Error on server!',
  /** An unknown tenant. */
  tenantNotFound: 'Tenant not found!',
  /** Processing hint (docs/platform-ops.md). */
  processingHint: 'can take 30 seconds or more',
} as const;

/**
 * The answer of a successful submit (docs/platform-ops.md).
 *
 * @example tenantSettingsUpdatedMessage('T01') // 'Data for tenant T01 updated successfully!'
 */
export function tenantSettingsUpdatedMessage(tenantId: string): string {
  return `Data for tenant ${tenantId} updated successfully!`;
}

/** Header of the tenant-settings calls (docs/api.md#roles-and-tokens). */
export const TENANT_ID_HEADER = 'tenant_id';

/** Headers `{ tenant_id }` of the tenant-settings calls. */
export const TenantIdHeadersSchema = Type.Object({ [TENANT_ID_HEADER]: TenantIdSchema });

/** Largest settings spreadsheet an upload may carry: 5 MiB. Larger ones answer 413, nothing changed. */
export const MAX_SETTINGS_FILE_BYTES = 5 * 1024 * 1024;

/** The multipart field of the spreadsheet in the preview and submit calls. */
export const SETTINGS_FILE_FIELD = 'file';

/**
 * The body of the preview and submit calls as the schema sees it: `multipart/form-data` whose one
 * file part is `file` (.xlsx or .xls); the API replaces the file by its name before validation.
 */
export const SettingsUploadBodySchema = Type.Object(
  { [SETTINGS_FILE_FIELD]: Type.String({ minLength: 1, maxLength: 255, description: 'The spreadsheet (.xlsx or .xls): a file part of a multipart body' }) },
  { additionalProperties: false },
);

/** One changed key of a preview's diff: its stored value and the sheet's. */
export const SettingChangeSchema = Type.Object({ key: Type.String(), old: Type.String(), new: Type.String() });
/** A key the tenant does not hold yet; `unknownKey` when it is no key of the default configuration either. */
export const SettingAdditionSchema = Type.Object({ key: Type.String(), value: Type.String(), unknownKey: Type.Boolean() });

/**
 * What a submit of the sheet would change, against the tenant's stored settings (nobody
 * confirms a live change blind): each changed key old -> new, each added key (flagged when unknown),
 * and the number of keys the sheet leaves as they are. Keys the tenant holds but the sheet omits stay
 * as they are and are not listed.
 */
export const SettingsDiffSchema = Type.Object({
  changed: Type.Array(SettingChangeSchema),
  added: Type.Array(SettingAdditionSchema),
  unchangedCount: Type.Integer({ minimum: 0 }),
});
/** See {@link SettingsDiffSchema}. */
export type SettingsDiff = Static<typeof SettingsDiffSchema>;

/** The preview of an upload (docs/platform-ops.md): the sheet as JSON, and the diff. */
export const SettingsPreviewSchema = Type.Object({
  json: Type.Object({ tenant_id: Type.String(), settings: Dictionary(Type.String()) }),
  diff: SettingsDiffSchema,
});
/** See {@link SettingsPreviewSchema}. */
export type SettingsPreview = Static<typeof SettingsPreviewSchema>;

/** An answer carrying the message to show (docs/platform-ops.md). */
export const MessageAnswerSchema = Type.Object({ message: Type.String() });

/** The answer of list-configs: every configuration key, sorted. */
export const ConfigKeysSchema = Type.Object({ config_keys: Type.Array(Type.String()) });

/** The body of tenant-config. */
export const TenantConfigBodySchema = Type.Object({ tenant_id: TenantIdSchema }, { additionalProperties: false });

/** The answer of tenant-config: the tenant's configuration, read through the cache. */
export const TenantConfigAnswerSchema = Type.Object({ results: Dictionary(Type.String()) });

/** Most keys one save may carry. */
export const MAX_CONFIG_KEYS_PER_SAVE = 10_000;

/** The body of save config (docs/platform-ops.md "Update Config"): the changed keys plus the image keys. */
export const SaveConfigBodySchema = Type.Object(
  {
    tenant_id: TenantIdSchema,
    config: Dictionary(Type.String({ maxLength: SETTING_VALUE_MAX_LENGTH }), {
      minProperties: 1,
      maxProperties: MAX_CONFIG_KEYS_PER_SAVE,
      propertyNames: { minLength: 1, maxLength: SETTING_KEY_MAX_LENGTH, pattern: '^[^\\u0000-\\u001f\\u007f]+$' },
    }),
  },
  { additionalProperties: false },
);

/** The answer of save config. */
export const SuccessAnswerSchema = Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()) });

/** The answer's message of a saved Update Config (docs/platform-ops.md "Update Config"), which the screen shows. */
export const UPDATE_CONFIG_SAVED_MESSAGE = 'Updated successfully';

/**
 * The caches of a tenant (the master list): the API caches each tenant's
 * configuration under `{tenantId}|tenant-config` and its splash pages under `{tenantId}|splash-config`.
 */
export const CACHE_NAMES = ['splash-config', 'tenant-config'] as const;
/** One cache of {@link CACHE_NAMES}. */
export type CacheName = (typeof CACHE_NAMES)[number];

/** Separator of a cache key's tenant and cache name. */
export const CACHE_KEY_SEPARATOR = '|';

/**
 * The key of a tenant's cache: `{tenantId}|{cacheName}`.
 *
 * @example cacheKey('T01', 'tenant-config') // 'T01|tenant-config'
 */
export function cacheKey(tenantId: string, cacheName: string): string {
  return `${tenantId}${CACHE_KEY_SEPARATOR}${cacheName}`;
}

/** The messages of Cache Management (docs/platform-ops.md). */
export const CACHE_MESSAGES = {
  /** A pattern without a pipe with text on either side. */
  invalidPattern: 'Invalid cacheKeyPattern',
  evictFailed: 'Something went wrong, Unable to Evict Cache Entry',
  reloadFailed: 'Something went wrong, Unable to Reload Cache',
  fetchTenantsFailed: 'Something went wrong, Unable to fetch tenants',
  fetchKeysFailed: 'Something went wrong, Unable to fetch redis cache keys',
} as const;

/**
 * Whether a cache key pattern holds a pipe with text on either side (docs/platform-ops.md): some
 * non-blank text, `|`, some non-blank text.
 *
 * @example isValidCacheKeyPattern('T01|tenant-*') // true
 * @example isValidCacheKeyPattern('T01|') // false
 */
export function isValidCacheKeyPattern(pattern: string): boolean {
  const at = pattern.indexOf(CACHE_KEY_SEPARATOR);
  return at > 0 && pattern.slice(0, at).trim().length > 0 && pattern.slice(at + 1).trim().length > 0;
}

/** Longest cache key pattern or cache name, in characters. */
export const CACHE_PATTERN_MAX_LENGTH = 200;

/** The body of evict: keys matching the pattern (`*` any text) are removed. */
export const EvictCacheBodySchema = Type.Object(
  { cacheKeyPattern: Type.String({ minLength: 1, maxLength: CACHE_PATTERN_MAX_LENGTH, description: '{tenantId}|{key or prefix*}' }) },
  { additionalProperties: false },
);
/** The body of reload. */
export const ReloadCacheBodySchema = Type.Object(
  { tenantId: TenantIdSchema, cacheName: StringEnum(CACHE_NAMES) },
  { additionalProperties: false },
);
/** Query of the Redis keys call: the tenant whose keys are listed. */
export const CacheKeysQuerySchema = Type.Object({ tenantId: TenantIdSchema }, { additionalProperties: false });

/** Splash operations. */
export const SPLASH_OPERATIONS = ['add', 'remove'] as const;
/** One of {@link SPLASH_OPERATIONS}. */
export type SplashOperation = (typeof SPLASH_OPERATIONS)[number];

/** The Status of a successful splash call. */
export const SPLASH_SUCCESS_STATUS = 'Successful';

/** The messages of Splash Page Config (docs/platform-ops.md). */
export const SPLASH_MESSAGES = {
  selectTenant: 'Please select a tenant.',
  exception: 'An error occurred. Please try again.',
  fetchTenantFailed: 'Something went wrong, Unable to fetch tenant',
} as const;

/**
 * The message of a splash call (docs/platform-ops.md).
 *
 * @example splashMessage('add', true) // 'Splash page added successfully.'
 * @example splashMessage('remove', false) // 'Failed to remove splash page.'
 */
export function splashMessage(operation: SplashOperation, succeeded: boolean): string {
  return succeeded ? `Splash page ${operation}${operation.endsWith('e') ? 'd' : 'ed'} successfully.` : `Failed to ${operation} splash page.`;
}

/** The body of the splash call: which sites get (add) or lose (remove) their splash page. */
export const SplashConfigBodySchema = Type.Object(
  {
    tenant_id: TenantIdSchema,
    tenant_page: Type.Boolean({ description: 'The tenant admin site' }),
    buyer_page: Type.Boolean({ description: 'The buyer site' }),
    operation: StringEnum(SPLASH_OPERATIONS),
  },
  { additionalProperties: false },
);
/** See {@link SplashConfigBodySchema}. */
export type SplashConfigBody = Static<typeof SplashConfigBodySchema>;

/** A tenant's splash pages: whether each site shows one. */
export const SplashStateSchema = Type.Object({ tenant_id: Type.String(), tenant_page: Type.Boolean(), buyer_page: Type.Boolean() });
/** See {@link SplashStateSchema}. */
export type SplashState = Static<typeof SplashStateSchema>;

/** The answer of the splash call. */
export const SplashAnswerSchema = Type.Object({ Status: Type.String({ description: "'Successful' on success" }), splash: SplashStateSchema });

/** The sheet of a settings workbook, and the header of its two columns (row 1). */
export const SETTINGS_SHEET_NAME = 'Settings';
/** See {@link SETTINGS_SHEET_NAME}. */
export const SETTINGS_SHEET_HEADER = ['key', 'value'] as const;

const XLSX_FILE = BinaryFile(XLSX_MIME_TYPE, 'An .xlsx workbook: sheet Settings, row 1 key | value, then one setting a row');

/** The tenant-settings, update-config, cache and splash endpoints (PLATFORM_ADMIN). */
export const PLATFORM_OPS_SETTINGS_ENDPOINTS = declareEndpoints({
  tenantImage: {
    method: 'GET',
    path: '/tenant-images/:tenantId/:name',
    access: 'PUBLIC',
    area: 'update-config',
    summary:
      "A tenant's stored image (the pool logo, the favicon: blob key tenants/{tenantId}/{name}) with its image type, public for the storefront and the sign-in page, cached a day with an ETag (docs/platform-ops.md \"Tenant images\"); 404 when none is stored",
    params: Type.Object({ tenantId: TenantIdSchema, name: Type.String({ pattern: TENANT_IMAGE_NAME_PATTERN, title: 'Image name' }) }, { additionalProperties: false }),
    responses: { 200: Type.Union(IMAGE_MEDIA_TYPES.map((mediaType) => BinaryFile(mediaType, 'The image'))), 304: Type.Null({ description: 'Not modified: the image behind If-None-Match is current' }) },
  },
  defaultTenantImage: {
    method: 'GET',
    path: '/default-tenant-images/:key',
    access: 'PUBLIC',
    area: 'update-config',
    summary: "The built-in image of an image key of the default tenant configuration (favicon, logoSmall, userPoolLogo), PNG, public and cached a day (docs/platform-ops.md \"Tenant images\")",
    params: Type.Object({ key: StringEnum(TENANT_CONFIG_IMAGE_KEYS) }, { additionalProperties: false }),
    responses: { 200: BinaryFile('image/png', 'The image') },
  },
  settingsExcelTemplate: {
    method: 'GET',
    path: '/settings-excel/excel-template',
    access: 'PLATFORM_ADMIN',
    area: 'tenant-config',
    summary: 'The settings template: the default configuration\'s keys with empty values',
    responses: { 200: XLSX_FILE },
  },
  tenantSettingsExcel: {
    method: 'GET',
    path: '/settings-excel/tenant-settings',
    access: 'PLATFORM_ADMIN',
    area: 'tenant-config',
    summary: "The tenant's settings as XLSX; 404 'Tenant not found!'",
    headers: TenantIdHeadersSchema,
    responses: { 200: XLSX_FILE },
  },
  previewTenantSettings: {
    changesNoBusinessState: 'A preview of an upload: reads only',
    method: 'POST',
    path: '/settings-excel/preview',
    access: 'PLATFORM_ADMIN',
    area: 'tenant-config',
    summary: 'The uploaded sheet (.xlsx or .xls, multipart field file) as JSON and its diff against the stored settings; nothing is written',
    headers: TenantIdHeadersSchema,
    body: SettingsUploadBodySchema,
    multipart: { files: [SETTINGS_FILE_FIELD] },
    responses: { 200: SettingsPreviewSchema },
  },
  submitTenantSettings: {
    method: 'POST',
    path: '/settings-excel/submit',
    access: 'PLATFORM_ADMIN',
    area: 'tenant-config',
    summary: "Writes the uploaded sheet's settings in one transaction and evicts the tenant's cached configuration; 'Data for tenant {id} updated successfully!'",
    headers: TenantIdHeadersSchema,
    body: SettingsUploadBodySchema,
    multipart: { files: [SETTINGS_FILE_FIELD] },
    responses: { 200: MessageAnswerSchema },
  },
  listConfigKeys: {
    method: 'GET',
    path: '/update-config/list-configs',
    access: 'PLATFORM_ADMIN',
    area: 'update-config',
    summary: 'Every configuration key: the default configuration\'s and those tenants hold, sorted',
    responses: { 200: ConfigKeysSchema },
  },
  tenantConfig: {
    changesNoBusinessState: 'A read of a configuration sent as POST',
    method: 'POST',
    path: '/update-config/tenant-config',
    access: 'PLATFORM_ADMIN',
    area: 'update-config',
    summary: 'A tenant\'s configuration, read through the cache; 404 for an unknown tenant',
    body: TenantConfigBodySchema,
    responses: { 200: TenantConfigAnswerSchema },
  },
  saveConfig: {
    method: 'POST',
    path: '/update-config',
    access: 'PLATFORM_ADMIN',
    area: 'update-config',
    summary: 'Writes the changed keys plus the image keys in one transaction and evicts the tenant\'s cached configuration',
    body: SaveConfigBodySchema,
    responses: { 200: SuccessAnswerSchema },
  },
  redisCacheKeys: {
    method: 'GET',
    path: '/cache/redis-keys',
    access: 'PLATFORM_ADMIN',
    area: 'cache-management',
    summary: 'The cache keys of a tenant, sorted: `{tenantId}|{cacheName}`',
    query: CacheKeysQuerySchema,
    responses: { 200: Type.Array(Type.String()) },
  },
  redisMasterListKeys: {
    method: 'GET',
    path: '/cache/master-list-keys',
    access: 'PLATFORM_ADMIN',
    area: 'cache-management',
    summary: 'The cache names every tenant may have, sorted',
    responses: { 200: Type.Array(Type.String()) },
  },
  evictCache: {
    method: 'PUT',
    path: '/cache/evict',
    access: 'PLATFORM_ADMIN',
    area: 'cache-management',
    summary: "Removes the cache keys matching cacheKeyPattern ({tenantId}|{key}, * any text); 400 'Invalid cacheKeyPattern' without a pipe with text on either side",
    body: EvictCacheBodySchema,
    responses: { 200: MessageAnswerSchema },
  },
  reloadCache: {
    method: 'PUT',
    path: '/cache/reload',
    access: 'PLATFORM_ADMIN',
    area: 'cache-management',
    summary: "Loads a tenant's cache again from the database",
    body: ReloadCacheBodySchema,
    responses: { 200: MessageAnswerSchema },
  },
  splashConfig: {
    method: 'GET',
    path: '/splash-config',
    access: 'PLATFORM_ADMIN',
    area: 'splash-config',
    summary: "A tenant's splash pages (tenant admin site, buyer site), so the screen shows the current state",
    query: CacheKeysQuerySchema,
    responses: { 200: SplashStateSchema },
  },
  updateSplashConfig: {
    method: 'POST',
    path: '/splash-config',
    access: 'PLATFORM_ADMIN',
    area: 'splash-config',
    summary: "Adds or removes a tenant's splash page on the ticked sites; Status 'Successful'",
    body: SplashConfigBodySchema,
    responses: { 200: SplashAnswerSchema },
  },
});
