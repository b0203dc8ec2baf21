// The tenants' own user pools through the AWS SDK's Cognito client, on a real cognito-local started
// here (as test/auth/revocation-cognito-local.test.ts does): a pool per tenant, created once
// whatever the repetitions, its owner able to sign in (NEW_PASSWORD_REQUIRED, spec 01 §4) and never
// put into the console's pool; decommission removes it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient, CreateUserPoolCommand, InitiateAuthCommand, ListUserPoolsCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { REPO_ROOT } from '../../src/config.js';
import { CognitoTenantPools } from '../../src/local/local-tenant-pools.js';
import { temporaryPassword } from '../../src/workflows/tenant-user-pools.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let cognito: ChildProcess;
let dir: string;
let client: CognitoIdentityProviderClient;
let consolePoolId: string;
let pools: CognitoTenantPools;

beforeAll(async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-tenant-pools-'));
  fs.mkdirSync(path.join(dir, '.cognito'));
  fs.writeFileSync(path.join(dir, '.cognito', 'config.json'), JSON.stringify({ TokenConfig: { IssuerDomain: url }, ServerConfig: { hostname: '127.0.0.1', port } }));
  cognito = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js')], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      if (Date.now() > deadline || cognito.exitCode !== null) throw new Error('cognito-local did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  client = new CognitoIdentityProviderClient({ endpoint: url, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  consolePoolId = (await client.send(new CreateUserPoolCommand({ PoolName: 'console', UsernameAttributes: ['email'] }))).UserPool?.Id ?? '';
  pools = new CognitoTenantPools({ endpoint: url, region: 'us-east-1', amazon: false });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  client?.destroy();
  if (cognito && cognito.exitCode === null) {
    const exited = new Promise((resolve) => cognito.once('exit', resolve));
    cognito.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

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
