/**
 * The state of the Onboard New Tenant wizard and its transitions (docs/platform-ops.md#onboard-new-tenant):
 * a reducer over pure steps, read by `useOnboardingFlow`. The calls, the address and the focus stay
 * in the hook; here is only what each answer or click does to the wizard.
 */
import type { OnboardingFileField, WorkflowStatus } from 'shared-kit/contract/platform-ops';
import { emptyOnboardingValues, type OnboardingFiles, type OnboardingProblem, type OnboardingValues } from './onboarding-form';
import { STEP, checkStatusOutcome, pollOutcome, type OnboardingStep } from './onboarding-steps';

/** Everything the wizard holds between renders. */
export interface OnboardingFlowState {
  step: OnboardingStep;
  /** The tenant ID typed in Check Status. */
  checkTenantId: string;
  /** The status Check Status shows as it is (FAILED, TIMED_OUT, ABORTED, RUNNING). */
  shownStatus: WorkflowStatus | undefined;
  /** The form of Start Onboarding, kept through every error and every step back. */
  values: OnboardingValues;
  files: OnboardingFiles;
  /** Why the last start was refused before sending, or `undefined`. */
  problem: OnboardingProblem | undefined;
  /** The tenant whose workflow the wizard follows (checked, started or resumed). */
  tenantId: string;
  /** The WAITING answer whose records Resume Workflow lists. */
  waiting: WorkflowStatus | undefined;
  /** The SUCCEEDED answer Confirm Status shows. */
  succeeded: WorkflowStatus | undefined;
  /** The answer that stopped polling (FAILED, TIMED_OUT, ABORTED, …), shown until the user goes back. */
  stopped: WorkflowStatus | undefined;
  /** Whether the Resume Workflow confirmation is open. */
  confirmingResume: boolean;
}

/** What the user or an answer does to the wizard. */
export type OnboardingFlowAction =
  | { type: 'typeCheckTenantId'; text: string }
  | { type: 'checkSent' }
  | { type: 'checkAnswered'; tenantId: string; answerOrError: WorkflowStatus | unknown }
  | { type: 'polled'; answer: WorkflowStatus }
  | { type: 'goTo'; step: OnboardingStep }
  | { type: 'follow'; tenantId: string; step: OnboardingStep }
  | { type: 'editForm'; values: Partial<OnboardingValues> }
  | { type: 'chooseFile'; field: OnboardingFileField; file: File | undefined }
  | { type: 'startChecked'; problem: OnboardingProblem | undefined }
  | { type: 'askResume' }
  | { type: 'cancelResume' }
  | { type: 'resumed' }
  | { type: 'restart' };

/**
 * The wizard as it opens: Check Status with the tenant of the job centre's link (`?tenantId=`)
 * typed, or empty, and the form empty with its defaults.
 *
 * @example initialOnboardingFlow('T42').checkTenantId // 'T42'
 */
export function initialOnboardingFlow(linkedTenantId = ''): OnboardingFlowState {
  return {
    step: STEP.checkStatus,
    checkTenantId: linkedTenantId,
    shownStatus: undefined,
    values: emptyOnboardingValues(),
    files: {},
    problem: undefined,
    tenantId: '',
    waiting: undefined,
    succeeded: undefined,
    stopped: undefined,
    confirmingResume: false,
  };
}

/**
 * Whether the wizard polls the workflow status now: on Continue, and on Confirm Status until
 * SUCCEEDED, as long as no answer stopped it.
 */
export function isPolling(state: OnboardingFlowState): boolean {
  return (state.step === STEP.continue || (state.step === STEP.confirmStatus && !state.succeeded)) && !state.stopped;
}

/**
 * Whether typed input not sent yet would be lost by leaving (docs/leaving.md): a tenant ID typed
 * in Check Status (other than the link's), or anything typed or chosen in the form of Start Onboarding.
 */
