import { API_PATHS, type PaymentMethod } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';

/** PUT /billing/clients/{id}/default-payment-method `{ paymentMethodId }`: makes a card or account the default. */
export async function setDefaultPaymentMethod(tenantId: string, paymentMethodId: string): Promise<PaymentMethod> {
  const { data } = await apiClient.put<PaymentMethod>(API_PATHS.billing.defaultPaymentMethod(tenantId), { paymentMethodId });
  return data;
}
