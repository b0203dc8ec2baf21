/**
 * Leave-page guards (docs/leaving.md): the pending-task guard and the unsaved-changes
 * guard. Each warns before
 * the page unloads (the browser's own prompt) and holds the page's leave register, which the one
 * router blocker (the shell's, under its data router) asks before any
 * in-app navigation: Back, Forward, a menu, palette or other link.
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { holdLeave, useSessionStore } from 'shared-kit/runtime';

/**
 * The browser warning while a task is pending (docs/leaving.md).
 *
 * @example usePendingTaskGuard(uploading) // warns with PENDING_TASK_MESSAGE
 */
export const PENDING_TASK_MESSAGE = 'There is one task pending, do you want to leave anyways?';
/**
 * The confirmation of leaving with unsaved changes (docs/leaving.md).
 *
 * @example window.confirm(UNSAVED_CHANGES_MESSAGE)
 */
export const UNSAVED_CHANGES_MESSAGE = 'You have some unsaved changes. OK to forget these changes and leave the page?';
/**
 * Name of the session-store flag that marks a pending task.
 *
 * @example useSessionStore.getState().setFlag(PENDING_TASK_FLAG, true)
 */
export const PENDING_TASK_FLAG = 'pendingTask';

function useBeforeUnloadWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own text; older ones show this one.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);
}

/** Holds the page's leave register with `message` while `active`. */
function useLeaveHold(active: boolean, message: string): void {
  useEffect(() => (active ? holdLeave(message) : undefined), [active, message]);
}

/**
 * Warns while a task is pending (docs/leaving.md): with 'There is one task pending, do you want to leave
 * anyways?' unless a custom message is given, before the page unloads (the browser's prompt) and
 * before any in-app navigation (docs/leaving.md). Without `pending`, the session store's
 * `pendingTask` flag decides (`setFlag('pendingTask', true)` while e.g. an upload runs).
 *
 * @example usePendingTaskGuard(uploading);
 * @example usePendingTaskGuard(undefined, 'The deployment is still running.');
 */
export function usePendingTaskGuard(pending?: boolean, message: string = PENDING_TASK_MESSAGE): void {
  const flag = useSessionStore((s) => s.flags[PENDING_TASK_FLAG] === true);
  useBeforeUnloadWarning(pending ?? flag, message);
  useLeaveHold(pending ?? flag, message);
}

/** What {@link useUnsavedChangesGuard} gives back. */
export interface UnsavedChangesGuard {
  /**
   * Asks 'You have some unsaved changes. OK to forget these changes and leave the page?' when
   * there are changes; `true` means go ahead (always `true` without changes). For actions that
   * drop the edits without navigating (switching tenant, CANCEL CHANGES).
   */
  confirmDiscard(): boolean;
}

interface BlockableNavigator {
  push(...args: unknown[]): void;
  replace(...args: unknown[]): void;
}

/**
 * Guards unsaved input (docs/leaving.md): while `dirty`, unloading the page
 * shows the browser's prompt, and in-app navigation (Back, Forward, links, navigate()) asks 'You
 * have some unsaved changes. OK to forget these changes and leave the page?' first and stays put on
 * Cancel. Under the shell's data router its one leave blocker asks; under a plain router (a
 * remote run on its own, a unit test) the router's navigator is wrapped instead (links and
 * navigate() only).
 *
 * @example const { confirmDiscard } = useUnsavedChangesGuard(isDirty);
 * @example if (confirmDiscard()) setTenant(next);
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string = UNSAVED_CHANGES_MESSAGE): UnsavedChangesGuard {
  useBeforeUnloadWarning(dirty, message);
  useLeaveHold(dirty, message);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const navigation = useContext(UNSAFE_NavigationContext) as { navigator?: BlockableNavigator } | null;
  const navigator = dataRouter ? undefined : navigation?.navigator;
  const messageRef = useRef(message);
  messageRef.current = message;
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  useEffect(() => {
    if (!dirty || !navigator) return undefined;
    const { push, replace } = navigator;
    // Only a change of page asks: a screen updating its own address (a query parameter) does not.
    const samePage = (to: unknown) => {
      if (typeof to === 'string') return new URL(to, `http://page${pathnameRef.current}`).pathname === pathnameRef.current;
      const pathname = (to as { pathname?: string } | null)?.pathname;
      return pathname === undefined || pathname === '' || pathname === pathnameRef.current;
    };
    const guard =
      (original: (...args: unknown[]) => void) =>
      (...args: unknown[]) => {
        if (samePage(args[0]) || window.confirm(messageRef.current)) original.apply(navigator, args);
      };
    navigator.push = guard(push);
    navigator.replace = guard(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [dirty, navigator]);

  const confirmDiscard = useCallback(() => !dirty || window.confirm(messageRef.current), [dirty]);
  return { confirmDiscard };
}

/** What {@link useUnsentInputGuard} gives back. */
export interface UnsentInputGuard<Values> extends UnsavedChangesGuard {
  /** Whether the values differ from the ones last sent (from the initial ones before any send). */
  dirty: boolean;
  /**
   * Records `sent` as used (saved, sent or acted on): the page is clean until the values differ
   * from them. Call it with the values of the call that succeeded; after a failure, don't.
   */
  markSent(sent: Values): void;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Whether two form values are the same: the same value (a `File` is the same only as itself), or
 * plain objects with the same keys holding the same values.
 */
function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => Object.is(a[key], b[key]));
}

/**
 * {@link useUnsavedChangesGuard} for a form whose input is sent, not kept on screen as saved state
 * (docs/leaving.md): the page holds unsaved input while `values` differ from the ones last sent,
 * or from `initial` before any send. A form that keeps what was typed after a successful call (to
 * send it again, or to show what was done) is clean again until the user changes it. `values` is a
 * primitive or an object of primitives (strings, booleans, a chosen `File`), compared key by key.
 *
 * @example const guard = useUnsentInputGuard(values, EMPTY); ... await sync(values); guard.markSent(values);
 */
export function useUnsentInputGuard<Values>(values: Values, initial: Values, message: string = UNSAVED_CHANGES_MESSAGE): UnsentInputGuard<Values> {
  const [sent, setSent] = useState<Values>(initial);
  const dirty = !sameValues(values, sent);
  const { confirmDiscard } = useUnsavedChangesGuard(dirty, message);
  const markSent = useCallback((used: Values) => setSent(() => used), []);
  return { dirty, markSent, confirmDiscard };
}

