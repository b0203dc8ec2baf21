import { Type } from '@sinclair/typebox';
import { startApiServer, until, type TestServer } from '../../../test/support/api-server';
import { BinaryFile, declareEndpoints } from '../../contract/endpoints/define-endpoint';
import { XLSX_MIME_TYPE } from '../../contract/endpoints/billing-clients';
import { setNotifyApi } from '../page/notify';
import { ASYNC_POLL_INTERVAL_MS, ASYNC_TIMEOUT_MS, REQUEST_ID_HEADER, REQUEST_TIMED_OUT_MESSAGE } from './async-request';
import { setTokenProvider } from './token';
import { fetchEndpointFile, requestAsyncEndpoint, requestEndpoint } from './endpoint-request';
import {
  ApiError,
  CONNECTION_ERROR,
  INTERNAL_SERVICE_ERROR_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  apiErrorMessage,
  handleApiError,
  isConnectionError,
  isQuietFailure,
} from './errors';
import { EXCEL_ACCEPT_HEADER, blobText, downloadBlob, fileNameFromDisposition } from './export-file';

jest.setTimeout(30000);

const Anything = Type.Unknown();
const AsyncAnswerSchema = Type.Object({ status: Type.String(), requestId: Type.String(), response: Type.Optional(Type.Object({ offboarded: Type.Integer() })) });
const common = { access: 'ANY', area: 'test', summary: 'A call of the tests' } as const;

/** Endpoints of the test server, declared as the table declares the API's. */
const T = declareEndpoints({
  items: { ...common, method: 'GET', path: '/items', headers: Type.Object({ tenant_id: Type.Optional(Type.String()) }), responses: { 200: Anything } },
  publicItems: { ...common, access: 'PUBLIC', method: 'GET', path: '/items', responses: { 200: Anything } },
  okStatus: { ...common, method: 'GET', path: '/ok-status', responses: { 200: Anything } },
  workflow: { ...common, method: 'GET', path: '/workflow', responses: { 200: Anything } },
  errorBody: { ...common, method: 'GET', path: '/error-body', responses: { 200: Anything } },
  missing: { ...common, method: 'GET', path: '/missing', responses: { 200: Anything } },
  emptyGet: { ...common, method: 'GET', path: '/empty', responses: { 200: Type.Object({ value: Type.String() }) } },
  emptyPost: { ...common, method: 'POST', path: '/empty', responses: { 200: Type.Object({ value: Type.String() }) } },
  nullable: { ...common, method: 'GET', path: '/empty', responses: { 200: Type.Union([Type.Null(), Type.Object({ id: Type.String() })]) } },
  createThing: { ...common, method: 'POST', path: '/things', body: Type.Object({ name: Type.String() }), responses: { 200: Anything } },
  putThing: { ...common, method: 'PUT', path: '/things/7', body: Type.Object({ a: Type.Integer() }), responses: { 200: Anything } },
  deleteThing: { ...common, method: 'DELETE', path: '/things/7', responses: { 200: Anything } },
  decrypt: { ...common, base: 'test', method: 'GET', path: '/decrypt', responses: { 200: Anything } },
  direct: { ...common, method: 'PUT', path: '/direct', body: Type.Object({ status: Type.String() }), responses: { 200: Anything } },
  directFail: { ...common, method: 'POST', path: '/direct-fail', body: Type.Object({ a: Type.Integer() }), responses: { 200: Anything } },
  verify: { ...common, access: 'PUBLIC', method: 'POST', path: '/public/verify', body: Type.Object({ invitationCode: Type.String(), user: Type.String() }), responses: { 200: Anything } },
  publicInfo: { ...common, access: 'PUBLIC', method: 'GET', path: '/public/info', query: Type.Object({ tenantId: Type.String() }), responses: { 200: Anything } },
  publicFail: { ...common, access: 'PUBLIC', method: 'GET', path: '/public/fail', responses: { 200: Anything } },
  offboard: { ...common, method: 'POST', path: '/internal-users/offboard', body: Type.Array(Type.Object({ tenantId: Type.String(), email: Type.String() })), responses: { 200: AsyncAnswerSchema } },
  never: { ...common, method: 'GET', path: '/never', responses: { 200: AsyncAnswerSchema } },
  asyncFails: { ...common, method: 'GET', path: '/async-fails', responses: { 200: AsyncAnswerSchema } },
  exportClients: { ...common, method: 'GET', path: '/export', responses: { 200: BinaryFile(XLSX_MIME_TYPE) } },
  exportMissing: { ...common, method: 'GET', path: '/export-missing', responses: { 200: BinaryFile(XLSX_MIME_TYPE) } },
});

