import { renderPageAt } from './page-helpers';
import { CacheManagementPage } from '../features/cache-management/components/cache-management-page';

export { chooseOption, offeredOptions, spyToasts } from './page-helpers';

/** Renders the page at /cache-management, with /dashboard and a link to it beside. */
export const renderCachePage = () => renderPageAt('/cache-management', <CacheManagementPage />);
