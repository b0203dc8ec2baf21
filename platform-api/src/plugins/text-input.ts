import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { TEXT_RULE_KEYWORD, TEXT_RULE_MESSAGES, textProblem } from '../contract.js';
import { HttpError } from '../lib/http-error.js';
import { textProblemAt, type InputProblem } from '../lib/input-problems.js';
import { globalPlugin } from './global-plugin.js';

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
 * A string, or object key, under `root` (the request part `rootPath`: body, querystring, params)
 * that breaks the text rule, in plain words with the field it is in (`textProblemAt`: 'Name must
 * not contain the NUL character (\u0000)', field `name`); `null` when every text is acceptable.
 * Walks without recursion and visits each object once, so deeply nested or self-referencing input
 * (multipart fields) cannot overflow the stack or loop.
 */
export function findBadText(root: unknown, rootPath: string): InputProblem | null {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: rootPath }];
  const seen = new WeakSet<object>();
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return textProblemAt(path, problem);
    } else if (isContainer(value) && !seen.has(value)) {
      seen.add(value);
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        if (!Array.isArray(value)) {
          const problem = textProblem(key);
          if (problem) return textProblemAt(path, `has a field name that ${problem}`);
        }
        pending.push({ value: item, path: `${path}/${key}` });
      }
    }
  }
  return null;
}

/**
 * The text input rule of every route (docs/api.md#text-input): a string anywhere in the JSON body,
 * the query string or the path parameters that holds a NUL character (`\u0000`, which Postgres text
 * cannot store) or a lone UTF-16 surrogate (not Unicode; stored as U+FFFD or refused by other
 * services) is answered `400 { message, field }` before validation and before any handler runs,
 * e.g. 'Reason must not contain the NUL character (\u0000)' for the field `reason`.
 *
 * Register it before the routes (hooks apply to the routes registered after them).
 */
export const textInputPlugin: FastifyPluginAsync = globalPlugin('text-input', async (app) => {
  app.addHook('preValidation', async (request) => {
    const problem =
      findBadText(request.params, 'params') ?? findBadText(request.query, 'querystring') ?? findBadText(request.body, 'body');
    if (problem) throw new HttpError(400, problem.message, problem.field);
  });
});

/** An ajv plugin as Fastify's `ajv.plugins` option takes it (so the ajv instance is Fastify's own). */
type FastifyAjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...args: never[]) => unknown>;
/** The ajv instance Fastify validates with. */
type FastifyAjv = Parameters<FastifyAjvPlugin>[0];

/** An error of a keyword function, as ajv reports it (the parts ajv does not fill in itself). */
interface KeywordError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

/**
 * The text rule of the endpoint table's free-text inputs (shared-kit `Text`, keyword `x-text`) for
 * the API's validator (`ajv.plugins` of buildApp): a string marked `x-text: true` is trimmed in
 * place (the handler receives the trimmed text) before `minLength`/`maxLength` run on
 * it, and answers 400 when it holds a NUL or a lone surrogate or is blank, e.g. 'E-mail must not
 * be blank' (the error handler's plain words). A string at the root of an input (no parent to
 * write to) is checked as it is.
 */
export function textRuleAjvPlugin(ajv: FastifyAjv): FastifyAjv {
  function validate(enabled: unknown, data: unknown, parentSchema?: { minLength?: unknown }, context?: { parentData: unknown; parentDataProperty: string | number }): boolean {
    validate.errors = [] as KeywordError[];
    if (enabled !== true || typeof data !== 'string') return true;
    const problem = textProblem(data);
    if (problem) {
      validate.errors = [{ keyword: TEXT_RULE_KEYWORD, message: problem, params: {} }];
      return false;
    }
    const trimmed = data.trim();
    if (trimmed !== data && typeof context?.parentData === 'object' && context.parentData !== null) {
      (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = trimmed;
    }
    // An empty text is left to minLength's own message; one of spaces alone is blank.
    if (trimmed === '' && data !== '' && typeof parentSchema?.minLength === 'number' && parentSchema.minLength > 0) {
      validate.errors = [{ keyword: TEXT_RULE_KEYWORD, message: TEXT_RULE_MESSAGES.blank, params: {} }];
      return false;
    }
    return true;
  }
  validate.errors = [] as KeywordError[];
  ajv.addKeyword({ keyword: TEXT_RULE_KEYWORD, type: 'string', schemaType: 'boolean', modifying: true, errors: true, before: 'maxLength', validate });
  return ajv;
}
