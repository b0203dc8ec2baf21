import { useCallback } from 'react';
import { PLATFORM_OPS_WORKFLOW_ENDPOINTS, type WorkflowStatus } from 'shared-kit/contract/platform-ops';
import { endpointQueryKey, useConsoleQueryClient, useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';
import { WORKFLOW_POLL_INTERVAL_MS } from './workflow-status';

const STATUS = PLATFORM_OPS_WORKFLOW_ENDPOINTS.workflowStatus;

/** Options of {@link useWorkflowStatusPolling}. */
export interface WorkflowPollingOptions {
  /** Whether to load and poll now. */
  enabled: boolean;
  /** Whether the answer calls for another status call in {@link WORKFLOW_POLL_INTERVAL_MS}. */
  keepPolling: (answer: WorkflowStatus) => boolean;
}

/**
 * The tenant's workflow status (POST /workflow/status) through the query layer: loaded
 * once `enabled`, then again every 15000 ms after each answer for which `keepPolling` holds
 * (docs/platform-ops.md#waits-and-polling). A failed call is not toasted: the screen reads `error` (a 'Tenant Not Found'
 * may be the answer it waits for).
 *
 * @example const status = useWorkflowStatusPolling('T09', { enabled: step === 2, keepPolling: (a) => a.status === 'RUNNING' });
 */
export function useWorkflowStatusPolling(tenantId: string, { enabled, keepPolling }: WorkflowPollingOptions) {
  return useEndpointQuery(
    STATUS,
    { body: { tenant_id: tenantId } },
    {
      enabled: enabled && tenantId !== '',
      gcTime: 0,
      refetchInterval: (query) => (query.state.data && keepPolling(query.state.data) ? WORKFLOW_POLL_INTERVAL_MS : false),
    },
  );
}

/**
 * Drops the cached status of a tenant, so that polling started next shows only answers given
 * after it started (an earlier WAITING must not move a resumed workflow back a step).
 *
 * @example forgetStatus('T09'); setStep(STEP.confirmStatus);
 */
export function useForgetWorkflowStatus(): (tenantId: string) => void {
  const client = useConsoleQueryClient();
  return useCallback(
    (tenantId: string) => client.removeQueries({ queryKey: endpointQueryKey(STATUS, { body: { tenant_id: tenantId } }), exact: true }),
    [client],
  );
}

/**
 * One status call made on demand (the Check Status button): `mutateAsync({ body: {
 * tenant_id } })` resolves with the answer; a failure is not toasted (the screen decides whether it
 * means 'Tenant Not Found').
 */
export function useCheckWorkflowStatus() {
  return useEndpointMutation(STATUS);
}
