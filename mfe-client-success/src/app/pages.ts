import type { RemotePages } from 'shared-kit/contract';
import { lazyPage } from 'shared-kit/ui';

/**
 * Pages of the client success remote, keyed by the route table's page keys (the public /new-client
 * among them). Each page loads with its own chunk on first use (see lazyPage in shared-kit/ui).
 */
export const pages: RemotePages<'mfe-client-success'> = {
  'client-forms': lazyPage(() => import('../features/client-forms/components/client-forms-page'), 'ClientFormsPage'),
  'client-form': lazyPage(() => import('../features/client-forms/components/client-form-page'), 'ClientFormPage'),
  'new-client': lazyPage(() => import('../features/client-forms/components/new-client-page'), 'NewClientPage'),
};
