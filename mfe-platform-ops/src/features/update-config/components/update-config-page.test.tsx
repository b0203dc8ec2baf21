import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { chooseOption, renderUpdateConfigPage, spyToasts } from '../../../testing/update-config';

const TENANTS = [
  { tenantId: 'T01', tenantName: 'Wholesale Cellular' },
  { tenantId: 'T02', tenantName: 'Acme Phones' },
];
const T01 = {
  siteTitle: 'Wholesale Cellular',
  tenantShortName: 'WSC',
  'CSS::--primary-color': '#1f4e79',
  'CSS::--font-title': 'Montserrat',
  favicon: '/favicon.ico',
  logoSmall: '/logo-small.png',
  userPoolLogo: '/pool.png',
};
const T02 = { siteTitle: 'Acme', 'CSS::--primary-color': '#000000', favicon: '/acme.ico' };

function api(options: { save?: MockReply; tenants?: MockReply } = {}): RecordedRequest[] {
  const stored: Record<string, Record<string, string>> = { T01: { ...T01 }, T02: { ...T02 } };
  return mockApi({
    'GET /update-config/list-tenants': options.tenants ?? { data: TENANTS },
    'GET /update-config/list-configs': { data: { config_keys: ['business_buyer_site', 'siteTitle', 'CSS::--secondary-color', 'favicon'] } },
    'POST /update-config/tenant-config': (request) => ({ data: { results: { ...stored[(request.body as { tenant_id: string }).tenant_id] } } }),
    'POST /update-config': (request) => {
      if (options.save) return options.save;
      const { tenant_id, config } = request.body as { tenant_id: string; config: Record<string, string> };
      stored[tenant_id] = { ...stored[tenant_id], ...config };
      return { data: { success: true } };
    },
  });
}

const saves = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST' && request.url === '/update-config');
/** The input of a configuration key (labelled by its readable label; the key is its description). */
const field = (key: string) => {
  const input = document.getElementById(`config-${key}`);
  if (!input) throw new Error(`no input of ${key}`);
  return input;
};

async function openTenant(label = 'T01 - Wholesale Cellular') {
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeEnabled());
  await chooseOption('Tenant', label);
  return screen.findByLabelText('Site title');
}

/** Types a whole value at once (the page's own change handler runs as for typing). */
function retype(key: string, value: string) {
  fireEvent.change(field(key), { target: { value } });
}

afterEach(() => {
  setNotifyApi();
  jest.restoreAllMocks();
});

