/**
 * The environment's remote registry as this tab sees it
 * (docs/navigation.md#new-versions-and-console-status): which version of each remote and of the
 * shell is deployed (`/registry.json`, or only the manifest URLs of `/remotes.json` where
 * no registry is served), which remotes this tab has loaded, how long each took and its last error.
 * The shell this tab runs is the version its build recorded (`__CONSOLE_BUILD_VERSION__`), so a
 * shell deployed between the page's load and the first read is seen at that read; a build without
 * it (a dev server's, tests') takes the registry's shell at the first read. Later reads (on focus,
 * every {@link REGISTRY_POLL_MS}, on a failed load) tell the tab what was deployed since. A remote
 * with a canary is the canary for the users of its share (`buildFor` of shared-kit's contract, by
 * the signed-in user's id: {@link setRolloutUser}), the stable build for the others
 * (README.md#canary-releases).
 */
import { useSyncExternalStore } from 'react';
import kit from 'shared-kit/package.json';
import {
  buildFor,
  manifestMapOf,
  REGISTRY_URL,
  REMOTE_NAMES,
  type DeployedApp,
  type RemoteManifestMap,
  type RemoteName,
  type RemoteRegistry,
} from 'shared-kit/contract';

/** Where the shell reads the remote manifest map when no registry is served. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
/** How often an open tab reads the registry again, besides on window focus, ms. */
export const REGISTRY_POLL_MS = 5 * 60_000;
/** The shared-kit runtime this shell offers its remotes: the version it was built with. */
export const SHELL_RUNTIME: string = kit.version;

/** One read of the registry: the registry itself (null from `/remotes.json`) and the manifest URLs. */
export interface RegistryView {
  registry: RemoteRegistry | null;
  manifests: RemoteManifestMap;
}

/** A remote as this tab knows it. */
export interface RemoteStatus {
  /** The version this tab registered (its manifest URL when no registry is served). */
  version: string;
  /** Whether that version is the remote's canary. */
  canary: boolean;
  /** Whether its pages module loaded in this tab. */
  loaded: boolean;
  /** How long its entry and pages module took to load, ms. */
  loadMs: number | null;
  /** The message of its last failure in this tab. */
  lastError: string | null;
}

/** The registry and remotes as this tab knows them. */
export interface TabStatus {
  /** The latest successful read. */
  view: RegistryView | null;
  /** The shell this tab runs: its build's ({@link builtShell}), else the registry's at the tab's first read. */
  shell: DeployedApp | null;
  remotes: Partial<Record<RemoteName, RemoteStatus>>;
}

