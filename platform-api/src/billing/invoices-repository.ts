import { createHash } from 'node:crypto';
import { STALE_PREVIEW, type InvoiceDetails, type InvoiceRow } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { sqlDate, sqlInstant, sqlJsonObject, sqlMoney } from '../db/sql.js';
import { maskedCard } from '../lib/money.js';
import { conflict, notFound } from '../lib/http-error.js';
import { sqlClientAddress } from './clients-repository.js';

/**
 * `lastFailedPayment` of a row or the details: the latest FAILURE payment of invoice `i` (alias
 * `fp`, joined by {@link LAST_FAILED_PAYMENT_JOIN}), `null` when none failed.
 */
const LAST_FAILED_PAYMENT_JSON = `case when fp.payment_id is null then null else ${sqlJsonObject([
  ['failedAt', sqlInstant('coalesce(fp.completed_at, fp.created_at)'), 'plain'],
  ['reason', "coalesce(fp.details, 'Declined')", 'text'],
  ['cardType', 'fp.card_type', 'text'],
  ['cardLast4Digits', 'fp.card_last4', 'text'],
])} end`;

/** The latest failed card payment of invoice `i`, as `fp` (migration 017 indexes it). */
const LAST_FAILED_PAYMENT_JOIN = `left join lateral (
    select payment_id, completed_at, created_at, details, card_type, card_last4 from payments
    where payments.invoice_number = i.invoice_number and payments.status = 'FAILURE'
    order by coalesce(payments.completed_at, payments.created_at) desc, payments.payment_id desc limit 1
  ) fp on true`;

/**
 * One invoice row as JSON text, built by Postgres. Amounts are JSON
 * numbers with cents in the client's currency; `cardPaymentDetails` describes the latest card
 * payment attempt, `null` when there was none.
 */
const INVOICE_ROW_JSON = sqlJsonObject([
  ['invoiceNumber', 'i.invoice_number', 'plain'],
  ['tenantId', 'i.tenant_id', 'plain'],
  ['client', 'c.client_name', 'text'],
  ['referrer', 'r.client_name', 'text'],
  ['invoiceDate', sqlDate('i.invoice_date'), 'plain'],
  ['dueDate', sqlDate('i.due_date'), 'plain'],
  ['billingPeriodStartDate', sqlDate('i.billing_period_start_date'), 'plain'],
  ['billingPeriodEndDate', sqlDate('i.billing_period_end_date'), 'plain'],
  ['billingPeriodOrders', 'i.billing_period_orders', 'number'],
  ['billingPeriodOrdersInUsd', 'i.billing_period_orders_usd', 'number'],
  ['invoicedAmount', 'i.invoiced_amount', 'number'],
  ['amountOwed', 'i.amount_owed', 'number'],
  ['invoiceStatus', 'i.invoice_status', 'plain'],
  ['cardPaymentStatus', 'i.card_payment_status', 'plain'],
  ['hasCardOnFile', 'card.tenant_id is not null', 'boolean'],
  [
    'cardPaymentDetails',
    `case when p.payment_id is null then null else ${sqlJsonObject([
      ['transactionTime', sqlInstant('coalesce(p.completed_at, p.created_at)'), 'plain'],
      ['details', 'p.details', 'text'],
      ['cardType', 'p.card_type', 'text'],
      ['cardLast4Digits', 'p.card_last4', 'plain'],
      ['cardExpiryMonth', 'p.card_expiry_month', 'number'],
      ['cardExpiryYear', 'p.card_expiry_year', 'number'],
    ])} end`,
    'json',
  ],
  ['lastFailedPayment', LAST_FAILED_PAYMENT_JSON, 'json'],
  ['currency', 'cur.symbol', 'text'],
  ['currencyCode', 'c.currency_code', 'plain'],
  ['usdRate', 'cur.usd_rate', 'number'],
]);

const INVOICE_ROW_FROM = `from invoices i
  join clients c on c.tenant_id = i.tenant_id
  join currencies cur on cur.currency_code = c.currency_code
  left join clients r on r.tenant_id = c.referrer_tenant_id
  left join payments p on p.payment_id = i.last_payment_id
  ${LAST_FAILED_PAYMENT_JOIN}
  left join (select distinct tenant_id from payment_methods where type = 'CARD') card on card.tenant_id = i.tenant_id`;

