import { render, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTE_TABLE } from 'shared-kit/contract';
import { QueryLayer, createConsoleQueryClient } from 'shared-kit/runtime';
import { mockApi } from 'shared-kit/testing';
import { pages } from './pages';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{`Failed: ${this.state.error.message}`}</p> : this.props.children;
  }
}

const own = ROUTE_TABLE.filter((r) => (r.kind === 'protected' ? r.remote : r.owner) === 'mfe-client-success');

it('exposes a page for each client success route, public ones included, keyed by the route table', () => {
  expect(Object.keys(pages).sort()).toEqual(own.map((r) => r.page).sort());
  expect(own.map((r) => r.page)).toContain('new-client');
});

it.each(own.map((route) => [route.page, route.path.replace(':id', 'S-1')]))('page %s loads its own module and renders at %s', async (page, path) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({});
  const Page = pages[page as keyof typeof pages]!;
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Boundary>
          <Suspense fallback={<p>Loading page</p>}>
            <Page />
          </Suspense>
        </Boundary>
      </MemoryRouter>
    </QueryLayer>,
  );
  await waitFor(() => expect(screen.queryByText('Loading page')).toBeNull());
  expect(screen.queryByText(/^Failed: /)).toBeNull();
});
