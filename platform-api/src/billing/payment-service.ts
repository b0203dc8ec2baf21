import { randomUUID } from 'node:crypto';
import type { BatchRetryPaymentResponse, CardPaymentStatus, InvoiceStatus, PaymentOutcome, RetryPaymentResponse } from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import { conflict, notFound } from '../lib/http-error.js';
import { getInvoiceRow } from './invoices-repository.js';
import type { CardOnFile, ChargeResult, PaymentGateway } from './payment-gateway.js';

/** Result messages of a single card payment (spec 02 §7 "Retry single payment", §8). */
export const PAYMENT_SUCCESSFUL = 'Payment Successful';
export const PAYMENT_FAILED = 'Payment Failed';

/** Who asks for payments, and through which gateway. */
export interface PaymentContext {
  db: Database;
  gateway: PaymentGateway;
  /** Username recorded on the payment and the status history. */
  requestedBy: string;
}

interface PayableInvoice {
  invoiceNumber: string;
  tenantId: string;
  invoiceStatus: InvoiceStatus;
  cardPaymentStatus: CardPaymentStatus | null;
  invoicedAmount: number;
  amountOwed: number;
  currencyCode: string;
}

type Eligibility = { eligible: true; card: CardOnFile } | { eligible: false; reason: string };

async function loadPayable(tx: Queryable, invoiceNumber: string, lock: boolean): Promise<PayableInvoice | undefined> {
  const { rows } = await tx.query<PayableInvoice>(
    `select i.invoice_number as "invoiceNumber", i.tenant_id as "tenantId", i.invoice_status as "invoiceStatus",
       i.card_payment_status as "cardPaymentStatus", i.invoiced_amount::float8 as "invoicedAmount", i.amount_owed::float8 as "amountOwed",
       c.currency_code as "currencyCode"
     from invoices i join clients c on c.tenant_id = i.tenant_id where i.invoice_number = $1${lock ? ' for update of i' : ''}`,
    [invoiceNumber],
  );
  return rows[0];
}

/** The card to charge: the default payment method when it is a card, else the newest card. */
async function cardOnFile(tx: Queryable, tenantId: string): Promise<CardOnFile | undefined> {
  const { rows } = await tx.query<CardOnFile>(
    `select payment_method_id as "paymentMethodId", card_type as "cardType", card_last4 as "cardLast4Digits",
       card_expiry_month as "cardExpiryMonth", card_expiry_year as "cardExpiryYear"
     from payment_methods where tenant_id = $1 and type = 'CARD' order by is_default desc, created_at desc, payment_method_id limit 1`,
    [tenantId],
  );
  return rows[0];
}

/**
 * Whether a card payment may be taken (spec 02 §4 "Card payment offers"): the invoice is OVERDUE,
 * owes a non-zero amount, has a card on file and no payment already in flight; in `batch` mode the
 * previous card payment must also have FAILED.
 */
async function eligibility(tx: Queryable, invoice: PayableInvoice, mode: 'single' | 'batch'): Promise<Eligibility> {
  if (invoice.invoiceStatus !== 'OVERDUE') return { eligible: false, reason: `Invoice is ${invoice.invoiceStatus}, not OVERDUE` };
  if (invoice.invoicedAmount === 0 || invoice.amountOwed === 0) return { eligible: false, reason: 'Nothing to pay: the amount is 0' };
  if (invoice.cardPaymentStatus === 'REQUESTED') return { eligible: false, reason: 'A card payment is already in progress' };
  if (mode === 'batch' && invoice.cardPaymentStatus !== 'FAILURE') return { eligible: false, reason: 'The last card payment did not fail' };
  const card = await cardOnFile(tx, invoice.tenantId);
  if (!card) return { eligible: false, reason: 'No card on file' };
  return { eligible: true, card };
}

type AttemptOutcome = { outcome: 'SKIPPED'; message: string } | { outcome: 'SUCCEEDED' | 'FAILED'; message: string };

/**
 * One card payment of an invoice, in three steps so the gateway is never called inside a database
 * transaction: (1) lock the invoice, check eligibility, record the payment as REQUESTED; (2) charge
 * the card; (3) record the result — on success the invoice becomes PAID with amountOwed 0 and the
 * change OVERDUE -> PAID is written to the status history; on failure cardPaymentStatus becomes
 * FAILURE. A gateway that cannot be reached counts as a failed payment.
 */
