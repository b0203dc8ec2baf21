import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { renderConfigDeployment, renderDeployStep, spyToasts } from '../../../testing/release-deployment';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

const ID = '00000000-0000-4000-8000-0000000000b1';
const PR = {
  id: 7,
  step: 'release-to-prod',
  VersionCode: 'v1.4.0',
  description: 'Release v1.4.0 to prod',
  destination: 'prod',
  state: 'open',
  author: 'px-release-bot',
  approvedBy: null,
  mergedBy: null,
  openedAt: '2025-06-15T12:00:00.000Z',
  updatedAt: '2025-06-15T12:00:00.000Z',
};
const LEDGER = {
  versions: [
    { VersionCode: 'v1.4.0', stage: 'release', updatedAt: '2025-06-15T12:00:00.000Z' },
    { VersionCode: 'v1.0.0', stage: 'prod', updatedAt: '2025-01-01T00:00:00.000Z' },
  ],
  pullRequests: [PR, { ...PR, id: 6, step: 'versioned-to-release', destination: 'release/uat', description: 'Release v1.4.0 to release', state: 'merged' }],
};

const EMPTY_LEDGER = { versions: [], pullRequests: [] };

/** The API with `routes`; the ledger is empty unless `ledger` (rendering its rows costs time). */
function api(routes: Record<string, MockHandler | MockReply> = {}, ledger: object = EMPTY_LEDGER): RecordedRequest[] {
  return mockApi({ 'GET /code-deployment/ledger': { data: ledger }, ...routes });
}

// Pages with antd tables and tabs render slowly on a loaded machine.
jest.setTimeout(30_000);
const deployCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url.startsWith('/code-deployment/') && request.method === 'POST');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const press = (name: string) => fireEvent.click(within(screen.getByTestId('deploy-form')).getByRole('button', { name }));
const panel = () => screen.findByTestId('admin-operation-result');

afterEach(() => setNotifyApi());

