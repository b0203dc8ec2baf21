// The Translation Automation endpoints (PLATFORM_ADMIN;
// docs/platform-ops.md#translation-automation): 401 without a token and 403 for every other role on
// each route, 400 with the spec's messages for bad selections (nothing changed, no job), the happy
// path of each on the default seed with hand-computed answers, the long flows in the job centre and
// the action log, and the second runs answering 'already'.
import { ROLES } from '../../src/auth/roles.js';
import { ENDPOINTS, TRANSLATION_ENDPOINTS, type Job } from '../../src/contract.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createSeededApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const BUYER = { selectedRepositories: ['phonex-buyer'] };
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.as('PLATFORM_ADMIN', { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }, { email: 'platform.admin@px.local' });

/** Every row of the translation tables and the jobs, to compare before and after a refusal. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of ['translation_tenant_languages', 'translation_sheet_keys', 'translation_sheet_values', 'tenant_i18n', 'jobs']) {
    const { rows } = await t.database.db.query<{ row: string }>(`select (to_jsonb(x) - 'updated_at')::text as row from ${table} x order by 1`);
    parts.push(`${table}: ${rows.map((row) => row.row).join('\n')}`);
  }
  return parts.join('\n');
}

const jobsOf = async (kind: string) => (await admin('GET', ENDPOINTS.jobs.path)).json<Job[]>().filter((job) => job.kind === kind);

describe('every translation endpoint is PLATFORM_ADMIN only', () => {
  it.each(Object.keys(TRANSLATION_ENDPOINTS) as Array<keyof typeof TRANSLATION_ENDPOINTS>)('%s: 401 without a token, 403 for FINANCE, CLIENT_SUCCESS and ORG_ADMIN', async (key) => {
    const endpoint = ENDPOINTS[key];
    expect(endpoint.access).toBe('PLATFORM_ADMIN');
    const unauthenticated = await t.app.inject({ method: endpoint.method, url: endpoint.path });
    expect(unauthenticated.statusCode).toBe(401);
    for (const role of ROLES.filter((candidate) => candidate !== 'PLATFORM_ADMIN')) {
      const response = await t.as(role, { method: endpoint.method, url: endpoint.path, ...(endpoint.method === 'GET' ? {} : { payload: { selectedRepositories: ['phonex-buyer'] } }) });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
  });
});

describe('reads', () => {
  it('lists the four repositories with name, slug and uuid, by name', async () => {
    const response = await admin('GET', ENDPOINTS.translationRepositories.path);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ values: Array<{ slug: string; name: string; uuid: string }> }>().values.map((repository) => `${repository.name}|${repository.slug}`)).toEqual([
      'Phonex Admin|phonex-admin',
      'Phonex Buyer|phonex-buyer',
      'Phonex Mobile|phonex-mobile',
      'Phonex Seller|phonex-seller',
    ]);
  });

  it('answers the tenant languages as tenantsData, the sheet info and the sheet values', async () => {
    const tenants = (await admin('GET', ENDPOINTS.translationTenantLanguages.path)).json<{ tenantsData: Array<{ tenantId: string; locale: string; isNew: boolean }> }>().tenantsData;
    // 36 seeded tenants less T06 and T07 (left to SYNC TENANTS FROM DB).
    expect(tenants).toHaveLength(34);
    expect(tenants.slice(0, 6)).toEqual([
      { tenantId: 'T01', language: 'en', locale: 'en-US', isNew: false },
      { tenantId: 'T02', language: 'es', locale: 'es-MX', isNew: false },
      { tenantId: 'T03', language: 'de', locale: 'de-DE', isNew: false },
      { tenantId: 'T04', language: 'fr', locale: 'fr-FR', isNew: true },
      { tenantId: 'T05', language: 'en', locale: 'en-GB', isNew: false },
      { tenantId: 'T08', language: 'eo', locale: 'eo', isNew: true },
    ]);
    const info = await admin('GET', ENDPOINTS.translationSheetInfo.path);
    expect(info.json()).toEqual({ spreadsheetId: '1PxLocalI18nSheet0aBcDeFgHiJkLmNoPqRsTuVwXyZ', sheetName: 'i18n-keys' });
    const values = (await admin('GET', ENDPOINTS.translationSheetValues.path)).json<{ range: string; values: string[][] }>();
    // 3 + 34 columns (AK), a header and 7 keys.
    expect(values.range).toBe('i18n-keys!A1:AK8');
    expect(values.values[0]?.slice(0, 5)).toEqual(['key', 'repository', 'en', 'T01 - en', 'T02 - es']);
    expect(values.values[2]?.slice(0, 5)).toEqual(['cart.add', 'phonex-buyer', 'Add to cart', 'Add to cart', '[es-MX] Ádd tó cárt']);
  });
});

describe('refusals: 400, nothing changed, no job', () => {
  it.each([
    ['translateNewTenants', { selectedRepositories: [] }, 'Selected repositories: choose at least one'],
    ['translateNewKeys', { selectedRepositories: [] }, 'Selected repositories: choose at least one'],
    ['translateNewTenants', { selectedRepositories: ['phonex-admin'] }, 'Only the repository phonex-buyer can be selected'],
    ['translateNewKeys', { selectedRepositories: ['phonex-buyer', 'phonex-mobile'] }, 'Only the repository phonex-buyer can be selected'],
    ['updateI18nTable', { selectedTenants: [] }, 'Selected tenants: choose at least one'],
    ['translateSelectedKeys', { selectedTenants: [] }, 'Selected tenants: choose at least one'],
    ['updateI18nTable', { selectedTenants: [{ tenantId: 'T99', locale: 'es-MX' }] }, 'Tenant T99 with locale es-MX is not a tenant language of the sheet'],
    ['translateSelectedKeys', { selectedTenants: [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T02', locale: 'de-DE' }] }, 'Tenant T02 with locale de-DE is not a tenant language of the sheet'],
    ['translateNewKeys', { selectedRepositories: ['Phonex Buyer'] }, 'Selected repositories is not in the expected format'],
    ['translateSelectedKeys', { selectedTenants: [{ tenantId: 'T02', locale: 'spanish' }] }, 'Locale is not in the expected format'],
    ['updateI18nTable', {}, 'Selected tenants is required'],
  ] as const)('%s %j: %s', async (key, payload, message) => {
    const endpoint = ENDPOINTS[key];
    const before = await snapshot();
    const response = await admin(endpoint.method as 'POST' | 'PUT', endpoint.path, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await snapshot()).toBe(before);
  });
});

describe('the flows on the default seed, then again', () => {
  it("SYNC TENANTS FROM DB adds T06 pt-BR and reports T07; again: 'Spreadsheet already synced'", async () => {
    const first = await admin('POST', ENDPOINTS.syncTranslationTenants.path);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      tenants: { add: [{ tenantId: 'T06', language: 'pt', locale: 'pt-BR', isNew: true }] },
      invalidTenants: [{ tenantId: 'T07', language: 'tlh', locale: 'tlh-KL', reason: 'Language tlh is not supported by the translator' }],
      message: 'Spreadsheet synced successfully',
    });
    const second = await admin('POST', ENDPOINTS.syncTranslationTenants.path);
    expect(second.json<{ tenants: { add: unknown[] }; message: string }>()).toMatchObject({ tenants: { add: [] }, message: 'Spreadsheet already synced' });
  });

  it("TRANSLATE NEW TENANTS translates T04 and T06 (six keys each) as a job; again: 'Tenants already translated'", async () => {
    const first = await admin('POST', ENDPOINTS.translateNewTenants.path, BUYER);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      isTranslated: true,
      tenantsTranslated: [
        { tenantId: 'T04', language: 'fr', locale: 'fr-FR', isNew: false },
        { tenantId: 'T06', language: 'pt', locale: 'pt-BR', isNew: false },
      ],
      invalidTenants: [{ tenantId: 'T08', language: 'eo', locale: 'eo', reason: 'Language eo is not supported by the translator' }],
      translations: { 'T04 - fr': 6, 'T06 - pt': 6 },
      message: 'Tenants translated successfully',
    });
    const [job] = await jobsOf('translate-new-tenants');
    expect(job).toMatchObject({ area: 'platform-ops', state: 'SUCCEEDED', progress: 100, startedBy: 'platform.admin@px.local', link: '/translation-automation', result: first.json() });
    const second = await admin('POST', ENDPOINTS.translateNewTenants.path, BUYER);
    expect(second.json()).toMatchObject({ isTranslated: false, tenantsTranslated: [], translations: {}, message: 'Tenants already translated' });
    expect(await jobsOf('translate-new-tenants')).toHaveLength(2);
  });

  it("SYNC NEW I18N KEYS FROM CODE AND TRANSLATE adds three keys and fails banner.sale per locale, as a job; again: 'Spreadsheet already synced'", async () => {
    const first = await admin('POST', ENDPOINTS.translateNewKeys.path, BUYER);
    expect(first.json()).toEqual({
      isSynced: true,
      invalidTenants: [],
      translation: {
        newI18nKeys: ['banner.sale', 'stock.left', 'wishlist.add'],
        error: { 'de-DE': ['banner.sale'], 'en-GB': ['banner.sale'], 'en-US': ['banner.sale'], 'es-MX': ['banner.sale'], 'fr-FR': ['banner.sale'], 'pt-BR': ['banner.sale'] },
      },
      message: 'Spreadsheet synced successfully',
    });
    expect((await jobsOf('translate-new-keys'))[0]).toMatchObject({ state: 'SUCCEEDED', link: '/translation-automation' });
    const second = await admin('POST', ENDPOINTS.translateNewKeys.path, BUYER);
    expect(second.json()).toEqual({ isSynced: false, invalidTenants: [], translation: { newI18nKeys: [], error: {} }, message: 'Spreadsheet already synced' });
  });

  it("Translate Selected Keys fills T02's and T03's gaps and reports banner.sale, as a job; again: nothing translated", async () => {
    const selectedTenants = [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T03', locale: 'de-DE' }];
    const first = await admin('POST', ENDPOINTS.translateSelectedKeys.path, { selectedTenants });
    expect(first.json()).toEqual({
      isTranslated: true,
      translations: { keysTranslated: { 'T02 - es': 1, 'T03 - de': 2 }, error: { 'de-DE': ['banner.sale'], 'es-MX': ['banner.sale'] } },
      message: 'Keys Translated Successfully',
    });
    expect((await jobsOf('translate-selected-keys'))[0]).toMatchObject({ state: 'SUCCEEDED', title: 'Translate selected keys of 2 tenant languages' });
    const second = await admin('POST', ENDPOINTS.translateSelectedKeys.path, { selectedTenants });
    expect(second.json()).toMatchObject({ isTranslated: false, translations: { keysTranslated: {} }, message: 'Selected keys already translated' });
  });

  it("Update I18N Config writes T02's and T03's translations and deletes legacy.banner, as a job and in the action log; again: 'No record updated'", async () => {
    const selectedTenants = [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T03', locale: 'de-DE' }];
    const first = await admin('PUT', ENDPOINTS.updateI18nTable.path, { selectedTenants });
    // T02: cart.add (stale), price.total, stock.left, wishlist.add; T03: all 9 translated cells (banner.sale is not).
    expect(first.json()).toEqual({ isUpdated: true, updatedRecords: 13, deletedRecords: 1, message: 'Database synced successfully' });
    expect((await jobsOf('update-i18n-config'))[0]).toMatchObject({ state: 'SUCCEEDED', kind: 'update-i18n-config' });
    const { rows } = await t.database.db.query<{ endpoint: string; action: string }>(
      `select endpoint, action from action_log where endpoint = any($1::text[]) order by at, id`,
      [['syncTranslationTenants', 'translateNewTenants', 'translateNewKeys', 'translateSelectedKeys', 'updateI18nTable']],
    );
    expect(rows).toEqual([
      { endpoint: 'syncTranslationTenants', action: 'TENANTS_SYNCED' },
      { endpoint: 'translateNewTenants', action: 'TENANTS_TRANSLATED' },
      { endpoint: 'translateNewKeys', action: 'KEYS_SYNCED' },
      { endpoint: 'translateSelectedKeys', action: 'KEYS_TRANSLATED' },
      { endpoint: 'updateI18nTable', action: 'I18N_TABLE_UPDATED' },
    ]);
    const second = await admin('PUT', ENDPOINTS.updateI18nTable.path, { selectedTenants });
    expect(second.json()).toEqual({ isUpdated: false, updatedRecords: 0, deletedRecords: 0, message: 'No record updated' });
  });
});
