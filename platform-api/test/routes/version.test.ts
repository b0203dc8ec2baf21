import { ROLES } from '../../src/auth/roles.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('GET /version (console status panel)', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/version' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a user without a console role', async () => {
    const token = await t.signer.sign({ groups: ['STOREFRONT_BUYER'] });
    const response = await t.app.inject({ method: 'GET', url: '/version', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Forbidden: the user has no console role');
  });

  it.each(ROLES)("answers the API's name and package version to %s", async (role) => {
    const response = await t.as(role, { method: 'GET', url: '/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'platform-api', version: '0.1.0' });
  });
});
