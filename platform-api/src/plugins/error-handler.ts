import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ApiError } from '../contract.js';
import { globalPlugin } from './global-plugin.js';

/** Body of every error answer: the endpoint table's `ApiError` (`{ statusCode, error, message }`). */
function body(statusCode: number, message: string): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/**
 * One error handler for the application: 4xx errors keep their message (schema validation errors
 * read like `body/invoiceNumbers must NOT have fewer than 1 items`); anything else is logged and
 * answered `500 Internal Server Error` without details. Unknown routes answer 404.
 */
export const errorHandlerPlugin: FastifyPluginAsync = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body(500, 'Internal Server Error'));
    }
    return reply.status(statusCode).send(body(statusCode, error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
});
