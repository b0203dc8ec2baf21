import { API_PATHS, apiClient } from 'shared-kit';

/** GET /billing/invoices/{invoiceNumber}/preview: the invoice as a PDF (spec 02 §7 "Invoice preview"). */
export async function getInvoicePreview(invoiceNumber: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(API_PATHS.billing.invoicePreview(invoiceNumber), {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  return data;
}
