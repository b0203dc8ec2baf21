import { API_PATHS, type RetryPaymentResponse } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';

/** POST /billing/invoices/{invoiceNumber}/retry-payment: charges the card on file (spec 02 §7). */
export async function retryPayment(invoiceNumber: string): Promise<RetryPaymentResponse> {
  const { data } = await apiClient.post<RetryPaymentResponse>(API_PATHS.billing.retryPayment(invoiceNumber));
  return data;
}
