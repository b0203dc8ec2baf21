import type { RemotePages } from 'shared-kit/contract';
import { lazyPage } from 'shared-kit/ui';

/**
 * The FINANCE pages of the console keyed by the route table's page keys (shared-kit
 * contract/routes/routes.ts); the shell mounts them inside its router and layout. Each page loads with its
 * own chunk on first use, so /invoices does not download the clients, reports or details screens
 * (nor the antd parts only they use).
 */
export const pages: RemotePages<'mfe-billing'> = {
  clients: lazyPage(() => import('../features/clients/components/clients-page'), 'ClientsPage'),
  'client-details': lazyPage(() => import('./routes/client-details-route'), 'ClientDetailsRoute'),
  invoices: lazyPage(() => import('../features/invoices/components/invoices-page'), 'InvoicesPage'),
  'invoice-details': lazyPage(() => import('../features/invoices/components/invoice-details-page'), 'InvoiceDetailsPage'),
  'billing-period-orders': lazyPage(() => import('../features/billing-period-orders/components/billing-period-orders-page'), 'BillingPeriodOrdersPage'),
  reports: lazyPage(() => import('../features/reports/components/reports-page'), 'ReportsPage'),
};
