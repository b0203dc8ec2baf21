import { App } from 'antd';
import { useEffect } from 'react';
import {
  getRuntimeConfig,
  MESSAGE_BAR_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_PLACEMENT,
} from 'shared-kit/runtime';
import { LOGIN_MESSAGE_EVENT, takeLoginMessage } from './login-message';

function BuyersWebsiteLink({ website }: { website: string }) {
  return (
    <>
      Buyers&apos; website: <a href={website}>{website}</a>
    </>
  );
}

/**
 * Shows the stored login message once, with a link to the buyers' website (spec 01 §2 "Top bar"):
 * on mount, and whenever one is stored while the page is open (e.g. a wrong-website rejection).
 */
export function useLoginMessage(): void {
  const { notification, message } = App.useApp();
  useEffect(() => {
    const show = () => {
      const stored = takeLoginMessage();
      if (!stored) return;
      const website = getRuntimeConfig().buyersWebsite;
      if (stored.messageType === 'bar') {
        message.open({
          type: stored.severity,
          content: (
            <span>
              <span>{stored.message}</span> <BuyersWebsiteLink website={website} />
            </span>
          ),
          duration: MESSAGE_BAR_DURATION_MS / 1000,
        });
      } else {
        notification.open({
          type: stored.severity,
          title: stored.message,
          description: <BuyersWebsiteLink website={website} />,
          placement: TOAST_PLACEMENT,
          duration: TOAST_DURATION_MS / 1000,
        });
      }
    };
    show();
    window.addEventListener(LOGIN_MESSAGE_EVENT, show);
    return () => window.removeEventListener(LOGIN_MESSAGE_EVENT, show);
  }, [notification, message]);
}
