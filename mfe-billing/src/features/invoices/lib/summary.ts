import type { BatchRetryPaymentResponse } from 'shared-kit/contract';

type Counts = Pick<BatchRetryPaymentResponse, 'succeeded' | 'skipped' | 'failed'>;

/** Type of the bulk payment summary: error if any failed, warning if any skipped, else success (docs/billing.md#card-payments). */
export function summaryType({ skipped, failed }: Counts): BatchRetryPaymentResponse['type'] {
  if (failed > 0) return 'error';
  if (skipped > 0) return 'warning';
  return 'success';
}

/** Lines of the bulk payment summary (docs/billing.md#card-payments). */
export function summaryLines({ succeeded, skipped, failed }: Counts): string[] {
  return [`${succeeded} Payment(s) Succeeded`, `${skipped} Payment(s) Skipped`, `${failed} Payment(s) Failed`];
}
