import pg from 'pg';
import type { Database, DatabaseStats, QueryResult, Queryable, Transaction } from './database.js';
import { DatabaseStartError, databaseProblem } from './database-errors.js';
import { currentStatementPurpose, DEFAULT_STATEMENT_TIMEOUTS, type StatementTimeouts } from './statement-timeouts.js';

/** Options of {@link openPgDatabase}. */
export interface PgDatabaseOptions {
  /** Postgres connection string, e.g. `postgres://postgres@127.0.0.1:5432/test`. */
  connectionString: string;
  /** Schema to work in (created when missing) instead of `public`; used to isolate test runs. */
  schema?: string;
  /** Pool size; default 10. */
  maxConnections?: number;
  /** Bounds of statements by purpose, ms (0: none); default {@link DEFAULT_STATEMENT_TIMEOUTS}. */
  statementTimeouts?: StatementTimeouts;
  /** Called with each error of an idle pooled connection (the server went away); default: ignored. */
  onConnectionError?: (error: Error) => void;
}

/** How long a statement waits for a connection to the server before failing (503 to a request), ms. */
export const CONNECT_TIMEOUT_MS = 5_000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/** A one-line reason from a connection error (pg's AggregateError of IPv4/IPv6 attempts has an empty message). */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError) return reasonOf(error.errors[0]);
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code;
  return (error.message.split('\n')[0] || code) ?? 'unknown error';
}

/** The connection string without its password, for messages. */
function redacted(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/**
 * Opens a connection pool to a Postgres server. The pool survives the server going away: idle
 * connections that break are dropped (reported to `onConnectionError`), statements fail until the
 * server answers again (`databaseProblem` says `unavailable`), and new connections are made when it
 * does. Each statement is bounded by the timeout of its purpose (statement-timeouts.ts): the
 * request bound is the sessions' default, a longer one is set around the statement.
 *
 * @throws Error for a schema name that is not a plain lower-case identifier; DatabaseStartError
 *   (one line naming the server) when the server cannot be reached at start.
 */
export async function openPgDatabase(options: PgDatabaseOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name '${schema}'`);
  const timeouts = options.statementTimeouts ?? DEFAULT_STATEMENT_TIMEOUTS;
  const startError = (error: unknown) =>
    databaseProblem(error) === 'unavailable' || error instanceof AggregateError
      ? new DatabaseStartError(`The database server at ${redacted(options.connectionString)} (DATABASE_URL) cannot be reached: ${reasonOf(error)}`)
      : error;
  if (schema !== undefined) {
    const admin = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    admin.on('error', () => undefined);
    try {
      await admin.connect();
      await admin.query(`create schema if not exists ${schema}`);
    } catch (error) {
      throw startError(error);
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Dates print as YYYY-MM-DD and instants in UTC whatever the server's defaults are; statements
    // are bounded by the request bound unless their purpose has another.
    options: `-c DateStyle=ISO -c TimeZone=UTC -c statement_timeout=${timeouts.request}${schema === undefined ? '' : ` -c search_path=${schema}`}`,
  });
  // Without a listener an idle connection's error (the server stopped) would end the process.
  pool.on('error', (error) => options.onConnectionError?.(error));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw startError(error);
  }
  /** The bound of the current purpose when it differs from the sessions' default, else null. */
  const otherBound = (): number | null => {
    const bound = timeouts[currentStatementPurpose()];
    return bound === timeouts.request ? null : bound;
  };
  let closed = false;
  const database: Database = {
    kind: 'pg',
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const bound = otherBound();
      if (bound === null) return wrap(pool).query<Row>(sql, params);
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query(`set statement_timeout = ${bound}`);
        return await wrap(client).query<Row>(sql, params);
      } catch (error) {
        if (databaseProblem(error) === 'unavailable') broken = error as Error;
        throw error;
      } finally {
        if (!broken) await client.query('reset statement_timeout').catch((error: Error) => (broken = error));
        client.release(broken);
      }
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const bound = otherBound();
        if (bound !== null) await client.query(`set local statement_timeout = ${bound}`);
        const tx: Transaction = {
          ...wrap(client),
          // Without parameters pg uses the simple query protocol, which runs several statements.
          exec: async (script) => {
            await client.query(script);
          },
        };
        const result = await work(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        if (databaseProblem(error) === 'unavailable') broken = error as Error;
        else await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        // A connection that failed is destroyed rather than handed to the next caller.
        client.release(broken);
      }
    },
    async exec(script: string): Promise<void> {
      await database.query(script);
    },
    stats(): DatabaseStats {
      return { total: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount };
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  pools.set(database, { pool, schema: schema ?? null });
  return database;
}

const pools = new WeakMap<Database, { pool: pg.Pool; schema: string | null }>();

/**
 * The connection pool (and schema, `null` for public) behind a database opened by
 * {@link openPgDatabase}, for a library that needs the driver itself (pg-boss); `undefined` for any
 * other database.
 */
export function pgPoolOf(db: Database): { pool: pg.Pool; schema: string | null } | undefined {
  return pools.get(db);
}

/**
 * Drops a schema made by {@link openPgDatabase} with everything in it, and the tenant schemas named
 * after it (`<schema>_<environment>_<m|s>_<tenant>`, docs/platform-ops.md#schema-sync), which sit
 * beside it (test clean-up: a test that ends without clearing them leaves none behind).
 *
 * @throws Error for an invalid schema name, or the driver's error.
 */
export async function dropPgSchema(connectionString: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema) || schema === 'public') throw new Error(`Refusing to drop schema '${schema}'`);
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ nspname: string }>('select nspname from pg_namespace where starts_with(nspname, $1)', [`${schema}_`]);
    for (const { nspname } of rows) {
      if (SCHEMA_NAME.test(nspname)) await admin.query(`drop schema if exists ${nspname} cascade`);
    }
    await admin.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await admin.end();
  }
}
