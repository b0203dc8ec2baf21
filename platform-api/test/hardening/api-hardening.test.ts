// The API's hardening (docs/api.md#text-input) on the application as buildApp assembles it: the
// text rule of every route (inputs that must never answer 500), the table's free texts trimmed and
// checked by the validator, the security headers, offboarded users refused at once, and the
// environment's issuer rule.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { Text, TEXT_RULE_MESSAGES, type InternalUserRow, type PaymentMethod } from '../../src/contract.js';
import { errorHandlerPlugin, multipartBodyProblem } from '../../src/plugins/error-handler.js';
import { textRuleAjvPlugin } from '../../src/plugins/text-input.js';
import { createRawSigner } from '../auth/raw-signer.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { TEST_AUDIENCE } from '../support/test-tokens.js';

const NUL = TEXT_RULE_MESSAGES.nul;
const SURROGATE = TEXT_RULE_MESSAGES.loneSurrogate;

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const badRequest = (message: string, field?: string) => ({ statusCode: 400, error: 'Bad Request', message, ...(field ? { field } : {}) });

/** A client with two payment methods, its default one and the other one. */
async function clientWithTwoMethods(): Promise<{ tenantId: string; defaultId: string; otherId: string }> {
  const { rows } = await t.database.db.query<{ tenantId: string; id: string; isDefault: boolean }>(
    `select tenant_id as "tenantId", payment_method_id as id, is_default as "isDefault" from payment_methods
     where tenant_id = (select tenant_id from payment_methods group by tenant_id having count(*) = 2 order by tenant_id limit 1)`,
  );
  const defaultId = rows.find((row) => row.isDefault)?.id;
  const otherId = rows.find((row) => !row.isDefault)?.id;
  if (!rows[0] || !defaultId || !otherId) throw new Error('the seed lacks a client with two payment methods');
  return { tenantId: rows[0].tenantId, defaultId, otherId };
}

const defaultMethodOf = async (tenantId: string) =>
  (await t.as('FINANCE', { method: 'GET', url: `/billing/clients/${tenantId}/default-payment-method` })).json<PaymentMethod>().id;
const setDefault = (tenantId: string, paymentMethodId: string) =>
  t.as('FINANCE', { method: 'PUT', url: `/billing/clients/${tenantId}/default-payment-method`, payload: { paymentMethodId } });
const search = (email: string) => t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/search', payload: { email } });
const offboard = (rows: object[], requestId?: string) =>
  t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', payload: rows, headers: requestId ? { request_id: requestId } : {} });
const activeOf = async (row: { tenantId: string; email: string }) =>
  (await t.database.db.query<{ active: boolean }>('select active from internal_users where tenant_id = $1 and email = $2', [row.tenantId, row.email])).rows[0]?.active;
const storedRequests = async () => (await t.database.db.query<{ n: number }>('select count(*)::int as n from async_requests')).rows[0]?.n;

/** An active internal user that may be offboarded (ADMIN, BUYER_USER or SALES_REP), not among `taken`. */
async function offboardableUser(taken: string[] = []): Promise<InternalUserRow> {
  const row = (await search('@')).json<InternalUserRow[]>().find((candidate) => candidate.active && ['ADMIN', 'BUYER_USER', 'SALES_REP'].includes(candidate.type) && !taken.includes(candidate.email));
  if (!row) throw new Error('the seed lacks an offboardable internal user');
  return row;
}

