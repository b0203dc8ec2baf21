import type { FastifyPluginAsync } from 'fastify';
import { AsyncRequestRunner } from '../async-requests/async-request-runner.js';
import { globalPlugin } from './global-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runner of the asynchronous (poll-and-fetch) requests. */
    asyncRequests: AsyncRequestRunner;
  }
}

/** Decorates the application with the asynchronous request runner; waits for running jobs on close. */
export const asyncRequestsPlugin: FastifyPluginAsync = globalPlugin('async-requests', async (app) => {
  const runner = new AsyncRequestRunner(app.db, app.log);
  app.decorate('asyncRequests', runner);
  app.addHook('onClose', async () => runner.drain());
});
