import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setTokenProvider } from 'shared-kit/runtime';
import { mockApi } from 'shared-kit/testing';
import { lazyPage } from 'shared-kit/ui';
import { pageReload } from '../src/remotes/page-reload';
import { forgetLoadedRemotes } from '../src/remotes/load-remote';
import { forgetLoadedPages } from '../src/remotes/remote-page';
import { renderAt, resetBrowserState, signInAs } from './fixtures';
import { deploy, deployedRemote, serveRegistry, served, startedRegistry } from './registry-fixtures';
import { fakePagesModule, remoteOf } from './remote-pages';

jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const SKEW = 'Billing screens need a newer console; reload or ask the platform team';
const loadedIds = () => jest.mocked(loadRemote).mock.calls.map(([id]) => id);

let reload: jest.SpyInstance;

beforeEach(() => {
  resetBrowserState();
  forgetLoadedPages();
  forgetLoadedRemotes();
  jest.clearAllMocks();
  serveRegistry();
  mockApi({ 'GET /version': { data: { name: 'platform-api', version: '0.1.0' } }, 'GET /jobs': { data: [] } });
  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakePagesModule(remoteOf(id)!));
  reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** The open notice of a new version (antd's notification), by its text. */
async function prompt(text: string) {
  const title = await screen.findByText(text, { selector: '.ant-notification-notice-title' });
  return within(title.closest('.ant-notification-notice') as HTMLElement);
}

describe('new versions in an open tab', () => {
  it("offers 'A new version of Billing is available' with Reload when billing, loaded in this tab, is deployed and the window gets the focus", async () => {
    signInAs(['FINANCE']);
    renderAt('/invoices');
    expect(await screen.findByRole('heading', { name: 'mfe-billing invoices' })).toBeInTheDocument();

    // Nothing changed: no prompt.
    await act(async () => void fireEvent.focus(window));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/A new version of/)).not.toBeInTheDocument();

    deploy('mfe-billing', '9f8e7d6');
    // A remote this tab has not loaded needs no reload.
    deploy('mfe-org-admin', '9f8e7d6');
    await act(async () => void fireEvent.focus(window));
    const notice = await prompt('A new version of Billing is available');
    // The open tab keeps working on its version.
    expect(screen.getByRole('heading', { name: 'mfe-billing invoices' })).toBeInTheDocument();
    expect(screen.queryByText('A new version of Internal user management is available')).not.toBeInTheDocument();

    // One notice per area: another focus does not add a second.
    await act(async () => void fireEvent.focus(window));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(screen.getAllByText('A new version of Billing is available')).toHaveLength(1);

    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(notice.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads the registry again every 5 minutes and offers a new shell as a new version of Admin Console', async () => {
    const intervals = jest.spyOn(window, 'setInterval');
    signInAs(['FINANCE']);
    renderAt('/invoices');
    await screen.findByRole('heading', { name: 'mfe-billing invoices' });
    const poll = intervals.mock.calls.find(([, ms]) => ms === 300_000);
    expect(poll).toBeDefined();

    served.registry = { ...served.registry!, revision: 2, shell: { ...startedRegistry().shell, version: '0.1.0+9f8e7d6.20261123T070000Z' } };
    await act(async () => (poll![0] as () => void)());
    const notice = await prompt('A new version of Admin Console is available');
    fireEvent.click(notice.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the new version with Reload and Retry when a page of billing fails to load after a deploy (ChunkLoadError)', async () => {
    let invoicesLoads = 0;
    const invoices = lazyPage(async () => {
      invoicesLoads += 1;
      if (invoicesLoads === 1) throw Object.assign(new Error('Loading chunk 275 failed'), { name: 'ChunkLoadError' });
      return { InvoicesPage: () => <h1>Invoices page</h1> };
    }, 'InvoicesPage');
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      // The chunk is gone because billing was deployed meanwhile.
      deploy('mfe-billing', '9f8e7d6');
      return { pages: { ...fakePagesModule(remoteOf(id)!).pages, invoices } } as never;
    });
    signInAs(['FINANCE']);
    renderAt('/invoices');
    const area = within(await screen.findByRole('alert'));
    expect(await area.findByText('A new version of Billing is available')).toBeInTheDocument();
    expect(screen.queryByText('Billing screens are unavailable right now.')).not.toBeInTheDocument();
    // The rest of the console keeps working.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    fireEvent.click(area.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(area.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Invoices page' })).toBeInTheDocument();
    expect(invoicesLoads).toBe(2);
  });

  it('says the screens are unavailable, without a new version, when a chunk fails and nothing was deployed', async () => {
    jest.mocked(loadRemote).mockRejectedValue(Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }));
    signInAs(['FINANCE']);
    renderAt('/invoices');
    expect(await screen.findByText('Billing screens are unavailable right now.')).toBeInTheDocument();
    expect(screen.queryByText('A new version of Billing is available')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});

describe("the shell's own version", () => {
  /** What a production build defines (DefinePlugin of scripts/webpack/create-config.cjs). */
  const build = globalThis as { __CONSOLE_BUILD_VERSION__?: string };
  /** A new tab of a shell built with `version`. */
  const builtAs = (version: string) => {
    build.__CONSOLE_BUILD_VERSION__ = version;
    forgetLoadedRemotes();
  };
  afterEach(() => {
    delete build.__CONSOLE_BUILD_VERSION__;
    forgetLoadedRemotes();
  });

  it("offers 'A new version of Admin Console is available' at the first read when the registry already names another shell than the page's build", async () => {
    // The page loaded shell 0a1b2c3; shell 1d2b2fc (startedRegistry) was deployed before the tab's first read.
    builtAs('0.1.0+0a1b2c3.20261123T050000Z');
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/dashboard');
    const notice = await prompt('A new version of Admin Console is available');
    // No focus and no poll: the first read told it.
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.click(notice.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);

    const shell = (await openStatus()).getByRole('region', { name: 'Admin Console' });
    expect(field(shell, 'Version')).toBe('0.1.0+0a1b2c3.20261123T050000Z');
    expect(field(shell, 'Commit')).toBe('0a1b2c3');
    // 05:00 UTC on Nov 23 is midnight in US Eastern time (EST).
    expect(field(shell, 'Built')).toBe('Nov 23, 2026, 12:00 am');
    await waitFor(() => expect(field(shell, 'Deployed version')).toBe('0.1.0+1d2b2fc.20261123T060400Z'));
  });

  it("offers nothing when the registry names the page's build, and the next shell deploy at the next read", async () => {
    builtAs('0.1.0+1d2b2fc.20261123T060400Z');
    signInAs(['FINANCE']);
    renderAt('/invoices');
    await screen.findByRole('heading', { name: 'mfe-billing invoices' });
    await act(async () => void fireEvent.focus(window));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('A new version of Admin Console is available')).not.toBeInTheDocument();

    served.registry = { ...served.registry!, revision: 2, shell: { ...startedRegistry().shell, version: '0.1.0+9f8e7d6.20261123T070000Z' } };
    await act(async () => void fireEvent.focus(window));
    expect(await prompt('A new version of Admin Console is available')).toBeTruthy();
  });
});

