/**
 * Loads a remote's pages module at run time. Remote URLs come from `remotes.json` served beside the
 * shell (remote name -> mf-manifest.json URL), so a remote is redeployed without rebuilding the shell.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationName,
  REMOTE_NAMES,
  REMOTE_PAGES_MODULE,
  type RemoteManifestMap,
  type RemoteName,
  type RemotePagesModule,
} from 'shared-kit/contract';
import { RemoteLoadError } from './remote-load-error';

/** Where the shell reads the remote manifest map. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

let manifestMap: Promise<RemoteManifestMap> | undefined;

function fetchManifestMap(): Promise<RemoteManifestMap> {
  manifestMap ??= (async () => {
    const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL}: HTTP ${response.status}`);
    const map = (await response.json()) as RemoteManifestMap;
    const known = REMOTE_NAMES.filter((name) => typeof map[name] === 'string');
    registerRemotes(known.map((name) => ({ name: federationName(name), entry: map[name]! })));
    return map;
  })().catch((error: unknown) => {
    // A failed fetch is not cached: the next attempt (Retry) fetches again.
    manifestMap = undefined;
    throw error;
  });
  return manifestMap;
}

/**
 * Loads the pages module of `remote`. `attempt` > 0 (a Retry) re-registers the remote with `force`
 * so the federation runtime drops whatever it cached from the failed attempt.
 *
 * @throws RemoteLoadError when the remote cannot be loaded.
 */
export async function loadRemotePages(remote: RemoteName, attempt = 0): Promise<RemotePagesModule> {
  try {
    const map = await fetchManifestMap();
    const entry = map[remote];
    if (!entry) throw new Error(`${remote} is not listed in ${REMOTES_MANIFEST_URL}`);
    if (attempt > 0) registerRemotes([{ name: federationName(remote), entry }], { force: true });
    const module = await loadRemote<RemotePagesModule>(`${federationName(remote)}/${REMOTE_PAGES_MODULE.replace('./', '')}`);
    if (!module || typeof module.pages !== 'object' || module.pages === null) {
      throw new Error(`${remote} exposes no pages`);
    }
    return module;
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, error);
  }
}
