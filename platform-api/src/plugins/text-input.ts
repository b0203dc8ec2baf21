import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/http-error.js';
import { globalPlugin } from './global-plugin.js';

/** A UTF-16 surrogate that is not half of a pair: `\ud800` alone, or a low surrogate without its high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` may not be stored, or `null` when it may. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode text (it holds a lone UTF-16 surrogate)';
  return null;
}

/**
 * Objects and arrays to look into: parsed JSON, query strings (null-prototype objects), multipart
 * fields; not binary data or streams (uploaded files).
 */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * A string, or object key, under `root` that breaks the text rule, as a message naming
 * its place like the schema validator does (`body/contact/name must ...`, `querystring/q must ...`,
 * array items by index); `null` when every text is acceptable. Walks without recursion and visits
 * each object once, so deeply nested or self-referencing input (multipart fields) cannot overflow
 * the stack or loop.
 */
export function findBadText(root: unknown, rootPath: string): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: rootPath }];
  const seen = new WeakSet<object>();
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return `${path} ${problem}`;
    } else if (isContainer(value) && !seen.has(value)) {
      seen.add(value);
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        if (!Array.isArray(value)) {
          const problem = textProblem(key);
          if (problem) return `${path} has a property name that ${problem}`;
        }
        pending.push({ value: item, path: `${path}/${key}` });
      }
    }
  }
  return null;
}

/**
 * The text input rule of every route (issue 11): a string anywhere in the JSON body, the query
 * string or the path parameters that holds a NUL character (`\u0000`, which Postgres text cannot
 * store) or a lone UTF-16 surrogate (not Unicode; stored as U+FFFD or refused by other services)
 * is answered `400 { message }` before validation and before any handler runs, e.g.
 * `body/reason must not contain the NUL character (\u0000)`.
 *
 * Register it before the routes (hooks apply to the routes registered after them).
 */
export const textInputPlugin: FastifyPluginAsync = globalPlugin('text-input', async (app) => {
  app.addHook('preValidation', async (request) => {
    const problem =
      findBadText(request.params, 'params') ?? findBadText(request.query, 'querystring') ?? findBadText(request.body, 'body');
    if (problem) throw new HttpError(400, problem);
  });
});
