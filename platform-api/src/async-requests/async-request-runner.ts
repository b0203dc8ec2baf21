import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError, notFound } from '../lib/http-error.js';

/** Header that names the request being polled (spec 01 §7), from the endpoint table's async convention. */
export { REQUEST_ID_HEADER } from '../contract.js';

/** States of an asynchronous request as stored in `async_requests`. */
export type AsyncRequestStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';

/**
 * A RUNNING request whose runner has not refreshed it for this long (ms, 10 minutes) is taken as
 * abandoned by a process that stopped: it goes back to PENDING and runs again. Runners refresh
 * their requests every {@link HEARTBEAT_MS}, so a long job of a live process is never taken over.
 */
export const ABANDONED_AFTER_MS = 10 * 60_000;
/** How often a runner refreshes `updated_at` of the requests it is running, ms (1 minute). */
export const HEARTBEAT_MS = 60_000;
/**
 * Starts of one request before an abandoned request is FAILED instead of run again (a job that
 * stops its process every time must not do so forever).
 */
export const MAX_ATTEMPTS = 3;

/**
 * The answer of an asynchronous call (spec 01 §7): PENDING or RUNNING until COMPLETED, which carries
 * the response. A FAILED request is answered with an HTTP error instead (the console's helper stops
 * polling only on COMPLETED or an error), so FAILED never appears here.
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
}

/**
 * Runs asynchronous requests (spec 01 §7 "Asynchronous calls") persisted in `async_requests`:
 * `submit` stores the request as PENDING and starts its job in the background; the caller re-polls
 * with the `request_id` header and gets PENDING/RUNNING until the job is COMPLETED with its
 * response.
 *
 * Abandoned requests: a runner marks the requests it runs with its own `runner_id` and refreshes
 * them every {@link HEARTBEAT_MS}. At start ({@link resumeAbandoned}) and when such a request is
 * polled, a RUNNING request that this runner is not running and that nobody refreshed for
 * {@link ABANDONED_AFTER_MS} goes back to PENDING and runs again (jobs must therefore be safe to
 * repeat: offboarding an already inactive user changes nothing); after {@link MAX_ATTEMPTS} starts
 * it is FAILED instead. A PENDING request left by a restart runs at start or at its next poll.
 */
export class AsyncRequestRunner {
  /** Identifies this runner (this process) in `async_requests.runner_id`. */
  readonly runnerId = randomUUID();
  private readonly jobs = new Map<string, AsyncJob>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private heartbeatTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Declares the job of a kind of request, e.g. `internal-users/offboard`. */
  register(kind: string, job: AsyncJob): void {
    this.jobs.set(kind, job);
  }

  /**
   * Stores a new request and starts it in the background.
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
    this.start(kind, requestId);
    return { status: 'PENDING', requestId };
  }

  /**
   * The current answer of a request made by the same user. A PENDING request that is not running
   * here is started; an abandoned RUNNING one is started again (see the class comment). `Response`
   * is what the job of `kind` returns as its response (stored as JSON).
   *
   * @throws HttpError 404 for an unknown request (or one of another user or kind); HttpError 500
   *   when the job failed (or was abandoned {@link MAX_ATTEMPTS} times), so the caller stops polling.
   */
  async poll<Response = unknown>(kind: string, requestId: string, requestedBy: string): Promise<AsyncAnswer<Response>> {
    let stored = await this.load(kind, requestId, requestedBy);
    if (stored.status === 'RUNNING' && !this.inFlight.has(requestId)) {
      const [released] = await this.releaseAbandoned(requestId);
      if (released) stored = { ...stored, status: released.status };
    }
    if (stored.status === 'PENDING' && !this.inFlight.has(requestId)) this.start(kind, requestId);
    if (stored.status === 'FAILED') throw new HttpError(500, `Request ${requestId} failed`);
    if (stored.status !== 'COMPLETED') return { status: stored.status, requestId };
    const answer: AsyncAnswer<Response> = { status: 'COMPLETED', requestId, response: (stored.response?.response ?? null) as Response };
    if (stored.response?.message) answer.message = stored.response.message;
    return answer;
  }

  /**
   * Start-up recovery: abandoned RUNNING requests go back to PENDING (or FAILED after
   * {@link MAX_ATTEMPTS} starts), then every PENDING request of a registered kind is started.
   *
   * @returns the ids of the requests started.
   */
  async resumeAbandoned(): Promise<string[]> {
    await this.releaseAbandoned(null);
    const { rows } = await this.db.query<{ request_id: string; kind: string }>(
      `select request_id, kind from async_requests where status = 'PENDING' and kind = any($1::text[]) order by created_at`,
      [[...this.jobs.keys()]],
    );
    const started = rows.filter((row) => !this.inFlight.has(row.request_id));
    for (const row of started) this.start(row.kind, row.request_id);
    return started.map((row) => row.request_id);
  }

