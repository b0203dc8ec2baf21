// The flows of Translation Automation on the seeded local sheet
// (docs/platform-ops.md#translation-automation): each flow's answer on a fresh seed (hand-computed
// from the seed), the translations really written (a second run answers 'already'), the action-log
// entry in the same transaction, the refusals leaving every table as it was, and a translator
// plugged in instead of the local one.
import type { ActionContext } from '../../src/action-log/record-action.js';
import { TRANSLATION_MESSAGES } from '../../src/contract.js';
import { migrate } from '../../src/db/migrate.js';
import { clearDatabase, seedDatabase } from '../../src/seed/seed.js';
import { LocalTranslator } from '../../src/translations/local-translator.js';
import { syncTenants, translateNewKeys, translateNewTenants, translateSelectedKeys, updateI18nTable } from '../../src/translations/translation-flows.js';
import { readSheetInfo, readSheetValues } from '../../src/translations/translation-sheet.js';
import type { Translator } from '../../src/translations/translator.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

let database: TestDatabase;
const translator = new LocalTranslator();
const context: ActionContext = { actor: { email: 'platform.admin@px.local', sub: 'sub-1', roles: ['PLATFORM_ADMIN'] }, requestId: 'req-translations', clientAddress: '127.0.0.1' };
const BUYER = ['phonex-buyer'];
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
}, SETUP_TIMEOUT_MS);
afterAll(() => database.dispose());

// Ten tenants T01-T10: T02 es-MX, T03 de-DE, T04 fr-FR (new), T05 en-GB, T08 eo (new), the others en-US; T06 and T07 unsynced.
beforeEach(async () => {
  await clearDatabase(database.db);
  await seedDatabase(database.db, { today: '2025-06-15', clients: 10, invoices: 20 });
}, SETUP_TIMEOUT_MS);

const TABLES = ['translation_repositories', 'translation_code_keys', 'translation_sheets', 'translation_tenant_languages', 'translation_sheet_keys', 'translation_sheet_values', 'tenant_i18n'];

