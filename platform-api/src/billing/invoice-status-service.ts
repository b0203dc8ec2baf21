import { recordAction, type ActionContext, type FieldChange } from '../action-log/record-action.js';
import { MATCHING_LIST_LIMIT, amountsByCurrency, type CardPaymentStatus, type InvoiceStatus, type UpdateInvoiceStatusResponse } from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import { transactionOrDryRun } from '../db/dry-run.js';
import { sqlDate } from '../db/sql.js';
import { conflict, notFound } from '../lib/http-error.js';
import { assertPreviewCurrent, getInvoiceRows, invoiceStatesFingerprint } from './invoices-repository.js';
import { refusalList, statusChangeRefusal, type InvoiceForStatusChange } from './invoice-status-rules.js';

/** Status sent when the request names none (docs/billing.md#invoice-status-changes). */
export const DEFAULT_TARGET_STATUS: InvoiceStatus = 'PAID';

/** Statuses under which an invoice still owes its total. */
const OWING: readonly InvoiceStatus[] = ['AWAITING_PAYMENT', 'OVERDUE'];

/**
 * Answer of a status update (the endpoint table's UpdateInvoiceStatusAnswerSchema): 'Status updated
 * successfully' or, for one invoice, 'Status updated successfully for {invoice}', and
 * the invoices as they are after the update; for a dry run, what would change and the invoices as
 * they would be, marked `dryRun: true`.
 */
export type UpdateInvoiceStatusResult = UpdateInvoiceStatusResponse;

/**
 * Why a status change must wait: the invoices with a card payment in progress (cardPaymentStatus
 * REQUESTED), whose charge could otherwise be applied to an invoice just marked PAID or VOIDED;
 * `null` when there are none.
 */
export function cardPaymentInProgressRefusal(invoices: ReadonlyArray<{ invoiceNumber: string; cardPaymentStatus: CardPaymentStatus | null }>): string | null {
  const charging = invoices.filter((invoice) => invoice.cardPaymentStatus === 'REQUESTED').map((invoice) => invoice.invoiceNumber);
  if (charging.length === 0) return null;
  return `A card payment is in progress for ${refusalList(charging)}; the status can be changed once it has finished`;
}

/** Why a batch status update leaves an invoice alone: its card payment is in progress. */
export const SKIPPED_CARD_PAYMENT_IN_PROGRESS = 'A card payment is in progress; the status can be changed once it has finished';

/**
 * Sets the status of the invoices under docs/billing.md#invoice-status-changes, in one transaction
 * that locks them: amountOwed becomes the total for AWAITING_PAYMENT/OVERDUE and 0 otherwise, each
 * change goes to `invoice_status_history` and, with `options.context`, one action-log entry lists
 * them all (docs/api.md#action-log). In a batch, invoices with a card payment in progress are
 * skipped ({@link SKIPPED_CARD_PAYMENT_IN_PROGRESS}); `options.matching` makes the invoices every
 * one the search selects, named up to {@link MATCHING_LIST_LIMIT} (docs/grid.md#server-mode).
 * `options.dryRun` answers what would change and changes nothing; `options.fingerprint` is the
 * confirmed preview's (docs/api.md#dry-runs-and-previews).
 *
 * @param today `YYYY-MM-DD`, for the edit dialog's OVERDUE/AWAITING_PAYMENT choice
 * @returns the message, the invoices as they are (or would be), the invoiced amounts changed per
 *   currency (`amounts`) and the fingerprint of the invoices.
 * @throws HttpError 404 naming unknown invoices; HttpError 409 with the rule that refuses the
 *   change, when a card payment of the invoice (of every invoice of a batch) is in progress
 *   ({@link cardPaymentInProgressRefusal}), or when the invoices changed since the preview; nothing
 *   changes then.
 */
