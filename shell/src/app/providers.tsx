import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MAX_TOASTS, QueryLayer } from 'shared-kit/runtime';
import './antd-styles';
import { NOTICE_TOP_PX, THEME } from './theme';

/**
 * antd theme and context of the signed-in console and the remotes' pages, and the page's one
 * QueryClient (shared-kit/runtime), which every remote's data hooks use. Toasts and the message
 * bar render through the one notice renderer beside the routes (./notices, docs/toasts.md).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryLayer>
      <ConfigProvider theme={THEME}>
        <AntApp notification={{ top: NOTICE_TOP_PX, maxCount: MAX_TOASTS }} message={{ top: NOTICE_TOP_PX }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryLayer>
  );
}
