import { Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { landingPath, NOT_FOUND_TITLE, pageTitle } from 'shared-kit/contract';
import { useSessionStore } from 'shared-kit/runtime';

/**
 * The page of a path outside the route table, inside the console's frame
 * (docs/navigation.md#page-not-found): 'Page not found', the path asked for, and a link back to the
 * user's landing page.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const roles = useSessionStore((s) => s.user?.roles);
  if (!roles) return null;
  const landing = landingPath(roles);
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{NOT_FOUND_TITLE}</h1>}
      subTitle={
        <>
          There is no page at <code>{pathname}</code>.
        </>
      }
      extra={<Link to={landing}>Back to {pageTitle(landing)}</Link>}
    />
  );
}
