/**
 * Job records (docs/api.md#job-centre): every long operation of any area is a row of `jobs` with
 * its state, progress, start and end, who started it, its result or error and the console route of
 * its screen. The queue that runs the work is pg-boss ({@link JobQueue}); this is what people see.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { JOB_AREA_ROLES, JOB_AREAS_SEEN_WHOLE, JOB_LIST_LIMIT, type Job, type JobState, type Role } from '../contract.js';

/** What a new job record says about itself. */
export interface NewJob {
  kind: string;
  area: string;
  title: string;
  startedBy: string;
  link: string;
  /** Default QUEUED. */
  state?: JobState;
  /** Default null (unknown). */
  progress?: number | null;
}

/** A change of a job record: only the properties given change. */
export interface JobUpdate {
  state?: JobState;
  /** 0-100, or null when unknown. */
  progress?: number | null;
  title?: string;
  result?: unknown;
  error?: string | null;
}

/** Who asks to see jobs: their user name or e-mail (as {@link NewJob.startedBy}) and roles. */
export interface JobViewer {
  actor: string;
  roles: readonly Role[];
}

const SELECT = `select job_id as "jobId", kind, area, state, progress, title,
    to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startedAt",
    to_char(ended_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endedAt",
    started_by as "startedBy", result, error, link
  from jobs`;

type JobRow = Omit<Job, 'result' | 'error'> & { result: unknown; error: string | null };

function toJob(row: JobRow): Job {
  const { result, error, ...rest } = row;
  return { ...rest, ...(result === null || result === undefined ? {} : { result }), ...(error === null ? {} : { error }) };
}

/**
 * Stores a new job record.
 *
 * @returns the new job's id (a UUID).
 */
export async function createJob(db: Queryable, job: NewJob): Promise<string> {
  const jobId = randomUUID();
  await db.query(`insert into jobs (job_id, kind, area, state, progress, title, started_by, link) values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
    jobId,
    job.kind,
    job.area,
    job.state ?? 'QUEUED',
    job.progress ?? null,
    job.title,
    job.startedBy,
    job.link,
  ]);
  return jobId;
}

/**
 * Changes a job record; a job reaching SUCCEEDED or FAILED gets its end instant (and SUCCEEDED its
 * progress 100), any other state clears the end.
 */
export async function updateJob(db: Queryable, jobId: string, update: JobUpdate): Promise<void> {
  const sets: string[] = ['updated_at = clock_timestamp()'];
  const params: unknown[] = [jobId];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (update.state !== undefined) {
    set('state', update.state);
    sets.push(`ended_at = case when $${params.length} in ('SUCCEEDED', 'FAILED') then coalesce(ended_at, clock_timestamp()) else null end`);
    if (update.state === 'SUCCEEDED' && update.progress === undefined) sets.push('progress = 100');
  }
  if (update.progress !== undefined) set('progress', update.progress === null ? null : Math.max(0, Math.min(100, Math.round(update.progress))));
  if (update.title !== undefined) set('title', update.title);
  if (update.result !== undefined) set('result', JSON.stringify(update.result), '::jsonb');
  if (update.error !== undefined) set('error', update.error);
  await db.query(`update jobs set ${sets.join(', ')} where job_id = $1`, params);
}

/**
 * Runs `work` as a job the job centre shows (every long operation of any area, uploads included:
 * docs/api.md#job-centre): a RUNNING record first, then SUCCEEDED with `work`'s answer as its
 * result, or FAILED with the error's message. For work done within one call; queued work uses
 * {@link createJob} and {@link updateJob} from its queue job.
 *
 * @returns what `work` returns.
 * @throws whatever `work` throws, after the record says FAILED.
 * @example await trackJob(app.db, { kind: 'settings-upload', area: 'platform-ops', title, startedBy, link: '/config-tenant' }, () => save());
 */
export async function trackJob<T>(db: Queryable, job: Omit<NewJob, 'state' | 'progress'>, work: () => Promise<T>): Promise<T> {
  const jobId = await createJob(db, { ...job, state: 'RUNNING' });
  try {
    const result = await work();
    await updateJob(db, jobId, { state: 'SUCCEEDED', result: result ?? null });
    return result;
  } catch (error) {
    await updateJob(db, jobId, { state: 'FAILED', error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/**
 * The visibility rule of the job centre (docs/api.md#job-centre) as SQL over `jobs` (parameters
 * from `first`): a viewer sees the jobs they started and the whole of the areas their roles see
 * whole ({@link JOB_AREAS_SEEN_WHOLE}: PLATFORM_ADMIN, every platform-ops job); never a job of an
 * area whose role ({@link JOB_AREA_ROLES}) they lack, not even one they started.
 */
function visibleClause(viewer: JobViewer, first: number): { sql: string; params: unknown[] } {
  const wholeAreas = [...new Set(viewer.roles.flatMap((role) => JOB_AREAS_SEEN_WHOLE[role] ?? []))];
  const closedAreas = Object.entries(JOB_AREA_ROLES)
    .filter(([, role]) => !viewer.roles.includes(role))
    .map(([area]) => area);
  return {
    sql: `(started_by = $${first} or area = any($${first + 1}::text[])) and not (area = any($${first + 2}::text[]))`,
    params: [viewer.actor, wholeAreas, closedAreas],
  };
}

/**
 * The jobs a viewer may see (their own, and for PLATFORM_ADMIN every platform-ops job; none of an
 * area their roles may not open), newest first, at most {@link JOB_LIST_LIMIT} (100).
 */
export async function listVisibleJobs(db: Queryable, viewer: JobViewer): Promise<Job[]> {
  const clause = visibleClause(viewer, 1);
  const { rows } = await db.query<JobRow>(`${SELECT} where ${clause.sql} order by started_at desc, job_id limit ${JOB_LIST_LIMIT}`, clause.params);
  return rows.map(toJob);
}

/** One job the viewer may see, or `null` (unknown, or not theirs to see). */
export async function findVisibleJob(db: Queryable, viewer: JobViewer, jobId: string): Promise<Job | null> {
  const clause = visibleClause(viewer, 2);
  const { rows } = await db.query<JobRow>(`${SELECT} where job_id = $1 and ${clause.sql}`, [jobId, ...clause.params]);
  return rows[0] ? toJob(rows[0]) : null;
}

/** One job whoever may see it (internal use), or `null`. */
export async function getJob(db: Queryable, jobId: string): Promise<Job | null> {
  const { rows } = await db.query<JobRow>(`${SELECT} where job_id = $1`, [jobId]);
  return rows[0] ? toJob(rows[0]) : null;
}
