import type { RemotePages } from 'shared-kit/contract';
import { BillingPeriodOrdersPage } from '../features/billing-period-orders/components/billing-period-orders-page';
import { ClientsPage } from '../features/clients/components/clients-page';
import { InvoiceDetailsPage } from '../features/invoices/components/invoice-details-page';
import { InvoicesPage } from '../features/invoices/components/invoices-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import { ClientDetailsRoute } from './routes/client-details-route';

/**
 * The FINANCE pages of the console keyed by the route table's page keys (shared-kit
 * contract/routes.ts); the shell mounts them inside its router and layout.
 */
export const pages: RemotePages<'mfe-billing'> = {
  clients: ClientsPage,
  'client-details': ClientDetailsRoute,
  invoices: InvoicesPage,
  'invoice-details': InvoiceDetailsPage,
  'billing-period-orders': BillingPeriodOrdersPage,
  reports: ReportsPage,
};