export async function updateInvoiceStatuses(
  db: Database,
  request: { invoiceNumbers: readonly string[]; status?: InvoiceStatus | undefined },
  changedBy: string,
  today: string,
  options: { dryRun?: boolean; context?: ActionContext; fingerprint?: string; matching?: boolean } = {},
): Promise<UpdateInvoiceStatusResult> {
  const target = request.status ?? DEFAULT_TARGET_STATUS;
  const numbers = [...new Set(request.invoiceNumbers)];
  const dryRun = options.dryRun === true;
  const matching = options.matching === true;
  const batch = matching || numbers.length > 1;
  const outcome = await transactionOrDryRun(db, dryRun, async (tx) => {
    const locked = await lockInvoices(tx, numbers);
    await assertPreviewCurrent(tx, numbers, options.fingerprint);
    const fingerprint = await invoiceStatesFingerprint(tx, numbers);
    const charging = batch ? locked.filter((invoice) => invoice.cardPaymentStatus === 'REQUESTED') : [];
    const invoices = locked.filter((invoice) => !charging.includes(invoice));
    const refusal =
      invoices.length === 0 ? cardPaymentInProgressRefusal(locked) : (cardPaymentInProgressRefusal(invoices) ?? statusChangeRefusal(invoices, target, today, batch));
    if (refusal) throw conflict(refusal);
    const changing = invoices.map((invoice) => invoice.invoiceNumber);
    const before = await owedAmounts(tx, changing);
    await tx.query(
      `with changed as (
         select invoice_number, invoice_status as from_status from invoices where invoice_number = any($1::text[]) and invoice_status <> $2
       ), updated as (
         update invoices i set invoice_status = $2,
           amount_owed = case when $2 = any($3::text[]) then i.invoiced_amount else 0 end,
           updated_at = now()
         from changed where i.invoice_number = changed.invoice_number
         returning i.invoice_number
       )
       insert into invoice_status_history (invoice_number, from_status, to_status, changed_by, source)
       select changed.invoice_number, changed.from_status, $2, $4, 'STATUS_UPDATE' from changed join updated using (invoice_number)`,
      [changing, target, OWING, changedBy],
    );
    if (options.context) {
      const after = await owedAmounts(tx, changing);
      const changes: Record<string, FieldChange> = {};
      for (const invoice of invoices) {
        const from = before.get(invoice.invoiceNumber);
        const to = after.get(invoice.invoiceNumber);
        if (!from || !to || from.status === to.status) continue;
        changes[`${invoice.invoiceNumber}.invoiceStatus`] = { from: from.status, to: to.status };
        if (from.owed !== to.owed) changes[`${invoice.invoiceNumber}.amountOwed`] = { from: from.owed, to: to.owed };
      }
      await recordAction(tx, { ...options.context, area: 'billing', endpoint: 'updateInvoiceStatus', action: 'STATUS_CHANGED', targetIds: numbers, changes });
    }
    const skipped = charging.map((invoice) => ({ invoiceNumber: invoice.invoiceNumber, reason: SKIPPED_CARD_PAYMENT_IN_PROGRESS }));
    if (matching) {
      const rows = await getInvoiceRows(tx, changing.slice(0, MATCHING_LIST_LIMIT));
      const amounts = amountsByCurrency(await invoicedAmounts(tx, changing));
      return { rows, skipped, fingerprint, amounts, count: changing.length };
    }
    const rows = await getInvoiceRows(tx, changing);
    const amounts = amountsByCurrency(rows.map((row) => ({ currencyCode: row.currencyCode, amount: row.invoicedAmount })));
    return { rows, skipped, fingerprint, amounts, count: rows.length };
  });
  const { rows: invoices, amounts, count } = outcome;
  const skipped = matching ? outcome.skipped.slice(0, MATCHING_LIST_LIMIT) : outcome.skipped;
  const counts = matching ? { count, skippedCount: outcome.skipped.length } : {};
  const [only] = invoices;
  const named = !batch && only ? only.invoiceNumber : undefined;
  if (dryRun) {
    const what = named ?? `${count} invoices`;
    return { message: `Status would be updated to ${target} for ${what}`, invoices, skipped, amounts, ...counts, fingerprint: outcome.fingerprint, dryRun: true };
  }
  return { message: named ? `Status updated successfully for ${named}` : 'Status updated successfully', invoices, skipped, amounts, ...counts };
}

/** Invoiced amount and currency of each invoice, in the order given (unknown numbers left out). */
async function invoicedAmounts(tx: Queryable, numbers: readonly string[]): Promise<Array<{ currencyCode: string; amount: number }>> {
  const { rows } = await tx.query<{ invoiceNumber: string; currencyCode: string; amount: number }>(
    `select i.invoice_number as "invoiceNumber", c.currency_code as "currencyCode", i.invoiced_amount::float8 as amount
     from invoices i join clients c on c.tenant_id = i.tenant_id where i.invoice_number = any($1::text[])`,
    [numbers],
  );
  const byNumber = new Map(rows.map((row) => [row.invoiceNumber, row]));
  return numbers.flatMap((number) => byNumber.get(number) ?? []);
}

/** Status and amount owed (dollars with cents, as text) of each invoice, by number. */
async function owedAmounts(tx: Queryable, numbers: readonly string[]): Promise<Map<string, { status: string; owed: string }>> {
  const { rows } = await tx.query<{ invoiceNumber: string; status: string; owed: string }>(
    `select invoice_number as "invoiceNumber", invoice_status as status, to_char(amount_owed, 'FM999999999990.00') as owed from invoices where invoice_number = any($1::text[])`,
    [numbers],
  );
  return new Map(rows.map((row) => [row.invoiceNumber, { status: row.status, owed: row.owed }]));
}

type LockedInvoice = InvoiceForStatusChange & { cardPaymentStatus: CardPaymentStatus | null };

async function lockInvoices(tx: Queryable, numbers: readonly string[]): Promise<LockedInvoice[]> {
  const { rows } = await tx.query<LockedInvoice>(
    `select invoice_number as "invoiceNumber", invoice_status as "invoiceStatus", invoiced_amount::float8 as "invoicedAmount",
       ${sqlDate('due_date')} as "dueDate", card_payment_status as "cardPaymentStatus"
     from invoices where invoice_number = any($1::text[]) order by invoice_number for update`,
    [numbers],
  );
  const found = new Set(rows.map((row) => row.invoiceNumber));
  const missing = numbers.filter((number) => !found.has(number));
  if (missing.length > 0) throw notFound(`Invoice(s) not found: ${missing.join(', ')}`);
  const byNumber = new Map(rows.map((row) => [row.invoiceNumber, row]));
  return numbers.flatMap((number) => byNumber.get(number) ?? []);
}
