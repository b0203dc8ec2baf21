import { renderPageAt } from '../../../shared/testing/page-helpers';
import { BuyerDecryptPage } from '../components/buyer-decrypt-page';
import { SyncSettingsPage } from '../components/sync-settings-page';

export { spyToasts } from '../../../shared/testing/page-helpers';

/** Renders Buyer Decrypt at /buyer-decrypt with its own query client. */
export const renderBuyerDecryptPage = () => renderPageAt('/buyer-decrypt', <BuyerDecryptPage />);
/** Renders Sync Settings at /sync-settings with its own query client. */
export const renderSyncSettingsPage = () => renderPageAt('/sync-settings', <SyncSettingsPage />);
