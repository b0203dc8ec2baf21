/**
 * The bulk payment summary: shown by the console after a bulk
 * retry payment, and sent by the API as the answer's `message` and `type`.
 */
import type { BatchRetryPaymentResponse } from './billing-invoices';

/** The counts a summary is made of. */
export type PaymentCounts = Pick<BatchRetryPaymentResponse, 'succeeded' | 'skipped' | 'failed'>;

/**
 * Type of the summary: `error` if any payment failed, else `warning` if any was skipped, else
 * `success`.
 *
 * @example paymentSummaryType({ succeeded: 1, skipped: 1, failed: 0 }) // 'warning'
 */
export function paymentSummaryType({ skipped, failed }: PaymentCounts): BatchRetryPaymentResponse['type'] {
  if (failed > 0) return 'error';
  if (skipped > 0) return 'warning';
  return 'success';
}

/**
 * Lines of the summary: '{n} Payment(s) Succeeded', '{n} Payment(s) Skipped', '{n} Payment(s) Failed'
 *.
 */
export function paymentSummaryLines({ succeeded, skipped, failed }: PaymentCounts): string[] {
  return [`${succeeded} Payment(s) Succeeded`, `${skipped} Payment(s) Skipped`, `${failed} Payment(s) Failed`];
}

/**
 * The summary as the API answers it: the lines joined by ', ' and the type.
 *
 * @example paymentSummary({ succeeded: 1, skipped: 0, failed: 2 })
 * // { message: '1 Payment(s) Succeeded, 0 Payment(s) Skipped, 2 Payment(s) Failed', type: 'error' }
 */
export function paymentSummary(counts: PaymentCounts): Pick<BatchRetryPaymentResponse, 'message' | 'type'> {
  return { message: paymentSummaryLines(counts).join(', '), type: paymentSummaryType(counts) };
}

/** The counts of a dry run of the bulk retry payment: invoices whose card would be charged, and skipped ones. */
export interface PaymentPreviewCounts {
  wouldCharge: number;
  skipped: number;
}

/**
 * The summary of a dry run of the bulk retry payment (the dry-run convention): '{n} Payment(s)
 * Would Be Charged, {n} Payment(s) Skipped'; type `warning` if any would be skipped, else `success`.
 *
 * @example paymentPreviewSummary({ wouldCharge: 2, skipped: 1 })
 * // { message: '2 Payment(s) Would Be Charged, 1 Payment(s) Skipped', type: 'warning' }
 */
export function paymentPreviewSummary({ wouldCharge, skipped }: PaymentPreviewCounts): Pick<BatchRetryPaymentResponse, 'message' | 'type'> {
  return { message: `${wouldCharge} Payment(s) Would Be Charged, ${skipped} Payment(s) Skipped`, type: skipped > 0 ? 'warning' : 'success' };
}