/** Every row of the translation tables (without their timestamps), to compare before and after. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const { rows } = await db().query<{ row: string }>(`select (to_jsonb(t) - 'added_at' - 'translated_at' - 'updated_at')::text as row from ${table} t order by 1`);
    parts.push(`${table}: ${rows.map((row) => row.row).join('\n')}`);
  }
  return parts.join('\n');
}

const cell = async (key: string, tenantId: string, locale: string) =>
  (await db().query<{ value: string }>('select value from translation_sheet_values where i18n_key = $1 and tenant_id = $2 and locale = $3', [key, tenantId, locale])).rows[0]?.value;

const actions = async (endpoint: string) =>
  (await db().query<{ action: string; targetIds: string[]; actorEmail: string }>(
    `select action, target_ids as "targetIds", actor_email as "actorEmail" from action_log where endpoint = $1 and request_id = 'req-translations' order by at`,
    [endpoint],
  )).rows;

const isNew = async (tenantId: string, locale: string) =>
  (await db().query<{ isNew: boolean }>('select is_new as "isNew" from translation_tenant_languages where tenant_id = $1 and locale = $2', [tenantId, locale])).rows[0]?.isNew;

describe('the seed (every flow has visible work on a fresh database)', () => {
  it('holds the sheet, its seven keys and the tenant languages as columns', async () => {
    await expect(readSheetInfo(db())).resolves.toEqual({ spreadsheetId: '1PxLocalI18nSheet0aBcDeFgHiJkLmNoPqRsTuVwXyZ', sheetName: 'i18n-keys' });
    const sheet = await readSheetValues(db());
    expect(sheet.values[0]).toEqual(['key', 'repository', 'en', 'T01 - en', 'T02 - es', 'T03 - de', 'T04 - fr', 'T05 - en', 'T08 - eo', 'T09 - en', 'T10 - en']);
    expect(sheet.range).toBe('i18n-keys!A1:K8');
    expect(sheet.values.map((row) => row[0])).toEqual(['key', 'admin.dashboard.title', 'cart.add', 'cart.items', 'checkout.title', 'offer.expires', 'orders.empty', 'price.total']);
    expect(sheet.values[2]).toEqual(['cart.add', 'phonex-buyer', 'Add to cart', 'Add to cart', '[es-MX] Ádd tó cárt', '[de-DE] Ädd tö cärt', '', 'Add to cart', '', 'Add to cart', 'Add to cart']);
    // Untranslated on purpose: T02 price.total, T03 offer.expires and orders.empty.
    expect(sheet.values[7]?.[4]).toBe('');
    expect([sheet.values[5]?.[5], sheet.values[6]?.[5]]).toEqual(['', '']);
  });
});

describe('SYNC TENANTS FROM DB', () => {
  it("adds the tenants the sheet lacks from their settings (T06 pt-BR), reports T07's unsupported language, then answers 'already synced'", async () => {
    const first = await syncTenants(db(), translator, context);
    expect(first).toEqual({
      tenants: { add: [{ tenantId: 'T06', language: 'pt', locale: 'pt-BR', isNew: true }] },
      invalidTenants: [{ tenantId: 'T07', language: 'tlh', locale: 'tlh-KL', reason: 'Language tlh is not supported by the translator' }],
      message: 'Spreadsheet synced successfully',
    });
    expect(await isNew('T06', 'pt-BR')).toBe(true);
    expect(await actions('syncTranslationTenants')).toEqual([{ action: 'TENANTS_SYNCED', targetIds: ['T06'], actorEmail: 'platform.admin@px.local' }]);
    const before = await snapshot();
    const second = await syncTenants(db(), translator, context);
    expect(second).toEqual({ tenants: { add: [] }, invalidTenants: first.invalidTenants, message: TRANSLATION_MESSAGES.spreadsheetAlreadySynced });
    expect(await snapshot()).toBe(before);
    expect(await actions('syncTranslationTenants')).toHaveLength(1);
  });

  it('reports a tenant without a language setting, with a bad locale, or a locale of another language', async () => {
    await db().query(`delete from tenant_settings where tenant_id = 'T06' and setting_key = 'language'`);
    await db().query(`update tenant_settings set setting_value = 'pt-br' where tenant_id = 'T07' and setting_key = 'locale'`);
    await db().query(`update tenant_settings set setting_value = 'es' where tenant_id = 'T07' and setting_key = 'language'`);
    const answer = await syncTenants(db(), translator, context);
    expect(answer.invalidTenants).toEqual([
      { tenantId: 'T06', language: '', locale: 'pt-BR', reason: 'No language setting' },
      { tenantId: 'T07', language: 'es', locale: 'pt-br', reason: 'Invalid locale pt-br' },
    ]);
    await db().query(`update tenant_settings set setting_value = 'pt-BR' where tenant_id = 'T07' and setting_key = 'locale'`);
    expect((await syncTenants(db(), translator, context)).invalidTenants[1]).toEqual({ tenantId: 'T07', language: 'es', locale: 'pt-BR', reason: 'Locale pt-BR is not of language es' });
  });
});

describe('TRANSLATE NEW TENANTS', () => {
  it("translates the buyer repository's six keys into T04 fr-FR, reports T08 eo, writes the cells, then answers 'already translated'", async () => {
    const first = await translateNewTenants(db(), translator, context, BUYER);
    expect(first).toEqual({
      isTranslated: true,
      tenantsTranslated: [{ tenantId: 'T04', language: 'fr', locale: 'fr-FR', isNew: false }],
      invalidTenants: [{ tenantId: 'T08', language: 'eo', locale: 'eo', reason: 'Language eo is not supported by the translator' }],
      translations: { 'T04 - fr': 6 },
      message: 'Tenants translated successfully',
    });
    expect(await cell('cart.items', 'T04', 'fr-FR')).toBe('[fr-FR] Yòù hàvè {count} ìtèms ìn yòùr càrt');
    // Only the selected repository's keys.
    expect(await cell('admin.dashboard.title', 'T04', 'fr-FR')).toBeUndefined();
    expect([await isNew('T04', 'fr-FR'), await isNew('T08', 'eo')]).toEqual([false, true]);
    expect(await actions('translateNewTenants')).toEqual([{ action: 'TENANTS_TRANSLATED', targetIds: ['T04'], actorEmail: 'platform.admin@px.local' }]);

    const before = await snapshot();
    const second = await translateNewTenants(db(), translator, context, BUYER);
    expect(second).toEqual({ isTranslated: false, tenantsTranslated: [], invalidTenants: first.invalidTenants, translations: {}, message: 'Tenants already translated' });
    expect(await snapshot()).toBe(before);
  });

  it('translates a tenant added by SYNC TENANTS FROM DB', async () => {
    await syncTenants(db(), translator, context);
    const answer = await translateNewTenants(db(), translator, context, BUYER);
    expect(answer.translations).toEqual({ 'T04 - fr': 6, 'T06 - pt': 6 });
    expect(await cell('checkout.title', 'T06', 'pt-BR')).toBe('[pt-BR] Chẽckõũt');
  });

  it.each([
    [[], TRANSLATION_MESSAGES.selectRepository],
    [['phonex-admin'], 'Only the repository phonex-buyer can be selected'],
    [['phonex-buyer', 'phonex-seller'], 'Only the repository phonex-buyer can be selected'],
  ])('refuses repositories %j with %s, nothing changed', async (repositories, message) => {
    const before = await snapshot();
    await expect(translateNewTenants(db(), translator, context, repositories)).rejects.toMatchObject({ statusCode: 400, message });
    await expect(translateNewKeys(db(), translator, context, repositories)).rejects.toMatchObject({ statusCode: 400, message });
    expect(await snapshot()).toBe(before);
  });
});

describe('SYNC NEW I18N KEYS FROM CODE AND TRANSLATE', () => {
  it("adds the buyer code's three missing keys, translates them for every translated tenant language, reports banner.sale per locale, then answers 'already synced'", async () => {
    const first = await translateNewKeys(db(), translator, context, BUYER);
    expect(first).toEqual({
      isSynced: true,
      invalidTenants: [],
      translation: {
        newI18nKeys: ['banner.sale', 'stock.left', 'wishlist.add'],
        error: { 'de-DE': ['banner.sale'], 'en-GB': ['banner.sale'], 'en-US': ['banner.sale'], 'es-MX': ['banner.sale'] },
      },
      message: 'Spreadsheet synced successfully',
    });
    expect(await cell('stock.left', 'T02', 'es-MX')).toBe('[es-MX] Ónly {quantity} léft ín stóck');
    expect(await cell('wishlist.add', 'T09', 'en-US')).toBe('Add to wishlist');
    // New tenant languages get the keys from TRANSLATE NEW TENANTS; phonex-seller's key is not added.
    expect(await cell('stock.left', 'T04', 'fr-FR')).toBeUndefined();
    expect((await db().query(`select 1 from translation_sheet_keys where i18n_key = 'seller.payouts'`)).rows).toHaveLength(0);
    expect(await actions('translateNewKeys')).toEqual([{ action: 'KEYS_SYNCED', targetIds: ['banner.sale', 'stock.left', 'wishlist.add'], actorEmail: 'platform.admin@px.local' }]);

    const before = await snapshot();
    const second = await translateNewKeys(db(), translator, context, BUYER);
    expect(second).toEqual({ isSynced: false, invalidTenants: [], translation: { newI18nKeys: [], error: {} }, message: 'Spreadsheet already synced' });
    expect(await snapshot()).toBe(before);
  });

  it('reports a translated tenant language the translator does not support', async () => {
    await db().query(`update translation_tenant_languages set is_new = false where tenant_id = 'T08'`);
    const answer = await translateNewKeys(db(), translator, context, BUYER);
    expect(answer.invalidTenants).toEqual([{ tenantId: 'T08', language: 'eo', locale: 'eo', reason: 'Language eo is not supported by the translator' }]);
  });
});

describe('Update I18N Config', () => {
  it("writes T02's stale value and deletes its key the sheet no longer holds, fills T03, then answers 'No record updated'", async () => {
    const first = await updateI18nTable(db(), context, [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T03', locale: 'de-DE' }]);
    // T02: cart.add was stale (1 written), legacy.banner deleted; T03: its 5 translated cells of 7 written.
    expect(first).toEqual({ isUpdated: true, updatedRecords: 6, deletedRecords: 1, message: 'Database synced successfully' });
    const { rows } = await db().query<{ key: string; value: string }>(`select i18n_key as key, value from tenant_i18n where tenant_id = 'T02' order by 1`);
    expect(rows.map((row) => row.key)).toEqual(['admin.dashboard.title', 'cart.add', 'cart.items', 'checkout.title', 'offer.expires', 'orders.empty']);
    expect(rows.find((row) => row.key === 'cart.add')?.value).toBe('[es-MX] Ádd tó cárt');
    expect(await actions('updateI18nTable')).toEqual([{ action: 'I18N_TABLE_UPDATED', targetIds: ['T02', 'T03'], actorEmail: 'platform.admin@px.local' }]);

    const before = await snapshot();
    expect(await updateI18nTable(db(), context, [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T03', locale: 'de-DE' }])).toEqual({
      isUpdated: false,
      updatedRecords: 0,
      deletedRecords: 0,
      message: 'No record updated',
    });
    expect(await snapshot()).toBe(before);
    expect(await actions('updateI18nTable')).toHaveLength(1);
  });

  it("refuses no tenant with 'You need to select atleast one tenant to update the database', and a tenant language the sheet lacks; nothing changed", async () => {
    const before = await snapshot();
    await expect(updateI18nTable(db(), context, [])).rejects.toMatchObject({ statusCode: 400, message: 'You need to select atleast one tenant to update the database' });
    await expect(updateI18nTable(db(), context, [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T02', locale: 'fr-FR' }])).rejects.toMatchObject({
      statusCode: 400,
      message: 'Tenant T02 with locale fr-FR is not a tenant language of the sheet',
    });
    await expect(translateSelectedKeys(db(), translator, context, [])).rejects.toMatchObject({ statusCode: 400, message: TRANSLATION_MESSAGES.selectTenant });
    expect(await snapshot()).toBe(before);
  });
});

describe('Translate Selected Keys', () => {
  it("translates the cells T02 and T03 lack, then answers 'Selected keys already translated'", async () => {
    const first = await translateSelectedKeys(db(), translator, context, [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T03', locale: 'de-DE' }]);
    expect(first).toEqual({ isTranslated: true, translations: { keysTranslated: { 'T02 - es': 1, 'T03 - de': 2 }, error: {} }, message: 'Keys Translated Successfully' });
    expect(await cell('price.total', 'T02', 'es-MX')).toBe('[es-MX] Tótál: {amount}');
    expect(await cell('orders.empty', 'T03', 'de-DE')).toBe('[de-DE] Nö ördërs yët');
    expect(await actions('translateSelectedKeys')).toEqual([{ action: 'KEYS_TRANSLATED', targetIds: ['T02', 'T03'], actorEmail: 'platform.admin@px.local' }]);
    const before = await snapshot();
    const second = await translateSelectedKeys(db(), translator, context, [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T03', locale: 'de-DE' }]);
    expect(second).toEqual({ isTranslated: false, translations: { keysTranslated: {}, error: {} }, message: 'Selected keys already translated' });
    expect(await snapshot()).toBe(before);
  });

  it('reports the keys refused per language: banner.sale after the key sync, every key of an unsupported language', async () => {
    await translateNewKeys(db(), translator, context, BUYER);
    const answer = await translateSelectedKeys(db(), translator, context, [{ tenantId: 'T02', locale: 'es-MX' }, { tenantId: 'T08', locale: 'eo' }]);
    expect(answer.translations.keysTranslated).toEqual({ 'T02 - es': 1 });
    expect(answer.translations.error).toEqual({
      'es-MX': ['banner.sale'],
      eo: ['admin.dashboard.title', 'banner.sale', 'cart.add', 'cart.items', 'checkout.title', 'offer.expires', 'orders.empty', 'price.total', 'stock.left', 'wishlist.add'],
    });
  });
});

describe('a translator plugged in instead of the local one', () => {
  it('is used for every text of the flow', async () => {
    const calls: string[] = [];
    const upper: Translator = {
      name: 'upper',
      supports: () => true,
      translate: async (texts, target) => {
        calls.push(target.locale);
        return texts.map((text) => ({ ok: true, text: text.toUpperCase() }));
      },
    };
    const answer = await translateNewTenants(db(), upper, context, BUYER);
    expect(answer.translations).toEqual({ 'T04 - fr': 6, 'T08 - eo': 6 });
    expect(calls).toEqual(['fr-FR', 'eo']);
    expect(await cell('cart.add', 'T08', 'eo')).toBe('ADD TO CART');
  });
});

describe('without a sheet (a cleared database)', () => {
  it("answers 404 'The translation sheet is not set up' for the sheet and the flows", async () => {
    await db().query('delete from translation_sheets');
    const notSetUp = { statusCode: 404, message: 'The translation sheet is not set up' };
    await expect(readSheetInfo(db())).rejects.toMatchObject(notSetUp);
    await expect(readSheetValues(db())).rejects.toMatchObject(notSetUp);
    await expect(syncTenants(db(), translator, context)).rejects.toMatchObject(notSetUp);
    await expect(translateNewTenants(db(), translator, context, BUYER)).rejects.toMatchObject(notSetUp);
    await expect(translateNewKeys(db(), translator, context, BUYER)).rejects.toMatchObject(notSetUp);
    await expect(translateSelectedKeys(db(), translator, context, [{ tenantId: 'T02', locale: 'es-MX' }])).rejects.toMatchObject(notSetUp);
  });
});
