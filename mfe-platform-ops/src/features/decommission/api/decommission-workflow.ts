import { PLATFORM_OPS_WORKFLOW_ENDPOINTS, type WorkflowResumeAnswer } from 'shared-kit/contract/platform-ops';
import { useEndpointMutation } from 'shared-kit/runtime';
import type { DryRunSummary } from 'shared-kit/ui';
import { RESOURCE_LABELS, decommissionExecutionName, type DecommissionSelection } from '../lib/decommission-resources';

const { decommissionStart, workflowResume } = PLATFORM_OPS_WORKFLOW_ENDPOINTS;

/** The endpoint the decommission is resumed with, previewed first with `dryRun=true`. */
export const DECOMMISSION_RESUME_ENDPOINT = workflowResume;

/**
 * Starts a decommission (POST /decommission/start): the tenant and
 * execution_name decommission-{tenant_id}-{timestamp}. The answer is WAITING with the tenant's
 * resources as JSON text. Failures are not toasted here: the screen shows 'Tenant not found' for any
 * (docs/platform-ops.md#decommission-the-screen).
 *
 * @example const { start } = useStartDecommission(); const answer = await start('T09');
 */
export function useStartDecommission() {
  const mutation = useEndpointMutation(decommissionStart);
  return {
    isPending: mutation.isPending,
    start: (tenantId: string) => mutation.mutateAsync({ body: { tenant_id: tenantId, execution_name: decommissionExecutionName(tenantId, Date.now()) } }),
  };
}

/** The resume call of a selection (docs/platform-ops.md#decommission-the-screen): tenant_id and decommission-resources {resources}. */
export function resumeInput(selection: DecommissionSelection) {
  return { body: { tenant_id: selection.tenant_id, 'decommission-resources': { resources: selection } } };
}

/**
 * The dry-run answer as the preview dialog shows it: one record per resource with something to
 * remove (what it is locally, how many items under an 'Items' heading, the items themselves listed
 * when the row is expanded), the selected ones with nothing to remove as skipped, and the total.
 *
 * @example decommissionSummary({ status: 'WAITING', dryRun: true, summary: { resources: [], total: 0 } }).records // []
 */
export function decommissionSummary(answer: WorkflowResumeAnswer): DryRunSummary {
  const resources = answer.summary?.resources ?? [];
  return {
    records: resources
      .filter((item) => item.count > 0)
      .map((item) => ({
        key: item.resource,
        label: `${RESOURCE_LABELS[item.resource]} — ${item.localCounterpart}`,
        amount: String(item.count),
        note: `Removes ${item.count === 1 ? 'it' : `all ${item.count}`}`,
        details: item.items,
      })),
    skipped: resources
      .filter((item) => item.count === 0)
      .map((item) => ({ key: item.resource, label: `${RESOURCE_LABELS[item.resource]} — ${item.localCounterpart}`, reason: 'Nothing to remove' })),
    amounts: [{ label: 'Total to remove', value: `${answer.summary?.total ?? 0} ${answer.summary?.total === 1 ? 'item' : 'items'}` }],
    amountTitle: 'Items',
  };
}
