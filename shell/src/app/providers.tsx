import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { THEME } from './theme';

/**
 * antd theme and context of the signed-in console and the remotes' pages. Toasts and the message
 * bar render through the one notice renderer beside the routes (./notices, spec 01 §8).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
