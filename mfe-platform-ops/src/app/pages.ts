import type { RemotePagesModule } from 'shared-kit/contract';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

/** Pages of the platform admin remote, keyed by the route table's page keys. */
export const pages: RemotePagesModule['pages'] = { dashboard: DashboardPage };
