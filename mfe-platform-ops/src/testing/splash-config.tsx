import { renderPageAt } from './page-helpers';
import { SplashConfigPage } from '../features/splash-config/components/splash-config-page';

export { chooseOption, spyToasts } from './page-helpers';

/** Renders the page at /splash-config with its own query client. */
export const renderSplashPage = () => renderPageAt('/splash-config', <SplashConfigPage />);
