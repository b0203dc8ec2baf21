import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, QueryResult, Queryable, Transaction } from './database.js';

type PGliteLike = Pick<PGlite, 'query'>;

function wrap(client: PGliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query<Row>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/**
 * Opens the embedded PGlite database (Postgres 18 compiled to WebAssembly).
 *
 * @param dataDir a directory (created when missing) for a persistent database, or `memory://`.
 * @throws when the data directory cannot be created or opened.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  // Dates print as YYYY-MM-DD and instants in UTC (the same settings as the pg driver's sessions).
  await pglite.exec(`set DateStyle = 'ISO, MDY'; set TimeZone = 'UTC'`);
  const queryable = wrap(pglite);
  const database: Database = {
    kind: 'pglite',
    query: queryable.query,
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) =>
        work({
          ...wrap(tx),
          exec: async (script) => {
            await tx.exec(script);
          },
        }),
      );
    },
    async exec(script: string): Promise<void> {
      await pglite.exec(script);
    },
    async close(): Promise<void> {
      if (!pglite.closed) await pglite.close();
    },
  };
  instances.set(database, pglite);
  return database;
}

const instances = new WeakMap<Database, PGlite>();

/**
 * The PGlite instance behind a database opened by {@link openPgliteDatabase}, for a library that
 * needs the driver itself (pg-boss's `fromPglite` adapter); `undefined` for any other database.
 */
export function pgliteOf(db: Database): PGlite | undefined {
  return instances.get(db);
}
