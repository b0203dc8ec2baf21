/**
 * Reloads the page at its current address (path and query kept): the Reload of a new version's
 * prompt and of the runtime skew message. An object, so tests can watch the call
 * (jsdom cannot navigate).
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