/** A build version: `{packageVersion}+{commit}.{buildTime}` (scripts/webpack/build-info.cjs). */
const BUILD_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?\+([0-9a-f]{4,40}(?:-dirty)?)\.(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/**
 * The shell this tab runs, as its build recorded it: the version, and the commit and build time
 * (UTC, to the second) that the version names; null when the build recorded no version (a
 * development build, tests) or not one of that shape.
 */
export function builtShell(): DeployedApp | null {
  const version = typeof __CONSOLE_BUILD_VERSION__ === 'string' ? __CONSOLE_BUILD_VERSION__ : undefined;
  const parts = version?.match(BUILD_VERSION);
  if (!version || !parts) return null;
  const [commit = '', year, month, day, hours, minutes, seconds] = parts.slice(1);
  return { version, commit, buildTime: `${year}-${month}-${day}T${hours}:${minutes}:${seconds}.000Z`, runtime: SHELL_RUNTIME };
}

/** The shell's own entry in what {@link newVersions} answers. */
export const SHELL_APP = 'shell';
/** An app of the console: the shell or a remote. */
export type ConsoleApp = typeof SHELL_APP | RemoteName;

let status: TabStatus = { view: null, shell: builtShell(), remotes: {} };
/** The signed-in user's id (the ID token's `sub`), which decides who runs a canary. */
let rolloutUser: string | null = null;
let latest: Promise<RegistryView> | undefined;
const listeners = new Set<() => void>();

function update(next: Partial<TabStatus>): void {
  status = { ...status, ...next };
  listeners.forEach((listener) => listener());
}

function isRegistry(value: unknown): value is RemoteRegistry {
  const candidate = value as Partial<RemoteRegistry> | null;
  return typeof candidate?.revision === 'number' && typeof candidate.remotes === 'object' && candidate.remotes !== null && typeof candidate.shell?.version === 'string';
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

async function fetchView(): Promise<RegistryView> {
  const registry = await fetchJson(REGISTRY_URL).catch(() => null);
  if (isRegistry(registry)) return { registry, manifests: manifestMapOf(registry) };
  const map = (await fetchJson(REMOTES_MANIFEST_URL)) as Record<string, unknown>;
  const manifests: RemoteManifestMap = {};
  for (const name of REMOTE_NAMES) if (typeof map[name] === 'string') manifests[name] = map[name];
  return { registry: null, manifests };
}

function read(): Promise<RegistryView> {
  const reading = fetchView().then((view) => {
    update({ view, shell: status.shell ?? view.registry?.shell ?? null });
    return view;
  });
  return reading;
}

/**
 * The latest registry this tab read, reading it on first use. A failed read is not kept: the next
 * call reads again.
 *
 * @throws Error when neither `/registry.json` nor `/remotes.json` answers.
 */
export function readRegistry(): Promise<RegistryView> {
  latest ??= read().catch((error: unknown) => {
    latest = undefined;
    throw error;
  });
  return latest;
}

/**
 * Reads the registry again; on failure the previous read stays the latest.
 *
 * @throws Error when the registry cannot be read.
 */
export async function refreshRegistry(): Promise<RegistryView> {
  const view = await read();
  latest = Promise.resolve(view);
  return view;
}

/**
 * Sets the signed-in user whose share decides between a remote's canary and its stable build
 * (`servesCanary` of shared-kit's contract); null: the stable build.
 */
export function setRolloutUser(userId: string | null): void {
  rolloutUser = userId;
}

/**
 * The build of `remote` this tab's user runs by a registry read: the canary or the stable build
 * (null without a registry: `/remotes.json` names one build).
 */
export function userBuild(view: RegistryView, remote: RemoteName): ReturnType<typeof buildFor> {
  return buildFor(view.registry?.remotes[remote], remote, rolloutUser);
}

/**
 * The version of `app` a registry read names for this tab's user: a remote's (the canary for the
 * users of its share; its manifest URL when no registry is served) or the shell's.
 */
export function deployedVersion(view: RegistryView, app: ConsoleApp): string | undefined {
  if (app === SHELL_APP) return view.registry?.shell.version;
  return userBuild(view, app)?.version ?? view.manifests[app];
}

/** The mf-manifest.json URL of the build of `remote` this tab's user runs, by a registry read. */
export function manifestFor(view: RegistryView, remote: RemoteName): string | undefined {
  return userBuild(view, remote)?.manifest ?? view.manifests[remote];
}

/** Records that `remote`'s `version` (its canary or not) is the one this tab loads from now on. */
export function recordRegistered(remote: RemoteName, version: string, canary = false): void {
  const previous = status.remotes[remote];
  update({ remotes: { ...status.remotes, [remote]: { loaded: false, loadMs: null, lastError: null, ...previous, version, canary } } });
}

/** Records that `remote`'s pages module loaded in `loadMs` ms. */
export function recordLoaded(remote: RemoteName, loadMs: number): void {
  const previous = status.remotes[remote];
  if (previous) update({ remotes: { ...status.remotes, [remote]: { ...previous, loaded: true, loadMs, lastError: null } } });
}

/** Records a failure of `remote` in this tab (its load, or its page's code). */
export function recordFailure(remote: RemoteName, error: unknown): void {
  const previous = status.remotes[remote];
  const lastError = error instanceof Error ? error.message : String(error);
  if (previous?.lastError === lastError) return;
  update({ remotes: { ...status.remotes, [remote]: { version: '', canary: false, loaded: false, loadMs: null, ...previous, lastError } } });
}

/**
 * The apps with a newer deployed version than this tab runs, by the latest read: each remote whose
 * pages module loaded in this tab, and the shell. A remote not loaded yet loads the deployed version
 * when it is first opened, so it needs no reload.
 */
export function newVersions(current: TabStatus = status): ConsoleApp[] {
  const { view } = current;
  if (!view) return [];
  const apps: ConsoleApp[] = [];
  const shell = deployedVersion(view, SHELL_APP);
  if (current.shell && shell && shell !== current.shell.version) apps.push(SHELL_APP);
  for (const name of REMOTE_NAMES) {
    const remote = current.remotes[name];
    const deployed = deployedVersion(view, name);
    if (remote?.loaded && deployed && deployed !== remote.version) apps.push(name);
  }
  return apps;
}

/**
 * Reads the registry again and tells whether `remote` has a deployed version other than the one
 * this tab registered: a load failure of its code then comes from a deploy. False when
 * the registry cannot be read.
 */
export async function hasNewVersion(remote: RemoteName): Promise<boolean> {
  try {
    const view = await refreshRegistry();
    const tried = status.remotes[remote]?.version;
    const deployed = deployedVersion(view, remote);
    return Boolean(tried && deployed && tried !== deployed);
  } catch {
    return false;
  }
}

/** Forgets every read and status, as in a new tab (used by tests). */
export function forgetRegistry(): void {
  latest = undefined;
  rolloutUser = null;
  update({ view: null, shell: builtShell(), remotes: {} });
}

/** The registry and remotes as this tab knows them now. */
export function tabStatus(): TabStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** {@link tabStatus}, re-rendering on every change. */
export function useTabStatus(): TabStatus {
  return useSyncExternalStore(subscribe, tabStatus);
}
