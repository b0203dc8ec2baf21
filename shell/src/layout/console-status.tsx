import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

/** Title of the console status panel and name of its top-bar button. */
export const CONSOLE_STATUS_TITLE = 'Console status';

const ConsoleStatusPanel = lazy(() => import('./console-status-panel'));

/**
 * The top bar's entry to the console status panel, for every signed-in user. The
 * panel's code loads when it is first opened, so the top bar stays light.
 */
export function ConsoleStatus() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{CONSOLE_STATUS_TITLE}</Button>
      {open && (
        <Suspense fallback={null}>
          <ConsoleStatusPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
