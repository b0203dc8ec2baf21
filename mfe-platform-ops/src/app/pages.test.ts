import { PROTECTED_ROUTES } from 'shared-kit/contract';
import { pages } from './pages';

it('exposes only pages of its own routes, keyed by the route table', () => {
  const own = PROTECTED_ROUTES.filter((r) => r.remote === 'mfe-platform-ops').map((r) => r.page);
  expect(Object.keys(pages)).toContain('dashboard');
  for (const key of Object.keys(pages)) expect(own).toContain(key);
});
