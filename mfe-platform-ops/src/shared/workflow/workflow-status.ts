/**
 * What the console reads from POST /workflow/status (docs/platform-ops.md#waits-and-polling): the
 * statuses, the 'Tenant Not Found' answer and the 15 s polling interval of onboarding and
 * decommission (docs/platform-ops.md#waits-and-polling).
 */
import { TENANT_NOT_FOUND, WORKFLOW_WAITING_TYPES } from 'shared-kit/contract/platform-ops';
import { ApiError } from 'shared-kit/runtime';

/**
 * Interval between two status calls while an onboarding or decommission workflow runs: 15000 ms
 * (docs/platform-ops.md#waits-and-polling).
 */
export const WORKFLOW_POLL_INTERVAL_MS = 15_000;

/** The parts of a status answer the screens read (docs/platform-ops.md#waits-and-polling). */
export interface WorkflowStatusView {
  status?: string | null;
  type?: string | null;
  message?: string | null;
  error?: string | null;
}

function sameText(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.trim().toLowerCase() === b.toLowerCase();
}

/**
 * Whether a status answer, or the error of the status call, says 'Tenant Not Found' (docs/platform-ops.md#onboard-new-tenant):
 * the answer's `error`, or a failed call whose message or body `error`/`message` says it.
 *
 * @example isTenantNotFound({ error: 'Tenant Not Found' }) // true
 * @example isTenantNotFound(new ApiError('Tenant Not Found', 404)) // true
 */
export function isTenantNotFound(answerOrError: unknown): boolean {
  if (answerOrError instanceof ApiError) {
    const data = (answerOrError.data ?? {}) as Record<string, unknown>;
    return sameText(answerOrError.message, TENANT_NOT_FOUND) || sameText(data.error, TENANT_NOT_FOUND) || sameText(data.message, TENANT_NOT_FOUND);
  }
  if (answerOrError instanceof Error) return sameText(answerOrError.message, TENANT_NOT_FOUND);
  if (answerOrError === null || typeof answerOrError !== 'object') return false;
  return sameText((answerOrError as WorkflowStatusView).error, TENANT_NOT_FOUND);
}

/**
 * Whether the workflow pauses for DNS or CNAME records to be created: WAITING with type 'DNS
 * Mapping' or 'CNAME Records' (docs/platform-ops.md#onboard-new-tenant), which the Resume Workflow step continues.
 *
 * @example isWaitingForRecords({ status: 'WAITING', type: 'CNAME Records' }) // true
 */
export function isWaitingForRecords(answer: WorkflowStatusView | undefined): boolean {
  return answer?.status === 'WAITING' && WORKFLOW_WAITING_TYPES.some((type) => sameText(answer.type, type));
}

/**
 * The status as shown to the user: the status, its type and the message or error, e.g.
 * 'FAILED — Certificate request refused'.
 *
 * @example workflowStatusText({ status: 'WAITING', type: 'DNS Mapping' }) // 'WAITING (DNS Mapping)'
 */
export function workflowStatusText(answer: WorkflowStatusView): string {
  const status = answer.status ?? 'UNKNOWN';
  const typed = answer.type ? `${status} (${answer.type})` : status;
  const detail = answer.error || answer.message;
  return detail ? `${typed} — ${detail}` : typed;
}
