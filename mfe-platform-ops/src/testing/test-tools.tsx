import { renderPageAt } from './page-helpers';
import { BuyerDecryptPage } from '../features/test-tools/components/buyer-decrypt-page';
import { SyncSettingsPage } from '../features/test-tools/components/sync-settings-page';

export { spyToasts } from './page-helpers';

/** Renders Buyer Decrypt at /buyer-decrypt with its own query client. */
export const renderBuyerDecryptPage = () => renderPageAt('/buyer-decrypt', <BuyerDecryptPage />);
/** Renders Sync Settings at /sync-settings with its own query client. */
export const renderSyncSettingsPage = () => renderPageAt('/sync-settings', <SyncSettingsPage />);
