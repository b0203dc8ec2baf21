/**
 * The console's notices before and after antd has loaded (docs/toasts.md).
 *
 * shared-kit's notice channel renders through {@link earlyNotifyApi} from the start. antd's themed
 * renderer (./antd-notices) loads with the first notice, or with the console after sign-in; the
 * notices shown meanwhile wait and appear as soon as it is there, so the sign-in page needs no antd
 * until it has something to say.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { setNotifyApi, type MessageBarArgs, type NotifyApi, type ToastArgs } from 'shared-kit/runtime/core';
import type { LoginMessage } from '../auth/login-message';
import { ErrorBoundary } from '../errors/error-boundary';

/** A notice waiting for, or handed to, the renderer. */
export type Notice =
  | { kind: 'toast'; args: ToastArgs }
  | { kind: 'bar'; args: MessageBarArgs }
  | { kind: 'close'; key?: string }
  | { kind: 'login'; message: LoginMessage; website: string };

type Renderer = (notice: Notice) => void;

let renderer: Renderer | undefined;
let waiting: Notice[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for antd's notice renderer (loads antd once). */
export function wantNotices(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function send(notice: Notice): void {
  if (renderer) {
    renderer(notice);
    return;
  }
  waiting.push(notice);
  wantNotices();
}

/** shared-kit's renderer for the whole life of the page: hands notices on, or keeps them waiting. */
export const earlyNotifyApi: NotifyApi = {
  notification: {
    open: (args) => send({ kind: 'toast', args }),
    destroy: (key) => {
      waiting = waiting.filter((notice) => notice.kind !== 'toast' || (key !== undefined && notice.args.key !== key));
      // A renderer between two mounts still shows the toast: it closes it once back.
      if (renderer) renderer({ kind: 'close', key });
      else waiting.push({ kind: 'close', key });
    },
  },
  message: { open: (args) => send({ kind: 'bar', args }) },
};

/** Shows the stored login message with the link to the buyers' website. */
export function showLoginMessage(message: LoginMessage, website: string): void {
  send({ kind: 'login', message, website });
}

/**
 * Registers the renderer that shows notices from now on and hands it the waiting ones.
 * @returns a function that unregisters it.
 */
export function attachNoticeRenderer(next: Renderer): () => void {
  renderer = next;
  const pending = waiting;
  waiting = [];
  pending.forEach(next);
  return () => {
    if (renderer === next) renderer = undefined;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const AntdNotices = lazy(() => import('./antd-notices'));

/**
 * Installs {@link earlyNotifyApi} as shared-kit's renderer and mounts antd's once wanted. Mount it
 * once, beside the routes (not around them, so loading antd never remounts a page).
 */
export function Notices() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  useEffect(() => setNotifyApi(earlyNotifyApi), []);
  // A renderer that cannot load leaves the notices waiting; the page itself keeps working.
  return show ? (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <AntdNotices />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
