import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../plugins/global-plugin.js';
import { JobQueue } from './job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (pg-boss on the application's database). */
    jobQueue: JobQueue;
  }
}

/** Options of {@link jobsPlugin}. */
export interface JobsPluginOptions extends Record<string, unknown> {
  /** How often an idle worker looks for jobs, s; default 1. */
  pollingIntervalSeconds?: number;
  /** How long a shutdown waits for running jobs before failing them for a retry elsewhere, ms; default 10 000. */
  stopTimeoutMs?: number;
}

/**
 * Decorates the application with the durable job queue ({@link JobQueue}, pg-boss on `app.db`).
 * Routes define their queues while registering; the workers start once the application is ready
 * (so jobs a stopped process left queued, retried or abandoned run here), and stop before the
 * database closes.
 */
export const jobsPlugin: FastifyPluginAsync<JobsPluginOptions> = globalPlugin('jobs', async (app, options) => {
  const queue = await JobQueue.open(app.db, {
    log: app.log,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
    ...(options.stopTimeoutMs ? { stopTimeoutMs: options.stopTimeoutMs } : {}),
  });
  app.decorate('jobQueue', queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());
});
