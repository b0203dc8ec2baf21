/**
 * The charts of the GMV and Invoice Aging reports (docs/billing.md "Report charts"): drawn from the
 * rows the report's table shows, with the report's own USD figures.
 */
import { CHART_MAX_SERIES, limitSeries, type ChartData, type ChartSeries } from 'shared-kit/ui';
import type { Report } from 'shared-kit/contract';
import { inUsd, type ReportRow } from './report-values';

/** The label of the series (or category) that adds up the clients beyond a chart's limit. */
export const OTHER_CLIENTS = 'Other clients';

/** Most clients the Invoice Aging chart names; the rest are added up as {@link OTHER_CLIENTS}. */
export const AGING_CHART_CLIENTS = 12;

/** GMV by month: in total, or one series per client. */
export type GmvBreakdown = 'total' | 'client';

/** The fields of the GMV report the chart reads: month (`YYYY-MM`), client, total GMV in USD. */
const GMV_FIELDS = { month: 'month', client: 'clientName', clientKey: 'tenantId', total: 'totalGmvUsd' } as const;

/** The Invoice Aging buckets, from not yet due to over 90 days past due (the report's fields). */
const AGING_BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;

/** Colours of the aging buckets, Okabe–Ito from calm to alarming. */
const AGING_COLORS = ['#009E73', '#56B4E9', '#F0E442', '#E69F00', '#D55E00'] as const;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const cents = (value: number) => Math.round(value * 100) / 100;

const hasFields = (report: Report, fields: readonly string[]) => fields.every((field) => report.settings.columnDefs.some((def) => def.field === field));

/** Whether a report is the GMV report (it has the month and total GMV columns the chart reads). */
export function isGmvReport(report: Report): boolean {
  return hasFields(report, [GMV_FIELDS.month, GMV_FIELDS.client, GMV_FIELDS.total]);
}

/** Whether a report is the Invoice Aging report (it has the five bucket columns). */
export function isAgingReport(report: Report): boolean {
  return hasFields(report, [GMV_FIELDS.client, ...AGING_BUCKETS]);
}

/**
 * A `YYYY-MM` month as the chart names it.
 *
 * @example monthLabel('2024-04') // 'Apr 2024'
 */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTH_NAMES[Number(index) - 1] ?? '?'} ${year}`;
}

/** Every `YYYY-MM` from the first to the last of `months`, oldest first (a month without orders included). */
function monthRange(months: readonly string[]): string[] {
  const valid = months.filter((month) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month)).sort();
  if (!valid.length) return [];
  const range: string[] = [];
  let [year, month] = valid[0]!.split('-').map(Number) as [number, number];
  const last = valid[valid.length - 1]!;
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    range.push(current);
    if (current >= last) return range;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/**
 * GMV by month from the rows shown (oldest month first, months without orders at 0): the Total GMV
 * (USD) of the rows added up per month, in total or per client (by tenant ID, named by client name,
 * the largest GMV over the months shown first; beyond {@link CHART_MAX_SERIES} clients the rest
 * add up as {@link OTHER_CLIENTS}). Rows without a valid month are left out.
 */
export function gmvChartData(rows: readonly ReportRow[], breakdown: GmvBreakdown): ChartData {
  const months = monthRange(rows.map((row) => String(row[GMV_FIELDS.month] ?? '')));
  const position = new Map(months.map((month, index) => [month, index]));
  const clients = new Map<string, { label: string; values: number[]; total: number }>();
  for (const row of rows) {
    const index = position.get(String(row[GMV_FIELDS.month] ?? ''));
    const amount = inUsd(row[GMV_FIELDS.total], row);
    if (index === undefined || amount === undefined) continue;
    const key = breakdown === 'total' ? '' : String(row[GMV_FIELDS.clientKey] ?? row[GMV_FIELDS.client] ?? '');
    const client = clients.get(key) ?? { label: breakdown === 'total' ? 'Total GMV (USD)' : String(row[GMV_FIELDS.client] ?? '--'), values: months.map(() => 0), total: 0 };
    client.values[index] = cents(client.values[index]! + amount);
    client.total += amount;
    clients.set(key, client);
  }
  const series: ChartSeries[] = [...clients.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label)).map(({ label, values }) => ({ label, values }));
  return { categories: months.map(monthLabel), series: limitSeries(series, CHART_MAX_SERIES, OTHER_CLIENTS).map((one) => ({ ...one, values: one.values.map((value) => (value === null ? null : cents(value))) })) };
}

/**
 * Invoice Aging as stacked buckets from the rows shown: one column per client in the rows' order
 * (the report's: largest debt in USD first), each bucket's amount in USD at the row's stored rate;
 * beyond {@link AGING_CHART_CLIENTS} clients the rest add up as one column, {@link OTHER_CLIENTS}.
 * The series are named by the report's own column headers.
 */
export function agingChartData(report: Report, rows: readonly ReportRow[]): ChartData {
  const header = (field: string) => report.settings.columnDefs.find((def) => def.field === field)?.headerName ?? field;
  const named = rows.length > AGING_CHART_CLIENTS ? rows.slice(0, AGING_CHART_CLIENTS - 1) : rows;
  const rest = rows.slice(named.length);
  const categories = [...named.map((row) => String(row[GMV_FIELDS.client] ?? '--')), ...(rest.length ? [OTHER_CLIENTS] : [])];
  const series = AGING_BUCKETS.map((bucket, index) => {
    const usd = (row: ReportRow) => inUsd(row[bucket], row) ?? 0;
    const values = named.map(usd);
    if (rest.length) values.push(cents(rest.reduce((sum, row) => sum + usd(row), 0)));
    return { label: header(bucket), values, color: AGING_COLORS[index] };
  });
  return { categories, series };
}
