import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { chooseOption, renderSplashPage, spyToasts } from '../../../testing/splash-config';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

const TENANTS = [
  { tenantId: 'T01', tenantName: 'Wholesale Cellular' },
  { tenantId: 'T02', tenantName: 'Acme Phones' },
];

function api(post: MockReply | ((request: RecordedRequest) => MockReply) = { data: { Status: 'Successful', splash: { tenant_id: 'T01', tenant_page: true, buyer_page: false } } }, tenants: MockReply = { data: TENANTS }) {
  return mockApi({
    'GET /update-config/list-tenants': tenants,
    'GET /splash-config': (request) => ({ data: { tenant_id: request.params.tenantId, tenant_page: false, buyer_page: true } }),
    'POST /splash-config': post,
  });
}

const tenantBox = () => screen.getByRole('checkbox', { name: 'Tenant Admin Site' });
const buyerBox = () => screen.getByRole('checkbox', { name: 'Buyer Site' });
const addButton = () => screen.getByRole('button', { name: 'ADD SPLASH PAGE' });
const removeButton = () => screen.getByRole('button', { name: 'REMOVE SPLASH PAGE' });
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

afterEach(() => setNotifyApi());

describe('Splash Page Config', () => {
  it('disables both boxes until a tenant is chosen, and both buttons until a box is ticked', async () => {
    api();
    renderSplashPage();
    expect(screen.getByRole('heading', { name: 'Splash Page Config' })).toBeInTheDocument();
    expect(tenantBox()).toBeDisabled();
    expect(buyerBox()).toBeDisabled();
    expect(addButton()).toBeDisabled();
    expect(removeButton()).toBeDisabled();
    await chooseOption('Tenant', 'T02 - Acme Phones');
    expect(tenantBox()).toBeEnabled();
    expect(buyerBox()).toBeEnabled();
    expect(addButton()).toBeDisabled();
    await userEvent.click(buyerBox());
    expect(addButton()).toBeEnabled();
    expect(removeButton()).toBeEnabled();
    await userEvent.click(buyerBox());
    expect(addButton()).toBeDisabled();
  });

  it("shows the chosen tenant's current splash pages", async () => {
    const requests = api();
    renderSplashPage();
    await chooseOption('Tenant', 'T02 - Acme Phones');
    expect(await screen.findByText('Splash page on')).toBeInTheDocument();
    expect(screen.getByTestId('splash-tenant-page')).toHaveTextContent('No splash page');
    expect(screen.getByTestId('splash-buyer-page')).toHaveTextContent('Splash page on');
    expect(requests.find((request) => request.url === '/splash-config')?.params).toEqual({ tenantId: 'T02' });
  });

  it("adds the splash page on the ticked sites and shows 'Splash page added successfully.'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderSplashPage();
    await chooseOption('Tenant', 'T01 - Wholesale Cellular');
    await userEvent.click(tenantBox());
    await userEvent.click(addButton());
    await waitFor(() => expect(shown).toContainEqual(['success', 'Splash page added successfully.']));
    expect(posts(requests).map((request) => request.body)).toEqual([{ tenant_id: 'T01', tenant_page: true, buyer_page: false, operation: 'add' }]);
  });

  it("removes it and shows 'Splash page removed successfully.'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderSplashPage();
    await chooseOption('Tenant', 'T01 - Wholesale Cellular');
    await userEvent.click(tenantBox());
    await userEvent.click(buyerBox());
    await userEvent.click(removeButton());
    await waitFor(() => expect(shown).toContainEqual(['success', 'Splash page removed successfully.']));
    expect(posts(requests).map((request) => request.body)).toEqual([{ tenant_id: 'T01', tenant_page: true, buyer_page: true, operation: 'remove' }]);
  });

  it("shows 'Failed to {operation} splash page.' when the Status is not Successful", async () => {
    const shown = spyToasts();
    api({ data: { Status: 'Failed', splash: { tenant_id: 'T01', tenant_page: false, buyer_page: false } } });
    renderSplashPage();
    await chooseOption('Tenant', 'T01 - Wholesale Cellular');
    await userEvent.click(buyerBox());
    await userEvent.click(removeButton());
    await waitFor(() => expect(shown).toContainEqual(['error', 'Failed to remove splash page.']));
    expect(shown).not.toContainEqual(['success', 'Splash page removed successfully.']);
  });

  it("shows 'An error occurred. Please try again.' when the call fails, and keeps the ticks", async () => {
    const shown = spyToasts();
    api({ status: 500, data: { message: 'boom' } });
    renderSplashPage();
    await chooseOption('Tenant', 'T01 - Wholesale Cellular');
    await userEvent.click(tenantBox());
    await userEvent.click(addButton());
    await waitFor(() => expect(shown).toContainEqual(['error', 'An error occurred. Please try again.']));
    expect(shown.filter(([severity]) => severity === 'error')).toHaveLength(1);
    expect(tenantBox()).toBeChecked();
  });

  it("says 'Please select a tenant.' and sends nothing when the tenant was cleared after ticking", async () => {
    const shown = spyToasts();
    const requests = api();
    renderSplashPage();
    await chooseOption('Tenant', 'T01 - Wholesale Cellular');
    await userEvent.click(tenantBox());
    await userEvent.click(screen.getByLabelText('close-circle', { exact: false }));
    expect(tenantBox()).toBeDisabled();
    await userEvent.click(addButton());
    expect(shown).toEqual([['error', 'Please select a tenant.']]);
    expect(posts(requests)).toHaveLength(0);
  });

  it("shows 'Something went wrong, Unable to fetch tenant' when the tenants cannot be loaded", async () => {
    const shown = spyToasts();
    api(undefined, { status: 500, data: {} });
    renderSplashPage();
    await waitFor(() => expect(shown).toContainEqual(['error', 'Something went wrong, Unable to fetch tenant']));
  });

  it("says inline that the tenant's splash pages could not be loaded, and Retry loads them", async () => {
    spyToasts();
    let failures = 1;
    const requests = mockApi({
      'GET /update-config/list-tenants': { data: TENANTS },
      'GET /splash-config': (request) =>
        failures-- > 0 ? { status: 500, data: { message: 'Splash store unavailable' } } : { data: { tenant_id: request.params.tenantId, tenant_page: false, buyer_page: true } },
    });
    renderSplashPage();
    await chooseOption('Tenant', 'T02 - Acme Phones');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the splash pages of T02');
    expect(alert).toHaveTextContent('Splash store unavailable');
    expect(screen.queryByTestId('splash-buyer-page')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('splash-buyer-page')).toHaveTextContent('Splash page on');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/splash-config')).toHaveLength(2);
  });

  it('says inline that the tenants could not be loaded, and Retry loads them', async () => {
    spyToasts();
    let failures = 1;
    const requests = mockApi({
      'GET /update-config/list-tenants': () => (failures-- > 0 ? { status: 500, data: { message: 'Tenants unavailable' } } : { data: TENANTS }),
      'GET /splash-config': { data: { tenant_id: 'T02', tenant_page: false, buyer_page: true } },
    });
    renderSplashPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the tenants');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await chooseOption('Tenant', 'T02 - Acme Phones');
    expect(tenantBox()).toBeEnabled();
    expect(requests.filter((request) => request.url === '/update-config/list-tenants')).toHaveLength(2);
  });
});

