import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, pageTitle } from 'shared-kit/contract';

/**
 * Names the browser tab after the page (issue 14): '{Page title} · Admin Console', from the route
 * table's titles ('Page not found' outside it), sign-in pages included.
 */
export function DocumentTitle(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pageTitle(pathname));
  }, [pathname]);
  return null;
}
