/**
 * The shell <-> remote contract: remote names, the role and area each serves, their federation
 * names and the module they expose.
 */
import type { ComponentType } from 'react';
import type { Role } from '../roles/roles';

/** The four remotes, by their package names (also the keys of `remotes.json`). */
export const REMOTE_NAMES = ['mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin'] as const;

/** One remote's package name. */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The remote that serves each role's screens (README.md#how-the-pieces-fit). */
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

/**
 * One deployed build of an app (the shell or a remote), as the registry names it and as its
 * federation manifest records it (`mf-manifest.json` `metaData.console`, written at build time).
 *
 * - `version`: `{packageVersion}+{shortCommit}.{buildTimeCompact}`, with `-dirty` after the commit
 *   when the working tree had uncommitted changes, e.g. `0.1.0+1d2b2fc.20261123T060512Z` or
 *   `0.1.0+1d2b2fc-dirty.20261123T060512Z`; the build time is UTC to the second (`YYYYMMDDTHHMMSSZ`).
 *   It names the build's immutable folder on the static origin (`/<version>/...` on the app's server).
 * - `commit`: the short commit hash the build was made from (`-dirty` suffix included).
 * - `buildTime`: ISO 8601 UTC time of the build (`2026-11-23T06:05:12.000Z`).
 * - `runtime`: the shared-kit runtime version the build was made with (shared-kit/package.json),
 *   which decides where a remote may run ({@link remoteRuntimeFits}).
 */
export interface DeployedApp {
  version: string;
  commit: string;
  buildTime: string;
  runtime: string;
}

/**
 * A deployed remote: its build and the absolute URL of that version's `mf-manifest.json`.
 *
 * `dev` marks a remote served from its sources by a developer's dev server (`npm run dev -w
 * <remote>`, scripts/dev.mjs): `url` is the dev server, `pid` its process, `restores` the entry it
 * replaced, which comes back when the dev server stops and which a rollback goes back from.
 */
export interface DeployedRemote extends DeployedApp {
  manifest: string;
  dev?: { url: string; pid: number; restores: DeployedRemote | null };
  /** A canary beside this (stable) build, served to a share of the users ({@link CanaryRemote}). */
  canary?: CanaryRemote;
}

/**
 * A canary of a remote (README.md#canary-releases, docs/operations.md#canary-releases): another
 * published build, served to `percent` % of the users beside the stable one, each user always the
 * same one ({@link servesCanary}). `npm run deploy -w <remote> -- --canary N` names it, `npm run
 * promote` makes it the stable build, `npm run rollback` drops it.
 *
 * - `percent`: whole percent of the users, 1 to 99.
 * - `autoRollback`: platform-api's canary check may drop it when its error rate exceeds the stable
 *   build's (`--auto-rollback`).
 * - `since`: ISO 8601 UTC time it was deployed; the check compares both builds from then on.
 */
export interface CanaryRemote extends DeployedApp {
  manifest: string;
  percent: number;
  autoRollback: boolean;
  since: string;
}

/** How many buckets the users are spread over for canaries: one per percent. */
export const CANARY_BUCKETS = 100;

/**
 * 32-bit FNV-1a hash of `text`'s UTF-8 bytes, as an unsigned integer.
 *
 * @example fnv1a32('a') // 0xe40c292c
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The canary bucket of a user for a remote, 0 to 99: the FNV-1a hash of `{remote}:{userId}` modulo
 * 100. The same user always falls in the same bucket of a remote, and the remote's name spreads
 * the canaries of different remotes over different users. `userId` is the ID token's `sub`.
 *
 * @example canaryBucket('mfe-billing', 'b0c4a3f2-0d5e-4a77-9f3b-2a1f5c7e9d10') // 49
 */
export function canaryBucket(remote: RemoteName, userId: string): number {
  return fnv1a32(`${remote}:${userId}`) % CANARY_BUCKETS;
}

/**
 * Whether the user `userId` is served the canary of `remote`: it has one, it is not served from a
 * dev server, and the user's {@link canaryBucket} is below its percent (10 %: buckets 0 to 9, so
 * raising the percent keeps every user who had the canary). False without a user id.
 */
export function servesCanary(entry: DeployedRemote | undefined, remote: RemoteName, userId: string | null | undefined): boolean {
  const canary = entry?.canary;
  if (!canary || entry.dev || !userId) return false;
  return canaryBucket(remote, userId) < canary.percent;
}

/**
 * The build of `remote` the user `userId` runs: the canary when {@link servesCanary}, else the
 * stable build; undefined when the registry does not name the remote.
 */
export function buildFor(entry: DeployedRemote | undefined, remote: RemoteName, userId: string | null | undefined): (DeployedApp & { manifest: string; canary: boolean }) | undefined {
  if (!entry) return undefined;
  const canary = servesCanary(entry, remote, userId) ? entry.canary : undefined;
  const build = canary ?? entry;
  return { version: build.version, commit: build.commit, buildTime: build.buildTime, runtime: build.runtime, manifest: build.manifest, canary: Boolean(canary) };
}

