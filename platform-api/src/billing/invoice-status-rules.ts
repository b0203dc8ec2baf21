import { bulkTargetAllows, editDialogStatuses, INVOICE_STATUS_RULE_MESSAGES, statusMayChange, type InvoiceStatus } from '../contract.js';

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
 * (docs/grid.md#server-mode), and the message is read in a toast.
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

/**
 * Statuses the edit dialog of one invoice offers ({@link editDialogStatuses}, docs/billing.md
 * "Invoice status changes"), without the current one (offered but disabled); nothing when the
 * total is 0.
 *
 * @param today `YYYY-MM-DD`
 */
export function dialogStatuses(invoice: InvoiceForStatusChange, today: string): InvoiceStatus[] {
  if (!statusMayChange(invoice.invoicedAmount)) return [];
  return editDialogStatuses(invoice.dueDate <= today).filter((status) => status !== invoice.invoiceStatus);
}

/** Whether a bulk action may move the invoice to `target` (docs/billing.md#invoice-status-changes). */
export function bulkAllows(invoice: InvoiceForStatusChange, target: InvoiceStatus): boolean {
  return statusMayChange(invoice.invoicedAmount) && bulkTargetAllows(invoice.invoiceStatus, target);
}

/**
 * Why the status change is refused, or `null` when it is allowed
 * (docs/billing.md#invoice-status-changes), in {@link INVOICE_STATUS_RULE_MESSAGES}' words followed
 * by the invoices. A batch may only mark AWAITING_PAYMENT/OVERDUE invoices PAID, or
 * PAID/VOIDED/WRITTEN_OFF invoices AWAITING_PAYMENT, and never an invoice whose invoicedAmount is
 * 0. A single invoice may also take any status of its edit dialog ({@link dialogStatuses}). The
 * message names the refused invoices ({@link refusalList}: 20 at most, then 'and K more').
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
  const zero = invoices.filter((invoice) => !statusMayChange(invoice.invoicedAmount));
  if (zero.length > 0) return `${INVOICE_STATUS_RULE_MESSAGES.zeroAmount}: ${refusalList(zero.map((invoice) => invoice.invoiceNumber))}`;
  const [only] = invoices;
  if (!batch && only) {
    if (bulkAllows(only, target) || dialogStatuses(only, today).includes(target)) return null;
    return INVOICE_STATUS_RULE_MESSAGES.singleTarget(only.invoiceNumber, only.invoiceStatus, target);
  }
  const refused = invoices.filter((invoice) => !bulkAllows(invoice, target));
  if (refused.length === 0) return null;
  const list = refusalList(refused.map((invoice) => `${invoice.invoiceNumber} (${invoice.invoiceStatus})`));
  if (target === 'PAID') return `${INVOICE_STATUS_RULE_MESSAGES.markPaidFrom}: ${list}`;
  if (target === 'AWAITING_PAYMENT') return `${INVOICE_STATUS_RULE_MESSAGES.markUnpaidFrom}: ${list}`;
  return INVOICE_STATUS_RULE_MESSAGES.batchTarget(target);
}
