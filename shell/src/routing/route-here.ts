import { findRoute, NOT_FOUND_TITLE, type RouteEntry } from 'shared-kit/contract';
import { getRuntimeConfig, isTestToolEnvironment } from 'shared-kit/runtime/core';

/** Whether this console's environment (runtime config) offers the test-only tools: local and test only. */
export function testToolsHere(): boolean {
  return isTestToolEnvironment(getRuntimeConfig().environment);
}

/**
 * Whether a route-table entry exists in this environment: a test-only tool (buyer decrypt, pxnr
 * sync, sync settings) does not outside the local and test environments.
 */
export function existsHere(route: RouteEntry): boolean {
  return !(route.kind === 'protected' && route.testOnly) || testToolsHere();
}

/**
 * The route-table entry of `pathname` as this environment has it ({@link existsHere}): a test-only
 * tool's path is an unknown one outside the local and test environments ('Page not found' to a
 * signed-in user).
 *
 * @example routeHere('/buyer-decrypt') // undefined in prod
 */
export function routeHere(pathname: string): RouteEntry | undefined {
  const route = findRoute(pathname);
  return route && existsHere(route) ? route : undefined;
}

/** The page title of `pathname` in this environment: the route table's, else 'Page not found'. */
export function pageTitleHere(pathname: string): string {
  return routeHere(pathname)?.title ?? NOT_FOUND_TITLE;
}
