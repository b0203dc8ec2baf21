/**
 * The action log (docs/api.md#action-log): every change the API makes is
 * written as one `action_log` row in the same transaction as the change, so a change without its row
 * (or a row without its change) cannot be committed. The table is append-only (migration 010: a
 * trigger refuses UPDATE, DELETE and TRUNCATE). See `README.md` beside this file.
 */
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { sqlInstant } from '../db/sql.js';
import { HttpError } from '../lib/http-error.js';

/** Whether the action did what was asked. A failed side effect (an e-mail) is recorded as FAILED. */
export type ActionOutcome = 'SUCCEEDED' | 'FAILED';

/** One field's value before and after the action; `null` where it had none. */
export interface FieldChange {
  from: string | null;
  to: string | null;
}

/** Who acted: the signed-in user's e-mail, `sub` and console roles; all empty for a public call. */
export interface ActionActor {
  email: string;
  sub: string;
  roles: readonly string[];
}

/** What {@link recordAction} writes. */
export interface ActionEntry {
  actor: ActionActor;
  /** The area the action belongs to (the endpoint table's `area`), e.g. `client-success`: who may read it. */
  area: string;
  /** The endpoint table's key of the call, e.g. `updateProspectiveTenant`. */
  endpoint: string;
  /** What was done, in the area's words, e.g. `UPDATED`, `STATUS_CHANGED`, `EMAIL`. */
  action: string;
  /** Ids of what was acted on, e.g. `['SUB-01001']`. */
  targetIds: readonly string[];
  /** The changed fields, before → after; unchanged fields are left out. */
  changes?: Readonly<Record<string, FieldChange>>;
  /** The note given with the action (e.g. a status change's). */
  note?: string | null;
  /** Fastify's request id of the call. */
  requestId?: string | null;
  /** The caller's address (public calls, where no user is known). */
  clientAddress?: string | null;
  outcome?: ActionOutcome;
}

/** A row of the action log as read back. */
export interface ActionRow {
  id: string;
  /** ISO-8601 instant. */
  at: string;
  actorEmail: string;
  actorSub: string;
  actorRoles: string[];
  area: string;
  endpoint: string;
  action: string;
  targetIds: string[];
  changes: Record<string, FieldChange>;
  note: string | null;
  requestId: string | null;
  clientAddress: string | null;
  outcome: ActionOutcome;
}

/** Who made a change and in which call: the part of an {@link ActionEntry} the request gives. */
export type ActionContext = Pick<ActionEntry, 'actor' | 'requestId' | 'clientAddress'>;

/**
 * The actor, request id and address of a call, for {@link recordAction}: the verified user of a
 * guarded route, or nobody (empty e-mail, sub and roles) on a public one.
 *
 * @example await recordAction(tx, { ...actionContext(request), area: 'client-success', endpoint: 'updateProspectiveTenant', ... })
 */
export function actionContext(request: FastifyRequest): ActionContext {
  const user = request.user;
  return {
    actor: { email: user?.email || user?.username || '', sub: user?.sub ?? '', roles: user?.roles ?? [] },
    requestId: request.id,
    clientAddress: request.ip,
  };
}

/**
 * Appends one entry to the action log, on `tx`: pass the transaction that makes the change, so both
 * commit or neither does. The time is the database's clock at insertion.
 *
 * @returns the new row's id.
 * @throws the database error when the row cannot be written (the caller's transaction then rolls back).
 * @example
 * await db.transaction(async (tx) => {
 *   await tx.query('update client_forms set status = $2 where submission_id = $1', [id, 'REJECTED']);
 *   await recordAction(tx, { ...actionContext(request), area: 'client-success', endpoint: 'updateProspectiveTenant',
 *     action: 'STATUS_CHANGED', targetIds: [id], changes: { status: { from: 'SUBMITTED', to: 'REJECTED' } } });
 * });
 */
export async function recordAction(tx: Queryable, entry: ActionEntry): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into action_log (actor_email, actor_sub, actor_roles, area, endpoint, action, target_ids, changes, note, request_id, client_address, outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12) returning id::text as id`,
    [
      entry.actor.email,
      entry.actor.sub,
      [...entry.actor.roles],
      entry.area,
      entry.endpoint,
      entry.action,
      [...entry.targetIds],
      JSON.stringify(entry.changes ?? {}),
      entry.note ?? null,
      entry.requestId ?? null,
      entry.clientAddress ?? null,
      entry.outcome ?? 'SUCCEEDED',
    ],
  );
  return rows[0]?.id ?? '';
}

/**
 * The entries of `area` naming `targetId`, newest first (insertion order breaks ties).
 *
 * @example const history = await listActions(app.db, { area: 'client-success', targetId: 'SUB-01001' });
 */
export async function listActions(db: Queryable, filter: { area: string; targetId: string }): Promise<ActionRow[]> {
  const { rows } = await db.query<ActionRow & { changes: Record<string, FieldChange> | string }>(
    `select id::text as id, ${sqlInstant('at')} as at, actor_email as "actorEmail", actor_sub as "actorSub", actor_roles as "actorRoles",
       area, endpoint, action, target_ids as "targetIds", changes, note, request_id as "requestId", client_address as "clientAddress", outcome
     from action_log where area = $1 and target_ids @> array[$2]::text[] order by at desc, id desc`,
    [filter.area, filter.targetId],
  );
  return rows.map((row) => ({ ...row, changes: typeof row.changes === 'string' ? (JSON.parse(row.changes) as Record<string, FieldChange>) : row.changes }));
}

/**
 * The changed fields between two versions of a record, before → after: only the `fields` whose
 * values differ.
 *
 * @example changedFields({ a: 'x', b: 'y' }, { a: 'x', b: 'z' }, ['a', 'b']) // { b: { from: 'y', to: 'z' } }
 */
export function changedFields<Field extends string>(
  before: Readonly<Record<Field, string | null>>,
  after: Readonly<Record<Field, string | null>>,
  fields: readonly Field[],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}

/**
 * Runs `change` (which writes its own entry with the change); when the change is refused with an
 * HttpError of 4xx (409 a rule, 404 an unknown record, 400 a protected row), the refused call is
 * still recorded: an entry of `entry` with outcome FAILED, the refusal's message as note and no
 * changes, in a transaction of its own (the refused change rolled back), then the error is thrown
 * again. Other errors (5xx) are thrown as they are, unrecorded.
 *
 * @example await withRefusalRecorded(app.db, { ...actionContext(request), area: 'billing', endpoint: 'retryPayment', action: 'CARD_PAYMENT', targetIds: [n] }, () => retryPayment(...));
 */
export async function withRefusalRecorded<T>(db: Database, entry: Omit<ActionEntry, 'outcome' | 'changes' | 'note'>, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
      await db.transaction((tx) => recordAction(tx, { ...entry, changes: {}, note: `Refused (${error.statusCode}): ${error.message}`, outcome: 'FAILED' }));
    }
    throw error;
  }
}
