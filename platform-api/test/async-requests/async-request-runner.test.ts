// Asynchronous requests (docs/api.md#asynchronous-calls) as durable pg-boss jobs: answered
// PENDING, run by a worker, COMPLETED with the response; a job that throws is FAILED (500 on poll)
// and not run again; a request whose application stopped mid-job is taken over by the next
// application on the same database; a request stored but never queued is queued at start.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ASYNC_REQUEST_QUEUE, MAX_ATTEMPTS } from '../../src/async-requests/async-request-runner.js';
import { HttpError } from '../../src/lib/http-error.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { createWorld, eventually, startApp, type WorkflowTestApp, type WorkflowWorld } from '../workflows/workflow-test-app.js';

jest.setTimeout(120_000);

const USER = 'org_admin.user@px.local';

interface StoredState {
  status: string;
  attempts: number;
  error: string | null;
}

const state = async (t: WorkflowTestApp, requestId: string): Promise<StoredState | undefined> =>
  (await t.db.query<StoredState>('select status, attempts, error from async_requests where request_id = $1', [requestId])).rows[0];

describe('AsyncRequestRunner on the job queue', () => {
  let world: WorkflowWorld;
  let t: WorkflowTestApp;
  let runs: string[];
  const open: FastifyInstance[] = [];
  beforeAll(async () => {
    world = await createWorld();
    t = await startApp(world);
    open.push(t.app);
    runs = [];
    t.app.asyncRequests.register('test/echo', async (payload) => {
      runs.push(String(payload));
      return { response: { echoed: payload }, message: 'done' };
    });
    t.app.asyncRequests.register('test/broken', async () => {
      runs.push('broken');
      throw new Error('boom');
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    for (const app of open) await app.close().catch(() => undefined);
  });

  it('answers PENDING, then COMPLETED with the response once a worker ran the job once', async () => {
    const submitted = await t.app.asyncRequests.submit('test/echo', 'hello', USER);
    expect(submitted).toEqual({ status: 'PENDING', requestId: expect.any(String) });
    await t.app.asyncRequests.drain();
    expect(await t.app.asyncRequests.poll('test/echo', submitted.requestId, USER)).toEqual({
      status: 'COMPLETED',
      requestId: submitted.requestId,
      message: 'done',
      response: { echoed: 'hello' },
    });
    expect(runs.filter((run) => run === 'hello')).toHaveLength(1);
    expect(await state(t, submitted.requestId)).toMatchObject({ status: 'COMPLETED', attempts: 1 });
  });

  it('answers 404 to another user and to another kind', async () => {
    const { requestId } = await t.app.asyncRequests.submit('test/echo', 'mine', USER);
    await expect(t.app.asyncRequests.poll('test/echo', requestId, 'someone.else@px.local')).rejects.toEqual(new HttpError(404, `Request ${requestId} not found`));
    await expect(t.app.asyncRequests.poll('test/broken', requestId, USER)).rejects.toEqual(new HttpError(404, `Request ${requestId} not found`));
  });

  it('answers a failed job with 500, never with a FAILED status, and does not run it again', async () => {
    const { requestId } = await t.app.asyncRequests.submit('test/broken', null, USER);
    await t.app.asyncRequests.drain();
    await expect(t.app.asyncRequests.poll('test/broken', requestId, USER)).rejects.toEqual(new HttpError(500, `Request ${requestId} failed`));
    expect(await state(t, requestId)).toMatchObject({ status: 'FAILED', error: 'boom', attempts: 1 });
    // The queue's retry delay (1 s) passes: still one run.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(runs.filter((run) => run === 'broken')).toHaveLength(1);
  });

  it('queues at start a request stored PENDING but never queued, and runs it', async () => {
    const requestId = randomUUID();
    await t.db.query(`insert into async_requests (request_id, kind, status, requested_by, payload) values ($1, 'test/echo', 'PENDING', $2, '"left"'::jsonb)`, [requestId, USER]);
    expect(await t.app.asyncRequests.resumeAbandoned()).toEqual([requestId]);
    await eventually(async () => (await state(t, requestId))?.status === 'COMPLETED');
    expect(runs.filter((run) => run === 'left')).toHaveLength(1);
  });

  it(`is taken over by the next application when its own stopped mid-job; FAILED instead of a start beyond ${MAX_ATTEMPTS}`, async () => {
    let started: (() => void) | undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    t.app.asyncRequests.register('test/slow', async () => {
      started?.();
      return new Promise(() => undefined);
    });
    const { requestId } = await t.app.asyncRequests.submit('test/slow', 'slow', USER);
    await running;
    expect(await state(t, requestId)).toMatchObject({ status: 'RUNNING', attempts: 1 });
    await t.app.close();
    open.length = 0;

    const next = await startApp(world);
    open.push(next.app);
    next.app.asyncRequests.register('test/slow', async (payload) => ({ response: `finished ${String(payload)}` }));
    await eventually(async () => (await state(next, requestId))?.status === 'COMPLETED');
    expect(await next.app.asyncRequests.poll('test/slow', requestId, USER)).toMatchObject({ status: 'COMPLETED', response: 'finished slow' });
    expect(await state(next, requestId)).toMatchObject({ attempts: 2 });

    // A request its job already started 3 times is FAILED when started a 4th time, not run.
    const jobId = randomUUID();
    const tired = randomUUID();
    await next.db.query(
      `insert into async_requests (request_id, kind, status, requested_by, payload, runner_id, attempts) values ($1, 'test/slow', 'RUNNING', $2, '"tired"'::jsonb, $3, $4)`,
      [tired, USER, jobId, MAX_ATTEMPTS],
    );
    await next.app.jobQueue.send(ASYNC_REQUEST_QUEUE, { requestId: tired }, undefined, jobId);
    await eventually(async () => (await state(next, tired))?.status === 'FAILED');
    expect(await state(next, tired)).toMatchObject({ error: `Stopped ${MAX_ATTEMPTS} times before it finished`, attempts: MAX_ATTEMPTS + 1 });
  });
});
