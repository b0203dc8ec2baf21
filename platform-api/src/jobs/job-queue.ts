/**
 * Durable jobs on pg-boss: a Postgres queue on the application's own database — the
 * embedded PGlite through pg-boss's `fromPglite` adapter, or the Postgres server's pool — so a job
 * sent survives a restart and runs on whichever process is up. Work that must not be done twice is
 * made of idempotent steps by its handler (see src/workflows/).
 */
import { PgBoss, fromPglite, type Job as BossJob } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { pgPoolOf } from '../db/pg-database.js';
import { pgliteOf } from '../db/pglite-database.js';
import { withStatementPurpose } from '../db/statement-timeouts.js';

/** Arbitrary key of the advisory lock that serialises the pg-boss start-ups of one database. */
const JOB_QUEUE_START_LOCK_KEY = 4_000_002;

/** The work behind one queue: called with each job's data; a throw fails (and retries) the job. */
export type JobHandler<Data extends object> = (data: Data, job: { id: string; retryCount: number; retryLimit: number }) => Promise<void>;

/** Options of one queue. */
export interface QueueDefinition {
  /** Attempts after the first when the handler throws or the process stops mid-job; default 5. */
  retryLimit?: number;
  /** Seconds before a retry; default 1. */
  retryDelaySeconds?: number;
  /**
   * A job whose process stopped sending heartbeats for this long, s, is failed and retried by
   * another process (default 30; pg-boss's minimum is 10).
   */
  heartbeatSeconds?: number;
}

/** Options of {@link JobQueue.open}. */
export interface JobQueueOptions {
  /** pg-boss's schema; default `pgboss`, or the database's own schema when it has one (a test file's on Postgres). */
  schema?: string;
  /** How often an idle worker looks for jobs, s; default 1 (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** How long a stop waits for running handlers before failing their jobs (so they retry), ms; default 10 000. */
  stopTimeoutMs?: number;
  log: FastifyBaseLogger;
}

/**
 * Told after each job's handler: `completed` or `failed` (it threw; pg-boss retries it while
 * retries are left), and whether this run was a retry (the metrics' job counters).
 */
export type JobOutcomeListener = (queue: string, outcome: 'completed' | 'failed', retry: boolean) => void;

/** Jobs of one queue at one instant (the metrics' queue depth). */
export interface QueueDepth {
  queue: string;
  /** Waiting to run, including those whose retry delay has not passed. */
  queued: number;
  /** Running now. */
  active: number;
}

interface Definition {
  handler: JobHandler<object>;
  options: QueueDefinition;
}

/**
 * The application's job queue: `define` a queue's handler (before {@link start}), `send` jobs,
 * `stop` on shutdown. Sending from inside an open PGlite transaction would wait for that
 * transaction forever (one connection): send after the commit.
 */
