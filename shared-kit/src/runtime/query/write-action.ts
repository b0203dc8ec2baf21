/**
 * One mechanism for every handler that writes (docs/writes.md): inert while it runs, one user action
 * per click, the same action again on a Retry of a failure.
 */
import { useCallback, useRef, useState } from 'react';
import { runUserAction, UserAction } from '../api/idempotency';

/** What {@link useWriteAction} gives back. */
export interface WriteAction<Args extends unknown[], T> {
  /**
   * Runs the handler unless a run is in flight: a call made meanwhile (a doubled click or submit)
   * does nothing and resolves `undefined`. Never rejects: the handler reports its own failures.
   */
  run(...args: Args): Promise<T | undefined>;
  /** True from the first call until the run settles: show it on the button (`loading`, `disabled`). */
  pending: boolean;
}

function argsText(args: unknown[]): string {
  try {
    return JSON.stringify(args) ?? '';
  } catch {
    return String(Math.random());
  }
}

/**
 * Guards a screen's write handler (a form's submit, a confirm's OK): from the first call until the
 * promise it returns settles, further calls are ignored — checked synchronously, so a double click
 * or a doubled form submit writes once — and `pending` is true. Each run is one user action: its
 * state-changing requests carry `Idempotency-Key`s, the same keys again when the previous run failed
 * (rejected) and this one has the same arguments (the user's Retry), new keys otherwise. Writes
 * made through `useEndpointMutation` inside the handler belong to the same action.
 *
 * @example
 * const submit = useWriteAction(async () => { await save.mutateAsync({ body }); showToast('Saved', 'success'); });
 * <Form onFinish={() => void submit.run()}><Button htmlType="submit" loading={submit.pending}>Save</Button></Form>
 */
export function useWriteAction<Args extends unknown[], T>(handler: (...args: Args) => Promise<T>): WriteAction<Args, T> {
  const state = useRef<{ busy: boolean; failed?: { args: string; action: UserAction } }>({ busy: false });
  const latest = useRef(handler);
  latest.current = handler;
  const [pending, setPending] = useState(false);
  const run = useCallback(async (...args: Args): Promise<T | undefined> => {
    const current = state.current;
    if (current.busy) return undefined;
    current.busy = true;
    setPending(true);
    const text = argsText(args);
    const action = current.failed?.args === text ? current.failed.action : new UserAction();
    try {
      const answer = await runUserAction(action, () => latest.current(...args));
      current.failed = undefined;
      return answer;
    } catch {
      current.failed = { args: text, action };
      return undefined;
    } finally {
      current.busy = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
