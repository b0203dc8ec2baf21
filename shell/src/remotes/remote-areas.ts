import { REMOTE_AREAS, type RemoteName } from 'shared-kit/contract';

export { REMOTE_AREAS };

/** Shown in place of a remote's pages while its server cannot be reached. */
export function remoteUnavailableMessage(remote: RemoteName): string {
  return `${REMOTE_AREAS[remote]} screens are unavailable right now.`;
}

/** Shown when the remote loads but does not provide the page the route table names. */
export function pageNotAvailableMessage(remote: RemoteName): string {
  return `This page is not available in the ${REMOTE_AREAS[remote]} screens yet.`;
}
