import type { RemoteName } from 'shared-kit/contract';

/** How the console names each remote's area to its users. */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  'mfe-billing': 'Billing',
  'mfe-client-success': 'Client success',
  'mfe-platform-ops': 'Platform operations',
  'mfe-org-admin': 'Internal user management',
};

/** Shown in place of a remote's pages while its server cannot be reached. */
export function remoteUnavailableMessage(remote: RemoteName): string {
  return `${REMOTE_AREAS[remote]} screens are unavailable right now.`;
}

/** Shown when the remote loads but does not provide the page the route table names. */
export function pageNotAvailableMessage(remote: RemoteName): string {
  return `This page is not available in the ${REMOTE_AREAS[remote]} screens yet.`;
}
