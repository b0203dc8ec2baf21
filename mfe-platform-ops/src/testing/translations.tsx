import { renderPageAt } from './page-helpers';
import { TranslationAutomationPage } from '../features/translations/components/translation-automation-page';

export { offeredOptions, spyToasts } from './page-helpers';

/** Renders the page at /translation-automation with its own query client. */
export const renderTranslationPage = () => renderPageAt('/translation-automation', <TranslationAutomationPage />);
