import type { FastifyPluginAsync } from 'fastify';
import { pendingMigrations, readMigrations } from '../db/migrate.js';
import { globalPlugin } from '../plugins/global-plugin.js';
import { Readiness } from './readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The readiness checks behind GET /readyz; other parts add theirs with `addCheck`. */
    readiness: Readiness;
  }
}

/**
 * GET /healthz (alive: `200 {"status":"ok"}` while the process serves) and GET /readyz (ready:
 * `200` when the database answers, its migrations are current and the job queue's workers run,
 * `200` with status `degraded` listing each outside service that is not configured, else `503`
 * naming the failing dependency; see {@link Readiness}). Public (no token), without
 * data, never cached, and outside the endpoint table, the OpenAPI document and the action log
 * (docs/operations.md#health). Registered after the database and the job queue, before the auth
 * guard.
 */
export const healthPlugin: FastifyPluginAsync = globalPlugin('health', async (app) => {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  const migrations = readMigrations();
  readiness.addCheck('database', async () => {
    await app.db.query('select 1');
    return { status: 'up' };
  });
  readiness.addCheck('migrations', async () => {
    const pending = await pendingMigrations(app.db, migrations);
    return pending.length === 0 ? { status: 'up' } : { status: 'down', detail: `not applied: ${pending.join(', ')}` };
  });
  readiness.addCheck('jobQueue', () => (app.jobQueue.running ? { status: 'up' } : { status: 'down', detail: 'the workers are not running' }));
  // An outside service that is not configured (or failed its start check) leaves the API ready but
  // degraded: the calls that need it answer 503 (docs/operations.md#environments-and-providers).
  for (const provider of app.providerStatus()) {
    readiness.addCheck(`provider:${provider.name}`, () => {
      const now = app.providerStatus().find((status) => status.name === provider.name) ?? provider;
      return now.degraded ? { status: 'degraded', detail: now.detail } : { status: 'up' };
    });
  }

  // While shutting down, every answer ends its keep-alive connection, so the server can close.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.isShuttingDown) reply.header('connection', 'close');
    return payload;
  });

  const config = { public: true };
  app.get('/healthz', { config }, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', { config }, async (_request, reply) => {
    const report = await readiness.report();
    const ok = report.status === 'ready' || report.status === 'degraded';
    return reply.status(ok ? 200 : 503).header('Cache-Control', 'no-store').send(report);
  });
});
