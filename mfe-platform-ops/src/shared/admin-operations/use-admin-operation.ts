import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_OPERATION_MESSAGES, ADMIN_STATUS_POLL_INTERVAL_MS, keepPollingAdminStatus, type AdminOperationAnswer, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { showToast, useEndpointMutation } from 'shared-kit/runtime';

/** Options of {@link useAdminOperation}. */
export interface AdminOperationOptions {
  /** Interval between two admin-status calls while 'Waiting', ms; default 60000 (docs/platform-ops.md#waits-and-polling). Tests pass a short one or use fake timers. */
  pollIntervalMs?: number;
  /**
   * Toast the outcome (default true): 'Succeeded' shows its Message (when it has one) as a success
   * toast, 'Failed' its Message or 'Something went wrong' as an error toast, a failed admin-status
   * call 'Something went wrong,Unable to check status' (docs/platform-ops.md#messages-when-a-call-fails).
   */
  toasts?: boolean;
  /** Runs once when the tracked operation ends 'Succeeded' or 'Failed' (e.g. to reload a list). */
  onFinished?: (answer: AdminOperationAnswer) => void;
}

/** What {@link useAdminOperation} gives the screen. */
export interface AdminOperationTracker {
  /**
   * Follows the answer of a starting call (any endpoint answering `{ AdminOperationId, Status }`):
   * a finished answer is shown at once; 'Waiting' starts the admin-status poll. Replaces whatever
   * was tracked before.
   */
  track(answer: AdminOperationAnswer): void;
  /** Forgets the tracked operation and stops polling (e.g. before a new start). */
  reset(): void;
  /** The latest answer about the tracked operation, or `undefined` when none is tracked. */
  answer: AdminOperationAnswer | undefined;
  /** Whether the tracked operation is 'Waiting' (a poll is scheduled or under way). */
  waiting: boolean;
  /** Whether the last admin-status call failed: polling stopped ('Something went wrong,Unable to check status'). */
  checkFailed: boolean;
}

/**
 * Follows an admin operation (docs/platform-ops.md#admin-operations): give it the
 * starting call's answer with `track(answer)`; while the answer says 'Waiting' it calls POST
 * /admin-status `{ AdminOperationId }` every `pollIntervalMs` (60000 ms by default; the first call
 * one interval after the start), then shows the result. Polling stops when the answer is
 * 'Succeeded' or 'Failed', when an admin-status call fails, on `reset()` and on unmount.
 *
 * @example
 * const operation = useAdminOperation({ onFinished: () => ledger.refetch() });
 * const answer = await start.mutateAsync({ body });
 * operation.track(answer);
 * return <AdminOperationResult tracker={operation} />;
 */
export function useAdminOperation(options: AdminOperationOptions = {}): AdminOperationTracker {
  const { pollIntervalMs = ADMIN_STATUS_POLL_INTERVAL_MS, toasts = true } = options;
  const [answer, setAnswer] = useState<AdminOperationAnswer | undefined>(undefined);
  const [checkFailed, setCheckFailed] = useState(false);
  // Counts the answers received: each one schedules the next poll, even one equal to the last.
  const [round, setRound] = useState(0);
  const check = useEndpointMutation(PLATFORM_OPS_ENDPOINTS.adminStatus);
  const checkCall = useRef(check.mutateAsync);
  checkCall.current = check.mutateAsync;
  const onFinished = useRef(options.onFinished);
  onFinished.current = options.onFinished;
  // Which tracking the answers belong to: an answer to an earlier tracking is dropped.
  const generation = useRef(0);

  const settle = useCallback(
    (next: AdminOperationAnswer) => {
      setAnswer(next);
      setRound((current) => current + 1);
      if (keepPollingAdminStatus(next)) return;
      if (toasts && next.Status === 'Succeeded' && next.Message) showToast(next.Message, 'success');
      if (toasts && next.Status === 'Failed') showToast(next.Message || ADMIN_OPERATION_MESSAGES.failed, 'error');
      onFinished.current?.(next);
    },
    [toasts],
  );

  const track = useCallback(
    (next: AdminOperationAnswer) => {
      generation.current += 1;
      setCheckFailed(false);
      settle(next);
    },
    [settle],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    setCheckFailed(false);
    setAnswer(undefined);
  }, []);

  const waiting = keepPollingAdminStatus(answer) && !checkFailed;
  useEffect(() => {
    if (!waiting || !answer) return undefined;
    const tracking = generation.current;
    const timer = setTimeout(() => {
      checkCall
        .current({ body: { AdminOperationId: answer.AdminOperationId } })
        .then((next) => {
          if (generation.current === tracking) settle(next);
        })
        .catch(() => {
          if (generation.current !== tracking) return;
          setCheckFailed(true);
          if (toasts) showToast(ADMIN_OPERATION_MESSAGES.unableToCheckStatus, 'error');
        });
    }, pollIntervalMs);
    return () => clearTimeout(timer);
  }, [answer, round, waiting, pollIntervalMs, settle, toasts]);

  return { track, reset, answer, waiting, checkFailed };
}
