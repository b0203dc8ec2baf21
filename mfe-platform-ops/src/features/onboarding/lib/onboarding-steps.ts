/**
 * The steps of the Onboard New Tenant wizard and the status transitions between them
 * (docs/platform-ops.md#onboard-new-tenant).
 */
import { isTenantNotFound, isWaitingForRecords, type WorkflowStatusView } from '../../../shared/workflow/workflow-status';

/** The five steps' titles, in order (docs/platform-ops.md#onboard-new-tenant). */
export const ONBOARDING_STEPS = ['Check Status', 'Start Onboarding', 'Continue', 'Resume Workflow', 'Confirm Status'] as const;

/** A step by its index: 0 Check Status, 1 Start Onboarding, 2 Continue, 3 Resume Workflow, 4 Confirm Status. */
export type OnboardingStep = 0 | 1 | 2 | 3 | 4;

/** Indexes of the steps by name. */
export const STEP = { checkStatus: 0, startOnboarding: 1, continue: 2, resumeWorkflow: 3, confirmStatus: 4 } as const satisfies Record<string, OnboardingStep>;

/** Statuses that the Check Status step shows as they are (docs/platform-ops.md#onboard-new-tenant). */
export const SHOWN_STATUSES = ['FAILED', 'TIMED_OUT', 'ABORTED', 'RUNNING'] as const;

/** What Check Status does with an answer: go to a step, or stay and show the status. */
export type CheckStatusOutcome = { kind: 'step'; step: OnboardingStep } | { kind: 'show-status' };

/**
 * Where Check Status leads (docs/platform-ops.md#onboard-new-tenant): 'Tenant Not Found' to the form (step 2); FAILED,
 * TIMED_OUT, ABORTED or RUNNING shows the status; WAITING 'DNS Mapping' / 'CNAME Records' to Resume
 * (step 4); SUCCEEDED to Confirm (step 5); anything else to the form. `answerOrError` is the status
 * answer or the error of the call.
 *
 * @example checkStatusOutcome({ status: 'SUCCEEDED' }) // { kind: 'step', step: 4 }
 */
export function checkStatusOutcome(answerOrError: WorkflowStatusView | unknown): CheckStatusOutcome {
  if (isTenantNotFound(answerOrError)) return { kind: 'step', step: STEP.startOnboarding };
  const answer = (answerOrError instanceof Error ? undefined : answerOrError) as WorkflowStatusView | undefined;
  const status = answer?.status ?? '';
  if ((SHOWN_STATUSES as readonly string[]).includes(status)) return { kind: 'show-status' };
  if (isWaitingForRecords(answer)) return { kind: 'step', step: STEP.resumeWorkflow };
  if (status === 'SUCCEEDED') return { kind: 'step', step: STEP.confirmStatus };
  return { kind: 'step', step: STEP.startOnboarding };
}

/** What a poll of steps 3 and 5 does: poll again, move to a step, or stop with the status shown. */
export type PollOutcome = { kind: 'poll' } | { kind: 'step'; step: OnboardingStep } | { kind: 'stopped' };

/**
 * What a status answer means while steps 3 (Continue) and 5 (Confirm Status) poll (docs/platform-ops.md#onboard-new-tenant):
 * RUNNING polls again in 15 s; WAITING 'DNS Mapping' / 'CNAME Records' goes to Resume (step 4);
 * SUCCEEDED to Confirm (step 5); anything else (FAILED, TIMED_OUT, ABORTED, an error) stops polling
 * with the status shown.
 *
 * @example pollOutcome({ status: 'RUNNING' }) // { kind: 'poll' }
 */
export function pollOutcome(answer: WorkflowStatusView | undefined): PollOutcome {
  if (answer?.status === 'RUNNING') return { kind: 'poll' };
  if (isWaitingForRecords(answer)) return { kind: 'step', step: STEP.resumeWorkflow };
  if (answer?.status === 'SUCCEEDED') return { kind: 'step', step: STEP.confirmStatus };
  return { kind: 'stopped' };
}
