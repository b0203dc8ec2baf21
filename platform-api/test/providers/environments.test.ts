// Environments and providers (docs/operations.md#environments-and-providers): the local stand-ins
// only in `local`; in `test` and `prod` a provider that is not configured is named at start,
// reported as degraded, and every call that needs it answers 503 with its message, recording
// nothing; the test-only tools are served under /test-api in `local` and `test`, never in `prod`.
import { ConfigError, loadConfig } from '../../src/config.js';
import { ENDPOINTS, servedPath, type Endpoint } from '../../src/contract.js';
import { seedDatabase } from '../../src/seed/seed.js';
import type { Queryable } from '../../src/db/database.js';
import { loadProviderConfig, type ApiEnvironment } from '../../src/providers/provider-config.js';
import { invoicesWhere, makeRetryable } from '../support/invoice-fixtures.js';
import { createTestApp, DEPLOYED_TEST_ISSUER, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';
import { TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.js';

const TEST_TOOLS = Object.values(ENDPOINTS).filter((endpoint: Endpoint) => endpoint.base === 'test');

/** The problems loadConfig reports for `variables`, or [] when it accepts them. */
function problemsOf(variables: Record<string, string>): string[] {
  try {
    loadConfig({ AUTH_ISSUERS: DEPLOYED_TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE, ...variables }, { requireJwksUrl: false });
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

const providersOf = (environment: ApiEnvironment, env: Record<string, string> = {}) => {
  const problems: string[] = [];
  const config = loadProviderConfig(env, environment, problems);
  return { config, problems };
};

describe('provider configuration', () => {
  it('selects every local stand-in by default in local, none in test and prod', () => {
    expect(providersOf('local')).toEqual({
      config: { payments: 'local', mail: { kind: 'local' }, blobs: { kind: 'local' }, dns: 'local', codeHost: 'local', translator: 'local' },
      problems: [],
    });
    for (const environment of ['test', 'prod'] as const) {
      expect(providersOf(environment)).toEqual({ config: { payments: null, mail: null, blobs: null, dns: null, codeHost: null, translator: null }, problems: [] });
    }
  });

  it('refuses to start test or prod with a local stand-in selected, naming the variable', () => {
    expect(problemsOf({ API_ENVIRONMENT: 'prod', PAYMENT_GATEWAY: 'local', TRANSLATOR: 'local' })).toEqual([
      "PAYMENT_GATEWAY=local (the local stand-in for card payments) can be selected only when API_ENVIRONMENT is 'local', and it is 'prod'",
      "TRANSLATOR=local (the local stand-in for translation) can be selected only when API_ENVIRONMENT is 'local', and it is 'prod'",
    ]);
    expect(problemsOf({ API_ENVIRONMENT: 'test', MAIL_TRANSPORT: 'local', BLOB_STORE: 'local', DNS_PROVIDER: 'local', CODE_HOST: 'local' })).toEqual([
      "MAIL_TRANSPORT=local (the local stand-in for e-mail) can be selected only when API_ENVIRONMENT is 'local', and it is 'test'",
      "BLOB_STORE=local (the local stand-in for file storage) can be selected only when API_ENVIRONMENT is 'local', and it is 'test'",
      "DNS_PROVIDER=local (the local stand-in for DNS and certificates) can be selected only when API_ENVIRONMENT is 'local', and it is 'test'",
      "CODE_HOST=local (the local stand-in for Bitbucket) can be selected only when API_ENVIRONMENT is 'local', and it is 'test'",
    ]);
  });

  it('refuses an unknown implementation name', () => {
    expect(providersOf('prod', { PAYMENT_GATEWAY: 'stripe', MAIL_TRANSPORT: 'ses' }).problems).toEqual([
      "PAYMENT_GATEWAY must be 'local', got 'stripe'",
      "MAIL_TRANSPORT must be 'local' or 'smtp', got 'ses'",
    ]);
  });

  it('reads SMTP: a smtp:// or smtps:// URL and, outside local, MAIL_FROM', () => {
    expect(providersOf('prod', { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465', MAIL_FROM: 'console@example.com' })).toEqual({
      config: expect.objectContaining({ mail: { kind: 'smtp', url: 'smtps://mailer:s3cret@smtp.example.com:465', from: 'console@example.com' } }),
      problems: [],
    });
    expect(providersOf('prod', { MAIL_TRANSPORT: 'smtp' }).problems).toEqual([
      'SMTP_URL must be set when MAIL_TRANSPORT is smtp, e.g. smtp://user:password@smtp.example.com:587',
      'MAIL_FROM must be set when MAIL_TRANSPORT is smtp: the sender address of the e-mails',
    ]);
    expect(providersOf('test', { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'console' }).problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@smtp.example.com:587',
      "MAIL_FROM must be an e-mail address, got 'console'",
    ]);
    // Locally the outbox's sender is the default.
    expect(providersOf('local', { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }).config.mail).toEqual({ kind: 'smtp', url: 'smtp://127.0.0.1:2525', from: 'no-reply@px.local' });
  });

  it('checks the S3 configuration: bucket name, region, endpoint URL, key prefix', () => {
    expect(
      providersOf('prod', { BLOB_STORE: 's3', S3_BUCKET: 'px-console', AWS_REGION: 'eu-west-1', S3_ENDPOINT: 'https://minio.example.com:9000', S3_FORCE_PATH_STYLE: 'true', S3_KEY_PREFIX: 'console/' }),
    ).toEqual({
      config: expect.objectContaining({
        blobs: { kind: 's3', bucket: 'px-console', region: 'eu-west-1', endpoint: 'https://minio.example.com:9000', forcePathStyle: true, keyPrefix: 'console/' },
      }),
      problems: [],
    });
    expect(providersOf('prod', { BLOB_STORE: 's3', S3_BUCKET: 'px-console', S3_REGION: 'us-east-2', AWS_REGION: 'eu-west-1' }).config.blobs).toEqual({
      kind: 's3',
      bucket: 'px-console',
      region: 'us-east-2',
      endpoint: null,
      forcePathStyle: false,
      keyPrefix: '',
    });
    expect(providersOf('prod', { BLOB_STORE: 's3' }).problems).toEqual([
      'S3_BUCKET must be set when BLOB_STORE is s3',
      'S3_REGION (or AWS_REGION) must be set when BLOB_STORE is s3, e.g. us-east-1',
    ]);
    expect(providersOf('prod', { BLOB_STORE: 's3', S3_BUCKET: 'PX_Console', S3_REGION: 'Frankfurt', S3_ENDPOINT: 'minio:9000', S3_KEY_PREFIX: '/console' })).toEqual({
      config: expect.objectContaining({ blobs: null }),
      problems: [
        "S3_BUCKET is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens): 'PX_Console'",
        "S3_REGION is not a region name like us-east-1: 'Frankfurt'",
        "S3_ENDPOINT must be an http:// or https:// URL, got 'minio:9000'",
        "S3_KEY_PREFIX must not start with '/': '/console'",
      ],
    });
    expect(providersOf('prod', { BLOB_STORE: 's3', S3_BUCKET: 'ab', S3_REGION: 'us-east-1' }).problems).toEqual([
      "S3_BUCKET is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens): 'ab'",
    ]);
  });

  it('lists every problem of the environment at once, the providers with the rest', () => {
    expect(problemsOf({ API_ENVIRONMENT: 'staging', BLOB_STORE: 's3', PORT: 'x' })).toEqual([
      "PORT must be a port number, got 'x'",
      "API_ENVIRONMENT must be local, test or prod, got 'staging'",
      'S3_BUCKET must be set when BLOB_STORE is s3',
      'S3_REGION (or AWS_REGION) must be set when BLOB_STORE is s3, e.g. us-east-1',
    ]);
  });

  it('keeps a local API local: cognito-local issuers and no API_ENVIRONMENT mean local with every stand-in', () => {
    const config = loadConfig({ AUTH_ISSUERS: TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE }, { requireJwksUrl: false });
    expect(config.environment).toBe('local');
    expect(config.providers.payments).toBe('local');
  });
});

/** The row counts a refused call must leave as they were. */
async function counts(db: Queryable): Promise<Record<string, number>> {
  const tables = ['payments', 'invoice_status_history', 'action_log', 'outbox', 'jobs', 'resellers', 'reseller_invitations', 'workflows'];
  const result: Record<string, number> = {};
  for (const table of tables) result[table] = Number((await db.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0]!.n);
  return result;
}

describe('a prod API without any provider configured', () => {
  let t: TestApp;
  const logLines: string[] = [];
  let retryable: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { API_ENVIRONMENT: 'prod' },
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
      prepare: async ({ db }) => {
        await seedDatabase(db, { today: '2025-06-15', clients: 5, invoices: 20 });
        const [invoice] = await invoicesWhere(db, "i.invoice_status = 'OVERDUE' and i.invoiced_amount > 0", 1);
        if (!invoice) throw new Error('the seed lacks an OVERDUE invoice');
        await makeRetryable(db, invoice, '4242');
        retryable = invoice;
      },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('starts, and names every unconfigured provider in one warning line', () => {
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.msg.startsWith('Providers not available'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
    expect(warnings[0]!.msg).toBe(
      'Providers not available in prod: card payments (PAYMENT_GATEWAY), e-mail (MAIL_TRANSPORT), file storage (BLOB_STORE), DNS and certificates (DNS_PROVIDER), Bitbucket (CODE_HOST), translation (TRANSLATOR); calls that need them answer 503',
    );
  });

  it('reports each provider as not configured and degraded, for /readyz', () => {
    const status = t.app.providerStatus();
    expect(status.find((entry) => entry.name === 'payments')).toEqual({
      name: 'payments',
      configured: false,
      degraded: true,
      detail: 'Card payments are not configured (set PAYMENT_GATEWAY)',
    });
    expect(status.map((entry) => [entry.name, entry.configured, entry.degraded])).toEqual([
      ['payments', false, true],
      ['mail', false, true],
      ['blobs', false, true],
      ['dns', false, true],
      ['codeHost', false, true],
      ['translator', false, true],
    ]);
  });

  it('answers /readyz 200 degraded, naming each unconfigured provider with its message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    const report = response.json<{ status: string; checks: Record<string, { status: string; detail?: string }> }>();
    expect(report.status).toBe('degraded');
    expect(report.checks['provider:payments']).toEqual({ status: 'degraded', detail: 'Card payments are not configured (set PAYMENT_GATEWAY)' });
    expect(report.checks['provider:mail']?.status).toBe('degraded');
    expect(report.checks['database']?.status).toBe('up');
  });

  it("answers a card retry 503 'Card payments are not configured' and records nothing", async () => {
    const db = t.database.db;
    const before = await counts(db);
    const invoice = (await db.query('select invoice_status, card_payment_status, amount_owed::text from invoices where invoice_number = $1', [retryable])).rows[0];
    const single = await t.as('FINANCE', { method: 'POST', url: `/billing/invoices/${retryable}/retry-payment` });
    expect(single.statusCode).toBe(503);
    expect(single.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Card payments are not configured' });
    const bulk = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/batch-retry-payment', payload: { invoiceNumbers: [retryable] } });
    expect(bulk.statusCode).toBe(503);
    expect(bulk.json().message).toBe('Card payments are not configured');
    expect(await counts(db)).toEqual(before);
    expect((await db.query('select invoice_status, card_payment_status, amount_owed::text from invoices where invoice_number = $1', [retryable])).rows[0]).toEqual(invoice);
  });

  it('checks the token and the input before the provider: 401, 403 and 400 come first', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/billing/invoices/${retryable}/retry-payment` })).statusCode).toBe(401);
    expect((await t.as('CLIENT_SUCCESS', { method: 'POST', url: `/billing/invoices/${retryable}/retry-payment` })).statusCode).toBe(403);
    const bad = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/batch-retry-payment', payload: { invoiceNumbers: [] } });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['a reseller onboarding', 'PLATFORM_ADMIN', ENDPOINTS.resellerOnboarding, 'E-mail is not configured'],
    ['a translation', 'PLATFORM_ADMIN', ENDPOINTS.translateNewTenants, 'Translation is not configured'],
    ['a deploy by pull request', 'PLATFORM_ADMIN', ENDPOINTS.testToVersionedPr, 'Bitbucket is not configured'],
    ['a decommission', 'PLATFORM_ADMIN', ENDPOINTS.decommissionStart, 'DNS and certificates are not configured'],
  ] as const)('answers %s 503 with its provider named, and records nothing', async (_name, role, endpoint, message) => {
    const bodies: Record<string, object> = {
      resellerOnboarding: {
        pxnsTenantId: 'T01', pxnrTenantId: 'T02', pxnrTenantName: null, pxnrTenantDescription: null, pxnrParticipantId: 'P', pxnrCurrencyCode: 'USD',
        pxnrCurrencySymbol: '$', pxnrBuyerId: 'B', pxnrShippingAddressId: 'S', pxnrBillingAddressId: 'B', pxnrShippingOptionsJSON: {}, pxnrPaymentOptionJSON: {},
        pxnrAdditionalServices: [], adminLoginEmail: 'admin@acme.example', resellerLoginEmail: 'reseller@acme.example',
      },
      translateNewTenants: { selectedRepositories: ['phonex-buyer'] },
      testToVersionedPr: { VersionCode: '8.0.2', BitBucketUser: 'px-release-bot', AppPassword: 'x' },
      decommissionStart: { tenant_id: 'T01' },
    };
    const before = await counts(t.database.db);
    const response = await t.as(role, { method: endpoint.method, url: endpoint.path, payload: bodies[endpoint.key]! });
    expect([response.statusCode, response.json().message]).toEqual([503, message]);
    expect(await counts(t.database.db)).toEqual(before);
  });

  it.each(TEST_TOOLS.map((endpoint) => [endpoint.key, endpoint] as const))('does not serve the test-only tool %s (404), under /test-api or not', async (_key, endpoint) => {
    for (const url of [servedPath(endpoint), endpoint.path]) {
      const response = await t.as('PLATFORM_ADMIN', { method: endpoint.method, url });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });
});

describe('the test-only tools in test', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { API_ENVIRONMENT: 'test' }, prepare: async ({ db }) => void (await seedDatabase(db, { today: '2025-06-15', clients: 3, invoices: 5 })) });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('are declared for the test API base: Buyer Decrypt, encrypted buyers, Sync Settings and Pxnr Sync', () => {
    expect(TEST_TOOLS.map((endpoint) => servedPath(endpoint)).sort()).toEqual(['/test-api/buyer/decrypt', '/test-api/buyer/encrypted', '/test-api/pxnr/sync', '/test-api/setting-sync']);
  });

  it('are served under /test-api, and not at the API base', async () => {
    const listed = await testApp.as('PLATFORM_ADMIN', { method: 'GET', url: '/test-api/buyer/encrypted?tenant_id=T01' });
    expect(listed.statusCode).toBe(200);
    const [buyer] = listed.json<Array<{ encrypted: string }>>();
    const decrypted = await testApp.as('PLATFORM_ADMIN', { method: 'POST', url: '/test-api/buyer/decrypt', payload: { tenant_id: 'T01', encrypted: buyer!.encrypted } });
    expect([decrypted.statusCode, decrypted.json().message]).toEqual([200, 'Decryption completed']);
    for (const endpoint of TEST_TOOLS) expect([endpoint.path, (await testApp.as('PLATFORM_ADMIN', { method: endpoint.method, url: endpoint.path })).statusCode]).toEqual([endpoint.path, 404]);
  });

  it('keep their role rule under /test-api: 401 without a token, 403 for FINANCE', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/test-api/buyer/decrypt' })).statusCode).toBe(401);
    expect((await testApp.as('FINANCE', { method: 'POST', url: '/test-api/buyer/decrypt', payload: { tenant_id: 'T01', encrypted: 'v1.AAAA' } })).statusCode).toBe(403);
  });
});