describe('Splash Page Config — leaving with unsaved input (docs/leaving.md)', () => {
  it('asks before leaving with a box ticked for a tenant; Cancel keeps the tenant and the tick, OK leaves', async () => {
    api();
    renderSplashPage();
    await chooseOption('Tenant', 'T02 - Acme Phones');
    // Choosing a tenant only shows its splash pages: nothing to lose yet.
    expect(leaveMessage()).toBeUndefined();
    await userEvent.click(buyerBox());
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Tenant' }).closest('.ant-select')).toHaveTextContent('T02 - Acme Phones');
    expect(buyerBox()).toBeChecked();
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('is clean once the splash page is added, and still asks when the answer is not Successful', async () => {
    const shown = spyToasts();
    const answers: MockReply[] = [
      { data: { Status: 'Successful', splash: { tenant_id: 'T01', tenant_page: true, buyer_page: false } } },
      { data: { Status: 'Failed', splash: { tenant_id: 'T01', tenant_page: true, buyer_page: true } } },
    ];
    api(() => answers.shift()!);
    renderSplashPage();
    await chooseOption('Tenant', 'T01 - Wholesale Cellular');
    await userEvent.click(tenantBox());
    await userEvent.click(addButton());
    await waitFor(() => expect(shown).toContainEqual(['success', 'Splash page added successfully.']));
    expect(leaveMessage()).toBeUndefined();
    await userEvent.click(buyerBox());
    await userEvent.click(addButton());
    await waitFor(() => expect(shown).toContainEqual(['error', 'Failed to add splash page.']));
    expect(leaveMessage()).toBe(UNSAVED);
  });
});
