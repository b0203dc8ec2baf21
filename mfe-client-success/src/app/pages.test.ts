import { PROTECTED_ROUTES } from 'shared-kit/contract';
import { pages } from './pages';

it('exposes a page for each client success route, keyed by the route table', () => {
  const own = PROTECTED_ROUTES.filter((r) => r.remote === 'mfe-client-success').map((r) => r.page);
  expect(Object.keys(pages).sort()).toEqual([...own].sort());
});
