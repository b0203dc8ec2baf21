import { ROUTE_TABLE } from 'shared-kit/contract';
import { pages } from './pages';

it('exposes a page for each client success route, public ones included, keyed by the route table', () => {
  const own = ROUTE_TABLE.filter((r) => (r.kind === 'protected' ? r.remote : r.owner) === 'mfe-client-success').map((r) => r.page);
  expect(Object.keys(pages).sort()).toEqual([...own].sort());
  expect(own).toContain('new-client');
});
