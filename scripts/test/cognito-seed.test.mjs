import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient, seedCognito, startCognito, waitForCognito } from '../lib/cognito.mjs';
import { DEMO_PASSWORD } from '../lib/stack-config.mjs';

const port = 9800 + Math.floor(Math.random() * 100);
const url = `http://localhost:${port}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-cognito-'));
let child;
let pool;

before(async () => {
  child = startCognito({ dir, port, url });
  await waitForCognito(url);
  pool = await seedCognito(url);
});
after(() => {
  child?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function groupsOf(email) {
  const cognito = localCognitoClient(url);
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
  const result = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: pool.userPoolId, Username: user.Username }));
  return result.Groups.map((g) => g.GroupName).sort();
}

async function signIn(email, password) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  return response.json();
}

it('seeds one user per role, a user in two groups, a buyer and a FORCE_CHANGE_PASSWORD user', async () => {
  assert.deepEqual(await groupsOf('finance@px.local'), ['FINANCE']);
  assert.deepEqual(await groupsOf('ops.lead@px.local'), ['ORG_ADMIN', 'PLATFORM_ADMIN']);
  assert.deepEqual(await groupsOf('buyer@px.local'), ['STOREFRONT_BUYER']);
  assert.deepEqual(await groupsOf('legacy.admin@px.local'), []);
  const finance = await signIn('finance@px.local', DEMO_PASSWORD);
  assert.ok(finance.AuthenticationResult?.IdToken, 'demo password works');
  const temporary = await signIn('new.finance@px.local', 'Temp@12345');
  assert.equal(temporary.ChallengeName, 'NEW_PASSWORD_REQUIRED');
});

it('a reseed reuses the pool and gives a user its groups back (no groups would mean PLATFORM_ADMIN)', async () => {
  const cognito = localCognitoClient(url);
  await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: pool.userPoolId, Username: 'finance@px.local', GroupName: 'FINANCE' }));
  assert.deepEqual(await groupsOf('finance@px.local'), []);
  const again = await seedCognito(url);
  assert.equal(again.userPoolId, pool.userPoolId);
  assert.equal(again.userPoolClientId, pool.userPoolClientId);
  assert.deepEqual(await groupsOf('finance@px.local'), ['FINANCE']);
});