export function hasUnsentInput(state: OnboardingFlowState, linkedTenantId: string): boolean {
  const typed = state.checkTenantId.trim();
  if (state.step === STEP.checkStatus) return typed !== '' && typed !== linkedTenantId;
  if (state.step !== STEP.startOnboarding) return false;
  const blank = (values: OnboardingValues) => JSON.stringify({ ...values, tenant_id: '' });
  return Object.keys(state.files).length > 0 || blank(state.values) !== blank(emptyOnboardingValues());
}

/** Moves to a step, clearing a stopped workflow's panel. */
function goTo(state: OnboardingFlowState, step: OnboardingStep): OnboardingFlowState {
  return { ...state, stopped: undefined, step };
}

/** Where a status answer of Check Status leads (see `checkStatusOutcome`); the answer's tenant is followed. */
function checkAnswered(state: OnboardingFlowState, tenantId: string, answerOrError: WorkflowStatus | unknown): OnboardingFlowState {
  const outcome = checkStatusOutcome(answerOrError);
  const answer = answerOrError as WorkflowStatus;
  const checked = { ...state, tenantId };
  if (outcome.kind === 'show-status') return { ...checked, shownStatus: answer };
  if (outcome.step === STEP.startOnboarding) return goTo({ ...checked, values: { ...state.values, tenant_id: tenantId } }, outcome.step);
  if (outcome.step === STEP.resumeWorkflow) return goTo({ ...checked, waiting: answer }, outcome.step);
  if (outcome.step === STEP.confirmStatus) return goTo({ ...checked, succeeded: answer }, outcome.step);
  return goTo(checked, outcome.step);
}

/** What an answer of the polling on Continue or Confirm Status does (see `pollOutcome`); ignored when not polling. */
function polled(state: OnboardingFlowState, answer: WorkflowStatus): OnboardingFlowState {
  if (!isPolling(state)) return state;
  const outcome = pollOutcome(answer);
  if (outcome.kind === 'poll') return state;
  if (outcome.kind === 'stopped') return { ...state, stopped: answer };
  if (outcome.step === STEP.resumeWorkflow) return { ...state, waiting: answer, step: outcome.step };
  if (outcome.step === STEP.confirmStatus) return { ...state, succeeded: answer, step: outcome.step };
  return { ...state, step: outcome.step };
}

/** Follows a started or resumed workflow of `tenantId` from `step` (Continue or Confirm Status) on. */
function follow(state: OnboardingFlowState, tenantId: string, step: OnboardingStep): OnboardingFlowState {
  return goTo({ ...state, tenantId, succeeded: undefined }, step);
}

/**
 * The wizard after `action` (docs/platform-ops.md#onboard-new-tenant). Pure: the calls are made by
 * `useOnboardingFlow`, which reports their outcome here.
 *
 * @example onboardingFlow(state, { type: 'polled', answer: { status: 'RUNNING' } }) // state, unchanged
 */
export function onboardingFlow(state: OnboardingFlowState, action: OnboardingFlowAction): OnboardingFlowState {
  switch (action.type) {
    case 'typeCheckTenantId':
      return { ...state, checkTenantId: action.text };
    case 'checkSent':
      return { ...state, shownStatus: undefined };
    case 'checkAnswered':
      return checkAnswered(state, action.tenantId, action.answerOrError);
    case 'polled':
      return polled(state, action.answer);
    case 'goTo':
      return goTo(state, action.step);
    case 'follow':
      return follow(state, action.tenantId, action.step);
    case 'editForm':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'chooseFile':
      return { ...state, files: { ...state.files, [action.field]: action.file } };
    case 'startChecked':
      return { ...state, problem: action.problem };
    case 'askResume':
      return { ...state, confirmingResume: true };
    case 'cancelResume':
      return { ...state, confirmingResume: false };
    case 'resumed':
      return follow({ ...state, confirmingResume: false, waiting: undefined }, state.tenantId, STEP.confirmStatus);
    case 'restart':
      return { ...initialOnboardingFlow(), tenantId: state.tenantId };
  }
}
