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

/** An open transaction: single statements, and scripts of several statements (migrations). */
export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters, inside the transaction. */
  exec(script: string): Promise<void>;
}

/** Connections of a database at one instant (the metrics' pool gauges). */
export interface DatabaseStats {
  /** Connections open (PGlite: always 1). */
  total: number;
  /** Connections running a statement or held by a transaction. */
  inUse: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/**
 * The database of platform-api: Postgres through `pg` or the embedded PGlite, behind one interface
 * (docs/operations.md#database).
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs `work` in a transaction on one connection: committed when it resolves, rolled back when it
   * throws (the error is re-thrown). Statements of the transaction must go through the `tx` argument.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs a script of several statements without parameters, outside any transaction (on pg, on
   * whichever pooled connection is free: a script must not open a transaction it leaves open).
   */
  exec(script: string): Promise<void>;
  /** Its connections now: open, in use, callers waiting. */
  stats(): DatabaseStats;
  /** Releases the connection(s); the database cannot be used afterwards. */
  close(): Promise<void>;
}
