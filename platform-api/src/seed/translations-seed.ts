import { pseudoLocalise } from '../translations/local-translator.js';
import type { Database, Queryable } from '../db/database.js';

/** The seeded repositories; only phonex-buyer is selectable (docs/platform-ops.md#translation-automation). */
export const SEED_REPOSITORIES = [
  { slug: 'phonex-buyer', name: 'Phonex Buyer', uuid: '{6f1c2a7e-3b8d-4c1e-9a52-0d7e41b9c001}' },
  { slug: 'phonex-admin', name: 'Phonex Admin', uuid: '{6f1c2a7e-3b8d-4c1e-9a52-0d7e41b9c002}' },
  { slug: 'phonex-seller', name: 'Phonex Seller', uuid: '{6f1c2a7e-3b8d-4c1e-9a52-0d7e41b9c003}' },
  { slug: 'phonex-mobile', name: 'Phonex Mobile', uuid: '{6f1c2a7e-3b8d-4c1e-9a52-0d7e41b9c004}' },
] as const;

/** The seeded translation sheet: its spreadsheetId and sheetName. */
export const SEED_SHEET = { spreadsheetId: '1PxLocalI18nSheet0aBcDeFgHiJkLmNoPqRsTuVwXyZ', sheetName: 'i18n-keys' } as const;

/** The keys of the sheet: [key, repository, English text]. */
export const SEED_SHEET_KEYS: ReadonlyArray<readonly [string, string, string]> = [
  ['admin.dashboard.title', 'phonex-admin', 'Dashboard'],
  ['cart.add', 'phonex-buyer', 'Add to cart'],
  ['cart.items', 'phonex-buyer', 'You have {count} items in your cart'],
  ['checkout.title', 'phonex-buyer', 'Checkout'],
  ['offer.expires', 'phonex-buyer', 'Offer expires on {date}'],
  ['orders.empty', 'phonex-buyer', 'No orders yet'],
  ['price.total', 'phonex-buyer', 'Total: {amount}'],
];

/**
 * The keys of the code that the sheet lacks (SYNC NEW I18N KEYS FROM CODE AND TRANSLATE adds them);
 * banner.sale's braces do not pair up, so the translator refuses it (failed keys per language).
 */
export const SEED_NEW_CODE_KEYS: ReadonlyArray<readonly [string, string, string]> = [
  ['banner.sale', 'phonex-buyer', 'Sale ends {date'],
  ['stock.left', 'phonex-buyer', 'Only {quantity} left in stock'],
  ['wishlist.add', 'phonex-buyer', 'Add to wishlist'],
  ['seller.payouts', 'phonex-seller', 'Payouts'],
];

/** Seeded tenant languages other than the tenants' English default: [tenantId, language, locale, isNew]. */
export const SEED_TENANT_LANGUAGES: ReadonlyArray<readonly [string, string, string, boolean]> = [
  ['T02', 'es', 'es-MX', false],
  ['T03', 'de', 'de-DE', false],
  ['T04', 'fr', 'fr-FR', true],
  ['T05', 'en', 'en-GB', false],
  ['T08', 'eo', 'eo', true],
];

/** Tenants left out of the sheet, with the language settings SYNC TENANTS FROM DB finds (T07's is unsupported). */
export const SEED_UNSYNCED_TENANTS: ReadonlyArray<readonly [string, string, string]> = [
  ['T06', 'pt', 'pt-BR'],
  ['T07', 'tlh', 'tlh-KL'],
];

/** Cells left untranslated for Translate Selected Keys: [tenantId, key]. */
export const SEED_UNTRANSLATED: ReadonlyArray<readonly [string, string]> = [
  ['T02', 'price.total'],
  ['T03', 'offer.expires'],
  ['T03', 'orders.empty'],
];

/**
 * Demo data of Translation Automation, inserted inside the seed's transaction (after the tenants and
 * settings), so every flow has visible work on a fresh database: four repositories (phonex-buyer
 * and three others), the sheet with seven keys, three more keys in the code (one the translator
 * refuses), every tenant's language from its settings (en-US) except T06 (pt-BR) and T07 (an
 * unsupported language) which are left to SYNC TENANTS FROM DB, T02 es-MX and T03 de-DE translated
 * but for three cells, T04 fr-FR new, T05 en-GB, T08 eo new (unsupported), and the i18n table of T02
 * with one stale value and one key the sheet no longer holds. Tenants T02-T08 are used only when
 * they exist.
 */
