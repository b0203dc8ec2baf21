/**
 * Reading the action log for the Activity page and the History drawer (docs/api.md#action-log): a
 * caller reads only the entries of the areas their roles may open (`actionLogAreas`, shared-kit),
 * so finance never reads a platform-ops entry and a platform admin never reads a billing one.
 */
import {
  ACTION_LOG_ENTITY_SOURCES,
  ACTION_LOG_EXPORT_LIMIT,
  ACTION_LOG_MAX_PAGE_SIZE,
  ACTION_LOG_PAGE_SIZE,
  actionLogAreas,
  type ActionLogEntity,
  type ActionLogEntry,
  type ActionLogPage,
} from '../contract.js';
import type { Queryable } from '../db/database.js';
import { likeEscape, sqlInstant } from '../db/sql.js';
import { badRequest, HttpError, notFound } from '../lib/http-error.js';
import { fieldLabel } from '../lib/input-problems.js';
import type { FieldChange } from './record-action.js';

/** The Activity page's filters, as the query string gives them (all optional). */
export interface ActionLogFilter {
  /** Text the actor's e-mail contains, ignoring case. */
  user?: string | undefined;
  entity?: ActionLogEntity | undefined;
  /** An id the entry names (exact). */
  targetId?: string | undefined;
  /** First day, `YYYY-MM-DD`, UTC, included. */
  from?: string | undefined;
  /** Last day, `YYYY-MM-DD`, UTC, included. */
  to?: string | undefined;
}

/** Who reads: their console roles decide the areas. */
export interface ActionLogReader {
  roles: readonly string[];
}

const forbidden = (message: string) => new HttpError(403, message);

function validDay(day: string, name: string): void {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw badRequest(`${fieldLabel(name)} must be a real day (YYYY-MM-DD): ${day}`, name);
}

/**
 * The SQL `where` of a reader's filter: the areas the reader may open (narrowed to the entity's),
 * the entity's endpoints, the actor's e-mail, the target and the day range.
 *
 * @throws HttpError 403 when the reader may open no area at all, or not the entity's areas; 400
 *   for a day that does not exist or a range that ends before it starts.
 */
function whereOf(reader: ActionLogReader, filter: ActionLogFilter): { sql: string; params: unknown[] } {
  let areas = actionLogAreas(reader.roles);
  if (areas.length === 0) throw forbidden('Your roles may not read the action log of any area');
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filter.entity) {
    const source = ACTION_LOG_ENTITY_SOURCES[filter.entity];
    areas = areas.filter((area) => source.areas.includes(area));
    if (areas.length === 0) throw forbidden(`Your roles may not read the history of a ${filter.entity}`);
    if (source.endpoints) add((n) => `endpoint = any(${n}::text[])`, [...source.endpoints]);
  }
  add((n) => `area = any(${n}::text[])`, areas);
  if (filter.user) add((n) => `lower(actor_email) like ${n} escape '\\'`, `%${likeEscape(filter.user.toLowerCase())}%`);
  if (filter.targetId) add((n) => `target_ids @> array[${n}]::text[]`, filter.targetId);
  if (filter.from) validDay(filter.from, 'from');
  if (filter.to) validDay(filter.to, 'to');
  if (filter.from && filter.to && filter.to < filter.from) throw badRequest(`To (${filter.to}) must not be before From (${filter.from})`, 'to');
  if (filter.from) add((n) => `at >= (${n}::date)::timestamp at time zone 'UTC'`, filter.from);
  if (filter.to) add((n) => `at < ((${n}::date) + 1)::timestamp at time zone 'UTC'`, filter.to);
  return { sql: clauses.join(' and '), params };
}

const ENTRY_COLUMNS = `id::text as id, ${sqlInstant('at')} as at, actor_email as "actorEmail", actor_sub as "actorSub", actor_roles as "actorRoles",
  area, endpoint, action, target_ids as "targetIds", changes, note, request_id as "requestId", outcome`;

type EntryRow = Omit<ActionLogEntry, 'changes'> & { changes: Record<string, FieldChange> | string };

function toEntry(row: EntryRow): ActionLogEntry {
  const changes = typeof row.changes === 'string' ? (JSON.parse(row.changes) as Record<string, FieldChange>) : row.changes;
  return { ...row, changes: Object.entries(changes).map(([field, change]) => ({ field, from: change.from, to: change.to })) };
}

