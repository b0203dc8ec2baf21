import {
  failedKeyLines,
  panelTotal,
  statsAfterSyncTenants,
  statsAfterTranslateKeys,
  statsAfterTranslateSelected,
  statsAfterTranslateTenants,
  statsAfterUpdateConfig,
} from './translation-stats';

const T07 = { tenantId: 'T07', language: 'tlh', locale: 'tlh-KL', reason: 'Language tlh is not supported by the translator' };

describe('result panels', () => {
  it('SYNC TENANTS FROM DB fills new tenants added and invalid tenants', () => {
    const stats = statsAfterSyncTenants({}, { tenants: { add: [{ tenantId: 'T06', language: 'pt', locale: 'pt-BR', isNew: true }] }, invalidTenants: [T07], message: 'Spreadsheet synced successfully' });
    expect(stats).toEqual({
      newTenants: [{ text: 'T06 - pt (pt-BR)' }],
      invalidTenants: [{ text: 'T07 - tlh (tlh-KL): Language tlh is not supported by the translator' }],
    });
  });

  it('TRANSLATE NEW TENANTS fills newly translated tenants with their keys, and replaces invalid tenants', () => {
    const stats = statsAfterTranslateTenants(
      { newTenants: [{ text: 'x' }], invalidTenants: [{ text: 'old' }] },
      {
        isTranslated: true,
        tenantsTranslated: [{ tenantId: 'T04', language: 'fr', locale: 'fr-FR', isNew: false }],
        invalidTenants: [],
        translations: { 'T04 - fr': 6 },
        message: 'Tenants translated successfully',
      },
    );
    expect(stats).toEqual({ newTenants: [{ text: 'x' }], invalidTenants: [], translatedTenants: [{ text: 'T04 - fr', count: 6 }] });
  });

  it('SYNC NEW I18N KEYS fills keys added and failed keys per language (locales sorted)', () => {
    const stats = statsAfterTranslateKeys(
      {},
      {
        isSynced: true,
        invalidTenants: [],
        translation: { newI18nKeys: ['banner.sale', 'stock.left'], error: { 'es-MX': ['banner.sale'], 'de-DE': ['a.b', 'banner.sale'] } },
        message: 'Spreadsheet synced successfully',
      },
    );
    expect(stats.keysAdded).toEqual([{ text: 'banner.sale' }, { text: 'stock.left' }]);
    expect(stats.failedKeys).toEqual([
      { text: 'de-DE: a.b, banner.sale', count: 2 },
      { text: 'es-MX: banner.sale', count: 1 },
    ]);
    expect([panelTotal(stats.keysAdded ?? []), panelTotal(stats.failedKeys ?? [])]).toEqual([2, 3]);
  });

  it('Translate Selected Keys fills keys translated by tenant language and failed keys', () => {
    const stats = statsAfterTranslateSelected(
      {},
      { isTranslated: true, translations: { keysTranslated: { 'T02 - es': 1, 'T03 - de': 2 }, error: {} }, message: 'Keys Translated Successfully' },
    );
    expect(stats).toEqual({ keysTranslated: [{ text: 'T02 - es', count: 1 }, { text: 'T03 - de', count: 2 }], failedKeys: [] });
    expect(panelTotal(stats.keysTranslated ?? [])).toBe(3);
  });

  it('Update I18N Config fills Update Config Stats: keys updated and deleted', () => {
    expect(statsAfterUpdateConfig({}, { isUpdated: true, updatedRecords: 13, deletedRecords: 1, message: 'Database synced successfully' })).toEqual({ updateConfig: { updated: 13, deleted: 1 } });
  });

  it('writes no line for no failed key', () => {
    expect(failedKeyLines({})).toEqual([]);
  });
});
