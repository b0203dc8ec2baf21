import { act, fireEvent, screen, within } from '@testing-library/react';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard, renderPageAt } from '../../../testing/page-helpers';
import { leavingWarns, renderScreen } from '../../../testing/render-screen';
import { DONE_SHOWN_MS } from '../lib/decommission-flow';
import { DecommissionPage } from './decommission-page';

const NOW_MS = Date.UTC(2026, 10, 22, 23, 0, 0);
const NOW = new Date(NOW_MS).toISOString();
const JOB = '00000000-0000-4000-8000-000000000002';
const OUTPUT = JSON.stringify({
  tenant_id: 'T09',
  tenant_bucket: 't09-assets',
  tenant_database: 'tenant_t09',
  tenant_public_tables: ['public.t09_orders', 'public.t09_items'],
  tenant_env_application_configs: 'T09',
});
const started = { status: 'WAITING', output: OUTPUT, executionArn: `decommission-T09-${NOW_MS}`, jobId: JOB };
const running = { status: 'RUNNING', timestamp: NOW };
const notFound = { error: 'Tenant Not Found', timestamp: NOW };
const dryRunAnswer = {
  status: 'WAITING',
  dryRun: true,
  summary: {
    resources: [
      { resource: 'tenant_bucket', value: 't09-assets', localCounterpart: 'blob store folder', items: ['logo.png', 'favicon.png', 'pool-logo.png'], count: 3 },
      { resource: 'tenant_public_tables', value: ['public.t09_orders', 'public.t09_items'], localCounterpart: 'tenant rows', items: ['public.t09_orders'], count: 1 },
    ],
    total: 4,
  },
};

function sequence(...answers: object[]): MockHandler {
  return () => ({ data: answers.length > 1 ? answers.shift() : answers[0] });
}

function renderDecommission(routes: Record<string, MockHandler | MockReply>) {
  const requests = mockApi({ 'POST /decommission/start': { data: started }, ...routes });
  const notices = renderScreen(<DecommissionPage />, '/decommission');
  return { requests, notices };
}

/** Lets answers reach the screen (0 ms timers of the query layer and React run 1 ms later on the fake clock). */
const flush = async () => {
  for (let round = 0; round < 3; round += 1) await act(() => jest.advanceTimersByTimeAsync(1));
};
const advance = async (ms: number) => {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await flush();
};
const calls = (requests: RecordedRequest[], url: string) => requests.filter((r) => r.url === url);

async function startFlow(tenantId = 'T09') {
  fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: tenantId } });
  fireEvent.click(screen.getByRole('button', { name: 'Start decommission flow' }));
  await flush();
}

async function previewAndConfirm() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'Bucket: t09-assets' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Public tables (2): public.t09_orders, public.t09_items' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue...' }));
  await flush();
  fireEvent.change(screen.getByLabelText(/^Type the tenant ID T09 to confirm/), { target: { value: 'T09' } });
  fireEvent.click(screen.getByRole('button', { name: 'Decommission' }));
  await flush();
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW_MS);
});
afterEach(() => {
  jest.useRealTimers();
  setNotifyApi();
});

