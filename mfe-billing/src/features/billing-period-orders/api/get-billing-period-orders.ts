import { API_PATHS, type BillingPeriodOrders } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const billingPeriodOrdersQueryKey = (invoiceNumber: string) => `billing/billing-period-orders/${invoiceNumber}`;

/** GET /billing/billing-period-orders/{invoiceNumber} (spec 02 §7 "Billing period orders"). */
export async function getBillingPeriodOrders(invoiceNumber: string): Promise<BillingPeriodOrders> {
  const { data } = await apiClient.get<BillingPeriodOrders>(API_PATHS.billing.billingPeriodOrders(invoiceNumber));
  return data;
}

export function useBillingPeriodOrders(invoiceNumber: string) {
  return useQuery(billingPeriodOrdersQueryKey(invoiceNumber), () => getBillingPeriodOrders(invoiceNumber));
}
