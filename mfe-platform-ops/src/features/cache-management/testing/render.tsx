import { renderPageAt } from '../../../shared/testing/page-helpers';
import { CacheManagementPage } from '../components/cache-management-page';

export { chooseOption, offeredOptions, spyToasts } from '../../../shared/testing/page-helpers';

/** Renders the page at /cache-management, with /dashboard and a link to it beside. */
export const renderCachePage = () => renderPageAt('/cache-management', <CacheManagementPage />);