let server: TestServer;
const seen: { authorization?: string | null; tenant?: string; accept?: string; calls: number } = { calls: 0 };
const calls: Array<{ path: string; requestId: string | undefined; body: unknown }> = [];
let completeAfter = 2;
const toasts = { notification: { open: jest.fn() }, message: { open: jest.fn() } };

beforeAll(async () => {
  server = await startApiServer((app) => {
    app.get('/items', async (req) => {
      seen.calls += 1;
      seen.authorization = req.headers.authorization ?? null;
      seen.tenant = req.headers.tenant_id as string | undefined;
      return [{ id: 1 }, { id: 2 }];
    });
    app.get('/ok-status', async () => ({ status: 200, value: 'x' }));
    app.get('/workflow', async () => ({ status: 'RUNNING' }));
    app.get('/error-body', async () => ({ status: 403, statusCode: 403, message: 'Not your tenant' }));
    app.get('/missing', async (_req, reply) => reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such invoice' }));
    app.get('/empty', async (_req, reply) => reply.code(200).send(''));
    app.post('/things', async (req) => ({ id: 7, ...(req.body as object) }));
    app.post('/empty', async (_req, reply) => reply.code(200).send(''));
    app.put('/things/7', async (_req, reply) => reply.code(200).send(''));
    app.delete('/things/7', async (_req, reply) => reply.code(204).send());
    app.get('/test-api/decrypt', async () => ({ where: 'test endpoint' }));
    app.put('/direct', async (req) => ({ id: 'd1', status: 'OK', statusCode: 200, message: 'Updated SuccessFully', echo: req.body, contentType: req.headers['content-type'], authorization: req.headers.authorization }));
    app.post('/direct-fail', async (_req, reply) => reply.code(422).send({ message: 'Bad form', field: 'contactEmail' }));
    app.post('/public/verify', async (req) => ({ auth: req.headers.authorization ?? null, body: req.body }));
    app.get('/public/info', async (req) => ({ auth: req.headers.authorization ?? null, query: req.query }));
    app.get('/public/fail', async (_req, reply) => reply.code(400).send({ message: 'Invalid invitation' }));
    app.post('/internal-users/offboard', async (req) => {
      const requestId = req.headers[REQUEST_ID_HEADER] as string | undefined;
      calls.push({ path: req.url, requestId, body: req.body });
      const polls = calls.filter((c) => c.requestId).length;
      if (!requestId || polls < completeAfter) return { status: 'IN_PROGRESS', requestId: 'req-42' };
      return { status: 'COMPLETED', requestId: 'req-42', response: { offboarded: 2 } };
    });
    app.get('/never', async (req) => {
      calls.push({ path: req.url, requestId: req.headers[REQUEST_ID_HEADER] as string | undefined, body: null });
      return { status: 'IN_PROGRESS', requestId: 'req-slow' };
    });
    app.get('/async-fails', async (_req, reply) => reply.code(400).send({ statusCode: 400, message: 'Bad selection' }));
    app.get('/export', async (req, reply) => {
      seen.accept = req.headers.accept;
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', 'attachment; filename="Clients 01/05/2024.xlsx"')
        .send(Buffer.from('PK-workbook'));
    });
    app.get('/export-missing', async (_req, reply) => reply.code(404).send({ statusCode: 404, message: 'Report not found' }));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  setNotifyApi(toasts);
  toasts.notification.open.mockClear();
});
afterEach(() => {
  setTokenProvider(async () => 'test-token');
  setNotifyApi();
});

const failureOf = (call: Promise<unknown>) => call.then(
  () => undefined,
  (error: unknown) => error,
);

describe('answers of the endpoint table', () => {
  it('sends the bearer token and the declared headers, and returns GET data as it is', async () => {
    expect(await requestEndpoint(T.items, { headers: { tenant_id: 'T01' } })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(seen.authorization).toBe('Bearer test-token');
    expect(seen.tenant).toBe('T01');
  });
  it('sends no token for a PUBLIC endpoint', async () => {
    await requestEndpoint(T.publicItems);
    expect(seen.authorization).toBeNull();
  });
  it('returns data whose status is 200 or not numeric', async () => {
    expect(await requestEndpoint(T.okStatus)).toEqual({ status: 200, value: 'x' });
    expect(await requestEndpoint(T.workflow)).toEqual({ status: 'RUNNING' });
  });
  it('returns the declared answer of a POST', async () => {
    expect(await requestEndpoint(T.createThing, { body: { name: 'Acme' } })).toEqual({ id: 7, name: 'Acme' });
  });
  it('a PUT or a DELETE answered with nothing succeeds', async () => {
    await expect(requestEndpoint(T.putThing, { body: { a: 1 } })).resolves.toBeNull();
    await expect(requestEndpoint(T.deleteThing)).resolves.toBeNull();
  });
  it("any other empty answer is status 500 'Internal Service Error', error true, shown as 'Invalid Request'", async () => {
    expect(INTERNAL_SERVICE_ERROR_MESSAGE).toBe('Internal Service Error');
    for (const endpoint of [T.emptyGet, T.emptyPost]) {
      const error = await failureOf(requestEndpoint(endpoint as typeof T.emptyGet));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: 'Internal Service Error', status: 500, data: { status: 500, message: 'Internal Service Error', error: true } });
      expect(apiErrorMessage(error)).toBe(INVALID_REQUEST_MESSAGE);
      expect(apiErrorMessage(error, { fallbackMessage: 'Something went wrong' })).toBe('Something went wrong');
    }
  });
  it('an empty answer where the endpoint declares one that may be null is null', async () => {
    await expect(requestEndpoint(T.nullable)).resolves.toBeNull();
  });
  it('an error answer is its status (from statusCode) and its message', async () => {
    expect(await failureOf(requestEndpoint(T.errorBody))).toMatchObject({ status: 403, message: 'Not your tenant', data: { statusCode: 403, message: 'Not your tenant' } });
    const missing = await failureOf(requestEndpoint(T.missing));
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: 'No such invoice' });
    expect(apiErrorMessage(missing)).toBe('No such invoice');
  });
  it("sends an endpoint declared base: 'test' to the test API", async () => {
    expect(await requestEndpoint(T.decrypt)).toEqual({ where: 'test endpoint' });
  });
  it("a call that throws before an answer is data { timestamp, status, error: 'Connection Error', message, path }", async () => {
    setTokenProvider(async () => {
      throw new Error('Network down');
    });
    const error = await failureOf(requestEndpoint(T.items));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Network down', status: undefined });
    expect((error as ApiError).data).toEqual({ timestamp: expect.any(String), status: 0, error: CONNECTION_ERROR, message: 'Network down', path: '/items' });
    expect(CONNECTION_ERROR).toBe('Connection Error');
    expect(isConnectionError(error)).toBe(true);
    expect(Number.isNaN(Date.parse(((error as ApiError).data as { timestamp: string }).timestamp))).toBe(false);
    // A screen's own message replaces the transport's text, never the other way round.
    expect(apiErrorMessage(error, { fallbackMessage: 'Unable to fetch' })).toBe('Unable to fetch');
  });
  it('swallows a NotAuthorizedException: nothing is sent and nobody is shown the failure', async () => {
    setTokenProvider(async () => {
      throw Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException' });
    });
    const before = seen.calls;
    const error = await failureOf(requestEndpoint(T.items));
    expect(error).toBeInstanceOf(ApiError);
    expect(isQuietFailure(error)).toBe(true);
    expect(isConnectionError(error)).toBe(false);
    expect(seen.calls).toBe(before);
    expect(() => handleApiError(error)).toThrow(ApiError);
    expect(toasts.notification.open).not.toHaveBeenCalled();
  });
});

