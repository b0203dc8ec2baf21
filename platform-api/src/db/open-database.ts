import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPgDatabase } from './pg-database.js';

/**
 * Opens the database the configuration names: Postgres when `databaseUrl` is set, else PGlite in
 * `pgliteDir`.
 *
 * @throws the driver's error when the database cannot be opened.
 */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<Database> {
  if (config.databaseUrl) return openPgDatabase({ connectionString: config.databaseUrl });
  return openPgliteDatabase(config.pgliteDir);
}
