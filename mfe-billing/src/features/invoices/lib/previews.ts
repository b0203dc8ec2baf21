import {
  formatMoney,
  invoiceStatusLabel,
  type BatchRetryPaymentResponse,
  type ENDPOINTS,
  type InvoiceRow,
  type RetryPaymentResponse,
  type UpdateInvoiceStatusResponse,
} from 'shared-kit/contract';
import type { EndpointInput } from 'shared-kit/runtime';
import type { DryRunSummary } from 'shared-kit/ui';
import { moneyByCurrencyText } from './money';

/** Label of the amounts line of every invoice preview. */
export const PREVIEW_AMOUNT_LABEL = 'Total per currency';

/** How a record of an invoice preview is named: 'INV-1 · Acme Devices'. */
export const invoiceLabel = (invoiceNumber: string, client: string | null | undefined) => (client ? `${invoiceNumber} · ${client}` : invoiceNumber);

/** What a previewed status change does to each invoice: 'Will be marked Awaiting Payment' (the status's label). */
export const willBeMarked = (status: string) => `Will be marked ${invoiceStatusLabel(status)}`;

/**
 * What a previewed card charge does, with the amount in the console's money format: the server's
 * 'Would charge 297.07 USD to Visa ending 4242' reads 'Would charge $297.07 to Visa ending 4242'.
 * Any other message is kept as the server wrote it.
 */
export function chargeNote(message: string, amount: number | null | undefined, currencyCode: string | null | undefined): string {
  if (amount === null || amount === undefined || !currencyCode) return message;
  return message.replace(/^Would charge -?[\d,]+(?:\.\d+)? [A-Z]{3}\b/, `Would charge ${formatMoney(amount, currencyCode)}`);
}

/**
 * The counts of an answer about every matching invoice (select all in server mode), whose lists
 * name only the first invoices; nothing for an answer that lists them all.
 */
function countsOf(answer: { count?: number | undefined; skippedCount?: number | undefined }): Pick<DryRunSummary, 'count' | 'skippedCount'> {
  return { ...(answer.count !== undefined ? { count: answer.count } : {}), ...(answer.skippedCount !== undefined ? { skippedCount: answer.skippedCount } : {}) };
}

/** The preview's amounts line: one total per currency (never a plain sum of currencies). */
function amountsLine(amounts: UpdateInvoiceStatusResponse['amounts']): DryRunSummary['amounts'] {
  return [{ label: PREVIEW_AMOUNT_LABEL, value: moneyByCurrencyText(amounts) }];
}

/**
 * The preview of a bulk Mark as Paid / Mark as Unpaid (the server's dry run): the invoices it would
 * change with their client and invoiced amount, the invoiced amount per currency, and the skipped
 * ones with the reason; `selected` names the clients of skipped invoices. For every matching
 * invoice, the counts in all and the first invoices of each list.
 */
export function statusPreview(answer: UpdateInvoiceStatusResponse, selected: readonly InvoiceRow[]): DryRunSummary {
  const clients = new Map(selected.map((row) => [row.invoiceNumber, row.client]));
  return {
    records: answer.invoices.map((row) => ({
      key: row.invoiceNumber,
      label: invoiceLabel(row.invoiceNumber, row.client),
      amount: formatMoney(row.invoicedAmount, row.currencyCode),
      note: willBeMarked(row.invoiceStatus),
    })),
    skipped: answer.skipped.map((skip) => ({ key: skip.invoiceNumber, label: invoiceLabel(skip.invoiceNumber, clients.get(skip.invoiceNumber)), reason: skip.reason })),
    amounts: amountsLine(answer.amounts),
    ...countsOf(answer),
  };
}

/** The preview of a bulk Retry Payment: the cards that would be charged, the amounts per currency, the skipped invoices with the reason. */
export function retryPreview(answer: BatchRetryPaymentResponse): DryRunSummary {
  return {
    records: answer.results
      .filter((result) => result.outcome === 'WOULD_CHARGE')
      .map((result) => ({
        key: result.invoiceNumber,
        label: invoiceLabel(result.invoiceNumber, result.client),
        amount: result.currencyCode ? formatMoney(result.amount, result.currencyCode) : undefined,
        note: chargeNote(result.message, result.amount, result.currencyCode),
      })),
    skipped: answer.results
      .filter((result) => result.outcome === 'SKIPPED')
      .map((result) => ({ key: result.invoiceNumber, label: invoiceLabel(result.invoiceNumber, result.client), reason: result.message })),
    amounts: amountsLine(answer.amounts),
    ...countsOf(answer),
  };
}

/** The preview of Retry Card Payment of one invoice: what its card would be charged. */
export function cardChargePreview(answer: RetryPaymentResponse): DryRunSummary {
  const { invoice } = answer;
  return {
    records: [
      { key: invoice.invoiceNumber, label: invoiceLabel(invoice.invoiceNumber, invoice.client), amount: formatMoney(invoice.amountOwed, invoice.currencyCode), note: chargeNote(answer.message, invoice.amountOwed, invoice.currencyCode) },
    ],
    amounts: amountsLine(answer.amounts),
  };
}

type PreviewedEndpoint = typeof ENDPOINTS.updateInvoiceStatus | typeof ENDPOINTS.batchRetryPayment | typeof ENDPOINTS.retryPayment;

/**
 * The confirming call of an invoice preview: exactly the previewed input, with the preview's
 * fingerprint of the invoices' states, so that the server refuses it (409) when they changed since.
 */
export function withPreviewFingerprint<E extends PreviewedEndpoint>(answer: { fingerprint?: string | undefined }, input: EndpointInput<E>): EndpointInput<E> {
  if (!answer.fingerprint) return input;
  return { ...input, query: { fingerprint: answer.fingerprint } } as EndpointInput<E>;
}
