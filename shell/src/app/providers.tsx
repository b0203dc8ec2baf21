import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { NotifyBridge } from 'shared-kit';

/** antd theme and context; toasts and the message bar go through antd's App (spec 01 §8). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#1f4e79' } }}>
      <AntApp>
        <NotifyBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
