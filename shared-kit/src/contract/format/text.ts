/**
 * Text shaping of grids and downloads (docs/formats.md#short-texts, docs/exports.md).
 */
import { formatFilterDate } from './dates';
import { MISSING_VALUE } from './missing';

/**
 * Characters a filter chip label keeps (docs/formats.md#short-texts).
 *
 * @example chipLabel(name, CHIP_LABEL_MAX_LENGTH)
 */
export const CHIP_LABEL_MAX_LENGTH = 24;

/**
 * A filter chip label (client, referrer, warehouse) cut at 24 characters, with '...' marking the
 * cut (docs/formats.md#short-texts).
 *
 * @example chipLabel('Northwind Devices International') // 'Northwind Devices Intern...'
 */
export function chipLabel(label: string, max = CHIP_LABEL_MAX_LENGTH): string {
  return label.length > max ? `${label.slice(0, max)}...` : label;
}

/**
 * Length of a masked card number (docs/formats.md#short-texts).
 *
 * @example maskCard('4242').length === MASKED_CARD_LENGTH // true
 */
export const MASKED_CARD_LENGTH = 16;

/**
 * Card details as the last four digits padded on the left to 16 characters with asterisks
 * (docs/formats.md#short-texts); `'--'` without digits.
 *
 * @example maskCard('4242') // '************4242'
 */
export function maskCard(last4Digits: string | number | null | undefined): string {
  if (last4Digits === null || last4Digits === undefined) return MISSING_VALUE;
  const digits = String(last4Digits).replace(/\D/g, '').slice(-4);
  return digits ? digits.padStart(MASKED_CARD_LENGTH, '*') : MISSING_VALUE;
}

// Forbidden on common file systems: < > : " / \ | ? * and the control characters.
const UNSAFE_FILE_NAME_CHARS = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

/**
 * A download file name with forbidden and control characters replaced by '_' (docs/exports.md#safe-file-names).
 *
 * @example safeFileName('GMV_Report_01/05/2024.xlsx') // 'GMV_Report_01_05_2024.xlsx'
 */
export function safeFileName(name: string): string {
  return name.replace(UNSAFE_FILE_NAME_CHARS, '_');
}

/**
 * A download's file name stamped with the day (US Eastern time, docs/exports.md) in the filter format with
 * underscores, `{base}_{MM_DD_YYYY}.{extension}`, made safe by {@link safeFileName}: the one way the
 * console names the files it saves (the GMV report's `GMV_Report_{date}` of docs/exports.md included), so
 * two different downloads differ by their base name.
 *
 * @example datedFileName('GMV_Report', 'xlsx', new Date('2024-01-05T15:00:00Z')) // 'GMV_Report_01_05_2024.xlsx'
 * @example datedFileName('Invoices_Export', 'xlsx') // 'Invoices_Export_11_23_2026.xlsx' on that day
 */
export function datedFileName(base: string, extension: string, day: Date = new Date()): string {
  return safeFileName(`${base}_${formatFilterDate(day)}.${extension}`);
}
