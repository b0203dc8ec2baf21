import { fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { RETRY_PAGES_EVENT } from 'shared-kit/contract';
import { lazyPage } from './lazy-page';

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <button
        onClick={() => {
          this.setState({ error: undefined });
          this.props.onRetry();
        }}
      >
        {`Retry after: ${this.state.error.message}`}
      </button>
    );
  }
}

function Host({ Page }: { Page: React.ComponentType }) {
  const [, setGeneration] = useState(0);
  return (
    <Boundary onRetry={() => setGeneration((n) => n + 1)}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>
  );
}

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the named export of the loaded module, loading it once', async () => {
    const load = jest.fn(async () => ({ ClientsPage: () => <h1>Clients</h1>, Other: () => <h1>Other</h1> }));
    const Page = lazyPage(load, 'ClientsPage');
    const { unmount } = render(<Host Page={Page} />);
    expect((await screen.findByRole('heading')).textContent).toBe('Clients');
    unmount();
    render(<Host Page={Page} />);
    expect((await screen.findByRole('heading')).textContent).toBe('Clients');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load until the shell asks for a retry, then loads again', async () => {
    const load = jest
      .fn<Promise<{ ReportsPage: () => React.JSX.Element }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 275 failed'))
      .mockResolvedValue({ ReportsPage: () => <h1>Reports</h1> });
    render(<Host Page={lazyPage(load, 'ReportsPage')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry after: Loading chunk 275 failed' }));
    // No retry event: the same failure, and the server is not asked again.
    fireEvent.click(await screen.findByRole('button', { name: 'Retry after: Loading chunk 275 failed' }));
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event(RETRY_PAGES_EVENT));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry after: Loading chunk 275 failed' }));
    expect((await screen.findByRole('heading')).textContent).toBe('Reports');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with a message naming a missing export', async () => {
    render(<Host Page={lazyPage(async () => ({ ClientsPage: () => null }) as Record<string, unknown>, 'ClientPage')} />);
    expect((await screen.findByRole('button')).textContent).toBe("Retry after: The page module has no export 'ClientPage'");
  });
});
