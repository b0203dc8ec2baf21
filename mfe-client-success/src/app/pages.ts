import type { RemotePagesModule } from 'shared-kit/contract';
import { ClientFormPage } from '../features/client-forms/components/client-form-page';
import { ClientFormsPage } from '../features/client-forms/components/client-forms-page';

/** Pages of the client success remote, keyed by the route table's page keys. */
export const pages: RemotePagesModule['pages'] = {
  'client-forms': ClientFormsPage,
  'client-form': ClientFormPage,
};
