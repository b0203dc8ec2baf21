import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { InvoiceListCache } from './billing/invoice-list-cache.js';
import type { PaymentGateway } from './billing/payment-gateway.js';
import { cachePlugin } from './cache/cache-plugin.js';
import { LOCAL_ENVIRONMENT, type AppConfig } from './config.js';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from './contract.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open-database.js';
import { healthPlugin } from './health/health-plugin.js';
import { metricsPlugin, observeResources } from './health/metrics.js';
import { jobsPlugin, type JobsPluginOptions } from './jobs/jobs-plugin.js';
import { asyncRequestsPlugin } from './plugins/async-requests.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { idempotencyPlugin, type IdempotencyOptions } from './plugins/idempotency.js';
import { trustedProxiesFromEnv } from './plugins/proxy-and-limits.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { statementPurposePlugin } from './plugins/statement-purpose.js';
import { textInputPlugin, textRuleAjvPlugin } from './plugins/text-input.js';
import { providersPlugin, type Providers } from './providers/providers.js';
import { routes } from './routes/index.js';
import type { WorkflowRouteOptions } from './routes/platform-ops/workflows.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current instant for business rules; injectable so tests have a fixed "today". */
    now: () => Date;
    /** Card payments go through this gateway: `providers.payments`. */
    paymentGateway: PaymentGateway;
    /** Cache of the full invoices grid, per data version. */
    invoiceListCache: InvoiceListCache;
  }
}

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  config: AppConfig;
  /** An open database to use instead of opening the configured one (tests, benchmarks). */
  db?: Database;
  /** Key set for token signatures instead of fetching `config.auth.jwksUrl`. */
  keySet?: JWTVerifyGetKey;
  /** Card payment gateway instead of the configured one (in `local`, the local test gateway with the same clock). */
  paymentGateway?: PaymentGateway;
  /** Implementations of outside services instead of the configured ones (tests). */
  providers?: Partial<Providers>;
  /** The clock of business rules ("today", hours awaiting payment); default the real time. */
  now?: () => Date;
  /** Fastify logger option; default: pino at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /** The job queue's timings and the workflows' services instead of their defaults (tests). */
  jobs?: JobsPluginOptions;
  workflows?: WorkflowRouteOptions;
  /** The idempotency keys' waits instead of their defaults (tests). */
  idempotency?: IdempotencyOptions;
}

/**
 * Builds the platform-api application without listening: the metrics (docs/operations.md), external
 * plugins (CORS, compression), then the error handler, the security headers of every answer, the
 * text rule of every input (docs/api.md#text-input: a NUL or lone surrogate anywhere answers 400;
 * the table's free texts are trimmed and checked by the validator), idempotency keys of writes
 * (docs/api.md#idempotency), database, the outside services (providers: local stand-ins only in
 * `local`, 503 for a call that needs one not configured), job queue, GET /healthz and /readyz, auth
 * guard and the routes. Call `app.inject()` in tests or `app.listen()` in the server.
 *
 * @throws DatabaseStartError (one line) when the database cannot be opened, the database's error
 *   when it cannot be migrated, or Error when a route lacks a
 *   role declaration or the endpoint table and the route handlers differ.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // No type coercion: a JSON body with a number where text is expected is a 400, not silently fixed.
    // The text rule of the endpoint table's free texts (shared-kit Text): trimmed, not blank, well-formed.
    // `verbose`: each error carries its schema, whose title labels the field in the 400's plain words.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, verbose: true }, plugins: [textRuleAjvPlugin] },
    bodyLimit: 1024 * 1024,
    // No timer on start-up: migrating a large database, or seeding a large demo (SEED_INVOICES), takes
    // as long as it takes; their statements have bounds of their own (docs/operations.md#database).
    pluginTimeout: 0,
    // The client's address from X-Forwarded-For only when the proxy of TRUST_PROXY sent it.
    trustProxy: trustedProxiesFromEnv(),
  });

  await app.register(metricsPlugin);
  const now = options.now ?? (() => new Date());
  app.decorate('now', now);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'tenant_id', 'request_id', 'file-name', IDEMPOTENCY_KEY_HEADER],
    exposedHeaders: ['Content-Disposition', IDEMPOTENT_REPLAY_HEADER],
    maxAge: 600,
  });
  // Before the compression: a key's stored answer is the uncompressed one.
  await app.register(idempotencyPlugin, options.idempotency ?? {});
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(textInputPlugin);
  const seedIfEmpty = config.seedOnStart
    ? { ...(config.seedSize.clients ? { clients: config.seedSize.clients } : {}), ...(config.seedSize.invoices ? { invoices: config.seedSize.invoices } : {}) }
    : false;
  const db = options.db ?? (await openDatabase(config, (error) => app.log.warn({ err: error }, 'a database connection was lost')));
  await app.register(dbPlugin, { db, seedIfEmpty });
  await app.register(statementPurposePlugin);
  app.decorate('invoiceListCache', new InvoiceListCache(app.db));
  await app.register(providersPlugin, {
    environment: config.environment,
    config: config.providers,
    overrides: { ...options.providers, ...(options.paymentGateway ? { payments: options.paymentGateway } : {}) },
  });
  app.decorate('paymentGateway', app.providers.payments);
  await app.register(jobsPlugin, { stopTimeoutMs: config.shutdownGraceMs, ...options.jobs });
  observeResources(app);
  // Before the auth guard: the health routes are public and outside the endpoint table.
  await app.register(healthPlugin);
  await app.register(asyncRequestsPlugin);
  await app.register(cachePlugin);
  await app.register(authPlugin, { auth: config.auth, ...(options.keySet ? { keySet: options.keySet } : {}) });
  await app.register(routes, {
    local: config.environment === LOCAL_ENVIRONMENT,
    testTools: config.environment !== 'prod',
    jwksUrl: config.auth.jwksUrl,
    ...(options.workflows ? { workflows: options.workflows } : {}),
  });
  await app.ready();
  return app;
}
