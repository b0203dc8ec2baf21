import type { Queryable } from './database.js';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Inserts many rows with one statement per `chunkSize` rows: each chunk travels as one JSON
 * parameter and `json_populate_recordset` turns it into rows of the table's own type, so the
 * statement stays small and values keep their column types. Columns missing from the rows get
 * their defaults.
 *
 * @param table a table of the current schema (a plain identifier)
 * @param rows objects keyed by column name; every row must have the same keys
 * @returns the number of rows inserted
 * @throws Error for a non-identifier table or column name; the database error of a failing chunk
 */
export async function insertRows(db: Queryable, table: string, rows: ReadonlyArray<Record<string, unknown>>, chunkSize = 5000): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first);
  for (const name of [table, ...columns]) if (!IDENTIFIER.test(name)) throw new Error(`Not a plain identifier: '${name}'`);
  const list = columns.join(', ');
  const sql = `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + chunkSize))]);
  }
  return rows.length;
}
