import { useEffect, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OnboardingFileField, WorkflowStatus } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { usePendingTaskGuard, useUnsavedChangesGuard } from 'shared-kit/ui';
import { useCheckWorkflowStatus, useForgetWorkflowStatus, useWorkflowStatusPolling } from '../../../shared/workflow/use-workflow-status';
import { isTenantNotFound } from '../../../shared/workflow/workflow-status';
import { useResumeOnboarding, useStartOnboarding } from '../api/onboarding-workflow';
import { hasUnsentInput, initialOnboardingFlow, isPolling, onboardingFlow } from '../lib/onboarding-flow';
import { onboardingStartProblem, type OnboardingValues } from '../lib/onboarding-form';
import { STEP, type OnboardingStep } from '../lib/onboarding-steps';

/** The message of a status check that failed for another reason than 'Tenant Not Found' (docs/platform-ops.md#messages-when-a-call-fails). */
export const CHECK_STATUS_FAILED = 'Something went wrong,Unable to check status';
/** The query parameter naming the tenant whose onboarding to show (the job centre's link). */
export const TENANT_ID_PARAM = 'tenantId';

const keepPollingWhileRunning = (answer: WorkflowStatus) => answer.status === 'RUNNING';

/**
 * The Onboard New Tenant wizard (docs/platform-ops.md#onboard-new-tenant): its state (the
 * `onboardingFlow` reducer) and the calls that move it. Check Status asks the status once; Continue
 * and Confirm Status poll it every 15 s while RUNNING; a start or a resume puts the tenant in the
 * address (`?tenantId=`), which is checked once when the page opens with it. Leaving warns while a
 * workflow runs and asks while typed input is not sent.
 *
 * @example const flow = useOnboardingFlow(); flow.state.step; flow.check();
 */
export function useOnboardingFlow() {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedTenantId = searchParams.get(TENANT_ID_PARAM)?.trim() ?? '';
  const [state, dispatch] = useReducer(onboardingFlow, linkedTenantId, initialOnboardingFlow);

  const checkCall = useCheckWorkflowStatus();
  const forget = useForgetWorkflowStatus();
  const { start: startCall, isPending: starting } = useStartOnboarding();
  const resumeCall = useResumeOnboarding();

  const polling = isPolling(state);
  const status = useWorkflowStatusPolling(state.tenantId, { enabled: polling, keepPolling: keepPollingWhileRunning });
  usePendingTaskGuard(polling || starting || resumeCall.isPending);
  useUnsavedChangesGuard(hasUnsentInput(state, linkedTenantId) && !starting);

  const answer = polling ? status.data : undefined;
  useEffect(() => {
    if (answer) dispatch({ type: 'polled', answer });
  }, [answer]);

  const checkedLink = useRef(false);
  /**
   * Puts the followed tenant in the address, so a reload comes back to its onboarding (its status
   * checked at once, as from the job centre's link; the page does not check it again now), and
   * drops its cached status, so the polling that follows shows only new answers.
   */
  const showInAddress = (tenantId: string) => {
    checkedLink.current = true;
    setSearchParams({ [TENANT_ID_PARAM]: tenantId }, { replace: true });
    forget(tenantId);
  };
  const follow = (tenantId: string, step: OnboardingStep) => {
    showInAddress(tenantId);
    dispatch({ type: 'follow', tenantId, step });
  };

  const check = async (given = state.checkTenantId) => {
    const tenantId = given.trim();
    if (tenantId === '') return;
    dispatch({ type: 'checkSent' });
    let answerOrError: WorkflowStatus | unknown;
    try {
      answerOrError = await checkCall.mutateAsync({ body: { tenant_id: tenantId } });
    } catch (error) {
      if (!isTenantNotFound(error)) {
        showToast(CHECK_STATUS_FAILED);
        return;
      }
      answerOrError = error;
    }
    dispatch({ type: 'checkAnswered', tenantId, answerOrError });
  };

  useEffect(() => {
    if (linkedTenantId === '' || checkedLink.current) return;
    checkedLink.current = true;
    void check(linkedTenantId);
    // Only the link the page was opened with is checked, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedTenantId]);

  const start = async () => {
    const problem = onboardingStartProblem(state.values, state.files);
    dispatch({ type: 'startChecked', problem });
    if (problem) {
      // Each input's id is its field name: take the user to the field the alert names.
      if (problem.field) document.getElementById(problem.field)?.focus();
      return;
    }
    try {
      await startCall({ values: state.values, files: state.files });
    } catch {
      return; // The error toast said why; the form keeps what was typed.
    }
    follow(state.values.tenant_id.trim(), STEP.continue);
  };

  const resume = async () => {
    try {
      await resumeCall.mutateAsync({ body: { tenant_id: state.tenantId } });
    } catch {
      dispatch({ type: 'cancelResume' });
      return;
    }
    showInAddress(state.tenantId);
    dispatch({ type: 'resumed' });
  };

  const restart = () => {
    setSearchParams({}, { replace: true });
    dispatch({ type: 'restart' });
  };

  return {
    state,
    /** The polled status query of Continue and Confirm Status (its latest answer, error and refetch). */
    status,
    checking: checkCall.isPending,
    starting,
    resuming: resumeCall.isPending,
    typeCheckTenantId: (text: string) => dispatch({ type: 'typeCheckTenantId', text }),
    /** Check Status with the typed tenant ID. */
    check: () => void check(),
    /** Start Onboarding: checks the form, then starts the workflow and follows it on Continue. */
    start: () => void start(),
    editForm: (values: Partial<OnboardingValues>) => dispatch({ type: 'editForm', values }),
    chooseFile: (field: OnboardingFileField, file: File | undefined) => dispatch({ type: 'chooseFile', field, file }),
    goTo: (step: OnboardingStep) => dispatch({ type: 'goTo', step }),
    /** Continue with a RUNNING workflow Check Status shows. */
    followRunning: () => follow(state.tenantId, STEP.continue),
    askResume: () => dispatch({ type: 'askResume' }),
    cancelResume: () => dispatch({ type: 'cancelResume' }),
    /** Resumes the waiting workflow and follows it on Confirm Status. */
    resume: () => void resume(),
    restart,
  };
}