describe('Decommission — step 1', () => {
  it("asks for a Tenant ID (example T01) and starts with decommission-{tenant_id}-{timestamp}, then lists the resources of the output", async () => {
    const { requests } = renderDecommission({});
    expect(screen.getByText('Fill out detail to start decommission')).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant ID')).toHaveAttribute('placeholder', 'T01');
    expect(screen.getByRole('button', { name: 'Start decommission flow' })).toBeDisabled();
    await startFlow(' T09 ');
    expect(calls(requests, '/decommission/start').map((r) => r.body)).toEqual([{ tenant_id: 'T09', execution_name: 'decommission-T09-1795388400000' }]);
    expect(screen.getByText('Please select the resources to decommission')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Resources' })).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Bucket: t09-assets',
      'Database: tenant_t09',
      'Public tables (2): public.t09_orders, public.t09_items',
      'Env application configs: T09',
    ]);
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it("ticks every resource with 'All resources' and clears them again", async () => {
    renderDecommission({});
    await startFlow();
    const boxes = () => within(screen.getByRole('group', { name: 'Resources' })).getAllByRole('checkbox') as HTMLInputElement[];
    fireEvent.click(screen.getByRole('checkbox', { name: 'All resources' }));
    expect(boxes().map((box) => box.checked)).toEqual([true, true, true, true]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'All resources' }));
    expect(boxes().map((box) => box.checked)).toEqual([false, false, false, false]);
  });

  it.each<[string, MockReply]>([
    ['a 404', { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Tenant not found' } }],
    ['a 500', { status: 500, data: { message: 'database down' } }],
    ['a network failure', { error: new Error('Network Error') }],
    ['an answer that is not WAITING', { data: { ...started, status: 'RUNNING' } }],
    ['an answer with an error', { data: { ...started, error: 'Tenant is being onboarded' } }],
    ['an output that is not JSON', { data: { ...started, output: 'oops' } }],
  ])("says 'Tenant not found' for %s and stays on step 1 with the id kept", async (_case, reply) => {
    const { notices } = renderDecommission({ 'POST /decommission/start': reply });
    await startFlow();
    expect(notices.toasts()).toEqual([['error', 'Tenant not found']]);
    expect(screen.getByText('Fill out detail to start decommission')).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
  });
});

describe('Decommission — a tenant still onboarding', () => {
  it("keeps 'Tenant not found' and adds an inline line that the tenant is still onboarding, with a link to its job", async () => {
    const job = { jobId: JOB, kind: 'onboarding', area: 'platform-ops', state: 'RUNNING', progress: 40, title: 'Onboarding of tenant T09', startedAt: NOW, endedAt: null, startedBy: 'a@px.local', link: '/new-tenant?tenantId=T09' };
    const { notices } = renderDecommission({
      'POST /decommission/start': { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'Tenant T09 is onboarding (RUNNING); finish it first' } },
      'GET /jobs': { data: [{ ...job, link: '/new-tenant?tenantId=T090' }, job] },
    });
    await startFlow();
    expect(notices.toasts()).toEqual([['error', 'Tenant not found']]);
    expect(screen.getByText('Tenant T09 is still onboarding: it can be decommissioned once its onboarding has finished.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open its onboarding job: Onboarding of tenant T09' })).toHaveAttribute('href', '/new-tenant?tenantId=T09');
  });

  it('says nothing more when no onboarding of that tenant is under way', async () => {
    renderDecommission({
      'POST /decommission/start': { status: 404, data: { message: 'Tenant not found' } },
      'GET /jobs': { data: [{ jobId: JOB, kind: 'onboarding', area: 'platform-ops', state: 'SUCCEEDED', progress: 100, title: 'Onboarding of tenant T09', startedAt: NOW, endedAt: NOW, startedBy: 'a', link: '/new-tenant?tenantId=T09' }] },
    });
    await startFlow();
    expect(screen.queryByText(/is still onboarding/)).not.toBeInTheDocument();
  });

  it('takes a tenant ID of up to 60 characters', () => {
    renderDecommission({});
    expect(screen.getByLabelText('Tenant ID')).toHaveAttribute('maxlength', '60');
  });
});

describe('Decommission — leaving with unsaved input (docs/leaving.md)', () => {
  const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';
  const renderAmongPages = () => {
    mockApi({ 'POST /decommission/start': { data: started } });
    renderPageAt('/decommission', <DecommissionPage />);
  };

  it('asks before leaving with a typed tenant ID; Cancel keeps it, OK leaves', () => {
    renderAmongPages();
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'T09' } });
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('asks on step 2 and Cancel keeps the tenant and the chosen resources', async () => {
    renderAmongPages();
    await startFlow();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Database: tenant_t09' }));
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(screen.getByText('Please select the resources to decommission')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Database: tenant_t09' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue...' })).toBeEnabled();
  });

  it('leaves without asking when nothing is typed, also after going to the beginning', async () => {
    renderAmongPages();
    await startFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the beginning' }));
    expect(leaveForDashboard(false)).toEqual([]);
    expect(onDashboard()).toBe(true);
  });
});

