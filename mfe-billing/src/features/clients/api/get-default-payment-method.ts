import { API_PATHS, type PaymentMethod } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const defaultPaymentMethodQueryKey = (tenantId: string) => `billing/clients/${tenantId}/default-payment-method`;

/** GET /billing/clients/{id}/default-payment-method: the default payment method, or null without one. */
export async function getDefaultPaymentMethod(tenantId: string): Promise<PaymentMethod | null> {
  const { data } = await apiClient.get<PaymentMethod | null>(API_PATHS.billing.defaultPaymentMethod(tenantId));
  return data ?? null;
}

export function useDefaultPaymentMethod(tenantId: string) {
  return useQuery(defaultPaymentMethodQueryKey(tenantId), () => getDefaultPaymentMethod(tenantId));
}
