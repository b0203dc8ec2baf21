import { randomUUID } from 'node:crypto';
import { recordAction, type ActionContext, type FieldChange } from '../action-log/record-action.js';
import {
  amountsByCurrency,
  MATCHING_LIST_LIMIT,
  PAYMENT_FAILED,
  PAYMENT_SUCCESSFUL,
  paymentPreviewSummary,
  paymentSummary,
  type BatchRetryPaymentResponse,
  type CardPaymentStatus,
  type InvoiceStatus,
  type PaymentOutcome,
  type RetryPaymentResponse,
} from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import { conflict, notFound } from '../lib/http-error.js';
import { assertPreviewCurrent, getInvoiceRow, invoiceStatesFingerprint } from './invoices-repository.js';
import type { CardOnFile, ChargeResult, PaymentGateway } from './payment-gateway.js';

/**
 * 'Payment Successful' / 'Payment Failed', the messages of a single card payment
 * (docs/billing.md#card-payments), from the endpoint table. A failed payment is sent with HTTP 200
 * and `success: false`; the invoice stays OVERDUE with cardPaymentStatus FAILURE, and the gateway's
 * own reason is the payment's `details` (cardPaymentDetails.details of the row).
 */
export { PAYMENT_FAILED, PAYMENT_SUCCESSFUL };

/**
 * Age (ms, 10 minutes) after which a card payment still REQUESTED is stale: the process that
 * charged the card stopped before it recorded the outcome (gateway calls end well within this).
 * While a payment is REQUESTED and not stale, new charges and status changes of its invoice are
 * refused (409). A stale one is first settled with the gateway by its idempotency key (the payment
 * id, see {@link settleStaleCardPayments}), before a new charge, before a status change and by the
 * server's hourly sweep.
 */
export const STALE_CARD_PAYMENT_MS = 10 * 60_000;
/** `details` of a stale payment the gateway never received: nothing was charged, it counts as FAILURE. */
export const NOT_CHARGED_DETAILS = 'Not charged: the payment gateway has no record of this attempt';
/** `refund_reason` of a charge that went through after its attempt had been settled as not charged. */
export const CHARGED_AFTER_SETTLEMENT = 'Charged after the attempt had been settled as not charged';

/** Who asks for payments, and through which gateway. */
export interface PaymentContext {
  db: Database;
  gateway: PaymentGateway;
  /** Username recorded on the payment and the status history. */
  requestedBy: string;
  /**
   * The call that asks (docs/api.md#action-log): each step that changes an invoice appends an
   * action-log entry in its own transaction. Without it (the hourly sweep) entries name no user.
   */
  action?: ActionContext;
}

/** Endpoint key recorded for a card payment's entries, by mode. */
const PAYMENT_ENDPOINT = { single: 'retryPayment', batch: 'batchRetryPayment' } as const;

/** Who settles a stale payment when no call asks: nobody (the server's sweep). */
const NO_CALLER: ActionContext = { actor: { email: '', sub: '', roles: [] }, requestId: null, clientAddress: null };

/** The action-log part of a step of a card payment: the caller and the endpoint. */
interface PaymentActionOrigin {
  context: ActionContext;
  endpoint: string;
}

interface PayableInvoice {
  invoiceNumber: string;
  tenantId: string;
  /** Client name. */
  client: string;
  invoiceStatus: InvoiceStatus;
  cardPaymentStatus: CardPaymentStatus | null;
  invoicedAmount: number;
  amountOwed: number;
  currencyCode: string;
}

type Eligibility = { eligible: true; card: CardOnFile } | { eligible: false; reason: string };

