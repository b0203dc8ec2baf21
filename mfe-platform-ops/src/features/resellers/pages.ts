import type { RemotePages } from 'shared-kit/contract';
import { PxnrSyncPage } from './components/pxnr-sync-page';
import { ResellerInvitationPage } from './components/reseller-invitation-page';
import { ResellerOnboardingPage } from './components/reseller-onboarding-page';

/** The pages of this feature, keyed by the route table's page keys (spread into the remote's pages). */
export const resellerPages = {
  'reseller-onboarding': ResellerOnboardingPage,
  'reseller-invitation': ResellerInvitationPage,
  'pxnr-sync': PxnrSyncPage,
} satisfies Partial<RemotePages<'mfe-platform-ops'>>;
