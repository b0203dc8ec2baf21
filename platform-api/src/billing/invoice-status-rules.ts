import type { InvoiceStatus } from '../contract.js';

/** What the status rules need to know of an invoice. */
export interface InvoiceForStatusChange {
  invoiceNumber: string;
  invoiceStatus: InvoiceStatus;
  /** The invoice total, dollars. */
  invoicedAmount: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
}

/**
 * How many invoices a refusal names at most: a selection by search and filters can hold thousands
 * (issue 16), and the message is read in a toast.
 */
export const REFUSAL_LIST_LIMIT = 20;

/**
 * The items joined by ', ', the first {@link REFUSAL_LIST_LIMIT} of them followed by 'and K more'
 * (K in en-US digits) when there are more.
 *
 * @example refusalList(['INV-1', 'INV-2']) // 'INV-1, INV-2'
 * @example refusalList(numbers) // 'INV-1, …, INV-20 and 4,980 more' for 5,000 numbers
 */
export function refusalList(items: readonly string[]): string {
  const named = items.slice(0, REFUSAL_LIST_LIMIT).join(', ');
  const more = items.length - REFUSAL_LIST_LIMIT;
  return more > 0 ? `${named} and ${more.toLocaleString('en-US')} more` : named;
}

/** Statuses a selection must be in to be marked paid (spec 02 §4 "Bulk actions"). */
export const MARK_PAID_FROM: readonly InvoiceStatus[] = ['AWAITING_PAYMENT', 'OVERDUE'];
/** Statuses a selection must be in to be marked unpaid, i.e. AWAITING_PAYMENT (spec 02 §4). */
export const MARK_UNPAID_FROM: readonly InvoiceStatus[] = ['PAID', 'VOIDED', 'WRITTEN_OFF'];

/**
 * Statuses the edit dialog of one invoice offers (spec 02 §4 "Edit dialog"): OVERDUE when the due
 * date is today or past, else AWAITING_PAYMENT; then PAID, WRITTEN_OFF and VOIDED. The current
 * status is offered but disabled, so it is left out here; nothing is offered when the total is 0.
 *
 * @param today `YYYY-MM-DD`
 */
export function dialogStatuses(invoice: InvoiceForStatusChange, today: string): InvoiceStatus[] {
  if (!(invoice.invoicedAmount > 0)) return [];
  const unpaid: InvoiceStatus = invoice.dueDate <= today ? 'OVERDUE' : 'AWAITING_PAYMENT';
  return ([unpaid, 'PAID', 'WRITTEN_OFF', 'VOIDED'] as InvoiceStatus[]).filter((status) => status !== invoice.invoiceStatus);
}

/** Whether a bulk action may move the invoice to `target` (spec 02 §4 "Bulk actions"). */
export function bulkAllows(invoice: InvoiceForStatusChange, target: InvoiceStatus): boolean {
  if (invoice.invoicedAmount === 0) return false;
  if (target === 'PAID') return MARK_PAID_FROM.includes(invoice.invoiceStatus);
  if (target === 'AWAITING_PAYMENT') return MARK_UNPAID_FROM.includes(invoice.invoiceStatus);
  return false;
}

/**
 * Why the status change is refused, or `null` when it is allowed (spec 02 §4). A batch may only
 * mark AWAITING_PAYMENT/OVERDUE invoices PAID, or PAID/VOIDED/WRITTEN_OFF invoices
 * AWAITING_PAYMENT, and never an invoice whose invoicedAmount is 0. A single invoice may also take
 * any status of its edit dialog ({@link dialogStatuses}). The message names the refused invoices
 * ({@link refusalList}: 20 at most, then 'and K more').
 *
 * @param batch whether the invoices are (part of) a batch, under the bulk rules even when one is
 *   left; by default when there are several
 * @param today `YYYY-MM-DD`, for the dialog's OVERDUE/AWAITING_PAYMENT choice
 */
export function statusChangeRefusal(
  invoices: readonly InvoiceForStatusChange[],
  target: InvoiceStatus,
  today: string,
  batch: boolean = invoices.length > 1,
): string | null {
  const zero = invoices.filter((invoice) => invoice.invoicedAmount === 0);
  if (zero.length > 0) {
    return `The status of an invoice with invoicedAmount 0 cannot be changed: ${refusalList(zero.map((invoice) => invoice.invoiceNumber))}`;
  }
  const [only] = invoices;
  if (!batch && only) {
    if (bulkAllows(only, target) || dialogStatuses(only, today).includes(target)) return null;
    return `Invoice ${only.invoiceNumber} cannot change from ${only.invoiceStatus} to ${target}`;
  }
  const refused = invoices.filter((invoice) => !bulkAllows(invoice, target));
  if (refused.length === 0) return null;
  const list = refusalList(refused.map((invoice) => `${invoice.invoiceNumber} (${invoice.invoiceStatus})`));
  if (target === 'PAID') return `Only AWAITING_PAYMENT or OVERDUE invoices can be marked paid: ${list}`;
  if (target === 'AWAITING_PAYMENT') return `Only PAID, VOIDED or WRITTEN_OFF invoices can be marked unpaid: ${list}`;
  return `Several invoices can only be marked PAID or AWAITING_PAYMENT together, not ${target}`;
}
