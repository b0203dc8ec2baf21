/** Rows and affected-row count of one statement. */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted (or returned, for SELECT). */
  rowCount: number;
}

/** Something that runs one parameterised SQL statement: the database or an open transaction. */
export interface Queryable {
  /**
   * Runs one statement with `$1`-style parameters.
   * Numbers come back as numbers only when the SQL casts them (`::int`, `::float8`); dates are
   * formatted in SQL (see `sql-fragments.ts`) so both drivers answer the same strings.
   *
   * @throws the driver's error (with the Postgres `code`) when the statement fails.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

/**
 * The database of platform-api: Postgres through `pg` or the embedded PGlite, behind one interface
 * (ARCHITECTURE.md "Postgres").
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws (the error
   * is re-thrown). Statements of the transaction must go through the `tx` argument.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Releases the connection(s); the database cannot be used afterwards. */
  close(): Promise<void>;
}
