import { CONSOLE_NAME, REMOTE_AREAS, type RemoteName } from 'shared-kit/contract';
import { SHELL_APP, type ConsoleApp } from './registry';

export { REMOTE_AREAS };

/** How the console names the shell itself in its prompts: the product's name. */
export const SHELL_AREA = CONSOLE_NAME;

/** The area name of an app: the remote's area, or {@link SHELL_AREA}. */
export function areaOf(app: ConsoleApp): string {
  return app === SHELL_APP ? SHELL_AREA : REMOTE_AREAS[app];
}

/**
 * Offered when an app running in this tab has a newer deployed version, or when its code fails to
 * load after a deploy, e.g. 'A new version of Billing is available'.
 */
export function newVersionMessage(app: ConsoleApp): string {
  return `A new version of ${areaOf(app)} is available`;
}

/** Shown in place of a remote's pages while its server cannot be reached. */
export function remoteUnavailableMessage(remote: RemoteName): string {
  return `${REMOTE_AREAS[remote]} screens are unavailable right now.`;
}

/** Shown when the remote loads but does not provide the page the route table names. */
export function pageNotAvailableMessage(remote: RemoteName): string {
  return `This page is not available in the ${REMOTE_AREAS[remote]} screens yet.`;
}
