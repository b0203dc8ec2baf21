import Fastify from 'fastify';
import { TEST_AUDIENCE, TEST_ISSUER, createTestSigner } from '../support/test-tokens.js';
import { authPlugin } from '../../src/plugins/auth.js';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.js';
import { createTestApp, type TestApp, SETUP_TIMEOUT_MS } from '../support/test-app.js';

describe('role guard registration', () => {
  it('refuses to register a route that declares no role', async () => {
    const signer = await createTestSigner();
    const app = Fastify({ logger: false });
    await app.register(authPlugin, { auth: { issuers: [TEST_ISSUER], audience: TEST_AUDIENCE, jwksUrl: null, environment: 'local' }, keySet: signer.keySet });
    const registration = app.register(async (scope) => {
      scope.get('/unguarded', async () => 'open');
    });
    await expect(registration).rejects.toThrow("Route GET /unguarded must declare config.role (a console role or 'ANY') or config.public");
    await app.close().catch(() => undefined);
  });

  it('lets a public route through without a token', async () => {
    const signer = await createTestSigner();
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(authPlugin, { auth: { issuers: [TEST_ISSUER], audience: TEST_AUDIENCE, jwksUrl: null, environment: 'local' }, keySet: signer.keySet });
    await app.register(async (scope) => {
      scope.get('/open', { config: { public: true } }, async () => ({ ok: true }));
    });
    expect((await app.inject({ method: 'GET', url: '/open' })).json()).toEqual({ ok: true });
    await app.close();
  });
});

describe('GET /account/user-info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('answers the user, groups and authorities of an ID token', async () => {
    const response = await t.as('FINANCE', { method: 'GET', url: '/account/user-info' }, { groups: ['FINANCE', 'ORG_ADMIN'], username: 'fin', email: 'fin@px.local' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'fin', email: 'fin@px.local', groups: ['FINANCE', 'ORG_ADMIN'], authorities: ['FINANCE', 'ORG_ADMIN'] });
  });

  it('gives a user without groups the PLATFORM_ADMIN authority', async () => {
    const token = await t.signer.sign({ groups: undefined, username: 'legacy' });
    const response = await t.app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).toMatchObject({ groups: [], authorities: ['PLATFORM_ADMIN'] });
  });

  it('answers 401 with a message without a token or with a bad one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/account/user-info' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Unauthorized: a bearer token is required');
    const basic = await t.app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.statusCode).toBe(401);
    const expired = await t.signer.sign({ groups: ['FINANCE'], expiresIn: -120 });
    const old = await t.app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${expired}` } });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Unauthorized: Token expired');
  });

  it('answers 403 to a storefront buyer, who has no console role', async () => {
    const token = await t.signer.sign({ groups: ['STOREFRONT_BUYER'] });
    const response = await t.app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Forbidden: the user has no console role');
  });
});
