import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { HttpError } from '../../src/lib/http-error.js';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.js';
import { securityHeadersPlugin } from '../../src/plugins/security-headers.js';

/** The headers every answer of the API carries (docs/api.md#security-headers). */
const EXPECTED = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
  'cross-origin-opener-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

describe('security headers plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    // As in buildApp: CORS for the console's origins, then the error handler.
    await app.register(cors, { origin: ['http://localhost:3000'], credentials: true });
    await app.register(errorHandlerPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(async (scope) => {
      scope.get('/clients', async () => [{ name: 'Acme <script>alert(1)</script>' }]);
      scope.post('/clients', async () => {
        throw new HttpError(400, 'body/name must be string');
      });
      scope.get('/broken', async () => {
        throw new Error('database down');
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['a JSON answer', 'GET', '/clients', 200],
    ['a 400', 'POST', '/clients', 400],
    ['a 500', 'GET', '/broken', 500],
    ['an unknown route', 'GET', '/nowhere', 404],
  ] as const)('sets them on %s', async (_name, method, url, status) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(EXPECTED);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps the console able to read answers across origins (CORS)', async () => {
    const response = await app.inject({ method: 'GET', url: '/clients', headers: { origin: 'http://localhost:3000' } });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual([{ name: 'Acme <script>alert(1)</script>' }]);
    expect(response.headers).toMatchObject(EXPECTED);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/clients',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});
