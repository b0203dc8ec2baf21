/**
 * Loads a remote's pages module at run time. Remote URLs come from the environment's registry
 * (`/registry.json`, else `/remotes.json`) served beside the shell, so a remote is deployed without
 * rebuilding the shell (docs/deploying.md#deploying-one-remote). A remote is registered with the federation
 * runtime when this tab first loads it, at the version the latest registry read names, and stays on
 * that version: a newer one is offered with a reload (./update-prompts). A remote with a canary is
 * registered at the canary for the users of its share (by the ID token's `sub`), at the stable build
 * for the others (README.md#canary-releases).
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  decodeJwtPayload,
  federationName,
  REGISTRY_URL,
  REMOTE_PAGES_MODULE,
  remoteRuntimeFits,
  type RemoteName,
  type RemotePagesModule,
} from 'shared-kit/contract';
import { getIdToken } from 'shared-kit/runtime/core';
import {
  deployedVersion,
  forgetRegistry,
  manifestFor,
  readRegistry,
  recordFailure,
  recordLoaded,
  recordRegistered,
  REMOTES_MANIFEST_URL,
  setRolloutUser,
  SHELL_RUNTIME,
  tabStatus,
  userBuild,
} from './registry';
import { RemoteLoadError, RuntimeSkewError } from './remote-load-error';

/** The manifest URL each remote is registered with. */
const registered = new Map<RemoteName, string>();
/** Loads under way or done, by remote and attempt, so a preload and the page share one. */
const loads = new Map<string, Promise<RemotePagesModule>>();

/**
 * Registers `remote` at `entry`: the first time, on a Retry (`force` drops whatever the federation
 * runtime cached from the failed attempt), or when a newer version was deployed before this tab
 * loaded the remote at all.
 */
function register(remote: RemoteName, entry: string, version: string, canary: boolean, retry: boolean): void {
  const known = registered.get(remote);
  if (known !== undefined && !retry && (known === entry || tabStatus().remotes[remote]?.loaded)) return;
  registerRemotes([{ name: federationName(remote), entry }], known !== undefined || retry ? { force: true } : undefined);
  registered.set(remote, entry);
  recordRegistered(remote, version, canary);
}

/** The signed-in user's id, from the session's ID token (`sub`); null when there is none. */
async function signedInUserId(): Promise<string | null> {
  try {
    const token = await getIdToken();
    return (token && decodeJwtPayload(token).sub) || null;
  } catch {
    return null;
  }
}

async function load(remote: RemoteName, attempt: number): Promise<RemotePagesModule> {
  try {
    const [view, userId] = await Promise.all([readRegistry(), signedInUserId()]);
    setRolloutUser(userId);
    const entry = manifestFor(view, remote);
    if (!entry) throw new Error(`${remote} is not listed in ${view.registry ? REGISTRY_URL : REMOTES_MANIFEST_URL}`);
    const build = userBuild(view, remote);
    if (build && !remoteRuntimeFits(build.runtime, SHELL_RUNTIME)) throw new RuntimeSkewError(remote, build.runtime);
    register(remote, entry, deployedVersion(view, remote) ?? entry, Boolean(build?.canary), attempt > 0);
    const started = performance.now();
    const module = await loadRemote<RemotePagesModule>(`${federationName(remote)}/${REMOTE_PAGES_MODULE.replace('./', '')}`);
    if (!module || typeof module.pages !== 'object' || module.pages === null) {
      throw new Error(`${remote} exposes no pages`);
    }
    recordLoaded(remote, Math.round(performance.now() - started));
    return module;
  } catch (error) {
    recordFailure(remote, error);
    throw error instanceof RemoteLoadError || error instanceof RuntimeSkewError ? error : new RemoteLoadError(remote, error);
  }
}

/**
 * Loads the pages module of `remote`. `attempt` > 0 (a Retry) registers the remote again with
 * `force`, at the latest version the registry names. Calls with the same remote and attempt share
 * one load; a failed one is forgotten, so the next call tries again.
 *
 * @throws RuntimeSkewError when the remote needs a newer runtime than this shell offers (it is then
 *   not loaded at all), RemoteLoadError when it cannot be loaded.
 */
export function loadRemotePages(remote: RemoteName, attempt = 0): Promise<RemotePagesModule> {
  const key = `${remote}|${attempt}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = load(remote, attempt);
    loads.set(key, pending);
    pending.catch(() => loads.delete(key));
  }
  return pending;
}

/** Forgets every registration, load and registry read, as in a new tab (used by tests). */
export function forgetLoadedRemotes(): void {
  registered.clear();
  loads.clear();
  forgetRegistry();
}
