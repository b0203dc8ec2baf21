/**
 * The database errors a caller sees as "try again later" rather than as a fault of the API
 * (docs/operations.md#database-loss): the server cannot be reached or went away, or a statement
 * ran past its bound (statement-timeouts.ts).
 */

/** Answer of a request that needs the database while it cannot be reached (503). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable at the moment; please try again shortly.';

/** Answer of a request whose statement ran past its bound (503). */
export const STATEMENT_TIMEOUT_MESSAGE = 'The request took too long: the database stopped it. Please narrow it or try again later.';

/** Thrown by the database layer when its database cannot be used at all (a stopped worker, a closed pool). */
export class DatabaseUnavailableError extends Error {
  constructor(detail: string) {
    super(`The database is unavailable: ${detail}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Thrown when the configured database cannot be opened at start-up; its message is one line. */
export class DatabaseStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseStartError';
  }
}

/** Postgres SQLSTATE classes and codes of a lost or refused connection. */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EPIPE']);
const CONNECTION_MESSAGES = /^(Connection terminated|Connection terminated unexpectedly|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Cannot use a pool after calling end on the pool|connect ECONNREFUSED.*)$/;

/**
 * What kind of database trouble `error` is: `unavailable` (no connection, lost connection, database
 * shutting down), `timeout` (Postgres cancelled the statement: SQLSTATE 57014), or `null` for any
 * other error (a constraint, a bug).
 */
export function databaseProblem(error: unknown): 'unavailable' | 'timeout' | null {
  if (!(error instanceof Error)) return null;
  if (error instanceof DatabaseUnavailableError) return 'unavailable';
  const code = (error as { code?: unknown }).code;
  if (code === '57014') return 'timeout';
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return 'unavailable';
  if (CONNECTION_MESSAGES.test(error.message)) return 'unavailable';
  if (error instanceof AggregateError) return error.errors.some((inner) => databaseProblem(inner) === 'unavailable') ? 'unavailable' : null;
  return null;
}
