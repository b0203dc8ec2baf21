import { ClientDetails } from '../../features/clients/components/client-details';
import { InvoicesGrid } from '../../features/invoices/components/invoices-grid';

/** Client details with the invoice grid of this client in its Invoices tab (docs/billing.md#client-details). */
export function ClientDetailsRoute() {
  return <ClientDetails renderInvoices={(tenantId) => <InvoicesGrid view="CLIENT" tenantId={tenantId} />} />;
}
