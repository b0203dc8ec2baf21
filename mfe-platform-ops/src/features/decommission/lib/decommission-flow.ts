/**
 * The state of Decommission Tenant and its transitions (docs/platform-ops.md#decommission-the-screen):
 * step 1 (a tenant ID to start with), step 2 (the resources to choose, previewed by a dry run before
 * the resume) and the wait for the workflow with its 120 s indicator. A reducer over pure steps,
 * read by `useDecommissionFlow`, which makes the calls, runs the timers and toasts.
 */
import type { Job } from 'shared-kit/contract';
import type { DecommissionStartAnswer, DecommissionSelection } from 'shared-kit/contract/platform-ops';
import { isTenantNotFound } from '../../../shared/workflow/workflow-status';
import { decommissionResources, decommissionSelection, type DecommissionResource, type DecommissionResourceField } from './decommission-resources';

/** How long the wait indicator runs: 120000 ms, 'up to 2 minutes' (docs/platform-ops.md#decommission-the-screen). */
export const DECOMMISSION_PROGRESS_MS = 120_000;
/** How often the wait indicator moves, ms. */
export const PROGRESS_TICK_MS = 1000;
/** How long the full indicator stays on screen when the job ended before the 120 s, ms. */
export const DONE_SHOWN_MS = 1500;

/** Where the page is: step 1, step 2, or waiting for the resumed workflow. */
export type DecommissionPhase = 'start' | 'select' | 'running';

/** Everything the page holds between renders. */
export interface DecommissionFlowState {
  phase: DecommissionPhase;
  /** The tenant ID typed in step 1. */
  tenantInput: string;
  /** The tenant whose decommission was started. */
  tenantId: string;
  /** The resources the started workflow's output lists. */
  resources: DecommissionResource[];
  /** The resources ticked in step 2. */
  chosen: DecommissionResourceField[];
  /** Whether the dry-run preview dialog is open. */
  previewing: boolean;
  /** Time on the wait indicator, ms. */
  elapsedMs: number;
  /** Whether the workflow ended with the tenant gone: the full indicator shows before step 1 comes back. */
  done: boolean;
  /** The tenant ID of the last refused start (the page then looks for its onboarding job). */
  refusedId: string | undefined;
}

/** What the user, an answer or a timer does to the page. */
export type DecommissionFlowAction =
  | { type: 'typeTenantId'; text: string }
  | { type: 'startSent' }
  | { type: 'startRefused'; tenantId: string }
  | { type: 'started'; tenantId: string; resources: DecommissionResource[] }
  | { type: 'choose'; chosen: DecommissionResourceField[] }
  | { type: 'chooseAll'; all: boolean }
  | { type: 'goBack' }
  | { type: 'preview' }
  | { type: 'cancelPreview' }
  | { type: 'confirmed' }
  | { type: 'tick' }
  | { type: 'finished' }
  | { type: 'clear' };

/** The page as it opens (and after 'Go to the beginning', a failure or the end): step 1, empty. */
export const INITIAL_DECOMMISSION_FLOW: DecommissionFlowState = {
  phase: 'start',
  tenantInput: '',
  tenantId: '',
  resources: [],
  chosen: [],
  previewing: false,
  elapsedMs: 0,
  done: false,
  refusedId: undefined,
};

/** Whether the resumed workflow is still under way: the status is polled and leaving warns. */
export function isWaiting(state: DecommissionFlowState): boolean {
  return state.phase === 'running' && !state.done;
}

/** Whether leaving loses input (docs/leaving.md): a tenant ID typed in step 1, or the started flow of step 2. */
export function hasUnsentInput(state: DecommissionFlowState): boolean {
  return (state.phase === 'start' && state.tenantInput !== '') || state.phase === 'select';
}

/** The selection of step 2 as the dry run previews it and the resume sends it. */
export function selectionOf(state: DecommissionFlowState): DecommissionSelection {
  return decommissionSelection(state.tenantId, state.resources, state.chosen);
}

/** Percent of the 120 s indicator after `elapsedMs`, at most 100. */
export function progressPercent(elapsedMs: number): number {
  return Math.min(100, Math.floor((elapsedMs / DECOMMISSION_PROGRESS_MS) * 100));
}

/**
 * The resources of a start's answer, or `undefined` when the start counts as refused ('Tenant not
 * found'): an answer that is not WAITING, carries an error, or has an output that cannot be read.
 *
 * @example startedResources({ status: 'RUNNING', output: '{}', … }) // undefined
 */
export function startedResources(answer: DecommissionStartAnswer): DecommissionResource[] | undefined {
  if (answer.status !== 'WAITING' || answer.error) return undefined;
  try {
    return decommissionResources(answer.output);
  } catch {
    return undefined; // An unreadable output is a refused start too: the toast says 'Tenant not found'.
  }
}

/**
 * What a status answer (or a failed status call) means while the decommission runs: 'Tenant Not
 * Found' is the end, the tenant gone; FAILED starts over; anything else (RUNNING, WAITING) waits on.
 */
export function decommissionPollOutcome(answer: { status?: string | null } | undefined, failure: unknown): 'done' | 'failed' | 'wait' {
  if (isTenantNotFound(answer) || (failure && isTenantNotFound(failure))) return 'done';
  if (answer?.status === 'FAILED') return 'failed';
  return 'wait';
}

/**
 * The onboarding job still under way for `tenantId`, if any: a job of kind 'onboarding', not
 * finished, whose link names the tenant ('/new-tenant?tenantId=T01').
 */
export function onboardingJobOf(jobs: readonly Job[] | undefined, tenantId: string): Job | undefined {
  return jobs?.find((job) => {
    if (job.kind !== 'onboarding' || job.state === 'SUCCEEDED' || job.state === 'FAILED') return false;
    const query = job.link.split('?')[1] ?? '';
    return new URLSearchParams(query).get('tenantId') === tenantId;
  });
}

/**
 * The page after `action` (docs/platform-ops.md#decommission-the-screen). A refused start keeps
 * the typed tenant ID on step 1; 'Go back' keeps it too, dropping the listed resources; the timer's
 * ticks count only while the workflow runs.
 */
export function decommissionFlow(state: DecommissionFlowState, action: DecommissionFlowAction): DecommissionFlowState {
  switch (action.type) {
    case 'typeTenantId':
      return { ...state, tenantInput: action.text };
    case 'startSent':
      return { ...state, refusedId: undefined };
    case 'startRefused':
      return { ...state, refusedId: action.tenantId };
    case 'started':
      return { ...state, tenantId: action.tenantId, resources: action.resources, chosen: [], phase: 'select' };
    case 'choose':
      return { ...state, chosen: action.chosen };
    case 'chooseAll':
      return { ...state, chosen: action.all ? state.resources.map((resource) => resource.field) : [] };
    case 'goBack':
      return { ...state, phase: 'start', resources: [], chosen: [] };
    case 'preview':
      return { ...state, previewing: true };
    case 'cancelPreview':
      return { ...state, previewing: false };
    case 'confirmed':
      return { ...state, previewing: false, phase: 'running', elapsedMs: 0 };
    case 'tick':
      return isWaiting(state) ? { ...state, elapsedMs: state.elapsedMs + PROGRESS_TICK_MS } : state;
    case 'finished':
      return isWaiting(state) ? { ...state, done: true } : state;
    case 'clear':
      return INITIAL_DECOMMISSION_FLOW;
  }
}
