import { OneShotOnboarding, type OneShotField } from '../../../shared/components/one-shot-onboarding';
import { onboardAuction } from '../api/auction-onboarding';

const FIELDS: readonly OneShotField<'tenant_id' | 'tenant_system_email'>[] = [
  { name: 'tenant_id', label: 'Tenant ID', placeholder: 'T01' },
  { name: 'tenant_system_email', label: 'Tenant System Email' },
];

/**
 * Auction Onboarding at /auction-onboarding (spec 01 §2, §4, §5): Tenant ID and Tenant System
 * Email (at most 60 characters each, both non-blank to enable Onboard), the wait panel, then the
 * JSON result with Restart.
 */
export function AuctionOnboardingPage() {
  return <OneShotOnboarding title="Auction Onboarding" fields={FIELDS} onboard={(values, signal) => onboardAuction(values, signal)} />;
}