describe('runtime skew', () => {
  it('shows the skew message instead of loading a remote built for a newer runtime, while the other areas work', async () => {
    deploy('mfe-billing', '9f8e7d6', '0.2.0');
    signInAs(['FINANCE', 'CLIENT_SUCCESS']);
    renderAt('/invoices');
    const area = within(await screen.findByRole('alert'));
    expect(area.getByText(SKEW)).toBeInTheDocument();
    expect(registerRemotes).not.toHaveBeenCalledWith([expect.objectContaining({ name: 'mfe_billing' })], undefined);
    expect(loadedIds()).not.toContain('mfe_billing/pages');
    fireEvent.click(area.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('link', { name: 'Client Forms' }));
    expect(await screen.findByRole('heading', { name: 'mfe-client-success client-forms' })).toBeInTheDocument();
    expect(screen.queryByText(SKEW)).not.toBeInTheDocument();
    expect(loadedIds()).toEqual(['mfe_client_success/pages']);
  });
});

/** Opens the console status panel from the top bar. */
async function openStatus() {
  fireEvent.click(await screen.findByRole('button', { name: 'Console status' }));
  return within(await screen.findByRole('dialog', { name: 'Console status' }));
}

/** The value of a field of a section of the panel (its `dd`). */
function field(section: HTMLElement, label: string): string | null {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('console status panel', () => {
  it("shows a platform admin each remote's deployed version, commit, build time, runtime, whether it is loaded, its load time and last error, with Retry", async () => {
    let clock = 1_000;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      const remote = remoteOf(id)!;
      if (remote === 'mfe-billing') throw new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest');
      clock += 137;
      return fakePagesModule(remote);
    });
    deploy('mfe-org-admin', '9f8e7d6', '0.2.0');
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'mfe-platform-ops dashboard' });

    const panel = await openStatus();
    const shell = panel.getByRole('region', { name: 'Admin Console' });
    expect(field(shell, 'Version')).toBe('0.1.0+1d2b2fc.20261123T060400Z');
    expect(field(shell, 'Commit')).toBe('1d2b2fc');
    // 06:04 UTC on Nov 23 is 01:04 am in US Eastern time (EST).
    expect(field(shell, 'Built')).toBe('Nov 23, 2026, 01:04 am');
    expect(field(shell, 'Runtime')).toBe('0.1.0');
    await waitFor(() => expect(field(shell, 'API version')).toBe('0.1.0'));

    const ops = panel.getByRole('region', { name: 'Platform operations (mfe-platform-ops)' });
    expect(field(ops, 'Deployed version')).toBe('0.1.0+1d2b2fc.20261123T060512Z');
    expect(field(ops, 'Commit')).toBe('1d2b2fc');
    expect(field(ops, 'Built')).toBe('Nov 23, 2026, 01:05 am');
    expect(field(ops, 'Loaded in this tab')).toBe('Yes');
    expect(field(ops, 'Load time')).toBe('137 ms');
    expect(field(ops, 'Last error')).toBe('None');
    expect(within(ops).getByRole('button', { name: 'Retry' })).toBeDisabled();

    const orgAdmin = panel.getByRole('region', { name: 'Internal user management (mfe-org-admin)' });
    expect(field(orgAdmin, 'Deployed version')).toBe('0.1.0+9f8e7d6.20261123T060512Z');
    expect(field(orgAdmin, 'Runtime')).toBe('0.2.0 (needs a newer console)');

    // Retry of a remote not loaded in this tab loads it, and says how that went.
    const billing = panel.getByRole('region', { name: 'Billing (mfe-billing)' });
    expect(field(billing, 'Loaded in this tab')).toBe('No');
    expect(field(billing, 'Last error')).toBe('None');
    fireEvent.click(within(billing).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(field(billing, 'Last error')).toBe('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'));
    expect(field(billing, 'Loaded in this tab')).toBe('No');
    expect(field(billing, 'Load time')).toBe('--');
    expect(loadedIds()).toEqual(['mfe_platform_ops/pages', 'mfe_billing/pages']);
  });

  it('shows a version loaded before a deploy beside the deployed one', async () => {
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'mfe-platform-ops dashboard' });
    deploy('mfe-platform-ops', '9f8e7d6');
    const panel = await openStatus();
    const ops = panel.getByRole('region', { name: 'Platform operations (mfe-platform-ops)' });
    await waitFor(() => expect(field(ops, 'Deployed version')).toBe('0.1.0+9f8e7d6.20261123T060512Z'));
    expect(field(ops, 'Loaded in this tab')).toBe('Yes, version 0.1.0+1d2b2fc.20261123T060512Z');
  });

  it('shows other roles the short form: versions and loaded or not, without commits, errors or Retry', async () => {
    signInAs(['FINANCE']);
    renderAt('/invoices');
    await screen.findByRole('heading', { name: 'mfe-billing invoices' });
    const panel = await openStatus();
    const shell = panel.getByRole('region', { name: 'Admin Console' });
    expect(field(shell, 'Version')).toBe('0.1.0+1d2b2fc.20261123T060400Z');
    await waitFor(() => expect(field(shell, 'API version')).toBe('0.1.0'));
    const billing = panel.getByRole('region', { name: 'Billing (mfe-billing)' });
    expect(field(billing, 'Deployed version')).toBe('0.1.0+1d2b2fc.20261123T060512Z');
    expect(field(billing, 'Loaded in this tab')).toBe('Yes');
    expect(field(panel.getByRole('region', { name: 'Client success (mfe-client-success)' }), 'Loaded in this tab')).toBe('No');
    for (const label of ['Commit', 'Built', 'Runtime', 'Load time', 'Last error']) expect(panel.queryByText(label, { selector: 'dt' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  describe('a canary', () => {
    const STABLE = '0.1.0+1d2b2fc.20261123T060512Z';
    const CANARY = '0.1.0+9f8e7d6.20261123T060512Z';
    /** The started registry with billing's 9f8e7d6 as a canary for 10 % of the users. */
    const withCanary = () => {
      const registry = startedRegistry();
      registry.remotes['mfe-billing'] = { ...registry.remotes['mfe-billing']!, canary: { ...deployedRemote('mfe-billing', '9f8e7d6'), percent: 10, autoRollback: true, since: '2026-11-24T07:00:00.000Z' } };
      return registry;
    };
    afterEach(() => setTokenProvider(async () => undefined));

    it("shows a platform admin a remote's canary beside its stable build, with the last hour's figures of each", async () => {
      serveRegistry(withCanary());
      mockApi({
        'GET /version': { data: { name: 'platform-api', version: '0.1.0' } },
        'GET /jobs': { data: [] },
        'GET /telemetry/remotes': {
          data: {
            since: '2026-11-24T11:00:00.000Z',
            minutes: 60,
            versions: [
              { remote: 'mfe-billing', version: STABLE, pageViews: 1250, errors: 5, errorRate: 0.4, p75: { LCP: 1834, INP: 96, CLS: 0.042 } },
              { remote: 'mfe-billing', version: CANARY, pageViews: 140, errors: 28, errorRate: 20, p75: { LCP: 2410, INP: null, CLS: 0.1 } },
              { remote: 'mfe-org-admin', version: STABLE, pageViews: 3, errors: 0, errorRate: 0, p75: { LCP: null, INP: null, CLS: null } },
            ],
          },
        },
      });
      signInAs(['PLATFORM_ADMIN']);
      renderAt('/dashboard');
      await screen.findByRole('heading', { name: 'mfe-platform-ops dashboard' });
      const panel = await openStatus();
      const billing = panel.getByRole('region', { name: 'Billing (mfe-billing)' });
      expect(field(billing, 'Deployed version')).toBe(STABLE);
      expect(field(billing, 'Canary')).toBe(`${CANARY} (10 % of users, automatic rollback)`);
      const figures = within(await within(billing).findByRole('table', { name: 'The last hour' }));
      const rows = figures.getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['Build', 'Page views', 'Errors per 100 page views', 'LCP p75', 'INP p75', 'CLS p75'],
        ['Stable', '1,250', '0.4', '1,834 ms', '96 ms', '0.042'],
        ['Canary', '140', '20.0', '2,410 ms', '--', '0.100'],
      ]);
      // A remote without a canary has its stable build's row only; one without an event in the hour, no figure.
      const ops = panel.getByRole('region', { name: 'Platform operations (mfe-platform-ops)' });
      expect(within(ops).queryByText('Canary', { selector: 'dt' })).not.toBeInTheDocument();
      const opsRows = within(within(ops).getByRole('table', { name: 'The last hour' })).getAllByRole('row');
      expect([...opsRows[1]!.children].map((cell) => cell.textContent)).toEqual(['Stable', '0', '--', '--', '--', '--']);
    });

    it('tells a user of the canary that this tab runs it, and other roles see no figures', async () => {
      // u-3 is in mfe-billing's bucket 6: the canary at 10 % (shared-kit/src/contract/routes/remotes.test.ts).
      setTokenProvider(async () => `e30.${btoa(JSON.stringify({ sub: 'u-3' })).replace(/=+$/, '')}.sig`);
      serveRegistry(withCanary());
      signInAs(['FINANCE']);
      renderAt('/invoices');
      await screen.findByRole('heading', { name: 'mfe-billing invoices' });
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_billing', entry: `http://localhost:3001/${CANARY}/mf-manifest.json` }], undefined);
      const panel = await openStatus();
      const billing = panel.getByRole('region', { name: 'Billing (mfe-billing)' });
      expect(field(billing, 'Deployed version')).toBe(STABLE);
      expect(field(billing, 'Canary')).toBe(`${CANARY} (10 % of users, automatic rollback)`);
      expect(field(billing, 'Loaded in this tab')).toBe('Yes, the canary');
      expect(within(billing).queryByRole('table')).not.toBeInTheDocument();
    });
  });

  it('says a remote the registry does not name is not deployed', async () => {
    const { 'mfe-org-admin': _omitted, ...remotes } = startedRegistry().remotes;
    serveRegistry({ ...startedRegistry(), remotes });
    signInAs(['FINANCE']);
    renderAt('/invoices');
    await screen.findByRole('heading', { name: 'mfe-billing invoices' });
    const panel = await openStatus();
    expect(field(panel.getByRole('region', { name: 'Internal user management (mfe-org-admin)' }), 'Deployed version')).toBe('Not deployed');
  });
});

