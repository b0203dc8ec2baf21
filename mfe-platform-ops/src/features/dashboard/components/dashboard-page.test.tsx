import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ENDPOINTS, REGISTRY_URL, roleMapFromGroups, type Job, type JobState, type TenantLifecycleCount } from 'shared-kit/contract';
import { createConsoleQueryClient, QueryLayer, setRuntimeConfig, useSessionStore, type Environment } from 'shared-kit/runtime';
import { mockApi, TEST_RUNTIME_CONFIG } from 'shared-kit/testing';
import { DashboardPage } from './dashboard-page';

const TEST_ONLY = ['Buyer Decrypt', 'Pxnr Sync', 'Sync Settings'];
const ALWAYS = [
  'Onboard New Tenant', 'Tenant Config', 'Release Deployment', 'Schema Sync', 'Update Version', 'Decommission Tenant',
  'Reseller Onboarding', 'Update Config', 'Auction Onboarding', 'PO Onboarding', 'Cache Management',
  'Translation Automation', 'Splash Page Config',
];

const REGISTRY = {
  environment: 'local',
  revision: 2,
  updatedAt: '2026-11-23T06:05:12.000Z',
  shell: { version: '0.1.0+aaaaaaa.20261123T060512Z', commit: 'aaaaaaa', buildTime: '2026-11-23T06:05:12.000Z', runtime: '0.1.0' },
  remotes: {
    'mfe-billing': { version: '0.1.0+bbbbbbb.20261124T100000Z', commit: 'bbbbbbb', buildTime: '2026-11-24T10:00:00.000Z', runtime: '0.1.0', manifest: 'http://b/mf-manifest.json' },
    'mfe-platform-ops': { version: '0.1.0+ccccccc.20261125T120000Z', commit: 'ccccccc', buildTime: '2026-11-25T12:00:00.000Z', runtime: '0.1.0', manifest: 'http://p/mf-manifest.json' },
  },
};

/** The browser's fetch, answering the registry's address with `registry` (a 404 when null). */
function serveRegistry(registry: unknown) {
  const fetched: string[] = [];
  const fetchMock = jest.fn(async (url: string) => {
    fetched.push(url);
    const found = url === REGISTRY_URL && registry !== null;
    return { ok: found, status: found ? 200 : 404, json: async () => (found ? JSON.parse(JSON.stringify(registry)) : null) };
  });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetched;
}

function job(state: JobState, startedAt: Date): Job {
  return { jobId: '00000000-0000-4000-8000-000000000000', kind: 'onboarding', area: 'platform-ops', state, progress: null, title: 't', startedAt: startedAt.toISOString(), endedAt: null, startedBy: 'a@px.local', link: '/new-tenant' };
}

/** The tenants by lifecycle state the API answers by default: 36 tenants. */
const LIFECYCLE: TenantLifecycleCount[] = [
  { state: 'ONBOARDING', tenants: 2 },
  { state: 'TRIAL_PERIOD', tenants: 5 },
  { state: 'ACTIVE', tenants: 24 },
  { state: 'PENDING_DEACTIVATION', tenants: 1 },
  { state: 'DEACTIVATED', tenants: 3 },
  { state: 'DECOMMISSIONING', tenants: 0 },
  { state: 'NOT_A_CLIENT', tenants: 1 },
];

/** Renders the dashboard and waits until its overview has loaded (the versions, the jobs). */
async function renderDashboard({
  groups,
  environment,
  jobs = [],
  registry = REGISTRY,
  lifecycle = LIFECYCLE,
}: {
  groups: string[];
  environment: Environment;
  jobs?: Job[];
  registry?: unknown;
  lifecycle?: TenantLifecycleCount[];
}) {
  const requests = mockApi({ [`GET ${ENDPOINTS.jobs.path}`]: { data: jobs }, [`GET ${ENDPOINTS.tenantLifecycleCounts.path}`]: { data: lifecycle } });
  serveRegistry(registry);
  setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, environment });
  useSessionStore.setState({
    user: { username: 'u', email: 'u@px.local', groups, roles: roleMapFromGroups(groups), isSignedIn: true, authorities: [] },
  });
  render(
    <QueryLayer client={createConsoleQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/new-tenant" element={<h1>Onboard New Tenant page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryLayer>,
  );
  const versions = screen.getByRole('region', { name: 'Deployed versions' });
  await waitFor(() => expect(within(versions).queryByRole('table') ?? within(versions).queryByText(/serves no registry/)).not.toBeNull());
  await screen.findAllByText('Jobs of the last 7 days by outcome');
  return requests;
}

