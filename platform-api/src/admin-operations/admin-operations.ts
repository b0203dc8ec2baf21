/**
 * Admin operations (docs/platform-ops.md#admin-operations): work the API runs for a
 * platform admin (a deployment step, a schema sync) that may outlast one call. Each operation is a
 * job of the job centre (src/jobs/job-records.ts; its job id is the AdminOperationId) plus a row of
 * `admin_operations` naming the API process that runs it.
 *
 * The starting route calls {@link startAdminOperation}: the work starts at once and the call waits
 * up to {@link AdminOperationSettings.waitMs} (3000 ms by default) for it, so short operations answer
 * their result at once ('Succeeded' or 'Failed'); longer ones answer 'Waiting' and the screen polls
 * POST /admin-status ({@link readAdminOperation}) every 60 s until it is finished.
 *
 * An operation whose process stopped (an API restart) never stays 'Waiting': an unfinished
 * operation of another process is marked FAILED ({@link failInterruptedOperations}) when the API
 * starts and whenever an admin status is read. The local API runs as one process.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ADMIN_OPERATION_MESSAGES, FINISHED_JOB_STATES, type AdminOperationAnswer, type Job } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { createJob, getJob, updateJob, type JobUpdate } from '../jobs/job-records.js';
import { HttpError } from '../lib/http-error.js';

/** Default wait of a starting call for its work, ms (ADMIN_OPERATION_WAIT_MS overrides it). */
export const DEFAULT_ADMIN_OPERATION_WAIT_MS = 3000;

/** How an application runs admin operations. */
export interface AdminOperationSettings {
  /** How long a starting call waits for its work before answering 'Waiting', ms (0: never waits). */
  waitMs: number;
  /** This API process's id, written on each operation it starts. */
  readonly instanceId: string;
}

interface AdminOperationRuntime extends AdminOperationSettings {
  /** The work still running in this process, by operation id. */
  readonly running: Map<string, Promise<void>>;
}

// Keyed by the application's HTTP server: one per built application, shared by its plugin contexts.
const runtimes = new WeakMap<object, AdminOperationRuntime>();

function waitFromEnvironment(): number {
  const value = Number(process.env.ADMIN_OPERATION_WAIT_MS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_ADMIN_OPERATION_WAIT_MS;
}

/**
 * The admin-operation runtime of `app`, created on first use: the wait from ADMIN_OPERATION_WAIT_MS
 * (ms, default {@link DEFAULT_ADMIN_OPERATION_WAIT_MS}), a fresh instance id, and an onClose hook
 * that lets running work finish before the database closes.
 */
function runtimeOf(app: FastifyInstance): AdminOperationRuntime {
  let runtime = runtimes.get(app.server);
  if (!runtime) {
    runtime = { waitMs: waitFromEnvironment(), instanceId: randomUUID(), running: new Map() };
    runtimes.set(app.server, runtime);
  }
  return runtime;
}

/**
 * Registers the admin operations of `app`: marks the operations a stopped process left unfinished
 * as FAILED when the application is ready, and waits for running work when it closes. Call once,
 * while the application is being built (the release routes do).
 */
export function registerAdminOperations(app: FastifyInstance): void {
  const runtime = runtimeOf(app);
  app.addHook('onReady', async () => {
    await failInterruptedOperations(app.db, runtime.instanceId);
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...runtime.running.values()]);
  });
}

/**
 * Changes how `app` runs admin operations (tests: a short or zero wait).
 *
 * @example configureAdminOperations(app, { waitMs: 0 }) // every starting call answers 'Waiting'
 */
export function configureAdminOperations(app: FastifyInstance, settings: Partial<Pick<AdminOperationSettings, 'waitMs'>>): AdminOperationSettings {
  const runtime = runtimeOf(app);
  if (settings.waitMs !== undefined) runtime.waitMs = settings.waitMs;
  return { waitMs: runtime.waitMs, instanceId: runtime.instanceId };
}

/** What an admin operation's work produced: the answer's `Result` and `Message`. */
export interface AdminWorkOutcome {
  /** What the operation produced (JSON), the answer's `Result`. */
  result?: unknown;
  /** One line for the user, the answer's `Message`. */
  message?: string;
}

/** What the job centre shows about an admin operation (see {@link NewJob} of job-records). */
export interface AdminOperationRequest {
  /** What the operation does, e.g. 'release-to-prod-merge'. */
  kind: string;
  /** One line for the job centre, e.g. 'Release to Prod: merge of v1.4.0'. */
  title: string;
  /** E-mail (or user name) of the admin who started it. */
  startedBy: string;
  /** The console route of its screen, e.g. '/config-deployment/release-to-prod'. */
  link: string;
  /** The job centre's area; default 'platform-ops' (every PLATFORM_ADMIN sees it). */
  area?: string;
}

/**
 * Runs `work` as an admin operation: records a RUNNING job (the job centre shows it)
 * and its `admin_operations` row, starts `work` without waiting for the caller, and answers once
 * `work` has finished or the configured wait ({@link configureAdminOperations}, default 3000 ms)
 * has passed, whichever is first:
 * - finished: `{ AdminOperationId, Status: 'Succeeded', Result?, Message? }` from `work`'s outcome;
 * - failed: `{ AdminOperationId, Status: 'Failed', Message }`, the message of an {@link HttpError}
 *   `work` threw (meant for the user), else 'Something went wrong' (the error is logged);
 * - still running: `{ AdminOperationId, Status: 'Waiting' }`; the job is SUCCEEDED or FAILED when
 *   `work` ends, and POST /admin-status answers the outcome.
 *
 * Checks that can refuse the request outright (400, 409) belong before this call, so a refusal
 * starts no operation; `work` re-checks what it changes inside its own transaction.
 *
 * @throws the database error when the job cannot be recorded (nothing is started then).
 * @example
 * return startAdminOperation(app, { kind: 'release-to-prod', title: 'Release to Prod: v1.4.0', startedBy: actorOf(request.user), link: '/config-deployment/release-to-prod' },
 *   async () => ({ result: await promote(app.db, 'release-to-prod', 'v1.4.0'), message: 'Version v1.4.0 is now prod' }));
 */
