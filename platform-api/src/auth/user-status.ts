import { AdminGetUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';

/**
 * Whether a pool user may still call the API (docs/api.md#roles-and-tokens): `active`, `disabled`
 * (AdminDisableUser, the console's offboarding) or `deleted` (no such user in the pool any more).
 */
export type UserStatus = 'active' | 'disabled' | 'deleted';

/** Where the token verifier asks for a user's status: the user pool, or a fake in tests. */
export interface UserStatusSource {
  /**
   * The status of the pool user `username` (the ID token's `cognito:username`; a `sub` works too).
   *
   * @throws UserStatusUnavailableError when the pool cannot answer (unreachable, refused, unknown pool).
   */
  statusOf(username: string): Promise<UserStatus>;
}

/**
 * The user pool could not tell a user's status. The API's failure, not the caller's: the request is
 * refused without details (500 through the error handler), never let through and never a 401, which
 * would tell the console its user is signed out.
 */
export class UserStatusUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The user pool could not tell whether the user is still enabled', { cause });
    this.name = 'UserStatusUnavailableError';
  }
}

/** Where a user pool answers its admin calls. */
export interface UserPoolLocation {
  /** Service endpoint, e.g. `https://cognito-idp.eu-west-1.amazonaws.com` or cognito-local's `http://127.0.0.1:9229`. */
  endpoint: string;
  region: string;
  userPoolId: string;
  /** Amazon Cognito itself (credentials from the default AWS chain) rather than cognito-local. */
  amazon: boolean;
}

/**
 * The user pool that publishes the key set at `jwksUrl`, `<endpoint>/<user pool id>/.well-known/jwks.json`
 * (Amazon Cognito's and cognito-local's form alike); `null` for any other URL.
 */
export function userPoolOfJwksUrl(jwksUrl: string): UserPoolLocation | null {
  if (!URL.canParse(jwksUrl)) return null;
  const url = new URL(jwksUrl);
  const match = /^\/([A-Za-z0-9_-]+)\/\.well-known\/jwks\.json$/.exec(url.pathname);
  if (!match?.[1]) return null;
  const amazon = /^cognito-idp\.([a-z0-9-]+)\.amazonaws\.com(\.cn)?$/.exec(url.hostname);
  return {
    endpoint: url.origin,
    // cognito-local ignores the region; its pool ids are `local_<id>`.
    region: amazon?.[1] ?? 'us-east-1',
    userPoolId: match[1],
    amazon: amazon !== null && url.protocol === 'https:',
  };
}

/**
 * Asks the user pool with AdminGetUser. Amazon Cognito needs credentials allowed
 * `cognito-idp:AdminGetUser` on the pool (the default AWS credential chain); cognito-local accepts any.
 */
export class CognitoUserStatusSource implements UserStatusSource {
  private readonly client: CognitoIdentityProviderClient;

