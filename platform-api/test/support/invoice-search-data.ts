import type { Queryable } from '../../src/db/database.js';

/** An invoice of a search test: amounts in the client's currency; due 30 days after, period the 30 days before. */
export interface SearchInvoice {
  invoiceNumber: string;
  tenantId: string;
  invoiceDate: string;
  status: 'AWAITING_PAYMENT' | 'OVERDUE' | 'PAID' | 'VOIDED' | 'WRITTEN_OFF';
  card: 'SUCCEEDED' | 'FAILURE' | 'REQUESTED' | null;
  invoicedAmount: number;
  amountOwed: number;
  billingPeriodOrders?: number;
  billingPeriodOrdersUsd?: number;
}

/** A client of a search test. */
export interface SearchClient {
  tenantId: string;
  name: string;
  currencyCode: string;
  referrer: string | null;
}

/** Writes currencies, clients and invoices for a search test (no payments: card statuses only). */
export async function writeSearchData(
  db: Queryable,
  data: { currencies: ReadonlyArray<{ code: string; symbol: string; usdRate: number }>; clients: readonly SearchClient[]; invoices: readonly SearchInvoice[] },
): Promise<void> {
  for (const currency of data.currencies) {
    await db.query('insert into currencies (currency_code, symbol, usd_rate) values ($1, $2, $3) on conflict (currency_code) do update set usd_rate = excluded.usd_rate', [
      currency.code,
      currency.symbol,
      currency.usdRate,
    ]);
  }
  for (const client of data.clients) {
    await db.query('insert into tenants (tenant_id, tenant_name) values ($1, $2)', [client.tenantId, client.name]);
    await db.query(
      `insert into clients (tenant_id, client_name, official_legal_name, status, currency_code) values ($1, $2, $2, 'ACTIVE', $3)`,
      [client.tenantId, client.name, client.currencyCode],
    );
  }
  for (const client of data.clients) {
    if (client.referrer) await db.query('update clients set referrer_tenant_id = $2 where tenant_id = $1', [client.tenantId, client.referrer]);
  }
  for (const invoice of data.invoices) {
    await db.query(
      `insert into invoices (invoice_number, tenant_id, invoice_date, due_date, billing_period_start_date, billing_period_end_date,
         billing_period_orders, billing_period_orders_usd, sub_total, invoiced_amount, amount_owed, invoice_status, card_payment_status)
       values ($1, $2, $3::date, $3::date + 30, $3::date - 30, $3::date - 1, $4, $5, $6, $6, $7, $8, $9)`,
      [
        invoice.invoiceNumber,
        invoice.tenantId,
        invoice.invoiceDate,
        invoice.billingPeriodOrders ?? 0,
        invoice.billingPeriodOrdersUsd ?? 0,
        invoice.invoicedAmount,
        invoice.amountOwed,
        invoice.status,
        invoice.card,
      ],
    );
  }
}
