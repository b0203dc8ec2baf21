import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.js';

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
 * Applies the migrations that `schema_migrations` does not list yet, each in its own transaction
 * together with its `schema_migrations` row, so a failed migration leaves no trace.
 *
 * @returns the names of the migrations applied by this call.
 * @throws the database error of the first failing migration (later ones are not attempted).
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.query('select 1 from schema_migrations where name = $1', [migration.name]);
    if (done.rows.length > 0) continue;
    try {
      await db.exec(`begin;
select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY});
${migration.sql}
;
insert into schema_migrations (name) values ('${migration.name}') on conflict (name) do nothing;
commit;`);
    } catch (error) {
      await db.exec('rollback').catch(() => undefined);
      throw error;
    }
    applied.push(migration.name);
  }
  return applied;
}