describe('the inputs that answered 500 to the outside probe now answer 400 and change nothing', () => {
  it('a NUL in PUT /billing/clients/{tenantId}/default-payment-method', async () => {
    const { tenantId, defaultId, otherId } = await clientWithTwoMethods();
    const response = await setDefault(tenantId, `${otherId}\u0000`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(`Payment method ID ${NUL}`, 'paymentMethodId'));
    expect(await defaultMethodOf(tenantId)).toBe(defaultId);
  });

  it('a NUL in POST /internal-users/search', async () => {
    const response = await search('alex\u0000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(`E-mail ${NUL}`, 'email'));
  });

  it.each([
    ['a NUL', 'a\u0000', NUL],
    ['a lone surrogate', '\ud800', SURROGATE],
  ])('%s in POST /internal-users/offboard', async (_name, suffix, message) => {
    const user = await offboardableUser();
    const requestsBefore = await storedRequests();
    const response = await offboard([{ tenantId: user.tenantId, email: `${user.email}${suffix}` }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(`E-mail ${message}`, 'email'));
    expect(await activeOf(user)).toBe(true);
    expect(await storedRequests()).toBe(requestsBefore);
  });
});

describe('a multipart/form-data body the multipart reader cannot read answers 400, not 500 (found by the fuzz suite)', () => {
  const multipart = (url: string, contentType: string, payload: string) => ({ method: 'POST' as const, url, headers: { 'content-type': contentType }, payload });
  const TRUNCATED = '--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nalex';

  it.each([
    ['without a boundary', 'multipart/form-data', '{"email":"alex"}', 'Multipart: Boundary not found'],
    ['that ends before its closing boundary', 'multipart/form-data; boundary=fuzz', TRUNCATED, 'Unexpected end of multipart data'],
    ['holding JSON', 'multipart/form-data; boundary=fuzz', '{"email":"alex"}', 'Unexpected end of multipart data'],
    ['with a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, '{"email":"alex"}', 'The needle cannot have a length bigger than 256.'],
  ])('on a signed-in route, %s', async (_name, contentType, payload, reason) => {
    const response = await t.as('ORG_ADMIN', multipart('/internal-users/search', contentType, payload));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(`The multipart/form-data body cannot be read: ${reason}`));
  });

  it('on the public registration, storing no form', async () => {
    const forms = async () => (await t.database.db.query<{ n: number }>('select count(*)::int as n from client_forms')).rows[0]?.n;
    const before = await forms();
    const response = await t.app.inject(multipart('/client-success/prospective-tenants', 'multipart/form-data; boundary=fuzz', TRUNCATED));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The multipart/form-data body cannot be read: Unexpected end of multipart data'));
    expect(await forms()).toBe(before);
  });

  it('leaves other errors of a multipart request to the 500 answer', () => {
    expect(multipartBodyProblem(new Error('Unexpected end of multipart data'), 'application/json')).toBeNull();
    expect(multipartBodyProblem(new Error('connection refused'), 'multipart/form-data; boundary=x')).toBeNull();
  });
});

describe("the table's free texts (shared-kit Text): trimmed, then checked by the validator", () => {
  it('hands the handler the trimmed text: a padded payment method id sets that method', async () => {
    const { tenantId, defaultId, otherId } = await clientWithTwoMethods();
    const response = await setDefault(tenantId, `  ${otherId}\t `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: otherId, isDefault: true });
    expect(await defaultMethodOf(tenantId)).toBe(otherId);
    expect((await setDefault(tenantId, defaultId)).statusCode).toBe(200);
  });

  it('refuses a text of spaces alone as blank, changing nothing', async () => {
    const { tenantId, defaultId } = await clientWithTwoMethods();
    const response = await setDefault(tenantId, ' \t ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('Payment method ID must not be blank', 'paymentMethodId'));
    expect(await defaultMethodOf(tenantId)).toBe(defaultId);
  });

  it('counts the length once trimmed: 64 characters between spaces pass, 65 do not', async () => {
    const { tenantId } = await clientWithTwoMethods();
    const padded = await setDefault(tenantId, `   ${'p'.repeat(64)}   `);
    // Past validation: the handler looked for the method (none has that id).
    expect(padded.statusCode).toBe(404);
    expect(padded.json().message).toBe(`Payment method ${'p'.repeat(64)} not found for client ${tenantId}`);
    const long = await setDefault(tenantId, 'p'.repeat(65));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(badRequest('Payment method ID must be at most 64 characters', 'paymentMethodId'));
  });

  it('finds the same users for a padded search text', async () => {
    const plain = await search('alex.morgan@');
    const padded = await search('   alex.morgan@  ');
    expect(padded.statusCode).toBe(200);
    expect(padded.json<InternalUserRow[]>().length).toBeGreaterThan(0);
    expect(padded.json()).toEqual(plain.json());
  });

  describe('the validator keyword alone (without the route-wide NUL hook)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = Fastify({ logger: false, ajv: { customOptions: { coerceTypes: false }, plugins: [textRuleAjvPlugin] } });
      await app.register(errorHandlerPlugin);
      const body = { type: 'object', properties: { name: Text({ maxLength: 5 }), tags: { type: 'array', items: Text({ maxLength: 3 }) } }, required: ['name'] };
      app.post('/names', { schema: { body } }, async (request) => request.body);
      await app.ready();
    });
    afterAll(() => app.close());

    const post = (payload: object) => app.inject({ method: 'POST', url: '/names', payload });

    it('refuses a NUL and a lone surrogate with their messages, naming the place', async () => {
      expect((await post({ name: 'a\u0000' })).json()).toEqual(badRequest(`Name ${NUL}`, 'name'));
      expect((await post({ name: 'ok', tags: ['x', '\udc00'] })).json()).toEqual(badRequest(`Tags ${SURROGATE}`, 'tags'));
    });

    it('trims texts in objects and lists before their lengths are checked', async () => {
      const response = await post({ name: '  Zoë😀  ', tags: [' ab ', '\u00a0c'] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Zoë😀', tags: ['ab', 'c'] });
      expect((await post({ name: 'abcdef' })).json()).toEqual(badRequest('Name must be at most 5 characters', 'name'));
    });

    it('leaves an empty text to minLength and calls spaces alone blank', async () => {
      expect((await post({ name: '' })).json()).toEqual(badRequest('Name is required', 'name'));
      expect((await post({ name: '   ' })).json()).toEqual(badRequest('Name must not be blank', 'name'));
    });
  });
});

describe('security headers on every answer of the API', () => {
  it.each([
    ['an answer', 'FINANCE', '/billing/reports', 200],
    ['a refusal', 'CLIENT_SUCCESS', '/billing/reports', 403],
    ['an unknown route', 'FINANCE', '/billing/nowhere', 404],
  ] as const)('on %s', async (_name, role, url, status) => {
    const response = await t.as(role, { method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
  });
});

describe('offboarding revokes the offboarded users at once', () => {
  it("refuses an offboarded user's token with 401 as soon as the request completes; others keep working", async () => {
    const user = await offboardableUser();
    const bystander = await offboardableUser([user.email]);
    const tokenOf = (email: string) => t.tokenFor('FINANCE', { username: email.split('@')[0] ?? email, email });
    const userInfo = async (email: string) => t.app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${await tokenOf(email)}` } });
    expect((await userInfo(user.email)).statusCode).toBe(200);

    const { requestId } = (await offboard([user])).json<{ requestId: string }>();
    await t.app.asyncRequests.drain();
    expect((await offboard([user], requestId)).json()).toMatchObject({ status: 'COMPLETED' });

    const refused = await userInfo(user.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("Unauthorized: Token rejected: the user's access was revoked");
    // The same email in another case is the same user.
    expect((await userInfo(user.email.toUpperCase())).statusCode).toBe(401);
    expect((await userInfo(bystander.email)).statusCode).toBe(200);
  });

  it('revokes nobody on a dry run', async () => {
    const user = await offboardableUser();
    const response = await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard?dryRun=true', payload: [user] });
    expect(response.json()).toMatchObject({ status: 'COMPLETED', dryRun: true });
    const token = await t.tokenFor('FINANCE', { username: 'dry.run', email: user.email });
    expect((await t.app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});

describe("the auth guard applies the environment's issuer rule", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const COGNITO_LOCAL_ISSUER = 'http://localhost:9229/local_5Qd1Lm0x';
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  beforeAll(async () => {
    const raw = await createRawSigner();
    sign = raw.sign;
    database = await openTestDatabase();
    const local = loadConfig({ AUTH_ISSUERS: COGNITO_LOCAL_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE, PGLITE_DIR: 'memory://' }, { requireJwksUrl: false });
    // A configuration loadConfig would refuse (a local issuer outside the local environment): the
    // guard must refuse its tokens all the same.
    const config = { ...local, auth: { ...local.auth, environment: 'prod' as const } };
    app = await buildApp({ config, db: database.db, keySet: raw.keySet, logger: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it("answers 401 to a listed cognito-local issuer's token when the API is not local", async () => {
    const token = await sign({ iss: COGNITO_LOCAL_ISSUER, 'cognito:groups': ['FINANCE'] });
    const response = await app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthorized: Token rejected: iss claim check failed');
  });
});
