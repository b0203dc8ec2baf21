import type { RemotePages } from 'shared-kit/contract';
import { lazyPage } from 'shared-kit/ui';

/**
 * Pages of the org admin remote, keyed by the route table's page keys. Each page loads with its own
 * chunk on first use (see lazyPage in shared-kit/ui).
 */
export const pages: RemotePages<'mfe-org-admin'> = {
  'internal-user-management': lazyPage(() => import('../features/internal-users/components/internal-user-management-page'), 'InternalUserManagementPage'),
};
