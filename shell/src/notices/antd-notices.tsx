import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { MAX_TOASTS, TOAST_DURATION_MS, MESSAGE_BAR_DURATION_MS, TOAST_PLACEMENT } from 'shared-kit/runtime';
import { attachNoticeRenderer, type Notice } from './notices';
import '../app/antd-styles';
import { THEME } from '../app/theme';
import { useNoticeTop } from './notice-top';

function BuyersWebsiteLink({ website }: { website: string }) {
  return (
    <>
      Buyers&apos; website: <a href={website}>{website}</a>
    </>
  );
}

function Renderer() {
  const { notification, message } = AntApp.useApp();
  useEffect(
    () =>
      attachNoticeRenderer((notice: Notice) => {
        if (notice.kind === 'toast') notification.open(notice.args);
        else if (notice.kind === 'close') notification.destroy(notice.key);
        else if (notice.kind === 'bar') message.open(notice.args);
        else if (notice.message.messageType === 'bar') {
          message.open({
            type: notice.message.severity,
            content: (
              <span>
                <span>{notice.message.message}</span> <BuyersWebsiteLink website={notice.website} />
              </span>
            ),
            duration: MESSAGE_BAR_DURATION_MS / 1000,
          });
        } else {
          notification.open({
            type: notice.message.severity,
            title: notice.message.message,
            description: <BuyersWebsiteLink website={notice.website} />,
            placement: TOAST_PLACEMENT,
            duration: TOAST_DURATION_MS / 1000,
            closable: true,
          });
        }
      }),
    [notification, message],
  );
  return null;
}

/**
 * antd's themed renderer of every toast and message bar of the console (docs/toasts.md): toasts at the
 * top centre below the top bar as drawn and the page's title row, at most {@link MAX_TOASTS} at once, each
 * with a close button (docs/toasts.md).
 */
export default function AntdNotices() {
  const top = useNoticeTop();
  return (
    <ConfigProvider theme={THEME}>
      <AntApp component={false} notification={{ top, maxCount: MAX_TOASTS }} message={{ top }}>
        <Renderer />
      </AntApp>
    </ConfigProvider>
  );
}