export async function seedTranslations(tx: Queryable): Promise<void> {
  await tx.query(`insert into translation_repositories (slug, name, uuid) select * from unnest($1::text[], $2::text[], $3::text[])`, [
    SEED_REPOSITORIES.map((repository) => repository.slug),
    SEED_REPOSITORIES.map((repository) => repository.name),
    SEED_REPOSITORIES.map((repository) => repository.uuid),
  ]);
  await tx.query('insert into translation_sheets (spreadsheet_id, sheet_name) values ($1, $2)', [SEED_SHEET.spreadsheetId, SEED_SHEET.sheetName]);
  const codeKeys = [...SEED_SHEET_KEYS, ...SEED_NEW_CODE_KEYS];
  await tx.query(`insert into translation_code_keys (i18n_key, repository_slug, source_text) select * from unnest($1::text[], $2::text[], $3::text[])`, [
    codeKeys.map(([key]) => key),
    codeKeys.map(([, repository]) => repository),
    codeKeys.map(([, , text]) => text),
  ]);
  await tx.query(`insert into translation_sheet_keys (i18n_key, repository_slug, source_text) select * from unnest($1::text[], $2::text[], $3::text[])`, [
    SEED_SHEET_KEYS.map(([key]) => key),
    SEED_SHEET_KEYS.map(([, repository]) => repository),
    SEED_SHEET_KEYS.map(([, , text]) => text),
  ]);
  for (const [tenantId, language, locale] of SEED_UNSYNCED_TENANTS) {
    await tx.query(
      `insert into tenant_settings (tenant_id, setting_key, setting_value)
         select $1, key, value from (values ('language', $2), ('locale', $3)) as s(key, value) where exists (select 1 from tenants where tenant_id = $1)
       on conflict (tenant_id, setting_key) do update set setting_value = excluded.setting_value`,
      [tenantId, language, locale],
    );
  }
  // Every tenant's language from its settings (English by default), but the ones left unsynced.
  await tx.query(
    `insert into translation_tenant_languages (tenant_id, language, locale, is_new)
       select t.tenant_id, coalesce(l.setting_value, 'en'), coalesce(c.setting_value, 'en-US'), false
         from tenants t
         left join tenant_settings l on l.tenant_id = t.tenant_id and l.setting_key = 'language'
         left join tenant_settings c on c.tenant_id = t.tenant_id and c.setting_key = 'locale'
        where t.tenant_id <> all($1::text[]) and t.tenant_id <> all($2::text[])`,
    [SEED_UNSYNCED_TENANTS.map(([tenantId]) => tenantId), SEED_TENANT_LANGUAGES.map(([tenantId]) => tenantId)],
  );
  for (const [tenantId, language, locale, isNew] of SEED_TENANT_LANGUAGES) {
    await tx.query(
      `insert into translation_tenant_languages (tenant_id, language, locale, is_new) select $1, $2, $3, $4 where exists (select 1 from tenants where tenant_id = $1)`,
      [tenantId, language, locale, isNew],
    );
  }
  // The translated cells: every tenant language that is not new, but the untranslated cells.
  const { rows: tenants } = await tx.query<{ tenantId: string; language: string; locale: string }>(
    `select tenant_id as "tenantId", language, locale from translation_tenant_languages where not is_new`,
  );
  const untranslated = new Set(SEED_UNTRANSLATED.map(([tenantId, key]) => `${tenantId}|${key}`));
  const cells: Array<[string, string, string, string]> = [];
  for (const tenant of tenants) {
    for (const [key, , text] of SEED_SHEET_KEYS) {
      if (untranslated.has(`${tenant.tenantId}|${key}`)) continue;
      const outcome = pseudoLocalise(text, tenant);
      if (outcome.ok) cells.push([key, tenant.tenantId, tenant.locale, outcome.text]);
    }
  }
  await tx.query(
    `insert into translation_sheet_values (i18n_key, tenant_id, locale, value) select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
    [cells.map((cell) => cell[0]), cells.map((cell) => cell[1]), cells.map((cell) => cell[2]), cells.map((cell) => cell[3])],
  );
  // T02's i18n table: its translations but one stale value, plus a key the sheet no longer holds.
  await tx.query(
    `insert into tenant_i18n (tenant_id, locale, i18n_key, value)
       select tenant_id, locale, i18n_key, case when i18n_key = 'cart.add' then 'Añadir' else value end
         from translation_sheet_values where tenant_id = 'T02' and locale = 'es-MX'
       union all
       select 'T02', 'es-MX', 'legacy.banner', 'Bienvenido' where exists (select 1 from tenants where tenant_id = 'T02')`,
  );
}

/** Removes what {@link seedTranslations} and the feature created that `truncate tenants ... cascade` does not reach. */
export async function clearTranslations(db: Database): Promise<void> {
  await db.exec('truncate translation_sheet_keys, translation_code_keys, translation_repositories, translation_sheets cascade');
}
