import type { Report } from 'shared-kit/contract';
import { buildWorkbook } from '../../../lib/spreadsheet';

/** The .xlsx file of a report: its column headers, then its body rows in column order. */
export function reportWorkbook(report: Report): Promise<Blob> {
  const defs = report.settings.columnDefs;
  return buildWorkbook(
    report.name,
    defs.map((def) => def.headerName),
    report.body.map((row) => defs.map((def) => row[def.field])),
  );
}
