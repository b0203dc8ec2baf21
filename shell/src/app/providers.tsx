import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MAX_TOASTS, QueryLayer } from 'shared-kit/runtime';
import './antd-styles';
import { useNoticeTop } from '../notices/notice-top';
import { THEME } from './theme';

/**
 * antd theme and context of the signed-in console and the remotes' pages, and the page's one
 * QueryClient (shared-kit/runtime), which every remote's data hooks use. Toasts and the message
 * bar render through the one notice renderer beside the routes (./notices, docs/toasts.md).
 */
export function Providers({ children }: { children: ReactNode }) {
  const top = useNoticeTop();
  return (
    <QueryLayer>
      <ConfigProvider theme={THEME}>
        <AntApp notification={{ top, maxCount: MAX_TOASTS }} message={{ top }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryLayer>
  );
}
