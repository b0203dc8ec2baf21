import { roleMapFromGroups, rolesFromGroups } from '../../src/auth/roles.js';
import { actorOf, createTokenVerifier, TokenRejectedError, type TokenVerifier } from '../../src/auth/token-verifier.js';
import { createTestSigner, TEST_AUDIENCE, TEST_ISSUER, type TestSigner } from '../support/test-tokens.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

describe('roles from cognito:groups (spec 01 §6)', () => {
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
    expect(user).toEqual({ username: 'finance', email: 'finance@px.local', groups: ['FINANCE'], roles: ['FINANCE'], tokenUse: 'id' });
  });

  it('accepts an access token whose client_id is the app client', async () => {
    const user = await verify(await signer.sign({ tokenUse: 'access', groups: ['ORG_ADMIN'], username: 'org' }));
    expect(user).toMatchObject({ username: 'org', email: '', roles: ['ORG_ADMIN'], tokenUse: 'access' });
  });

  it('refuses an access token of another client', async () => {
    expect(await rejection(await signer.sign({ tokenUse: 'access', clientId: 'someone-else' }))).toBe('Token rejected: client_id claim check failed');
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

  it('refuses a token_use other than id or access', async () => {
    expect(await rejection(await signer.sign({ tokenUse: 'refresh' as 'id' }))).toBe('Token rejected: token_use claim check failed');
  });

  it('refuses a token signed by another key, and garbage', async () => {
    const stranger = await createTestSigner();
    expect(await rejection(await stranger.sign())).toBe('Invalid token');
    expect(await rejection('not-a-jwt')).toBe('Invalid token');
  });

  it('maps no groups to PLATFORM_ADMIN', async () => {
    expect((await verify(await signer.sign({ groups: undefined }))).roles).toEqual(['PLATFORM_ADMIN']);
  });
});

describe('actorOf', () => {
  it('records a user by email, else by username', () => {
    expect(actorOf({ email: 'finance@px.local', username: '847f1b5c-3b30-426a-8a75-8cd9c13176b2' })).toBe('finance@px.local');
    expect(actorOf({ email: '', username: 'svc-billing' })).toBe('svc-billing');
    expect(actorOf(null)).toBe('unknown');
  });
});
