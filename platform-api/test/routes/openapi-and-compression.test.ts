import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { binaryMediaTypes, ENDPOINTS, servedPath, type Endpoint } from '../../src/contract.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { createTestSigner, TEST_AUDIENCE } from '../support/test-tokens.js';

interface Operation {
  operationId: string;
  tags: string[];
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type OpenApi = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

const TABLE: Endpoint[] = Object.values(ENDPOINTS);

/** The OpenAPI form of a table path: `:name` becomes `{name}`. */
const openApiPath = (endpoint: Endpoint) => servedPath(endpoint).replace(/:([A-Za-z_]+)/g, '{$1}');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('GET /openapi.json (local mode)', () => {
  let document: OpenApi;
  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApi>();
  });

  it('is an OpenAPI 3 document of platform-api, served without a token', () => {
    expect(document.openapi).toBe('3.0.3');
    expect(document.info.title).toBe('platform-api');
  });

  it('lists every endpoint of the table under its path and method, with its key as operation id, and nothing else', () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    const table = TABLE.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint)} ${endpoint.key}`);
    expect(listed.sort()).toEqual(table.sort());
  });

  it.each(TABLE.map((endpoint) => [endpoint.key, endpoint] as const))('documents %s: inputs, answers, bearer security unless public', (_key, endpoint) => {
    const operation = document.paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()];
    if (!operation) throw new Error(`${endpoint.key} is not documented`);
    expect(operation.tags).toEqual([endpoint.area]);
    expect(operation.security).toEqual(endpoint.access === 'PUBLIC' ? undefined : [{ bearer: [] }]);
    const parameters = (operation.parameters ?? []).map((parameter) => `${parameter.in} ${parameter.name}`).sort();
    expect(parameters).toEqual(
      [
        ...Object.keys(endpoint.params?.properties ?? {}).map((name) => `path ${name}`),
        ...Object.keys(endpoint.query?.properties ?? {}).map((name) => `query ${name}`),
        ...Object.keys(endpoint.headers?.properties ?? {}).map((name) => `header ${name}`),
      ].sort(),
    );
    expect(operation.requestBody !== undefined).toBe(endpoint.body !== undefined);
    const answer = endpoint.responses[200];
    const mediaTypes = answer ? binaryMediaTypes(answer) : null;
    expect(Object.keys(operation.responses['200']?.content ?? {}).sort()).toEqual(mediaTypes ? [...mediaTypes].sort() : ['application/json']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['4XX', '5XX']));
  });
});

describe('outside local mode', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    const signer = await createTestSigner();
    const config = loadConfig(
      { AUTH_ISSUERS: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyz', AUTH_AUDIENCE: TEST_AUDIENCE, PGLITE_DIR: 'memory://', API_ENVIRONMENT: 'prod' },
      { requireJwksUrl: false },
    );
    app = await buildApp({ config, db: database.db, keySet: signer.keySet, logger: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('does not serve the OpenAPI document (404) but serves the other endpoints', async () => {
    expect((await app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/billing/clients' })).statusCode).toBe(401);
  });
});

describe('compression of JSON answers (@fastify/compress)', () => {
  const clients = (acceptEncoding?: string) =>
    t.as('FINANCE', { method: 'GET', url: '/billing/clients', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers brotli when the client prefers it, gzip when it accepts only gzip, identical to the plain answer', async () => {
    const plain = await clients();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await clients('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await clients('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('leaves answers under 1 KB uncompressed', async () => {
    const response = await t.as('FINANCE', { method: 'GET', url: '/billing/reports', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
