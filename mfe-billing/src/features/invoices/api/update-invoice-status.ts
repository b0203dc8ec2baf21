import { API_PATHS, type InvoiceStatus, type UpdateInvoiceStatusRequest } from 'shared-kit/contract';
import { apiClient } from 'shared-kit/runtime';
import { DEFAULT_EDIT_STATUS } from '../lib/status-edit';

/** POST /billing/invoices/update-status: one status for a batch of invoices; PAID by default (spec 02 §4, §7). */
export async function updateInvoiceStatus(invoiceNumbers: string[], status: InvoiceStatus = DEFAULT_EDIT_STATUS): Promise<void> {
  const body: UpdateInvoiceStatusRequest = { invoiceNumbers, status };
  await apiClient.post(API_PATHS.billing.updateInvoiceStatus, body);
}