/**
 * The invoices grid as one JSON array text (docs/billing.md#clients-and-invoices-grids), newest
 * invoice date first. The JSON is produced by Postgres and sent as is, so a large
 * list is never built and re-serialised as objects in Node.
 *
 * @param tenantId limits the list to one client (client details, Invoices tab)
 */
export async function listInvoicesJson(db: Queryable, tenantId: string | null): Promise<string> {
  const { rows } = await db.query<{ json: string }>(
    `select '[' || coalesce(string_agg(${INVOICE_ROW_JSON}, ',' order by i.invoice_date desc, i.invoice_number desc), '') || ']' as json
     ${INVOICE_ROW_FROM}
     where $1::text is null or i.tenant_id = $1`,
    [tenantId],
  );
  return rows[0]?.json ?? '[]';
}

/**
 * Invoice rows of the given invoice numbers, in the order asked; unknown numbers are left out.
 */
export async function getInvoiceRows(db: Queryable, invoiceNumbers: readonly string[]): Promise<InvoiceRow[]> {
  const { rows } = await db.query<{ row: string }>(`select ${INVOICE_ROW_JSON} as row ${INVOICE_ROW_FROM} where i.invoice_number = any($1::text[])`, [
    invoiceNumbers,
  ]);
  const byNumber = new Map(rows.map(({ row }) => JSON.parse(row) as InvoiceRow).map((row) => [row.invoiceNumber, row]));
  return invoiceNumbers.flatMap((number) => byNumber.get(number) ?? []);
}

/**
 * One invoice row.
 *
 * @throws HttpError 404 `Invoice {invoiceNumber} not found`.
 */
export async function getInvoiceRow(db: Queryable, invoiceNumber: string): Promise<InvoiceRow> {
  const [row] = await getInvoiceRows(db, [invoiceNumber]);
  if (!row) throw notFound(`Invoice ${invoiceNumber} not found`);
  return row;
}

/**
 * Throws unless every invoice number exists.
 *
 * @throws HttpError 404 `Invoice(s) not found: ...` naming the unknown ones.
 */
export async function assertInvoicesExist(db: Queryable, invoiceNumbers: readonly string[]): Promise<void> {
  const { rows } = await db.query<{ invoice_number: string }>('select invoice_number from invoices where invoice_number = any($1::text[])', [invoiceNumbers]);
  const found = new Set(rows.map((row) => row.invoice_number));
  const missing = invoiceNumbers.filter((number) => !found.has(number));
  if (missing.length > 0) throw notFound(`Invoice(s) not found: ${missing.join(', ')}`);
}

/**
 * Fingerprint of the states of the given invoices (status, card payment status, amount owed,
 * latest card payment), 16 hex digits: what a dry run answers and the previewed real call sends
 * back (docs/api.md#dry-runs-and-previews). Any change of one of those invoices, or another set of
 * invoices, gives another fingerprint. Unknown numbers count as absent.
 */
export async function invoiceStatesFingerprint(db: Queryable, invoiceNumbers: readonly string[]): Promise<string> {
  const { rows } = await db.query<{ state: string }>(
    `select concat_ws('|', invoice_number, invoice_status, coalesce(card_payment_status, '-'), amount_owed::text, coalesce(last_payment_id, '-')) as state
     from invoices where invoice_number = any($1::text[])`,
    [invoiceNumbers],
  );
  const states = rows.map((row) => row.state).sort();
  const numbers = [...new Set(invoiceNumbers)].sort();
  return createHash('sha256').update(JSON.stringify([numbers, states])).digest('hex').slice(0, 16);
}

/**
 * Refuses a previewed call whose invoices changed since the preview: `expected` is the preview's
 * fingerprint (`undefined` when the call was not previewed, which is not checked).
 *
 * @throws HttpError 409 {@link STALE_PREVIEW} when the invoices' fingerprint is not `expected`.
 */
