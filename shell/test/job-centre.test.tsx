import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Job } from 'shared-kit/contract';
import { mockApi, type RecordedRequest } from 'shared-kit/testing';
import { ACTIVE_JOBS_POLL_MS, IDLE_JOBS_POLL_MS, JOBS_UNAVAILABLE } from '../src/layout/job-centre';
import { renderAt, resetBrowserState, signInAs } from './fixtures';
import { serveRegistry } from './registry-fixtures';
import { fakeFederation } from './remote-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function job(overrides: Partial<Job>): Job {
  return {
    jobId: '00000000-0000-4000-8000-000000000001',
    kind: 'onboarding',
    area: 'platform-ops',
    state: 'SUCCEEDED',
    progress: 100,
    title: 'Onboarding of tenant T42',
    startedAt: '2026-01-05T20:04:00Z',
    endedAt: '2026-01-05T20:09:00Z',
    startedBy: 'platform.admin@px.local',
    link: '/new-tenant?tenantId=T42',
    ...overrides,
  };
}

const RUNNING_DECOMMISSION = job({
  jobId: '00000000-0000-4000-8000-000000000002',
  kind: 'decommission',
  state: 'RUNNING',
  progress: 40,
  title: 'Decommission of tenant T07',
  endedAt: null,
  link: '/decommission?tenantId=T07',
});
const FAILED_UPLOAD = job({
  jobId: '00000000-0000-4000-8000-000000000003',
  kind: 'settings-upload',
  state: 'FAILED',
  progress: null,
  title: 'Settings upload for tenant T01',
  error: 'Tenant not found!',
  link: '/config-tenant',
});

let seen: RecordedRequest[];
const jobCalls = () => seen.filter((r) => r.method === 'GET' && r.url === '/jobs').length;

beforeEach(() => {
  resetBrowserState();
  fakeFederation();
  serveRegistry();
});

afterEach(() => {
  jest.useRealTimers();
});

async function openJobCentre() {
  fireEvent.click(await screen.findByRole('button', { name: /^Job centre/ }));
  return within(await screen.findByRole('dialog', { name: 'Job centre' }));
}

describe('job centre in the top bar', () => {
  it('counts the unfinished jobs on its button and lists each job with state, progress, who started it, times and error', async () => {
    seen = mockApi({ 'GET /jobs': { data: [RUNNING_DECOMMISSION, job({}), FAILED_UPLOAD] } });
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/dashboard');

    // One of the three is unfinished: the decommission. Its visible text is part of its name (WCAG 2.5.3).
    // axe's label-content-name-mismatch reads the text nodes as they are: 'Job centre1' is not in the name.
    expect((await screen.findByRole('button', { name: 'Job centre, 1 unfinished' })).textContent).toBe('Job centre 1');
    const drawer = await openJobCentre();

    const decommission = drawer.getByRole('listitem', { name: 'Decommission of tenant T07' });
    expect(within(decommission).getByText('RUNNING')).toBeInTheDocument();
    expect(within(decommission).getByRole('progressbar', { name: 'Decommission of tenant T07 progress' })).toHaveAttribute('aria-valuenow', '40');
    // 20:04 UTC on Jan 5 is 03:04 pm in US Eastern time (docs/formats.md).
    expect(within(decommission).getByText('Started Jan 05, 2026, 03:04 pm by platform.admin@px.local')).toBeInTheDocument();

    const onboarding = drawer.getByRole('listitem', { name: 'Onboarding of tenant T42' });
    expect(within(onboarding).getByText('SUCCEEDED')).toBeInTheDocument();
    expect(within(onboarding).getByText(/ended Jan 05, 2026, 03:09 pm/)).toBeInTheDocument();
    expect(within(onboarding).queryByRole('progressbar')).toBeNull();

    const upload = drawer.getByRole('listitem', { name: 'Settings upload for tenant T01' });
    expect(within(upload).getByText('FAILED')).toBeInTheDocument();
    expect(within(upload).getByText('Tenant not found!')).toBeInTheDocument();
    expect(jobCalls()).toBe(1);
  });

  it("links back to a job's screen and closes the list when the link is followed", async () => {
    seen = mockApi({ 'GET /jobs': { data: [RUNNING_DECOMMISSION] } });
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/dashboard');
    const drawer = await openJobCentre();

    fireEvent.click(within(drawer.getByRole('listitem', { name: 'Decommission of tenant T07' })).getByRole('link', { name: 'Open' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/decommission?tenantId=T07'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Job centre' })).toBeNull());
  });

  it('offers no link to a screen the signed-in roles may not open', async () => {
    const billingJob = job({ area: 'billing', title: 'Export of invoices', link: '/invoices' });
    seen = mockApi({ 'GET /jobs': { data: [billingJob] } });
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/dashboard');
    const drawer = await openJobCentre();

    const item = drawer.getByRole('listitem', { name: 'Export of invoices' });
    expect(within(item).queryByRole('link', { name: 'Open' })).toBeNull();
  });

  it('says the list cannot be loaded, with a Retry that loads it again', async () => {
    let fail = true;
    seen = mockApi({ 'GET /jobs': () => (fail ? { status: 500, data: { message: 'down' } } : { data: [job({})] }) });
    signInAs(['FINANCE']);
    renderAt('/invoices');
    const drawer = await openJobCentre();

    expect(await drawer.findByText(JOBS_UNAVAILABLE)).toBeInTheDocument();
    fail = false;
    fireEvent.click(drawer.getByRole('button', { name: 'Retry' }));

    expect(await drawer.findByRole('listitem', { name: 'Onboarding of tenant T42' })).toBeInTheDocument();
    expect(drawer.queryByText(JOBS_UNAVAILABLE)).toBeNull();
  });

  it(`reloads every ${ACTIVE_JOBS_POLL_MS / 1000} s while a job is unfinished, and every ${IDLE_JOBS_POLL_MS / 1000} s once all have finished (the button then shows no count)`, async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let jobs: Job[] = [RUNNING_DECOMMISSION];
    // Times of the calls the API answered, relative to the first (a request the page cancels on
    // re-render is not one).
    const at: number[] = [];
    mockApi({ 'GET /jobs': () => (at.push(Date.now()), { data: jobs }) });
    const since = () => at.map((t) => t - at[0]!);
    const advanceTo = async (msAfterFirstCall: number) => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(at[0]! + msAfterFirstCall - Date.now());
      });
    };
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Job centre, 1 unfinished' })).toBeInTheDocument();
    expect(since()).toEqual([0]);

    await advanceTo(ACTIVE_JOBS_POLL_MS - 100);
    expect(since()).toEqual([0]);
    jobs = [{ ...RUNNING_DECOMMISSION, state: 'SUCCEEDED', progress: 100, endedAt: '2026-01-05T20:10:00Z' }];
    await advanceTo(ACTIVE_JOBS_POLL_MS);
    expect(since()).toEqual([0, ACTIVE_JOBS_POLL_MS]);
    expect((await screen.findByRole('button', { name: 'Job centre' })).textContent).toBe('Job centre');

    // Everything finished and the list closed: no reload 15 s later, one 60 s later.
    await advanceTo(2 * ACTIVE_JOBS_POLL_MS + 100);
    expect(since()).toHaveLength(2);
    await advanceTo(ACTIVE_JOBS_POLL_MS + IDLE_JOBS_POLL_MS);
    expect(since()).toEqual([0, ACTIVE_JOBS_POLL_MS, ACTIVE_JOBS_POLL_MS + IDLE_JOBS_POLL_MS]);
  });
});