describe('the failures a write reads', () => {
  it('sends JSON with the bearer token, and the answer with id, status, statusCode and message is the data', async () => {
    const answer = await requestEndpoint(T.direct, { body: { status: 'REJECTED' } });
    expect(answer).toMatchObject({ id: 'd1', status: 'OK', statusCode: 200, message: 'Updated SuccessFully' });
    expect(answer).toMatchObject({ echo: { status: 'REJECTED' }, authorization: 'Bearer test-token', contentType: expect.stringContaining('application/json') });
  });
  it('rejects a non-200 status with the server body', async () => {
    expect(await failureOf(requestEndpoint(T.directFail, { body: { a: 1 } }))).toMatchObject({
      status: 422,
      data: { message: 'Bad form', field: 'contactEmail' },
      message: 'Bad form',
    });
  });
  it('rejects a network failure with its message', async () => {
    setTokenProvider(async () => {
      throw new Error('Network Error');
    });
    expect(await failureOf(requestEndpoint(T.direct, { body: { status: 'REJECTED' } }))).toMatchObject({ message: 'Network Error' });
  });
});

describe('unauthenticated JSON calls', () => {
  it('POST and GET without the Authorization header', async () => {
    await expect(requestEndpoint(T.verify, { body: { invitationCode: 'ABC', user: 'u1' } })).resolves.toEqual({ auth: null, body: { invitationCode: 'ABC', user: 'u1' } });
    await expect(requestEndpoint(T.publicInfo, { query: { tenantId: 'T01' } })).resolves.toEqual({ auth: null, query: { tenantId: 'T01' } });
  });
  it('a failure carries the server message for the generic handler, which toasts it unless suppressed', async () => {
    const error = await failureOf(requestEndpoint(T.publicFail));
    expect(error).toMatchObject({ message: 'Invalid invitation', status: 400 });
    expect(toasts.notification.open).not.toHaveBeenCalled();
    expect(() => handleApiError(error)).toThrow('Invalid invitation');
    expect(toasts.notification.open).toHaveBeenCalledTimes(1);
    expect(() => handleApiError(error, { suppressToast: true })).toThrow('Invalid invitation');
    expect(toasts.notification.open).toHaveBeenCalledTimes(1);
  });
});

