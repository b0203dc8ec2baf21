import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createTokenVerifier, remoteKeySet, TokenRejectedError } from '../../src/auth/token-verifier.js';
import { DEFAULT_USER_STATUS_TTL_MS } from '../../src/auth/user-status.js';
import { loadConfig } from '../../src/config.js';
import { startCognitoLocal, type CognitoLocal } from '../support/cognito-local.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * A disabled or deleted user is refused by the API within the status TTL, against a real
 * cognito-local started here the way scripts/lib/cognito.mjs starts the local stack's.
 */

const PASSWORD = 'Revoke@12345';

interface LocalPool {
  url: string;
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUrl: string;
}

let cognito: CognitoLocal;
let pool: LocalPool;

/** Creates a user with a permanent password and returns its ID token. */
async function signedInUser(email: string): Promise<string> {
  await pool.client.send(
    new AdminCreateUserCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      TemporaryPassword: 'Temp@12345',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await pool.client.send(new AdminSetUserPasswordCommand({ UserPoolId: pool.userPoolId, Username: email, Password: PASSWORD, Permanent: true }));
  const auth = await pool.client.send(
    new InitiateAuthCommand({ ClientId: pool.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }),
  );
  const token = auth.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`no ID token for ${email}`);
  return token;
}

beforeAll(async () => {
  cognito = await startCognitoLocal();
  const { url, client } = cognito;
  const created = await client.send(new CreateUserPoolCommand({ PoolName: 'revocation-test', UsernameAttributes: ['email'] }));
  const userPoolId = created.UserPool?.Id ?? '';
  const appClient = await client.send(
    new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ClientName: 'revocation-test-web', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] }),
  );
  pool = {
    url,
    client,
    userPoolId,
    clientId: appClient.UserPoolClient?.ClientId ?? '',
    issuer: `${url}/${userPoolId}`,
    jwksUrl: `${url}/${userPoolId}/.well-known/jwks.json`,
  };
}, SETUP_TIMEOUT_MS);

afterAll(async () => cognito?.stop());

describe('the token verifier on a cognito-local pool', () => {
  it('refuses a user disabled with AdminDisableUser once the status TTL has passed', async () => {
    const token = await signedInUser('disabled.verifier@px.local');
    let now = Date.now();
    const verify = createTokenVerifier({ issuers: [pool.issuer], audience: pool.clientId, keySet: remoteKeySet(pool.jwksUrl), now: () => now, userStatusTtlMs: 5_000 });
    expect(await verify(token)).toMatchObject({ email: 'disabled.verifier@px.local', roles: ['PLATFORM_ADMIN'] });
    await pool.client.send(new AdminDisableUserCommand({ UserPoolId: pool.userPoolId, Username: 'disabled.verifier@px.local' }));
    now += 4_999;
    expect((await verify(token)).email).toBe('disabled.verifier@px.local');
    now += 1;
    await expect(verify(token)).rejects.toEqual(new TokenRejectedError('Token rejected: the user is disabled'));
  });
});

describe('the API on a cognito-local pool', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ AUTH_ISSUERS: pool.issuer, AUTH_JWKS_URL: pool.jwksUrl, AUTH_AUDIENCE: pool.clientId, PGLITE_DIR: 'memory://' });
    app = await buildApp({ config, db: database.db, logger: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  afterEach(() => jest.restoreAllMocks());

  const userInfo = (token: string) => app.inject({ method: 'GET', url: '/account/user-info', headers: { authorization: `Bearer ${token}` } });

  it('answers 401 to a disabled user and to a deleted one within the 30 s status TTL, 200 to the others', async () => {
    const disabled = await signedInUser('disabled.api@px.local');
    const deleted = await signedInUser('deleted.api@px.local');
    const colleague = await signedInUser('colleague.api@px.local');
    const start = Date.now();
    // The status cache reads Date.now; jose checks `exp` with new Date(), which this does not move.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    for (const token of [disabled, deleted, colleague]) expect((await userInfo(token)).statusCode).toBe(200);

    await pool.client.send(new AdminDisableUserCommand({ UserPoolId: pool.userPoolId, Username: 'disabled.api@px.local' }));
    await pool.client.send(new AdminDeleteUserCommand({ UserPoolId: pool.userPoolId, Username: 'deleted.api@px.local' }));
    // Within the TTL the cached answer still lets them through...
    clock.mockReturnValue(start + DEFAULT_USER_STATUS_TTL_MS - 1);
    expect((await userInfo(disabled)).statusCode).toBe(200);
    // ...and once it has passed the pool is asked again.
    clock.mockReturnValue(start + DEFAULT_USER_STATUS_TTL_MS);
    const refused = await userInfo(disabled);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Unauthorized: Token rejected: the user is disabled');
    const gone = await userInfo(deleted);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe('Unauthorized: Token rejected: the user no longer exists');
    const still = await userInfo(colleague);
    expect(still.statusCode).toBe(200);
    expect(still.json()).toMatchObject({ email: 'colleague.api@px.local' });
    expect(DEFAULT_USER_STATUS_TTL_MS).toBeLessThanOrEqual(60_000);
  });
});
