import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a statement runs for, which sets how long the database lets it run
 * (docs/operations.md#database):
 * - `request`: a request's statements, and anything else without a bound of its own;
 * - `export`: the statements of an export (a file of a whole grid);
 * - `job`: the statements of a job of the job queue (workflows, asynchronous requests);
 * - `migration`, `seed`: applying migrations, seeding demo data.
 */
export type StatementPurpose = 'request' | 'export' | 'job' | 'migration' | 'seed';

/** The longest a statement may run for each purpose, ms; 0 means no bound. */
export type StatementTimeouts = Readonly<Record<StatementPurpose, number>>;

/** Bounds when the environment names none, ms. */
export const DEFAULT_STATEMENT_TIMEOUTS: StatementTimeouts = {
  request: 10_000,
  export: 60_000,
  job: 120_000,
  migration: 600_000,
  seed: 0,
};

/** The environment variable of each purpose's bound (ms). */
export const STATEMENT_TIMEOUT_VARIABLES: Readonly<Record<StatementPurpose, string>> = {
  request: 'DB_STATEMENT_TIMEOUT_MS',
  export: 'DB_EXPORT_STATEMENT_TIMEOUT_MS',
  job: 'DB_JOB_STATEMENT_TIMEOUT_MS',
  migration: 'DB_MIGRATION_STATEMENT_TIMEOUT_MS',
  seed: 'DB_SEED_STATEMENT_TIMEOUT_MS',
};

/**
 * Reads the bounds from the environment ({@link STATEMENT_TIMEOUT_VARIABLES}), each a whole number of
 * ms (0: no bound), defaults {@link DEFAULT_STATEMENT_TIMEOUTS}.
 *
 * @returns the bounds and a problem line per malformed variable (none when all are well-formed).
 */
export function readStatementTimeouts(env: NodeJS.ProcessEnv): { timeouts: StatementTimeouts; problems: string[] } {
  const problems: string[] = [];
  const timeouts = { ...DEFAULT_STATEMENT_TIMEOUTS };
  for (const [purpose, variable] of Object.entries(STATEMENT_TIMEOUT_VARIABLES) as Array<[StatementPurpose, string]>) {
    const raw = env[variable]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) problems.push(`${variable} must be a whole number of milliseconds (0 for no bound), got '${raw}'`);
    else timeouts[purpose] = value;
  }
  return { timeouts, problems };
}

const purposes = new AsyncLocalStorage<StatementPurpose>();

/**
 * Runs `work` with the statements it sends (through any await) bounded by `purpose`'s timeout
 * instead of the request bound. The innermost call wins.
 *
 * @example await withStatementPurpose('migration', () => migrate(db))
 */
export function withStatementPurpose<T>(purpose: StatementPurpose, work: () => T): T {
  return purposes.run(purpose, work);
}

/** The purpose of the statements sent from here: the innermost {@link withStatementPurpose}, else `request`. */
export function currentStatementPurpose(): StatementPurpose {
  return purposes.getStore() ?? 'request';
}
