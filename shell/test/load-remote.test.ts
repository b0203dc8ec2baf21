import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLoadError } from '../src/remotes/remote-load-error';
import type * as LoadRemoteModule from '../src/remotes/load-remote';
import { fakeResponse } from './fake-response';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const REMOTES = {
  'mfe-billing': 'http://localhost:3001/mf-manifest.json',
  'mfe-client-success': 'http://localhost:3002/mf-manifest.json',
};

let manifestResponses: Array<() => Response>;

async function freshLoader() {
  let module!: typeof LoadRemoteModule;
  await jest.isolateModulesAsync(async () => {
    module = await import('../src/remotes/load-remote');
  });
  return module.loadRemotePages;
}

beforeEach(() => {
  jest.clearAllMocks();
  manifestResponses = [];
  global.fetch = jest.fn(async (url: string) => {
    expect(url).toBe('/remotes.json');
    const next = manifestResponses.shift();
    return next ? next() : fakeResponse(REMOTES, 200);
  }) as unknown as typeof fetch;
  jest.mocked(loadRemote).mockResolvedValue({ pages: { clients: () => null } });
});

describe('loadRemotePages', () => {
  it('reads remotes.json once, registers every remote by its federation name and loads only the one asked for', async () => {
    const loadRemotePages = await freshLoader();
    await loadRemotePages('mfe-billing');
    await loadRemotePages('mfe-billing');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_billing', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mfe_client_success', entry: 'http://localhost:3002/mf-manifest.json' },
    ]);
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(['mfe_billing/pages', 'mfe_billing/pages']);
  });

  it('wraps a failed load in RemoteLoadError', async () => {
    const loadRemotePages = await freshLoader();
    jest.mocked(loadRemote).mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'));
    const error = await loadRemotePages('mfe-billing').catch((e: unknown) => e);
    // isolateModules gives each test its own copy of the class, so compare by name.
    expect(error).toMatchObject({ name: 'RemoteLoadError', remote: 'mfe-billing' });
    expect((error as RemoteLoadError).message).toContain('RUNTIME-003');
  });

  it('re-registers the remote with force on a retry, so cached failures are dropped', async () => {
    const loadRemotePages = await freshLoader();
    await loadRemotePages('mfe-billing', 1);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_billing', entry: REMOTES['mfe-billing'] }], { force: true });
  });

  it('fetches remotes.json again after a failed fetch', async () => {
    const loadRemotePages = await freshLoader();
    manifestResponses.push(() => fakeResponse('down', 502));
    await expect(loadRemotePages('mfe-billing')).rejects.toMatchObject({ name: 'RemoteLoadError' });
    await expect(loadRemotePages('mfe-billing')).resolves.toHaveProperty('pages');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails clearly for a remote missing from remotes.json or exposing no pages', async () => {
    const loadRemotePages = await freshLoader();
    await expect(loadRemotePages('mfe-org-admin')).rejects.toThrow('mfe-org-admin is not listed in /remotes.json');
    jest.mocked(loadRemote).mockResolvedValue({});
    await expect(loadRemotePages('mfe-billing')).rejects.toThrow('mfe-billing exposes no pages');
  });
});