  /** Resolves when every job started so far has finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  private async load(kind: string, requestId: string, requestedBy: string): Promise<StoredRequest> {
    const { rows } = await this.db.query<StoredRequest>(
      'select request_id, kind, status, requested_by, payload, response from async_requests where request_id = $1 and kind = $2 and requested_by = $3',
      [requestId, kind, requestedBy],
    );
    const stored = rows[0];
    if (!stored) throw notFound(`Request ${requestId} not found`);
    return stored;
  }

  /**
   * Moves abandoned RUNNING requests (one, or all when `requestId` is null) back to PENDING, or to
   * FAILED once they were started {@link MAX_ATTEMPTS} times. A request this runner is running is
   * never abandoned, whatever its age.
   */
  private async releaseAbandoned(requestId: string | null): Promise<Array<{ request_id: string; status: AsyncRequestStatus }>> {
    const { rows } = await this.db.query<{ request_id: string; status: AsyncRequestStatus }>(
      `update async_requests set
         status = case when attempts >= $4 then 'FAILED' else 'PENDING' end,
         error = case when attempts >= $4 then 'Stopped ' || attempts || ' times before it finished' else error end,
         completed_at = case when attempts >= $4 then now() else null end,
         runner_id = null, updated_at = now()
       where status = 'RUNNING' and ($1::text is null or request_id = $1)
         and updated_at < now() - $2::int * interval '1 millisecond'
         and (runner_id is distinct from $3 or not (request_id = any($5::text[])))
       returning request_id, status`,
      [requestId, ABANDONED_AFTER_MS, this.runnerId, MAX_ATTEMPTS, [...this.inFlight.keys()]],
    );
    for (const row of rows) this.log.warn({ requestId: row.request_id, status: row.status }, 'abandoned asynchronous request released');
    return rows;
  }

  /**
   * Refreshes `updated_at` of the requests this runner is running, so no other process takes them
   * for abandoned; called every {@link HEARTBEAT_MS} while any job runs.
   *
   * @returns the number of requests refreshed.
   */
  async heartbeat(): Promise<number> {
    if (this.inFlight.size === 0) return 0;
    const { rowCount } = await this.db.query(
      `update async_requests set updated_at = now() where status = 'RUNNING' and runner_id = $1 and request_id = any($2::text[])`,
      [this.runnerId, [...this.inFlight.keys()]],
    );
    return rowCount;
  }

  private start(kind: string, requestId: string): void {
    const run = this.run(kind, requestId).finally(() => {
      this.inFlight.delete(requestId);
      if (this.inFlight.size === 0 && this.heartbeatTimer) {
        clearInterval(this.heartbeatTimer);
        this.heartbeatTimer = null;
      }
    });
    this.inFlight.set(requestId, run);
    if (!this.heartbeatTimer) {
      this.heartbeatTimer = setInterval(() => {
        this.heartbeat().catch((error: unknown) => this.log.error({ err: error }, 'could not refresh the running requests'));
      }, HEARTBEAT_MS);
      this.heartbeatTimer.unref();
    }
  }

  private async run(kind: string, requestId: string): Promise<void> {
    const job = this.jobs.get(kind);
    if (!job) return;
    // Claim the request: only one runner moves it from PENDING to RUNNING.
    const claimed = await this.db.query<StoredRequest>(
      `update async_requests set status = 'RUNNING', runner_id = $2, attempts = attempts + 1, updated_at = now()
       where request_id = $1 and status = 'PENDING' returning request_id, kind, status, requested_by, payload, response`,
      [requestId, this.runnerId],
    );
    const stored = claimed.rows[0];
    if (!stored) return;
    try {
      const result = await job(stored.payload, { db: this.db, requestedBy: stored.requested_by });
      await this.db.query(
        `update async_requests set status = 'COMPLETED', response = $2::jsonb, updated_at = now(), completed_at = now() where request_id = $1`,
        [requestId, JSON.stringify({ message: result.message, response: result.response })],
      );
    } catch (error) {
      this.log.error({ err: error, requestId, kind }, 'asynchronous request failed');
      await this.db
        .query(`update async_requests set status = 'FAILED', error = $2, updated_at = now(), completed_at = now() where request_id = $1`, [
          requestId,
          error instanceof Error ? error.message : String(error),
        ])
        .catch((storeError: unknown) => this.log.error({ err: storeError, requestId }, 'could not record the failure'));
    }
  }
}
