import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from 'shared-kit/contract';
import { pageTitleHere } from './route-here';

/**
 * Names the browser tab after the page (docs/navigation.md#browser-tab-title): '{Page title} ·
 * Admin Console', from the route table's titles ('Page not found' outside it, and for a test-only
 * tool outside the local and test environments), sign-in pages included.
 */
export function DocumentTitle(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pageTitleHere(pathname));
  }, [pathname]);
  return null;
}
