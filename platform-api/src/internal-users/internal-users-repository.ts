import type { InternalUserRow, InternalUserType } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { likeEscape } from '../db/sql.js';
import { badRequest, notFound } from '../lib/http-error.js';

/** Types that can never be offboarded from the console (spec 01 §5 "Internal users"). */
export const PROTECTED_USER_TYPES: readonly InternalUserType[] = ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER'];

/** Most rows one search answers. */
export const SEARCH_LIMIT = 1000;

/** The key of an internal user row: tenant id plus email (spec 01 §3). */
export interface InternalUserKey {
  tenantId: string;
  email: string;
}

const ROW_COLUMNS = 'tenant_id as "tenantId", email, user_type as type, active';

/**
 * Internal users whose email contains `text`, ignoring case (spec 01 §7 "Internal users"), sorted
 * by email then tenant, at most {@link SEARCH_LIMIT} rows.
 *
 * @throws HttpError 400 when `text` is blank.
 */
export async function searchInternalUsers(db: Queryable, text: string): Promise<InternalUserRow[]> {
  const needle = text.trim().toLowerCase();
  if (!needle) throw badRequest('body/email must not be blank');
  const { rows } = await db.query<InternalUserRow>(
    `select ${ROW_COLUMNS} from internal_users where lower(email) like $1 escape '\\' order by email, tenant_id limit ${SEARCH_LIMIT}`,
    [`%${likeEscape(needle)}%`],
  );
  return rows;
}

/**
 * Checks that every key names an existing user that may be offboarded.
 *
 * @throws HttpError 404 naming the unknown rows, or 400 naming rows of a protected type
 *   (OWNER, SYSTEM_LOGIN_ADMIN, RESELLER_BUYER_USER).
 */
export async function assertOffboardable(db: Queryable, keys: readonly InternalUserKey[]): Promise<void> {
  const { rows } = await db.query<InternalUserRow>(
    `select u.tenant_id as "tenantId", u.email, u.user_type as type, u.active from internal_users u
     join json_to_recordset($1::json) as k("tenantId" text, email text) on u.tenant_id = k."tenantId" and lower(u.email) = lower(k.email)`,
    [JSON.stringify(keys.map(({ tenantId, email }) => ({ tenantId, email })))],
  );
  const label = (key: InternalUserKey) => `${key.tenantId}/${key.email}`;
  const found = new Set(rows.map((row) => label({ tenantId: row.tenantId, email: row.email.toLowerCase() })));
  const missing = keys.filter((key) => !found.has(label({ tenantId: key.tenantId, email: key.email.toLowerCase() })));
  if (missing.length > 0) throw notFound(`Internal user(s) not found: ${missing.map(label).join(', ')}`);
  const protectedRows = rows.filter((row) => PROTECTED_USER_TYPES.includes(row.type));
  if (protectedRows.length > 0) {
    throw badRequest(`Users of type ${PROTECTED_USER_TYPES.join(', ')} cannot be offboarded: ${protectedRows.map(label).join(', ')}`);
  }
}

/**
 * Deactivates the users (active = false, recording who and when) in one statement; protected types
 * are never touched even if asked.
 *
 * @returns the offboarded rows as they are now.
 */
export async function offboardInternalUsers(db: Queryable, keys: readonly InternalUserKey[], offboardedBy: string): Promise<InternalUserRow[]> {
  const { rows } = await db.query<InternalUserRow>(
    `update internal_users u set active = false, offboarded_at = now(), offboarded_by = $2
     from json_to_recordset($1::json) as k("tenantId" text, email text)
     where u.tenant_id = k."tenantId" and lower(u.email) = lower(k.email) and u.user_type <> all($3::text[])
     returning u.tenant_id as "tenantId", u.email, u.user_type as type, u.active`,
    [JSON.stringify(keys.map(({ tenantId, email }) => ({ tenantId, email }))), offboardedBy, PROTECTED_USER_TYPES],
  );
  return rows.sort((a, b) => a.email.localeCompare(b.email) || a.tenantId.localeCompare(b.tenantId));
}
