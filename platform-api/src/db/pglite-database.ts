import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, DatabaseStats, QueryResult, Queryable, Transaction } from './database.js';
import { DatabaseStartError, DatabaseUnavailableError } from './database-errors.js';

/** The worker script: beside this module in src/db/, and copied beside the bundle in dist/ by build.mjs. */
const WORKER_FILE = path.join(import.meta.dirname, 'pglite-worker.mjs');

/** The PGlite-shaped calls pg-boss's `fromPglite` adapter makes, served by the worker. */
export interface PgliteClient {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A Postgres error copied from the worker: its message and fields (`code` above all) on an Error. */
function errorFrom(fields: { message: string; name?: string } & Record<string, unknown>): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

/**
 * The worker thread that runs PGlite and the calls waiting for its answers. Statements of one
 * caller run in the order sent; PGlite has one connection, so a transaction holds it until it ends.
 */
class PgliteWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;

  constructor() {
    this.worker = new Worker(WORKER_FILE);
    this.worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: { message: string } }) => {
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (message.ok) call.resolve(message.result);
      else call.reject(errorFrom(message.error ?? { message: 'Unknown PGlite error' }));
    });
    const stop = (error: Error) => {
      this.failure ??= error;
      for (const call of this.pending.values()) call.reject(this.failure);
      this.pending.clear();
    };
    this.worker.on('error', (error: Error) => stop(new DatabaseUnavailableError(`the embedded database stopped (${error.message})`)));
    this.worker.on('exit', () => stop(new DatabaseUnavailableError('the embedded database is closed')));
  }

  /** Statements sent and not answered yet (running or waiting). */
  get outstanding(): number {
    return this.pending.size;
  }

  call<Result>(op: string, fields: Record<string, unknown> = {}): Promise<Result> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Result>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...fields });
    });
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}

function queryable(worker: PgliteWorker, tx?: number): Queryable & { exec(script: string): Promise<void> } {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      return worker.call<QueryResult<Row>>('query', { sql, params, ...(tx === undefined ? {} : { tx }) });
    },
    async exec(script: string): Promise<void> {
      await worker.call('exec', { sql: script, ...(tx === undefined ? {} : { tx }) });
    },
  };
}

/** Why `dataDir` cannot hold a database, in words, or `null` when it can be tried. */
function dataDirProblem(dataDir: string): string | null {
  try {
    mkdirSync(dataDir, { recursive: true });
    if (!statSync(dataDir).isDirectory()) return 'it is not a directory';
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTDIR') return 'it is not a directory';
    if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
    return (error as Error).message;
  }
}

/**
 * Opens the embedded PGlite database (Postgres 18 compiled to WebAssembly) on a worker thread of
 * its own, so its statements do not hold the API's main thread (docs/operations.md#database).
 * PGlite has no statement timeout: a long statement holds the database, not the API.
 *
 * @param dataDir a directory (created when missing) for a persistent database, or `memory://`.
 * @throws DatabaseStartError (a one-line message naming the directory) when the data directory
 *   cannot be created or PGlite cannot open the database in it.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) {
    const problem = dataDirProblem(dataDir);
    if (problem) throw new DatabaseStartError(`The embedded database cannot use its data directory ${dataDir} (PGLITE_DIR): ${problem}`);
  }
  const worker = new PgliteWorker();
  try {
    await worker.call('open', { dataDir });
  } catch (error) {
    await worker.terminate();
    const reason = (error as Error).message.split('\n')[0] || 'unknown error';
    throw new DatabaseStartError(`The embedded database cannot be opened in ${dataDir} (PGLITE_DIR): ${reason}`);
  }
  const main = queryable(worker);
  let closed = false;
  const database: Database = {
    kind: 'pglite',
    query: main.query,
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = await worker.call<number>('begin');
      let result: T;
      try {
        result = await work(queryable(worker, tx));
      } catch (error) {
        await worker.call('end', { tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await worker.call('end', { tx, commit: true });
      return result;
    },
    exec: main.exec,
    stats(): DatabaseStats {
      const outstanding = worker.outstanding;
      return { total: 1, inUse: outstanding > 0 ? 1 : 0, waiting: Math.max(0, outstanding - 1) };
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await worker.call('close').catch(() => undefined);
      await worker.terminate();
    },
  };
  clients.set(database, {
    query: async <Row>(sql: string, params: unknown[] = []) => main.query<Row>(sql, params),
    exec: async (sql: string) => [await worker.call<{ rows: unknown[] }>('exec', { sql })],
  });
  return database;
}

const clients = new WeakMap<Database, PgliteClient>();

/**
 * The PGlite-shaped client of a database opened by {@link openPgliteDatabase} (its statements run on
 * the worker thread), for a library that needs the driver itself (pg-boss's `fromPglite` adapter);
 * `undefined` for any other database.
 */
export function pgliteOf(db: Database): PgliteClient | undefined {
  return clients.get(db);
}
