import type { InvoiceStatus } from './entities';

/**
 * The invoice status rules of the console's screens and of the API, written once
 * (docs/billing.md "Invoice status changes"): the invoices grid's bulk actions ask them to offer a
 * button or say why not in its tooltip; the API asks them before a change and refuses with the same
 * words, naming the invoices.
 */

/** Statuses a selection must be in to be marked paid (it becomes PAID). */
export const MARK_PAID_FROM: readonly InvoiceStatus[] = ['AWAITING_PAYMENT', 'OVERDUE'];
/** Statuses a selection must be in to be marked unpaid (it becomes AWAITING_PAYMENT). */
export const MARK_UNPAID_FROM: readonly InvoiceStatus[] = ['PAID', 'VOIDED', 'WRITTEN_OFF'];

/** The rules' words: the grid's tooltips, and the API's refusals before the list of invoices. */
export const INVOICE_STATUS_RULE_MESSAGES = {
  markPaidFrom: 'Only AWAITING PAYMENT or OVERDUE invoices can be marked as paid',
  markUnpaidFrom: 'Only PAID, VOIDED or WRITTEN OFF invoices can be marked as unpaid',
  zeroAmount: 'Invoices with an invoiced amount of 0 cannot be changed',
  /** A batch may only be marked paid or unpaid. */
  batchTarget: (target: InvoiceStatus) => `Several invoices can only be marked PAID or AWAITING_PAYMENT together, not ${target}`,
  /** One invoice asked for a status its edit dialog does not offer. */
  singleTarget: (invoiceNumber: string, from: InvoiceStatus, to: InvoiceStatus) => `Invoice ${invoiceNumber} cannot change from ${from} to ${to}`,
} as const;

/** Whether an invoice of this total (dollars) may change status at all: only above 0. */
export function statusMayChange(invoicedAmount: number): boolean {
  return invoicedAmount > 0;
}

/**
 * Whether a bulk action may move an invoice in `status` to `target`: PAID from
 * {@link MARK_PAID_FROM}, AWAITING_PAYMENT from {@link MARK_UNPAID_FROM}, nothing else. The total
 * is checked apart ({@link statusMayChange}).
 */
export function bulkTargetAllows(status: InvoiceStatus, target: InvoiceStatus): boolean {
  if (target === 'PAID') return MARK_PAID_FROM.includes(status);
  if (target === 'AWAITING_PAYMENT') return MARK_UNPAID_FROM.includes(status);
  return false;
}

/**
 * The statuses the edit dialog of one invoice lists: OVERDUE when its due date has come (today or
 * past, in US Eastern time), else AWAITING_PAYMENT; then PAID, WRITTEN_OFF and VOIDED.
 */
export function editDialogStatuses(dueDateReached: boolean): InvoiceStatus[] {
  return [dueDateReached ? 'OVERDUE' : 'AWAITING_PAYMENT', 'PAID', 'WRITTEN_OFF', 'VOIDED'];
}
