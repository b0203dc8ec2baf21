import { act, fireEvent, screen, within } from '@testing-library/react';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { useLocation } from 'react-router-dom';
import { mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leavingWarns, renderScreen } from '../../../testing/render-screen';
import { NewTenantPage } from './new-tenant-page';

const NOW = '2026-11-22T23:00:00.000Z';
const RECORDS = {
  'admin.acme.test': {
    id: 'Z1',
    records: [{ Name: '_a1.admin.acme.test', Type: 'CNAME', Value: '_v1.acm-validations.local' }],
    records_dr: [{ Name: '_a1.admin.acme.test', Type: 'CNAME', Value: '_v1-dr.acm-validations.local' }],
  },
};
const running = { status: 'RUNNING', timestamp: NOW };
const waitingDns = { status: 'WAITING', type: 'DNS Mapping', timestamp: NOW, data: { records: RECORDS } };
const succeeded = { status: 'SUCCEEDED', timestamp: NOW, executionArn: 'onboarding-T09-1', startDate: '2026-11-22T22:58:00.000Z' };
const notFound = { error: 'Tenant Not Found', timestamp: NOW };

/** Answers the status call with `answers` in turn (the last one again once they run out). */
function statusSequence(...answers: object[]): MockHandler {
  return () => ({ data: answers.length > 1 ? answers.shift() : answers[0] });
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function renderWizard(routes: Record<string, MockHandler | MockReply>) {
  const requests = mockApi(routes);
  const notices = renderScreen(
    <>
      <NewTenantPage />
      <Address />
    </>,
    '/new-tenant',
  );
  return { requests, notices };
}

const statusCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url === '/workflow/status');
/**
 * Lets answers reach the screen: the query layer and React hand them on through 0 ms timers, which
 * the fake clock runs 1 ms later; 3 ms in all, well inside the 100 ms margins of the interval checks.
 */
const flush = async () => {
  for (let round = 0; round < 3; round += 1) await act(() => jest.advanceTimersByTimeAsync(1));
};
const advance = async (ms: number) => {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  // The query layer hands answers to the screen on a 0 ms timer.
  await flush();
};
const currentStep = () => document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;

async function checkStatus(tenantId = 'T09') {
  fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: tenantId } });
  fireEvent.click(screen.getByRole('button', { name: 'Check Status' }));
  await flush();
}

const logo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pool-logo.png', { type: 'image/png' });

/** Fills every required field with a valid value and picks the pool logo. */
function fillForm() {
  fireEvent.change(screen.getByTestId('user_pool_logo-picker'), { target: { files: [logo()] } });
  const typed: Record<string, string> = {
    'Tenant Name': 'Acme Devices LLC',
    'Tenant Short Name': 'ACM',
    Email: 'owner@acme.test',
    Phone: '+1 212 555 0101',
    WhatsApp: '+1 212 555 0100',
    'First Name': 'Jane',
    'Last Name': 'Doe',
    'Site Title': 'Acme Devices',
    'Site Description': 'Used phones',
    Language: 'en',
    Region: 'us-east-1',
    'Primary Color': '#123456',
    'Secondary Color': '#abc',
    'Title Font': 'Inter',
    'Body Font': 'Roboto',
    'Routes (one host per line)': 'admin.acme.test\nbuy.acme.test',
  };
  for (const [label, value] of Object.entries(typed)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setNotifyApi();
});

