import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { clearToasts, TOAST_KEEP_ON_LEAVE_MS } from 'shared-kit/runtime/core';

/**
 * Closes the toasts of the page the user leaves (docs/toasts.md); one shown with the change of page
 * (within {@link TOAST_KEEP_ON_LEAVE_MS}, e.g. 'Saved' before returning to a list) stays.
 */
export function ClearToastsOnLeave(): null {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearToasts(TOAST_KEEP_ON_LEAVE_MS);
  }, [pathname]);
  return null;
}
