import type { Report, ReportColumnDef, SheetColumn, SheetColumnType } from 'shared-kit/contract';
import { buildWorkbook } from '../../../shared/spreadsheet';

/** How each report column type is written: amounts with 2 decimals, numbers (counts) as integers, real dates. */
const CELL_TYPES: Record<NonNullable<ReportColumnDef['type']>, SheetColumnType> = { text: 'text', number: 'count', currency: 'amount', date: 'date' };

/**
 * The .xlsx file of a report: its column headers, then its body rows in column order, typed by the
 * column types (docs/billing.md#spreadsheets-written-in-the-browser). The report's Currency column (its rows' ISO code) is among its
 * columns whenever it has amounts (the API's report definitions).
 */
export function reportWorkbook(report: Report): Promise<Blob> {
  const defs = report.settings.columnDefs;
  const header: SheetColumn[] = defs.map((def) => ({ title: def.headerName, type: CELL_TYPES[def.type ?? 'text'] }));
  return buildWorkbook(
    report.name,
    header,
    report.body.map((row) => defs.map((def) => row[def.field])),
  );
}
