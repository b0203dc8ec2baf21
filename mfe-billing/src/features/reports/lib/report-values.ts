import { amountInUsd, type Report } from 'shared-kit/contract';

/** One body row of a report. */
export type ReportRow = Report['body'][number];
/** One cell of a report row. */
export type ReportValue = ReportRow[string] | undefined;

/** The ISO code of a row's amounts (its Currency column); USD when the row names none. */
export function currencyOf(row: ReportRow): string {
  return typeof row.currencyCode === 'string' && row.currencyCode ? row.currencyCode : 'USD';
}

/**
 * A row's amount in USD at its stored rate (docs/billing.md "Reports"): amount / usdRate rounded to
 * cents; amounts of rows without a rate are USD. Not a number: undefined.
 */
export function inUsd(value: ReportValue, row: ReportRow): number | undefined {
  if (typeof value !== 'number') return undefined;
  return typeof row.usdRate === 'number' && row.usdRate > 0 ? amountInUsd(value, row.usdRate) : value;
}