describe('Onboard New Tenant — Check Status', () => {
  it("shows the five steps and opens the form with the tenant id on 'Tenant Not Found'", async () => {
    const { requests } = renderWizard({ 'POST /workflow/status': { data: notFound } });
    expect(screen.getByRole('heading', { name: 'Onboard New Tenant' })).toBeInTheDocument();
    expect([...document.querySelectorAll('.ant-steps-item-title')].map((item) => item.textContent)).toEqual([
      'Check Status',
      'Start Onboarding',
      'Continue',
      'Resume Workflow',
      'Confirm Status',
    ]);
    expect(screen.getByRole('button', { name: 'Check Status' })).toBeDisabled();
    await checkStatus(' T09 ');
    expect(requests.filter((r) => r.url !== '/update-config/list-tenants').map(({ method, url, body }) => ({ method, url, body }))).toEqual([{ method: 'POST', url: '/workflow/status', body: { tenant_id: 'T09' } }]);
    expect(currentStep()).toBe('Start Onboarding');
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
    expect(screen.getByLabelText('API Endpoint Configuration').closest('.ant-select')).toHaveTextContent('Regional');
    expect(screen.getByRole('checkbox', { name: 'Is Assurant Reseller' })).not.toBeChecked();
  });

  it('checks the status of the tenant named by ?tenantId= at once (the job centre’s link)', async () => {
    const requests = mockApi({ 'POST /workflow/status': { data: { status: 'RUNNING', timestamp: NOW } } });
    renderScreen(<NewTenantPage />, '/new-tenant?tenantId=T42');
    await flush();
    expect(statusCalls(requests).map((r) => r.body)).toEqual([{ tenant_id: 'T42' }]);
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T42');
    expect(screen.getByTestId('workflow-status')).toHaveTextContent('RUNNING');
  });

  it("opens the form when the status call fails with 'Tenant Not Found'", async () => {
    renderWizard({ 'POST /workflow/status': { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Tenant Not Found' } } });
    await checkStatus();
    expect(currentStep()).toBe('Start Onboarding');
  });

  it.each(['FAILED', 'TIMED_OUT', 'ABORTED', 'RUNNING'])('shows a %s status and stays on Check Status', async (status) => {
    const { requests } = renderWizard({ 'POST /workflow/status': { data: { status, error: status === 'FAILED' ? 'Certificate refused' : undefined, timestamp: NOW } } });
    await checkStatus();
    expect(currentStep()).toBe('Check Status');
    expect(screen.getByTestId('workflow-status')).toHaveTextContent(status === 'FAILED' ? 'FAILED — Certificate refused' : status);
    expect(screen.queryByRole('button', { name: 'Continue' }) !== null).toBe(status === 'RUNNING');
    await advance(30_000);
    expect(statusCalls(requests)).toHaveLength(1);
  });

  it("goes to Resume Workflow on WAITING 'DNS Mapping' or 'CNAME Records', with the records of data.records", async () => {
    renderWizard({ 'POST /workflow/status': { data: { ...waitingDns, type: 'CNAME Records' } } });
    await checkStatus();
    expect(currentStep()).toBe('Resume Workflow');
    expect(screen.getByText('The workflow is waiting for CNAME Records')).toBeInTheDocument();
    const rows = within(screen.getByTestId('dns-records')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['admin.acme.test', 'records', '_a1.admin.acme.test', 'CNAME', '_v1.acm-validations.local'],
      ['admin.acme.test', 'records_dr', '_a1.admin.acme.test', 'CNAME', '_v1-dr.acm-validations.local'],
    ]);
  });

  it('goes to Confirm Status on SUCCEEDED', async () => {
    const { requests } = renderWizard({ 'POST /workflow/status': { data: succeeded } });
    await checkStatus();
    expect(currentStep()).toBe('Confirm Status');
    expect(screen.getByText('Tenant onboarded successfully')).toBeInTheDocument();
    // The start in US Eastern time (22:58 UTC on Nov 22 is 5:58 pm EST).
    expect(screen.getByTestId('workflow-details')).toHaveTextContent('Executiononboarding-T09-1');
    expect(screen.getByTestId('workflow-details')).toHaveTextContent('StartedNov 22, 2026, 05:58 pm');
    await advance(30_000);
    expect(statusCalls(requests)).toHaveLength(1);
  });

  it('opens the form for any other answer', async () => {
    renderWizard({ 'POST /workflow/status': { data: { timestamp: NOW } } });
    await checkStatus();
    expect(currentStep()).toBe('Start Onboarding');
  });

  it("says 'Something went wrong,Unable to check status' when the call fails otherwise, and stays", async () => {
    const { notices } = renderWizard({ 'POST /workflow/status': { status: 500, data: { message: 'boom' } } });
    await checkStatus();
    expect(notices.toasts()).toEqual([['error', 'Something went wrong,Unable to check status']]);
    expect(currentStep()).toBe('Check Status');
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
  });
});

describe('Onboard New Tenant — Start Onboarding', () => {
  async function openForm(routes: Record<string, MockHandler | MockReply> = {}) {
    const rendered = renderWizard({ 'POST /workflow/status': { data: notFound }, ...routes });
    await checkStatus();
    return rendered;
  }

  it('takes a tenant ID of up to 60 characters, in the status check and in the form', async () => {
    renderWizard({ 'POST /workflow/status': { data: notFound } });
    expect(screen.getByLabelText('Tenant ID')).toHaveAttribute('maxlength', '60');
    await checkStatus();
    expect(screen.getByLabelText('Tenant ID')).toHaveAttribute('maxlength', '60');
  });

  const problem = () => screen.getByTestId('onboarding-problem');

  it("refuses an empty form with 'Please fill out all the data!' and the pool logo first, sending nothing", async () => {
    const { requests } = await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    await flush();
    expect(problem()).toHaveTextContent('Please fill out all the data!');
    expect(problem()).toHaveTextContent('user_pool_logo');
    expect(requests.filter((r) => r.url === '/workflow/start')).toHaveLength(0);
    expect(currentStep()).toBe('Start Onboarding');
  });

  it('names the next missing field in the form order and a bad colour, marking and focusing its input', async () => {
    await openForm();
    fireEvent.change(screen.getByTestId('user_pool_logo-picker'), { target: { files: [logo()] } });
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    await flush();
    expect(problem()).toHaveTextContent('tenant_id');
    expect(document.activeElement).toBe(screen.getByLabelText('Tenant ID'));
    expect(screen.getByLabelText('Tenant ID').closest('.ant-input-outlined, .ant-input')).toHaveClass('ant-input-status-error');
    fillForm();
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'T09' } });
    fireEvent.change(screen.getByLabelText('Primary Color'), { target: { value: '#12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    await flush();
    expect(problem()).toHaveTextContent('Please fill out all the data!');
    expect(problem()).toHaveTextContent('Invalid color on field px_color_primary');
  });

  it('keeps only digits in trial_period_in_days', async () => {
    await openForm();
    fireEvent.change(screen.getByLabelText('Trial Period In Days'), { target: { value: '3o days' } });
    expect(screen.getByLabelText('Trial Period In Days')).toHaveValue('3');
    const blocked = fireEvent.keyDown(screen.getByLabelText('Trial Period In Days'), { key: 'x' });
    expect(blocked).toBe(false);
  });

  it('keeps every typed value when the start is refused, showing the server’s message', async () => {
    const { notices, requests } = await openForm({ 'POST /workflow/start': { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'Tenant T09 already exists' } } });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    await flush();
    expect(requests.filter((r) => r.url === '/workflow/start')).toHaveLength(1);
    expect(notices.toasts()).toEqual([['error', 'Tenant T09 already exists']]);
    expect(currentStep()).toBe('Start Onboarding');
    expect(screen.getByLabelText('Tenant Name')).toHaveValue('Acme Devices LLC');
    expect(screen.getByLabelText('Routes (one host per line)')).toHaveValue('admin.acme.test\nbuy.acme.test');
    expect(screen.getByTestId('user_pool_logo-name')).toHaveTextContent('pool-logo.png');
  });

  it("falls back to 'Something went wrong' when the refusal has no message", async () => {
    const { notices } = await openForm({ 'POST /workflow/start': { error: new Error('') } });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    await flush();
    expect(notices.toasts()).toEqual([['error', 'Something went wrong']]);
    expect(screen.getByLabelText('Tenant Name')).toHaveValue('Acme Devices LLC');
  });
});

describe('Onboard New Tenant — the whole journey', () => {
  it('starts with a multipart body and goes to Continue, which asks the status at once', async () => {
    const { requests } = renderWizard({
      'POST /workflow/status': statusSequence(notFound, running),
      'POST /workflow/start': { data: { status: 'RUNNING', executionArn: 'onboarding-T09-1', startDate: NOW, jobId: '00000000-0000-4000-8000-000000000001' } },
    });
    await checkStatus();
    fillForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Is Assurant Reseller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    await flush();
    const [start] = requests.filter((r) => r.url === '/workflow/start');
    const body = start?.body as FormData;
    expect((body.get('user_pool_logo') as File).name).toBe('pool-logo.png');
    expect(body.get('tenant_id')).toBe('T09');
    expect(body.get('routes')).toBe('admin.acme.test\nbuy.acme.test');
    expect(body.get('is_assurant_reseller')).toBe('true');
    expect(body.get('apiEndpointConfiguration')).toBe('Regional');
    expect(body.has('favicon')).toBe(false);
    expect(currentStep()).toBe('Continue');
    expect(screen.getByText('Processing. Please wait... This process can take 30 seconds or more.')).toBeInTheDocument();
    expect(statusCalls(requests).map((r) => r.body)).toEqual([{ tenant_id: 'T09' }, { tenant_id: 'T09' }]);
    expect(leavingWarns()).toBe(true);
  });

  it('polls every 15 s while RUNNING, resumes after WAITING with a confirmation, and confirms SUCCEEDED', async () => {
    const { requests } = renderWizard({
      'POST /workflow/status': statusSequence(running, running, running, waitingDns, running, succeeded),
      'POST /workflow/resume': { data: { status: 'RUNNING' } },
    });
    expect(leavingWarns()).toBe(false);
    await checkStatus();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();

    // Step 3 asks at once, then every 15 s while RUNNING.
    expect(currentStep()).toBe('Continue');
    expect(statusCalls(requests)).toHaveLength(2);
    expect(leavingWarns()).toBe(true);
    await advance(14_900);
    expect(statusCalls(requests)).toHaveLength(2);
    await advance(100);
    expect(statusCalls(requests)).toHaveLength(3);
    expect(currentStep()).toBe('Continue');
    await advance(15_000);
    expect(statusCalls(requests)).toHaveLength(4);

    // WAITING 'DNS Mapping': Resume Workflow with the records; no more polling there.
    expect(currentStep()).toBe('Resume Workflow');
    expect(within(screen.getByTestId('dns-records')).getAllByRole('row')).toHaveLength(3);
    await advance(30_000);
    expect(statusCalls(requests)).toHaveLength(4);
    expect(leavingWarns()).toBe(false);

    // Cancel the confirmation: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Resume Workflow' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(requests.filter((r) => r.url === '/workflow/resume')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Resume Workflow' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await flush();
    expect(requests.filter((r) => r.url === '/workflow/resume').map((r) => r.body)).toEqual([{ tenant_id: 'T09' }]);

    // Step 5 polls again: RUNNING, then SUCCEEDED 15 s later; then no more calls.
    expect(currentStep()).toBe('Confirm Status');
    expect(statusCalls(requests)).toHaveLength(5);
    await advance(14_900);
    expect(statusCalls(requests)).toHaveLength(5);
    await advance(100);
    expect(statusCalls(requests)).toHaveLength(6);
    expect(screen.getByText('Tenant onboarded successfully')).toBeInTheDocument();
    await advance(30_000);
    expect(statusCalls(requests)).toHaveLength(6);
    expect(leavingWarns()).toBe(false);
  });

  it('stops polling and shows the status when the workflow FAILED', async () => {
    const { requests } = renderWizard({ 'POST /workflow/status': statusSequence(running, running, { status: 'FAILED', error: 'User pool refused', timestamp: NOW }) });
    await checkStatus();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    await advance(15_000);
    expect(statusCalls(requests)).toHaveLength(3);
    expect(screen.getByText('The onboarding of T09 stopped')).toBeInTheDocument();
    expect(screen.getByTestId('workflow-status')).toHaveTextContent('FAILED — User pool refused');
    expect(leavingWarns()).toBe(false);
    await advance(30_000);
    expect(statusCalls(requests)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Check Status' }));
    expect(currentStep()).toBe('Check Status');
  });
});

describe('Onboard New Tenant — typed input and a reload (docs/leaving.md)', () => {
  const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

  it('asks before leaving once a tenant ID is typed, and not when the field is empty again', async () => {
    renderWizard({ 'POST /workflow/status': { data: notFound } });
    expect(leaveMessage()).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'T09' } });
    await flush();
    expect(leaveMessage()).toBe(UNSAVED);
    expect(leavingWarns()).toBe(true);
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: '' } });
    await flush();
    expect(leaveMessage()).toBeUndefined();
    expect(leavingWarns()).toBe(false);
  });

  it('asks before leaving the form of step 2 once something is typed in it', async () => {
    renderWizard({ 'POST /workflow/status': { data: notFound } });
    await checkStatus();
    expect(currentStep()).toBe('Start Onboarding');
    expect(leaveMessage()).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Tenant Name'), { target: { value: 'Acme Devices LLC' } });
    await flush();
    expect(leaveMessage()).toBe(UNSAVED);
  });

  it('puts the started onboarding in the address, so that a reload comes back to it', async () => {
    renderWizard({
      'POST /workflow/status': statusSequence(notFound, running),
      'POST /workflow/start': { data: { status: 'RUNNING', executionArn: 'onboarding-T09-1', startDate: NOW, jobId: '00000000-0000-4000-8000-000000000001' } },
    });
    await checkStatus();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/new-tenant$/);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Start Onboarding' }));
    await flush();
    expect(currentStep()).toBe('Continue');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/new-tenant\?tenantId=T09$/);
    // While it runs, leaving asks with the pending-task text instead.
    expect(leaveMessage()).toBe('There is one task pending, do you want to leave anyways?');
  });
});
