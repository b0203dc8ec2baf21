import type { RemotePages } from 'shared-kit/contract';
import { BuyerDecryptPage } from './components/buyer-decrypt-page';
import { SyncSettingsPage } from './components/sync-settings-page';

/** The pages of this feature, keyed by the route table's page keys (spread into the remote's pages). */
export const testToolPages = {
  'buyer-decrypt': BuyerDecryptPage,
  'sync-settings': SyncSettingsPage,
} satisfies Partial<RemotePages<'mfe-platform-ops'>>;
