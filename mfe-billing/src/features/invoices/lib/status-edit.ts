import { easternDayOf, editDialogStatuses, statusMayChange, todayEastern, type InvoiceStatus } from 'shared-kit/contract';

/** Status preselected in the edit dialog and sent by default (docs/billing.md#invoice-status-changes). */
export const DEFAULT_EDIT_STATUS: InvoiceStatus = 'PAID';

/**
 * Statuses offered by the edit dialog ({@link editDialogStatuses}, docs/billing.md "Invoice status
 * changes"): OVERDUE when the due date is today or past, otherwise AWAITING_PAYMENT; then PAID,
 * WRITTEN_OFF and VOIDED.
 *
 * @param dueDate calendar date `YYYY-MM-DD` (or an instant, read in US Eastern time)
 * @param today   today's US Eastern day number
 */
export function editableStatuses(dueDate: string, today: number = todayEastern()): InvoiceStatus[] {
  return editDialogStatuses(easternDayOf(dueDate) <= today);
}

/** Only invoices with a total above 0 may change status (docs/billing.md "Invoice status changes"). */
export function canEditStatus(total: number): boolean {
  return statusMayChange(total);
}

/** Label of the single-invoice card payment button, or null when it is not offered (docs/billing.md#card-payments). */
export function cardPaymentLabel(invoice: {
  invoiceStatus: InvoiceStatus;
  hasCardOnFile: boolean;
  cardPaymentStatus: string | null;
}): 'Make Payment By Card Now' | 'Retry Card Payment' | null {
  if (invoice.invoiceStatus !== 'OVERDUE' || !invoice.hasCardOnFile) return null;
  return invoice.cardPaymentStatus === 'FAILURE' ? 'Retry Card Payment' : 'Make Payment By Card Now';
}