describe('a deployment step', () => {
  it("says 'Version Code is required' for the non-PR step and sends nothing", async () => {
    const shown = spyToasts();
    const requests = api();
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    expect(screen.getByRole('heading', { name: 'Release to Prod' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Bitbucket User')).toBeNull();
    press('Submit');
    await waitFor(() => expect(shown).toEqual([['error', 'Version Code is required']]));
    expect(deployCalls(requests)).toHaveLength(0);
  });

  it('runs the base step with the Version Code and shows the result, then reloads the ledger', async () => {
    const shown = spyToasts();
    const requests = api({
      'POST /code-deployment/release-to-prod': { data: { AdminOperationId: ID, Status: 'Succeeded', Message: 'v1.4.0 is now at prod', Result: { step: 'release-to-prod', variant: 'run', VersionCode: 'v1.4.0', stage: 'prod' } } },
    });
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    type('Version Code', ' 1.4.0 ');
    press('Submit');
    expect(await panel()).toHaveAttribute('data-status', 'Succeeded');
    expect(screen.getByTestId('admin-operation-result')).toHaveTextContent('v1.4.0 is now at prod');
    expect(screen.getByTestId('deploy-result')).toHaveTextContent('v1.4.0 at prod');
    expect(shown).toEqual([['success', 'v1.4.0 is now at prod']]);
    expect(deployCalls(requests).map((request) => request.body)).toEqual([{ VersionCode: '1.4.0' }]);
    await waitFor(() => expect(requests.filter((request) => request.url === '/code-deployment/ledger')).toHaveLength(2));
  });

  it("shows only this step's pull requests", async () => {
    api({}, LEDGER);
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    expect(await screen.findByTestId('pull-request-7')).toHaveTextContent('Release v1.4.0 to prod');
    expect(screen.queryByTestId('pull-request-6')).toBeNull();
  });

  it("says 'No pull requests yet' when the step has none (the ledger's other steps have some)", async () => {
    api({}, LEDGER);
    renderDeployStep('test-to-versioned', '/config-deployment/test-to-version');
    const table = await screen.findByTestId('pull-requests');
    await waitFor(() => expect(within(table).getByText('No pull requests yet')).toBeInTheDocument());
    expect(within(table).queryByText('No data')).toBeNull();
  });

  it("opens a PR: the step's Destination read-only, the default description, then the app password is cleared and the rest kept", async () => {
    const shown = spyToasts();
    const requests = api({ 'POST /code-deployment/release-to-prod-pr': { data: { AdminOperationId: ID, Status: 'Succeeded', Message: 'Pull request #8 opened: Release v1.4.0 to prod' } } });
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    openTab('Pull Request');
    expect(screen.getByLabelText('Destination')).toHaveValue('prod');
    expect(screen.getByLabelText('Destination')).toHaveAttribute('readonly');
    type('Version Code', '1.4.0');
    expect(screen.getByLabelText('PR Description')).toHaveAttribute('placeholder', 'Release v1.4.0 to prod');
    type('Bitbucket User', 'px-release-bot');
    press('Create PR');
    await waitFor(() => expect(shown).toEqual([['error', 'Version Code, Bitbucket User and App Password are required']]));
    expect(deployCalls(requests)).toHaveLength(0);

    type('App Password', 'the-app-password');
    press('Create PR');
    expect(await panel()).toHaveTextContent('Pull request #8 opened: Release v1.4.0 to prod');
    expect(deployCalls(requests).map((request) => request.body)).toEqual([
      { VersionCode: '1.4.0', PRDescription: 'Release v1.4.0 to prod', Destination: 'prod', BitBucketUser: 'px-release-bot', AppPassword: 'the-app-password' },
    ]);
    expect(screen.getByLabelText('App Password')).toHaveValue('');
    expect(screen.getByLabelText('Bitbucket User')).toHaveValue('px-release-bot');
    expect(screen.getByLabelText('Version Code')).toHaveValue('1.4.0');
  });

  it('sends no Destination for the test step, and a typed description as typed', async () => {
    spyToasts();
    const requests = api({
      'POST /code-deployment/test-to-versioned-pr': { data: { AdminOperationId: ID, Status: 'Succeeded' } },
    });
    renderDeployStep('test-to-versioned', '/config-deployment/test-to-version');
    openTab('Pull Request');
    expect(screen.getByLabelText('Destination')).toHaveValue('None');
    type('Version Code', 'v2.0');
    type('PR Description', 'Cut 2.0');
    type('Bitbucket User', 'u');
    type('App Password', 'p');
    press('Create PR');
    await panel();
    expect(deployCalls(requests).map((request) => request.body)).toEqual([{ VersionCode: 'v2.0', PRDescription: 'Cut 2.0', BitBucketUser: 'u', AppPassword: 'p' }]);
  });

  it.each([
    ['Approve PR', 'Approve', '/code-deployment/versioned-to-release-approve'],
    ['Merge PR', 'Merge', '/code-deployment/versioned-to-release-merge'],
  ])('%s needs the user and password only, and sends only them', async (tab, button, url) => {
    const shown = spyToasts();
    const requests = api({ [`POST ${url}`]: { data: { AdminOperationId: ID, Status: 'Succeeded' } } });
    renderDeployStep('versioned-to-release', '/config-deployment/version-to-release');
    type('Version Code', '1.4.0');
    openTab(tab);
    expect(screen.queryByLabelText('Version Code')).toBeNull();
    type('Bitbucket User', 'px-release-bot');
    press(button);
    await waitFor(() => expect(shown).toEqual([['error', 'Bitbucket User and App Password are required']]));
    expect(deployCalls(requests)).toHaveLength(0);
    expect(screen.getByLabelText('Bitbucket User')).toHaveValue('px-release-bot');
    type('App Password', 'pw');
    press(button);
    await panel();
    expect(deployCalls(requests).map((request) => [request.url, request.body])).toEqual([[url, { BitBucketUser: 'px-release-bot', AppPassword: 'pw' }]]);
  });

  it('Approve PR names the open pull request it acts on, Merge PR the approved one, and each says when there is none', async () => {
    api({}, { versions: [], pullRequests: [{ ...PR, id: 9, state: 'approved', description: 'Release v1.5.0 to prod', VersionCode: 'v1.5.0' }, { ...PR, id: 6, step: 'versioned-to-release', state: 'open' }] });
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    openTab('Merge PR');
    expect(await screen.findByTestId('pull-request-acted-on')).toHaveTextContent("Merges pull request #9 'Release v1.5.0 to prod' (v1.5.0, opened by px-release-bot).");
    openTab('Approve PR');
    expect(screen.getByTestId('pull-request-acted-on')).toHaveTextContent('No open pull request for this step: there is nothing to approve.');
  });

  it('Approve PR names the open pull request of its own step, not of another step', async () => {
    api({}, LEDGER);
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    openTab('Approve PR');
    expect(await screen.findByTestId('pull-request-acted-on')).toHaveTextContent("Approves pull request #7 'Release v1.4.0 to prod' (v1.4.0, opened by px-release-bot).");
  });

  it("shows the server's refusal, keeps what was typed but the app password", async () => {
    const shown = spyToasts();
    api({ 'POST /code-deployment/release-to-prod-merge': { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'Version v1.4.0 is already merged to prod' } } });
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    openTab('Merge PR');
    type('Bitbucket User', 'px-release-bot');
    type('App Password', 'pw');
    press('Merge');
    await waitFor(() => expect(shown).toEqual([['error', 'Version v1.4.0 is already merged to prod']]));
    expect(screen.getByLabelText('Bitbucket User')).toHaveValue('px-release-bot');
    expect(screen.getByLabelText('App Password')).toHaveValue('');
    expect(screen.queryByTestId('admin-operation-result')).toBeNull();
  });

  it("polls the admin status while 'Waiting', then shows the result", async () => {
    const shown = spyToasts();
    const statuses: MockReply[] = [{ data: { AdminOperationId: ID, Status: 'Waiting' } }, { data: { AdminOperationId: ID, Status: 'Succeeded', Message: 'Pull request #7 merged: v1.4.0 is now at prod' } }];
    const requests = api({
      'POST /code-deployment/release-to-prod-merge': { data: { AdminOperationId: ID, Status: 'Waiting' } },
      'POST /admin-status': () => statuses.shift()!,
    });
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod', 20);
    openTab('Merge PR');
    type('Bitbucket User', 'px-release-bot');
    type('App Password', 'pw');
    press('Merge');
    expect(await panel()).toHaveAttribute('data-status', 'Waiting');
    expect(within(screen.getByTestId('deploy-form')).getByRole('button', { name: /Merge/ })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('admin-operation-result')).toHaveAttribute('data-status', 'Succeeded'));
    expect(screen.getByTestId('admin-operation-result')).toHaveTextContent('Pull request #7 merged: v1.4.0 is now at prod');
    expect(shown).toEqual([['success', 'Pull request #7 merged: v1.4.0 is now at prod']]);
    expect(requests.filter((request) => request.url === '/admin-status').map((request) => request.body)).toEqual([{ AdminOperationId: ID }, { AdminOperationId: ID }]);
  });

  it("says in place of the step's pull requests that the ledger could not be loaded, and Retry loads it", async () => {
    spyToasts();
    let failures = 1;
    const requests = mockApi({
      'GET /code-deployment/ledger': () => (failures-- > 0 ? { status: 500, data: { message: 'Ledger unavailable' } } : { data: LEDGER }),
    });
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the pull requests');
    expect(screen.queryByTestId('pull-requests')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('pull-request-7')).toBeInTheDocument();
    expect(screen.queryByTestId('pull-request-6')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/code-deployment/ledger')).toHaveLength(2);
  });
});

describe('a deployment step — leaving with unsaved input (docs/leaving.md)', () => {
  it('asks before leaving with a typed Version Code; Cancel keeps it, OK leaves', () => {
    api();
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    type('Version Code', '1.4.0');
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(screen.getByLabelText('Version Code')).toHaveValue('1.4.0');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('is clean once the step is sent, asks again once the input changes, and still asks after a refusal', async () => {
    spyToasts();
    const answers: MockReply[] = [
      { data: { AdminOperationId: ID, Status: 'Succeeded', Message: 'done', Result: { step: 'release-to-prod', variant: 'run', VersionCode: 'v1.4.0', stage: 'prod' } } },
      { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'v1.4.1 is not at release' } },
    ];
    api({ 'POST /code-deployment/release-to-prod': () => answers.shift()! });
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    type('Version Code', '1.4.0');
    press('Submit');
    expect(await panel()).toHaveAttribute('data-status', 'Succeeded');
    expect(leaveMessage()).toBeUndefined();
    type('Version Code', '1.4.1');
    expect(leaveMessage()).toBe(UNSAVED);
    press('Submit');
    await waitFor(() => expect(within(screen.getByTestId('deploy-form')).getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(leaveMessage()).toBe(UNSAVED);
  });

  it('leaves without asking when nothing is typed', () => {
    api();
    renderDeployStep('release-to-prod', '/config-deployment/release-to-prod');
    expect(leaveForDashboard(false)).toEqual([]);
    expect(onDashboard()).toBe(true);
  });
});

describe('Config Deployment overview', () => {
  it('links to the three steps and shows the ledger', async () => {
    api({}, LEDGER);
    renderConfigDeployment();
    expect(screen.getByRole('heading', { name: 'Config Deployment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test to Version' })).toHaveAttribute('href', '/config-deployment/test-to-version');
    expect(screen.getByRole('link', { name: 'Version to Release' })).toHaveAttribute('href', '/config-deployment/version-to-release');
    expect(screen.getByRole('link', { name: 'Release to Prod' })).toHaveAttribute('href', '/config-deployment/release-to-prod');
    const versions = await screen.findByTestId('release-versions');
    await waitFor(() => expect(within(versions).getByText('v1.0.0')).toBeInTheDocument());
    expect(within(screen.getByTestId('pull-request-6')).getByText('release/uat')).toBeInTheDocument();
    expect(within(screen.getByTestId('pull-request-7')).getByText('open')).toBeInTheDocument();
  });

  it("writes when each version was updated as the console's dates are written, in US Eastern time", async () => {
    api({}, LEDGER);
    renderConfigDeployment();
    const versions = await screen.findByTestId('release-versions');
    await waitFor(() => expect(within(versions).getByText('v1.0.0')).toBeInTheDocument());
    const updated = within(versions)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    // 12:00 UTC on Jun 15 is 08:00 EDT; midnight UTC on Jan 1 is 7 pm EST the day before.
    expect(updated).toEqual(['Jun 15, 2025, 08:00 am', 'Dec 31, 2024, 07:00 pm']);
    // The heading names the zone the times are in.
    expect(screen.getByRole('columnheader', { name: 'Updated (ET)' })).toBeInTheDocument();
  });

  it("says 'No versions yet' and 'No pull requests yet' on an empty ledger", async () => {
    api({}, EMPTY_LEDGER);
    renderConfigDeployment();
    await waitFor(() => expect(within(screen.getByTestId('release-versions')).getByText('No versions yet')).toBeInTheDocument());
    expect(within(screen.getByTestId('pull-requests')).getByText('No pull requests yet')).toBeInTheDocument();
  });

  it('says in place of the tables that the ledger could not be loaded, and Retry loads it', async () => {
    let failures = 1;
    const requests = mockApi({
      'GET /code-deployment/ledger': () => (failures-- > 0 ? { status: 500, data: { message: 'Ledger unavailable' } } : { data: LEDGER }),
    });
    renderConfigDeployment();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the release ledger');
    expect(alert).toHaveTextContent('Ledger unavailable');
    expect(screen.queryByTestId('release-versions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pull-requests')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const versions = await screen.findByTestId('release-versions');
    await waitFor(() => expect(within(versions).getByText('v1.0.0')).toBeInTheDocument());
    expect(within(screen.getByTestId('pull-request-7')).getByText('open')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/code-deployment/ledger')).toHaveLength(2);
  });
});
