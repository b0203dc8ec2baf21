import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { buildApp } from './app.js';
import { warmInvoiceSearch } from './billing/invoice-query/search-invoices.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { DatabaseStartError, databaseProblem } from './db/database-errors.js';
import { startMetricsServer } from './health/metrics.js';
import { shutDown } from './health/shutdown.js';
import { canarySettingsFromEnv, type CanarySettings } from './canary/canary-check.js';
import { periodicTaskSecondsFromEnv, startPeriodicTasks } from './jobs/periodic-tasks.js';

/**
 * Starts platform-api on PORT/HOST (default 127.0.0.1:4000); everything else lives in buildApp.
 * The metrics listen on METRICS_PORT when set; SIGTERM and SIGINT shut down gracefully
 * (docs/operations.md).
 */

/** One line on stderr and exit 1: a start-up failure the operator can act on, without a stack trace. */
function fail(message: string): never {
  process.stderr.write(`platform-api cannot start: ${message}\n`);
  process.exit(1);
}

let config: AppConfig;
let app: FastifyInstance;
let periodSeconds = 0;
let canary: CanarySettings;
try {
  config = loadConfig();
  periodSeconds = periodicTaskSecondsFromEnv();
  canary = canarySettingsFromEnv();
  app = await buildApp({ config });
} catch (error) {
  if (error instanceof ConfigError) fail(error.problems.join('; '));
  if (error instanceof RangeError) fail(error.message);
  if (error instanceof DatabaseStartError) fail(error.message);
  const problem = databaseProblem(error);
  if (problem === 'timeout') fail('a start-up statement ran past its statement timeout (DB_MIGRATION_STATEMENT_TIMEOUT_MS for migrations, DB_SEED_STATEMENT_TIMEOUT_MS for the seed)');
  if (problem) fail(`the database stopped answering during start-up: ${(error as Error).message.split('\n')[0]}`);
  throw error;
}

// At start, then once per period across every instance on the database: AWAITING_PAYMENT invoices
// due today or earlier become OVERDUE, and card payments left REQUESTED by a stopped process are
// settled with the gateway; and once per CANARY_CHECK_SECONDS the canaries are checked.
const periodic = await startPeriodicTasks(app, periodSeconds, canary);

let metricsServer: Server | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    periodic.stop();
    shutDown(app, config.shutdownGraceMs)
      .then(async (result) => {
        metricsServer?.close();
        app.log.info(result, 'shut down');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
// The invoices grid's first answer is read before the API takes requests (about 2 s at 1,000,000 invoices).
await warmInvoiceSearch(app.db, app.now().getTime()).then(
  (ms) => app.log.info({ ms }, 'invoices search warmed'),
  (error: unknown) => app.log.error({ err: error }, 'warming the invoices search failed'),
);
if (config.metricsPort !== null) {
  metricsServer = await startMetricsServer(app.metrics, config.metricsPort, config.metricsHost);
  const address = metricsServer.address();
  app.log.info({ metrics: `http://${config.metricsHost}:${typeof address === 'object' && address ? address.port : config.metricsPort}/metrics` }, 'metrics listening');
}
await app.listen({ port: config.port, host: config.host });
app.log.info({ node: process.version, database: app.db.kind }, 'platform-api started');
