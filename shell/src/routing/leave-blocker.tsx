import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router-dom';
import { leaveMessage, subscribeLeaveHolds } from 'shared-kit/runtime/core';

/**
 * The one router blocker of the console (docs/leaving.md). While a screen holds the page's leave
 * register (shared-kit's `useUnsavedChangesGuard`, `usePendingTaskGuard`), any navigation to another
 * path — a menu or palette link, navigate(), the browser's Back and Forward — asks the held
 * confirmation first ('You have some unsaved changes. OK to forget these changes and leave the
 * page?', 'There is one task pending, do you want to leave anyways?'): OK goes, Cancel stays with
 * everything as typed. Needs the data router (createBrowserRouter); renders nothing.
 */
export function LeaveBlocker(): null {
  const message = useSyncExternalStore(subscribeLeaveHolds, leaveMessage);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => message !== undefined && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const asked = leaveMessage();
    if (asked === undefined || window.confirm(asked)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return null;
}