export class JobQueue {
  private readonly definitions = new Map<string, Definition>();
  private started = false;
  private stopping = false;
  private stopped: Promise<void> | null = null;
  private readonly outcomeListeners: JobOutcomeListener[] = [];

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
  ) {}

  /**
   * Opens pg-boss on `db` (creating or migrating its schema). Workers start with {@link start}.
   *
   * @throws Error for a database that is neither PGlite nor a Postgres pool opened here; pg-boss's
   *   error when its schema cannot be created.
   */
  static async open(db: Database, options: JobQueueOptions): Promise<JobQueue> {
    const pglite = pgliteOf(db);
    const pg = pgPoolOf(db);
    let boss: PgBoss;
    const common = { schedule: false, supervise: true, migrate: true, createSchema: true } as const;
    if (pglite) {
      // The client's statements run on the embedded database's worker thread (pglite-database.ts).
      boss = new PgBoss({ ...common, db: fromPglite(pglite as never), backend: 'pglite', schema: options.schema ?? 'pgboss' });
    } else if (pg) {
      // Beside a schema of its own (a test file's), pg-boss's tables go in it, so dropping it drops them.
      const schema = options.schema ?? pg.schema ?? 'pgboss';
      boss = new PgBoss({ ...common, db: { executeSql: (text, values) => pg.pool.query(text, values as unknown[]) }, schema });
    } else {
      throw new Error('The job queue needs a database opened by openPgliteDatabase or openPgDatabase');
    }
    boss.on('error', (error: unknown) => options.log.error({ err: error }, 'job queue error'));
    if (pg) {
      // Several instances starting at once on an empty database would race to create pg-boss's
      // schema (a duplicate key on pg_namespace): one at a time, under an advisory lock held by a
      // connection of its own; the next finds the schema made.
      const lock = await pg.pool.connect();
      try {
        // Waiting for another instance's start-up is not bounded by the requests' statement timeout.
        await lock.query('set statement_timeout = 0');
        await lock.query('select pg_advisory_lock($1)', [JOB_QUEUE_START_LOCK_KEY]);
        try {
          await boss.start();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [JOB_QUEUE_START_LOCK_KEY]);
          await lock.query('reset statement_timeout');
        }
      } finally {
        lock.release();
      }
    } else {
      await boss.start();
    }
    return new JobQueue(boss, options);
  }

  /**
   * Declares the handler of queue `name`; its workers start with {@link start} (or at once when
   * already started).
   */
  async define<Data extends object>(name: string, handler: JobHandler<Data>, options: QueueDefinition = {}): Promise<void> {
    this.definitions.set(name, { handler: handler as JobHandler<object>, options });
    if (this.started) await this.startQueue(name);
  }

  /** Creates every defined queue and starts its worker. */
  async start(): Promise<void> {
    this.started = true;
    for (const name of this.definitions.keys()) await this.startQueue(name);
  }

  private async startQueue(name: string): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) return;
    const { retryLimit = 5, retryDelaySeconds = 1, heartbeatSeconds = 30 } = definition.options;
    await this.boss.createQueue(name, { retryLimit, retryDelay: retryDelaySeconds, heartbeatSeconds });
    await this.boss.work<object>(name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1 }, async (jobs: BossJob<object>[]) => {
      for (const job of jobs) {
        const retry = job.retryCount > 0;
        try {
          // A job's statements are bounded by the jobs' statement timeout, not a request's.
          await withStatementPurpose('job', () => definition.handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit }));
        } catch (error) {
          this.options.log.error({ err: error, queue: name, jobId: job.id }, 'job failed');
          for (const listener of this.outcomeListeners) listener(name, 'failed', retry);
          throw error;
        }
        for (const listener of this.outcomeListeners) listener(name, 'completed', retry);
      }
    });
  }

  /**
   * Queues a job on `name`.
   *
   * @param singletonKey at most one queued job per key (a second send with the same key is dropped).
   * @param id the job's id (a UUID) instead of a new one.
   * @returns pg-boss's id of the job, or `null` when a job with the same singleton key is queued.
   */
  async send(name: string, data: object, singletonKey?: string, id?: string): Promise<string | null> {
    return this.boss.send(name, data, { ...(singletonKey ? { singletonKey } : {}), ...(id ? { id } : {}) });
  }

  /**
   * Queues a job on `name` for the current period of `periodSeconds` (periods counted from the
   * Unix epoch on the database's clock) unless one was already queued for it, by any process: the
   * periodic tasks of several instances run once per period.
   *
   * @returns pg-boss's id of the job, or `null` when this period already has one.
   */
  async sendOncePer(name: string, periodSeconds: number): Promise<string | null> {
    return this.boss.send(name, {}, { singletonSeconds: periodSeconds });
  }

  /**
   * The state of one job of queue `name` ('created', 'retry', 'active', 'completed', 'cancelled' or
   * 'failed'), or `null` when pg-boss holds no such job (any more).
   */
  async jobState(name: string, id: string): Promise<string | null> {
    return (await this.boss.getJobById(name, id))?.state ?? null;
  }

  /** Calls `listener` after each job run of this process. */
  onOutcome(listener: JobOutcomeListener): void {
    this.outcomeListeners.push(listener);
  }

  /** The defined queues' jobs waiting and running now (read from pg-boss's tables). */
  async depths(): Promise<QueueDepth[]> {
    const names = [...this.definitions.keys()];
    if (names.length === 0) return [];
    const queues = await this.boss.getQueues(names);
    return queues.map((queue) => ({ queue: queue.name, queued: queue.queuedCount, active: queue.activeCount }));
  }

  /** Whether the workers take jobs: started and not stopping (the readiness check of the job queue). */
  get running(): boolean {
    return this.started && !this.stopping;
  }

  /**
   * Stops the workers: they take no new job at once; running handlers get
   * {@link JobQueueOptions.stopTimeoutMs} to finish, then their jobs are failed so another process
   * retries them (a workflow resumes at its unfinished step). Leaves the database open. A second
   * call waits for the first.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stopped ??= this.boss.stop({ graceful: true, timeout: this.options.stopTimeoutMs ?? 10_000, close: false });
    await this.stopped;
  }
}
