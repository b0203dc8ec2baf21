import { bulkTargetAllows, DOWNLOAD_LIMIT, INVOICE_STATUS_RULE_MESSAGES, statusMayChange, type InvoiceRow } from 'shared-kit/contract';

/** Whether a bulk action may run on a selection, and if not, why (shown as the button's tooltip). */
export interface ActionRule {
  enabled: boolean;
  reason?: string;
}

const NONE_SELECTED: ActionRule = { enabled: false, reason: 'Select one or more invoices' };
function hasZeroAmount(rows: readonly Pick<InvoiceRow, 'invoicedAmount'>[]): boolean {
  return rows.some((row) => !statusMayChange(row.invoicedAmount));
}

/** Mark as Paid: only AWAITING_PAYMENT or OVERDUE invoices, none of 0 (docs/billing.md "Invoice status changes"). */
export function markPaidRule(rows: readonly Pick<InvoiceRow, 'invoiceStatus' | 'invoicedAmount'>[]): ActionRule {
  if (rows.length === 0) return NONE_SELECTED;
  if (!rows.every((row) => bulkTargetAllows(row.invoiceStatus, 'PAID'))) return { enabled: false, reason: INVOICE_STATUS_RULE_MESSAGES.markPaidFrom };
  if (hasZeroAmount(rows)) return { enabled: false, reason: INVOICE_STATUS_RULE_MESSAGES.zeroAmount };
  return { enabled: true };
}

/** Mark as Unpaid: only PAID, VOIDED or WRITTEN_OFF invoices, none of 0 (docs/billing.md "Invoice status changes"). */
export function markUnpaidRule(rows: readonly Pick<InvoiceRow, 'invoiceStatus' | 'invoicedAmount'>[]): ActionRule {
  if (rows.length === 0) return NONE_SELECTED;
  if (!rows.every((row) => bulkTargetAllows(row.invoiceStatus, 'AWAITING_PAYMENT'))) return { enabled: false, reason: INVOICE_STATUS_RULE_MESSAGES.markUnpaidFrom };
  if (hasZeroAmount(rows)) return { enabled: false, reason: INVOICE_STATUS_RULE_MESSAGES.zeroAmount };
  return { enabled: true };
}

/**
 * Retry Payment: every selected invoice OVERDUE, its last card payment FAILURE, a card on file and
 * a non-zero amount (docs/billing.md#card-payments).
 */
export function retryPaymentRule(rows: readonly InvoiceRow[]): ActionRule {
  if (rows.length === 0) return NONE_SELECTED;
  if (!rows.every((row) => row.invoiceStatus === 'OVERDUE'))
    return { enabled: false, reason: 'Only OVERDUE invoices can be retried' };
  if (!rows.every((row) => row.cardPaymentStatus === 'FAILURE'))
    return { enabled: false, reason: 'Only invoices whose card payment failed can be retried' };
  if (!rows.every((row) => row.hasCardOnFile))
    return { enabled: false, reason: 'Every selected client needs a card on file' };
  if (hasZeroAmount(rows)) return { enabled: false, reason: 'Invoices with an invoiced amount of 0 cannot be paid' };
  return { enabled: true };
}

/** Download invoices: 1 to {@link DOWNLOAD_LIMIT} selected (docs/billing.md#invoice-status-changes). */
export function downloadRule(rows: readonly InvoiceRow[]): ActionRule {
  if (rows.length === 0) return NONE_SELECTED;
  if (rows.length > DOWNLOAD_LIMIT)
    return { enabled: false, reason: `Select ${DOWNLOAD_LIMIT} or fewer invoices to download` };
  return { enabled: true };
}

/**
 * A bulk action's rule when every invoice the search and filters match is selected (select all in
 * server mode), of which the browser holds only the rows fetched: none selected when none match
 * (or the count is not known yet); refused with the rule's reason when the rows fetched already
 * break it (they are matching invoices); otherwise offered, the server's preview checking every
 * matching invoice under the same rules.
 *
 * @param count the API's count of matching invoices
 */
export function matchingRule(rule: (rows: readonly InvoiceRow[]) => ActionRule, fetched: readonly InvoiceRow[], count: number | undefined): ActionRule {
  if (!count) return NONE_SELECTED;
  return fetched.length === 0 ? { enabled: true } : rule(fetched);
}

/** Download invoices of every matching invoice: offered for 1 to {@link DOWNLOAD_LIMIT} by the API's matching count (docs/billing.md#invoice-status-changes). */
export function matchingDownloadRule(count: number | undefined): ActionRule {
  if (!count) return NONE_SELECTED;
  if (count > DOWNLOAD_LIMIT) return { enabled: false, reason: `Select ${DOWNLOAD_LIMIT} or fewer invoices to download` };
  return { enabled: true };
}
