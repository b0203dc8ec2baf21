import type { Report } from 'shared-kit/contract';
import type { ReportRow } from './report-values';

/** The values chosen in each filtered column of a report's table, by column field. */
export type ReportFilters = Readonly<Record<string, readonly string[] | null | undefined>>;

/** The text a row's cell is filtered by: its value as written ('--' when missing). */
export function filterText(row: ReportRow, field: string): string {
  const value = row[field];
  return value === null || value === undefined || value === '' ? '--' : String(value);
}

/**
 * The rows the report's table shows under `filters` (docs/billing.md "Reports"): those whose value
 * of every filtered column is one of the chosen values, in the report's order. The chart and EXPORT
 * use these rows.
 */
export function filteredRows(report: Report, filters: ReportFilters): ReportRow[] {
  const active = Object.entries(filters).filter((entry): entry is [string, readonly string[]] => !!entry[1]?.length);
  return report.body.filter((row) => active.every(([field, chosen]) => chosen.includes(filterText(row, field))));
}

/** The distinct values of a column, sorted, as the choices of its filter. */
export function filterChoices(report: Report, field: string): string[] {
  return [...new Set(report.body.map((row) => filterText(row, field)))].sort((a, b) => a.localeCompare(b));
}
