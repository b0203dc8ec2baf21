import { API_PATHS, type PaymentMethod } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const paymentMethodsQueryKey = (tenantId: string) => `billing/clients/${tenantId}/payment-methods`;

/** GET /billing/clients/{id}/payment-methods: cards and bank accounts on file. */
export async function getPaymentMethods(tenantId: string): Promise<PaymentMethod[]> {
  const { data } = await apiClient.get<PaymentMethod[]>(API_PATHS.billing.paymentMethods(tenantId));
  return data;
}

export function usePaymentMethods(tenantId: string, enabled = true) {
  return useQuery(enabled ? paymentMethodsQueryKey(tenantId) : null, () => getPaymentMethods(tenantId));
}