export async function startAdminOperation(app: FastifyInstance, operation: AdminOperationRequest, work: (operationId: string) => Promise<AdminWorkOutcome>): Promise<AdminOperationAnswer> {
  const runtime = runtimeOf(app);
  const operationId = await createJob(app.db, {
    kind: operation.kind,
    area: operation.area ?? 'platform-ops',
    title: operation.title,
    startedBy: operation.startedBy,
    link: operation.link,
    state: 'RUNNING',
  });
  await app.db.query('insert into admin_operations (operation_id, kind, instance_id) values ($1, $2, $3)', [operationId, operation.kind, runtime.instanceId]);

  let answer: AdminOperationAnswer | null = null;
  // Records the outcome, unless another process already marked the operation FAILED as interrupted.
  const finish = async (update: JobUpdate): Promise<void> => {
    const current = await getJob(app.db, operationId);
    if (current && FINISHED_JOB_STATES.includes(current.state)) {
      app.log.warn({ operationId, kind: operation.kind }, 'admin operation finished after it was marked interrupted');
      return;
    }
    await updateJob(app.db, operationId, update);
  };
  const run = (async () => {
    try {
      const outcome = await work(operationId);
      await finish({ state: 'SUCCEEDED', result: { result: outcome.result ?? null, message: outcome.message ?? null } });
      answer = finishedAnswer(operationId, 'Succeeded', outcome.result, outcome.message);
    } catch (error) {
      const message = error instanceof HttpError ? error.message : ADMIN_OPERATION_MESSAGES.failed;
      if (!(error instanceof HttpError)) app.log.error({ err: error, operationId, kind: operation.kind }, 'admin operation failed');
      await finish({ state: 'FAILED', error: message }).catch((recordError: unknown) =>
        app.log.error({ err: recordError, operationId }, 'admin operation: the failure could not be recorded'),
      );
      answer = finishedAnswer(operationId, 'Failed', undefined, message);
    }
  })();
  const tracked = run.finally(() => runtime.running.delete(operationId));
  runtime.running.set(operationId, tracked);

  let timer: NodeJS.Timeout | undefined;
  await Promise.race([tracked, new Promise<void>((resolve) => (timer = setTimeout(resolve, runtime.waitMs)))]);
  clearTimeout(timer);
  return answer ?? { AdminOperationId: operationId, Status: 'Waiting' };
}

function finishedAnswer(operationId: string, status: 'Succeeded' | 'Failed', result: unknown, message: string | undefined): AdminOperationAnswer {
  return {
    AdminOperationId: operationId,
    Status: status,
    ...(result === undefined || result === null ? {} : { Result: result }),
    ...(message ? { Message: message } : {}),
  };
}

/**
 * Marks FAILED ('Interrupted: the API stopped before the operation finished') every unfinished
 * admin operation started by another API process than `instanceId`: that process stopped, its work
 * will never finish.
 *
 * @returns how many operations were marked.
 */
export async function failInterruptedOperations(db: Queryable, instanceId: string): Promise<number> {
  const { rows } = await db.query<{ operation_id: string }>(
    `select o.operation_id from admin_operations o join jobs j on j.job_id = o.operation_id
      where o.instance_id <> $1 and j.state <> all($2::text[])`,
    [instanceId, [...FINISHED_JOB_STATES]],
  );
  for (const row of rows) await updateJob(db, row.operation_id, { state: 'FAILED', error: ADMIN_OPERATION_MESSAGES.interrupted });
  return rows.length;
}

/** An admin operation's answer from its job (docs/platform-ops.md#admin-operations). */
export function answerOfJob(job: Job): AdminOperationAnswer {
  if (job.state === 'SUCCEEDED') {
    const stored = (job.result ?? {}) as { result?: unknown; message?: string | null };
    return finishedAnswer(job.jobId, 'Succeeded', stored.result, stored.message ?? undefined);
  }
  if (job.state === 'FAILED') return finishedAnswer(job.jobId, 'Failed', undefined, job.error || ADMIN_OPERATION_MESSAGES.failed);
  return { AdminOperationId: job.jobId, Status: 'Waiting' };
}

/**
 * The status of an admin operation (POST /admin-status): 'Waiting' while its work runs,
 * then 'Succeeded' with `Result` and `Message`, or 'Failed' with `Message`. Operations a stopped
 * process left unfinished are marked FAILED first ({@link failInterruptedOperations}).
 *
 * @throws HttpError 404 'Admin operation not found' when `operationId` is no admin operation.
 */
export async function readAdminOperation(app: FastifyInstance, operationId: string): Promise<AdminOperationAnswer> {
  const runtime = runtimeOf(app);
  await failInterruptedOperations(app.db, runtime.instanceId);
  const { rows } = await app.db.query('select 1 from admin_operations where operation_id = $1', [operationId]);
  const job = rows.length > 0 ? await getJob(app.db, operationId) : null;
  if (!job) throw new HttpError(404, ADMIN_OPERATION_MESSAGES.notFound);
  return answerOfJob(job);
}
