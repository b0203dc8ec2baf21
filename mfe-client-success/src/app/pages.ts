import type { RemotePages } from 'shared-kit/contract';
import { ClientFormPage } from '../features/client-forms/components/client-form-page';
import { ClientFormsPage } from '../features/client-forms/components/client-forms-page';
import { NewClientPage } from '../features/client-forms/components/new-client-page';

/** Pages of the client success remote, keyed by the route table's page keys (the public /new-client among them). */
export const pages: RemotePages<'mfe-client-success'> = {
  'client-forms': ClientFormsPage,
  'client-form': ClientFormPage,
  'new-client': NewClientPage,
};
