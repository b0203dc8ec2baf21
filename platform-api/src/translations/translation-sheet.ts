/**
 * The local translation sheet (docs/platform-ops.md#translation-automation): the stand-in for the
 * Google spreadsheet, kept in the tables of migration 016. `translation_sheets` holds its
 * spreadsheetId and sheetName, `translation_sheet_keys` its rows (one i18n key with its repository
 * and English text), `translation_tenant_languages` its tenant-language columns and
 * `translation_sheet_values` the translated cells. Reads only; the flows that write are in
 * `translation-flows.ts`.
 */
import { SHEET_KEY_COLUMNS, tenantLanguageLabel, type Repository, type SheetInfo, type SheetValues, type TenantLanguage } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../lib/http-error.js';

/** The answer when the sheet is not set up (a cleared database). */
export const SHEET_NOT_FOUND_MESSAGE = 'The translation sheet is not set up';

/** The repositories holding i18n keys, by name. */
export async function listRepositories(db: Queryable): Promise<Repository[]> {
  const { rows } = await db.query<Repository>('select name, slug, uuid from translation_repositories order by name, slug');
  return rows;
}

/** The tenant languages of the sheet, by tenant id then locale. */
export async function listTenantLanguages(db: Queryable): Promise<TenantLanguage[]> {
  const { rows } = await db.query<TenantLanguage>(
    `select tenant_id as "tenantId", language, locale, is_new as "isNew" from translation_tenant_languages order by tenant_id, locale`,
  );
  return rows;
}

/**
 * The sheet's spreadsheetId and sheetName.
 *
 * @throws HttpError 404 'The translation sheet is not set up' when there is none.
 */
export async function readSheetInfo(db: Queryable): Promise<SheetInfo> {
  const { rows } = await db.query<SheetInfo>('select spreadsheet_id as "spreadsheetId", sheet_name as "sheetName" from translation_sheets');
  const sheet = rows[0];
  if (!sheet) throw notFound(SHEET_NOT_FOUND_MESSAGE);
  return sheet;
}

/**
 * The column letters of a 1-based column number, as a spreadsheet names them.
 *
 * @example columnLetters(1) // 'A'
 * @example columnLetters(28) // 'AB'
 */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * The sheet's values: row 1 is key | repository | en |
 * one `tenantId - language` a tenant language (by tenant id, then locale), then one row a key
 * (sorted) with its repository, English text and each translation ('' when untranslated). `range`
 * is the A1 range of the values, e.g. `i18n-keys!A1:E8`.
 *
 * @throws HttpError 404 when the sheet is not set up.
 */
export async function readSheetValues(db: Queryable): Promise<SheetValues> {
  const info = await readSheetInfo(db);
  const tenants = await listTenantLanguages(db);
  const { rows: keys } = await db.query<{ key: string; repository: string; source: string }>(
    'select i18n_key as key, repository_slug as repository, source_text as source from translation_sheet_keys order by i18n_key',
  );
  const { rows: cells } = await db.query<{ key: string; tenantId: string; locale: string; value: string }>(
    'select i18n_key as key, tenant_id as "tenantId", locale, value from translation_sheet_values',
  );
  const cellOf = new Map(cells.map((cell) => [`${cell.key}\u0000${cell.tenantId}\u0000${cell.locale}`, cell.value]));
  const values: string[][] = [
    [...SHEET_KEY_COLUMNS, ...tenants.map(tenantLanguageLabel)],
    ...keys.map((key) => [key.key, key.repository, key.source, ...tenants.map((tenant) => cellOf.get(`${key.key}\u0000${tenant.tenantId}\u0000${tenant.locale}`) ?? '')]),
  ];
  const width = SHEET_KEY_COLUMNS.length + tenants.length;
  return { ...info, range: `${info.sheetName}!A1:${columnLetters(width)}${values.length}`, values };
}
