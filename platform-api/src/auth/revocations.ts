import type { Queryable } from '../db/database.js';
import { processRevocations, type RevocationList } from './user-status.js';

/**
 * Cognito's longest ID-token validity (1 day), ms: a revocation older than this can match no token
 * still unexpired, so it is deleted.
 */
const LONGEST_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What the token verifier asks about revocations: a {@link RevocationList} or {@link SharedRevocations}. */
export interface RevocationCheck {
  /**
   * Whether a token of a user known by `ids` (its `cognito:username`, `sub`, email) issued at
   * `issuedAtSeconds` (the `iat` claim, seconds since the epoch; `undefined` counts as revoked) was revoked.
   */
  isRevoked(ids: readonly string[], issuedAtSeconds: number | undefined): boolean | Promise<boolean>;
}

/**
 * Writes, inside the caller's transaction, that every token of `user` issued until `atMs` (ms since
 * the epoch, default now) is refused by every API instance on this database, and deletes the
 * revocations older than a day.
 *
 * @param user the user's email, `cognito:username` or `sub`, in any case.
 * @throws the database's error.
 */
export async function recordRevocation(db: Queryable, user: string, atMs: number = Date.now()): Promise<void> {
  await db.query(
    `insert into revoked_users (user_key, revoked_at) values ($1, to_timestamp($2::float8 / 1000))
     on conflict (user_key) do update set revoked_at = greatest(revoked_users.revoked_at, excluded.revoked_at)`,
    [user.toLowerCase(), atMs],
  );
  await db.query('delete from revoked_users where revoked_at < to_timestamp($1::float8 / 1000)', [atMs - LONGEST_TOKEN_LIFETIME_MS]);
}

/**
 * The revocations of every API instance on one database (docs/operations.md#scaling): this
 * process's {@link RevocationList} first, then the `revoked_users` table that
 * {@link recordRevocation} writes, read on each verified request, so an offboarding done through
 * any instance is refused by all of them on the next request.
 */
export class SharedRevocations implements RevocationCheck {
  constructor(
    private readonly db: Queryable,
    private readonly local: RevocationList = processRevocations,
  ) {}

  /**
   * {@inheritDoc RevocationCheck.isRevoked}
   *
   * @throws the database's error (the request is answered 500, never let through).
   */
  async isRevoked(ids: readonly string[], issuedAtSeconds: number | undefined): Promise<boolean> {
    if (this.local.isRevoked(ids, issuedAtSeconds)) return true;
    const keys = ids.filter((id) => id).map((id) => id.toLowerCase());
    if (keys.length === 0) return false;
    const { rows } = await this.db.query<{ at: number | null }>(
      'select (extract(epoch from max(revoked_at)) * 1000)::float8 as at from revoked_users where user_key = any($1::text[])',
      [keys],
    );
    const at = rows[0]?.at ?? null;
    return at !== null && (issuedAtSeconds === undefined || issuedAtSeconds * 1000 <= Number(at));
  }
}