async function loadPayable(tx: Queryable, invoiceNumber: string, lock: boolean): Promise<PayableInvoice | undefined> {
  const { rows } = await tx.query<PayableInvoice>(
    `select i.invoice_number as "invoiceNumber", i.tenant_id as "tenantId", c.client_name as client, i.invoice_status as "invoiceStatus",
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
 * Whether a card payment may be taken (docs/billing.md#card-payments): the invoice is OVERDUE,
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

type AttemptOutcome =
  | { outcome: 'SKIPPED'; message: string }
  | { outcome: 'SUCCEEDED' | 'FAILED'; message: string }
  | { outcome: 'REFUND_REQUIRED'; message: string };

/** What became of a charge's outcome when it was recorded (step 3). */
type Recorded =
  /** Success applied: the invoice is PAID; `owed` is what it owed before (dollars, as text). */
  | { kind: 'PAID'; owed: string }
  /** Failure recorded (cardPaymentStatus FAILURE when the attempt was still the invoice's latest, `latest`). */
  | { kind: 'FAILED'; latest: boolean }
  /** The charge went through but the invoice could not take it; the payment is marked for refund. */
  | { kind: 'REFUND_REQUIRED'; reason: string }
  /** The attempt had been settled already, with the same outcome. */
  | { kind: 'ALREADY_SETTLED' };

/**
 * Records the outcome of one charge (step 3 of {@link attemptPayment}, and the settling of a stale
 * payment) in one transaction that locks the invoice first, like step 1 and status updates:
 *
 * - the payment row takes the outcome only while it is still REQUESTED;
 * - a success makes the invoice PAID (amountOwed 0, history OVERDUE -> PAID by the payment's
 *   requester) only when the payment is still the invoice's latest (`last_payment_id`), the invoice
 *   is still REQUESTED, OVERDUE and owes something; otherwise the payment is marked
 *   `refund_required` with the reason and the invoice keeps its status and amount (its
 *   cardPaymentStatus becomes FAILURE if this payment was its latest, so it is no longer in
 *   progress);
 * - a success for an attempt already settled as not charged is also marked `refund_required`.
 */
async function recordChargeResult(db: Database, invoiceNumber: string, paymentId: string, result: ChargeResult, origin: PaymentActionOrigin): Promise<Recorded> {
  const succeeded = result.status === 'SUCCEEDED';
  return db.transaction(async (tx): Promise<Recorded> => {
    const recorded = await applyChargeResult(tx, invoiceNumber, paymentId, result, succeeded);
    if (recorded.kind !== 'ALREADY_SETTLED') {
      const changes: Record<string, FieldChange> =
        recorded.kind === 'PAID'
          ? {
              invoiceStatus: { from: 'OVERDUE', to: 'PAID' },
              amountOwed: { from: recorded.owed, to: '0.00' },
              cardPaymentStatus: { from: 'REQUESTED', to: 'SUCCEEDED' },
            }
          : recorded.kind === 'FAILED' && recorded.latest
            ? { cardPaymentStatus: { from: 'REQUESTED', to: 'FAILURE' } }
            : {};
      await recordAction(tx, {
        ...origin.context,
        area: 'billing',
        endpoint: origin.endpoint,
        action: recorded.kind === 'REFUND_REQUIRED' ? 'CARD_PAYMENT_REFUND_REQUIRED' : 'CARD_PAYMENT',
        targetIds: [invoiceNumber, paymentId],
        changes,
        note: recorded.kind === 'REFUND_REQUIRED' ? recorded.reason : result.message,
        outcome: recorded.kind === 'PAID' ? 'SUCCEEDED' : 'FAILED',
      });
    }
    return recorded;
  });
}

/** Step 3's changes of {@link recordChargeResult}, on its transaction. */
async function applyChargeResult(tx: Queryable, invoiceNumber: string, paymentId: string, result: ChargeResult, succeeded: boolean): Promise<Recorded> {
  const { rows: invoices } = await tx.query<{ status: InvoiceStatus; card: CardPaymentStatus | null; lastPaymentId: string | null; owed: number }>(
    `select invoice_status as status, card_payment_status as card, last_payment_id as "lastPaymentId", amount_owed::float8 as owed
     from invoices where invoice_number = $1 for update`,
    [invoiceNumber],
  );
  const invoice = invoices[0];
  const { rows: recorded } = await tx.query<{ requestedBy: string }>(
    `update payments set status = $2, gateway_reference = nullif($3, ''), details = $4, completed_at = now()
     where payment_id = $1 and status = 'REQUESTED' returning requested_by as "requestedBy"`,
    [paymentId, succeeded ? 'SUCCEEDED' : 'FAILURE', result.gatewayReference, result.message],
  );
  const payment = recorded[0];
  if (!payment) {
    if (!succeeded) return { kind: 'ALREADY_SETTLED' };
    const { rows: late } = await tx.query(
      `update payments set status = 'SUCCEEDED', gateway_reference = nullif($2, ''), details = $3, completed_at = now(),
         refund_required = true, refund_reason = $4
       where payment_id = $1 and status <> 'SUCCEEDED' returning payment_id`,
      [paymentId, result.gatewayReference, result.message, CHARGED_AFTER_SETTLEMENT],
    );
    return late.length > 0 ? { kind: 'REFUND_REQUIRED', reason: CHARGED_AFTER_SETTLEMENT } : { kind: 'ALREADY_SETTLED' };
  }
  const latest = invoice !== undefined && invoice.lastPaymentId === paymentId && invoice.card === 'REQUESTED';
  if (!succeeded) {
    if (latest) await tx.query(`update invoices set card_payment_status = 'FAILURE', updated_at = now() where invoice_number = $1`, [invoiceNumber]);
    return { kind: 'FAILED', latest };
  }
  if (latest && invoice.status === 'OVERDUE' && invoice.owed > 0) {
    await tx.query(
      `update invoices set invoice_status = 'PAID', amount_owed = 0, card_payment_status = 'SUCCEEDED', updated_at = now() where invoice_number = $1`,
      [invoiceNumber],
    );
    await tx.query(
      `insert into invoice_status_history (invoice_number, from_status, to_status, changed_by, source) values ($1, 'OVERDUE', 'PAID', $2, 'CARD_PAYMENT')`,
      [invoiceNumber, payment.requestedBy],
    );
    return { kind: 'PAID', owed: invoice.owed.toFixed(2) };
  }
  const reason = !invoice
    ? `Invoice ${invoiceNumber} no longer exists`
    : !latest
      ? `A later card payment of invoice ${invoiceNumber} replaced this one`
      : invoice.status !== 'OVERDUE'
        ? `Invoice ${invoiceNumber} became ${invoice.status} while the card was charged`
        : `Invoice ${invoiceNumber} owed nothing when the charge came back`;
  await tx.query('update payments set refund_required = true, refund_reason = $2 where payment_id = $1', [paymentId, reason]);
  // The invoice keeps its status and amount; only its payment stops being in progress, else it
  // would refuse status changes for ever. From the invoice's side the card payment failed.
  if (latest) await tx.query(`update invoices set card_payment_status = 'FAILURE', updated_at = now() where invoice_number = $1`, [invoiceNumber]);
  return { kind: 'REFUND_REQUIRED', reason };
}

/**
 * Settles the stale card payments ({@link STALE_CARD_PAYMENT_MS}) of the given invoices (of every
 * invoice when omitted): the gateway is asked for the charge by its idempotency key (the payment
 * id) and its outcome is recorded as if the charge had just come back; a charge the gateway never
 * received counts as a FAILURE with {@link NOT_CHARGED_DETAILS}. A payment the gateway cannot be
 * asked about stays REQUESTED (and keeps blocking new charges and status changes).
 *
 * @returns the number of payments settled.
 */
export async function settleStaleCardPayments(context: Pick<PaymentContext, 'db' | 'gateway' | 'action'>, invoiceNumbers?: readonly string[]): Promise<number> {
  const { rows } = await context.db.query<{ invoiceNumber: string; paymentId: string }>(
    `select i.invoice_number as "invoiceNumber", p.payment_id as "paymentId"
     from invoices i join payments p on p.payment_id = i.last_payment_id
     where i.card_payment_status = 'REQUESTED' and p.status = 'REQUESTED'
       and p.created_at < now() - $1::int * interval '1 millisecond'
       and ($2::text[] is null or i.invoice_number = any($2::text[]))
     order by p.created_at`,
    [STALE_CARD_PAYMENT_MS, invoiceNumbers ?? null],
  );
  let settled = 0;
  for (const { invoiceNumber, paymentId } of rows) {
    let result: ChargeResult | null;
    try {
      result = await context.gateway.findCharge(paymentId);
    } catch {
      continue;
    }
    await recordChargeResult(context.db, invoiceNumber, paymentId, result ?? { status: 'FAILURE', gatewayReference: '', message: NOT_CHARGED_DETAILS }, {
      context: context.action ?? NO_CALLER,
      endpoint: 'settleStaleCardPayments',
    });
    settled += 1;
  }
  return settled;
}

/**
 * One card payment of an invoice, in three steps so the gateway is never called inside a database
 * transaction: (0) settle a stale payment of the invoice with the gateway; (1) lock the invoice,
 * check eligibility, record the payment as REQUESTED (from then on status changes of the invoice
 * are refused); (2) charge the card; (3) record the outcome with {@link recordChargeResult}. A
 * gateway that cannot be reached counts as a failed payment.
 */
async function attemptPayment(context: PaymentContext, invoiceNumber: string, mode: 'single' | 'batch'): Promise<AttemptOutcome> {
  await settleStaleCardPayments(context, [invoiceNumber]);
  const origin: PaymentActionOrigin = { context: context.action ?? NO_CALLER, endpoint: PAYMENT_ENDPOINT[mode] };
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
    // The card's type, last digits and expiry stay on the payment row only: never in the log.
    await recordAction(tx, {
      ...origin.context,
      area: 'billing',
      endpoint: origin.endpoint,
      action: 'CARD_PAYMENT_REQUESTED',
      targetIds: [invoice.invoiceNumber, paymentId],
      changes: { cardPaymentStatus: { from: invoice.cardPaymentStatus, to: 'REQUESTED' } },
    });
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

  const recorded = await recordChargeResult(context.db, invoiceNumber, paymentId, result, origin);
  if (recorded.kind === 'REFUND_REQUIRED') {
    return { outcome: 'REFUND_REQUIRED', message: `The card was charged but the payment was not applied: ${recorded.reason}. It is marked for refund.` };
  }
  return { outcome: result.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED', message: result.message };
}

/** What a card payment would charge: 'Would charge 120.50 USD to Visa ending 4242'. */
function wouldChargeMessage(invoice: PayableInvoice, card: CardOnFile): string {
  return `Would charge ${invoice.amountOwed.toFixed(2)} ${invoice.currencyCode} to ${card.cardType} ending ${card.cardLast4Digits}`;
}

/** Who an invoice of a batch answer is: client, amount owed and currency; nulls for an unknown invoice. */
type ResultFacts = Pick<BatchRetryPaymentResponse['results'][number], 'client' | 'amount' | 'currencyCode'>;

function resultFacts(invoice: PayableInvoice | undefined): ResultFacts {
  return invoice ? { client: invoice.client, amount: invoice.amountOwed, currencyCode: invoice.currencyCode } : { client: null, amount: null, currencyCode: null };
}

/** The amounts of the results with `outcome`, per currency. */
function resultAmounts(results: BatchRetryPaymentResponse['results'], outcome: PaymentOutcome): BatchRetryPaymentResponse['amounts'] {
  return amountsByCurrency(
    results.flatMap((result) => (result.outcome === outcome && result.amount !== null && result.currencyCode ? [{ currencyCode: result.currencyCode, amount: result.amount }] : [])),
  );
}

/** How a batch answer lists its invoices: all of them, or (`matching`) the first of each kind with the counts. */
interface BatchListing {
  /** The invoices are every one the search and filters match (docs/grid.md#server-mode). */
  matching?: boolean;
}

/**
 * The results a batch answer lists: every one, or for a selection by `matching` the first
 * {@link MATCHING_LIST_LIMIT} skipped and the first {@link MATCHING_LIST_LIMIT} others, in the
 * order given, with `count` (charged or would be charged) and `skippedCount` in all.
 */
function listResults(results: BatchRetryPaymentResponse['results'], listing: BatchListing): Pick<BatchRetryPaymentResponse, 'results' | 'count' | 'skippedCount'> {
  if (!listing.matching) return { results };
  const skipped = results.filter((result) => result.outcome === 'SKIPPED');
  const others = results.filter((result) => result.outcome !== 'SKIPPED');
  const listed = new Set([...skipped.slice(0, MATCHING_LIST_LIMIT), ...others.slice(0, MATCHING_LIST_LIMIT)]);
  return { results: results.filter((result) => listed.has(result)), count: others.length, skippedCount: skipped.length };
}

/**
 * 'Make Payment By Card Now' / Retry for one invoice (docs/billing.md#card-payments).
 *
 * @param fingerprint of the preview being confirmed (docs/api.md#dry-runs-and-previews); the
 *   payment is refused when the invoice changed since
 * @returns `success` and 'Payment Successful' or 'Payment Failed' with the gateway's decline
 *   `reason`, the invoice row after the attempt (a declined card is not an HTTP error) and the
 *   amount charged per currency.
 * @throws HttpError 404 for an unknown invoice; HttpError 409 when the invoice is not eligible
 *   (not OVERDUE, nothing owed, no card on file, or a payment already in progress), when it changed
 *   since the preview (STALE_PREVIEW, nothing charged), or when the card was charged but the
 *   invoice could no longer take the payment (it is marked for refund).
 */
export async function retryPayment(context: PaymentContext, invoiceNumber: string, fingerprint?: string): Promise<RetryPaymentResponse> {
  const before = await getInvoiceRow(context.db, invoiceNumber);
  await assertPreviewCurrent(context.db, [invoiceNumber], fingerprint);
  const attempt = await attemptPayment(context, invoiceNumber, 'single');
  if (attempt.outcome === 'SKIPPED') {
    if (attempt.message === 'Invoice not found') throw notFound(`Invoice ${invoiceNumber} not found`);
    throw conflict(`Invoice ${invoiceNumber} cannot be paid by card: ${attempt.message}`);
  }
  if (attempt.outcome === 'REFUND_REQUIRED') throw conflict(attempt.message);
  const success = attempt.outcome === 'SUCCEEDED';
  return {
    success,
    message: success ? PAYMENT_SUCCESSFUL : PAYMENT_FAILED,
    reason: success ? null : attempt.message,
    invoice: await getInvoiceRow(context.db, invoiceNumber),
    amounts: success ? amountsByCurrency([{ currencyCode: before.currencyCode, amount: before.amountOwed }]) : [],
  };
}

/**
 * Dry run of {@link retryPayment} (the dry-run convention): the same checks, read without locks,
 * and no charge, no payment row, no change. Answers `success: true`, what would be charged ('Would
 * charge 120.50 USD to Visa ending 4242'), the row as it is, the amount per currency and the
 * fingerprint the real call sends back.
 *
 * @throws HttpError 404 and 409 as the real call would (not eligible, changed since `fingerprint`).
 */
export async function previewRetryPayment(db: Queryable, invoiceNumber: string, fingerprint?: string): Promise<RetryPaymentResponse> {
  const invoice = await loadPayable(db, invoiceNumber, false);
  if (!invoice) throw notFound(`Invoice ${invoiceNumber} not found`);
  await assertPreviewCurrent(db, [invoiceNumber], fingerprint);
  const check = await eligibility(db, invoice, 'single');
  if (!check.eligible) throw conflict(`Invoice ${invoiceNumber} cannot be paid by card: ${check.reason}`);
  return {
    success: true,
    message: wouldChargeMessage(invoice, check.card),
    reason: null,
    invoice: await getInvoiceRow(db, invoiceNumber),
    amounts: amountsByCurrency([{ currencyCode: invoice.currencyCode, amount: invoice.amountOwed }]),
    fingerprint: await invoiceStatesFingerprint(db, [invoiceNumber]),
    dryRun: true,
  };
}

/**
 * Bulk retry payment (docs/billing.md#card-payments): retries, one after the other, every invoice
 * that is OVERDUE with cardPaymentStatus FAILURE, a card on file and a non-zero amount; the others
 * (and unknown invoice numbers) are skipped with the reason. A charge that went through but could
 * not be applied (marked for refund) counts as failed, with that message. Each result names the
 * client, the amount owed before the attempt and its currency; `amounts` totals the charges that
 * went through, per currency.
 *
 * @param fingerprint of the preview being confirmed (docs/api.md#dry-runs-and-previews)
 * @param listing `matching`: the answer lists the first results of each kind and the counts ({@link listResults})
 * @throws HttpError 409 STALE_PREVIEW when the invoices changed since the preview (nothing charged).
 */
export async function batchRetryPayment(
  context: PaymentContext,
  invoiceNumbers: readonly string[],
  fingerprint?: string,
  listing: BatchListing = {},
): Promise<BatchRetryPaymentResponse> {
  await assertPreviewCurrent(context.db, invoiceNumbers, fingerprint);
  const results: BatchRetryPaymentResponse['results'] = [];
  for (const invoiceNumber of invoiceNumbers) {
    const facts = resultFacts(await loadPayable(context.db, invoiceNumber, false));
    const attempt = await attemptPayment(context, invoiceNumber, 'batch');
    // A charge that could not be applied is a failed payment of the invoice.
    const outcome: PaymentOutcome = attempt.outcome === 'REFUND_REQUIRED' ? 'FAILED' : attempt.outcome;
    results.push({ invoiceNumber, outcome, message: attempt.message, ...facts });
  }
  const count = (outcome: PaymentOutcome) => results.filter((result) => result.outcome === outcome).length;
  const succeeded = count('SUCCEEDED');
  const skipped = count('SKIPPED');
  const failed = count('FAILED');
  return { ...paymentSummary({ succeeded, skipped, failed }), succeeded, skipped, failed, ...listResults(results, listing), amounts: resultAmounts(results, 'SUCCEEDED') };
}

/** What a batch payment of one invoice would do, read without locks. */
async function previewPayment(db: Queryable, invoiceNumber: string): Promise<BatchRetryPaymentResponse['results'][number]> {
  const invoice = await loadPayable(db, invoiceNumber, false);
  const facts = resultFacts(invoice);
  if (!invoice) return { invoiceNumber, outcome: 'SKIPPED', message: 'Invoice not found', ...facts };
  const check = await eligibility(db, invoice, 'batch');
  if (!check.eligible) return { invoiceNumber, outcome: 'SKIPPED', message: check.reason, ...facts };
  return { invoiceNumber, outcome: 'WOULD_CHARGE', message: wouldChargeMessage(invoice, check.card), ...facts };
}

/**
 * Dry run of {@link batchRetryPayment} (the dry-run convention): the same eligibility checks, read
 * without locks, and no charge, no payment row, no change. Eligible invoices answer `WOULD_CHARGE`
 * with the amount and card ('Would charge 120.50 USD to Visa ending 4242'), the others `SKIPPED`
 * with the reason a real run would give; succeeded and failed are 0; `amounts` totals what would be
 * charged per currency; `fingerprint` is what the real call sends back. (A card payment left
 * REQUESTED for 10 minutes by a stopped process shows as in progress: a real run first settles it
 * with the gateway.)
 *
 * @param listing `matching`: the answer lists the first results of each kind and the counts ({@link listResults})
 * @throws HttpError 409 STALE_PREVIEW when `fingerprint` is given and the invoices changed since.
 */
export async function previewBatchRetryPayment(
  db: Queryable,
  invoiceNumbers: readonly string[],
  fingerprint?: string,
  listing: BatchListing = {},
): Promise<BatchRetryPaymentResponse> {
  await assertPreviewCurrent(db, invoiceNumbers, fingerprint);
  const results: BatchRetryPaymentResponse['results'] = [];
  for (const invoiceNumber of invoiceNumbers) results.push(await previewPayment(db, invoiceNumber));
  const wouldCharge = results.filter((result) => result.outcome === 'WOULD_CHARGE').length;
  const skipped = results.length - wouldCharge;
  return {
    ...paymentPreviewSummary({ wouldCharge, skipped }),
    succeeded: 0,
    skipped,
    failed: 0,
    ...listResults(results, listing),
    amounts: resultAmounts(results, 'WOULD_CHARGE'),
    fingerprint: await invoiceStatesFingerprint(db, invoiceNumbers),
    dryRun: true,
  };
}
