import { tenantLanguageLabel, type FailedKeys, type InvalidTenant, type SyncTenantsAnswer, type TenantLanguage, type TranslateNewKeysAnswer, type TranslateNewTenantsAnswer, type TranslateSelectedAnswer, type UpdateI18nAnswer } from 'shared-kit/contract/platform-ops';

/** One line of a result panel: its text, and the number it carries (keys), if any. */
export interface StatLine {
  text: string;
  count?: number;
}

/**
 * The result panels of Translation Automation (docs/platform-ops.md#translation-automation-the-screen): Translation Stats (new tenants added,
 * invalid tenants, newly translated tenants, keys added, keys translated, failed keys per
 * language) and Update Config Stats (keys updated, keys deleted). A panel is `undefined` until a
 * flow that reports it has run; each run replaces the panels it reports.
 */
export interface TranslationStats {
  newTenants?: StatLine[];
  invalidTenants?: StatLine[];
  translatedTenants?: StatLine[];
  keysAdded?: StatLine[];
  keysTranslated?: StatLine[];
  failedKeys?: StatLine[];
  updateConfig?: { updated: number; deleted: number };
}

/** The panels of Translation Stats, in screen order: key, title and test id. */
export const STAT_PANELS = [
  { key: 'newTenants', title: 'New tenants added', testId: 'stat-new-tenants' },
  { key: 'invalidTenants', title: 'Invalid tenants', testId: 'stat-invalid-tenants' },
  { key: 'translatedTenants', title: 'Newly translated tenants', testId: 'stat-translated-tenants' },
  { key: 'keysAdded', title: 'Keys added', testId: 'stat-keys-added' },
  { key: 'keysTranslated', title: 'Keys translated', testId: 'stat-keys-translated' },
  { key: 'failedKeys', title: 'Failed keys per language', testId: 'stat-failed-keys' },
] as const;

const invalidLines = (tenants: readonly InvalidTenant[]): StatLine[] =>
  tenants.map((tenant) => ({ text: `${tenantLanguageLabel(tenant)}${tenant.locale ? ` (${tenant.locale})` : ''}: ${tenant.reason}` }));

const countLines = (counts: Readonly<Record<string, number>>): StatLine[] => Object.entries(counts).map(([label, count]) => ({ text: label, count }));

/** Failed keys per language: one line a locale, its keys joined, counted. */
export function failedKeyLines(failed: FailedKeys): StatLine[] {
  return Object.entries(failed)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([locale, keys]) => ({ text: `${locale}: ${keys.join(', ')}`, count: keys.length }));
}

/** The total of a panel: the sum of its lines' counts, or its number of lines when they carry none. */
export function panelTotal(lines: readonly StatLine[]): number {
  return lines.reduce((sum, line) => sum + (line.count ?? 1), 0);
}

/** The panels after SYNC TENANTS FROM DB: new tenants added (tenants.add) and invalid tenants. */
export function statsAfterSyncTenants(stats: TranslationStats, answer: SyncTenantsAnswer): TranslationStats {
  return {
    ...stats,
    newTenants: answer.tenants.add.map((tenant: TenantLanguage) => ({ text: `${tenantLanguageLabel(tenant)} (${tenant.locale})` })),
    invalidTenants: invalidLines(answer.invalidTenants),
  };
}

/** The panels after TRANSLATE NEW TENANTS: newly translated tenants with their keys, and invalid tenants. */
export function statsAfterTranslateTenants(stats: TranslationStats, answer: TranslateNewTenantsAnswer): TranslationStats {
  return {
    ...stats,
    translatedTenants: answer.tenantsTranslated.map((tenant) => ({ text: tenantLanguageLabel(tenant), count: answer.translations[tenantLanguageLabel(tenant)] ?? 0 })),
    invalidTenants: invalidLines(answer.invalidTenants),
  };
}

/** The panels after SYNC NEW I18N KEYS FROM CODE AND TRANSLATE: keys added, failed keys per language, invalid tenants. */
export function statsAfterTranslateKeys(stats: TranslationStats, answer: TranslateNewKeysAnswer): TranslationStats {
  return {
    ...stats,
    keysAdded: answer.translation.newI18nKeys.map((key) => ({ text: key })),
    failedKeys: failedKeyLines(answer.translation.error),
    invalidTenants: invalidLines(answer.invalidTenants),
  };
}

/** The panels after Translate Selected Keys: keys translated by tenant language, failed keys per language. */
export function statsAfterTranslateSelected(stats: TranslationStats, answer: TranslateSelectedAnswer): TranslationStats {
  return { ...stats, keysTranslated: countLines(answer.translations.keysTranslated), failedKeys: failedKeyLines(answer.translations.error) };
}

/** Update Config Stats after Update I18N Config: keys updated (updatedRecords), keys deleted (deletedRecords). */
export function statsAfterUpdateConfig(stats: TranslationStats, answer: UpdateI18nAnswer): TranslationStats {
  return { ...stats, updateConfig: { updated: answer.updatedRecords, deleted: answer.deletedRecords } };
}
