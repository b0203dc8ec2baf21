import { renderPageAt } from './page-helpers';
import { UpdateConfigPage } from '../features/update-config/components/update-config-page';

export { chooseOption, spyToasts } from './page-helpers';

/** Renders the page at /update-config with a link to /dashboard beside it. */
export const renderUpdateConfigPage = () => renderPageAt('/update-config', <UpdateConfigPage />);