/**
 * One page of the entries `reader` may read that match `filter`, newest first (insertion order
 * breaks ties), with the number matching in all.
 *
 * @param paging `page` from 1, `pageSize` 1-200 (default 50), as the query string gives them.
 * @throws HttpError 403 / 400 as {@link whereOf}; 400 for a page size over 200.
 */
export async function listActionLog(db: Queryable, reader: ActionLogReader, filter: ActionLogFilter, paging: { page?: string | undefined; pageSize?: string | undefined } = {}): Promise<ActionLogPage> {
  const page = Number(paging.page ?? '1');
  const pageSize = Number(paging.pageSize ?? String(ACTION_LOG_PAGE_SIZE));
  if (pageSize > ACTION_LOG_MAX_PAGE_SIZE) throw badRequest(`Page size must be at most ${ACTION_LOG_MAX_PAGE_SIZE}`, 'pageSize');
  const where = whereOf(reader, filter);
  const { rows: counted } = await db.query<{ total: number }>(`select count(*)::int as total from action_log where ${where.sql}`, where.params);
  const { rows } = await db.query<EntryRow>(
    `select ${ENTRY_COLUMNS} from action_log where ${where.sql} order by at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    where.params,
  );
  return { entries: rows.map(toEntry), total: counted[0]?.total ?? 0, page, pageSize };
}

/**
 * Every entry (the newest {@link ACTION_LOG_EXPORT_LIMIT}) `reader` may read that matches `filter`,
 * newest first: the export's rows.
 *
 * @throws HttpError 403 / 400 as {@link listActionLog}.
 */
export async function exportActionLog(db: Queryable, reader: ActionLogReader, filter: ActionLogFilter): Promise<ActionLogEntry[]> {
  const where = whereOf(reader, filter);
  const { rows } = await db.query<EntryRow>(
    `select ${ENTRY_COLUMNS} from action_log where ${where.sql} order by at desc, id desc limit ${ACTION_LOG_EXPORT_LIMIT}`,
    where.params,
  );
  return rows.map(toEntry);
}

/** How to tell that a record of each kind exists (an unknown record's history answers 404). */
const RECORD_EXISTS: Readonly<Record<ActionLogEntity, string>> = {
  invoice: 'select 1 from invoices where invoice_number = $1',
  client: 'select 1 from clients where tenant_id = $1',
  'client-form': 'select 1 from client_forms where submission_id = $1',
  tenant: 'select 1 from tenants where tenant_id = $1',
  'internal-user': `select 1 from internal_users where tenant_id || '/' || lower(email) = lower($1)`,
};

/** Labels of the kinds in the 404 message. */
const RECORD_LABELS: Readonly<Record<ActionLogEntity, string>> = {
  invoice: 'Invoice',
  client: 'Client',
  'client-form': 'Client form',
  tenant: 'Tenant',
  'internal-user': 'Internal user',
};

/**
 * A record's history (the History drawer): the entries of its kind's areas and endpoints naming
 * `id`, newest first. An entry naming several records (a bulk mark-paid) shows only this record's
 * changed fields when its fields are named per record (`{id}.{field}`).
 *
 * @throws HttpError 403 when the reader may not open the kind's areas (checked before the record
 *   is looked up, so nothing is told about it); 404 `{Kind} {id} not found` for an unknown record
 *   that has no entries either (a deleted record keeps its history).
 */
export async function recordHistory(db: Queryable, reader: ActionLogReader, entity: ActionLogEntity, id: string): Promise<ActionLogEntry[]> {
  const entries = await exportActionLog(db, reader, { entity, targetId: id });
  if (entries.length === 0) {
    const { rows } = await db.query(RECORD_EXISTS[entity], [id]);
    if (rows.length === 0) throw notFound(`${RECORD_LABELS[entity]} ${id} not found`);
  }
  const prefix = `${id}.`;
  return entries.map((entry) =>
    entry.changes.some((change) => change.field.startsWith(prefix))
      ? { ...entry, changes: entry.changes.filter((change) => change.field.startsWith(prefix)).map((change) => ({ ...change, field: change.field.slice(prefix.length) })) }
      : entry,
  );
}
