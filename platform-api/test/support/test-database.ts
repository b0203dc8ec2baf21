import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/database.js';
import { dropPgSchema, openPgDatabase } from '../../src/db/pg-database.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { clearSchemaSync } from '../../src/seed/schema-sync-seed.js';

/** A database for one test file and the function that disposes of it. */
export interface TestDatabase {
  db: Database;
  /** The Postgres schema of the test file (on a server), to open more connections to it. */
  schema?: string;
  /** The server's connection string (on a server), to open more connections to {@link schema}. */
  url?: string;
  /** Closes the database; on Postgres also drops the test file's schema. */
  dispose(): Promise<void>;
}

/**
 * The Postgres server the API tests run on: TEST_DATABASE_URL, else DATABASE_URL; `undefined` for
 * PGlite. (TEST_DATABASE_URL lets `npm test` put the API suite on a server while the browser tests'
 * stack, started by the same command, stays on its embedded database.)
 */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/**
 * Opens an empty database for one test file: an in-memory PGlite by default, or — on a server
 * ({@link testDatabaseUrl}) — a fresh schema `test_<random>` on that Postgres server.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (!url) {
    const db = await openPgliteDatabase('memory://');
    return { db, dispose: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPgDatabase({ connectionString: url, schema, maxConnections: 4 });
  return {
    db,
    schema,
    url,
    async dispose() {
      // Tenant schemas sit beside the test schema (named after it): drop them too.
      await clearSchemaSync(db).catch(() => undefined);
      await db.close();
      await dropPgSchema(url, schema);
    },
  };
}
