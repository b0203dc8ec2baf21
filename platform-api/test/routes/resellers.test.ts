// Reseller Onboarding, Pxnr Sync and the public Reseller Invitation (docs/resellers.md): the
// PLATFORM_ADMIN routes answer 401/403/400 and do their work; the public invitation routes need no
// token, answer 400/404/409/410/429 and accept an invitation once. Every refusal is checked to
// leave the data as it was.
import type { InjectOptions } from 'fastify';
import { ROLES } from '../../src/auth/roles.js';
import { ENDPOINTS, maskEmail, servedPath, type Invitation, type ResellerOnboardingBody } from '../../src/contract.js';
import { listActions } from '../../src/action-log/record-action.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { readOutbox } from '../../src/local/local-mail.js';
import { INVITATION_CALLS_PER_WINDOW } from '../../src/routes/platform-ops/resellers.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const START = Date.parse('2025-06-15T12:00:00Z');
let clock = START;
let t: TestApp;
let tenants: string[];
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock), prepare: async ({ db }) => void (await seedDatabase(db, { today: '2025-06-15' })) });
  tenants = (await t.database.db.query<{ tenant_id: string }>('select tenant_id from tenants order by tenant_id')).rows.map((row) => row.tenant_id);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
afterEach(() => {
  clock = START;
});

/** A public call from its own client address (each test its own, so the rate limit of one does not reach another). */
const publicCall = (options: InjectOptions, remoteAddress = `198.51.100.${(address % 250) + 1}`) => t.app.inject({ ...options, remoteAddress });
const freshAddress = () => {
  address += 1;
  return `198.51.100.${(address % 250) + 1}`;
};

function onboarding(overrides: Partial<ResellerOnboardingBody> = {}): ResellerOnboardingBody {
  return {
    pxnsTenantId: tenants[2]!,
    pxnrTenantId: tenants[3]!,
    pxnrTenantName: 'Acme Resale',
    pxnrTenantDescription: null,
    pxnrParticipantId: 'PART-9',
    pxnrCurrencyCode: 'USD',
    pxnrCurrencySymbol: '$',
    pxnrBuyerId: 'B-9',
    pxnrShippingAddressId: 'SA-9',
    pxnrBillingAddressId: 'BA-9',
    pxnrShippingOptionsJSON: {},
    pxnrPaymentOptionJSON: { terms: 'NET30' },
    pxnrAdditionalServices: [],
    adminLoginEmail: 'admin@acme.example',
    resellerLoginEmail: 'reseller@acme.example',
    ...overrides,
  };
}

const onboard = (body: unknown) => t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.resellerOnboarding.path, payload: body as object });

/** Onboards a reseller inviting `to` and answers the code and user of the e-mailed link. */
async function invite(to: string, overrides: Partial<ResellerOnboardingBody> = {}): Promise<{ invitationCode: string; user: string; link: string }> {
  const response = await onboard(onboarding({ resellerLoginEmail: to, ...overrides }));
  expect(response.statusCode).toBe(200);
  const [mail] = await readOutbox(t.database.db, to);
  const link = /(http\S+\/register\?\S+)/.exec(mail!.text)![1]!;
  const query = new URL(link).searchParams;
  return { invitationCode: query.get('invitationCode')!, user: query.get('user')!, link };
}

const invitationState = async (user: string) =>
  (await t.database.db.query('select status, answered_at, px_tenant_id, owner_email, responses::text from reseller_invitations where invitation_user = $1', [user])).rows[0];
const actionCount = async () => Number((await t.database.db.query<{ n: string }>(`select count(*)::text as n from action_log where area = 'resellers'`)).rows[0]!.n);

