import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetLoadedRemotes } from '../src/remotes/load-remote';
import { forgetLoadedPages } from '../src/remotes/remote-page';
import { fakePagesModule, remoteOf } from './fake-pages';

// The fake pages are declared apart (./fake-pages) so a test of the pages before sign-in can use
// them without loading the shell's remote page, which imports antd.
export { fakePagesModule, remoteOf };

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
