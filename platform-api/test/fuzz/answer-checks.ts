// What the schema-driven fuzz suite demands of every answer (docs/api.md#text-input): below 500, no
// stack trace or source path, no SQL or Postgres error text, a 2xx that matches the endpoint's
// declared answer (a file of a declared media type), and every error the endpoint table's ApiError.
import type { TSchema } from '@sinclair/typebox';
import { Ajv, type AnySchema } from 'ajv';
import { ApiErrorSchema, binaryMediaTypes, type Endpoint } from '../../src/contract.js';

/** The parts of an answer the checks read (a light-my-request answer has them). */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const validators = new Map<unknown, ReturnType<typeof ajv.compile>>();
/** Whether `value` matches `schema` (ajv 8, the validator the API uses), with ajv's explanation. */
export function schemaCheck(schema: TSchema, value: unknown): string | null {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(JSON.parse(JSON.stringify(schema)) as AnySchema);
    validators.set(schema, validate);
  }
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

/** A stack trace line or a source file path of the server. */
export const STACK = /\n\s+at\s|\bat\s+\S+\s+\([^)]*:\d+:\d+\)|\/(?:src|node_modules|dist)\/[^\s"]*\.(?:ts|js|cjs|mjs)\b/;
/** SQL statements and Postgres error texts. */
export const SQL =
  /\b(?:select\s[\s\S]{0,200}?\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from)\b|syntax error at or near|violates (?:not-null|unique|foreign key|check) constraint|relation "[^"]+" does not exist|invalid input syntax for|unterminated quoted|\bSQLSTATE\b|column "[^"]+" (?:does not exist|of relation)|invalid byte sequence/i;

/** What is wrong with an answer, or an empty list. */
export function answerProblems(endpoint: Pick<Endpoint, 'responses'>, response: Answer): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  const contentType = String(response.headers['content-type'] ?? '');
  if (status >= 500) problems.push(`answered ${status}`);
  const declared = endpoint.responses[status];
  const mediaTypes = declared ? binaryMediaTypes(declared) : null;
  const isText = !mediaTypes && (contentType === '' || /json|text/.test(contentType));
  if (isText) {
    if (STACK.test(response.body)) problems.push('the body holds a stack trace or a source path');
    if (SQL.test(response.body)) problems.push('the body holds SQL or a Postgres error');
  }
  if (status >= 200 && status < 300) {
    if (!declared) problems.push(`${status} is not a declared answer`);
    else if (mediaTypes) {
      if (!mediaTypes.includes(contentType.split(';')[0] ?? '')) problems.push(`content-type ${contentType} is none of ${mediaTypes.join(', ')}`);
    } else {
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        problems.push('the 2xx body is not JSON');
      }
      const mismatch = body === undefined ? null : schemaCheck(declared, body);
      if (mismatch) problems.push(`the 2xx body does not match the declared answer: ${mismatch}`);
    }
  }
  if (status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push('the error body is not JSON');
    }
    const mismatch = body === undefined ? null : schemaCheck(ApiErrorSchema, body);
    if (mismatch) problems.push(`the error body is not an ApiError: ${mismatch}`);
    else if ((body as { statusCode?: unknown } | undefined)?.statusCode !== status) problems.push('the error body names another status');
  }
  return problems;
}
