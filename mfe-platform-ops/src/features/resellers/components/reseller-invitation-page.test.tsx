import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Invitation, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { setNotifyApi, setRuntimeConfig, setTokenProvider } from 'shared-kit/runtime';
import { mockApi, TEST_RUNTIME_CONFIG, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { renderInvitationPage } from '../../../testing/resellers';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

const CODE = 'ABCD-EFGH-JKLM-NPQR';
const USER = '5d7e3c1a-0000-4000-8000-000000000001';
const URL_OK = `/register?invitationCode=${CODE}&user=${USER}`;
const PROVIDER_SITE = 'https://www.example.com';
const NOT_FOUND_URL = "Sorry, the URL that you've entered does not match a client website of the provider. Please double-check and try again.";

const OPEN: Invitation = {
  invitationCode: CODE,
  user: USER,
  userEmail: 'reseller@acme.example',
  pxnsTenantName: 'Wholesale Cellular',
  isValidInvitation: true,
  invitationStatus: 'INVITED',
  isPxnr: true,
  isPxTenant: false,
  pxTenantId: null,
  ownerEmail: null,
  prevResponse: [],
  textFields: {
    welcomeHtmlTemplate: '<h2>Welcome to Wholesale Cellular</h2><p>Join us.</p>',
    acceptanceHtmlTemplatePXClient: '<h2>Connected</h2><p>Your site is connected.</p>',
    acceptanceHtmlTemplateNonPXClient: '<h2>Received</h2><p>We will contact you.</p>',
  },
  siteUrl: null,
  expiresAt: '2025-06-29T12:00:00.000Z',
};
const RESPONSE = { respondedAt: '2025-06-15T12:00:00.000Z', isPxTenant: true, pxTenantId: 'T07', autoLookup: true };

function api(routes: { verify?: MockReply | MockHandler; locate?: MockReply | MockHandler; accept?: MockReply | MockHandler; resend?: MockReply | MockHandler } = {}): RecordedRequest[] {
  return mockApi({
    [`POST ${PLATFORM_OPS_ENDPOINTS.verifyInvitation.path}`]: routes.verify ?? { data: OPEN },
    [`POST ${PLATFORM_OPS_ENDPOINTS.locateTenant.path}`]: routes.locate ?? { data: { pxTenantId: 'T07', tenantName: 'Phone Depot', siteUrl: 'https://t07.buy.example.com' } },
    [`POST ${PLATFORM_OPS_ENDPOINTS.acceptInvitation.path}`]: routes.accept ?? ((request) => ({ data: { ...OPEN, invitationStatus: (request.body as { isPxTenant: boolean }).isPxTenant ? 'ACCEPTED' : 'PENDING_APPROVAL', isPxTenant: (request.body as { isPxTenant: boolean }).isPxTenant } })),
    [`POST ${PLATFORM_OPS_ENDPOINTS.resendActivation.path}`]: routes.resend ?? { data: { message: 'Supplier Activation Email has been resent to owner@phonedepot.example' } },
  });
}

/** Picks NOT YET or YES (antd draws the radio as a button: its label is what is clicked). */
const choose = async (label: 'NOT YET' | 'YES') => {
  await screen.findByRole('radio', { name: label });
  await userEvent.click(screen.getByText(label, { selector: 'label span' }));
  expect(screen.getByRole('radio', { name: label })).toBeChecked();
};
const acceptButton = () => screen.getByRole('button', { name: 'Accept Reseller Invitation' });
const posts = (requests: RecordedRequest[], path: string) => requests.filter((request) => request.url === path);

beforeEach(() => setTokenProvider(async () => 'a-signed-in-token'));
afterEach(() => {
  setNotifyApi();
  setTokenProvider(async () => undefined);
});

describe('the public Reseller Invitation at /register', () => {
  it.each(['/register', `/register?invitationCode=${CODE}`, `/register?user=${USER}`, `/register?invitationCode=%20&user=${USER}`])(
    "sends a visitor without both query parameters (%s) to the provider's site, calling nothing",
    async (url) => {
      const requests = api();
      const goTo = jest.fn();
      renderInvitationPage(url, goTo);
      await waitFor(() => expect(goTo).toHaveBeenCalledWith(PROVIDER_SITE));
      expect(requests).toEqual([]);
    },
  );

  it("sends the visitor to config.json's providerWebsite outside local", async () => {
    const requests = api();
    setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, environment: 'prod', providerWebsite: 'https://www.px.example', clientSuccessEmail: 'success@px.example' });
    const goTo = jest.fn();
    renderInvitationPage('/register', goTo);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://www.px.example'));
    expect(goTo).not.toHaveBeenCalledWith(PROVIDER_SITE);
    expect(requests).toEqual([]);
  });

  it("sends an unknown invitation (404) and an expired one to the provider's site", async () => {
    api({ verify: { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Invitation not found' } } });
    const goTo = jest.fn();
    renderInvitationPage(URL_OK, goTo);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PROVIDER_SITE));
  });

  it("sends an expired invitation to the provider's site", async () => {
    api({ verify: { data: { ...OPEN, isValidInvitation: false } } });
    const goTo = jest.fn();
    renderInvitationPage(URL_OK, goTo);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PROVIDER_SITE));
  });

  it('verifies without a token and shows the welcome HTML, the code and the e-mail read-only', async () => {
    const requests = api();
    const goTo = jest.fn();
    renderInvitationPage(URL_OK, goTo);
    expect(await screen.findByRole('heading', { name: 'Welcome to Wholesale Cellular' })).toBeInTheDocument();
    const verify = posts(requests, PLATFORM_OPS_ENDPOINTS.verifyInvitation.path);
    expect(verify).toHaveLength(1);
    expect(verify[0]!.body).toEqual({ invitationCode: CODE, user: USER });
    expect(verify[0]!.authorized).toBe(false);
    expect(screen.getByLabelText('Invitation Code')).toHaveValue(CODE);
    expect(screen.getByLabelText('Invitation Code')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('reseller@acme.example');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(acceptButton()).toBeDisabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('sanitises the welcome HTML: a script or onerror in the template never reaches the DOM', async () => {
    const hostile = '<h2>Hello</h2><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">link</a>';
    api({ verify: { data: { ...OPEN, textFields: { ...OPEN.textFields, welcomeHtmlTemplate: hostile } } } });
    renderInvitationPage(URL_OK, jest.fn());
    const welcome = await screen.findByTestId('invitation-welcome');
    expect(welcome.innerHTML).toBe('<h2>Hello</h2><img src="x"><a>link</a>');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('accepts NOT YET and shows the non-PX confirmation, sanitised', async () => {
    const requests = api({ accept: { data: { ...OPEN, invitationStatus: 'PENDING_APPROVAL', textFields: { ...OPEN.textFields, acceptanceHtmlTemplateNonPXClient: '<p>Received<img src=y onerror="window.__pwned=3"></p>' } } } });
    renderInvitationPage(URL_OK, jest.fn());
    await choose('NOT YET');
    expect(screen.queryByLabelText('Your website URL')).not.toBeInTheDocument();
    await userEvent.click(acceptButton());
    const confirmation = await screen.findByTestId('invitation-acceptance-html');
    expect(confirmation.innerHTML).toBe('<p>Received<img src="y"></p>');
    const [accept] = posts(requests, PLATFORM_OPS_ENDPOINTS.acceptInvitation.path);
    expect(accept!.body).toEqual({ invitationCode: CODE, user: USER, isPxTenant: false, pxTenantId: null, autoLookup: false });
    expect(accept!.authorized).toBe(false);
  });

  it('YES: an empty website shows an error and calls nothing; the URL is sent trimmed; not found shows the spec message', async () => {
    const requests = api({ locate: { status: 404, data: { statusCode: 404, error: 'Not Found', message: NOT_FOUND_URL } } });
    renderInvitationPage(URL_OK, jest.fn());
    await choose('YES');
    fireEvent.change(screen.getByLabelText('Your website URL'), { target: { value: '    ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Locate Website' }));
    expect(await screen.findByTestId('invitation-locate-error')).toHaveTextContent('Please enter your website URL');
    expect(posts(requests, PLATFORM_OPS_ENDPOINTS.locateTenant.path)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your website URL'), { target: { value: '  https://nowhere.example.org  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Locate Website' }));
    expect(await screen.findByTestId('invitation-locate-error')).toHaveTextContent(NOT_FOUND_URL);
    expect(posts(requests, PLATFORM_OPS_ENDPOINTS.locateTenant.path)[0]!.body).toEqual({ invitationCode: CODE, user: USER, siteUrl: 'https://nowhere.example.org' });
    expect(screen.getByLabelText('Your website URL')).toHaveValue('  https://nowhere.example.org  ');
    expect(acceptButton()).toBeDisabled();
  });

  it('YES: a located website shows the tenant and enables Accept; the PX confirmation follows', async () => {
    const requests = api();
    renderInvitationPage(URL_OK, jest.fn());
    await choose('YES');
    expect(acceptButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Your website URL'), { target: { value: 't07.buy.example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Locate Website' }));
    expect(await screen.findByTestId('invitation-located')).toHaveTextContent('Phone Depot (T07)');
    await userEvent.click(acceptButton());
    expect(await screen.findByRole('heading', { name: 'Connected' })).toBeInTheDocument();
    expect(posts(requests, PLATFORM_OPS_ENDPOINTS.acceptInvitation.path)[0]!.body).toEqual({ invitationCode: CODE, user: USER, isPxTenant: true, pxTenantId: 'T07', autoLookup: true });
  });

  it('shows the refusal of a second accept and then the warning of the answered invitation', async () => {
    let verified = 0;
    api({
      verify: () => ({ data: verified++ === 0 ? OPEN : { ...OPEN, invitationStatus: 'ACCEPTED', prevResponse: [RESPONSE] } }),
      accept: { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'This Invite has already been accepted.' } },
    });
    renderInvitationPage(URL_OK, jest.fn());
    await choose('NOT YET');
    await userEvent.click(acceptButton());
    expect(await screen.findByTestId('invitation-warning')).toHaveTextContent('This Invite has already been accepted.');
  });

  it("shows 'This Invite has already been accepted and is being processed.' for PENDING_APPROVAL, without the form", async () => {
    api({ verify: { data: { ...OPEN, invitationStatus: 'PENDING_APPROVAL', prevResponse: [RESPONSE] } } });
    renderInvitationPage(URL_OK, jest.fn());
    expect(await screen.findByTestId('invitation-warning')).toHaveTextContent('This Invite has already been accepted and is being processed.');
    expect(screen.queryByRole('button', { name: 'Accept Reseller Invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Activation Email' })).not.toBeInTheDocument();
  });

  it("shows 'This Invite has already been accepted.' with a resend that answers 'Supplier Activation Email has been resent to {email}'", async () => {
    const requests = api({ verify: { data: { ...OPEN, invitationStatus: 'ACCEPTED', isValidInvitation: true, prevResponse: [RESPONSE], ownerEmail: 'owner@phonedepot.example' } } });
    renderInvitationPage(URL_OK, jest.fn());
    expect(await screen.findByTestId('invitation-warning')).toHaveTextContent('This Invite has already been accepted.');
    await userEvent.click(screen.getByRole('button', { name: 'Resend Activation Email' }));
    expect(await screen.findByTestId('invitation-resent')).toHaveTextContent('Supplier Activation Email has been resent to owner@phonedepot.example');
    const [resend] = posts(requests, PLATFORM_OPS_ENDPOINTS.resendActivation.path);
    expect(resend!.body).toEqual({ invitationCode: CODE, user: USER });
    expect(resend!.authorized).toBe(false);
  });

  it('offers no resend for an accepted invitation without prior responses', async () => {
    api({ verify: { data: { ...OPEN, invitationStatus: 'ACCEPTED', prevResponse: [] } } });
    renderInvitationPage(URL_OK, jest.fn());
    expect(await screen.findByTestId('invitation-warning')).toHaveTextContent('This Invite has already been accepted.');
    expect(screen.queryByRole('button', { name: 'Resend Activation Email' })).not.toBeInTheDocument();
  });

  it('says inline that the invitation could not be loaded when the server fails, and Retry loads it', async () => {
    let failures = 1;
    const requests = api({ verify: () => (failures-- > 0 ? { status: 503, data: { statusCode: 503, error: 'Service Unavailable', message: 'Invitations unavailable' } } : { data: OPEN }) });
    renderInvitationPage(URL_OK, jest.fn());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the invitation');
    expect(alert).toHaveTextContent('Invitations unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Wholesale Cellular' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts(requests, PLATFORM_OPS_ENDPOINTS.verifyInvitation.path)).toHaveLength(2);
  });
});

describe('the public Reseller Invitation — its frame and leaving with unsaved input (docs/layout.md, docs/leaving.md)', () => {
  it("has the page's title as its one h1, the invitation's own h1 drawn as an h2", async () => {
    api({ verify: { data: { ...OPEN, textFields: { ...OPEN.textFields, welcomeHtmlTemplate: '<h1 class="big">Welcome aboard</h1><p>Join us.</p>' } } } });
    renderInvitationPage(URL_OK, jest.fn());
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome aboard' })).toHaveClass('big');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Reseller Invitation']);
    expect(screen.getByRole('region', { name: 'Reseller Invitation' })).toContainElement(screen.getByTestId('invitation-welcome'));
  });

  it('asks before leaving with a website typed; Cancel keeps the choice and the website, OK leaves', async () => {
    api();
    renderInvitationPage(URL_OK, jest.fn());
    await choose('YES');
    fireEvent.change(screen.getByLabelText('Your website URL'), { target: { value: 't07.buy.example.com' } });
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(screen.getByRole('radio', { name: 'YES' })).toBeChecked();
    expect(screen.getByLabelText('Your website URL')).toHaveValue('t07.buy.example.com');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('leaves without asking once the invitation is accepted', async () => {
    api();
    renderInvitationPage(URL_OK, jest.fn());
    await choose('NOT YET');
    await userEvent.click(acceptButton());
    await screen.findByTestId('invitation-acceptance-html');
    expect(leaveForDashboard(false)).toEqual([]);
    expect(onDashboard()).toBe(true);
  });
});
