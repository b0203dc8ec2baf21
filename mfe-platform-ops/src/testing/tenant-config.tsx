import { renderPageAt } from './page-helpers';
import { TenantConfigPage } from '../features/tenant-config/components/tenant-config-page';

export { spyToasts } from './page-helpers';
export { captureDownloads } from 'shared-kit/testing';

/** Renders the page at /config-tenant with its own query client. */
export const renderTenantConfigPage = () => renderPageAt('/config-tenant', <TenantConfigPage />);

