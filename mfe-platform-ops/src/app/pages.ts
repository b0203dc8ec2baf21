import type { RemotePages } from 'shared-kit/contract';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

/** Pages of the platform admin remote, keyed by the route table's page keys. */
export const pages: RemotePages<'mfe-platform-ops'> = { dashboard: DashboardPage };
