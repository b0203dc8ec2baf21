import type { InvoiceRow, InvoiceStatus } from '../contract.js';
import type { Database, Queryable } from '../db/database.js';
import { sqlDate } from '../db/sql.js';
import { conflict, notFound } from '../lib/http-error.js';
import { getInvoiceRows } from './invoices-repository.js';
import { statusChangeRefusal, type InvoiceForStatusChange } from './invoice-status-rules.js';

/** Status sent when the request names none (spec 02 §4 "Edit dialog", §7). */
export const DEFAULT_TARGET_STATUS: InvoiceStatus = 'PAID';

/** Statuses under which an invoice still owes its total. */
const OWING: readonly InvoiceStatus[] = ['AWAITING_PAYMENT', 'OVERDUE'];

/** Answer of a status update. */
export interface UpdateInvoiceStatusResult {
  /** 'Status updated successfully' or, for one invoice, 'Status updated successfully for {invoice}' (spec 02 §8). */
  message: string;
  /** The invoices as they are after the update. */
  invoices: InvoiceRow[];
}

/**
 * Sets the status of several invoices at once under the rules of spec 02 §4 (see
 * `invoice-status-rules.ts`), in one transaction that locks the invoices: amountOwed becomes the
 * total for AWAITING_PAYMENT/OVERDUE and 0 otherwise, and each change is recorded in
 * `invoice_status_history` with who, when and from -> to.
 *
 * @param today `YYYY-MM-DD`, for the edit dialog's OVERDUE/AWAITING_PAYMENT choice
 * @throws HttpError 404 naming unknown invoices; HttpError 409 with the rule that refuses the change
 *   (nothing is changed then).
 */
export async function updateInvoiceStatuses(
  db: Database,
  request: { invoiceNumbers: readonly string[]; status?: InvoiceStatus | undefined },
  changedBy: string,
  today: string,
): Promise<UpdateInvoiceStatusResult> {
  const target = request.status ?? DEFAULT_TARGET_STATUS;
  const numbers = [...new Set(request.invoiceNumbers)];
  await db.transaction(async (tx) => {
    const invoices = await lockInvoices(tx, numbers);
    const refusal = statusChangeRefusal(invoices, target, today);
    if (refusal) throw conflict(refusal);
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
      [numbers, target, OWING, changedBy],
    );
  });
  const [only] = numbers;
  return {
    message: numbers.length === 1 && only ? `Status updated successfully for ${only}` : 'Status updated successfully',
    invoices: await getInvoiceRows(db, numbers),
  };
}

async function lockInvoices(tx: Queryable, numbers: readonly string[]): Promise<InvoiceForStatusChange[]> {
  const { rows } = await tx.query<InvoiceForStatusChange>(
    `select invoice_number as "invoiceNumber", invoice_status as "invoiceStatus", invoiced_amount::float8 as "invoicedAmount",
       ${sqlDate('due_date')} as "dueDate"
     from invoices where invoice_number = any($1::text[]) order by invoice_number for update`,
    [numbers],
  );
  const found = new Set(rows.map((row) => row.invoiceNumber));
  const missing = numbers.filter((number) => !found.has(number));
  if (missing.length > 0) throw notFound(`Invoice(s) not found: ${missing.join(', ')}`);
  const byNumber = new Map(rows.map((row) => [row.invoiceNumber, row]));
  return numbers.flatMap((number) => byNumber.get(number) ?? []);
}
