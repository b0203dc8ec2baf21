import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { isAmazonCognitoIssuer, LOCAL_ENVIRONMENT } from '../config.js';
import type { Role } from '../contract.js';
import { rolesFromGroups } from './roles.js';
import {
  CachedUserStatus,
  CognitoUserStatusSource,
  processRevocations,
  userPoolOfJwksUrl,
  type UserStatusSource,
} from './user-status.js';
import type { RevocationCheck } from './revocations.js';

/** The signed-in user of a request, read from a verified Cognito token. */
export interface AuthenticatedUser {
  /** `cognito:username`. */
  username: string;
  /** `sub` claim; empty when the token carries none. */
  sub: string;
  /** `email` claim; empty when the token carries none. */
  email: string;
  /** `cognito:groups`, as signed. */
  groups: string[];
  /** Console roles from the groups (no groups -> PLATFORM_ADMIN); empty for non-console users. */
  roles: Role[];
  /** Only ID tokens are accepted (docs/api.md#roles-and-tokens). */
  tokenUse: 'id';
}

/**
 * How a user is recorded as the author of a change (status history, payments, offboarding): the
 * email when the token carries one (Cognito pools that sign in by email use a UUID as username),
 * else the username.
 */
export function actorOf(user: Pick<AuthenticatedUser, 'email' | 'username'> | null): string {
  return user?.email || user?.username || 'unknown';
}

/** Why a token was refused; the message is safe to show to the caller. */
export class TokenRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenRejectedError';
  }
}

/**
 * The key set could not give a key: its URL cannot be reached, answers other than 200, or does not
 * hold a JSON Web Key Set. This is the API's failure, answered 500 without details, never a 401.
 */
export class KeySetUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The token signing key set is unavailable', { cause });
    this.name = 'KeySetUnavailableError';
  }
}

/**
 * `keySet` with its failures split: no key for the token's `kid` stays a jose error (the token's
 * fault, 401); anything else becomes a {@link KeySetUnavailableError}.
 */
function guardKeySet(keySet: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (protectedHeader, token) => {
    try {
      return await keySet(protectedHeader, token);
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey || error instanceof joseErrors.JWKSMultipleMatchingKeys) throw error;
      throw new KeySetUnavailableError(error);
    }
  };
}

/** Options of {@link createTokenVerifier}. */
export interface TokenVerifierOptions {
  /** Allowed `iss` values. */
  issuers: readonly string[];
  /** The app client id: the `aud` of ID tokens. */
  audience: string;
  /** Key set to check signatures with; see {@link remoteKeySet}. */
  keySet: JWTVerifyGetKey;
  /** Clock tolerance in seconds for `exp`/`nbf`; default 5. */
  clockToleranceSeconds?: number;
  /**
   * Where the API runs (`AuthConfig.environment`). Outside `local`, a token whose issuer is not
   * Amazon Cognito's (cognito-local's, whose signing key is public) is refused even when listed in
   * `issuers`. Default `local`: the allow-list alone decides (loadConfig already refuses to start a
   * non-local API whose AUTH_ISSUERS lists such an issuer).
   */
  environment?: string;
  /**
   * Where to ask whether the user is still enabled. Default: the user pool that publishes `keySet`
   * when it is a {@link remoteKeySet} (AdminGetUser through the AWS SDK); none for any other key set
   * (tests, benchmarks).
   */
  userStatus?: UserStatusSource;
  /** How long an answer of `userStatus` is reused, ms: 1 to 60 000, default 30 000. */
  userStatusTtlMs?: number;
  /** Clock of the status cache, ms since the epoch; default `Date.now`. */
  now?: () => number;
  /** Users refused at once; default the process-wide list {@link revokeUser} writes. */
  revocations?: RevocationCheck;
}

/** Verifies one bearer token and returns its user. */
export type TokenVerifier = (token: string) => Promise<AuthenticatedUser>;

/** JWKS URLs of the key sets made by {@link remoteKeySet}, so a verifier can ask their pool about users. */
const jwksUrls = new WeakMap<JWTVerifyGetKey, string>();

/** Key set fetched (and cached by jose) from the user pool's JWKS URL. */
export function remoteKeySet(jwksUrl: string): JWTVerifyGetKey {
  const keySet = createRemoteJWKSet(new URL(jwksUrl));
  jwksUrls.set(keySet, jwksUrl);
  return keySet;
}

/**
 * The status source of a pool's own key set; `undefined` for a key set given otherwise.
 *
 * @throws Error when the key set's URL is not a user pool's (`<endpoint>/<pool id>/.well-known/jwks.json`),
 *   so no pool could be asked about its users.
 */
