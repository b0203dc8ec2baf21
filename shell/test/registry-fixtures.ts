/** A deployed environment's registry for the shell's tests, and a fetch that serves it. */
import type { DeployedRemote, RemoteName, RemoteRegistry } from 'shared-kit/contract';
import { fakeResponse } from './fake-response';

/** The port of each remote's server in these tests. */
const PORTS: Record<RemoteName, number> = { 'mfe-billing': 3001, 'mfe-client-success': 3002, 'mfe-platform-ops': 3003, 'mfe-org-admin': 3004 };

/** A remote deployed at `version` (a `0.1.0+{commit}.{time}` version) built with `runtime`. */
export function deployedRemote(remote: RemoteName, commit: string, runtime = '0.1.0'): DeployedRemote {
  const version = `0.1.0+${commit}.20261123T060512Z`;
  return { version, commit, buildTime: '2026-11-23T06:05:12.000Z', runtime, manifest: `http://localhost:${PORTS[remote]}/${version}/mf-manifest.json` };
}

/** Revision 1 of the local registry: shell and every remote from commit 1d2b2fc. */
export function startedRegistry(): RemoteRegistry {
  return {
    environment: 'local',
    revision: 1,
    updatedAt: '2026-11-23T06:06:00.000Z',
    shell: { version: '0.1.0+1d2b2fc.20261123T060400Z', commit: '1d2b2fc', buildTime: '2026-11-23T06:04:00.000Z', runtime: '0.1.0' },
    remotes: {
      'mfe-billing': deployedRemote('mfe-billing', '1d2b2fc'),
      'mfe-client-success': deployedRemote('mfe-client-success', '1d2b2fc'),
      'mfe-platform-ops': deployedRemote('mfe-platform-ops', '1d2b2fc'),
      'mfe-org-admin': deployedRemote('mfe-org-admin', '1d2b2fc'),
    },
  };
}

/** What the shell's server answers: the registry (null: no registry file, `{}`), remotes.json derived from it. */
export const served: { registry: RemoteRegistry | null; registryStatus: number; remotesJson: unknown } = { registry: null, registryStatus: 200, remotesJson: {} };

/**
 * Installs a `fetch` that answers /registry.json and /remotes.json from {@link served}, and returns
 * the URLs asked for, in order.
 */
export function serveRegistry(registry: RemoteRegistry | null = startedRegistry()): string[] {
  served.registry = registry;
  served.registryStatus = 200;
  served.remotesJson = {};
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    if (url === '/registry.json') return fakeResponse(served.registryStatus === 200 ? (served.registry ?? {}) : 'Not found', served.registryStatus);
    if (url === '/remotes.json') return fakeResponse(served.remotesJson);
    return fakeResponse('Not found', 404);
  }) as unknown as typeof fetch;
  return asked;
}

/** A deploy: `remote` at a new commit in the served registry, one revision later. */
export function deploy(remote: RemoteName, commit: string, runtime = '0.1.0'): DeployedRemote {
  const current = served.registry!;
  const deployed = deployedRemote(remote, commit, runtime);
  served.registry = { ...current, revision: current.revision + 1, remotes: { ...current.remotes, [remote]: deployed } };
  return deployed;
}
