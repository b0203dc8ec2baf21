import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RemoteName } from 'shared-kit/contract';
import { lazyPage } from 'shared-kit/ui';
import { loadRemotePages } from '../src/remotes/load-remote';
import { RemoteLoadError } from '../src/remotes/remote-load-error';
import { forgetLoadedPages } from '../src/remotes/remote-page';
import { forgetRegistry, recordRegistered } from '../src/remotes/registry';
import { flushTelemetry, forgetTelemetry } from '../src/telemetry/telemetry';
import { setTokenProvider } from 'shared-kit/runtime';
import { fakeResponse } from './fake-response';
import { renderAt, resetBrowserState, signInAs } from './fixtures';
import { fakePagesModule } from './remote-pages';

jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());
jest.mock('../src/remotes/load-remote', () => ({ loadRemotePages: jest.fn() }));

const loader = jest.mocked(loadRemotePages);
const down = new Set<RemoteName>();

beforeEach(() => {
  resetBrowserState();
  forgetLoadedPages();
  down.clear();
  loader.mockReset();
  loader.mockImplementation(async (remote) => {
    if (down.has(remote)) throw new RemoteLoadError(remote, new Error('Failed to fetch'));
    return fakePagesModule(remote);
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.mocked(console.error).mockRestore());

describe('per-remote error boundary', () => {
  it("says the area's screens are loading as a status (a role that permits its label)", async () => {
    loader.mockImplementation(() => new Promise(() => {}));
    signInAs(['FINANCE']);
    renderAt('/clients');
    expect(await screen.findByRole('status', { name: 'Loading Billing screens' })).toBeInTheDocument();
  });

  it('shows a clear message with Retry while the remote is down, and the page once it is back', async () => {
    down.add('mfe-billing');
    signInAs(['FINANCE']);
    renderAt('/clients');
    expect(await screen.findByText('Billing screens are unavailable right now.')).toBeInTheDocument();
    // The shell keeps working around it.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoices' })).toBeInTheDocument();

    // Still down: Retry tries again and fails again.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Billing screens are unavailable right now.')).toBeInTheDocument();

    down.delete('mfe-billing');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'mfe-billing clients' })).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('mfe-billing', 2);
  });

  it("shows Retry when a page's own code fails to load after its remote loaded, and Retry loads it again", async () => {
    let clientsLoads = 0;
    const clients = lazyPage(async () => {
      clientsLoads += 1;
      if (clientsLoads === 1) throw Object.assign(new Error('Loading chunk 275 failed'), { name: 'ChunkLoadError' });
      return { ClientsPage: () => <h1>Clients page</h1> };
    }, 'ClientsPage');
    loader.mockImplementation(async (remote) => {
      const module = fakePagesModule(remote);
      return remote === 'mfe-billing' ? { pages: new Proxy({}, { get: (_target, key) => (key === 'clients' ? clients : module.pages[String(key)]) }) } : module;
    });
    signInAs(['FINANCE']);
    renderAt('/clients');
    expect(await screen.findByText('Billing screens are unavailable right now.')).toBeInTheDocument();
    expect(clientsLoads).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Clients page' })).toBeInTheDocument();
    expect(clientsLoads).toBe(2);
  });

  it('names each remote by its area', async () => {
    down.add('mfe-client-success');
    signInAs(['CLIENT_SUCCESS']);
    renderAt('/client-form');
    expect(await screen.findByText('Client success screens are unavailable right now.')).toBeInTheDocument();
  });

  it('keeps the other remotes working while one is down', async () => {
    down.add('mfe-billing');
    signInAs(['FINANCE', 'CLIENT_SUCCESS']);
    renderAt('/clients');
    await screen.findByText('Billing screens are unavailable right now.');
    fireEvent.click(screen.getByRole('link', { name: 'Client Forms' }));
    expect(await screen.findByRole('heading', { name: 'mfe-client-success client-forms' })).toBeInTheDocument();
    expect(screen.queryByText('Billing screens are unavailable right now.')).not.toBeInTheDocument();
  });

  it('keeps sign-in working while a public page remote is down', async () => {
    down.add('mfe-client-success');
    renderAt('/new-client');
    expect(await screen.findByText('Client success screens are unavailable right now.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
  });

  it('says so when the remote does not provide the page', async () => {
    loader.mockResolvedValue({ pages: {} });
    signInAs(['FINANCE']);
    renderAt('/reports');
    expect(await screen.findByText('This page is not available in the Billing screens yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('render crash', () => {
  it("shows 'Something went wrong.' in place of a crashed page and recovers on navigation", async () => {
    loader.mockImplementation(async (remote) => ({
      pages: {
        clients: () => {
          throw new Error('boom');
        },
        invoices: fakePagesModule(remote).pages.invoices,
      },
    }));
    signInAs(['FINANCE']);
    renderAt('/clients');
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Invoices' }));
    expect(await screen.findByRole('heading', { name: 'mfe-billing invoices' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });
});

describe('telemetry of the remote pages', () => {
  const VERSION = '0.1.0+1d2b2fc.20261123T060512Z';
  /** The events the shell sent to POST /telemetry. */
  let posted: Array<{ remote: string; version: string; kind: string }>;

  beforeEach(() => {
    forgetTelemetry();
    forgetRegistry();
    recordRegistered('mfe-billing', VERSION);
    setTokenProvider(async () => 'header.payload.signature');
    posted = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/telemetry')) posted.push(...(JSON.parse(String(init.body)) as { events: typeof posted }).events);
      return fakeResponse({});
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    forgetTelemetry();
    setTokenProvider(async () => undefined);
  });

  /** How many events of each kind were sent, all of mfe-billing at VERSION. */
  const sentKinds = () => {
    expect(posted.filter((event) => event.remote !== 'mfe-billing' || event.version !== VERSION)).toEqual([]);
    return posted.reduce<Record<string, number>>((counts, event) => ({ ...counts, [event.kind]: (counts[event.kind] ?? 0) + 1 }), {});
  };

  it('counts each address shown as a page view of its remote and a crash as a boundary catch', async () => {
    loader.mockImplementation(async (remote) => ({
      pages: {
        clients: () => {
          throw new Error('boom');
        },
        invoices: fakePagesModule(remote).pages.invoices,
      },
    }));
    signInAs(['FINANCE']);
    renderAt('/clients');
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Invoices' }));
    expect(await screen.findByRole('heading', { name: 'mfe-billing invoices' })).toBeInTheDocument();
    await flushTelemetry();
    expect(sentKinds()).toEqual({ 'page-view': 2, boundary: 1 });
  });

  it("counts a remote's code failing to load as a chunk load", async () => {
    down.add('mfe-billing');
    signInAs(['FINANCE']);
    renderAt('/reports');
    expect(await screen.findByText('Billing screens are unavailable right now.')).toBeInTheDocument();
    await flushTelemetry();
    expect(sentKinds()).toEqual({ 'page-view': 1, 'chunk-load': 1 });
  });
});