export async function assertPreviewCurrent(db: Queryable, invoiceNumbers: readonly string[], expected: string | undefined): Promise<void> {
  if (expected === undefined) return;
  if ((await invoiceStatesFingerprint(db, invoiceNumbers)) !== expected) throw conflict(STALE_PREVIEW);
}

/** `Visa ************4242` or `Chase ACH ****6789`: how a payment method reads on an invoice. */
export function describePaymentMethod(method: {
  type: string;
  cardType: string | null;
  cardLast4Digits: string | null;
  bankName: string | null;
  accountLast4Digits: string | null;
}): string {
  if (method.type === 'CARD') return `${method.cardType ?? 'Card'} ${maskedCard(method.cardLast4Digits) ?? ''}`.trim();
  return `${method.bankName ?? 'Bank'} ACH ****${method.accountLast4Digits ?? ''}`;
}

/** What the details query reads; payment methods and line items are added from their own queries. */
type DetailsRow = Omit<InvoiceDetails, 'defaultPaymentMethod' | 'hasCardOnFile' | 'lineItems'>;

/**
 * Everything the invoice details screen and the invoice PDF show: addresses (Ship To falls back to
 * the billing address), line items, totals, the default payment method and whether a card is on
 * file.
 *
 * @throws HttpError 404 for an unknown invoice.
 */
export async function getInvoiceDetails(db: Queryable, invoiceNumber: string): Promise<InvoiceDetails> {
  const { rows } = await db.query<DetailsRow>(
    `select i.invoice_number as "invoiceNumber", i.tenant_id as "tenantId", ${sqlDate('i.invoice_date')} as "invoiceDate",
       ${sqlDate('i.due_date')} as "dueDate", c.client_name as "clientName",
       ${sqlDate('i.billing_period_start_date')} as "billingPeriodStartDate", ${sqlDate('i.billing_period_end_date')} as "billingPeriodEndDate",
       ${sqlMoney('i.billing_period_orders_usd')} as "billingPeriodOrdersInUsd", i.invoice_status as "invoiceStatus",
       i.card_payment_status as "cardPaymentStatus", ${sqlMoney('i.invoiced_amount')} as total, ${sqlMoney('i.sub_total')} as "subTotal",
       ${sqlMoney('i.tax')} as tax, i.tax_details as "taxDetails", cur.symbol as currency, c.currency_code as "currencyCode",
       ${sqlClientAddress('c', 'billing')} as "billToDetails",
       case when c.shipping_address1 is null then ${sqlClientAddress('c', 'billing')} else ${sqlClientAddress('c', 'shipping')} end as "shipToDetails",
       (${LAST_FAILED_PAYMENT_JSON})::json as "lastFailedPayment"
     from invoices i join clients c on c.tenant_id = i.tenant_id join currencies cur on cur.currency_code = c.currency_code
     ${LAST_FAILED_PAYMENT_JOIN}
     where i.invoice_number = $1`,
    [invoiceNumber],
  );
  const row = rows[0];
  if (!row) throw notFound(`Invoice ${invoiceNumber} not found`);
  const [lines, methods] = await Promise.all([
    db.query<InvoiceDetails['lineItems'][number]>(
      `select description, ${sqlMoney('quantity')} as quantity, ${sqlMoney('unit_price')} as "unitPrice", ${sqlMoney('total')} as total
       from invoice_line_items where invoice_number = $1 order by position`,
      [invoiceNumber],
    ),
    db.query<{ type: string; cardType: string | null; cardLast4Digits: string | null; bankName: string | null; accountLast4Digits: string | null; isDefault: boolean }>(
      `select type, card_type as "cardType", card_last4 as "cardLast4Digits", bank_name as "bankName", account_last4 as "accountLast4Digits",
         is_default as "isDefault" from payment_methods where tenant_id = $1`,
      [row.tenantId],
    ),
  ]);
  const defaultMethod = methods.rows.find((method) => method.isDefault);
  return {
    ...row,
    defaultPaymentMethod: defaultMethod ? describePaymentMethod(defaultMethod) : null,
    hasCardOnFile: methods.rows.some((method) => method.type === 'CARD'),
    lineItems: lines.rows,
  };
}
