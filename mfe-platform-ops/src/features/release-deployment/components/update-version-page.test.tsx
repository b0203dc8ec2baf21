import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { chooseOption, renderUpdateVersion, spyToasts } from '../../../testing/release-deployment';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

const TENANTS = [
  { tenantId: 'T01', tenantName: 'Wholesale Cellular' },
  { tenantId: 'T02', tenantName: 'Acme Phones' },
];
const VERSIONS = {
  appVersion: 'v1.0.0',
  appUpdatedAt: '2025-06-15T12:00:00.000Z',
  configVersions: [
    { tenant_id: 'T01', config_version: 'v1.0.0', updatedAt: '2025-06-15T12:00:00.000Z' },
    { tenant_id: 'T02', config_version: 'v0.9.0', updatedAt: '2025-06-15T12:00:00.000Z' },
  ],
};

function api(replies: { app?: MockReply; config?: MockReply } = {}): RecordedRequest[] {
  return mockApi({
    'GET /update-config/list-tenants': { data: TENANTS },
    'GET /code-deployment/versions': { data: VERSIONS },
    'POST /code-deployment/update-app-version': replies.app ?? { data: { message: 'App updated success', version: 'v1.4.0', tenantsUpdated: 0 } },
    'POST /code-deployment/update-config-version': replies.config ?? { data: { message: 'Config updated success', version: 'v1.0.0', tenantsUpdated: 1 } },
  });
}

const calls = (requests: RecordedRequest[], url: string) => requests.filter((request) => request.method === 'POST' && request.url === url).map((request) => request.body);
const appSection = () => screen.getByTestId('app-version-section');
const configSection = () => screen.getByTestId('config-version-section');
const typeCode = (value: string) => fireEvent.change(screen.getByLabelText('Version Code'), { target: { value } });

jest.setTimeout(30_000);
afterEach(() => setNotifyApi());

