import { startApiServer, until, type TestServer } from '../../test/support/api-server';
import { setNotifyApi } from '../runtime/notify';
import { ASYNC_POLL_INTERVAL_MS, ASYNC_TIMEOUT_MS, REQUEST_ID_HEADER, REQUEST_TIMED_OUT_MESSAGE, callAsync } from './async-request';
import { ADMIN_STATUS_PATH, ADMIN_STATUS_POLL_MS, pollAdminStatus } from './admin-status';

jest.setTimeout(30000);

let server: TestServer;
const calls: Array<{ path: string; requestId: string | undefined; body: unknown }> = [];
let completeAfter = 2;
let adminWaiting = 2;
let adminFails = false;
const toasts = { notification: { open: jest.fn() }, message: { open: jest.fn() } };

beforeAll(async () => {
  server = await startApiServer((app) => {
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
    app.post(ADMIN_STATUS_PATH, async (req, reply) => {
      calls.push({ path: req.url, requestId: undefined, body: req.body });
      if (adminFails) return reply.code(500).send('');
      adminWaiting -= 1;
      return adminWaiting >= 0 ? { Status: 'Waiting' } : { Status: 'Success', Result: 'Schema sync completed!' };
    });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  setNotifyApi(toasts);
  toasts.notification.open.mockClear();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
  setNotifyApi();
});

describe('asynchronous calls (spec 01 §7, §9)', () => {
  it('polls every 3000 ms with the request_id header and returns the COMPLETED response', async () => {
    expect(ASYNC_POLL_INTERVAL_MS).toBe(3000);
    expect(REQUEST_ID_HEADER).toBe('request_id');
    completeAfter = 2;
    const result = callAsync<{ offboarded: number }>('POST', '/internal-users/offboard', { data: [{ tenantId: 'T01', email: 'a@b.co' }] });
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
    const result = callAsync('GET', '/never', { timeoutMs: 9000 });
    const settled = result.catch((e: Error) => e);
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
    const result = callAsync('GET', '/never', { signal: controller.signal }).catch((e: Error) => e);
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
    await expect(callAsync('GET', '/async-fails')).rejects.toThrow('Bad selection');
    expect(toasts.notification.open).toHaveBeenCalledWith(expect.objectContaining({ title: 'Bad selection', type: 'error' }));
  });
});

describe('admin-status poller (spec 01 §4, §7, §9)', () => {
  it("POSTs AdminOperationId and polls every 60000 ms while Status is 'Waiting'", async () => {
    expect(ADMIN_STATUS_POLL_MS).toBe(60000);
    expect(ADMIN_STATUS_PATH).toBe('/admin-status');
    adminWaiting = 2;
    adminFails = false;
    const result = pollAdminStatus('op-9');
    await until(() => calls.length === 1 && jest.getTimerCount() > 0);
    expect(calls[0]?.body).toEqual({ AdminOperationId: 'op-9' });
    await jest.advanceTimersByTimeAsync(59_999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await until(() => calls.length === 2 && jest.getTimerCount() > 0);
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toEqual({ Status: 'Success', Result: 'Schema sync completed!' });
    expect(calls).toHaveLength(3);
  });

  it("shows and throws 'Something went wrong' when the call fails", async () => {
    adminFails = true;
    await expect(pollAdminStatus('op-10')).rejects.toThrow('Something went wrong');
    expect(toasts.notification.open).toHaveBeenCalledWith(expect.objectContaining({ title: 'Something went wrong', type: 'error' }));
    adminFails = false;
  });
});
