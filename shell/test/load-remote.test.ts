import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLoadError } from '../src/remotes/remote-load-error';
import type * as LoadRemoteModule from '../src/remotes/load-remote';
import type * as RegistryModule from '../src/remotes/registry';
import { deploy, deployedRemote, serveRegistry, served, startedRegistry } from './registry-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const BILLING_V1 = 'http://localhost:3001/0.1.0+1d2b2fc.20261123T060512Z/mf-manifest.json';
const BILLING_V2 = 'http://localhost:3001/0.1.0+9f8e7d6.20261123T060512Z/mf-manifest.json';

/** An ID token (unsigned: the shell only reads it) of the user `sub`. */
const idTokenOf = (sub: string) => `e30.${btoa(JSON.stringify({ sub, 'cognito:groups': ['FINANCE'] })).replace(/=+$/, '')}.sig`;

/** load-remote and the registry as a new tab has them, signed in as `userSub` when given. */
async function freshTab(userSub?: string) {
  let loader!: typeof LoadRemoteModule;
  let registry!: typeof RegistryModule;
  await jest.isolateModulesAsync(async () => {
    if (userSub) (await import('shared-kit/runtime/core')).setTokenProvider(async () => idTokenOf(userSub));
    loader = await import('../src/remotes/load-remote');
    registry = await import('../src/remotes/registry');
  });
  return { loadRemotePages: loader.loadRemotePages, registry };
}

let asked: string[];

beforeEach(() => {
  jest.clearAllMocks();
  asked = serveRegistry();
  jest.mocked(loadRemote).mockResolvedValue({ pages: { clients: () => null } });
});

