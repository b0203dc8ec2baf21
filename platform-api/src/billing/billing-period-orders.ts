import type { BillingPeriodOrder, BillingPeriodOrderGroup, BillingPeriodOrders } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { sqlDate, sqlInstant, sqlMoney } from '../db/sql.js';
import { notFound } from '../lib/http-error.js';
import { roundMoney } from '../lib/money.js';

interface OrderRow extends BillingPeriodOrder {
  channel: 'STOREFRONT' | 'OFFLINE' | 'CONNECT';
  supplierTenantId: string | null;
  supplierTenantName: string | null;
  currencyCode: string;
  currency: string;
  usdRate: number;
}

interface PeriodRow {
  tenantId: string;
  billingPeriodStartDate: string;
  billingPeriodEndDate: string;
  currencyCode: string;
  currency: string;
  usdRate: number;
}

function group(orders: OrderRow[], fallback: { currencyCode: string; currency: string; usdRate: number }): Omit<BillingPeriodOrderGroup, 'shippedAmountInTenantCurrency' | 'shippedAmountInSupplierCurrency' | 'supplierTenantName'> & {
  shippedAmount: number;
} {
  const shippedAmountInUsd = roundMoney(orders.reduce((sum, order) => sum + order.shippedAmountInUsd, 0));
  const shippedAmount = roundMoney(orders.reduce((sum, order) => sum + order.shippedAmount, 0));
  const first = orders[0];
  // The group's rate is the amount-weighted rate of its orders (each order keeps its own).
  const exchangeRate = shippedAmountInUsd > 0 ? Math.round((shippedAmount / shippedAmountInUsd) * 1e6) / 1e6 : (first?.usdRate ?? fallback.usdRate);
  return {
    orders: orders.map(({ refOrderNumber, phonexOrderNumber, shippedDate, shippedAmountInUsd: usd, shippedAmount: amount }) => ({
      refOrderNumber,
      phonexOrderNumber,
      shippedDate,
      shippedAmountInUsd: usd,
      shippedAmount: amount,
    })),
    shippedAmountInUsd,
    shippedAmount,
    currencyCode: first?.currencyCode ?? fallback.currencyCode,
    currency: first?.currency ?? fallback.currency,
    exchangeRate,
  };
}

/**
 * Orders shipped in an invoice's billing period,
 * grouped into storefront and offline (in the client's currency) and one connect group per supplier
 * (in the supplier's currency), each newest shipped first, with USD totals and exchange rates
 * (units of the group's currency per 1 USD).
 *
 * @throws HttpError 404 for an unknown invoice.
 */
export async function getBillingPeriodOrders(db: Queryable, invoiceNumber: string): Promise<BillingPeriodOrders> {
  const period = await db.query<PeriodRow>(
    `select i.tenant_id as "tenantId", ${sqlDate('i.billing_period_start_date')} as "billingPeriodStartDate",
       ${sqlDate('i.billing_period_end_date')} as "billingPeriodEndDate", c.currency_code as "currencyCode", cur.symbol as currency,
       ${sqlMoney('cur.usd_rate')} as "usdRate"
     from invoices i join clients c on c.tenant_id = i.tenant_id join currencies cur on cur.currency_code = c.currency_code
     where i.invoice_number = $1`,
    [invoiceNumber],
  );
  const invoice = period.rows[0];
  if (!invoice) throw notFound(`Invoice ${invoiceNumber} not found`);
  const { rows } = await db.query<OrderRow>(
    `select o.ref_order_number as "refOrderNumber", o.phonex_order_number as "phonexOrderNumber", ${sqlInstant('o.shipped_at')} as "shippedDate",
       ${sqlMoney('o.shipped_amount_usd')} as "shippedAmountInUsd", ${sqlMoney('o.shipped_amount')} as "shippedAmount", o.channel,
       o.supplier_tenant_id as "supplierTenantId", coalesce(s.tenant_name, o.supplier_tenant_name) as "supplierTenantName", o.currency_code as "currencyCode",
       cur.symbol as currency, ${sqlMoney('o.exchange_rate')} as "usdRate"
     from billing_orders o
     join currencies cur on cur.currency_code = o.currency_code
     left join tenants s on s.tenant_id = o.supplier_tenant_id
     where o.tenant_id = $1 and o.shipped_at >= $2::date and o.shipped_at < $3::date + 1
     order by o.shipped_at desc, o.phonex_order_number desc`,
    [invoice.tenantId, invoice.billingPeriodStartDate, invoice.billingPeriodEndDate],
  );
  const tenantCurrency = { currencyCode: invoice.currencyCode, currency: invoice.currency, usdRate: invoice.usdRate };
  const own = (channel: 'STOREFRONT' | 'OFFLINE'): BillingPeriodOrders['storefront'] => {
    const { shippedAmount, ...rest } = group(
      rows.filter((order) => order.channel === channel),
      tenantCurrency,
    );
    return { ...rest, shippedAmountInTenantCurrency: shippedAmount };
  };
  const suppliers = new Map<string, OrderRow[]>();
  for (const order of rows.filter((candidate) => candidate.channel === 'CONNECT')) {
    // A decommissioned supplier has no id any more: its orders are grouped by the name they kept.
    const key = order.supplierTenantId ?? `name:${order.supplierTenantName ?? ''}`;
    suppliers.set(key, [...(suppliers.get(key) ?? []), order]);
  }
  const connect = [...suppliers.values()]
    .map((orders) => {
      const { shippedAmount, ...rest } = group(orders, tenantCurrency);
      const supplierTenantName = orders[0]?.supplierTenantName ?? orders[0]?.supplierTenantId ?? 'Unknown supplier';
      return { ...rest, shippedAmountInSupplierCurrency: shippedAmount, supplierTenantName };
    })
    .sort((a, b) => a.supplierTenantName.localeCompare(b.supplierTenantName));
  return {
    billingPeriodStartDate: invoice.billingPeriodStartDate,
    billingPeriodEndDate: invoice.billingPeriodEndDate,
    storefront: own('STOREFRONT'),
    offline: own('OFFLINE'),
    connect,
  };
}
