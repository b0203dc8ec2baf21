/**
 * Pages restored from the browser's back/forward cache (docs/operations.md#caching-and-the-backforward-cache):
 * the console's HTML may be kept there, so a page left signed in can come back as it was, after its
 * session ended meanwhile (signed out in another tab, or here before the page was left). The page
 * is hidden as it goes into that cache and shown again only once the session is checked; a page whose
 * session ended reloads instead, which opens sign-in.
 */
import { fetchAuthSession } from 'aws-amplify/auth';
import { useSessionStore } from 'shared-kit/runtime/core';

/** What {@link watchRestoredPages} works with; the defaults are the page's own. */
export interface RestoredPageOptions {
  /** The window whose `pagehide` and `pageshow` events are watched. */
  target?: Window;
  /** Resolves whether the stored session still holds an ID token (Amplify's, read from storage). */
  sessionStored?: () => Promise<boolean>;
  /** Reloads the page. */
  reload?: () => void;
}

async function amplifySessionStored(): Promise<boolean> {
  try {
    return (await fetchAuthSession()).tokens?.idToken !== undefined;
  } catch {
    return false;
  }
}

/**
 * Watches the page's `pagehide` and `pageshow` events: on a `pagehide` into the back/forward cache
 * (`persisted`) the document is hidden (`visibility: hidden` on the root element); on a `pageshow`
 * restoring it, a page that showed a signed-in user is shown again only if the stored session still
 * holds an ID token, else it reloads (nothing of the previous user is seen). A page without a
 * signed-in user (sign-in, the public pages) is shown at once.
 *
 * @returns a function that stops watching.
 */
export function watchRestoredPages({ target = window, sessionStored = amplifySessionStored, reload = () => window.location.reload() }: RestoredPageOptions = {}): () => void {
  const root = target.document.documentElement;
  const onHide = (event: PageTransitionEvent) => {
    if (event.persisted) root.style.visibility = 'hidden';
  };
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    if (!useSessionStore.getState().user) {
      root.style.visibility = '';
      return;
    }
    void sessionStored().then((stored) => {
      if (stored) root.style.visibility = '';
      else reload();
    });
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('pageshow', onShow);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('pageshow', onShow);
  };
}
