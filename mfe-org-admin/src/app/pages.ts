import type { RemotePages } from 'shared-kit/contract';
import { InternalUserManagementPage } from '../features/internal-users/components/internal-user-management-page';

/** Pages of the org admin remote, keyed by the route table's page keys. */
export const pages: RemotePages<'mfe-org-admin'> = { 'internal-user-management': InternalUserManagementPage };
