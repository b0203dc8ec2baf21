// The fuzz suite's own tools: the answer checks flag what they must (so a passing fuzz run means
// something) and the mutations produce what their names say.
import { Type } from '@sinclair/typebox';
import { BinaryFile } from '../../src/contract.js';
import { answerProblems } from './answer-checks.js';
import { deeplyNested, encodeText, mutate, mutationPlaces, queryString, RAW_NUMBER_PREFIX, toJson } from './mutations.js';

const endpoint = { responses: { 200: Type.Object({ id: Type.String() }), 201: BinaryFile('application/pdf') } };
const json = (statusCode: number, body: unknown) => ({ statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });
const error = (statusCode: number, message: string) => json(statusCode, { statusCode, error: 'Some Error', message });

describe('answer checks', () => {
  it('accept a declared answer and an ApiError', () => {
    expect(answerProblems(endpoint, json(200, { id: 'a' }))).toEqual([]);
    expect(answerProblems(endpoint, error(404, 'Client T9 not found'))).toEqual([]);
    expect(answerProblems(endpoint, { statusCode: 201, headers: { 'content-type': 'application/pdf' }, body: '%PDF select x from y' })).toEqual([]);
  });

  it('flag a 5xx, a 2xx off its schema or undeclared, a file of another type', () => {
    expect(answerProblems(endpoint, error(500, 'Internal Server Error'))).toEqual(['answered 500']);
    expect(answerProblems(endpoint, json(200, { id: 7 }))).toEqual(['the 2xx body does not match the declared answer: data/id must be string']);
    expect(answerProblems(endpoint, json(202, {}))).toEqual(['202 is not a declared answer']);
    expect(answerProblems(endpoint, { statusCode: 201, headers: { 'content-type': 'text/html' }, body: '<p>' })).toEqual(['content-type text/html is none of application/pdf']);
  });

  it('flag an error body that is not an ApiError of its status', () => {
    expect(answerProblems(endpoint, json(400, { message: 'bad' }))[0]).toMatch(/^the error body is not an ApiError: /);
    expect(answerProblems(endpoint, { ...error(403, 'Forbidden'), statusCode: 409 })).toEqual(['the error body names another status']);
  });

  it.each([
    ['a stack trace', 'TypeError: x is undefined\n    at handler (/app/src/routes/billing.ts:10:5)', 'the body holds a stack trace or a source path'],
    ['a source path', 'failed in /work/platform-api/dist/server.js', 'the body holds a stack trace or a source path'],
    ['a statement', 'select tenant_id from clients where x', 'the body holds SQL or a Postgres error'],
    ['a Postgres error', 'invalid byte sequence for encoding "UTF8": 0x00', 'the body holds SQL or a Postgres error'],
    ['a constraint', 'duplicate key value violates unique constraint "clients_pkey"', 'the body holds SQL or a Postgres error'],
  ])('flag %s in a body', (_name, message, problem) => {
    expect(answerProblems(endpoint, error(400, message))).toEqual([problem]);
  });
});

describe('mutations', () => {
  const body = { invoiceNumbers: ['INV-1', 'INV-2'], status: 'PAID', note: { text: 'ok' } };

  it('offer texts to NUL, lists and objects to extra fields, every property below the root to removal, first items only, breadth first', () => {
    expect(mutationPlaces(body, 'nul')).toEqual([['status'], ['invoiceNumbers', 0], ['note', 'text']]);
    expect(mutationPlaces(body, 'extra-field')).toEqual([[], ['invoiceNumbers'], ['note']]);
    expect(mutationPlaces(body, 'missing-field')).toEqual([['invoiceNumbers'], ['status'], ['note'], ['invoiceNumbers', 0], ['note', 'text']]);
  });

  it('put a NUL or a lone surrogate inside the chosen text, leaving the rest', () => {
    expect(mutate(body, { kind: 'nul', place: 0, pick: 0 })).toEqual({ ...body, status: 'PA\u0000ID' });
    expect(mutate(body, { kind: 'lone-surrogate', place: 1, pick: 0 })).toEqual({ ...body, invoiceNumbers: ['IN\ud800V-1', 'INV-2'] });
    expect(body.status).toBe('PAID');
  });

  it('remove a field, add one (an own __proto__ too), change a type', () => {
    expect(mutate(body, { kind: 'missing-field', place: 1, pick: 0 })).toEqual({ invoiceNumbers: ['INV-1', 'INV-2'], note: { text: 'ok' } });
    const polluted = mutate({ a: 1 }, { kind: 'extra-field', place: 0, pick: 4 });
    expect(toJson(polluted)).toBe('{"a":1,"__proto__":{"injected":true}}');
    expect(({} as Record<string, unknown>).injected).toBeUndefined();
    expect(mutate(body, { kind: 'wrong-type', place: 0, pick: 0 })).toBe(42);
  });

  it('write huge numbers as bare JSON numbers and deep nesting without overflowing', () => {
    expect(toJson({ n: `${RAW_NUMBER_PREFIX}1e400` })).toBe('{"n":1e400}');
    const deep = toJson(deeplyNested(20_000));
    expect(deep.length).toBeGreaterThan(60_000);
    expect(deep.startsWith('{"nested":[{"nested":')).toBe(true);
  });

  it('encode lone surrogates in URLs as their WTF-8 bytes, lists as repeated names', () => {
    expect(encodeText('a\ud800b')).toBe('a%ED%A0%80b');
    expect(encodeText('😀\u0000')).toBe('%F0%9F%98%80%00');
    expect(queryString({ tenantId: ['T1', 'T2'], dryRun: true })).toBe('tenantId=T1&tenantId=T2&dryRun=true');
  });
});
