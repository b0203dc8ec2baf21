import type { FastifyPluginAsync } from 'fastify';
import { withStatementPurpose } from '../db/statement-timeouts.js';
import { globalPlugin } from './global-plugin.js';

/**
 * The routes whose statements are bounded by the exports' statement timeout instead of a
 * request's: the exports of a whole grid (`…/export`) and the invoices download.
 */
export const EXPORT_ROUTE = /\/export$|^\/billing\/invoices\/download$/;

/**
 * Runs the handlers of export routes ({@link EXPORT_ROUTE}) with the `export` statement purpose
 * (docs/operations.md#database); every other request keeps the request bound. The
 * purpose is set just before the handler, after the body is read, so it reaches every statement
 * of the handler.
 */
export const statementPurposePlugin: FastifyPluginAsync = globalPlugin('statement-purpose', async (app) => {
  app.addHook('preHandler', (request, _reply, done) => {
    if (EXPORT_ROUTE.test(request.routeOptions.url ?? '')) withStatementPurpose('export', done);
    else done();
  });
});
