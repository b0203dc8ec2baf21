import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { NotifyBridge } from 'shared-kit/ui';

const THEME: ThemeConfig = {
  token: { colorPrimary: '#1f4e79' },
  components: { Menu: { itemSelectedBg: '#e6eef6', itemSelectedColor: '#1f4e79' } },
};

/** antd theme and context; toasts and the message bar go through antd's App (spec 01 §8). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={THEME}>
      <AntApp>
        <NotifyBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
