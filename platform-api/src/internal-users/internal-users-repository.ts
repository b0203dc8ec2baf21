import { OFFBOARD_SKIP_REASONS, offboardChangedMessage, type InternalUserRow, type InternalUserType, type OffboardSkipped } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { likeEscape } from '../db/sql.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';

/** Types that can never be offboarded from the console (docs/org-admin.md). */
export const PROTECTED_USER_TYPES: readonly InternalUserType[] = ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER'];

/** Most rows one search answers. */
export const SEARCH_LIMIT = 1000;

/** The key of an internal user row: tenant id plus email. */
export interface InternalUserKey {
  tenantId: string;
  email: string;
}

const ROW_COLUMNS = 'tenant_id as "tenantId", email, user_type as type, active';

/**
 * Internal users whose email contains `text`, ignoring case (docs/org-admin.md), sorted
 * by email then tenant, at most {@link SEARCH_LIMIT} rows.
 *
 * @throws HttpError 400 when `text` is blank.
 */
export async function searchInternalUsers(db: Queryable, text: string): Promise<InternalUserRow[]> {
  const needle = text.trim().toLowerCase();
  if (!needle) throw badRequest('Enter an e-mail address to search for', 'email');
  const { rows } = await db.query<InternalUserRow>(
    `select ${ROW_COLUMNS} from internal_users where lower(email) like $1 escape '\\' order by email, tenant_id limit ${SEARCH_LIMIT}`,
    [`%${likeEscape(needle)}%`],
  );
  return rows;
}

/** A row of an offboarding request: its key and, when given, the `active` state the caller saw. */
export interface OffboardRequestRow extends InternalUserKey {
  active?: boolean;
}

/** What an offboarding request would do: the users to offboard and the ones it leaves alone. */
export interface OffboardPlan {
  /** Active users of the request, as they are now. */
  offboard: InternalUserRow[];
  /** Users already inactive, as they are now, with the reason. */
  skipped: OffboardSkipped[];
}

const label = (key: InternalUserKey) => `${key.tenantId}/${key.email}`;
const keyId = (key: InternalUserKey) => label({ tenantId: key.tenantId, email: key.email.toLowerCase() });

/**
 * Checks that every row names an existing user that may be offboarded and is still in the state the
 * caller saw, and splits the request: active users are offboarded, inactive ones are skipped
 * ('Already inactive'). Both lists are in the request's order.
 *
 * @throws HttpError 404 naming the unknown rows; 400 naming rows of a protected type
 *   (OWNER, SYSTEM_LOGIN_ADMIN, RESELLER_BUYER_USER); 409 ({@link offboardChangedMessage}) naming
 *   the rows whose `active` is not the user's state any more.
 */
export async function planOffboarding(db: Queryable, requested: readonly OffboardRequestRow[]): Promise<OffboardPlan> {
  const { rows } = await db.query<InternalUserRow>(
    `select u.tenant_id as "tenantId", u.email, u.user_type as type, u.active from internal_users u
     join json_to_recordset($1::json) as k("tenantId" text, email text) on u.tenant_id = k."tenantId" and lower(u.email) = lower(k.email)`,
    [JSON.stringify(requested.map(({ tenantId, email }) => ({ tenantId, email })))],
  );
  const current = new Map(rows.map((row) => [keyId(row), row]));
  const missing = requested.filter((key) => !current.has(keyId(key)));
  if (missing.length > 0) throw notFound(`Internal user(s) not found: ${missing.map(label).join(', ')}`);
  const protectedRows = rows.filter((row) => PROTECTED_USER_TYPES.includes(row.type));
  if (protectedRows.length > 0) {
    throw badRequest(`Users of type ${PROTECTED_USER_TYPES.join(', ')} cannot be offboarded: ${protectedRows.map(label).join(', ')}`);
  }
  const now = requested.map((key) => ({ key, user: current.get(keyId(key)) as InternalUserRow }));
  const changed = now.filter(({ key, user }) => key.active !== undefined && key.active !== user.active);
  if (changed.length > 0) {
    throw conflict(offboardChangedMessage(changed.map(({ user }) => `${label(user)} (now ${user.active ? 'active' : 'inactive'})`)));
  }
  return {
    offboard: now.filter(({ user }) => user.active).map(({ user }) => user),
    skipped: now.filter(({ user }) => !user.active).map(({ user }) => ({ ...user, reason: OFFBOARD_SKIP_REASONS.alreadyInactive })),
  };
}

/**
 * Deactivates the active users among `keys` (active = false, recording who and when) in one
 * statement; users already inactive and protected types are never touched even if asked.
 *
 * @returns the offboarded rows as they are now.
 */
export async function offboardInternalUsers(db: Queryable, keys: readonly InternalUserKey[], offboardedBy: string): Promise<InternalUserRow[]> {
  const { rows } = await db.query<InternalUserRow>(
    `update internal_users u set active = false, offboarded_at = now(), offboarded_by = $2
     from json_to_recordset($1::json) as k("tenantId" text, email text)
     where u.tenant_id = k."tenantId" and lower(u.email) = lower(k.email) and u.active and u.user_type <> all($3::text[])
     returning u.tenant_id as "tenantId", u.email, u.user_type as type, u.active`,
    [JSON.stringify(keys.map(({ tenantId, email }) => ({ tenantId, email }))), offboardedBy, PROTECTED_USER_TYPES],
  );
  return rows.sort((a, b) => a.email.localeCompare(b.email) || a.tenantId.localeCompare(b.tenantId));
}