describe('Update Config', () => {
  it('shows a line instead of a broken image when an image does not load', async () => {
    api();
    renderUpdateConfigPage();
    await openTenant();
    const image = screen.getByAltText('Favicon image');
    fireEvent.error(image);
    expect(screen.queryByAltText('Favicon image')).not.toBeInTheDocument();
    expect(screen.getByTestId('config-favicon-no-preview')).toHaveTextContent('No preview: not reachable from the console');
  });

  it("shows the images from the API: the default configuration's built-in ones and a stored one by its key, a line for what it cannot reach", async () => {
    mockApi({
      'GET /update-config/list-tenants': { data: TENANTS },
      'GET /update-config/list-configs': { data: { config_keys: ['siteTitle', 'favicon', 'logoSmall', 'userPoolLogo'] } },
      'POST /update-config/tenant-config': {
        data: { results: { siteTitle: 'Wholesale Cellular', favicon: '/favicon.ico', logoSmall: 'tenants/T01/logo_small-1a2b.png', userPoolLogo: 'pool.png' } },
      },
    });
    renderUpdateConfigPage();
    await openTenant();
    expect(screen.getByAltText('Favicon image')).toHaveAttribute('src', 'http://api.test/default-tenant-images/favicon');
    for (const image of screen.getAllByAltText('Small logo image')) expect(image).toHaveAttribute('src', 'http://api.test/tenant-images/T01/logo_small-1a2b.png');
    expect(screen.queryByAltText('Sign-in page logo image')).not.toBeInTheDocument();
    expect(screen.getByTestId('config-userPoolLogo-no-preview')).toHaveTextContent('No preview: not reachable from the console');
  });

  it('keeps siteTitle and its onboarding copy site_title in step: an edit of either writes both, and says which the storefront reads', async () => {
    const shown = spyToasts();
    const requests = mockApi({
      'GET /update-config/list-tenants': { data: TENANTS },
      'GET /update-config/list-configs': { data: { config_keys: ['siteTitle', 'site_title'] } },
      'POST /update-config/tenant-config': { data: { results: { siteTitle: 'Wholesale Cellular', site_title: 'WSC old' } } },
      'POST /update-config': { data: { success: true } },
    });
    renderUpdateConfigPage();
    await openTenant();
    expect(screen.getByLabelText('Site title')).toHaveAccessibleDescription('siteTitle · kept in step with site_title; the storefront reads this one');
    fireEvent.change(field('siteTitle'), { target: { value: 'WSC Phones' } });
    expect(field('site_title')).toHaveValue('WSC Phones');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect((saves(requests)[0]!.body as { config: Record<string, string> }).config).toMatchObject({ siteTitle: 'WSC Phones', site_title: 'WSC Phones' });
    await waitFor(() => expect(shown).toEqual([['success', 'Updated successfully']]));
  });

  it('keeps SAVE CHANGES in a bar that sticks to the bottom of the window', async () => {
    api();
    renderUpdateConfigPage();
    await openTenant();
    const bar = screen.getByTestId('update-config-actions');
    expect(within(bar).getByRole('button', { name: 'SAVE CHANGES' })).toBeInTheDocument();
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
  });

  it("warns in the Live Preview when white text fails contrast on the chosen colours ('2.02:1' on #f5a623), and not when it passes", async () => {
    api();
    renderUpdateConfigPage();
    await openTenant();
    fireEvent.change(field('CSS::--secondary-color'), { target: { value: '#f5a623' } });
    expect(screen.getByTestId('contrast-warning')).toHaveTextContent('White text on the secondary colour #f5a623 is 2.02:1; text needs at least 4.5:1 (WCAG AA)');
    // #1f4e79 is 8.66:1 with white: no warning.
    expect(screen.getAllByTestId('contrast-warning')).toHaveLength(1);
    fireEvent.change(field('CSS::--secondary-color'), { target: { value: '#1f4e79' } });
    expect(screen.queryByTestId('contrast-warning')).not.toBeInTheDocument();
  });

  it("shows the chosen tenant's keys in General Configuration, CSS Configuration and Images and Logo", async () => {
    const requests = api();
    renderUpdateConfigPage();
    expect(screen.getByRole('heading', { name: 'Update Config' })).toBeInTheDocument();
    await openTenant();
    expect(requests.find((request) => request.url === '/update-config/tenant-config')?.body).toEqual({ tenant_id: 'T01' });
    const panel = (name: string) => screen.getByRole('button', { name }).closest('.ant-collapse-item') as HTMLElement;
    const labels = (name: string) => [...panel(name).querySelectorAll('label')].map((label) => label.textContent);
    expect(labels('General Configuration')).toEqual(['Business buyer site', 'Site title', 'Short name']);
    expect(labels('CSS Configuration')).toEqual(['Font title', 'Primary color', 'Secondary color']);
    expect(labels('Images and Logo')).toEqual(['Favicon', 'Small logo', 'Sign-in page logo']);
    // Each input is labelled in words and described by its key.
    expect(screen.getByLabelText('Primary color')).toHaveAccessibleDescription('CSS::--primary-color');
    expect(field('siteTitle')).toHaveValue('Wholesale Cellular');
    expect(field('business_buyer_site')).toHaveValue('');
    expect(within(panel('Images and Logo')).getByAltText('Small logo image')).toHaveAttribute('src', 'http://api.test/default-tenant-images/logoSmall');
  });

  it("offers the chosen tenant's History, which lists the tenant's action-log entries", async () => {
    mockApi({
      'GET /update-config/list-tenants': { data: TENANTS },
      'GET /update-config/list-configs': { data: { config_keys: [] } },
      'POST /update-config/tenant-config': { data: { results: { ...T01 } } },
      'GET /action-log/tenant/T01': {
        data: [
          {
            id: '9',
            at: '2026-11-22T10:15:00.000Z',
            actorEmail: 'platform.admin@px.local',
            actorSub: 'sub-9',
            actorRoles: ['PLATFORM_ADMIN'],
            area: 'update-config',
            endpoint: 'saveTenantConfig',
            action: 'CONFIG_UPDATED',
            targetIds: ['T01'],
            changes: [{ field: 'siteTitle', from: 'Wholesale Cellular', to: 'WSC Phones' }],
            note: null,
            requestId: 'req-9',
            outcome: 'SUCCEEDED',
          },
        ],
      },
    });
    renderUpdateConfigPage();
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
    await openTenant();

    fireEvent.click(screen.getByRole('button', { name: 'History' }));

    const drawer = await screen.findByRole('dialog', { name: /History · Tenant T01/ });
    expect(await within(drawer).findByText(/Site title/)).toBeInTheDocument();
    expect(within(drawer).getByText(/WSC Phones/)).toBeInTheDocument();
  });

  it('applies the CSS:: values as theme variables in the live preview as they are typed', async () => {
    api();
    renderUpdateConfigPage();
    await openTenant();
    const preview = screen.getByTestId('theme-preview');
    expect(preview.style.getPropertyValue('--primary-color')).toBe('#1f4e79');
    expect(preview.style.getPropertyValue('--font-title')).toBe('Montserrat');
    retype('CSS::--primary-color', '#aa0000');
    expect(preview.style.getPropertyValue('--primary-color')).toBe('#aa0000');
    retype('CSS::--secondary-color', 'teal');
    expect(preview.style.getPropertyValue('--secondary-color')).toBe('teal');
  });

  it('draws the live preview as one picture with a text name and no control, and warns in text about hard-to-read colours', async () => {
    api();
    renderUpdateConfigPage();
    await openTenant();
    const preview = screen.getByRole('img', { name: 'Sample of the buyer site in these colours and fonts' });
    expect(preview).toBe(screen.getByTestId('theme-preview'));
    expect(within(preview).queryByRole('button')).not.toBeInTheDocument();
    retype('CSS::--secondary-color', '#f5a623');
    // White on #f5a623: 1.05 / (0.4681 + 0.05) = 2.027 (WCAG's relative luminance of #f5a623 is 0.4681), read as 2.02, never rounded up.
    expect(screen.getAllByTestId('contrast-warning').map((warning) => warning.textContent)).toContain('White text on the secondary colour #f5a623 is 2.02:1; text needs at least 4.5:1 (WCAG AA)');
  });

  it('disables both buttons while nothing changed, and CANCEL CHANGES discards the edits', async () => {
    const requests = api();
    renderUpdateConfigPage();
    await openTenant();
    expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CANCEL CHANGES' })).toBeDisabled();
    retype('siteTitle', 'New title');
    retype('CSS::--primary-color', '#123456');
    expect(screen.getByTestId('changed-count')).toHaveTextContent('2 unsaved changes');
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL CHANGES' }));
    expect(field('siteTitle')).toHaveValue('Wholesale Cellular');
    expect(field('CSS::--primary-color')).toHaveValue('#1f4e79');
    expect(screen.getByTestId('theme-preview').style.getPropertyValue('--primary-color')).toBe('#1f4e79');
    expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeDisabled();
    expect(saves(requests)).toHaveLength(0);
  });

  it("counts a value typed back to the loaded one as unchanged", async () => {
    api();
    renderUpdateConfigPage();
    await openTenant();
    retype('tenantShortName', 'ABC');
    retype('tenantShortName', 'WSC');
    expect(screen.getByTestId('changed-count')).toHaveTextContent('No unsaved changes');
    expect(screen.getByRole('button', { name: 'SAVE CHANGES' })).toBeDisabled();
  });

  it("sends only the changed keys plus the image keys, shows 'Updated successfully' and reloads the saved values", async () => {
    const shown = spyToasts();
    const requests = api();
    renderUpdateConfigPage();
    await openTenant();
    retype('siteTitle', 'WSC Store');
    retype('business_buyer_site', 'https://buy.wsc.example');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(shown).toEqual([['success', 'Updated successfully']]));
    expect(saves(requests).map((request) => request.body)).toEqual([
      {
        tenant_id: 'T01',
        config: { siteTitle: 'WSC Store', business_buyer_site: 'https://buy.wsc.example', favicon: '/favicon.ico', logoSmall: '/logo-small.png', userPoolLogo: '/pool.png' },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('changed-count')).toHaveTextContent('No unsaved changes'));
    expect(field('siteTitle')).toHaveValue('WSC Store');
    expect(requests.filter((request) => request.url === '/update-config/tenant-config')).toHaveLength(2);
  });

  it("keeps the edits and shows 'Something went wrong' when the save fails without a message; the server's message otherwise", async () => {
    const shown = spyToasts();
    api({ save: { status: 500, data: {} } });
    renderUpdateConfigPage();
    await openTenant();
    retype('siteTitle', 'Kept');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Something went wrong']]));
    expect(field('siteTitle')).toHaveValue('Kept');
    expect(screen.getByTestId('changed-count')).toHaveTextContent('1 unsaved change');
  });

  it("shows the server's refusal in plain words when it refuses the save", async () => {
    const shown = spyToasts();
    api({ save: { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'body/config/siteTitle must NOT have more than 32768 characters' } } });
    renderUpdateConfigPage();
    await openTenant();
    retype('siteTitle', 'x');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Site title must be at most 32768 characters']]));
  });

  it('asks before switching tenant with unsaved changes, and stays on Cancel', async () => {
    api();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderUpdateConfigPage();
    await openTenant();
    retype('siteTitle', 'Unsaved');
    await chooseOption('Tenant', 'T02 - Acme Phones');
    expect(confirm).toHaveBeenCalledWith('You have some unsaved changes. OK to forget these changes and leave the page?');
    expect(field('siteTitle')).toHaveValue('Unsaved');
    confirm.mockReturnValue(true);
    await chooseOption('Tenant', 'T02 - Acme Phones');
    await waitFor(() => expect(field('siteTitle')).toHaveValue('Acme'));
    expect(screen.getByTestId('changed-count')).toHaveTextContent('No unsaved changes');
  });

  it('asks before leaving the page with unsaved changes, not without', async () => {
    api();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderUpdateConfigPage();
    await openTenant();
    const clean = new Event('beforeunload', { cancelable: true });
    fireEvent(window, clean);
    expect(clean.defaultPrevented).toBe(false);
    retype('siteTitle', 'Unsaved');
    const dirty = new Event('beforeunload', { cancelable: true });
    fireEvent(window, dirty);
    expect(dirty.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(confirm).toHaveBeenCalledWith('You have some unsaved changes. OK to forget these changes and leave the page?');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("shows 'Something went wrong' when the tenants cannot be loaded", async () => {
    const shown = spyToasts();
    api({ tenants: { status: 500, data: {} } });
    renderUpdateConfigPage();
    await waitFor(() => expect(shown).toContainEqual(['error', 'Something went wrong']));
  });

  it('says inline that the tenants could not be loaded, and Retry loads them', async () => {
    spyToasts();
    let failures = 1;
    const requests = mockApi({
      'GET /update-config/list-tenants': () => (failures-- > 0 ? { status: 500, data: { message: 'Tenants unavailable' } } : { data: TENANTS }),
      'GET /update-config/list-configs': { data: { config_keys: ['siteTitle'] } },
      'POST /update-config/tenant-config': { data: { results: { ...T01 } } },
    });
    renderUpdateConfigPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the tenants');
    expect(alert).toHaveTextContent('Tenants unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await openTenant()).toHaveValue('Wholesale Cellular');
    expect(requests.filter((request) => request.url === '/update-config/list-tenants')).toHaveLength(2);
  });

  it("says inline that the chosen tenant's configuration could not be loaded, and Retry loads it", async () => {
    spyToasts();
    let failures = 1;
    const requests = mockApi({
      'GET /update-config/list-tenants': { data: TENANTS },
      'GET /update-config/list-configs': { data: { config_keys: ['siteTitle'] } },
      'POST /update-config/tenant-config': () => (failures-- > 0 ? { status: 500, data: { message: 'Config store unavailable' } } : { data: { results: { ...T01 } } }),
    });
    renderUpdateConfigPage();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeEnabled());
    await chooseOption('Tenant', 'T01 - Wholesale Cellular');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the configuration of T01');
    expect(alert).toHaveTextContent('Config store unavailable');
    expect(screen.queryByLabelText('siteTitle')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Site title')).toHaveValue('Wholesale Cellular');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/update-config/tenant-config')).toHaveLength(2);
  });

  it('says inline that the config keys could not be loaded, and Retry loads them', async () => {
    spyToasts();
    let failures = 1;
    const requests = mockApi({
      'GET /update-config/list-tenants': { data: TENANTS },
      'GET /update-config/list-configs': () => (failures-- > 0 ? { status: 500, data: { message: 'Keys unavailable' } } : { data: { config_keys: ['siteTitle'] } }),
      'POST /update-config/tenant-config': { data: { results: { ...T01 } } },
    });
    renderUpdateConfigPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the config keys');
    expect(alert).toHaveTextContent('Keys unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.url === '/update-config/list-configs')).toHaveLength(2);
  });
});
