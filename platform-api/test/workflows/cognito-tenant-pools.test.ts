// The tenants' own user pools through the AWS SDK's Cognito client, on a real cognito-local
// (test/support/cognito-local.ts): a pool per tenant, created once
// whatever the repetitions, its owner able to sign in (NEW_PASSWORD_REQUIRED) and never
// put into the console's pool; decommission removes it.
import { CreateUserPoolCommand, InitiateAuthCommand, ListUserPoolsCommand, ListUsersCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CognitoTenantPools } from '../../src/local/local-tenant-pools.js';
import { temporaryPassword } from '../../src/workflows/tenant-user-pools.js';
import { startCognitoLocal, type CognitoLocal } from '../support/cognito-local.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

let cognito: CognitoLocal;
let client: CognitoIdentityProviderClient;
let consolePoolId: string;
let pools: CognitoTenantPools;

beforeAll(async () => {
  cognito = await startCognitoLocal();
  client = cognito.client;
  consolePoolId = (await client.send(new CreateUserPoolCommand({ PoolName: 'console', UsernameAttributes: ['email'] }))).UserPool?.Id ?? '';
  pools = new CognitoTenantPools({ endpoint: cognito.url, region: 'us-east-1', amazon: false });
}, SETUP_TIMEOUT_MS);

afterAll(async () => cognito?.stop());

describe('CognitoTenantPools on cognito-local', () => {
  it('creates one pool per tenant however often asked, with an owner who signs in to it and is not in the console pool', async () => {
    const first = await pools.ensurePool('T88');
    const second = await pools.ensurePool('T88');
    expect(second).toEqual(first);
    expect(first.appClientId).toEqual(expect.any(String));
    const named = ((await client.send(new ListUserPoolsCommand({ MaxResults: 60 }))).UserPools ?? []).filter((pool) => pool.Name === 'px-tenant-T88');
    expect(named).toHaveLength(1);

    const password = temporaryPassword();
    const owner = { email: 'owner@t88.example', firstName: 'Olive', lastName: 'Owner', phone: '+1 555' };
    expect(await pools.ensureOwner(first.userPoolId, owner, password)).toBe('owner@t88.example');
    expect(await pools.ensureOwner(first.userPoolId, owner, temporaryPassword())).toBe('owner@t88.example');
    expect(await pools.listUsers(first.userPoolId)).toEqual(['owner@t88.example']);
    const consoleUsers = (await client.send(new ListUsersCommand({ UserPoolId: consolePoolId }))).Users ?? [];
    expect(consoleUsers).toEqual([]);

    // The first password given stays: the owner signs in with it and must choose a new one.
    const auth = await client.send(
      new InitiateAuthCommand({ ClientId: first.appClientId ?? '', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'owner@t88.example', PASSWORD: password } }),
    );
    expect(auth.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');

    await pools.deleteUser(first.userPoolId, 'owner@t88.example');
    await pools.deleteUser(first.userPoolId, 'owner@t88.example');
    expect(await pools.listUsers(first.userPoolId)).toEqual([]);
    await pools.deletePool(first.userPoolId);
    await pools.deletePool(first.userPoolId);
    expect(await pools.findPool('T88')).toBeNull();
  });
});
