/**
 * What the console shares as 'react-router-dom': only what its apps import (see ./antd.js for why
 * and how to add an export). react-router-dom 7 re-exports react-router, which is free of side
 * effects, so the rest of it is left out.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';

