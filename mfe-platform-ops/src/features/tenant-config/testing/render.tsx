import { renderPageAt } from '../../../shared/testing/page-helpers';
import { TenantConfigPage } from '../components/tenant-config-page';

export { spyToasts } from '../../../shared/testing/page-helpers';
export { captureDownloads } from 'shared-kit/testing';

/** Renders the page at /config-tenant with its own query client. */
export const renderTenantConfigPage = () => renderPageAt('/config-tenant', <TenantConfigPage />);

