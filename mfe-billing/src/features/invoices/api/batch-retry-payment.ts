import { API_PATHS, type BatchRetryPaymentResponse } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';

/** POST /billing/invoices/batch-retry-payment (spec 02 §4 "Bulk payment summary", §7). */
export async function batchRetryPayment(invoiceNumbers: string[]): Promise<BatchRetryPaymentResponse> {
  const { data } = await apiClient.post<BatchRetryPaymentResponse>(API_PATHS.billing.batchRetryPayment, { invoiceNumbers });
  return data;
}
