import { PROTECTED_ROUTES, PUBLIC_ROUTES } from 'shared-kit/contract';
import { pages } from './pages';

it('exposes only pages of its own routes, keyed by the route table', () => {
  const own = [
    ...PROTECTED_ROUTES.filter((r) => r.remote === 'mfe-platform-ops').map((r) => r.page),
    ...PUBLIC_ROUTES.filter((r) => r.owner === 'mfe-platform-ops').map((r) => r.page),
  ];
  expect(Object.keys(pages)).toContain('dashboard');
  expect(Object.keys(pages)).toContain('reseller-invitation');
  for (const key of Object.keys(pages)) expect(own).toContain(key);
});
