import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.js';
import { withStatementPurpose } from './statement-timeouts.js';

/** Folder of the SQL migrations, `NNN-name.sql`, applied in name order. */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;
/** Arbitrary key of the advisory lock that serialises concurrent migrators of one database. */
const MIGRATION_LOCK_KEY = 4_000_001;

/** One migration file. */
export interface Migration {
  name: string;
  sql: string;
}

/**
 * Reads the migration files of `dir` in name order.
 *
 * @throws Error when a `.sql` file is not named `NNN-kebab-name.sql`.
 */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      if (!MIGRATION_FILE.test(file)) throw new Error(`Migration file '${file}' is not named NNN-name.sql`);
      return { name: file, sql: readFileSync(path.join(dir, file), 'utf8') };
    });
}

/**
 * Applies the migrations that `schema_migrations` does not list yet. Each runs in its own
 * transaction (one connection) that first takes an advisory lock, then checks `schema_migrations`,
 * then runs the migration and records it, so a failed migration leaves no trace and concurrent
 * migrators of one database (two servers starting together) apply each migration exactly once: the
 * second waits for the lock and then finds the migration recorded.
 *
 * Statements are bounded by the migrations' statement timeout, not a request's (statement-timeouts.ts).
 *
 * @returns the names of the migrations applied by this call.
 * @throws the database error of the first failing migration (later ones are not attempted).
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return withStatementPurpose('migration', () => applyMigrations(db, migrations));
}

/**
 * The names of the migrations of `migrations` that `schema_migrations` does not list (all of them
 * when it does not exist yet): empty when the database's schema is current.
 */
export async function pendingMigrations(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  const { rows } = await db.query<{ done: string[] | null }>(
    `select case when to_regclass('schema_migrations') is null then null else (select coalesce(array_agg(name), '{}') from schema_migrations) end as done`,
  );
  const done = new Set(rows[0]?.done ?? []);
  return migrations.map((migration) => migration.name).filter((name) => !done.has(name));
}

async function applyMigrations(db: Database, migrations: Migration[]): Promise<string[]> {
  await db.transaction(async (tx) => {
    // Under the lock: two concurrent `create table if not exists` can both try to create it.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('select 1 from schema_migrations where name = $1', [migration.name]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
