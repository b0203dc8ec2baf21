import path from 'node:path';
import { readStatementTimeouts, type StatementTimeouts } from './db/statement-timeouts.js';
import { API_ENVIRONMENTS, loadProviderConfig, type ApiEnvironment, type ProviderConfig } from './providers/provider-config.js';

/** Root of the repository (platform-api/..), from both `src/` and the built `dist/`. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Console origins allowed by default: the shell and the four remotes on localhost and 127.0.0.1. */
export const DEFAULT_CORS_ORIGINS: readonly string[] = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Token verification settings (docs/api.md#roles-and-tokens). */
export interface AuthConfig {
  /** Exact `iss` values accepted, e.g. `http://localhost:9229/local_pool`. */
  issuers: string[];
  /** URL of the pool's JSON Web Key Set; `null` when a key set is injected (tests, benchmarks). */
  jwksUrl: string | null;
  /** App client id: the `aud` of ID tokens. */
  audience: string;
  /**
   * Where the API runs (API_ENVIRONMENT): `local` accepts issuers other than Amazon Cognito's
   * (cognito-local, whose signing key is public); `test` and `prod` refuse to start with one
   * (docs/api.md#roles-and-tokens).
   */
  environment: ApiEnvironment;
}

/** The environment in which the API accepts cognito-local's (and any other non-Cognito) issuer. */
export const LOCAL_ENVIRONMENT = 'local' satisfies ApiEnvironment;

/**
 * Whether `issuer` is an Amazon Cognito user pool's, `https://cognito-idp.<region>.amazonaws.com/<pool id>`
 * (whose signing key only Amazon holds). Any other issuer, cognito-local's above all, is a local one.
 */
export function isAmazonCognitoIssuer(issuer: string): boolean {
  return /^https:\/\/cognito-idp\.[a-z0-9-]+\.amazonaws\.com(\.cn)?\/[A-Za-z0-9_-]+$/.test(issuer);
}

/** The whole runtime configuration of platform-api, read from the environment by {@link loadConfig}. */
export interface AppConfig {
  port: number;
  host: string;
  /**
   * Where the API runs (API_ENVIRONMENT: `local`, `test` or `prod`, as the console's `environment`):
   * only `local` may use the local stand-ins, and the test-only tools answer in `local` and `test`
   * (docs/operations.md#environments-and-providers).
   */
  environment: ApiEnvironment;
  /** The implementation of each outside service; `null` where none is configured. */
  providers: ProviderConfig;
  /** Postgres connection string; `null` selects the embedded PGlite database. */
  databaseUrl: string | null;
  /** PGlite data directory, or `memory://` for a throw-away in-memory database. */
  pgliteDir: string;
  /** Bounds of statements by purpose, ms (DB_*STATEMENT_TIMEOUT_MS; Postgres only). */
  statementTimeouts: StatementTimeouts;
  /** Port of the Prometheus metrics endpoint (METRICS_PORT); `null`: not served. */
  metricsPort: number | null;
  /** Address the metrics endpoint listens on (METRICS_HOST), default HOST's. */
  metricsHost: string;
  /** How long a SIGTERM waits for requests in flight and running job steps (SHUTDOWN_GRACE_MS), ms. */
  shutdownGraceMs: number;
  auth: AuthConfig;
  corsOrigins: string[];
  /** Seed the deterministic demo data when the database holds no tenants yet. */
  seedOnStart: boolean;
  /** Size of that seed (SEED_CLIENTS, SEED_INVOICES); `null` for the default 36 clients, 400 invoices. */
  seedSize: { clients: number | null; invoices: number | null };
  logLevel: string;
}

/**
 * The database part of the configuration alone (seed and benchmark scripts need no auth settings):
 * DATABASE_URL, else PGlite in PGLITE_DIR (default `<repo root>/.data/pglite`).
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Pick<AppConfig, 'databaseUrl' | 'pgliteDir' | 'statementTimeouts'> {
  const { timeouts, problems } = readStatementTimeouts(env);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    pgliteDir: env.PGLITE_DIR?.trim() || path.join(REPO_ROOT, '.data', 'pglite'),
    statementTimeouts: timeouts,
  };
}

/** Thrown by {@link loadConfig} with every problem of the environment in one message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid platform-api configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/**
 * Reads the configuration from environment variables: PORT, HOST, DATABASE_URL (unset: the
 * embedded PGlite in PGLITE_DIR), the AUTH_* token settings, API_ENVIRONMENT, the providers', CORS,
 * seed, log, statement-timeout, metrics and shutdown settings. Every variable with its default:
 * docs/operations.md#environment-variables-of-platform-api.
 *
 * @throws ConfigError listing every missing or malformed variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { requireJwksUrl?: boolean } = {}): AppConfig {
  const problems: string[] = [];
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number, got '${env.PORT}'`);
  const issuers = list(env.AUTH_ISSUERS);
  if (issuers.length === 0) problems.push('AUTH_ISSUERS must list at least one token issuer (comma-separated)');
  const audience = env.AUTH_AUDIENCE?.trim() ?? '';
  if (!audience) problems.push('AUTH_AUDIENCE must be the app client id');
  const jwksUrl = env.AUTH_JWKS_URL?.trim() || null;
  if (jwksUrl === null && options.requireJwksUrl !== false) problems.push('AUTH_JWKS_URL must be the URL of the user pool key set');
  if (jwksUrl !== null && !URL.canParse(jwksUrl)) problems.push(`AUTH_JWKS_URL is not a URL: '${jwksUrl}'`);
  const seedCount = (name: 'SEED_CLIENTS' | 'SEED_INVOICES'): number | null => {
    const raw = env[name]?.trim();
    if (!raw) return null;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      problems.push(`${name} must be a positive integer, got '${raw}'`);
      return null;
    }
    return value;
  };
  const seedSize = { clients: seedCount('SEED_CLIENTS'), invoices: seedCount('SEED_INVOICES') };
  // Unset: local only when no issuer is Amazon Cognito's, so a deployed pool listed beside a local
  // one makes the start fail instead of accepting the local issuer's tokens; otherwise prod, the
  // environment with no stand-in and no test-only tool.
  const localIssuers = issuers.filter((issuer) => !isAmazonCognitoIssuer(issuer));
  const givenEnvironment = env.API_ENVIRONMENT?.trim().toLowerCase() || (localIssuers.length === issuers.length ? LOCAL_ENVIRONMENT : 'prod');
  const known = (API_ENVIRONMENTS as readonly string[]).includes(givenEnvironment);
  if (!known) problems.push(`API_ENVIRONMENT must be local, test or prod, got '${givenEnvironment}'`);
  // An unknown name is treated as prod for the remaining checks: the strictest reading.
  const environment: ApiEnvironment = known ? (givenEnvironment as ApiEnvironment) : 'prod';
  if (environment !== LOCAL_ENVIRONMENT && localIssuers.length > 0) {
    problems.push(
      `AUTH_ISSUERS lists issuers that are not Amazon Cognito's (${localIssuers.join(', ')}): they are accepted only when API_ENVIRONMENT is '${LOCAL_ENVIRONMENT}', and it is '${environment}'`,
    );
  }
  const corsOrigins = env.CORS_ORIGINS === undefined ? [...DEFAULT_CORS_ORIGINS] : list(env.CORS_ORIGINS);
  const { timeouts, problems: timeoutProblems } = readStatementTimeouts(env);
  problems.push(...timeoutProblems);
  const rawMetricsPort = env.METRICS_PORT?.trim();
  const metricsPort = rawMetricsPort ? Number(rawMetricsPort) : null;
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)) {
    problems.push(`METRICS_PORT must be a port number, got '${rawMetricsPort}'`);
  }
  const rawGrace = env.SHUTDOWN_GRACE_MS?.trim();
  const shutdownGraceMs = rawGrace ? Number(rawGrace) : 10_000;
  if (!Number.isInteger(shutdownGraceMs) || shutdownGraceMs < 0) problems.push(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, got '${rawGrace}'`);
  const providers = loadProviderConfig(env, environment, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  const host = env.HOST?.trim() || '127.0.0.1';
  return {
    port,
    host,
    environment,
    providers,
    ...loadDatabaseConfig(env),
    statementTimeouts: timeouts,
    metricsPort,
    metricsHost: env.METRICS_HOST?.trim() || host,
    shutdownGraceMs,
    auth: { issuers, jwksUrl, audience, environment },
    corsOrigins,
    seedOnStart: flag(env.SEED_ON_START),
    seedSize,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
