import { PoOnboardingBodySchema } from 'shared-kit/contract/platform-ops';
import { OneShotOnboarding, type OneShotField } from '../../../shared/components/one-shot-onboarding';
import { onboardPo } from '../api/po-onboarding';

const FIELDS: readonly OneShotField<'tenant_id'>[] = [{ name: 'tenant_id', label: 'Tenant ID', placeholder: 'T01' }];

/**
 * PO Onboarding at /po-onboarding (docs/platform-ops.md#auction-and-po-onboarding-the-screen): as Auction Onboarding with only the Tenant
 * ID (at most 60 characters, non-blank to enable Onboard).
 */
export function PoOnboardingPage() {
  return <OneShotOnboarding title="PO Onboarding" fields={FIELDS} schema={PoOnboardingBodySchema} onboard={(values, signal) => onboardPo(values, signal)} />;
}
