import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, UnsecuredJWT } from 'jose';
import { roleMapFromGroups, rolesFromGroups } from '../../src/auth/roles.js';
import { actorOf, createTokenVerifier, remoteKeySet, TokenRejectedError, type TokenVerifier } from '../../src/auth/token-verifier.js';
import { createTestSigner, TEST_AUDIENCE, TEST_ISSUER, type TestSigner } from '../support/test-tokens.js';
import { createTestApp, SETUP_TIMEOUT_MS } from '../support/test-app.js';

/** Claims of an otherwise valid ID token of the test pool, for tokens signed other than RS256. */
function idTokenClaims(): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    token_use: 'id',
    'cognito:username': 'intruder',
    'cognito:groups': ['FINANCE'],
    iss: TEST_ISSUER,
    aud: TEST_AUDIENCE,
    sub: 'sub-intruder',
    iat: now - 10,
    exp: now + 600,
  };
}

/** A local HTTP server answering every request with `status` and `body`; closed by the caller. */
async function serveKeySet(status: number, body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_test_pool/.well-known/jwks.json`, server };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    // The key-set fetch keeps its connection alive.
    server.closeAllConnections();
  });

/** A URL nothing listens on: a port that was free a moment ago. */
async function unreachableUrl(): Promise<string> {
  const { url, server } = await serveKeySet(200, '{}');
  await closeServer(server);
  return url;
}

describe('roles from cognito:groups', () => {
  it('treats a user without groups as PLATFORM_ADMIN', () => {
    expect(roleMapFromGroups(undefined)).toEqual({ PLATFORM_ADMIN: true, FINANCE: false, CLIENT_SUCCESS: false, ORG_ADMIN: false });
    expect(rolesFromGroups([])).toEqual(['PLATFORM_ADMIN']);
  });

  it('sets one flag per known group and ignores unknown groups', () => {
    expect(rolesFromGroups(['ORG_ADMIN', 'PLATFORM_ADMIN'])).toEqual(['PLATFORM_ADMIN', 'ORG_ADMIN']);
    expect(rolesFromGroups(['STOREFRONT_BUYER'])).toEqual([]);
  });
});

describe('createTokenVerifier', () => {
  let signer: TestSigner;
  let verify: TokenVerifier;
  beforeAll(async () => {
    signer = await createTestSigner();
    verify = createTokenVerifier({ issuers: ['https://other.example', TEST_ISSUER], audience: TEST_AUDIENCE, keySet: signer.keySet });
  }, SETUP_TIMEOUT_MS);

  const rejection = async (token: string) => {
    try {
      await verify(token);
    } catch (error) {
      expect(error).toBeInstanceOf(TokenRejectedError);
      return (error as Error).message;
    }
    throw new Error('token was accepted');
  };

  it('accepts an ID token of the app client and reads the user', async () => {
    const user = await verify(await signer.sign({ groups: ['FINANCE'], username: 'finance', email: 'finance@px.local' }));
    expect(user).toEqual({ username: 'finance', sub: 'sub-finance', email: 'finance@px.local', groups: ['FINANCE'], roles: ['FINANCE'], tokenUse: 'id' });
  });

  it('refuses an access token, even one whose client_id is the app client (only ID tokens)', async () => {
    expect(await rejection(await signer.sign({ tokenUse: 'access', groups: ['ORG_ADMIN'], username: 'org' }))).toBe('Token rejected: only ID tokens are accepted');
    expect(await rejection(await signer.sign({ tokenUse: 'access', clientId: 'someone-else' }))).toBe('Token rejected: only ID tokens are accepted');
  });

  it('refuses an ID token for another audience', async () => {
    expect(await rejection(await signer.sign({ audience: 'another-app' }))).toBe('Token rejected: aud claim check failed');
  });

  it('refuses an issuer outside the allow-list', async () => {
    expect(await rejection(await signer.sign({ issuer: 'https://evil.example' }))).toBe('Token rejected: iss claim check failed');
  });

  it('refuses an expired token', async () => {
    expect(await rejection(await signer.sign({ expiresIn: -60 }))).toBe('Token expired');
  });

  it('refuses a token_use other than id', async () => {
    expect(await rejection(await signer.sign({ tokenUse: 'refresh' as 'id' }))).toBe('Token rejected: only ID tokens are accepted');
  });

  it('refuses a token signed by another key, and garbage', async () => {
    const stranger = await createTestSigner();
    expect(await rejection(await stranger.sign())).toBe('Invalid token');
    expect(await rejection('not-a-jwt')).toBe('Invalid token');
  });

  it('refuses a token without exp', async () => {
    expect(await rejection(await signer.sign({ expiresIn: null }))).toBe('Token rejected: exp claim check failed');
  });

  it('refuses an HS256 token (a shared secret instead of the pool key)', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!');
    const hs256 = await new SignJWT(idTokenClaims()).setProtectedHeader({ alg: 'HS256', kid: 'test-key' }).sign(secret);
    expect(await rejection(hs256)).toBe('Invalid token');
  });

  it('refuses an unsigned alg:none token', async () => {
    const unsigned = new UnsecuredJWT(idTokenClaims()).encode();
    expect(unsigned.endsWith('.')).toBe(true);
    expect(await rejection(unsigned)).toBe('Invalid token');
    // The same token with a forged RS256 header and no signature.
    const [, payload] = unsigned.split('.');
    const forgedHeader = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'test-key' })).toString('base64url');
    expect(await rejection(`${forgedHeader}.${payload}.`)).toBe('Invalid token');
  });

  it('maps no groups to PLATFORM_ADMIN', async () => {
    expect((await verify(await signer.sign({ groups: undefined }))).roles).toEqual(['PLATFORM_ADMIN']);
  });
});

describe('a key set that cannot be fetched (our failure, not the caller\'s)', () => {
  let signer: TestSigner;
  beforeAll(async () => {
    signer = await createTestSigner();
  }, SETUP_TIMEOUT_MS);

  const failure = async (jwksUrl: string) => {
    const verify = createTokenVerifier({ issuers: [TEST_ISSUER], audience: TEST_AUDIENCE, keySet: remoteKeySet(jwksUrl) });
    return verify(await signer.sign()).then(
      () => {
        throw new Error('token was accepted');
      },
      (error: unknown) => error,
    );
  };

  it('is not a token rejection when nothing listens at the JWKS URL', async () => {
    expect(await failure(await unreachableUrl())).not.toBeInstanceOf(TokenRejectedError);
  });

  it.each([
    [503, '{"message":"unavailable"}'],
    [200, 'not json'],
    [200, '{"keys":"none"}'],
  ])('is not a token rejection when the JWKS URL answers %i %s', async (status, body) => {
    const { url, server } = await serveKeySet(status, body);
    try {
      expect(await failure(url)).not.toBeInstanceOf(TokenRejectedError);
    } finally {
      await closeServer(server);
    }
  });

  it(
    'answers 500 without details instead of 401',
    async () => {
      const { url, server } = await serveKeySet(503, '{"message":"unavailable"}');
      const unreachable = await unreachableUrl();
      for (const jwksUrl of [url, unreachable]) {
        const t = await createTestApp({ keySet: remoteKeySet(jwksUrl) });
        try {
          const response = await t.as('FINANCE', { method: 'GET', url: '/billing/clients' });
          expect(response.statusCode).toBe(500);
          expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
        } finally {
          await t.close();
        }
      }
      await closeServer(server);
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('actorOf', () => {
  it('records a user by email, else by username', () => {
    expect(actorOf({ email: 'finance@px.local', username: '847f1b5c-3b30-426a-8a75-8cd9c13176b2' })).toBe('finance@px.local');
    expect(actorOf({ email: '', username: 'svc-billing' })).toBe('svc-billing');
    expect(actorOf(null)).toBe('unknown');
  });
});
