import { renderPageAt } from '../../../shared/testing/page-helpers';
import { SplashConfigPage } from '../components/splash-config-page';

export { chooseOption, spyToasts } from '../../../shared/testing/page-helpers';

/** Renders the page at /splash-config with its own query client. */
export const renderSplashPage = () => renderPageAt('/splash-config', <SplashConfigPage />);