describe('Update Version', () => {
  it('shows the current app version; without a version code says so and sends nothing', async () => {
    const shown = spyToasts();
    const requests = api();
    renderUpdateVersion();
    expect(screen.getByRole('heading', { name: 'Update Version' })).toBeInTheDocument();
    expect(await within(appSection()).findByText('v1.0.0')).toHaveAttribute('data-testid', 'current-app-version');
    fireEvent.click(within(appSection()).getByRole('button', { name: 'Update App' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Version Code is required']]));
    expect(calls(requests, '/code-deployment/update-app-version')).toEqual([]);
  });

  it("sends the version prefixed with v (never doubled) and config_update; 'App updated success'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderUpdateVersion();
    typeCode(' 1.4.0 ');
    fireEvent.click(within(appSection()).getByRole('button', { name: 'Update App' }));
    await waitFor(() => expect(shown).toEqual([['success', 'App updated success']]));
    typeCode('v1.4.1');
    fireEvent.click(within(appSection()).getByRole('checkbox', { name: 'Update config versions too' }));
    fireEvent.click(within(appSection()).getByRole('button', { name: 'Update App' }));
    await waitFor(() => expect(shown).toHaveLength(2));
    expect(calls(requests, '/code-deployment/update-app-version')).toEqual([
      { version: 'v1.4.0', config_update: false },
      { version: 'v1.4.1', config_update: true },
    ]);
  });

  it("refuses a code that is no version before sending", async () => {
    const shown = spyToasts();
    const requests = api();
    renderUpdateVersion();
    typeCode('1.x');
    fireEvent.click(within(appSection()).getByRole('button', { name: 'Update App' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Version Code must be digits and dots, e.g. 1.4.0 or v1.4.0']]));
    expect(calls(requests, '/code-deployment/update-app-version')).toEqual([]);
  });

  it("says 'App updated failed, Something went wrong' on failure and keeps the typed code", async () => {
    const shown = spyToasts();
    api({ app: { status: 500, data: {} } });
    renderUpdateVersion();
    typeCode('2.0');
    fireEvent.click(within(appSection()).getByRole('button', { name: 'Update App' }));
    await waitFor(() => expect(shown).toEqual([['error', 'App updated failed, Something went wrong']]));
    expect(screen.getByLabelText('Version Code')).toHaveValue('2.0');
  });

  it("updates the chosen tenant's config version: its current version shown, 'Config updated success'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderUpdateVersion();
    fireEvent.click(within(configSection()).getByRole('button', { name: 'Update Config' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Tenant ID is required']]));
    expect(calls(requests, '/code-deployment/update-config-version')).toEqual([]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeEnabled());
    await chooseOption('Tenant', 'T02 - Acme Phones');
    await waitFor(() => expect(screen.getByTestId('current-config-version')).toHaveTextContent('v0.9.0'));
    fireEvent.click(within(configSection()).getByRole('button', { name: 'Update Config' }));
    await waitFor(() => expect(shown).toContainEqual(['success', 'Config updated success']));
    expect(calls(requests, '/code-deployment/update-config-version')).toEqual([{ tenant_id: 'T02' }]);
  });

  it("says 'Config updated failed, Something went wrong' with the server's reason", async () => {
    const shown = spyToasts();
    api({ config: { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Tenant not found' } } });
    renderUpdateVersion();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeEnabled());
    await chooseOption('Tenant', 'T01 - Wholesale Cellular');
    fireEvent.click(within(configSection()).getByRole('button', { name: 'Update Config' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Config updated failed, Something went wrong']]));
  });

  it('says the current versions could not be loaded, and Retry loads them', async () => {
    spyToasts();
    let failures = 1;
    const requests = mockApi({
      'GET /update-config/list-tenants': { data: TENANTS },
      'GET /code-deployment/versions': () => (failures-- > 0 ? { status: 500, data: { message: 'Versions unavailable' } } : { data: VERSIONS }),
    });
    renderUpdateVersion();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the current versions');
    expect(alert).toHaveTextContent('Versions unavailable');
    expect(within(appSection()).getByTestId('current-app-version')).toHaveTextContent('--');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(appSection()).getByTestId('current-app-version')).toHaveTextContent('v1.0.0'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/code-deployment/versions')).toHaveLength(2);
  });

  it('says the tenants could not be loaded, and Retry loads them into the Tenant list', async () => {
    spyToasts();
    let failures = 1;
    const requests = mockApi({
      'GET /update-config/list-tenants': () => (failures-- > 0 ? { status: 500, data: { message: 'Tenants unavailable' } } : { data: TENANTS }),
      'GET /code-deployment/versions': { data: VERSIONS },
    });
    renderUpdateVersion();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the tenants');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await chooseOption('Tenant', 'T02 - Acme Phones');
    expect(within(configSection()).getByTestId('current-config-version')).toHaveTextContent('v0.9.0');
    expect(requests.filter((request) => request.url === '/update-config/list-tenants')).toHaveLength(2);
  });
});

describe('Update Version — leaving with unsaved input (docs/leaving.md)', () => {
  it('asks before leaving with a typed Version Code; Cancel keeps it, OK leaves', () => {
    api();
    renderUpdateVersion();
    typeCode('1.4.0');
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(screen.getByLabelText('Version Code')).toHaveValue('1.4.0');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('is clean once the app version is updated, and asks again once the code changes', async () => {
    const shown = spyToasts();
    api();
    renderUpdateVersion();
    typeCode('1.4.0');
    fireEvent.click(within(appSection()).getByRole('button', { name: 'Update App' }));
    await waitFor(() => expect(shown).toEqual([['success', 'App updated success']]));
    expect(leaveMessage()).toBeUndefined();
    typeCode('1.4.1');
    expect(leaveMessage()).toBe(UNSAVED);
  });

  it('leaves without asking after only choosing a tenant to see its config version', async () => {
    api();
    renderUpdateVersion();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeEnabled());
    await chooseOption('Tenant', 'T02 - Acme Phones');
    expect(leaveForDashboard(false)).toEqual([]);
    expect(onDashboard()).toBe(true);
  });
});
