import type { Report, ReportColumnDef, ReportListItem } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../lib/http-error.js';

type ReportBody = Report['body'];

interface ReportDefinition {
  columnDefs: ReportColumnDef[];
  /** Rows of the report, computed by SQL from the live data. */
  body(db: Queryable, today: string): Promise<ReportBody>;
}

/**
 * The Currency column every report with amounts has (docs/formats.md): the ISO code of the row's
 * amounts, field `currencyCode`. Such rows also carry `usdRate` (units of that currency per 1 USD,
 * the stored rate; not a column), by which the console compares amounts of different currencies.
 */
const CURRENCY_COLUMN: ReportColumnDef = { field: 'currencyCode', headerName: 'Currency', type: 'text' };

/**
 * GMV Report: shipped gross merchandise value in USD per month and client, split by channel, from
 * the billing-period orders (newest month first, then client name).
 */
const GMV_REPORT: ReportDefinition = {
  columnDefs: [
    { field: 'month', headerName: 'Month', type: 'text' },
    { field: 'tenantId', headerName: 'Tenant ID', type: 'text' },
    { field: 'clientName', headerName: 'Client', type: 'text' },
    CURRENCY_COLUMN,
    { field: 'orders', headerName: 'Orders', type: 'number' },
    { field: 'storefrontGmvUsd', headerName: 'Storefront GMV (USD)', type: 'currency' },
    { field: 'offlineGmvUsd', headerName: 'Offline GMV (USD)', type: 'currency' },
    { field: 'connectGmvUsd', headerName: 'Connect GMV (USD)', type: 'currency' },
    { field: 'totalGmvUsd', headerName: 'Total GMV (USD)', type: 'currency' },
  ],
  async body(db) {
    const { rows } = await db.query<ReportBody[number]>(
      `select to_char(date_trunc('month', o.shipped_at at time zone 'UTC'), 'YYYY-MM') as month, c.tenant_id as "tenantId",
         c.client_name as "clientName", 'USD' as "currencyCode", 1::float8 as "usdRate", count(*)::int as orders,
         sum(case when o.channel = 'STOREFRONT' then o.shipped_amount_usd else 0 end)::float8 as "storefrontGmvUsd",
         sum(case when o.channel = 'OFFLINE' then o.shipped_amount_usd else 0 end)::float8 as "offlineGmvUsd",
         sum(case when o.channel = 'CONNECT' then o.shipped_amount_usd else 0 end)::float8 as "connectGmvUsd",
         sum(o.shipped_amount_usd)::float8 as "totalGmvUsd"
       from billing_orders o join clients c on c.tenant_id = o.tenant_id
       group by 1, c.tenant_id, c.client_name
       order by 1 desc, lower(c.client_name), c.tenant_id`,
    );
    return rows;
  },
};

/**
 * Invoice Aging: what each client owes (AWAITING_PAYMENT and OVERDUE amountOwed, client currency)
 * by days past due on `today`, the largest debt in USD at the stored rate first.
 */
const INVOICE_AGING_REPORT: ReportDefinition = {
  columnDefs: [
    { field: 'tenantId', headerName: 'Tenant ID', type: 'text' },
    { field: 'clientName', headerName: 'Client', type: 'text' },
    CURRENCY_COLUMN,
    { field: 'current', headerName: 'Not Yet Due', type: 'currency' },
    { field: 'days1To30', headerName: '1-30 Days', type: 'currency' },
    { field: 'days31To60', headerName: '31-60 Days', type: 'currency' },
    { field: 'days61To90', headerName: '61-90 Days', type: 'currency' },
    { field: 'over90', headerName: 'Over 90 Days', type: 'currency' },
    { field: 'totalOwed', headerName: 'Total Owed', type: 'currency' },
  ],
  async body(db, today) {
    const { rows } = await db.query<ReportBody[number]>(
      `select c.tenant_id as "tenantId", c.client_name as "clientName", c.currency_code as "currencyCode", cur.usd_rate::float8 as "usdRate",
         sum(case when $1::date - i.due_date <= 0 then i.amount_owed else 0 end)::float8 as current,
         sum(case when $1::date - i.due_date between 1 and 30 then i.amount_owed else 0 end)::float8 as "days1To30",
         sum(case when $1::date - i.due_date between 31 and 60 then i.amount_owed else 0 end)::float8 as "days31To60",
         sum(case when $1::date - i.due_date between 61 and 90 then i.amount_owed else 0 end)::float8 as "days61To90",
         sum(case when $1::date - i.due_date > 90 then i.amount_owed else 0 end)::float8 as "over90",
         sum(i.amount_owed)::float8 as "totalOwed"
       from invoices i join clients c on c.tenant_id = i.tenant_id join currencies cur on cur.currency_code = c.currency_code
       where i.invoice_status in ('AWAITING_PAYMENT', 'OVERDUE') and i.amount_owed > 0
       group by c.tenant_id, c.client_name, c.currency_code, cur.usd_rate
       order by sum(i.amount_owed) / cur.usd_rate desc, c.tenant_id`,
      [today],
    );
    return rows;
  },
};

const DEFINITIONS: Record<string, ReportDefinition> = { gmv: GMV_REPORT, 'invoice-aging': INVOICE_AGING_REPORT };

/** The reports list: id and name, in display order. */
export async function listReports(db: Queryable): Promise<ReportListItem[]> {
  const { rows } = await db.query<ReportListItem>('select report_id as id, name from reports order by position, report_id');
  return rows.filter((report) => report.id in DEFINITIONS);
}

/**
 * One report: settings.columnDefs and body rows computed now.
 *
 * @param today `YYYY-MM-DD`, for reports that age amounts
 * @throws HttpError 404 for an unknown report id.
 */
export async function getReport(db: Queryable, id: string, today: string): Promise<Report> {
  const definition = DEFINITIONS[id];
  const { rows } = await db.query<ReportListItem>('select report_id as id, name from reports where report_id = $1', [id]);
  const listed = rows[0];
  if (!definition || !listed) throw notFound(`Report ${id} not found`);
  return { id: listed.id, name: listed.name, settings: { columnDefs: definition.columnDefs }, body: await definition.body(db, today) };
}
