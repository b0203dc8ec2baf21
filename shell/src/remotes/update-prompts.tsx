import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { pageReload } from './page-reload';
import { newVersionMessage } from './remote-areas';
import { deployedVersion, newVersions, readRegistry, refreshRegistry, REGISTRY_POLL_MS, tabStatus, type ConsoleApp } from './registry';

/** The key of an app's prompt: one notice per area. */
const promptKey = (app: ConsoleApp) => `new-version-${app}`;

/**
 * Tells an open tab about new versions (docs/navigation.md#new-versions-and-console-status): at the
 * tab's first registry read (a shell deployed since the page loaded), then reading the registry
 * again when the window gets the focus and every {@link REGISTRY_POLL_MS}; for each app this tab
 * runs whose deployed version changed (a remote it loaded, or the shell) shows 'A new version of
 * {Area} is available' with Reload, a notice that stays until closed and does not block the page;
 * once per area and version. Mount it once in the console's frame.
 */
export function UpdatePrompts() {
  const { notification } = App.useApp();
  const offered = useRef(new Set<string>());
  useEffect(() => {
    const offer = () => {
      const { view } = tabStatus();
      for (const app of newVersions()) {
        const key = `${app}@${view ? deployedVersion(view, app) : ''}`;
        if (offered.current.has(key)) continue;
        offered.current.add(key);
        notification.open({
          key: promptKey(app),
          type: 'info',
          title: newVersionMessage(app),
          actions: (
            <Button type="primary" size="small" onClick={() => pageReload.reload()}>
              Reload
            </Button>
          ),
          duration: 0,
        });
      }
    };
    // The tab's first read (shared with the remotes' loads), then a read on each focus and poll.
    void readRegistry().then(offer, () => undefined);
    const check = () => void refreshRegistry().then(offer, () => undefined);
    window.addEventListener('focus', check);
    const timer = window.setInterval(check, REGISTRY_POLL_MS);
    return () => {
      window.removeEventListener('focus', check);
      window.clearInterval(timer);
    };
  }, [notification]);
  return null;
}