describe('asynchronous calls', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('polls every 3000 ms with the request_id header and returns the COMPLETED response', async () => {
    expect(ASYNC_POLL_INTERVAL_MS).toBe(3000);
    expect(REQUEST_ID_HEADER).toBe('request_id');
    completeAfter = 2;
    const result = requestAsyncEndpoint(T.offboard, { body: [{ tenantId: 'T01', email: 'a@b.co' }] });
    await until(() => calls.length === 1 && jest.getTimerCount() > 0);
    expect(calls[0]).toMatchObject({ requestId: undefined, body: [{ tenantId: 'T01', email: 'a@b.co' }] });
    await jest.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await until(() => calls.length === 2 && jest.getTimerCount() > 0);
    expect(calls[1]?.requestId).toBe('req-42');
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({ offboarded: 2 });
    expect(calls).toHaveLength(3);
  });

  it("raises 'Request Timed out' once the accumulated interval reaches the ceiling", async () => {
    expect(REQUEST_TIMED_OUT_MESSAGE).toBe('Request Timed out');
    const settled = failureOf(requestAsyncEndpoint(T.never, {}, { timeoutMs: 9000 }));
    for (let n = 1; n <= 3; n += 1) {
      await until(() => calls.length === n && jest.getTimerCount() > 0);
      await jest.advanceTimersByTimeAsync(3000);
    }
    await until(() => calls.length === 4);
    const error = await settled;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Request Timed out');
    expect(calls).toHaveLength(4);
  });

  it('allows 59000 seconds, not milliseconds, by default', async () => {
    expect(ASYNC_TIMEOUT_MS).toBe(59_000_000);
    const controller = new AbortController();
    const result = failureOf(requestAsyncEndpoint(T.never, {}, { signal: controller.signal }));
    // 25 polls = 75 s of interval: past 59000 ms, still polling.
    for (let n = 1; n <= 25; n += 1) {
      await until(() => calls.length === n && jest.getTimerCount() > 0);
      await jest.advanceTimersByTimeAsync(3000);
    }
    await until(() => calls.length === 26);
    controller.abort(new Error('page left'));
    expect(((await result) as Error).message).toBe('page left');
  });

  it('reports HTTP failures through the generic handler', async () => {
    await expect(requestAsyncEndpoint(T.asyncFails)).rejects.toThrow('Bad selection');
    expect(toasts.notification.open).toHaveBeenCalledWith(expect.objectContaining({ title: 'Bad selection', type: 'error' }));
  });
});

describe('export', () => {
  it('requests a blob with the declared accept header and names it safely from Content-Disposition', async () => {
    const { blob, fileName } = await fetchEndpointFile(T.exportClients);
    expect(seen.accept).toBe(XLSX_MIME_TYPE);
    expect(EXCEL_ACCEPT_HEADER).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(blob).toBeInstanceOf(Blob);
    expect(await blobText(blob)).toBe('PK-workbook');
    expect(fileName).toBe('Clients 01_05_2024.xlsx');
  });
  it('downloads through a link', async () => {
    const createObjectURL = jest.fn(() => 'blob:mock');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: Record<string, string> = {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.downloadName = this.download;
      saved.href = this.href;
    });
    const file = await fetchEndpointFile(T.exportClients, {}, { fileName: 'GMV_Report_01/05/2024.xlsx' });
    downloadBlob(file.blob, file.fileName);
    expect(click).toHaveBeenCalled();
    expect(saved).toMatchObject({ downloadName: 'GMV_Report_01_05_2024.xlsx', href: 'blob:mock' });
    click.mockRestore();
  });
  it('reads the error message out of a blob answer and toasts it', async () => {
    await expect(fetchEndpointFile(T.exportMissing)).rejects.toThrow('Report not found');
    expect(toasts.notification.open).toHaveBeenCalledWith(expect.objectContaining({ title: 'Report not found', placement: 'top' }));
  });
  it('parses Content-Disposition names', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.xlsx")).toBe('Rapport été.xlsx');
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });
});
