/**
 * The antd renderer of the console's notices (docs/toasts.md): mount {@link NotifyBridge} once inside
 * antd's `<App>` and every toast and message bar of `shared-kit/runtime` renders through its themed,
 * context-aware instances.
 */
import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifyApi } from 'shared-kit/runtime';

/**
 * Registers antd's `App.useApp()` notification and message instances as the notice renderer while
 * mounted (notices shown before it mounted appear then). Renders nothing.
 *
 * @example <ConfigProvider theme={theme}><App><NotifyBridge /><Routes /></App></ConfigProvider>
 */
export function NotifyBridge(): null {
  const { notification, message } = App.useApp();
  useEffect(() => {
    setNotifyApi({ notification, message });
    return () => setNotifyApi();
  }, [notification, message]);
  return null;
}
