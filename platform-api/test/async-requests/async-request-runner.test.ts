import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { ABANDONED_AFTER_MS, AsyncRequestRunner, MAX_ATTEMPTS } from '../../src/async-requests/async-request-runner.js';
import { migrate } from '../../src/db/migrate.js';
import { HttpError } from '../../src/lib/http-error.js';
import { dbPlugin } from '../../src/plugins/db.js';
import { asyncRequestsPlugin } from '../../src/plugins/async-requests.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

const KIND = 'test/echo';
const USER = 'org_admin.user@px.local';
const MINUTE_MS = 60_000;

interface StoredState {
  status: string;
  attempts: number;
  error: string | null;
  runner_id: string | null;
}

describe('AsyncRequestRunner: requests abandoned by a stopped process', () => {
  let database: TestDatabase;
  let runner: AsyncRequestRunner;
  let runs: string[];
  const log = Fastify({ logger: false }).log;

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database.db);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => database.dispose());

  beforeEach(async () => {
    await database.db.query('delete from async_requests');
    runs = [];
    runner = new AsyncRequestRunner(database.db, log);
    runner.register(KIND, async (payload) => {
      runs.push(String(payload));
      return { response: { echoed: payload }, message: 'done' };
    });
  });
  afterEach(() => runner.drain());

  /** Stores a request as another process would have left it, last refreshed `ageMs` ago. */
  const leave = async (status: 'PENDING' | 'RUNNING', options: { ageMs: number; attempts?: number; kind?: string; runnerId?: string | null }) => {
    const requestId = randomUUID();
    await database.db.query(
      `insert into async_requests (request_id, kind, status, requested_by, payload, runner_id, attempts, created_at, updated_at)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, now() - $8::int * interval '1 millisecond', now() - $8::int * interval '1 millisecond')`,
      [requestId, options.kind ?? KIND, status, USER, JSON.stringify(requestId), options.runnerId === undefined ? 'stopped-process' : options.runnerId, options.attempts ?? (status === 'RUNNING' ? 1 : 0), options.ageMs],
    );
    return requestId;
  };
  const state = async (requestId: string): Promise<StoredState | undefined> =>
    (await database.db.query<StoredState>('select status, attempts, error, runner_id from async_requests where request_id = $1', [requestId])).rows[0];

  it(`runs again, when polled, a RUNNING request nobody refreshed for ${ABANDONED_AFTER_MS / MINUTE_MS} minutes`, async () => {
    const requestId = await leave('RUNNING', { ageMs: ABANDONED_AFTER_MS + MINUTE_MS });
    expect(await runner.poll(KIND, requestId, USER)).toEqual({ status: 'PENDING', requestId });
    await runner.drain();
    expect(await runner.poll(KIND, requestId, USER)).toEqual({ status: 'COMPLETED', requestId, message: 'done', response: { echoed: requestId } });
    expect(runs).toEqual([requestId]);
    expect(await state(requestId)).toMatchObject({ status: 'COMPLETED', attempts: 2, runner_id: runner.runnerId });
  });

  it('leaves alone a RUNNING request of another process refreshed within the limit', async () => {
    const requestId = await leave('RUNNING', { ageMs: ABANDONED_AFTER_MS - MINUTE_MS });
    expect(await runner.poll(KIND, requestId, USER)).toEqual({ status: 'RUNNING', requestId });
    await runner.drain();
    expect(runs).toEqual([]);
    expect(await state(requestId)).toMatchObject({ status: 'RUNNING', attempts: 1, runner_id: 'stopped-process' });
  });

  it(`fails a request abandoned ${MAX_ATTEMPTS} times instead of running it again; the poll answers 500`, async () => {
    const requestId = await leave('RUNNING', { ageMs: ABANDONED_AFTER_MS + MINUTE_MS, attempts: MAX_ATTEMPTS });
    await expect(runner.poll(KIND, requestId, USER)).rejects.toEqual(new HttpError(500, `Request ${requestId} failed`));
    expect(runs).toEqual([]);
    expect(await state(requestId)).toMatchObject({ status: 'FAILED', error: `Stopped ${MAX_ATTEMPTS} times before it finished` });
  });

  it('never takes over a request it is running itself, however old, and refreshes it on its heartbeat', async () => {
    let finish: () => void = () => undefined;
    runner.register('test/slow', () => new Promise((resolve) => (finish = () => resolve({ response: 'slow done' }))));
    const { requestId } = await runner.submit('test/slow', null, USER);
    // Let the job claim the request, then make it look old.
    while ((await state(requestId))?.status !== 'RUNNING') await new Promise((resolve) => setImmediate(resolve));
    await database.db.query(`update async_requests set updated_at = now() - $2::int * interval '1 millisecond' where request_id = $1`, [requestId, ABANDONED_AFTER_MS * 2]);

    expect(await runner.poll('test/slow', requestId, USER)).toEqual({ status: 'RUNNING', requestId });
    expect(await runner.heartbeat()).toBe(1);
    const { rows } = await database.db.query<{ fresh: boolean }>(`select updated_at > now() - interval '1 minute' as fresh from async_requests where request_id = $1`, [requestId]);
    expect(rows[0]?.fresh).toBe(true);

    finish();
    await runner.drain();
    expect(await runner.poll('test/slow', requestId, USER)).toMatchObject({ status: 'COMPLETED', response: 'slow done' });
    expect(await state(requestId)).toMatchObject({ attempts: 1 });
  });

  it('at start, releases abandoned requests and runs them with the PENDING ones of known kinds', async () => {
    const abandoned = await leave('RUNNING', { ageMs: ABANDONED_AFTER_MS + 2 * MINUTE_MS });
    const live = await leave('RUNNING', { ageMs: MINUTE_MS });
    const pending = await leave('PENDING', { ageMs: ABANDONED_AFTER_MS + MINUTE_MS, runnerId: null });
    const unknownKind = await leave('PENDING', { ageMs: MINUTE_MS, kind: 'test/unknown', runnerId: null });

    expect(await runner.resumeAbandoned()).toEqual([abandoned, pending]);
    await runner.drain();
    expect(runs.sort()).toEqual([abandoned, pending].sort());
    expect(await state(abandoned)).toMatchObject({ status: 'COMPLETED', attempts: 2 });
    expect(await state(pending)).toMatchObject({ status: 'COMPLETED', attempts: 1 });
    expect(await state(live)).toMatchObject({ status: 'RUNNING' });
    expect(await state(unknownKind)).toMatchObject({ status: 'PENDING' });
  });

  it('resumes abandoned requests when the application starts', async () => {
    const abandoned = await leave('RUNNING', { ageMs: ABANDONED_AFTER_MS + MINUTE_MS });
    const app = Fastify({ logger: false });
    await app.register(dbPlugin, { db: database.db, migrate: false, closeOnShutdown: false });
    await app.register(asyncRequestsPlugin);
    const started: string[] = [];
    app.after(() =>
      app.asyncRequests.register(KIND, async (payload) => {
        started.push(String(payload));
        return { response: null };
      }),
    );
    await app.ready();
    await app.asyncRequests.drain();
    await app.close();
    expect(started).toEqual([abandoned]);
    expect(await state(abandoned)).toMatchObject({ status: 'COMPLETED' });
  });

  it('answers a failed job with 500, never with a FAILED status', async () => {
    runner.register('test/broken', async () => {
      throw new Error('boom');
    });
    const { requestId } = await runner.submit('test/broken', null, USER);
    await runner.drain();
    await expect(runner.poll('test/broken', requestId, USER)).rejects.toEqual(new HttpError(500, `Request ${requestId} failed`));
    expect(await state(requestId)).toMatchObject({ status: 'FAILED', error: 'boom' });
  });
});
