import {
  I18N_KEYS_FILE_NAME,
  REPOSITORY_TAGS_SHOWN,
  SELECTABLE_REPOSITORY_SLUG,
  TRANSLATION_ENDPOINTS,
  TRANSLATION_MESSAGES,
  defaultRepositorySelection,
  defaultTenantSelection,
  isEnglishLocale,
  isRepositorySelectable,
  repositorySelectionProblem,
  syncKeysMessage,
  syncTenantsMessage,
  tenantLanguageChoices,
  tenantLanguageLabel,
  tenantLanguageValue,
  tenantSelectionProblem,
  translateSelectedMessage,
  translateTenantsMessage,
  updateI18nMessage,
} from './translations';
import { ENDPOINTS } from '../all-endpoints';

const REPOSITORIES = [
  { name: 'Phonex Admin', slug: 'phonex-admin', uuid: 'a' },
  { name: 'Phonex Buyer', slug: 'phonex-buyer', uuid: 'b' },
  { name: 'Phonex Seller', slug: 'phonex-seller', uuid: 'c' },
];
const TENANTS = [
  { tenantId: 'T01', language: 'en', locale: 'en-US', isNew: false },
  { tenantId: 'T02', language: 'es', locale: 'es-MX', isNew: false },
  { tenantId: 'T05', language: 'en', locale: 'en-GB', isNew: false },
  { tenantId: 'T06', language: 'pt', locale: 'pt-BR', isNew: true },
];

describe('Translation Automation constants', () => {
  it('shows 3 repository tags, lets only phonex-buyer be chosen and names the download i18n-keys', () => {
    expect(REPOSITORY_TAGS_SHOWN).toBe(3);
    expect(SELECTABLE_REPOSITORY_SLUG).toBe('phonex-buyer');
    expect(I18N_KEYS_FILE_NAME).toBe('i18n-keys.json');
  });

  it("keeps the spec's messages and spellings", () => {
    expect(TRANSLATION_MESSAGES).toMatchObject({
      selectRepository: 'You need to select atleast one repository to fetch I18n keys',
      selectTenant: 'You need to select atleast one tenant to update the database',
      confirmTranslateSelected: 'Confirm: Are you sure to translate all the selected i18n keys? This action cannot be undone?',
      fetchFailed: 'Something went wrong, Unable to fetch data',
      translateKeysFailed: 'Something went wrong, Unable to translate I18n keys',
      updateFailed: 'Something went wrong, Unable to Update I18N data',
      translateSelectedFailed: 'Something went wrong, Unable to transalate selected data',
      spreadsheetSynced: 'Spreadsheet synced successfully',
      spreadsheetAlreadySynced: 'Spreadsheet already synced',
      tenantsTranslated: 'Tenants translated successfully',
      tenantsAlreadyTranslated: 'Tenants already translated',
      databaseSynced: 'Database synced successfully',
      noRecordUpdated: 'No record updated',
      keysTranslated: 'Keys Translated Successfully',
      keysDownloaded: 'i18n keys available in the sheet are downloaded successfully.',
    });
  });

  it('declares nine PLATFORM_ADMIN endpoints under /translations, all in the table', () => {
    const endpoints = Object.values(TRANSLATION_ENDPOINTS);
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /translations/repositories',
      'GET /translations/tenant-languages',
      'GET /translations/sheet-info',
      'GET /translations/sheet-values',
      'POST /translations/sync-tenants',
      'POST /translations/translate-new-tenants',
      'POST /translations/translate-new-keys',
      'PUT /translations/i18n-table',
      'POST /translations/translate-selected-keys',
    ]);
    for (const endpoint of endpoints) {
      expect(endpoint.access).toBe('PLATFORM_ADMIN');
      expect(ENDPOINTS[endpoint.key]).toBe(endpoint);
    }
  });
});

describe('repositories', () => {
  it('lets only phonex-buyer be chosen, and preselects it', () => {
    expect(REPOSITORIES.map(isRepositorySelectable)).toEqual([false, true, false]);
    expect(defaultRepositorySelection(REPOSITORIES)).toEqual(['phonex-buyer']);
    expect(defaultRepositorySelection([REPOSITORIES[0]!])).toEqual([]);
  });

  it('requires at least one repository, and phonex-buyer only', () => {
    expect(repositorySelectionProblem([])).toBe('You need to select atleast one repository to fetch I18n keys');
    expect(repositorySelectionProblem(['phonex-admin'])).toBe('Only the repository phonex-buyer can be selected');
    expect(repositorySelectionProblem(['phonex-buyer', 'phonex-seller'])).toBe('Only the repository phonex-buyer can be selected');
    expect(repositorySelectionProblem(['phonex-buyer'])).toBeUndefined();
  });
});

describe('tenant languages', () => {
  it('tells English locales: language en, or a locale en / en-XX, whatever the case', () => {
    expect(isEnglishLocale({ language: 'en', locale: 'en-US' })).toBe(true);
    expect(isEnglishLocale({ language: 'EN', locale: 'x' })).toBe(true);
    expect(isEnglishLocale({ language: 'xx', locale: 'en-GB' })).toBe(true);
    expect(isEnglishLocale({ language: 'xx', locale: 'en' })).toBe(true);
    expect(isEnglishLocale({ language: 'es', locale: 'es-MX' })).toBe(false);
    expect(isEnglishLocale({ language: 'eo', locale: 'eo' })).toBe(false);
    expect(isEnglishLocale({ language: 'xx', locale: 'eng-US' })).toBe(false);
  });

  it("labels a tenant language 'tenantId - language' and values it tenantId|locale", () => {
    expect(tenantLanguageLabel({ tenantId: 'T02', language: 'es' })).toBe('T02 - es');
    expect(tenantLanguageValue({ tenantId: 'T02', locale: 'es-MX' })).toBe('T02|es-MX');
  });

  it('offers the non-English ones by default, every one when English is included', () => {
    expect(tenantLanguageChoices(TENANTS, false).map((tenant) => tenant.tenantId)).toEqual(['T02', 'T06']);
    expect(tenantLanguageChoices(TENANTS, true).map((tenant) => tenant.tenantId)).toEqual(['T01', 'T02', 'T05', 'T06']);
  });

  it('preselects the non-English ones', () => {
    expect(defaultTenantSelection(TENANTS)).toEqual(['T02|es-MX', 'T06|pt-BR']);
  });

  it('requires at least one tenant for Update I18N Config and Translate Selected Keys', () => {
    expect(tenantSelectionProblem([])).toBe('You need to select atleast one tenant to update the database');
    expect(tenantSelectionProblem(['T02|es-MX'])).toBeUndefined();
  });
});

describe('result messages', () => {
  it('says synced or already synced, translated or already translated, updated or no record', () => {
    expect([syncTenantsMessage(1), syncTenantsMessage(0)]).toEqual(['Spreadsheet synced successfully', 'Spreadsheet already synced']);
    expect([syncKeysMessage(true), syncKeysMessage(false)]).toEqual(['Spreadsheet synced successfully', 'Spreadsheet already synced']);
    expect([translateTenantsMessage(true), translateTenantsMessage(false)]).toEqual(['Tenants translated successfully', 'Tenants already translated']);
    expect([updateI18nMessage(true), updateI18nMessage(false)]).toEqual(['Database synced successfully', 'No record updated']);
    expect([translateSelectedMessage(true), translateSelectedMessage(false)]).toEqual(['Keys Translated Successfully', 'Selected keys already translated']);
  });
});
