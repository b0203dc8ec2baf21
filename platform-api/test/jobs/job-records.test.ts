// Job records and the job centre's visibility rule (docs/api.md#job-centre): every user sees the
// jobs they started; PLATFORM_ADMIN also sees every platform-ops job; nobody sees a job of an area
// their roles may not open.
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createJob, findVisibleJob, getJob, listVisibleJobs, trackJob, updateJob } from '../../src/jobs/job-records.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

let database: TestDatabase;
let db: Database;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await migrate(db);
  const job = (kind: string, area: string, startedBy: string) => createJob(db, { kind, area, title: kind, startedBy, link: `/${kind}` });
  ids.adminOnboarding = await job('onboarding', 'platform-ops', 'admin1@px.local');
  ids.otherAdminDecommission = await job('decommission', 'platform-ops', 'admin2@px.local');
  ids.financeExport = await job('invoice-export', 'billing', 'finance1@px.local');
  ids.otherFinanceExport = await job('invoice-export-2', 'billing', 'finance2@px.local');
  ids.adminBillingJob = await job('billing-by-admin', 'billing', 'admin1@px.local');
  ids.adminUpload = await job('upload', 'uploads', 'admin1@px.local');
}, SETUP_TIMEOUT_MS);
afterAll(async () => database.dispose());

const kinds = async (actor: string, roles: Parameters<typeof listVisibleJobs>[1]['roles']) => (await listVisibleJobs(db, { actor, roles })).map((job) => job.kind).sort();

describe('visibility', () => {
  it("PLATFORM_ADMIN sees every platform-ops job and their own jobs of areas they may open, not another area's", async () => {
    expect(await kinds('admin1@px.local', ['PLATFORM_ADMIN'])).toEqual(['decommission', 'onboarding', 'upload']);
  });
  it('FINANCE sees only the jobs they started, never a platform-ops job', async () => {
    expect(await kinds('finance1@px.local', ['FINANCE'])).toEqual(['invoice-export']);
  });
  it('a user with PLATFORM_ADMIN and FINANCE also sees their own billing job, and no other billing job', async () => {
    expect(await kinds('admin1@px.local', ['PLATFORM_ADMIN', 'FINANCE'])).toEqual(['billing-by-admin', 'decommission', 'onboarding', 'upload']);
  });
  it('one job answers null when the viewer may not see it', async () => {
    expect(await findVisibleJob(db, { actor: 'finance1@px.local', roles: ['FINANCE'] }, ids.adminOnboarding as string)).toBeNull();
    expect((await findVisibleJob(db, { actor: 'admin2@px.local', roles: ['PLATFORM_ADMIN'] }, ids.adminOnboarding as string))?.startedBy).toBe('admin1@px.local');
  });
});

describe('updates', () => {
  it('a job QUEUED with unknown progress; SUCCEEDED sets 100 % and the end; RUNNING again clears the end', async () => {
    const jobId = await createJob(db, { kind: 'k', area: 'platform-ops', title: 't', startedBy: 'a@px.local', link: '/x' });
    expect(await getJob(db, jobId)).toMatchObject({ state: 'QUEUED', progress: null, endedAt: null });
    await updateJob(db, jobId, { state: 'RUNNING', progress: 42.4 });
    expect(await getJob(db, jobId)).toMatchObject({ state: 'RUNNING', progress: 42, endedAt: null });
    await updateJob(db, jobId, { state: 'SUCCEEDED', result: { tenant_id: 'T1' } });
    const done = await getJob(db, jobId);
    expect(done).toMatchObject({ state: 'SUCCEEDED', progress: 100, result: { tenant_id: 'T1' } });
    expect(done?.endedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await updateJob(db, jobId, { state: 'RUNNING' });
    expect((await getJob(db, jobId))?.endedAt).toBeNull();
    await updateJob(db, jobId, { state: 'FAILED', error: 'boom' });
    expect(await getJob(db, jobId)).toMatchObject({ state: 'FAILED', error: 'boom' });
  });
});

describe('trackJob', () => {
  it('records work done within one call as RUNNING, then SUCCEEDED with its answer as the result', async () => {
    let during: string | undefined;
    const answer = await trackJob(db, { kind: 'tracked-ok', area: 'platform-ops', title: 'tracked ok', startedBy: 'admin1@px.local', link: '/config-tenant' }, async () => {
      const { rows } = await db.query<{ state: string }>(`select state from jobs where kind = 'tracked-ok'`);
      during = rows[0]?.state;
      return { message: 'done' };
    });
    expect(answer).toEqual({ message: 'done' });
    expect(during).toBe('RUNNING');
    const { rows } = await db.query<{ state: string; result: unknown; progress: number; ended: boolean }>(`select state, result, progress, ended_at is not null as ended from jobs where kind = 'tracked-ok'`);
    expect(rows).toEqual([{ state: 'SUCCEEDED', result: { message: 'done' }, progress: 100, ended: true }]);
  });

  it('marks the job FAILED with the error message and rethrows the error', async () => {
    const failure = new Error('Tenant not found!');
    await expect(trackJob(db, { kind: 'tracked-fail', area: 'platform-ops', title: 'tracked fail', startedBy: 'admin1@px.local', link: '/config-tenant' }, async () => Promise.reject(failure))).rejects.toBe(failure);
    const { rows } = await db.query<{ state: string; error: string; ended: boolean }>(`select state, error, ended_at is not null as ended from jobs where kind = 'tracked-fail'`);
    expect(rows).toEqual([{ state: 'FAILED', error: 'Tenant not found!', ended: true }]);
  });
});
