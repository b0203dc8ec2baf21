/**
 * Seeds a benchmark database in a process of its own (the memory of generating the seed is not
 * counted against the API the benchmark measures):
 *
 *   npx tsx platform-api/bench/seed-bench-db.ts --invoices N --clients N [--schema name]
 *
 * On Postgres (DATABASE_URL) in the schema `--schema` (created when missing; `public` without it),
 * else on PGlite in PGLITE_DIR. Replaces whatever data the database holds. Prints a JSON summary.
 */
import { parseArgs } from 'node:util';
import { loadDatabaseConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openDatabase } from '../src/db/open-database.js';
import { openPgDatabase } from '../src/db/pg-database.js';
import { clearDatabase, isDatabaseEmpty, seedDatabase } from '../src/seed/seed.js';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string' },
    clients: { type: 'string' },
    schema: { type: 'string' },
  },
});

const databaseUrl = process.env.DATABASE_URL?.trim();
const db: Database =
  databaseUrl && values.schema ? await openPgDatabase({ connectionString: databaseUrl, schema: values.schema }) : await openDatabase(loadDatabaseConfig());
try {
  await migrate(db);
  if (!(await isDatabaseEmpty(db))) await clearDatabase(db);
  const summary = await seedDatabase(db, { invoices: Number(values.invoices), clients: Number(values.clients) });
  await db.exec('analyze');
  console.log(JSON.stringify({ durationMs: summary.durationMs, rows: summary.rows }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
