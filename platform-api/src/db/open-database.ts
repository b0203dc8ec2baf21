import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPgDatabase } from './pg-database.js';

/**
 * Opens the database the configuration names: Postgres when `databaseUrl` is set (statements
 * bounded by `statementTimeouts`), else PGlite in `pgliteDir` on a worker thread.
 *
 * @param onConnectionError called with each error of an idle Postgres connection (the server went away).
 * @throws DatabaseStartError (one line) when the database cannot be opened.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'> & Partial<Pick<AppConfig, 'statementTimeouts'>>,
  onConnectionError?: (error: Error) => void,
): Promise<Database> {
  if (config.databaseUrl) {
    return openPgDatabase({
      connectionString: config.databaseUrl,
      ...(config.statementTimeouts ? { statementTimeouts: config.statementTimeouts } : {}),
      ...(onConnectionError ? { onConnectionError } : {}),
    });
  }
  return openPgliteDatabase(config.pgliteDir);
}
