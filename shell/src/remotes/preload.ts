/**
 * Starts downloads the next screen will need before it asks for them, so the landing page does not
 * wait on a waterfall: the console (antd, layout) from the moment the visitor submits the sign-in
 * form, and the landing route's remote (remoteEntry.js and its pages' chunks) as soon as the ID
 * token names the roles, in parallel with the user-info call.
 */
import { findRoute, landingPath, roleMapFromGroups } from 'shared-kit/contract';
import { rememberedPath } from '../routing/remembered-path';

let consoleCode: Promise<unknown> | undefined;

/**
 * Starts loading the signed-in console's code (once); the promise settles when it is there (or
 * failed: the page then shows the failure itself).
 */
export function preloadConsole(): Promise<unknown> {
  if (!consoleCode) {
    consoleCode = Promise.all([import(/* webpackChunkName: "console" */ '../routing/console-area'), import(/* webpackChunkName: "console" */ '../layout/console-layout')]).catch(() => {
      consoleCode = undefined;
    });
  }
  return consoleCode;
}

/**
 * Starts loading the console and the remote of the page a user with `groups` lands on (the
 * remembered page when their role may open it, else their role's landing page). Failures are left
 * to the page itself, which shows them with a Retry.
 */
export function preloadLanding(groups: readonly string[]): void {
  // The console first: its code takes the page's runtime, the shell's own, before a remote registers
  // its copy (the shell's code before sign-in shares state with it: shared-kit/runtime/core).
  void preloadConsole();
  const route = findRoute(landingPath(roleMapFromGroups([...groups]), rememberedPath()).split('?')[0]!);
  // The remote loading code itself arrives with the sign-in, not with the sign-in page.
  if (route?.kind === 'protected') void import('./load-remote').then(({ loadRemotePages }) => loadRemotePages(route.remote)).catch(() => undefined);
}
