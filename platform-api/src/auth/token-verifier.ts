import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Role } from '../contract.js';
import { rolesFromGroups } from './roles.js';

/** The signed-in user of a request, read from a verified Cognito token. */
export interface AuthenticatedUser {
  /** `cognito:username` (ID token) or `username` (access token). */
  username: string;
  /** `email` claim; empty for access tokens, which carry none. */
  email: string;
  /** `cognito:groups`, as signed. */
  groups: string[];
  /** Console roles from the groups (no groups -> PLATFORM_ADMIN); empty for non-console users. */
  roles: Role[];
  tokenUse: 'id' | 'access';
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
  /** The app client id: `aud` of ID tokens, `client_id` of access tokens. */
  audience: string;
  /** Key set to check signatures with; see {@link remoteKeySet}. */
  keySet: JWTVerifyGetKey;
  /** Clock tolerance in seconds for `exp`/`nbf`; default 5. */
  clockToleranceSeconds?: number;
}

/** Verifies one bearer token and returns its user. */
export type TokenVerifier = (token: string) => Promise<AuthenticatedUser>;

/** Key set fetched (and cached by jose) from the user pool's JWKS URL. */
export function remoteKeySet(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl));
}

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Builds the verifier of Cognito tokens (ARCHITECTURE.md "Token verification in the API"):
 * RS256 signature against the key set (HS256, `alg: none` and every other algorithm are refused
 * before any key is looked up), `exp` (required), `iss` in the allow-list, `token_use` of `id`
 * (then `aud` must be the app client id) or `access` (then `client_id` must be).
 *
 * @throws TokenRejectedError from the returned function for any token that fails a check (401);
 *   KeySetUnavailableError when the key set cannot be fetched or read (500).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keySet = guardKeySet(options.keySet);
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
    const tokenUse = stringClaim(payload, 'token_use');
    if (tokenUse === 'id') {
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!audiences.includes(options.audience)) throw new TokenRejectedError('Token rejected: aud claim check failed');
    } else if (tokenUse === 'access') {
      if (stringClaim(payload, 'client_id') !== options.audience) throw new TokenRejectedError('Token rejected: client_id claim check failed');
    } else {
      throw new TokenRejectedError('Token rejected: token_use claim check failed');
    }
    const rawGroups = payload['cognito:groups'];
    const groups = Array.isArray(rawGroups) ? rawGroups.filter((group): group is string => typeof group === 'string') : [];
    return {
      username: stringClaim(payload, 'cognito:username') ?? stringClaim(payload, 'username') ?? payload.sub ?? '',
      email: stringClaim(payload, 'email') ?? '',
      groups,
      roles: rolesFromGroups(groups),
      tokenUse,
    };
  };
}