  constructor(
    private readonly pool: UserPoolLocation,
    client?: CognitoIdentityProviderClient,
  ) {
    this.client =
      client ??
      new CognitoIdentityProviderClient({
        region: pool.region,
        ...(pool.amazon ? {} : { endpoint: pool.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
        // One attempt: the caller is waiting, and a failure is answered at once.
        maxAttempts: 1,
      });
  }

  /** {@inheritDoc UserStatusSource.statusOf} */
  async statusOf(username: string): Promise<UserStatus> {
    try {
      const user = await this.client.send(new AdminGetUserCommand({ UserPoolId: this.pool.userPoolId, Username: username }));
      return user.Enabled === false ? 'disabled' : 'active';
    } catch (error) {
      if (error instanceof UserNotFoundException || (error as { name?: unknown } | null)?.name === 'UserNotFoundException') return 'deleted';
      throw new UserStatusUnavailableError(error);
    }
  }
}

/** The longest time a cached status may be reused, ms: a revoked user is refused within 60 s (docs/api.md#roles-and-tokens). */
export const MAX_USER_STATUS_TTL_MS = 60_000;
/** How long a status is reused by default, ms. */
export const DEFAULT_USER_STATUS_TTL_MS = 30_000;

/** Options of {@link CachedUserStatus}. */
export interface CachedUserStatusOptions {
  /** How long an answer of the pool is reused, ms; 1 to {@link MAX_USER_STATUS_TTL_MS}, default {@link DEFAULT_USER_STATUS_TTL_MS}. */
  ttlMs?: number;
  /** The clock, ms since the epoch; default `Date.now`. */
  now?: () => number;
  /** Users remembered at most; the oldest answer is dropped first. Default 10 000. */
  maxEntries?: number;
}

/**
 * A {@link UserStatusSource} that reuses each answer for `ttlMs` and asks once for concurrent
 * requests of the same user. Failures are not cached (the next request asks again), and an answer
 * older than `ttlMs` is never used, not even while the pool is unreachable (fail closed).
 *
 * @throws RangeError from the constructor when `ttlMs` is not between 1 and 60 000 ms.
 */
export class CachedUserStatus implements UserStatusSource {
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly answers = new Map<string, { status: UserStatus; until: number }>();
  private readonly pending = new Map<string, Promise<UserStatus>>();

  constructor(
    private readonly source: UserStatusSource,
    options: CachedUserStatusOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? DEFAULT_USER_STATUS_TTL_MS;
    if (!Number.isFinite(this.ttlMs) || this.ttlMs < 1 || this.ttlMs > MAX_USER_STATUS_TTL_MS) {
      throw new RangeError(`The user-status TTL must be 1 to ${MAX_USER_STATUS_TTL_MS} ms, got ${this.ttlMs}`);
    }
    this.now = options.now ?? (() => Date.now());
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** {@inheritDoc UserStatusSource.statusOf} */
  async statusOf(username: string): Promise<UserStatus> {
    const cached = this.answers.get(username);
    if (cached && cached.until > this.now()) return cached.status;
    const asking = this.pending.get(username);
    if (asking) return asking;
    const question = this.source.statusOf(username).then(
      (status) => {
        this.pending.delete(username);
        this.answers.delete(username);
        if (this.answers.size >= this.maxEntries) {
          const oldest = this.answers.keys().next();
          if (!oldest.done) this.answers.delete(oldest.value);
        }
        this.answers.set(username, { status, until: this.now() + this.ttlMs });
        return status;
      },
      (error: unknown) => {
        this.pending.delete(username);
        throw error;
      },
    );
    this.pending.set(username, question);
    return question;
  }

  /** Forgets `username`'s answer, so its next request asks the pool. */
  forget(username: string): void {
    this.answers.delete(username);
  }
}

/**
 * Cognito's longest ID-token validity (1 day), ms: a revocation older than this can match no token
 * still unexpired, so it is dropped.
 */
const LONGEST_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Users the console itself disabled (offboarding), refused at once on this API process without
 * waiting for the user-status cache: every token issued at or before the revocation is refused.
 * Other processes learn it from the pool within the status TTL.
 */
export class RevocationList {
  /** Revocation instants (ms since the epoch) by lower-cased username, sub or email. */
  private readonly revokedAt = new Map<string, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /**
   * Refuses from now on every token of `user` issued at or before this instant.
   *
   * @param user the user's `cognito:username`, `sub` or email, in any case.
   */
  revoke(user: string): void {
    const now = this.now();
    for (const [key, at] of this.revokedAt) if (at < now - LONGEST_TOKEN_LIFETIME_MS) this.revokedAt.delete(key);
    this.revokedAt.set(user.toLowerCase(), now);
  }

  /**
   * Whether a token of a user known by `ids` (its `cognito:username`, `sub`, email) issued at
   * `issuedAtSeconds` (the `iat` claim, seconds since the epoch; `undefined` when the token has
   * none, which counts as revoked) was revoked.
   */
  isRevoked(ids: readonly string[], issuedAtSeconds: number | undefined): boolean {
    return ids.some((id) => {
      const at = id ? this.revokedAt.get(id.toLowerCase()) : undefined;
      return at !== undefined && (issuedAtSeconds === undefined || issuedAtSeconds * 1000 <= at);
    });
  }
}

/** The revocations of this API process, which {@link revokeUser} writes and every token verifier reads. */
export const processRevocations = new RevocationList();

/**
 * Refuses the user at once (401 on every route of this API process) for every token issued until
 * now: the offboard route calls it for each user it disabled, so the pool check's window (up to 60
 * s, docs/api.md#roles-and-tokens) does not apply to them. A token issued later is accepted again
 * if the pool says the user is enabled.
 *
 * @param user the user's `cognito:username`, `sub` or email, in any case.
 */
export function revokeUser(user: string): void {
  processRevocations.revoke(user);
}