/**
 * The remote registry of one environment, served by the shell's server at {@link REGISTRY_URL}
 * (never cached). Only `npm start` (action 'start'), deploy and rollback change it, one change at a
 * time under a lock, each change writing a whole new document (write-then-rename).
 *
 * - `revision`: an integer, +1 per change; a tab that saw revision N and reads N+1 knows something
 *   was deployed or rolled back.
 * - `updatedAt`: ISO 8601 UTC time of the last change.
 */
export interface RemoteRegistry {
  environment: string;
  revision: number;
  updatedAt: string;
  shell: DeployedApp;
  remotes: Partial<Record<RemoteName, DeployedRemote>>;
}

/**
 * What changed the registry: the stack's start, a deploy, a rollback, a remote served from its
 * dev server ('dev') and back to its build ('dev-end'), a canary deployed ('canary'), promoted to
 * stable ('promote') or dropped by platform-api's canary check ('auto-rollback'; a rollback by
 * hand of a canary is a 'rollback').
 */
export type RegistryAction = 'start' | 'deploy' | 'rollback' | 'dev' | 'dev-end' | 'canary' | 'promote' | 'auto-rollback';

/**
 * One line of an environment's registry history (`<dataDir>/registry/<environment>.history.jsonl`):
 * when (`at`, ISO 8601), who (`by`: the DEPLOY_USER variable, else the OS user; `platform-api` for
 * its canary check), which app ('shell' or a remote name), the version before (`from`, null when
 * the app had none) and after (`to`), and the action. For a canary, `from` and `to` are the
 * versions its users ran before and run after: deploying one goes from the stable build (or the
 * canary it replaces) to the canary, dropping one from the canary to the stable build. Written by
 * scripts/lib/registry.mjs, and by platform-api's canary check (platform-api/src/canary/).
 */
export interface RegistryChange {
  at: string;
  by: string;
  app: 'shell' | RemoteName;
  from: string | null;
  to: string;
  action: RegistryAction;
  /** A 'canary' line: the share of users it is served to, %. */
  percent?: number;
  /** An 'auto-rollback' line: why the canary was dropped, with the figures compared. */
  reason?: string;
}

/**
 * Where the shell's server answers the environment's {@link RemoteRegistry} (scripts/serve-app.mjs).
 */
export const REGISTRY_URL = '/registry.json';

/** The `remotes.json` map (name -> manifest URL) of a registry, for shells that read remotes.json. */
export function manifestMapOf(registry: RemoteRegistry): RemoteManifestMap {
  const map: RemoteManifestMap = {};
  for (const name of REMOTE_NAMES) {
    const remote = registry.remotes[name];
    if (remote) map[name] = remote.manifest;
  }
  return map;
}

/** `major.minor.patch` of a semantic version (pre-release and build metadata ignored), or null. */
function versionParts(version: string): [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * The version-skew rule of shared-kit's runtime (a strict singleton: a page runs the shell's copy).
 * A remote built with runtime `remoteRuntime` may run in a shell that offers `shellRuntime` when
 * both have the same major and the remote's minor is not newer than the shell's (the shell's
 * runtime only adds within a major). With semver's 0.x convention the minor acts as the major and
 * the patch as the minor: 0.1.3 fits 0.1.5, not 0.1.6 nor 0.2.0. Pre-release and build metadata
 * are ignored; an unparsable version never fits.
 *
 * Deploy refuses a remote that does not fit the deployed shell, and the shell shows
 * '{Area} screens need a newer console; reload or ask the platform team' instead of loading it.
 */
export function remoteRuntimeFits(remoteRuntime: string, shellRuntime: string): boolean {
  const remote = versionParts(remoteRuntime);
  const shell = versionParts(shellRuntime);
  if (!remote || !shell || remote[0] !== shell[0]) return false;
  // From 1.0 on: [major, minor]; in 0.x: [minor, patch].
  const [remoteMajor, remoteMinor] = remote[0] === 0 ? [remote[1], remote[2]] : [remote[0], remote[1]];
  const [shellMajor, shellMinor] = shell[0] === 0 ? [shell[1], shell[2]] : [shell[0], shell[1]];
  return remoteMajor === shellMajor && remoteMinor <= shellMinor;
}

/**
 * What the console shows instead of a remote's screens when the remote needs a newer runtime than
 * the shell offers ("Version skew rules"), e.g. 'Billing screens need a newer console;
 * reload or ask the platform team'.
 */
export function runtimeSkewMessage(remote: RemoteName): string {
  return `${REMOTE_AREAS[remote]} screens need a newer console; reload or ask the platform team`;
}
