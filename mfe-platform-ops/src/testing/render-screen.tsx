import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryLayer, createConsoleQueryClient, setNotifyApi, type NotifyApi } from 'shared-kit/runtime';

/** The notices a screen showed, as [severity, text] pairs, in order. */
export interface NoticeSpy {
  toasts(): Array<[string, string]>;
  /** Each toast's secondary text, in order. */
  descriptions(): Array<string | undefined>;
}

/**
 * Renders a screen of this remote as the shell mounts it (its own QueryClient, a router at `url`)
 * with the notice channel recorded instead of drawn.
 */
export function renderScreen(screen: ReactElement, url = '/'): NoticeSpy {
  const notices = { notification: { open: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
  setNotifyApi(notices);
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>
    </QueryLayer>,
  );
  return {
    toasts: () => notices.notification.open.mock.calls.map(([args]) => [args.type, args.title]),
    descriptions: () => notices.notification.open.mock.calls.map(([args]) => args.description),
  };
}

/** Whether leaving the page now would warn (the before-unload guard). */
export function leavingWarns(): boolean {
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  return leaving.defaultPrevented;
}
