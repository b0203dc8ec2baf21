import { useSessionStore } from 'shared-kit/runtime/core';
import { watchRestoredPages } from '../src/auth/restored-page';

jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());

/** A `pagehide` or `pageshow` event as the browser sends it, `persisted` when the back/forward cache is involved. */
function transition(type: 'pagehide' | 'pageshow', persisted: boolean): Event {
  return Object.assign(new Event(type), { persisted });
}

const root = document.documentElement;
const USER = { username: 'finance', email: 'finance@px.local', groups: ['FINANCE'], roles: {}, isSignedIn: true, authorities: [] } as never;

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  root.style.visibility = '';
  useSessionStore.getState().reset();
});

describe('a page restored from the back/forward cache', () => {
  it('is hidden as it goes into the cache, and shown again once the stored session is found', async () => {
    useSessionStore.getState().setUser(USER);
    const reload = jest.fn();
    let answer: (stored: boolean) => void = () => undefined;
    stop = watchRestoredPages({ sessionStored: () => new Promise((resolve) => (answer = resolve)), reload });
    window.dispatchEvent(transition('pagehide', true));
    expect(root.style.visibility).toBe('hidden');
    window.dispatchEvent(transition('pageshow', true));
    // Still hidden while the session is being checked.
    expect(root.style.visibility).toBe('hidden');
    answer(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(root.style.visibility).toBe('');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads, still hidden, when its session ended meanwhile (signed out elsewhere)', async () => {
    useSessionStore.getState().setUser(USER);
    const reload = jest.fn();
    stop = watchRestoredPages({ sessionStored: async () => false, reload });
    window.dispatchEvent(transition('pagehide', true));
    window.dispatchEvent(transition('pageshow', true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(root.style.visibility).toBe('hidden');
  });

  it('shows a page without a signed-in user (sign-in, public pages) at once, without checking', () => {
    const sessionStored = jest.fn(async () => false);
    const reload = jest.fn();
    stop = watchRestoredPages({ sessionStored, reload });
    window.dispatchEvent(transition('pagehide', true));
    window.dispatchEvent(transition('pageshow', true));
    expect(root.style.visibility).toBe('');
    expect(sessionStored).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves an ordinary page load and unload alone (not persisted)', () => {
    useSessionStore.getState().setUser(USER);
    const sessionStored = jest.fn(async () => false);
    stop = watchRestoredPages({ sessionStored, reload: jest.fn() });
    window.dispatchEvent(transition('pagehide', false));
    expect(root.style.visibility).toBe('');
    window.dispatchEvent(transition('pageshow', false));
    expect(sessionStored).not.toHaveBeenCalled();
  });
});
