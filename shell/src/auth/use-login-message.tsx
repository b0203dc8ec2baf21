import { useEffect } from 'react';
import { getRuntimeConfig } from 'shared-kit/runtime/core';
import { showLoginMessage } from '../notices/notices';
import { LOGIN_MESSAGE_EVENT, takeLoginMessage } from './login-message';

/**
 * Shows the stored login message once, with a link to the buyers' website
 * (docs/sign-in.md#login-message): on mount, and whenever one is stored while the page is open
 * (e.g. a wrong-website rejection).
 */
export function useLoginMessage(): void {
  useEffect(() => {
    const show = () => {
      const stored = takeLoginMessage();
      if (stored) showLoginMessage(stored, getRuntimeConfig().buyersWebsite);
    };
    show();
    window.addEventListener(LOGIN_MESSAGE_EVENT, show);
    return () => window.removeEventListener(LOGIN_MESSAGE_EVENT, show);
  }, []);
}
