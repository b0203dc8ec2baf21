import { AuctionOnboardingBodySchema } from 'shared-kit/contract/platform-ops';
import { OneShotOnboarding, type OneShotField } from '../../../shared/components/one-shot-onboarding';
import { onboardAuction } from '../api/auction-onboarding';

const FIELDS: readonly OneShotField<'tenant_id' | 'tenant_system_email'>[] = [
  { name: 'tenant_id', label: 'Tenant ID', placeholder: 'T01' },
  { name: 'tenant_system_email', label: 'Tenant System Email' },
];

/** The console's message for an e-mail that is not one (the spec's client-form text). */
export const INVALID_EMAIL = 'Invalid Email';

/**
 * Auction Onboarding at /auction-onboarding (docs/platform-ops.md#auction-and-po-onboarding-the-screen): Tenant ID and Tenant System
 * Email (at most 60 characters each, both non-blank to enable Onboard), the wait panel, then the
 * JSON result with Restart. Onboard checks the values with the endpoint's body schema first: a bad
 * e-mail says 'Invalid Email' under its field and sends nothing.
 */
export function AuctionOnboardingPage() {
  return (
    <OneShotOnboarding
      title="Auction Onboarding"
      fields={FIELDS}
      schema={AuctionOnboardingBodySchema}
      messages={{ tenant_system_email: { pattern: INVALID_EMAIL, tooShort: INVALID_EMAIL } }}
      onboard={(values, signal) => onboardAuction(values, signal)}
    />
  );
}
