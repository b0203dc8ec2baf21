import { API_PATHS, type InvoiceRow } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const invoicesQueryKey = (tenantId?: string) => (tenantId ? `billing/invoices?tenantId=${tenantId}` : 'billing/invoices');

/** GET /billing/invoices, optionally limited to one client (spec 02 §7 "Invoices list"). */
export async function getInvoices(tenantId?: string): Promise<InvoiceRow[]> {
  const { data } = await apiClient.get<InvoiceRow[]>(API_PATHS.billing.invoices, tenantId ? { params: { tenantId } } : {});
  return data;
}

export function useInvoices(tenantId?: string) {
  return useQuery(invoicesQueryKey(tenantId), () => getInvoices(tenantId));
}
