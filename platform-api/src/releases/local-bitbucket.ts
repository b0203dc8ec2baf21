/**
 * The local Bitbucket (docs/operations.md#providers-the-local-stand-ins-and-the-real-ones): checks
 * a Bitbucket user and app password against `local_bitbucket_users`, where each app password is
 * held only as a scrypt hash (node:crypto). The password given is compared and forgotten: never
 * stored, never logged.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** The Bitbucket of the deployment steps: who may open, approve and merge pull requests. */
export interface CodeHost {
  /** Whether `user` exists and `appPassword` is their app password. Never throws for wrong credentials. */
  verify(user: string, appPassword: string): Promise<boolean>;
}

/** scrypt cost parameters of new hashes: N 2^14, r 8, p 1, 32-byte key, 16-byte salt. */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * The stored form of an app password: `scrypt$N$r$p$<salt base64>$<hash base64>` (a random salt).
 *
 * @example hashAppPassword('secret').startsWith('scrypt$16384$8$1$') // true
 */
export function hashAppPassword(appPassword: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(appPassword, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/**
 * Whether `appPassword` matches a hash of {@link hashAppPassword}, compared in constant time;
 * `false` for a malformed hash.
 */
export async function appPasswordMatches(appPassword: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(appPassword, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no password matches, compared for unknown users so they take as long as known ones. */
const UNKNOWN_USER_HASH = hashAppPassword(randomBytes(24).toString('base64'));

/** {@link CodeHost} on the local database's `local_bitbucket_users`. */
export class LocalBitbucket implements CodeHost {
  constructor(private readonly db: Queryable) {}

  async verify(user: string, appPassword: string): Promise<boolean> {
    const { rows } = await this.db.query<{ password_hash: string }>('select password_hash from local_bitbucket_users where username = $1', [user.trim()]);
    const matches = await appPasswordMatches(appPassword, rows[0]?.password_hash ?? UNKNOWN_USER_HASH);
    return matches && rows.length > 0;
  }
}
