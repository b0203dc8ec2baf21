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
 * Decorates the application with the asynchronous request runner. Once every route has registered
 * its jobs (onReady) it resumes the requests a stopped process left PENDING or abandoned RUNNING
 * (`AsyncRequestRunner.resumeAbandoned`); on close it waits for running jobs.
 */
export const asyncRequestsPlugin: FastifyPluginAsync = globalPlugin('async-requests', async (app) => {
  const runner = new AsyncRequestRunner(app.db, app.log);
  app.decorate('asyncRequests', runner);
  app.addHook('onReady', async () => {
    const resumed = await runner.resumeAbandoned();
    if (resumed.length > 0) app.log.info({ resumed }, 'asynchronous requests resumed');
  });
  app.addHook('onClose', async () => runner.drain());
});