describe('loadRemotePages', () => {
  it('reads /registry.json once and registers only the remote asked for, at the version the registry names', async () => {
    const { loadRemotePages } = await freshTab();
    await loadRemotePages('mfe-billing');
    await loadRemotePages('mfe-billing');
    expect(asked).toEqual(['/registry.json']);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_billing', entry: BILLING_V1 }], undefined);
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(['mfe_billing/pages']);
  });

  it('falls back to /remotes.json where no registry is served ({} or 404)', async () => {
    served.registry = null;
    served.remotesJson = { 'mfe-billing': 'http://localhost:3001/mf-manifest.json', 'not-a-remote': 'http://x/mf-manifest.json' };
    let { loadRemotePages } = await freshTab();
    await loadRemotePages('mfe-billing');
    expect(asked).toEqual(['/registry.json', '/remotes.json']);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_billing', entry: 'http://localhost:3001/mf-manifest.json' }], undefined);
    await expect(loadRemotePages('mfe-org-admin')).rejects.toThrow('mfe-org-admin is not listed in /remotes.json');

    served.registryStatus = 404;
    ({ loadRemotePages } = await freshTab());
    await loadRemotePages('mfe-billing');
    expect(asked.slice(2)).toEqual(['/registry.json', '/remotes.json']);
  });

  it('does not load a remote that needs a newer runtime than the shell offers (0.2.0 on a 0.1.0 shell)', async () => {
    const { loadRemotePages, registry } = await freshTab();
    expect(registry.SHELL_RUNTIME).toBe('0.1.0');
    deploy('mfe-billing', '9f8e7d6', '0.2.0');
    const error = await loadRemotePages('mfe-billing').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RuntimeSkewError', remote: 'mfe-billing', runtime: '0.2.0' });
    expect((error as Error).message).toBe('Billing screens need a newer console; reload or ask the platform team');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(registry.tabStatus().remotes['mfe-billing']).toMatchObject({ loaded: false, loadMs: null, lastError: 'Billing screens need a newer console; reload or ask the platform team' });
    // In 0.x the minor is the major: a remote built with 0.0.9 does not run on 0.1.0 either.
    deploy('mfe-client-success', 'abcdef0', '0.0.9');
    await registry.refreshRegistry();
    await expect(loadRemotePages('mfe-client-success')).rejects.toMatchObject({ name: 'RuntimeSkewError' });
  });

  it('loads a remote with a runtime the shell offers (0.1.0 on 0.1.0)', async () => {
    const { loadRemotePages } = await freshTab();
    await expect(loadRemotePages('mfe-platform-ops')).resolves.toHaveProperty('pages');
    expect(loadRemote).toHaveBeenCalledWith('mfe_platform_ops/pages');
  });

  it('keeps a loaded remote on its version after a deploy and reports it new; a remote not loaded yet loads the deployed version', async () => {
    const { loadRemotePages, registry } = await freshTab();
    await loadRemotePages('mfe-billing');
    await registry.readRegistry();
    deploy('mfe-billing', '9f8e7d6');
    deploy('mfe-client-success', '9f8e7d6');
    await registry.refreshRegistry();
    expect(registry.newVersions()).toEqual(['mfe-billing']);

    await loadRemotePages('mfe-billing');
    await loadRemotePages('mfe-client-success');
    expect(jest.mocked(registerRemotes).mock.calls).toEqual([
      [[{ name: 'mfe_billing', entry: BILLING_V1 }], undefined],
      [[{ name: 'mfe_client_success', entry: 'http://localhost:3002/0.1.0+9f8e7d6.20261123T060512Z/mf-manifest.json' }], undefined],
    ]);
    expect(registry.tabStatus().remotes['mfe-billing']).toMatchObject({ version: '0.1.0+1d2b2fc.20261123T060512Z', loaded: true, lastError: null });
  });

  describe('a canary', () => {
    /** mfe-billing at 1d2b2fc with 9f8e7d6 as its canary for `percent` % of the users. */
    const withCanary = (percent: number) => {
      const registry = startedRegistry();
      const canary = deployedRemote('mfe-billing', '9f8e7d6');
      registry.remotes['mfe-billing'] = { ...registry.remotes['mfe-billing']!, canary: { ...canary, percent, autoRollback: true, since: '2026-11-24T07:00:00.000Z' } };
      return registry;
    };

    it("registers the canary for a user of its share and the stable build for the others, by the ID token's sub", async () => {
      // u-3 is in mfe-billing's bucket 6, u-4 in its bucket 11 (shared-kit/src/contract/routes/remotes.test.ts).
      served.registry = withCanary(10);
      let { loadRemotePages, registry } = await freshTab('u-3');
      await loadRemotePages('mfe-billing');
      expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_billing', entry: BILLING_V2 }], undefined);
      expect(registry.tabStatus().remotes['mfe-billing']).toMatchObject({ version: '0.1.0+9f8e7d6.20261123T060512Z', canary: true, loaded: true });
      expect(registry.newVersions()).toEqual([]);

      ({ loadRemotePages, registry } = await freshTab('u-4'));
      await loadRemotePages('mfe-billing');
      expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_billing', entry: BILLING_V1 }], undefined);
      expect(registry.tabStatus().remotes['mfe-billing']).toMatchObject({ version: '0.1.0+1d2b2fc.20261123T060512Z', canary: false });

      // Without a signed-in user (a remote's public page): the stable build.
      ({ loadRemotePages, registry } = await freshTab());
      await loadRemotePages('mfe-billing');
      expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_billing', entry: BILLING_V1 }], undefined);
    });

    it('offers the stable build as a new version to a user who ran the canary once it is dropped, and nothing to the others', async () => {
      served.registry = withCanary(10);
      const canaryUser = await freshTab('u-3');
      await canaryUser.loadRemotePages('mfe-billing');
      const stableUser = await freshTab('u-4');
      await stableUser.loadRemotePages('mfe-billing');
      served.registry = { ...startedRegistry(), revision: 3 };
      await canaryUser.registry.refreshRegistry();
      await stableUser.registry.refreshRegistry();
      expect(canaryUser.registry.newVersions()).toEqual(['mfe-billing']);
      expect(stableUser.registry.newVersions()).toEqual([]);
    });
  });

  it('reports a new shell once the registry names another shell than the one this tab started with', async () => {
    const { registry } = await freshTab();
    await registry.readRegistry();
    expect(registry.newVersions()).toEqual([]);
    served.registry = { ...startedRegistry(), revision: 2, shell: { ...startedRegistry().shell, version: '0.1.0+9f8e7d6.20261123T070000Z' } };
    await registry.refreshRegistry();
    expect(registry.newVersions()).toEqual(['shell']);
    expect(registry.tabStatus().shell?.version).toBe('0.1.0+1d2b2fc.20261123T060400Z');
  });

  it('re-registers the remote with force on a retry, at the deployed version, so cached failures are dropped', async () => {
    const { loadRemotePages, registry } = await freshTab();
    jest.mocked(loadRemote).mockRejectedValueOnce(Object.assign(new Error('Loading chunk 275 failed'), { name: 'ChunkLoadError' }));
    await expect(loadRemotePages('mfe-billing')).rejects.toMatchObject({ name: 'RemoteLoadError' });
    expect(registry.tabStatus().remotes['mfe-billing']).toMatchObject({ loaded: false, lastError: 'Loading chunk 275 failed' });
    deploy('mfe-billing', '9f8e7d6');
    await expect(registry.hasNewVersion('mfe-billing')).resolves.toBe(true);
    await loadRemotePages('mfe-billing', 1);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_billing', entry: BILLING_V2 }], { force: true });
    expect(registry.tabStatus().remotes['mfe-billing']).toMatchObject({ version: '0.1.0+9f8e7d6.20261123T060512Z', loaded: true, lastError: null });
  });

  it('wraps a failed load in RemoteLoadError and records it as the remote\'s last error', async () => {
    const { loadRemotePages, registry } = await freshTab();
    jest.mocked(loadRemote).mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'));
    const error = await loadRemotePages('mfe-billing').catch((e: unknown) => e);
    // isolateModules gives each test its own copy of the class, so compare by name.
    expect(error).toMatchObject({ name: 'RemoteLoadError', remote: 'mfe-billing' });
    expect((error as RemoteLoadError).message).toContain('RUNTIME-003');
    expect(registry.tabStatus().remotes['mfe-billing']?.lastError).toBe('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest');
  });

  it('reads the registry again after a failed read', async () => {
    const { loadRemotePages } = await freshTab();
    served.registryStatus = 502;
    served.remotesJson = 'down';
    global.fetch = jest.fn(async () => ({ ok: false, status: 502, json: async () => ({}) }) as Response) as unknown as typeof fetch;
    await expect(loadRemotePages('mfe-billing')).rejects.toMatchObject({ name: 'RemoteLoadError' });
    asked = serveRegistry();
    await expect(loadRemotePages('mfe-billing')).resolves.toHaveProperty('pages');
    expect(asked).toEqual(['/registry.json']);
  });

  it('fails clearly for a remote missing from the registry or exposing no pages', async () => {
    const { loadRemotePages } = await freshTab();
    served.registry = { ...startedRegistry(), remotes: { 'mfe-billing': startedRegistry().remotes['mfe-billing'] } };
    await expect(loadRemotePages('mfe-org-admin')).rejects.toThrow('mfe-org-admin is not listed in /registry.json');
    jest.mocked(loadRemote).mockResolvedValue({});
    await expect(loadRemotePages('mfe-billing')).rejects.toThrow('mfe-billing exposes no pages');
  });
});
