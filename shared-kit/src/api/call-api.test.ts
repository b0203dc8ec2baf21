import { startApiServer, type TestServer } from '../../test/support/api-server';
import { CONNECTION_ERROR, INTERNAL_SERVICE_ERROR_MESSAGE, callApi, isApiFailure } from './call-api';
import { setTokenProvider } from './client';
import { directCall } from './direct-call';

let server: TestServer;
const seen: { authorization?: string; tenant?: string } = {};

beforeAll(async () => {
  server = await startApiServer((app) => {
    app.get('/items', async (req) => {
      seen.authorization = req.headers.authorization;
      seen.tenant = req.headers.tenant_id as string | undefined;
      return [{ id: 1 }, { id: 2 }];
    });
    app.get('/ok-status', async () => ({ status: 200, value: 'x' }));
    app.get('/workflow', async () => ({ status: 'RUNNING' }));
    app.get('/error-body', async () => ({ status: 403, statusCode: 403, message: 'Not your tenant' }));
    app.get('/missing', async (_req, reply) => reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such invoice' }));
    app.get('/empty', async (_req, reply) => reply.code(200).send(''));
    app.post('/things', async (req) => ({ id: 7, ...(req.body as object) }));
    app.post('/no-id', async () => ({ accepted: true }));
    app.post('/text', async (_req, reply) => reply.type('text/plain').send('{"status":"RUNNING"}'));
    app.post('/empty', async (_req, reply) => reply.code(200).send(''));
    app.put('/things/7', async (_req, reply) => reply.code(200).send(''));
    app.delete('/things/7', async (_req, reply) => reply.code(204).send());
    app.patch('/things/7', async (req) => ({ patched: req.body }));
    app.get('/test-api/decrypt', async () => ({ where: 'test endpoint' }));
    app.put('/direct', async (req) => ({ id: 'd1', status: 'OK', statusCode: 200, message: 'Updated SuccessFully', echo: req.body, contentType: req.headers['content-type'], authorization: req.headers.authorization }));
    app.post('/direct-fail', async (_req, reply) => reply.code(422).send({ message: 'Bad form', field: 'contactEmail' }));
    app.post('/direct-raw', async (req) => ({ contentType: req.headers['content-type'] }));
  });
});
afterAll(() => server.close());
afterEach(() => setTokenProvider(async () => 'test-token'));

describe('generic helper result shapes (spec 02 §8)', () => {
  it('sends the bearer token and returns GET data as it is', async () => {
    expect(await callApi('GET', '/items', { headers: { tenant_id: 'T01' } })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(seen.authorization).toBe('Bearer test-token');
    expect(seen.tenant).toBe('T01');
  });
  it('omits the token on unauthenticated calls', async () => {
    await callApi('GET', '/items', { unauthenticated: true });
    expect(seen.authorization).toBeUndefined();
  });
  it('returns data whose status is 200 or not numeric', async () => {
    expect(await callApi('GET', '/ok-status')).toEqual({ status: 200, value: 'x' });
    expect(await callApi('GET', '/workflow')).toEqual({ status: 'RUNNING' });
  });
  it('POST with an id is the answer with success true', async () => {
    expect(await callApi('POST', '/things', { data: { name: 'Acme' } })).toEqual({ id: 7, name: 'Acme', success: true });
  });
  it('POST asking for text is success true with the text', async () => {
    expect(await callApi('POST', '/text', { text: true })).toEqual({ success: true, data: '{"status":"RUNNING"}' });
  });
  it('PUT and DELETE with an empty answer are success true', async () => {
    expect(await callApi('PUT', '/things/7', { data: { a: 1 } })).toEqual({ success: true });
    expect(await callApi('DELETE', '/things/7')).toEqual({ success: true });
  });
  it("any other empty answer is status 500 'Internal Service Error', error true", async () => {
    expect(INTERNAL_SERVICE_ERROR_MESSAGE).toBe('Internal Service Error');
    expect(await callApi('GET', '/empty')).toEqual({ status: 500, message: 'Internal Service Error', error: true });
    expect(await callApi('POST', '/empty')).toEqual({ status: 500, message: 'Internal Service Error', error: true });
  });
  it('an error answer is status from statusCode, message, error true', async () => {
    expect(await callApi('GET', '/error-body')).toEqual({ status: 403, message: 'Not your tenant', error: true });
    const missing = await callApi('GET', '/missing');
    expect(missing).toEqual({ status: 404, message: 'No such invoice', error: true });
    expect(isApiFailure(missing)).toBe(true);
  });
  it('a POST without id or a PATCH with a body is an error result, as spec 02 §8 reads', async () => {
    expect(await callApi('POST', '/no-id')).toEqual({ status: 200, message: 'Internal Service Error', error: true });
    expect(await callApi('PATCH', '/things/7', { data: { environment: 'uat' } })).toEqual({ status: 200, message: 'Internal Service Error', error: true });
  });
  it('returns the answer of any method as data when the call opts in (a POST search returning rows)', async () => {
    expect(await callApi('PATCH', '/things/7', { data: { environment: 'uat' }, answerIsData: true })).toEqual({ patched: { environment: 'uat' } });
    expect(await callApi('POST', '/no-id', { answerIsData: true })).toEqual({ accepted: true });
  });
  it('can call the separate test endpoint', async () => {
    expect(await callApi('GET', '/decrypt', { api: 'test' })).toEqual({ where: 'test endpoint' });
  });
  it("a thrown error is { timestamp, status, error: 'Connection Error', message, path }", async () => {
    setTokenProvider(async () => {
      throw new Error('Network down');
    });
    const result = await callApi('GET', '/items');
    expect(result).toEqual({ timestamp: expect.any(String), status: 0, error: CONNECTION_ERROR, message: 'Network down', path: '/items' });
    expect(CONNECTION_ERROR).toBe('Connection Error');
    expect(isApiFailure(result)).toBe(true);
    expect(Number.isNaN(Date.parse((result as { timestamp: string }).timestamp))).toBe(false);
  });
  it('swallows NotAuthorizedException and returns nothing', async () => {
    setTokenProvider(async () => {
      throw Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException' });
    });
    expect(await callApi('GET', '/items')).toBeUndefined();
  });
});

describe('direct helper (spec 02 §7-8)', () => {
  it('sends JSON with the bearer token and reads id, status, statusCode and message', async () => {
    const result = await directCall('PUT', '/direct', { status: 'REJECTED' });
    expect(result).toMatchObject({ error: false, id: 'd1', status: 'OK', statusCode: 200, message: 'Updated SuccessFully' });
    expect(result.error === false && result.body).toMatchObject({
      echo: { status: 'REJECTED' },
      authorization: 'Bearer test-token',
      contentType: expect.stringContaining('application/json'),
    });
  });
  it('returns error true plus the server body on a non-200 status', async () => {
    expect(await directCall('POST', '/direct-fail', { a: 1 })).toEqual({
      error: true,
      httpStatus: 422,
      body: { message: 'Bad form', field: 'contactEmail' },
      message: 'Bad form',
    });
  });
  it('sends the body as it is when told to', async () => {
    const result = await directCall('POST', '/direct-raw', 'plain words', { json: false, headers: { 'Content-Type': 'text/plain' } });
    expect(result.error === false && result.body).toEqual({ contentType: 'text/plain' });
  });
  it('returns error true with the message on a network failure', async () => {
    setTokenProvider(async () => {
      throw new Error('Network Error');
    });
    expect(await directCall('GET', '/direct')).toEqual({ error: true, message: 'Network Error' });
  });
});
