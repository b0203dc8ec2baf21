import type { FastifyPluginAsync } from 'fastify';
import { AsyncRequestRunner } from '../async-requests/async-request-runner.js';
import { globalPlugin } from './global-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runner of the asynchronous (poll-and-fetch) requests. */
    asyncRequests: AsyncRequestRunner;
  }
}

/**
 * Decorates the application with the asynchronous request runner, whose requests run as durable
 * jobs of the job queue (`app.jobQueue`, registered before this plugin). Once every route has
 * registered its kinds (onReady) it queues again the requests a stopped process stored but never
 * queued (`AsyncRequestRunner.resumeAbandoned`); requests whose process stopped mid-job are retried
 * by the queue itself.
 */
export const asyncRequestsPlugin: FastifyPluginAsync = globalPlugin('async-requests', async (app) => {
  const runner = new AsyncRequestRunner(app.db, app.log, app.jobQueue);
  await runner.defineQueue();
  app.decorate('asyncRequests', runner);
  app.addHook('onReady', async () => {
    const resumed = await runner.resumeAbandoned();
    if (resumed.length > 0) app.log.info({ resumed }, 'asynchronous requests queued again');
  });
});
