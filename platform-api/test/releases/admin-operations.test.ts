// Admin operations (docs/platform-ops.md#admin-operations): the starting call answers
// the result of short work at once and 'Waiting' otherwise; the status moves from Waiting to the
// result; failures carry their message; an operation interrupted by a restart never stays Waiting.
import {
  answerOfJob,
  configureAdminOperations,
  failInterruptedOperations,
  readAdminOperation,
  startAdminOperation,
  type AdminOperationRequest,
} from '../../src/admin-operations/admin-operations.js';
import { getJob } from '../../src/jobs/job-records.js';
import { HttpError } from '../../src/lib/http-error.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
afterEach(() => configureAdminOperations(t.app, { waitMs: 3000 }));

const operation: AdminOperationRequest = { kind: 'test-operation', title: 'A test operation', startedBy: 'platform.admin@px.local', link: '/config-deployment' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Reads the status until it is no longer 'Waiting' (at most 5 s). */
async function settled(id: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await readAdminOperation(t.app, id);
    if (answer.Status !== 'Waiting') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('still Waiting');
}

it('waits 3000 ms by default', () => {
  expect(configureAdminOperations(t.app, {}).waitMs).toBe(3000);
});

it('answers the result of work that finishes within the wait, recorded as a SUCCEEDED job', async () => {
  const answer = await startAdminOperation(t.app, operation, async () => ({ result: { version: 'v1.4.0' }, message: 'Done' }));
  expect(answer).toEqual({ AdminOperationId: expect.stringMatching(/^[0-9a-f-]{36}$/), Status: 'Succeeded', Result: { version: 'v1.4.0' }, Message: 'Done' });
  expect(await readAdminOperation(t.app, answer.AdminOperationId)).toEqual(answer);
  const job = await getJob(t.database.db, answer.AdminOperationId);
  expect(job).toMatchObject({ kind: 'test-operation', area: 'platform-ops', state: 'SUCCEEDED', title: 'A test operation', startedBy: 'platform.admin@px.local', link: '/config-deployment', progress: 100 });
});

it("answers 'Waiting' for longer work, then the status moves to the result", async () => {
  configureAdminOperations(t.app, { waitMs: 20 });
  const gate = deferred<void>();
  const answer = await startAdminOperation(t.app, operation, async () => {
    await gate.promise;
    return { result: 42, message: 'Finished later' };
  });
  expect(answer).toEqual({ AdminOperationId: answer.AdminOperationId, Status: 'Waiting' });
  expect(await readAdminOperation(t.app, answer.AdminOperationId)).toEqual({ AdminOperationId: answer.AdminOperationId, Status: 'Waiting' });
  expect((await getJob(t.database.db, answer.AdminOperationId))?.state).toBe('RUNNING');
  gate.resolve();
  expect(await settled(answer.AdminOperationId)).toEqual({ AdminOperationId: answer.AdminOperationId, Status: 'Succeeded', Result: 42, Message: 'Finished later' });
});

it('answers Failed with the message of an HttpError, or "Something went wrong" for any other error', async () => {
  const refused = await startAdminOperation(t.app, operation, async () => {
    throw new HttpError(409, 'Version v1.4.0 is already merged to prod');
  });
  expect(refused).toEqual({ AdminOperationId: refused.AdminOperationId, Status: 'Failed', Message: 'Version v1.4.0 is already merged to prod' });
  const crashed = await startAdminOperation(t.app, operation, async () => {
    throw new Error('connection reset by peer at 10.0.0.7');
  });
  expect(crashed).toEqual({ AdminOperationId: crashed.AdminOperationId, Status: 'Failed', Message: 'Something went wrong' });
  expect(await getJob(t.database.db, crashed.AdminOperationId)).toMatchObject({ state: 'FAILED', error: 'Something went wrong' });
});

it('a failure after the wait is answered by the status', async () => {
  configureAdminOperations(t.app, { waitMs: 0 });
  const gate = deferred<void>();
  const answer = await startAdminOperation(t.app, operation, async () => {
    await gate.promise;
    throw new HttpError(409, 'Refused late');
  });
  expect(answer.Status).toBe('Waiting');
  gate.resolve();
  expect(await settled(answer.AdminOperationId)).toEqual({ AdminOperationId: answer.AdminOperationId, Status: 'Failed', Message: 'Refused late' });
});

it('marks an operation a stopped process left unfinished as Failed when read, not one this process runs', async () => {
  const db = t.database.db;
  const orphan = '22222222-2222-4222-8222-222222222222';
  await db.query(`insert into jobs (job_id, kind, area, state, title, started_by, link) values ($1, 'release-to-prod', 'platform-ops', 'RUNNING', 'old', 'a', '/')`, [orphan]);
  await db.query(`insert into admin_operations (operation_id, kind, instance_id) values ($1, 'release-to-prod', 'a-stopped-process')`, [orphan]);
  configureAdminOperations(t.app, { waitMs: 0 });
  const gate = deferred<void>();
  const running = await startAdminOperation(t.app, operation, async () => {
    await gate.promise;
    return {};
  });

  expect(await readAdminOperation(t.app, orphan)).toEqual({ AdminOperationId: orphan, Status: 'Failed', Message: 'Interrupted: the API stopped before the operation finished' });
  expect(await getJob(db, orphan)).toMatchObject({ state: 'FAILED', error: 'Interrupted: the API stopped before the operation finished' });
  expect((await readAdminOperation(t.app, running.AdminOperationId)).Status).toBe('Waiting');
  // A new process sweeps every unfinished operation of the others.
  expect(await failInterruptedOperations(db, 'a-new-process')).toBe(1);
  expect((await getJob(db, running.AdminOperationId))?.state).toBe('FAILED');
  // Work that ends after it was marked interrupted does not overwrite that.
  gate.resolve();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await getJob(db, running.AdminOperationId)).toMatchObject({ state: 'FAILED', error: 'Interrupted: the API stopped before the operation finished' });
});

it("maps job states to statuses: unfinished is 'Waiting', a failure without message 'Something went wrong'", () => {
  const base = { jobId: 'id', kind: 'k', area: 'platform-ops', progress: null, title: 't', startedAt: '', endedAt: null, startedBy: 's', link: '/' };
  expect(answerOfJob({ ...base, state: 'QUEUED' })).toEqual({ AdminOperationId: 'id', Status: 'Waiting' });
  expect(answerOfJob({ ...base, state: 'WAITING' })).toEqual({ AdminOperationId: 'id', Status: 'Waiting' });
  expect(answerOfJob({ ...base, state: 'FAILED' })).toEqual({ AdminOperationId: 'id', Status: 'Failed', Message: 'Something went wrong' });
  expect(answerOfJob({ ...base, state: 'SUCCEEDED', result: { result: null, message: null } })).toEqual({ AdminOperationId: 'id', Status: 'Succeeded' });
});
