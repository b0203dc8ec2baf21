import { renderPageAt } from '../../../shared/testing/page-helpers';
import { TranslationAutomationPage } from '../components/translation-automation-page';

export { offeredOptions, spyToasts } from '../../../shared/testing/page-helpers';

/** Renders the page at /translation-automation with its own query client. */
export const renderTranslationPage = () => renderPageAt('/translation-automation', <TranslationAutomationPage />);
