import { parseArgs } from 'node:util';
import { loadDatabaseConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { clearDatabase, isDatabaseEmpty, seedDatabase } from './seed.js';

/**
 * `npm run seed -w platform-api -- [--invoices N] [--clients N] [--today YYYY-MM-DD] [--reset]`
 * Seeds the configured database (DATABASE_URL, else PGlite in PGLITE_DIR). SEED_INVOICES and
 * SEED_CLIENTS are read when the flags are absent. Refuses a database that already has data unless
 * --reset is given. Prints a JSON summary.
 */
const { values } = parseArgs({
  options: {
    invoices: { type: 'string' },
    clients: { type: 'string' },
    today: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

function count(flag: string | undefined, env: string | undefined, name: string): number | undefined {
  const raw = flag ?? env;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

const db = await openDatabase(loadDatabaseConfig());
try {
  await migrate(db);
  if (!(await isDatabaseEmpty(db))) {
    if (!values.reset) throw new Error('The database already has data; run with --reset to replace it');
    await clearDatabase(db);
  }
  const summary = await seedDatabase(db, {
    invoices: count(values.invoices, process.env.SEED_INVOICES, 'invoices'),
    clients: count(values.clients, process.env.SEED_CLIENTS, 'clients'),
    ...(values.today ? { today: values.today } : {}),
  });
  console.log(JSON.stringify(summary, null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
