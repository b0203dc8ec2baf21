/**
 * The shell <-> remote contract: remote names, the role and area each serves, their federation
 * names and the module they expose.
 */
import type { ComponentType } from 'react';
import type { Role } from './roles';

/** The four remotes, by their package names (also the keys of `remotes.json`). */
export const REMOTE_NAMES = ['mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin'] as const;

/** One remote's package name. */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The remote that serves each role's screens (ARCHITECTURE.md "Packages"). */
export const REMOTE_OF_ROLE = {
  PLATFORM_ADMIN: 'mfe-platform-ops',
  FINANCE: 'mfe-billing',
  CLIENT_SUCCESS: 'mfe-client-success',
  ORG_ADMIN: 'mfe-org-admin',
} as const satisfies Record<Role, RemoteName>;

/**
 * How the console names each remote's area to its users (e.g. 'Billing screens are unavailable
 * right now.').
 */
export const REMOTE_AREAS: Readonly<Record<RemoteName, string>> = {
  'mfe-billing': 'Billing',
  'mfe-client-success': 'Client success',
  'mfe-platform-ops': 'Platform operations',
  'mfe-org-admin': 'Internal user management',
};

/** Module Federation container name of a remote (a JS identifier): `mfe-billing` -> `mfe_billing`. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** The module every remote exposes: its page components keyed by the route table's `page`. */
export const REMOTE_PAGES_MODULE = './pages';

/**
 * The window event the shell sends when someone presses Retry on a remote's screens that could not
 * load: a page whose code failed to load (shared-kit/ui `lazyPage`) loads again on its next render.
 */
export const RETRY_PAGES_EVENT = 'console:retry-pages';

/**
 * Shape of the module a remote exposes at {@link REMOTE_PAGES_MODULE}, as the shell loads it. A
 * remote declares its `pages` as `RemotePages<itself>` (./routes), which tsc checks against the
 * route table.
 */
export interface RemotePagesModule {
  /** Page components keyed by `RouteEntry.page`. Pages read params with react-router's hooks. */
  pages: Partial<Record<string, ComponentType>>;
}

/** `remotes.json` served beside the shell: remote name -> absolute URL of its `mf-manifest.json`. */
export type RemoteManifestMap = Partial<Record<RemoteName, string>>;
