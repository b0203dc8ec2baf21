/**
 * The platform dashboard's own figures (docs/platform-ops.md#dashboard): the tenants counted by
 * lifecycle state. In the shared contract, not the platform admin's tooling entry, so the dashboard
 * (a landing page) loads no more of the contract than the shell already has.
 */
import { Type, type Static } from '@sinclair/typebox';
import { declareEndpoints } from './define-endpoint';
import { StringEnum } from './schema-helpers';

/**
 * A tenant's lifecycle state, in lifecycle order (docs/platform-ops.md#dashboard): being
 * decommissioned while a decommission workflow is open; else its client's status (Onboarding, Trial
 * Period, Active, Pending Deactivation, Deactivated); else Onboarding while an onboarding workflow
 * is open; else not a client (a tenant without a client record).
 */
export const TENANT_LIFECYCLE_STATES = ['ONBOARDING', 'TRIAL_PERIOD', 'ACTIVE', 'PENDING_DEACTIVATION', 'DEACTIVATED', 'DECOMMISSIONING', 'NOT_A_CLIENT'] as const;
/** See {@link TENANT_LIFECYCLE_STATES}. */
export type TenantLifecycleState = (typeof TENANT_LIFECYCLE_STATES)[number];

/** How the dashboard names each lifecycle state (the client statuses' chip labels for theirs). */
export const TENANT_LIFECYCLE_LABELS: Readonly<Record<TenantLifecycleState, string>> = {
  ONBOARDING: 'Onboarding',
  TRIAL_PERIOD: 'Trial Period',
  ACTIVE: 'Active',
  PENDING_DEACTIVATION: 'Pending Deactivation',
  DEACTIVATED: 'Deactivated',
  DECOMMISSIONING: 'Being decommissioned',
  NOT_A_CLIENT: 'Not a client',
};

/** The number of tenants in one lifecycle state. */
export const TenantLifecycleCountSchema = Type.Object({
  state: StringEnum(TENANT_LIFECYCLE_STATES),
  tenants: Type.Integer({ minimum: 0 }),
});
/** See {@link TenantLifecycleCountSchema}. */
export type TenantLifecycleCount = Static<typeof TenantLifecycleCountSchema>;

/** The dashboard's endpoints. */
export const DASHBOARD_ENDPOINTS = declareEndpoints({
  tenantLifecycleCounts: {
    method: 'GET',
    path: '/dashboard/tenant-lifecycle',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: 'The number of tenants in each lifecycle state, every state in lifecycle order (zero included)',
    responses: { 200: Type.Array(TenantLifecycleCountSchema) },
  },
});
