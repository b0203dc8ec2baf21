/**
 * The statements a schema upload accepts (only the statement kinds schema sync needs;
 * docs/platform-ops.md#schema-sync), one a row of the query sheet:
 * - CREATE TABLE [IF NOT EXISTS] name (...)
 * - ALTER TABLE [IF EXISTS] [ONLY] name ADD [COLUMN] / ALTER [COLUMN] / DROP [COLUMN] / RENAME [COLUMN] x TO y
 * - CREATE [UNIQUE] INDEX [IF NOT EXISTS] [name] ON name [USING method] (...)
 * - DROP INDEX [IF EXISTS] name
 * Refused, each with the reason: any other statement (data changes, SELECT, DROP TABLE, DROP SCHEMA,
 * SET, transaction control, functions, triggers, grants, ...), a second statement in the row, a
 * comment, a quoted identifier, dollar quoting, a name qualified by a schema (the statements run
 * with the tenant's schema as the only search path, so they reach its tables and nothing else), a
 * subquery, table constraints added with ALTER TABLE, CONCURRENTLY (a sync runs in a transaction) and
 * the functions that reach outside the tenant's schema (pg_*, set_config, current_setting, dblink,
 * lo_*, *_to_xml). A trailing `;` is allowed.
 */
import { MAX_SCHEMA_QUERY_LENGTH } from '../contract.js';

const IDENT = '[a-z_][a-z0-9_$]*';

const ACCEPTED: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  { kind: 'CREATE TABLE', pattern: new RegExp(`^create table (if not exists )?${IDENT} ?\\(.*\\)$`) },
  {
    kind: 'ALTER TABLE',
    pattern: new RegExp(
      `^alter table (if exists )?(only )?${IDENT} (((add|alter|drop) (column )?(if (not )?exists )?(?!(constraint|primary|foreign|unique|check|exclude)\\b)${IDENT}\\b.*)|(rename (column )?(?!to\\b)${IDENT} to ${IDENT}))$`,
    ),
  },
  { kind: 'CREATE INDEX', pattern: new RegExp(`^create (unique )?index (if not exists )?(${IDENT} )?on (only )?${IDENT} (using ${IDENT} ?)?\\(.*\\)$`) },
  { kind: 'DROP INDEX', pattern: new RegExp(`^drop index (if exists )?${IDENT}$`) },
];

const REFUSED_WORDS = [
  'select', 'insert', 'update', 'delete', 'merge', 'truncate', 'copy', 'grant', 'revoke', 'owner', 'role', 'schema', 'tablespace',
  'function', 'procedure', 'trigger', 'rule', 'extension', 'execute', 'call', 'begin', 'commit', 'rollback', 'savepoint',
  'transaction', 'vacuum', 'search_path', 'inherits', 'partition', 'concurrently', 'temp', 'temporary', 'set_config',
  'current_setting', 'notify', 'listen', 'lock', 'prepare', 'deallocate', 'cluster', 'reindex', 'security',
];
const REFUSED_WORD = new RegExp(`\\b(${REFUSED_WORDS.join('|')})\\b`);
const REFUSED_FUNCTION = /\b(pg_[a-z0-9_]*|dblink[a-z0-9_]*|lo_[a-z0-9_]*|[a-z0-9_]*_to_xml[a-z0-9_]*|xml[a-z0-9_]*)\s*\(/;
const QUALIFIED_NAME = /\b[a-z_][a-z0-9_$]*\s*\.\s*[a-z_*]/;
// Referential actions name UPDATE and DELETE without being statements.
const REFERENTIAL_ACTION = /\bon (update|delete) (cascade|restrict|no action|set null|set default)\b/g;

/**
 * The statement of one row as it will run: trimmed, one trailing `;` removed.
 *
 * @example normaliseSchemaQuery('  alter table orders add column x int; ') // 'alter table orders add column x int'
 */
export function normaliseSchemaQuery(text: string): string {
  return text.trim().replace(/;\s*$/, '').trim();
}

/**
 * Why a statement is refused (see the module comment), or `null` when it is accepted.
 *
 * @example schemaQueryProblem('ALTER TABLE orders ADD COLUMN tracking_code varchar(64)') // null
 * @example schemaQueryProblem('DROP SCHEMA public CASCADE') // 'only CREATE TABLE, ALTER TABLE … ADD/ALTER/DROP/RENAME COLUMN, CREATE INDEX and DROP INDEX are accepted'
 */
export function schemaQueryProblem(raw: string): string | null {
  const statement = normaliseSchemaQuery(raw);
  if (statement === '') return 'the query is empty';
  if (statement.length > MAX_SCHEMA_QUERY_LENGTH) return `the query is longer than ${MAX_SCHEMA_QUERY_LENGTH} characters`;
  if (/--|\/\*/.test(statement)) return 'comments are not accepted';
  if (statement.includes('"')) return 'quoted identifiers are not accepted';
  if (statement.includes('$$') || /\$[a-z_]*\$/i.test(statement)) return 'dollar quoting is not accepted';
  // String literals (e.g. a default 'NEW') are kept out of the checks below.
  const withoutLiterals = statement.replace(/'(?:[^']|'')*'/g, '0');
  if (withoutLiterals.includes("'")) return 'a string literal is not closed';
  if (withoutLiterals.includes(';')) return 'one statement a row: the row holds more than one';
  if (/\\/.test(withoutLiterals)) return 'backslashes are not accepted';
  const text = withoutLiterals.toLowerCase().replace(/\s+/g, ' ');
  if (QUALIFIED_NAME.test(text.replace(/\b\d+\.\d+\b/g, '0'))) return "names qualified by a schema are not accepted: the query runs in each tenant's schema";
  const kind = ACCEPTED.find((candidate) => candidate.pattern.test(text));
  if (!kind) return 'only CREATE TABLE, ALTER TABLE … ADD/ALTER/DROP/RENAME COLUMN, CREATE INDEX and DROP INDEX are accepted';
  const refused = text.replace(REFERENTIAL_ACTION, ' ').match(REFUSED_WORD);
  if (refused) return `${refused[1]?.toUpperCase()} is not accepted in a schema query`;
  const fn = text.match(REFUSED_FUNCTION);
  if (fn) return `the function ${fn[1]} is not accepted`;
  return null;
}
