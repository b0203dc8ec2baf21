/**
 * The embedded PGlite database on a worker thread of its own (started by pglite-database.ts), so a
 * slow statement runs beside the API's main thread instead of on it (docs/operations.md#database).
 * Plain JavaScript: a worker thread loads it as it is, from src/ under tsx or jest and from dist/.
 *
 * Messages from the main thread, each `{ id, op, ... }`, answered `{ id, ok: true, result }` or
 * `{ id, ok: false, error }`:
 * - `open { dataDir }`: creates PGlite (data directory or `memory://`) with ISO dates in UTC and the
 *   pg_trgm extension loaded (the search's trigram indexes, docs/search.md#cost);
 * - `query { sql, params, tx? }`: one statement; result `{ rows, rowCount }`;
 * - `exec { sql, tx? }`: a script of statements without parameters; result `{ rows }` (every
 *   statement's rows, in order);
 * - `begin`: opens a transaction; result its number. The transaction holds PGlite's single
 *   connection until `end { tx, commit }` commits (or rolls back); statements sent without `tx`
 *   wait for it;
 * - `close`.
 */
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;

/** @type {PGlite | null} */
let pglite = null;
/** Open transactions: number -> { tx, finish(commit) }. */
const transactions = new Map();
let nextTransaction = 1;

/** The fields of a Postgres error the API reads (code above all), copied across the thread boundary. */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const key of ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'where', 'position']) {
    if (error[key] !== undefined) fields[key] = error[key];
  }
  return fields;
}

function target(tx) {
  if (tx === undefined || tx === null) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.tx;
}

async function handle(message) {
  switch (message.op) {
    case 'open': {
      pglite = await PGlite.create(message.dataDir, { extensions: { pg_trgm } });
      // Dates print as YYYY-MM-DD and instants in UTC (the same settings as the pg driver's sessions).
      await pglite.exec(`set DateStyle = 'ISO, MDY'; set TimeZone = 'UTC'`);
      return null;
    }
    case 'query': {
      const result = await target(message.tx).query(message.sql, message.params ?? []);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    }
    case 'exec': {
      const results = await target(message.tx).exec(message.sql);
      return { rows: results.flatMap((result) => result.rows ?? []) };
    }
    case 'begin': {
      const id = nextTransaction++;
      return new Promise((resolveBegin, rejectBegin) => {
        // The callback runs once PGlite's connection is free, after `done` is assigned.
        const done = pglite.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              transactions.set(id, { tx, done, finish: (ok) => (ok ? commit(undefined) : rollback(new RolledBack())) });
              resolveBegin(id);
            }),
        );
        done.catch(rejectBegin).finally(() => transactions.delete(id));
      });
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`Transaction ${message.tx} is not open`);
      const done = open.done;
      open.finish(message.commit === true);
      try {
        await done;
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      }
      return null;
    }
    case 'close': {
      if (pglite && !pglite.closed) await pglite.close();
      return null;
    }
    default:
      throw new Error(`Unknown operation '${message.op}'`);
  }
}

/** The rejection that rolls a transaction back on `end { commit: false }`. */
class RolledBack extends Error {}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, ok: true, result }),
    (error) => port.postMessage({ id: message.id, ok: false, error: serializeError(error) }),
  );
});
