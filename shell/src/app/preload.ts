/**
 * Starts downloads the next screen will need before it asks for them, so the landing page does not
 * wait on a waterfall: the console (antd, layout) from the moment the visitor submits the sign-in
 * form, and the landing route's remote (remoteEntry.js and its pages' chunks) as soon as the ID
 * token names the roles, in parallel with the user-info call.
 */
import { findRoute, landingPath, roleMapFromGroups } from 'shared-kit/contract';
import { loadRemotePages } from '../remotes/load-remote';
import { rememberedPath } from '../routing/remembered-path';

let consoleRequested = false;

/** Starts loading the signed-in console's code (once). */
export function preloadConsole(): void {
  if (consoleRequested) return;
  consoleRequested = true;
  void import('../routing/console-area').catch(() => (consoleRequested = false));
  void import('../layout/console-layout').catch(() => undefined);
}

/**
 * Starts loading the console and the remote of the page a user with `groups` lands on (the
 * remembered page when their role may open it, else their role's landing page). Failures are left
 * to the page itself, which shows them with a Retry.
 */
export function preloadLanding(groups: readonly string[]): void {
  preloadConsole();
  const route = findRoute(landingPath(roleMapFromGroups([...groups]), rememberedPath()).split('?')[0]!);
  if (route?.kind === 'protected') void loadRemotePages(route.remote).catch(() => undefined);
}
