import pg from 'pg';
import type { Database, QueryResult, Queryable, Transaction } from './database.js';

/** Options of {@link openPgDatabase}. */
export interface PgDatabaseOptions {
  /** Postgres connection string, e.g. `postgres://postgres@127.0.0.1:5432/test`. */
  connectionString: string;
  /** Schema to work in (created when missing) instead of `public`; used to isolate test runs. */
  schema?: string;
  /** Pool size; default 10. */
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/**
 * Opens a connection pool to a Postgres server.
 *
 * @throws Error for a schema name that is not a plain lower-case identifier, or the driver's
 *   connection error when the server cannot be reached.
 */
export async function openPgDatabase(options: PgDatabaseOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name '${schema}'`);
  if (schema !== undefined) {
    const admin = new pg.Client({ connectionString: options.connectionString });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    // Dates print as YYYY-MM-DD and instants in UTC whatever the server's defaults are.
    options: `-c DateStyle=ISO -c TimeZone=UTC${schema === undefined ? '' : ` -c search_path=${schema}`}`,
  });
  await pool.query('select 1');
  const queryable = wrap(pool);
  let closed = false;
  const database: Database = {
    kind: 'pg',
    query: queryable.query,
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
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
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script: string): Promise<void> {
      await pool.query(script);
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
 * Drops a schema made by {@link openPgDatabase} with everything in it (test clean-up).
 *
 * @throws Error for an invalid schema name, or the driver's error.
 */
export async function dropPgSchema(connectionString: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema) || schema === 'public') throw new Error(`Refusing to drop schema '${schema}'`);
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await admin.end();
  }
}