async function attemptPayment(context: PaymentContext, invoiceNumber: string, mode: 'single' | 'batch'): Promise<AttemptOutcome> {
  const paymentId = `pay_${randomUUID()}`;
  const started = await context.db.transaction(async (tx) => {
    const invoice = await loadPayable(tx, invoiceNumber, true);
    if (!invoice) return { skipped: 'Invoice not found' } as const;
    const check = await eligibility(tx, invoice, mode);
    if (!check.eligible) return { skipped: check.reason } as const;
    await tx.query(
      `insert into payments (payment_id, invoice_number, tenant_id, payment_method_id, amount, currency_code, status, details,
         card_type, card_last4, card_expiry_month, card_expiry_year, requested_by)
       values ($1, $2, $3, $4, $5, $6, 'REQUESTED', 'Charge requested', $7, $8, $9, $10, $11)`,
      [
        paymentId,
        invoice.invoiceNumber,
        invoice.tenantId,
        check.card.paymentMethodId,
        invoice.amountOwed,
        invoice.currencyCode,
        check.card.cardType,
        check.card.cardLast4Digits,
        check.card.cardExpiryMonth,
        check.card.cardExpiryYear,
        context.requestedBy,
      ],
    );
    await tx.query(`update invoices set card_payment_status = 'REQUESTED', last_payment_id = $2, updated_at = now() where invoice_number = $1`, [
      invoice.invoiceNumber,
      paymentId,
    ]);
    return { invoice, card: check.card } as const;
  });
  if ('skipped' in started) return { outcome: 'SKIPPED', message: started.skipped ?? 'Skipped' };

  let result: ChargeResult;
  try {
    result = await context.gateway.charge({
      invoiceNumber,
      tenantId: started.invoice.tenantId,
      amount: started.invoice.amountOwed,
      currencyCode: started.invoice.currencyCode,
      card: started.card,
      idempotencyKey: paymentId,
    });
  } catch {
    result = { status: 'FAILURE', gatewayReference: '', message: 'The payment gateway could not be reached' };
  }

  await context.db.transaction(async (tx) => {
    const succeeded = result.status === 'SUCCEEDED';
    await tx.query(`update payments set status = $2, gateway_reference = nullif($3, ''), details = $4, completed_at = now() where payment_id = $1`, [
      paymentId,
      succeeded ? 'SUCCEEDED' : 'FAILURE',
      result.gatewayReference,
      result.message,
    ]);
    if (!succeeded) {
      await tx.query(`update invoices set card_payment_status = 'FAILURE', updated_at = now() where invoice_number = $1 and last_payment_id = $2`, [
        invoiceNumber,
        paymentId,
      ]);
      return;
    }
    const { rows } = await tx.query<{ from_status: string }>('select invoice_status as from_status from invoices where invoice_number = $1 for update', [
      invoiceNumber,
    ]);
    await tx.query(
      `update invoices set invoice_status = 'PAID', amount_owed = 0, card_payment_status = 'SUCCEEDED', updated_at = now() where invoice_number = $1`,
      [invoiceNumber],
    );
    const from = rows[0]?.from_status;
    if (from && from !== 'PAID') {
      await tx.query(
        `insert into invoice_status_history (invoice_number, from_status, to_status, changed_by, source) values ($1, $2, 'PAID', $3, 'CARD_PAYMENT')`,
        [invoiceNumber, from, context.requestedBy],
      );
    }
  });
  return { outcome: result.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED', message: result.message };
}

/**
 * 'Make Payment By Card Now' / Retry for one invoice (spec 02 §4, §7 "Retry single payment").
 *
 * @returns `success` and 'Payment Successful' or 'Payment Failed', with the invoice row after the
 *   attempt (a declined card is not an HTTP error).
 * @throws HttpError 404 for an unknown invoice; HttpError 409 when the invoice is not eligible
 *   (not OVERDUE, nothing owed, no card on file, or a payment already in progress).
 */
export async function retryPayment(context: PaymentContext, invoiceNumber: string): Promise<RetryPaymentResponse> {
  const attempt = await attemptPayment(context, invoiceNumber, 'single');
  if (attempt.outcome === 'SKIPPED') {
    if (attempt.message === 'Invoice not found') throw notFound(`Invoice ${invoiceNumber} not found`);
    throw conflict(`Invoice ${invoiceNumber} cannot be paid by card: ${attempt.message}`);
  }
  const success = attempt.outcome === 'SUCCEEDED';
  return { success, message: success ? PAYMENT_SUCCESSFUL : PAYMENT_FAILED, invoice: await getInvoiceRow(context.db, invoiceNumber) };
}

/**
 * The bulk payment summary (spec 02 §4): counts of 'Payment(s) Succeeded', 'Payment(s) Skipped' and
 * 'Payment(s) Failed'; type error if any failed, warning if any skipped, otherwise success.
 *
 * @example paymentSummary(1, 0, 2) // { message: '1 Payment(s) Succeeded, 0 Payment(s) Skipped, 2 Payment(s) Failed', type: 'error' }
 */
export function paymentSummary(succeeded: number, skipped: number, failed: number): Pick<BatchRetryPaymentResponse, 'message' | 'type'> {
  return {
    message: `${succeeded} Payment(s) Succeeded, ${skipped} Payment(s) Skipped, ${failed} Payment(s) Failed`,
    type: failed > 0 ? 'error' : skipped > 0 ? 'warning' : 'success',
  };
}

/**
 * Bulk retry payment (spec 02 §4, §7): retries, one after the other, every invoice that is OVERDUE
 * with cardPaymentStatus FAILURE, a card on file and a non-zero amount; the others (and unknown
 * invoice numbers) are skipped with the reason.
 */
export async function batchRetryPayment(context: PaymentContext, invoiceNumbers: readonly string[]): Promise<BatchRetryPaymentResponse> {
  const results: BatchRetryPaymentResponse['results'] = [];
  for (const invoiceNumber of invoiceNumbers) {
    const attempt = await attemptPayment(context, invoiceNumber, 'batch');
    results.push({ invoiceNumber, outcome: attempt.outcome satisfies PaymentOutcome, message: attempt.message });
  }
  const count = (outcome: PaymentOutcome) => results.filter((result) => result.outcome === outcome).length;
  const succeeded = count('SUCCEEDED');
  const skipped = count('SKIPPED');
  const failed = count('FAILED');
  return { ...paymentSummary(succeeded, skipped, failed), succeeded, skipped, failed, results };
}
