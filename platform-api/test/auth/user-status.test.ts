import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTokenVerifier, remoteKeySet, revokeUser, TokenRejectedError, type TokenVerifier } from '../../src/auth/token-verifier.js';
import {
  CachedUserStatus,
  CognitoUserStatusSource,
  RevocationList,
  userPoolOfJwksUrl,
  UserStatusUnavailableError,
  type UserStatus,
  type UserStatusSource,
} from '../../src/auth/user-status.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';
import { TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.js';
import { createRawSigner, type RawSigner } from './raw-signer.js';

/** A pool held in memory: each user's status, the questions asked, and whether it is down. */
class FakePool implements UserStatusSource {
  readonly statuses = new Map<string, UserStatus>();
  readonly asked: string[] = [];
  down = false;

  async statusOf(username: string): Promise<UserStatus> {
    this.asked.push(username);
    if (this.down) throw new UserStatusUnavailableError(new Error('connect ECONNREFUSED'));
    return this.statuses.get(username) ?? 'deleted';
  }
}

/** A clock the test moves by hand, ms. */
function manualClock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

const rejectionOf = async (verify: TokenVerifier, token: string): Promise<string> => {
  try {
    await verify(token);
  } catch (error) {
    expect(error).toBeInstanceOf(TokenRejectedError);
    return (error as Error).message;
  }
  throw new Error('token was accepted');
};

/** Listens on a free port of 127.0.0.1 with `handler`; closed by the caller. */
async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ origin: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

describe('CachedUserStatus', () => {
  it('reuses an answer for exactly ttlMs, then asks the pool again', async () => {
    const pool = new FakePool();
    pool.statuses.set('ana', 'active');
    const clock = manualClock();
    const cache = new CachedUserStatus(pool, { ttlMs: 20_000, now: clock.now });
    expect(await cache.statusOf('ana')).toBe('active');
    pool.statuses.set('ana', 'disabled');
    clock.advance(19_999);
    expect(await cache.statusOf('ana')).toBe('active');
    expect(pool.asked).toEqual(['ana']);
    clock.advance(1);
    expect(await cache.statusOf('ana')).toBe('disabled');
    expect(pool.asked).toEqual(['ana', 'ana']);
  });

  it('asks once for concurrent requests of the same user', async () => {
    const pool = new FakePool();
    pool.statuses.set('ana', 'active');
    const cache = new CachedUserStatus(pool);
    expect(await Promise.all([1, 2, 3, 4, 5].map(() => cache.statusOf('ana')))).toEqual(['active', 'active', 'active', 'active', 'active']);
    expect(pool.asked).toEqual(['ana']);
  });

  it('does not cache a failure, and never uses an expired answer while the pool is down', async () => {
    const pool = new FakePool();
    pool.statuses.set('ana', 'active');
    const clock = manualClock();
    const cache = new CachedUserStatus(pool, { ttlMs: 1_000, now: clock.now });
    expect(await cache.statusOf('ana')).toBe('active');
    clock.advance(1_000);
    pool.down = true;
    await expect(cache.statusOf('ana')).rejects.toBeInstanceOf(UserStatusUnavailableError);
    pool.down = false;
    expect(await cache.statusOf('ana')).toBe('active');
    expect(pool.asked).toEqual(['ana', 'ana', 'ana']);
  });

  it('refuses a TTL above 60 s or below 1 ms', () => {
    const pool = new FakePool();
    expect(() => new CachedUserStatus(pool, { ttlMs: 60_001 })).toThrow('The user-status TTL must be 1 to 60000 ms, got 60001');
    expect(() => new CachedUserStatus(pool, { ttlMs: 0 })).toThrow(RangeError);
    expect(() => new CachedUserStatus(pool, { ttlMs: Number.NaN })).toThrow(RangeError);
    expect(() => new CachedUserStatus(pool, { ttlMs: 60_000 })).not.toThrow();
  });

  it('drops the oldest answer beyond maxEntries', async () => {
    const pool = new FakePool();
    const cache = new CachedUserStatus(pool, { maxEntries: 2 });
    for (const user of ['a', 'b', 'c', 'c', 'b', 'a']) await cache.statusOf(user);
    expect(pool.asked).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('the token verifier asks the pool whether the user is still enabled', () => {
  let raw: RawSigner;
  beforeAll(async () => {
    raw = await createRawSigner();
  });

  const verifierOn = (pool: UserStatusSource, clock = manualClock(), ttlMs?: number) =>
    createTokenVerifier({
      issuers: [TEST_ISSUER],
      audience: TEST_AUDIENCE,
      keySet: raw.keySet,
      userStatus: pool,
      now: clock.now,
      ...(ttlMs !== undefined ? { userStatusTtlMs: ttlMs } : {}),
      revocations: new RevocationList(clock.now),
    });

  it('refuses a user disabled in the pool once the 30 s default TTL has passed, asking by cognito:username', async () => {
    const pool = new FakePool();
    pool.statuses.set('847f1b5c-uuid', 'active');
    const clock = manualClock();
    const verify = verifierOn(pool, clock);
    const token = await raw.sign({ 'cognito:username': '847f1b5c-uuid', email: 'ana@px.local' });
    expect((await verify(token)).username).toBe('847f1b5c-uuid');
    pool.statuses.set('847f1b5c-uuid', 'disabled');
    clock.advance(29_999);
    expect((await verify(token)).email).toBe('ana@px.local');
    clock.advance(1);
    expect(await rejectionOf(verify, token)).toBe('Token rejected: the user is disabled');
    expect(pool.asked).toEqual(['847f1b5c-uuid', '847f1b5c-uuid']);
  });

  it('refuses a user deleted from the pool', async () => {
    const pool = new FakePool();
    expect(await rejectionOf(verifierOn(pool), await raw.sign({ 'cognito:username': 'gone' }))).toBe('Token rejected: the user no longer exists');
  });

  it('fails closed when the pool cannot answer: an error that is not a token rejection (answered 500)', async () => {
    const pool = new FakePool();
    pool.statuses.set('raw.user', 'active');
    pool.down = true;
    const verify = verifierOn(pool);
    await expect(verify(await raw.sign({}))).rejects.toBeInstanceOf(UserStatusUnavailableError);
    pool.down = false;
    expect((await verify(await raw.sign({}))).username).toBe('raw.user');
  });

  it('has no pool to ask with an injected key set and no status source (tests, benchmarks)', async () => {
    const verify = createTokenVerifier({ issuers: [TEST_ISSUER], audience: TEST_AUDIENCE, keySet: raw.keySet });
    expect((await verify(await raw.sign({ 'cognito:username': 'not-in-any-pool' }))).username).toBe('not-in-any-pool');
  });
});

describe('revocation by the console (revokeUser)', () => {
  let raw: RawSigner;
  beforeAll(async () => {
    raw = await createRawSigner();
  });

  it('refuses at once every token issued until the revocation, and accepts one issued after it', async () => {
    const clock = manualClock(Date.UTC(2026, 0, 5, 12));
    const revocations = new RevocationList(clock.now);
    const pool = new FakePool();
    pool.statuses.set('ana', 'active');
    const verify = createTokenVerifier({ issuers: [TEST_ISSUER], audience: TEST_AUDIENCE, keySet: raw.keySet, userStatus: pool, now: clock.now, revocations });
    const seconds = (ms: number) => Math.floor(ms / 1000);
    const before = await raw.sign({ 'cognito:username': 'ana', sub: 'sub-ana', iat: seconds(clock.now()) - 60 });
    expect((await verify(before)).username).toBe('ana');
    revocations.revoke('sub-ana');
    expect(await rejectionOf(verify, before)).toBe("Token rejected: the user's access was revoked");
    const sameSecond = await raw.sign({ 'cognito:username': 'ana', sub: 'sub-ana', iat: seconds(clock.now()) });
    expect(await rejectionOf(verify, sameSecond)).toBe("Token rejected: the user's access was revoked");
    const withoutIat = await raw.sign({ 'cognito:username': 'ana', sub: 'sub-ana', iat: undefined });
    expect(await rejectionOf(verify, withoutIat)).toBe("Token rejected: the user's access was revoked");
    const after = await raw.sign({ 'cognito:username': 'ana', sub: 'sub-ana', iat: seconds(clock.now()) + 1 });
    expect((await verify(after)).username).toBe('ana');
  });

  it('matches the username, sub or email in any case, and forgets a revocation after a day', async () => {
    const clock = manualClock();
    const revocations = new RevocationList(clock.now);
    const iat = Math.floor(clock.now() / 1000) - 10;
    revocations.revoke('Ana@PX.local');
    expect(revocations.isRevoked(['uuid-1', 'sub-1', 'ana@px.local'], iat)).toBe(true);
    expect(revocations.isRevoked(['uuid-2', 'sub-2', 'bob@px.local'], iat)).toBe(false);
    revocations.revoke('UUID-1');
    expect(revocations.isRevoked(['uuid-1', '', ''], iat)).toBe(true);
    clock.advance(24 * 60 * 60 * 1000 + 1);
    revocations.revoke('someone-else');
    // Both revocations are older than any token still unexpired: dropped.
    expect(revocations.isRevoked(['uuid-1', 'sub-1', 'ana@px.local'], iat)).toBe(false);
  });

  describe('on every route of the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ keySet: raw.keySet });
    }, SETUP_TIMEOUT_MS);
    afterAll(() => t.close());

    const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    it('answers 401 to the revoked user at once and 200 to others', async () => {
      const offboarded = await raw.sign({ 'cognito:username': 'd1c7-offboarded', email: 'Leaver@px.local', 'cognito:groups': ['FINANCE'] });
      const colleague = await raw.sign({ 'cognito:username': 'e2d8-colleague', email: 'stayer@px.local', 'cognito:groups': ['FINANCE'] });
      expect((await get('/account/user-info', offboarded)).statusCode).toBe(200);
      expect((await get('/billing/clients', offboarded)).statusCode).toBe(200);
      revokeUser('leaver@px.local');
      for (const url of ['/account/user-info', '/billing/clients']) {
        const refused = await get(url, offboarded);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toBe("Unauthorized: Token rejected: the user's access was revoked");
      }
      expect((await get('/billing/clients', colleague)).statusCode).toBe(200);
    });
  });
});

describe('the user pool of a remote key set', () => {
  it('is read from the JWKS URL of Amazon Cognito and of cognito-local', () => {
    expect(userPoolOfJwksUrl('https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123/.well-known/jwks.json')).toEqual({
      endpoint: 'https://cognito-idp.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_AbC123',
      amazon: true,
    });
    expect(userPoolOfJwksUrl('http://localhost:9229/local_5Qd1Lm0x/.well-known/jwks.json')).toEqual({
      endpoint: 'http://localhost:9229',
      region: 'us-east-1',
      userPoolId: 'local_5Qd1Lm0x',
      amazon: false,
    });
    expect(userPoolOfJwksUrl('http://localhost:9229/.well-known/jwks.json')).toBeNull();
    expect(userPoolOfJwksUrl('not a url')).toBeNull();
  });

  it('must exist: a verifier on a key set whose URL names no pool does not start', () => {
    expect(() => createTokenVerifier({ issuers: [TEST_ISSUER], audience: TEST_AUDIENCE, keySet: remoteKeySet('https://keys.example/jwks.json') })).toThrow(
      'auth: https://keys.example/jwks.json is not a user pool\'s key set (<endpoint>/<user pool id>/.well-known/jwks.json): disabled users could not be refused',
    );
  });

  it('cannot be asked when nothing listens at its endpoint: UserStatusUnavailableError', async () => {
    const { origin, server } = await listen((_request, response) => response.end());
    await closeServer(server);
    const source = new CognitoUserStatusSource({ endpoint: origin, region: 'us-east-1', userPoolId: 'local_gone', amazon: false });
    await expect(source.statusOf('ana')).rejects.toBeInstanceOf(UserStatusUnavailableError);
  });

  it(
    'answers 500 without details, not 401 and not 200, when the pool fails while its key set works',
    async () => {
      const raw = await createRawSigner();
      const { origin, server } = await listen((request, response) => {
        if (request.method === 'GET' && request.url === '/local_test_pool/.well-known/jwks.json') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(raw.jwks));
          return;
        }
        // AdminGetUser and every other pool call.
        response.writeHead(503, { 'content-type': 'application/x-amz-json-1.1' });
        response.end('{"__type":"ServiceUnavailableException","message":"down"}');
      });
      const t = await createTestApp({ keySet: remoteKeySet(`${origin}/local_test_pool/.well-known/jwks.json`) });
      try {
        const response = await t.app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${await raw.sign({})}` } });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
      } finally {
        await t.close();
        await closeServer(server);
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