describe('Decommission — step 2', () => {
  it("enables 'Continue...' once a resource is ticked", async () => {
    renderDecommission({});
    await startFlow();
    expect(screen.getByRole('button', { name: 'Continue...' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Database: tenant_t09' }));
    expect(screen.getByRole('button', { name: 'Continue...' })).toBeEnabled();
  });

  it("'Go back' returns to step 1 keeping the tenant id; 'Go to the beginning' clears it", async () => {
    renderDecommission({});
    await startFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByText('Fill out detail to start decommission')).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
    await startFlow();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the beginning' }));
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('');
  });

  it('previews with a dry run what would be removed, with counts, and sends nothing more on Cancel', async () => {
    const { requests } = renderDecommission({ 'POST /workflow/resume': { data: dryRunAnswer } });
    await startFlow();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bucket: t09-assets' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Public tables (2): public.t09_orders, public.t09_items' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue...' }));
    await flush();
    expect(calls(requests, '/workflow/resume').map(({ params, body }) => ({ params, body }))).toEqual([
      {
        params: { dryRun: 'true' },
        body: {
          tenant_id: 'T09',
          'decommission-resources': { resources: { tenant_id: 'T09', tenant_bucket: 't09-assets', tenant_public_tables: ['public.t09_orders', 'public.t09_items'] } },
        },
      },
    ]);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('2 records will be changed')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Records to change' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['', 'Record', 'Items', 'What happens']);
    const rows = ['Bucket — blob store folder', 'Public tables — tenant rows'].map((label) => within(dialog).getByText(label).closest('tr'));
    expect(rows.map((row) => [...(row?.querySelectorAll('td') ?? [])].slice(1).map((cell) => cell.textContent))).toEqual([
      ['Bucket — blob store folder', '3', 'Removes all 3'],
      ['Public tables — tenant rows', '1', 'Removes it'],
    ]);
    // The item names are listed under their resource, not in one cell.
    fireEvent.click(within(rows[0]!).getByRole('button'));
    expect(within(within(dialog).getByRole('list', { name: 'Bucket — blob store folder: items' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['logo.png', 'favicon.png', 'pool-logo.png']);
    expect(within(dialog).getByText('Total to remove').closest('tr')).toHaveTextContent('4 items');
    // The final button waits for the tenant ID to be typed.
    expect(within(dialog).getByRole('button', { name: 'Decommission' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^Type the tenant ID T09 to confirm/), { target: { value: 'T0' } });
    expect(within(dialog).getByRole('button', { name: 'Decommission' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^Type the tenant ID T09 to confirm/), { target: { value: 'T09' } });
    expect(within(dialog).getByRole('button', { name: 'Decommission' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(calls(requests, '/workflow/resume')).toHaveLength(1);
    expect(calls(requests, '/workflow/status')).toHaveLength(0);
    expect(screen.getByText('Please select the resources to decommission')).toBeInTheDocument();
  });
});

describe('Decommission — after the confirmation', () => {
  function resumeRoute(): MockHandler {
    return (request) => ({ data: request.params.dryRun === 'true' ? dryRunAnswer : { status: 'RUNNING', jobId: JOB } });
  }

  it("resumes with the selection, shows 'This might take up to 2 minutes' with a 120 s indicator, polls every 15 s while RUNNING, and ends on 'Tenant Not Found' with success", async () => {
    const { requests, notices } = renderDecommission({ 'POST /workflow/resume': resumeRoute(), 'POST /workflow/status': sequence(running, running, running, running, running, notFound) });
    await startFlow();
    // Step 2 holds the started flow: leaving asks about unsaved changes.
    expect(leavingWarns()).toBe(true);
    expect(leaveMessage()).toBe('You have some unsaved changes. OK to forget these changes and leave the page?');
    await previewAndConfirm();
    const resumes = calls(requests, '/workflow/resume');
    expect(resumes.map((r) => r.params)).toEqual([{ dryRun: 'true' }, {}]);
    expect(resumes[1]?.body).toEqual(resumes[0]?.body);

    expect(screen.getByText('This might take up to 2 minutes')).toBeInTheDocument();
    expect(screen.getByTestId('decommission-progress')).toHaveTextContent('0%');
    expect(leavingWarns()).toBe(true);
    expect(leaveMessage()).toBe('There is one task pending, do you want to leave anyways?');
    expect(calls(requests, '/workflow/status').map((r) => r.body)).toEqual([{ tenant_id: 'T09' }]);
    await advance(14_900);
    expect(calls(requests, '/workflow/status')).toHaveLength(1);
    await advance(100);
    expect(calls(requests, '/workflow/status')).toHaveLength(2);
    await advance(15_000);
    expect(calls(requests, '/workflow/status')).toHaveLength(3);
    await advance(30_000);
    // 60 s of the 120 s indicator have passed; still RUNNING.
    expect(screen.getByTestId('decommission-progress')).toHaveTextContent('50%');
    expect(calls(requests, '/workflow/status')).toHaveLength(5);
    expect(notices.toasts()).toEqual([]);
    await advance(15_000);
    expect(calls(requests, '/workflow/status')).toHaveLength(6);

    expect(notices.toasts()).toEqual([['success', 'Tenant Decommissioned successfully']]);
    // Done after 75 s of the 120: the indicator jumps to done before the page goes back to step 1.
    expect(screen.getByRole('progressbar', { name: 'Decommission progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(leavingWarns()).toBe(false);
    expect(leaveMessage()).toBeUndefined();
    await advance(DONE_SHOWN_MS);
    expect(screen.getByText('Fill out detail to start decommission')).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('');
    await advance(30_000);
    expect(calls(requests, '/workflow/status')).toHaveLength(6);
  });

  it('fills the indicator in 120 s and keeps polling while RUNNING', async () => {
    const { requests } = renderDecommission({ 'POST /workflow/resume': resumeRoute(), 'POST /workflow/status': sequence(running) });
    await startFlow();
    await previewAndConfirm();
    await advance(120_000);
    expect(screen.getByTestId('decommission-progress')).toHaveTextContent('100');
    expect(calls(requests, '/workflow/status')).toHaveLength(9);
    expect(screen.getByText('This might take up to 2 minutes')).toBeInTheDocument();
  });

  it("says 'Decommission Failed, Try again' on FAILED and clears everything", async () => {
    const { requests, notices } = renderDecommission({
      'POST /workflow/resume': resumeRoute(),
      'POST /workflow/status': sequence(running, { status: 'FAILED', error: 'bucket locked', timestamp: NOW }),
    });
    await startFlow();
    await previewAndConfirm();
    await advance(15_000);
    expect(notices.toasts()).toEqual([['error', 'Decommission Failed, Try again']]);
    expect(screen.getByText('Fill out detail to start decommission')).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('');
    await advance(30_000);
    expect(calls(requests, '/workflow/status')).toHaveLength(2);
  });

  it("treats a status call refused with 'Tenant Not Found' as success too", async () => {
    const { notices } = renderDecommission({
      'POST /workflow/resume': resumeRoute(),
      'POST /workflow/status': { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Tenant Not Found' } },
    });
    await startFlow();
    await previewAndConfirm();
    expect(notices.toasts()).toEqual([['success', 'Tenant Decommissioned successfully']]);
    expect(screen.getByRole('progressbar', { name: 'Decommission progress' })).toHaveAttribute('aria-valuenow', '100');
  });
});
