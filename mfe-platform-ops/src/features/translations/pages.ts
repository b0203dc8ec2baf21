import type { RemotePages } from 'shared-kit/contract';
import { TranslationAutomationPage } from './components/translation-automation-page';

/** The pages of this feature, keyed by the route table's page keys (spread into the remote's pages). */
export const translationPages = {
  'translation-automation': TranslationAutomationPage,
} satisfies Partial<RemotePages<'mfe-platform-ops'>>;
