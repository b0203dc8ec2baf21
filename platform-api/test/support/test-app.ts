import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { buildApp } from '../../src/app.js';
import type { PaymentGateway } from '../../src/billing/payment-gateway.js';
import { loadConfig } from '../../src/config.js';
import type { Role } from '../../src/contract.js';
import { createTestSigner, TEST_AUDIENCE, TEST_ISSUER, type TestSigner, type TokenClaims } from './test-tokens.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

/** Time allowed to start PGlite, migrate and seed in a `beforeAll` (2 cores, test files in parallel), ms. */
export const SETUP_TIMEOUT_MS = 60_000;

/** An application on its own database, with a token signer its guard trusts. */
export interface TestApp {
  app: FastifyInstance;
  signer: TestSigner;
  database: TestDatabase;
  /** A signed ID token of a user in `role`'s group. */
  tokenFor(role: Role, claims?: TokenClaims): Promise<string>;
  /** `app.inject` with the bearer token of a user in `role`'s group. */
  as(role: Role, options: InjectOptions, claims?: TokenClaims): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Runs before the application is built, on the migrated database (e.g. seeding). */
  prepare?: (app: TestDatabase) => Promise<void>;
  /** The application's clock; default the real time. */
  now?: () => Date;
  /** Key set of the token guard instead of the signer's (e.g. a remote one that cannot be reached). */
  keySet?: JWTVerifyGetKey;
  /** Card payment gateway instead of the local test gateway. */
  paymentGateway?: PaymentGateway;
  /**
   * More environment variables of the configuration, e.g. `{ API_ENVIRONMENT: 'prod' }`. Outside
   * `local` the guard trusts {@link DEPLOYED_TEST_ISSUER} (an Amazon Cognito issuer) and the tokens carry it.
   */
  env?: Record<string, string>;
  /** Fastify logger option; default none. */
  logger?: FastifyServerOptions['logger'];
}

/** The issuer of the test tokens of an application outside `local` (an Amazon Cognito issuer's form). */
export const DEPLOYED_TEST_ISSUER = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_TestPool';

/**
 * Builds the application for one test file on PGlite (or on the Postgres server of testDatabaseUrl() in a schema of
 * its own), trusting a freshly generated key pair.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const signer = await createTestSigner();
  const database = await openTestDatabase();
  const deployed = (options.env?.API_ENVIRONMENT ?? 'local') !== 'local';
  const issuer = deployed ? DEPLOYED_TEST_ISSUER : TEST_ISSUER;
  let config;
  try {
    config = loadConfig({ AUTH_ISSUERS: issuer, AUTH_AUDIENCE: TEST_AUDIENCE, PGLITE_DIR: 'memory://', ...options.env }, { requireJwksUrl: false });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db: database.db,
      keySet: options.keySet ?? signer.keySet,
      logger: options.logger ?? false,
      ...(options.now ? { now: options.now } : {}),
      ...(options.paymentGateway ? { paymentGateway: options.paymentGateway } : {}),
    });
    if (options.prepare) await options.prepare(database);
  } catch (error) {
    await database.dispose();
    throw error;
  }
  const tokenFor = (role: Role, claims: TokenClaims = {}) => signer.sign({ groups: [role], username: `${role.toLowerCase()}.user`, issuer, ...claims });
  return {
    app,
    signer,
    database,
    tokenFor,
    async as(role, options, claims) {
      const token = await tokenFor(role, claims);
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
