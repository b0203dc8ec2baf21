import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError, notFound } from '../lib/http-error.js';

/** Header that names the request being polled (spec 01 §7). */
export const REQUEST_ID_HEADER = 'request_id';

/** States of an asynchronous request. */
export type AsyncRequestStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';

/** The answer of an asynchronous call: COMPLETED carries the response (spec 01 §7). */
export interface AsyncAnswer {
  status: AsyncRequestStatus;
  requestId: string;
  message?: string;
  response?: unknown;
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
  status: AsyncRequestStatus;
  requested_by: string;
  payload: unknown;
  response: { message?: string; response: unknown } | null;
}

/**
 * Runs asynchronous requests (spec 01 §7 "Asynchronous calls") persisted in `async_requests`:
 * `submit` stores the request as PENDING and starts its job in the background; the caller re-polls
 * with the `request_id` header and gets PENDING/RUNNING until the job is COMPLETED with its
 * response. A request left PENDING by a restart is run by the next poll.
 */
export class AsyncRequestRunner {
  private readonly jobs = new Map<string, AsyncJob>();
  private readonly inFlight = new Map<string, Promise<void>>();

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
  async submit(kind: string, payload: unknown, requestedBy: string): Promise<AsyncAnswer> {
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
   * The current answer of a request made by the same user.
   *
   * @throws HttpError 404 for an unknown request (or one of another user or kind); HttpError 500
   *   when the job failed, so the caller stops polling.
   */
  async poll(kind: string, requestId: string, requestedBy: string): Promise<AsyncAnswer> {
    const stored = await this.load(kind, requestId, requestedBy);
    if (stored.status === 'PENDING' && !this.inFlight.has(requestId)) this.start(kind, requestId);
    if (stored.status === 'FAILED') throw new HttpError(500, `Request ${requestId} failed`);
    if (stored.status !== 'COMPLETED') return { status: stored.status, requestId };
    const answer: AsyncAnswer = { status: 'COMPLETED', requestId, response: stored.response?.response ?? null };
    if (stored.response?.message) answer.message = stored.response.message;
    return answer;
  }

  /** Resolves when every job started so far has finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  private async load(kind: string, requestId: string, requestedBy: string): Promise<StoredRequest> {
    const { rows } = await this.db.query<StoredRequest>(
      'select request_id, status, requested_by, payload, response from async_requests where request_id = $1 and kind = $2 and requested_by = $3',
      [requestId, kind, requestedBy],
    );
    const stored = rows[0];
    if (!stored) throw notFound(`Request ${requestId} not found`);
    return stored;
  }

  private start(kind: string, requestId: string): void {
    const run = this.run(kind, requestId).finally(() => this.inFlight.delete(requestId));
    this.inFlight.set(requestId, run);
  }

  private async run(kind: string, requestId: string): Promise<void> {
    const job = this.jobs.get(kind);
    if (!job) return;
    // Claim the request: only one runner moves it from PENDING to RUNNING.
    const claimed = await this.db.query<StoredRequest>(
      `update async_requests set status = 'RUNNING', updated_at = now() where request_id = $1 and status = 'PENDING' returning request_id, status, requested_by, payload, response`,
      [requestId],
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