function poolUserStatus(keySet: JWTVerifyGetKey): UserStatusSource | undefined {
  const jwksUrl = jwksUrls.get(keySet);
  if (jwksUrl === undefined) return undefined;
  const pool = userPoolOfJwksUrl(jwksUrl);
  if (!pool) throw new Error(`auth: ${jwksUrl} is not a user pool's key set (<endpoint>/<user pool id>/.well-known/jwks.json): disabled users could not be refused`);
  return new CognitoUserStatusSource(pool);
}

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' ? value : undefined;
}

/** `cognito:groups` when it is absent (no groups) or a list of strings; `null` for anything else. */
function groupsClaim(payload: JWTPayload): string[] | null {
  const value = payload['cognito:groups'];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((group): group is string => typeof group === 'string')) return null;
  return value;
}

/**
 * Builds the verifier of Cognito ID tokens (docs/api.md#roles-and-tokens). Every check
 * fails closed:
 * - RS256 signature against the key set (HS256, `alg: none` and every other algorithm are refused
 *   before any key is looked up), `exp` (required), `iss` in the allow-list;
 * - outside the local environment, no issuer other than Amazon Cognito's;
 * - `token_use` must be `id` (access tokens are refused) and `aud` the app client id;
 * - `cognito:username` a non-empty string, `cognito:groups` absent or a list of strings (a string
 *   is not read as "no groups", which would mean PLATFORM_ADMIN);
 * - the user not revoked on this process ({@link revokeUser}) and, with a status source, enabled and
 *   present in the pool, asked at most once per user every `userStatusTtlMs` (so a disabled or
 *   deleted user is refused within that time, 30 s by default and never more than 60 s).
 *
 * @throws Error at creation when `keySet` is a {@link remoteKeySet} whose URL is not a user pool's.
 * @throws TokenRejectedError from the returned function for any token that fails a check (401);
 *   KeySetUnavailableError when the key set cannot be fetched or read, UserStatusUnavailableError
 *   when the pool cannot tell the user's status (both the API's failure, answered 500 without details).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keySet = guardKeySet(options.keySet);
  const environment = options.environment ?? LOCAL_ENVIRONMENT;
  const revocations = options.revocations ?? processRevocations;
  const source = options.userStatus ?? poolUserStatus(options.keySet);
  const userStatus = source
    ? new CachedUserStatus(source, { ...(options.userStatusTtlMs !== undefined ? { ttlMs: options.userStatusTtlMs } : {}), ...(options.now ? { now: options.now } : {}) })
    : null;
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer: [...options.issuers],
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iss'],
        clockTolerance: options.clockToleranceSeconds ?? 5,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenRejectedError('Token expired');
      if (error instanceof joseErrors.JWTClaimValidationFailed) throw new TokenRejectedError(`Token rejected: ${error.claim} claim check failed`);
      // An unusable key set is our failure (5xx), not the caller's.
      if (error instanceof KeySetUnavailableError) throw error;
      if (error instanceof joseErrors.JOSEError) throw new TokenRejectedError('Invalid token');
      throw error;
    }
    if (environment !== LOCAL_ENVIRONMENT && !isAmazonCognitoIssuer(payload.iss ?? '')) {
      throw new TokenRejectedError('Token rejected: iss claim check failed');
    }
    if (stringClaim(payload, 'token_use') !== 'id') throw new TokenRejectedError('Token rejected: only ID tokens are accepted');
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audiences.includes(options.audience)) throw new TokenRejectedError('Token rejected: aud claim check failed');
    const username = stringClaim(payload, 'cognito:username');
    if (!username) throw new TokenRejectedError('Token rejected: cognito:username claim check failed');
    const groups = groupsClaim(payload);
    if (groups === null) throw new TokenRejectedError('Token rejected: cognito:groups claim check failed');
    const sub = payload.sub ?? '';
    const email = stringClaim(payload, 'email') ?? '';
    if (await revocations.isRevoked([username, sub, email], payload.iat)) throw new TokenRejectedError("Token rejected: the user's access was revoked");
    const status = userStatus ? await userStatus.statusOf(username) : 'active';
    if (status === 'disabled') throw new TokenRejectedError('Token rejected: the user is disabled');
    if (status === 'deleted') throw new TokenRejectedError('Token rejected: the user no longer exists');
    return { username, sub, email, groups, roles: rolesFromGroups(groups), tokenUse: 'id' };
  };
}

export { revokeUser, type UserStatusSource } from './user-status.js';
