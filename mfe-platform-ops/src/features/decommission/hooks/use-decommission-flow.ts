import { useEffect, useReducer } from 'react';
import { ENDPOINTS } from 'shared-kit/contract';
import { DECOMMISSION_MESSAGES, type WorkflowStatus } from 'shared-kit/contract/platform-ops';
import { showToast, useEndpointQuery } from 'shared-kit/runtime';
import { usePendingTaskGuard, useUnsavedChangesGuard } from 'shared-kit/ui';
import { useForgetWorkflowStatus, useWorkflowStatusPolling } from '../../../shared/workflow/use-workflow-status';
import { isTenantNotFound } from '../../../shared/workflow/workflow-status';
import { useStartDecommission } from '../api/decommission-workflow';
import {
  DONE_SHOWN_MS,
  INITIAL_DECOMMISSION_FLOW,
  PROGRESS_TICK_MS,
  decommissionFlow,
  decommissionPollOutcome,
  hasUnsentInput,
  isWaiting,
  onboardingJobOf,
  selectionOf,
  startedResources,
} from '../lib/decommission-flow';
import type { DecommissionResourceField } from '../lib/decommission-resources';

/** The statuses while which the decommission is still under way (RUNNING keeps polling). */
const keepPolling = (answer: WorkflowStatus) => !isTenantNotFound(answer) && (answer.status === 'RUNNING' || answer.status === 'WAITING');

/**
 * Decommission Tenant (docs/platform-ops.md#decommission-the-screen): the page's state (the
 * `decommissionFlow` reducer) and what moves it. The start is refused with 'Tenant not found' for
 * any failure (and the jobs are read to tell a tenant still onboarding); once the dry run is
 * confirmed, the status is polled every 15 s and the indicator moves every second: 'Tenant Not
 * Found' is the end ('Tenant Decommissioned successfully', step 1 again after 1.5 s), FAILED
 * ('Decommission Failed, Try again') starts over. Leaving warns while it runs and asks while input
 * is not sent.
 *
 * @example const flow = useDecommissionFlow(); flow.start();
 */
export function useDecommissionFlow() {
  const [state, dispatch] = useReducer(decommissionFlow, INITIAL_DECOMMISSION_FLOW);
  const { phase, tenantId, done, refusedId } = state;
  const jobs = useEndpointQuery(ENDPOINTS.jobs, undefined, { enabled: refusedId !== undefined, retry: false });

  const { start: startCall, isPending: starting } = useStartDecommission();
  const forget = useForgetWorkflowStatus();
  const running = phase === 'running';
  const waiting = isWaiting(state);
  const status = useWorkflowStatusPolling(tenantId, { enabled: waiting, keepPolling });
  usePendingTaskGuard(waiting || starting);
  useUnsavedChangesGuard(hasUnsentInput(state));

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick' }), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  useEffect(() => {
    if (!done) return undefined;
    // The indicator shows the job done, then the page is back at step 1.
    const timer = setTimeout(() => dispatch({ type: 'clear' }), DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const answer = running ? status.data : undefined;
  const failure = running ? status.error : null;
  useEffect(() => {
    if (done) return;
    const outcome = decommissionPollOutcome(answer, failure);
    if (outcome === 'done') {
      showToast(DECOMMISSION_MESSAGES.succeeded, 'success');
      dispatch({ type: 'finished' });
    } else if (outcome === 'failed') {
      showToast(DECOMMISSION_MESSAGES.failed);
      dispatch({ type: 'clear' });
    }
  }, [answer, failure, done]);

  const start = async () => {
    const id = state.tenantInput.trim();
    if (id === '') return;
    dispatch({ type: 'startSent' });
    const resources = await startCall(id).then(startedResources, () => undefined);
    if (!resources) {
      showToast(DECOMMISSION_MESSAGES.startFailed);
      dispatch({ type: 'startRefused', tenantId: id });
      return;
    }
    dispatch({ type: 'started', tenantId: id, resources });
  };

  return {
    state,
    /** The polled status while the decommission runs (its latest answer). */
    status,
    starting,
    /** The onboarding job still under way for the tenant of a refused start, if any. */
    onboardingJob: refusedId === undefined ? undefined : onboardingJobOf(jobs.data, refusedId),
    /** The selection the dry run previews and the resume sends. */
    selection: selectionOf(state),
    typeTenantId: (text: string) => dispatch({ type: 'typeTenantId', text }),
    /** Start decommission flow with the typed tenant ID. */
    start: () => void start(),
    choose: (chosen: DecommissionResourceField[]) => dispatch({ type: 'choose', chosen }),
    chooseAll: (all: boolean) => dispatch({ type: 'chooseAll', all }),
    /** Go back: step 1 with the tenant ID kept. */
    goBack: () => dispatch({ type: 'goBack' }),
    /** Go to the beginning: step 1, empty. */
    clear: () => dispatch({ type: 'clear' }),
    preview: () => dispatch({ type: 'preview' }),
    cancelPreview: () => dispatch({ type: 'cancelPreview' }),
    /** The dry run was confirmed and the workflow resumed: wait for it. */
    confirmed: () => {
      forget(tenantId);
      dispatch({ type: 'confirmed' });
    },
  };
}
