import { ClientDetails } from '../../features/clients/components/client-details';
import { InvoicesGrid } from '../../features/invoices/components/invoices-grid';

/** Client details with the invoice grid of this client in its Invoices tab (spec 02 §2.2). */
export function ClientDetailsRoute() {
  return <ClientDetails renderInvoices={(tenantId) => <InvoicesGrid view="CLIENT" tenantId={tenantId} />} />;
}
