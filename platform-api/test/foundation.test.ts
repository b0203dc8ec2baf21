import Fastify from 'fastify';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig, REPO_ROOT } from '../src/config.js';
import { HttpError } from '../src/lib/http-error.js';
import { errorHandlerPlugin } from '../src/plugins/error-handler.js';
import { createTestApp, type TestApp, SETUP_TIMEOUT_MS } from './support/test-app.js';

const AUTH = { AUTH_ISSUERS: 'http://localhost:9229/pool', AUTH_AUDIENCE: 'client', AUTH_JWKS_URL: 'http://localhost:9229/pool/.well-known/jwks.json' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(AUTH);
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: null,
      pgliteDir: `${REPO_ROOT}/.data/pglite`,
      seedOnStart: false,
      auth: { issuers: ['http://localhost:9229/pool'], audience: 'client', jwksUrl: AUTH.AUTH_JWKS_URL },
    });
    expect(config.corsOrigins).toEqual([...DEFAULT_CORS_ORIGINS]);
    expect(config.corsOrigins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3004']));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ...AUTH,
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PGLITE_DIR: 'memory://',
      AUTH_ISSUERS: 'https://a.example, https://b.example',
      CORS_ORIGINS: 'https://console.example',
      SEED_ON_START: 'true',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      pgliteDir: 'memory://',
      corsOrigins: ['https://console.example'],
      seedOnStart: true,
      auth: { issuers: ['https://a.example', 'https://b.example'] },
    });
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        "PORT must be a port number, got 'eighty'",
        'AUTH_ISSUERS must list at least one token issuer (comma-separated)',
        'AUTH_AUDIENCE must be the app client id',
        'AUTH_JWKS_URL must be the URL of the user pool key set',
      ]);
    }
  });
});

describe('error handler', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.get('/crash', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    app.get('/gone', async () => {
      throw new HttpError(409, 'Invoice INV-1 is already PAID');
    });
    await app.ready();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => app.close());

  it('never sends 5xx details to the client', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    expect(response.body).not.toContain('secret');
  });

  it('keeps the message of a 4xx error', async () => {
    const response = await app.inject({ method: 'GET', url: '/gone' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Invoice INV-1 is already PAID' });
  });

  it('answers unknown routes with 404 and a message', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Route GET /nowhere not found');
  });
});

describe('application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('migrates the database on start', async () => {
    const { rows } = await t.database.db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((row) => row.name)[0]).toBe('001-tenants-and-clients.sql');
  });

  it('puts no timer on start-up, so migrating or seeding a large database is not cut off after 10 s (docs/operations.md#database)', () => {
    // Fastify's default would fail the start of any plugin, the database's included, after 10 s.
    expect(t.app.initialConfig.pluginTimeout).toBe(0);
  });

  it('answers CORS preflights for the console origins only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/billing/clients',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/billing/clients',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
