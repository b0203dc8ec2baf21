import { renderPageAt } from '../../../shared/testing/page-helpers';
import { UpdateConfigPage } from '../components/update-config-page';

export { chooseOption, spyToasts } from '../../../shared/testing/page-helpers';

/** Renders the page at /update-config with a link to /dashboard beside it. */
export const renderUpdateConfigPage = () => renderPageAt('/update-config', <UpdateConfigPage />);
