import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { HttpError, notFound } from '../lib/http-error.js';

/** States of an asynchronous request as stored in `async_requests`. */
export type AsyncRequestStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';

/** The pg-boss queue that runs the asynchronous requests. */
export const ASYNC_REQUEST_QUEUE = 'async-request';

/**
 * Starts of one request before a request whose process keeps stopping mid-job is FAILED instead of
 * run again (a job that stops its process every time must not do so forever).
 */
export const MAX_ATTEMPTS = 3;

/**
 * A RUNNING request whose queue job pg-boss does not know (one left by the in-process runner this
 * queue replaced) and that nobody refreshed for this long, ms (10 minutes), is taken as abandoned:
 * it goes back to PENDING and is queued again (or FAILED after {@link MAX_ATTEMPTS} starts).
 */
export const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * A request whose process stopped sending heartbeats for this long, s, is taken over by another
 * process (pg-boss's heartbeat; its minimum is 10).
 */
export const HEARTBEAT_SECONDS = 30;

/**
 * The answer of an asynchronous call (docs/api.md#asynchronous-calls): PENDING or RUNNING until
 * COMPLETED, which carries the response. A FAILED request is answered with an HTTP error instead
 * (the console's helper stops polling only on COMPLETED or an error), so FAILED never appears here.
 */
export interface AsyncAnswer<Response = unknown> {
  status: Exclude<AsyncRequestStatus, 'FAILED'>;
  requestId: string;
  message?: string;
  response?: Response;
}

/** What a finished job returns: the response, and an optional message for the answer. */
export interface AsyncJobResult {
  response: unknown;
  message?: string;
}

/** The work behind one kind of asynchronous request. */
export type AsyncJob = (payload: unknown, context: { db: Database; requestedBy: string }) => Promise<AsyncJobResult>;

interface StoredRequest {
  request_id: string;
  kind: string;
  status: AsyncRequestStatus;
  requested_by: string;
  payload: unknown;
  response: { message?: string; response: unknown } | null;
  runner_id: string | null;
  attempts: number;
  /** Not refreshed for {@link ABANDONED_AFTER_MS}. */
  stale: boolean;
}

const COLUMNS = `request_id, kind, status, requested_by, payload, response, runner_id, attempts,
  updated_at < now() - ${ABANDONED_AFTER_MS} * interval '1 millisecond' as stale`;

/**
 * Runs asynchronous requests (docs/api.md#asynchronous-calls) as durable pg-boss jobs: `submit`
 * stores the request PENDING in `async_requests` (the answers the caller polls) and queues a job
 * naming it; a worker of any process claims it (RUNNING, `runner_id` = the queue job's id), runs the
 * kind's job and stores COMPLETED with its response, or FAILED with the error (a job that throws is
 * not run again). The caller re-polls with the `request_id` header.
 *
 * A process that stops mid-job: pg-boss fails its job (on a graceful stop) or misses its heartbeat
 * ({@link HEARTBEAT_SECONDS}) and retries it elsewhere; the retry (same queue job) claims the
 * request again, so jobs must be safe to repeat (offboarding an inactive user changes nothing).
 * After {@link MAX_ATTEMPTS} starts the request is FAILED ('Stopped 3 times before it finished').
 */
export class AsyncRequestRunner {
  private readonly jobs = new Map<string, AsyncJob>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Requests submitted or queued again here and not known to be finished, for {@link drain}. */
  private readonly submitted = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly queue: JobQueue,
  ) {}

  /**
   * Defines the queue's worker (call once, before the job queue starts): each job runs the request
   * it names.
   */
  async defineQueue(): Promise<void> {
    await this.queue.define<{ requestId: string }>(
      ASYNC_REQUEST_QUEUE,
      async (data, job) => {
        const run = this.run(data.requestId, job.id);
        this.inFlight.add(run);
        try {
          await run;
        } finally {
          this.inFlight.delete(run);
        }
      },
      { retryLimit: MAX_ATTEMPTS - 1, retryDelaySeconds: 1, heartbeatSeconds: HEARTBEAT_SECONDS },
    );
  }

  /** Declares the job of a kind of request, e.g. `internal-users/offboard`. */
  register(kind: string, job: AsyncJob): void {
    this.jobs.set(kind, job);
  }

  /**
   * Stores a new request and queues its job.
   *
   * @returns the PENDING answer with the new requestId.
   * @throws Error for a kind without a registered job.
   */
  async submit(kind: string, payload: unknown, requestedBy: string): Promise<AsyncAnswer<never>> {
    if (!this.jobs.has(kind)) throw new Error(`No job for asynchronous requests of kind '${kind}'`);
    const requestId = randomUUID();
    await this.db.query(
      `insert into async_requests (request_id, kind, status, requested_by, payload) values ($1, $2, 'PENDING', $3, $4::jsonb)`,
      [requestId, kind, requestedBy, JSON.stringify(payload)],
    );
    this.submitted.add(requestId);
    await this.queue.send(ASYNC_REQUEST_QUEUE, { requestId }, requestId);
    return { status: 'PENDING', requestId };
  }

  /**
   * The current answer of a request made by the same user. `Response` is what the job of `kind`
   * returns as its response (stored as JSON). A RUNNING request whose queue job pg-boss gave up on
   * (its process stopped {@link MAX_ATTEMPTS} times) is FAILED here.
   *
   * @throws HttpError 404 for an unknown request (or one of another user or kind); HttpError 500
   *   when the job failed, so the caller stops polling.
   */
  async poll<Response = unknown>(kind: string, requestId: string, requestedBy: string): Promise<AsyncAnswer<Response>> {
    let stored = await this.load(kind, requestId, requestedBy);
    if (stored.status === 'RUNNING') {
      const status = await this.recoverRunning(stored);
      stored = { ...stored, status, runner_id: status === 'PENDING' ? null : stored.runner_id };
    }
    // Stored but never claimed (e.g. queued by a process that stopped before its send): queued
    // again; a job already queued for it is not doubled (same singleton key), and a second job
    // would find it claimed anyway.
    if (stored.status === 'PENDING' && stored.runner_id === null && this.jobs.has(kind)) {
      this.submitted.add(requestId);
      await this.queue.send(ASYNC_REQUEST_QUEUE, { requestId }, requestId);
    }
    if (stored.status === 'FAILED') throw new HttpError(500, `Request ${requestId} failed`);
    if (stored.status !== 'COMPLETED') return { status: stored.status, requestId };
    const answer: AsyncAnswer<Response> = { status: 'COMPLETED', requestId, response: (stored.response?.response ?? null) as Response };
    if (stored.response?.message) answer.message = stored.response.message;
    return answer;
  }

  /**
   * What becomes of a RUNNING request: FAILED when pg-boss gave up on its queue job (its process
   * stopped {@link MAX_ATTEMPTS} times); when pg-boss does not know its job (left by the former
   * in-process runner) and it is {@link ABANDONED_AFTER_MS} old, PENDING again (queued at once) or
   * FAILED after {@link MAX_ATTEMPTS} starts; else still RUNNING.
   */
  private async recoverRunning(stored: StoredRequest): Promise<AsyncRequestStatus> {
    const jobState = stored.runner_id ? await this.queue.jobState(ASYNC_REQUEST_QUEUE, stored.runner_id).catch(() => null) : null;
    if (jobState === 'failed') {
      await this.markFailed(stored.request_id, `Stopped ${stored.attempts} times before it finished`);
      return 'FAILED';
    }
    if (jobState !== null || !stored.stale) return 'RUNNING';
    if (stored.attempts >= MAX_ATTEMPTS) {
      await this.markFailed(stored.request_id, `Stopped ${stored.attempts} times before it finished`);
      return 'FAILED';
    }
    const { rowCount } = await this.db.query(
      `update async_requests set status = 'PENDING', runner_id = null, updated_at = now() where request_id = $1 and status = 'RUNNING' and runner_id is not distinct from $2`,
      [stored.request_id, stored.runner_id],
    );
    if (rowCount === 1) this.log.warn({ requestId: stored.request_id }, 'abandoned asynchronous request queued again');
    return rowCount === 1 ? 'PENDING' : 'RUNNING';
  }

  /**
   * Start-up recovery: abandoned RUNNING requests of the former runner (see {@link recoverRunning})
   * and requests stored PENDING without a job that claimed them (e.g. left by a process that
   * stopped between storing and queueing) are queued again (a second job for a request already
   * claimed finds it taken and does nothing).
   *
   * @returns the ids of the requests queued.
   */
  async resumeAbandoned(): Promise<string[]> {
    const kinds = [...this.jobs.keys()];
    const { rows: running } = await this.db.query<StoredRequest>(`select ${COLUMNS} from async_requests where status = 'RUNNING' and kind = any($1::text[])`, [kinds]);
    for (const stored of running) await this.recoverRunning(stored);
    const { rows } = await this.db.query<{ request_id: string }>(
      `select request_id from async_requests where status = 'PENDING' and runner_id is null and kind = any($1::text[]) order by created_at`,
      [kinds],
    );
    for (const row of rows) {
      this.submitted.add(row.request_id);
      await this.queue.send(ASYNC_REQUEST_QUEUE, { requestId: row.request_id }, row.request_id);
    }
    return rows.map((row) => row.request_id);
  }

  /**
   * Resolves when every request submitted (or queued again) through this runner has finished and no job runs here
   * (tests, shutdown).
   *
   * @throws Error after `timeoutMs` (default 60 000 ms) with requests still unfinished.
   */
  async drain(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.submitted.size > 0) {
        const { rows } = await this.db.query<{ request_id: string }>(
          `select request_id from async_requests where request_id = any($1::text[]) and status in ('COMPLETED', 'FAILED')`,
          [[...this.submitted]],
        );
        for (const row of rows) this.submitted.delete(row.request_id);
      }
      if (this.submitted.size === 0 && this.inFlight.size === 0) return;
      if (Date.now() > deadline) throw new Error(`${this.submitted.size} asynchronous request(s) still unfinished after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async load(kind: string, requestId: string, requestedBy: string): Promise<StoredRequest> {
    const { rows } = await this.db.query<StoredRequest>(`select ${COLUMNS} from async_requests where request_id = $1 and kind = $2 and requested_by = $3`, [
      requestId,
      kind,
      requestedBy,
    ]);
    const stored = rows[0];
    if (!stored) throw notFound(`Request ${requestId} not found`);
    return stored;
  }

  private async markFailed(requestId: string, error: string): Promise<void> {
    await this.db.query(`update async_requests set status = 'FAILED', error = $2, updated_at = now(), completed_at = now() where request_id = $1 and status <> 'COMPLETED'`, [
      requestId,
      error,
    ]);
  }

  /**
   * Claims and runs one request for the queue job `jobId`: a PENDING request, or a RUNNING one this
   * same queue job claimed before its process stopped (a retry). A request claimed by another job,
   * or finished, is left alone.
   */
  private async run(requestId: string, jobId: string): Promise<void> {
    const { rows: kinds } = await this.db.query<{ kind: string }>('select kind from async_requests where request_id = $1', [requestId]);
    const kind = kinds[0]?.kind;
    if (kind === undefined) return;
    // A kind this process does not run (yet): the queue retries the job, here or on another process.
    if (!this.jobs.has(kind)) throw new Error(`No job for asynchronous requests of kind '${kind}'`);
    const claimed = await this.db.query<StoredRequest>(
      `update async_requests set status = 'RUNNING', runner_id = $2, attempts = attempts + 1, updated_at = now()
       where request_id = $1 and (status = 'PENDING' or (status = 'RUNNING' and runner_id = $2))
       returning ${COLUMNS}`,
      [requestId, jobId],
    );
    const stored = claimed.rows[0];
    if (!stored) return;
    if (stored.attempts > MAX_ATTEMPTS) {
      await this.markFailed(requestId, `Stopped ${MAX_ATTEMPTS} times before it finished`);
      return;
    }
    const job = this.jobs.get(stored.kind) as AsyncJob;
    try {
      const result = await job(stored.payload, { db: this.db, requestedBy: stored.requested_by });
      await this.db.query(
        `update async_requests set status = 'COMPLETED', response = $2::jsonb, updated_at = now(), completed_at = now() where request_id = $1`,
        [requestId, JSON.stringify({ message: result.message, response: result.response })],
      );
    } catch (error) {
      this.log.error({ err: error, requestId, kind: stored.kind }, 'asynchronous request failed');
      await this.markFailed(requestId, error instanceof Error ? error.message : String(error)).catch((storeError: unknown) =>
        this.log.error({ err: storeError, requestId }, 'could not record the failure'),
      );
    }
  }
}
