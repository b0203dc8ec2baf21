import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ApiError } from '../contract.js';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseProblem, STATEMENT_TIMEOUT_MESSAGE } from '../db/database-errors.js';
import { HttpError } from '../lib/http-error.js';
import { schemaProblem, type InputPart, type InputProblem, type SchemaError } from '../lib/input-problems.js';
import { globalPlugin } from './global-plugin.js';

/** Body of every error answer: the endpoint table's `ApiError` (`{ statusCode, error, message, field? }`). */
function body(statusCode: number, message: string, field?: string): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}

/** The request parts whose schema errors are put in plain words. */
const INPUT_PARTS: ReadonlySet<string> = new Set<InputPart>(['body', 'querystring', 'params', 'headers']);

/**
 * The plain-words problem of a schema validation error (Fastify's `validation`, the first error:
 * the validator stops at it), or `null` for any other error.
 */
function validationProblem(error: FastifyError): InputProblem | null {
  const first = error.validation?.[0];
  if (!first) return null;
  const part = INPUT_PARTS.has(error.validationContext ?? '') ? (error.validationContext as InputPart) : 'body';
  return schemaProblem(first as unknown as SchemaError, part);
}

/**
 * What the multipart reader (@fastify/busboy, under @fastify/multipart) throws, without an HTTP
 * status, for a `multipart/form-data` body it cannot read: no boundary, an empty or overlong one, a
 * body that ends before its closing boundary.
 */
const UNREADABLE_MULTIPART =
  /^(?:Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot (?:be an empty String\/Buffer|have a length bigger than 256)\.)$/;

/**
 * The 400 message for an error of the multipart reader on a `multipart/form-data` request (the
 * caller's malformed body: no input answers 5xx, docs/api.md#text-input), or `null` for any other
 * error.
 *
 * @example multipartBodyProblem(new Error('Unexpected end of multipart data'), 'multipart/form-data; boundary=x')
 *   // 'The multipart/form-data body cannot be read: Unexpected end of multipart data'
 */
export function multipartBodyProblem(error: Error, contentType: string | undefined): string | null {
  if (!/^multipart\/form-data\b/i.test(contentType ?? '') || !UNREADABLE_MULTIPART.test(error.message)) return null;
  return `The multipart/form-data body cannot be read: ${error.message}`;
}

/**
 * One error handler for the application:
 * - a schema validation error answers 400 `{ message, field }` in plain words (`schemaProblem`,
 *   docs/errors.md#the-apis-400-answers: 'Tenant ID must be at most 60 characters');
 * - other 4xx errors keep their message, and an `HttpError` its `field`;
 * - a `multipart/form-data` body the multipart reader cannot read answers 400
 *   ({@link multipartBodyProblem});
 * - a database that cannot be reached or a statement past its timeout answers 503 with a plain
 *   message and `Retry-After: 5` (docs/operations.md#database-loss);
 * - a 503 `HttpError` (a service the call needs is not configured or not available) keeps its message;
 * - anything else is logged and answered `500 Internal Server Error` without details.
 * Unknown routes answer 404.
 */
export const errorHandlerPlugin: FastifyPluginAsync = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const invalid = validationProblem(error);
    if (invalid) return reply.status(400).send(body(400, invalid.message, invalid.field));
    const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    const unreadable = statusCode >= 500 ? multipartBodyProblem(error, request.headers['content-type']) : null;
    if (unreadable) return reply.status(400).send(body(400, unreadable));
    const database = statusCode >= 500 ? databaseProblem(error) : null;
    if (database) {
      request.log.warn({ err: error }, database === 'timeout' ? 'statement timed out' : 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send(body(503, database === 'timeout' ? STATEMENT_TIMEOUT_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (error instanceof HttpError && statusCode === 503) return reply.status(503).send(body(503, error.message));
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body(500, 'Internal Server Error'));
    }
    return reply.status(statusCode).send(body(statusCode, error.message, error instanceof HttpError ? error.field : undefined));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
});
