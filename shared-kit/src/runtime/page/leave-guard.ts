/**
 * The page's register of reasons not to leave (docs/leaving.md): a screen with unsaved input or a
 * pending task holds one while it lasts; the shell's one router blocker asks before any in-app
 * navigation (Back, Forward, a menu, a palette or any other link) while one is held. Part of the
 * runtime singleton, so every remote's screens and the shell's blocker share it.
 */

/** A held reason: the confirmation text shown before leaving. */
interface Hold {
  message: string;
}

const holds: Hold[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Holds a reason not to leave the page until the returned function is called. While any is held,
 * in-app navigation asks `message` first (the latest held reason's message when several are).
 *
 * @example useEffect(() => (dirty ? holdLeave(UNSAVED_CHANGES_MESSAGE) : undefined), [dirty]);
 */
export function holdLeave(message: string): () => void {
  const hold: Hold = { message };
  holds.push(hold);
  changed();
  return () => {
    const index = holds.indexOf(hold);
    if (index < 0) return;
    holds.splice(index, 1);
    changed();
  };
}

/**
 * The confirmation to ask before leaving, or `undefined` when nothing holds the page.
 *
 * @example if (leaveMessage() && !window.confirm(leaveMessage())) return;
 */
export function leaveMessage(): string | undefined {
  return holds[holds.length - 1]?.message;
}

/**
 * Calls `listener` whenever a reason is held or released; returns the unsubscribe function (the
 * shape of React's `useSyncExternalStore`).
 *
 * @example const message = useSyncExternalStore(subscribeLeaveHolds, leaveMessage);
 */
export function subscribeLeaveHolds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