function tileTitles(): string[] {
  return within(screen.getByRole('list', { name: 'Tools' })).getAllByRole('link').map((link) => link.textContent ?? '');
}

afterEach(() => useSessionStore.getState().reset());

describe('Dashboard', () => {
  it('shows every platform tool, test-only ones included, outside prod, each linking to its page', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local' });
    expect(tileTitles()).toEqual([...ALWAYS.slice(0, 6), ...TEST_ONLY, ...ALWAYS.slice(6)]);
    expect(screen.getByRole('link', { name: 'Onboard New Tenant' })).toHaveAttribute('href', '/new-tenant');
    expect(screen.getByRole('link', { name: 'Decommission Tenant' })).toHaveAttribute('href', '/decommission');
    expect(screen.getByRole('link', { name: 'Splash Page Config' })).toHaveAttribute('href', '/splash-config');
    expect(screen.getByRole('link', { name: 'Buyer Decrypt' })).toHaveAttribute('href', '/buyer-decrypt');
  });

  it('hides the test-only tiles in prod', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'prod' });
    const titles = tileTitles();
    for (const title of TEST_ONLY) expect(titles).not.toContain(title);
    expect(titles).toEqual(ALWAYS);
  });

  it('hides the test-only tiles for an environment it does not know (allow-list, not deny-list)', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'production' as Environment });
    expect(tileTitles()).toEqual(ALWAYS);
  });

  it('keeps the test-only tiles in the test environment', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'test' });
    for (const title of TEST_ONLY) expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
  });

  it('shows Internal User Management only to members of ORG_ADMIN', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local' });
    expect(screen.queryByRole('link', { name: 'Internal User Management' })).not.toBeInTheDocument();
  });

  it('shows Internal User Management to a platform admin who is also in ORG_ADMIN', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN', 'ORG_ADMIN'], environment: 'local' });
    expect(screen.getByRole('link', { name: 'Internal User Management' })).toHaveAttribute(
      'href',
      '/internal-user-management',
    );
  });

  it('treats a user without groups as a platform admin without ORG_ADMIN', async () => {
    await renderDashboard({ groups: [], environment: 'local' });
    expect(screen.getByRole('link', { name: 'Onboard New Tenant' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Internal User Management' })).not.toBeInTheDocument();
  });

  it('hides tiles whose role the user lacks', async () => {
    await renderDashboard({ groups: ['ORG_ADMIN'], environment: 'local' });
    expect(tileTitles()).toEqual(['Internal User Management']);
  });
});

describe('Dashboard overview', () => {
  it("draws the jobs of the last 7 days by outcome from the job list, today's column last", async () => {
    const now = new Date();
    const tenDaysAgo = new Date(now.getTime() - 10 * 86_400_000);
    await renderDashboard({
      groups: ['PLATFORM_ADMIN'],
      environment: 'local',
      jobs: [job('SUCCEEDED', now), job('SUCCEEDED', now), job('FAILED', now), job('RUNNING', now), job('FAILED', tenDaysAgo)],
    });
    const figure = await screen.findByRole('figure', { name: 'Jobs of the last 7 days by outcome' });
    expect(figure).toHaveAccessibleDescription('4 jobs by the day each started (US Eastern time). The Job centre lists them.');
    const rows = within(figure).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual(['Day', 'Succeeded', 'Failed', 'Unfinished']);
    expect(rows.slice(1, 7).map((row) => row.slice(1))).toEqual(Array.from({ length: 6 }, () => ['0', '0', '0']));
    expect(rows[7]!.slice(1)).toEqual(['2', '1', '1']);
    await waitFor(() => expect(figure.querySelectorAll('.ct-bar')).toHaveLength(21));
  });

  it('draws the tenants by lifecycle state from the API, with the figures as a table', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local' });
    const figure = await screen.findByRole('figure', { name: 'Tenants by lifecycle state' });
    expect(figure).toHaveAccessibleDescription("36 tenants: being decommissioned, else by their client's status, else onboarding or not a client.");
    expect(within(figure).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['State', 'Tenants'],
      ['Onboarding', '2'],
      ['Trial Period', '5'],
      ['Active', '24'],
      ['Pending Deactivation', '1'],
      ['Deactivated', '3'],
      ['Being decommissioned', '0'],
      ['Not a client', '1'],
    ]);
    await waitFor(() => expect(figure.querySelectorAll('.ct-bar')).toHaveLength(7));
  });

  it('says so when the platform has no tenant, and asks nothing of a user who is not a platform admin', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local', lifecycle: LIFECYCLE.map((count) => ({ ...count, tenants: 0 })) });
    const section = await screen.findByRole('region', { name: 'Tenants by lifecycle state' });
    expect(within(section).getByText('The platform has no tenant yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Tenants by lifecycle state' })).not.toBeInTheDocument();
    useSessionStore.getState().reset();
    document.body.innerHTML = '';

    const requests = await renderDashboard({ groups: ['ORG_ADMIN'], environment: 'local' });
    expect(screen.queryByText('Tenants by lifecycle state')).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).not.toContain(ENDPOINTS.tenantLifecycleCounts.path);
  });

  it("marks a remote's canary beside its deployed version", async () => {
    const canary = { version: '0.1.0+ddddddd.20261126T090000Z', commit: 'ddddddd', buildTime: '2026-11-26T09:00:00.000Z', runtime: '0.1.0', manifest: 'http://b/c/mf-manifest.json', percent: 10, autoRollback: true, since: '2026-11-26T09:01:00.000Z' };
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local', registry: { ...REGISTRY, remotes: { ...REGISTRY.remotes, 'mfe-billing': { ...REGISTRY.remotes['mfe-billing'], canary } } } });
    const table = await within(screen.getByRole('region', { name: 'Deployed versions' })).findByRole('table');
    const billing = await within(table).findByRole('row', { name: /^mfe-billing / });
    expect(billing).toHaveTextContent('0.1.0+bbbbbbb.20261124T100000ZNov 24, 2026, 05:00 amcanary0.1.0+ddddddd.20261126T090000Z for 10 % of users');
  });

  it('lists the deployed version of the shell and each remote from the registry', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local' });
    const region = screen.getByRole('region', { name: 'Deployed versions' });
    const table = await within(region).findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    // Built, in US Eastern time: 06:05 UTC is 01:05 EST.
    expect(within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [],
      ['shell', '0.1.0+aaaaaaa.20261123T060512ZNov 23, 2026, 01:05 am'],
      ['mfe-billing', '0.1.0+bbbbbbb.20261124T100000ZNov 24, 2026, 05:00 am'],
      ['mfe-platform-ops', '0.1.0+ccccccc.20261125T120000ZNov 25, 2026, 07:00 am'],
    ]);
  });

  it('says so when no job started in the last 7 days, and draws no chart', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local', jobs: [job('SUCCEEDED', new Date(Date.now() - 8 * 86_400_000))] });
    const section = await screen.findByRole('region', { name: 'Jobs of the last 7 days by outcome' });
    expect(within(section).getByText('No job started in the last 7 days.')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Jobs of the last 7 days by outcome' })).not.toBeInTheDocument();
  });

  it('says the versions are unknown where the environment serves no registry', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local', registry: null });
    expect(await screen.findByText('This environment serves no registry: the deployed versions are unknown.')).toBeInTheDocument();
  });

  it('each tile still opens its tool', async () => {
    await renderDashboard({ groups: ['PLATFORM_ADMIN'], environment: 'local' });
    await userEvent.click(within(screen.getByRole('list', { name: 'Tools' })).getByText('Onboard New Tenant'));
    expect(await screen.findByRole('heading', { name: 'Onboard New Tenant page' })).toBeInTheDocument();
  });
});
