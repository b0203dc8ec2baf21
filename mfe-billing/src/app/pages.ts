import type { RemotePagesModule } from 'shared-kit';
import { ClientsPage } from './clients-page';

export const pages: RemotePagesModule['pages'] = { clients: ClientsPage };
