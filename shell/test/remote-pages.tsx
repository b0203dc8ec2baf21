import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, type RemoteName, type RemotePagesModule } from 'shared-kit/contract';
import { forgetLoadedRemotes } from '../src/remotes/load-remote';
import { forgetLoadedPages } from '../src/remotes/remote-page';

/** A pages module whose every page shows "<remote> <page>" as its heading. */
export function fakePagesModule(remote: RemoteName): RemotePagesModule {
  const pages = new Proxy(
    {},
    {
      get: (_target, key) => {
        const Page = () => <h1>{`${remote} ${String(key)}`}</h1>;
        return Page;
      },
    },
  );
  return { pages };
}

/** The remote whose pages module the federation runtime was asked for by `id` ('mfe_billing/pages'). */
export const remoteOf = (id: string): RemoteName | undefined => REMOTE_NAMES.find((name) => id === `${federationName(name)}/pages`);

/**
 * The remotes whose pages were loaded through the federation runtime, in order (an id no remote
 * exposes as itself). Needs the test file's `jest.mock('@module-federation/enhanced/runtime', ...)`.
 */
export const loadedRemotes = (): string[] => jest.mocked(loadRemote).mock.calls.map(([id]) => remoteOf(id) ?? id);

/**
 * Starts a test with nothing loaded: the shell forgets the remotes and pages it loaded, and the
 * mocked federation runtime (the test file's `jest.mock('@module-federation/enhanced/runtime',
 * () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }))`) answers every remote's pages
 * module with {@link fakePagesModule}; an id no remote exposes is refused.
 */
export function fakeFederation(): void {
  forgetLoadedPages();
  forgetLoadedRemotes();
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    const remote = remoteOf(id);
    if (!remote) throw new Error(`no remote exposes ${id}`);
    return fakePagesModule(remote);
  });
}