describe('the PLATFORM_ADMIN routes', () => {
  it.each(['resellerOnboarding', 'pxnrSync'] as const)('%s: 401 without a token, 403 for FINANCE, CLIENT_SUCCESS and ORG_ADMIN', async (key) => {
    const endpoint = ENDPOINTS[key];
    expect(endpoint.access).toBe('PLATFORM_ADMIN');
    expect((await t.app.inject({ method: endpoint.method, url: servedPath(endpoint), payload: {} })).statusCode).toBe(401);
    for (const role of ROLES.filter((candidate) => candidate !== 'PLATFORM_ADMIN')) {
      const response = await t.as(role, { method: endpoint.method, url: servedPath(endpoint), payload: {} });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
  });
});

describe('Reseller Onboarding', () => {
  it("stores the reseller link, e-mails the /register link with a single-use code, answers 'Reseller Onboarded Successfully' and records it", async () => {
    const to = 'happy@acme.example';
    const response = await onboard(onboarding({ resellerLoginEmail: to, pxnrAdditionalServices: ['insurance'] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Reseller Onboarded Successfully',
      pxnsTenantId: tenants[2],
      pxnrTenantId: tenants[3],
      invitationSentTo: to,
      expiresAt: '2025-06-29T12:00:00.000Z',
    });
    const { rows } = await t.database.db.query('select pxnr_tenant_id, pxnr_tenant_name, pxnr_tenant_description, pxnr_additional_services::text as services, pxnr_payment_option::text as payment from resellers where pxns_tenant_id = $1', [tenants[2]]);
    expect(rows[0]).toEqual({ pxnr_tenant_id: tenants[3], pxnr_tenant_name: 'Acme Resale', pxnr_tenant_description: null, services: '["insurance"]', payment: '{"terms": "NET30"}' });
    const [mail] = await readOutbox(t.database.db, to);
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/register\?invitationCode=[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}&user=[0-9a-f-]{36}/);
    const code = /invitationCode=([A-Z0-9-]+)/.exec(mail!.text)![1]!;
    const stored = await t.database.db.query<{ digest: string }>(`select encode(code_sha256, 'hex') as digest from reseller_invitations where user_email = $1`, [to]);
    expect(stored.rows[0]!.digest).toHaveLength(64);
    expect(JSON.stringify(stored.rows)).not.toContain(code);
    const [action] = await listActions(t.database.db, { area: 'resellers', targetId: tenants[2]! });
    expect(action).toMatchObject({ endpoint: 'resellerOnboarding', action: 'RESELLER_ONBOARDED', actorRoles: ['PLATFORM_ADMIN'] });
  });

  it.each([
    ['a blank required field', { pxnrBuyerId: '   ' }, 'PXNR Buyer ID must not be blank'],
    ['a null required field', { pxnrParticipantId: null }, 'PXNR Participant ID must be text'],
    ['a currency code of 7 characters', { pxnrCurrencyCode: 'ABCDEFG' }, 'PXNR Currency Code must be at most 6 characters'],
    ['a currency symbol of 4 characters', { pxnrCurrencySymbol: 'US$$' }, 'PXNR Currency Symbol must be at most 3 characters'],
    ['a description of 251 characters', { pxnrTenantDescription: 'd'.repeat(251) }, 'PXNR Tenant Description must be at most 250 characters'],
    ['additional services that are not an array', { pxnrAdditionalServices: { a: 1 } }, 'PXNR Additional Services must be a list'],
    ['an invalid login e-mail', { adminLoginEmail: 'admin@' }, 'Admin Login Email: invalid email'],
    ['the same tenant twice', { pxnrTenantId: 'SAME', pxnsTenantId: 'SAME' }, 'The PXNR tenant must differ from the PXNS tenant'],
  ])('answers 400 for %s and stores nothing', async (_case, overrides, message) => {
    const before = await actionCount();
    const outbox = (await readOutbox(t.database.db)).length;
    const response = await onboard({ ...onboarding(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await actionCount()).toBe(before);
    expect((await readOutbox(t.database.db)).length).toBe(outbox);
  });

  it("answers 404 'Tenant not found' for an unknown tenant, nothing stored", async () => {
    const before = await actionCount();
    const response = await onboard(onboarding({ pxnrTenantId: 'NOPE99' }));
    expect([response.statusCode, response.json().message]).toEqual([404, 'Tenant not found: NOPE99']);
    expect(await actionCount()).toBe(before);
  });
});

describe('Pxnr Sync', () => {
  const sync = (body: object) => t.as('PLATFORM_ADMIN', { method: 'POST', url: servedPath(ENDPOINTS.pxnrSync), payload: body });
  const config = async (tenantId: string) =>
    (await t.database.db.query('select pxnr_tenant_id, pxnr_participant_id, pxnr_additional_services::text as services from resellers where pxns_tenant_id = $1', [tenantId])).rows[0];

  it("copies the source tenant's reseller configuration to the destination and answers 'Tenant sync successfull'", async () => {
    expect(await config(tenants[5]!)).toBeUndefined();
    const response = await sync({ source_tenant_id: tenants[0], destination_tenant_id: tenants[5] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Tenant sync successfull' });
    expect(await config(tenants[5]!)).toEqual(await config(tenants[0]!));
    expect(await config(tenants[5]!)).toEqual({ pxnr_tenant_id: tenants[1], pxnr_participant_id: 'PART-0001', services: '["insurance"]' });
    const [action] = await listActions(t.database.db, { area: 'resellers', targetId: tenants[5]! });
    expect(action).toMatchObject({ endpoint: 'pxnrSync', action: 'PXNR_SYNCED', note: `from ${tenants[0]}` });
  });

  it.each([
    ['both tenant IDs missing', {}, 400, 'Source Tenant ID is required'],
    ['the same tenant twice', { source_tenant_id: 'T01', destination_tenant_id: 'T01' }, 400, 'Source and destination tenants must differ'],
    ['a source without a configuration', { source_tenant_id: 'T04', destination_tenant_id: 'T07' }, 404, 'The source tenant has no reseller configuration: T04'],
    ['an unknown destination', { source_tenant_id: 'T01', destination_tenant_id: 'NOPE' }, 404, 'Tenant not found: NOPE'],
  ])('refuses %s and changes nothing', async (_case, body, status, message) => {
    const before = await actionCount();
    const destination = await config('T07');
    const response = await sync(body);
    expect([response.statusCode, response.json().message]).toEqual([status, message]);
    expect(await actionCount()).toBe(before);
    expect(await config('T07')).toEqual(destination);
  });
});

describe('the public invitation routes', () => {
  const verify = (body: object, from?: string) => publicCall({ method: 'POST', url: ENDPOINTS.verifyInvitation.path, payload: body }, from);
  const locate = (body: object, from?: string) => publicCall({ method: 'POST', url: ENDPOINTS.locateTenant.path, payload: body }, from);
  const accept = (body: object, from?: string) => publicCall({ method: 'POST', url: ENDPOINTS.acceptInvitation.path, payload: body }, from);
  const resend = (body: object, from?: string) => publicCall({ method: 'POST', url: ENDPOINTS.resendActivation.path, payload: body }, from);

  it('are public: no token needed', () => {
    for (const key of ['verifyInvitation', 'locateTenant', 'acceptInvitation', 'resendActivation'] as const) expect(ENDPOINTS[key].access).toBe('PUBLIC');
  });

  it("verifies an invitation without a token: the invitation's fields with the welcome HTML", async () => {
    const { invitationCode, user } = await invite('verify@acme.example');
    const response = await verify({ invitationCode, user }, freshAddress());
    expect(response.statusCode).toBe(200);
    const invitation = response.json<Invitation>();
    const { rows } = await t.database.db.query<{ tenant_name: string }>('select tenant_name from tenants where tenant_id = $1', [tenants[2]]);
    expect(invitation).toMatchObject({
      invitationCode,
      user,
      userEmail: 'verify@acme.example',
      pxnsTenantName: rows[0]!.tenant_name,
      isValidInvitation: true,
      invitationStatus: 'INVITED',
      isPxnr: true,
      isPxTenant: false,
      pxTenantId: null,
      prevResponse: [],
      expiresAt: '2025-06-29T12:00:00.000Z',
    });
    expect(invitation.textFields.welcomeHtmlTemplate).toContain(`Welcome to the ${rows[0]!.tenant_name.replace(/&/g, '&amp;')} reseller network`);
    // A code typed in lower case with spaces around still matches.
    expect((await verify({ invitationCode: ` ${invitationCode.toLowerCase()} `, user }, freshAddress())).statusCode).toBe(200);
  });

  it("answers 404 'Invitation not found' for a wrong code or an unknown user, 400 without the fields", async () => {
    const { invitationCode, user } = await invite('wrong@acme.example');
    const from = freshAddress();
    const wrongCode = await verify({ invitationCode: 'AAAA-BBBB-CCCC-DDDD', user }, from);
    expect([wrongCode.statusCode, wrongCode.json().message]).toEqual([404, 'Invitation not found']);
    const unknownUser = await verify({ invitationCode, user: '00000000-0000-0000-0000-000000000000' }, from);
    expect([unknownUser.statusCode, unknownUser.json().message]).toEqual([404, 'Invitation not found']);
    const missing = await verify({ invitationCode }, from);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'User is required', field: 'user' });
  });

  it("locates a seeded tenant by its buyer site (trimmed, scheme and www ignored) and answers the spec's message for an unknown site", async () => {
    const { invitationCode, user } = await invite('locate@acme.example');
    const from = freshAddress();
    const found = await locate({ invitationCode, user, siteUrl: `  www.${tenants[6]!.toLowerCase()}.buy.example.com/shop ` }, from);
    expect(found.statusCode).toBe(200);
    const { rows } = await t.database.db.query<{ tenant_name: string }>('select tenant_name from tenants where tenant_id = $1', [tenants[6]]);
    expect(found.json()).toEqual({ pxTenantId: tenants[6], tenantName: rows[0]!.tenant_name, siteUrl: `https://${tenants[6]!.toLowerCase()}.buy.example.com` });
    const missing = await locate({ invitationCode, user, siteUrl: 'https://nowhere.example.org' }, from);
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Sorry, the URL that you've entered does not match a client website of the provider. Please double-check and try again."]);
    const blank = await locate({ invitationCode, user, siteUrl: '   ' }, from);
    expect([blank.statusCode, blank.json().message, blank.json().field]).toEqual([400, 'Site URL must not be blank', 'siteUrl']);
  });

  it("accepts once as a client: ACCEPTED, the owner's activation e-mail; a second accept answers 409 'This Invite has already been accepted.' and changes nothing", async () => {
    const { invitationCode, user } = await invite('accept@acme.example');
    const from = freshAddress();
    const pxTenantId = tenants[6]!;
    const owner = (await t.database.db.query<{ email: string }>(`select email from internal_users where tenant_id = $1 and user_type = 'OWNER' and active order by email limit 1`, [pxTenantId])).rows[0]?.email ?? 'accept@acme.example';
    const first = await accept({ invitationCode, user, isPxTenant: true, pxTenantId, autoLookup: true }, from);
    expect(first.statusCode).toBe(200);
    expect(first.json<Invitation>()).toMatchObject({
      invitationStatus: 'ACCEPTED',
      isPxTenant: true,
      pxTenantId,
      // The owner's address is only hinted to the public caller; the e-mail goes to the owner.
      ownerEmail: maskEmail(owner),
      siteUrl: `https://${pxTenantId.toLowerCase()}.buy.example.com`,
      prevResponse: [{ respondedAt: '2025-06-15T12:00:00.000Z', isPxTenant: true, pxTenantId, autoLookup: true }],
    });
    const [activation] = await readOutbox(t.database.db, owner);
    expect(activation!.subject).toMatch(/^Supplier activation: /);
    const state = await invitationState(user);
    const actions = await actionCount();
    const mails = (await readOutbox(t.database.db)).length;
    const second = await accept({ invitationCode, user, isPxTenant: false, pxTenantId: null, autoLookup: false }, from);
    expect([second.statusCode, second.json().message]).toEqual([409, 'This Invite has already been accepted.']);
    expect(await invitationState(user)).toEqual(state);
    expect(await actionCount()).toBe(actions);
    expect((await readOutbox(t.database.db)).length).toBe(mails);
    // Verify shows the accepted invitation (the page warns and offers the resend).
    expect((await verify({ invitationCode, user }, from)).json<Invitation>()).toMatchObject({ isValidInvitation: true, invitationStatus: 'ACCEPTED' });
  });

  it("resends the activation e-mail of an accepted invitation: 'Supplier Activation Email has been resent to {email}' with the address masked, at most 3 times in 24 hours", async () => {
    const { invitationCode, user } = await invite('resend@acme.example');
    const from = freshAddress();
    const notYet = await resend({ invitationCode, user }, from);
    expect([notYet.statusCode, notYet.json().message]).toEqual([409, 'There is no activation e-mail to resend']);
    const accepted = await accept({ invitationCode, user, isPxTenant: true, pxTenantId: tenants[8], autoLookup: true }, from);
    const owner = (await t.database.db.query<{ email: string }>('select owner_email as email from reseller_invitations where invitation_user = $1', [user])).rows[0]!.email;
    expect(accepted.json<Invitation>().ownerEmail).toBe(maskEmail(owner));
    const before = (await readOutbox(t.database.db, owner)).length;
    const response = await resend({ invitationCode, user }, from);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Supplier Activation Email has been resent to ${maskEmail(owner)}` });
    expect(response.body).not.toContain(owner);
    expect((await readOutbox(t.database.db, owner)).length).toBe(before + 1);
    // At most 3 resends in 24 hours: the 4th is refused and mails nothing.
    for (let n = 2; n <= 3; n += 1) expect((await resend({ invitationCode, user }, freshAddress())).statusCode).toBe(200);
    const refused = await resend({ invitationCode, user }, freshAddress());
    expect([refused.statusCode, refused.json().message]).toEqual([429, 'The activation e-mail was resent 3 times in the last 24 hours. Try again later']);
    expect((await readOutbox(t.database.db, owner)).length).toBe(before + 3);
  });

  it("accepts NOT YET as PENDING_APPROVAL; a second accept answers 409 'This Invite has already been accepted and is being processed.'", async () => {
    const { invitationCode, user } = await invite('notyet@acme.example');
    const from = freshAddress();
    const first = await accept({ invitationCode, user, isPxTenant: false, pxTenantId: null, autoLookup: false }, from);
    expect(first.json<Invitation>()).toMatchObject({ invitationStatus: 'PENDING_APPROVAL', isPxTenant: false, pxTenantId: null, ownerEmail: null });
    const state = await invitationState(user);
    const second = await accept({ invitationCode, user, isPxTenant: true, pxTenantId: tenants[6], autoLookup: true }, from);
    expect([second.statusCode, second.json().message]).toEqual([409, 'This Invite has already been accepted and is being processed.']);
    expect(await invitationState(user)).toEqual(state);
  });

  it('refuses YES without a located tenant (400) and an unknown tenant (404), the invitation still open', async () => {
    const { invitationCode, user } = await invite('yes@acme.example');
    const from = freshAddress();
    const noTenant = await accept({ invitationCode, user, isPxTenant: true, pxTenantId: null, autoLookup: false }, from);
    expect([noTenant.statusCode, noTenant.json().message]).toEqual([400, 'Please locate your website first']);
    const unknown = await accept({ invitationCode, user, isPxTenant: true, pxTenantId: 'NOPE', autoLookup: false }, from);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Tenant not found: NOPE']);
    expect((await invitationState(user))?.status).toBe('INVITED');
  });

  it('expires after 14 days: verify says not valid, locate and accept answer 410 and nothing changes', async () => {
    const { invitationCode, user } = await invite('expire@acme.example');
    const from = freshAddress();
    clock = START + 14 * 86_400_000 - 1;
    expect((await verify({ invitationCode, user }, from)).json<Invitation>().isValidInvitation).toBe(true);
    clock = START + 14 * 86_400_000;
    expect((await verify({ invitationCode, user }, from)).json<Invitation>().isValidInvitation).toBe(false);
    const state = await invitationState(user);
    const actions = await actionCount();
    const refused = await accept({ invitationCode, user, isPxTenant: false, pxTenantId: null, autoLookup: false }, from);
    expect([refused.statusCode, refused.json().message]).toEqual([410, 'This invitation has expired']);
    const located = await locate({ invitationCode, user, siteUrl: 't01.buy.example.com' }, from);
    expect(located.statusCode).toBe(410);
    expect(await invitationState(user)).toEqual(state);
    expect(await actionCount()).toBe(actions);
  });

  it(`answers 429 after ${INVITATION_CALLS_PER_WINDOW} public calls a minute from one address, other addresses go on`, async () => {
    const from = '203.0.113.77';
    const body = { invitationCode: 'AAAA-BBBB-CCCC-DDDD', user: 'nobody' };
    for (let index = 1; index <= INVITATION_CALLS_PER_WINDOW; index += 1) {
      const response = await (index % 2 === 0 ? verify(body, from) : locate({ ...body, siteUrl: 'x.example.com' }, from));
      expect([index, response.statusCode]).toEqual([index, 404]);
    }
    const refused = await accept({ ...body, isPxTenant: false, pxTenantId: null, autoLookup: false }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests from this address\. Try again later: at most 30 a minute\. Try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(body, '203.0.113.78')).statusCode).toBe(404);
  });
});
