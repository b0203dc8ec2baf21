import { API_PATHS, type InvoiceDetails } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { useQuery } from '../../../lib/use-query';

export const invoiceDetailsQueryKey = (invoiceNumber: string) => `billing/invoices/${invoiceNumber}`;

/** GET /billing/invoices/{invoiceNumber} (spec 02 §7 "Invoice details"). */
export async function getInvoiceDetails(invoiceNumber: string): Promise<InvoiceDetails> {
  const { data } = await apiClient.get<InvoiceDetails>(API_PATHS.billing.invoiceDetails(invoiceNumber));
  return data;
}

export function useInvoiceDetails(invoiceNumber: string) {
  return useQuery(invoiceDetailsQueryKey(invoiceNumber), () => getInvoiceDetails(invoiceNumber));
}
