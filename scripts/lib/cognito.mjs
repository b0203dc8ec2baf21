/**
 * Local Cognito: starts cognito-local and seeds the console's pool, app client, groups and demo
 * users. Idempotent: an existing pool/client/user is reused.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CLIENT_NAME, DEMO_PASSWORD, DEMO_USERS, FIXED_CODE, POOL_NAME, ROOT, TEMPORARY_PASSWORD } from './stack-config.mjs';
import { runServices, waitForHttp } from './processes.mjs';

const GROUPS = ['PLATFORM_ADMIN', 'FINANCE', 'CLIENT_SUCCESS', 'ORG_ADMIN', 'STOREFRONT_BUYER'];

/** cognito-local's own binary. */
function cognitoBin() {
  return path.join(ROOT, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js');
}

/**
 * Starts cognito-local on `port` with its database under `dir`; its output goes to `dir`/cognito.log.
 * @returns {import('./processes.mjs').ServiceGroup}
 */
export function startCognito({ dir, port, url }) {
  fs.mkdirSync(path.join(dir, '.cognito'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: url }, ServerConfig: { hostname: '127.0.0.1', port } }, null, 2),
  );
  return runServices([
    {
      name: 'cognito',
      argv: [process.execPath, cognitoBin()],
      cwd: dir,
      env: { PORT: String(port), HOST: '127.0.0.1', CODE: FIXED_CODE },
      logFile: path.join(dir, 'cognito.log'),
      color: 'magenta',
    },
  ]);
}

/** Waits until cognito-local answers. */
export async function waitForCognito(url) {
  await waitForHttp(`${url}/health`, { accept: () => true });
}

function client(url) {
  return new CognitoIdentityProviderClient({
    endpoint: url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Creates (or finds) the pool, app client, groups and demo users.
 * @returns {Promise<{ userPoolId: string, userPoolClientId: string, issuer: string, jwksUrl: string }>}
 */
export async function seedCognito(url) {
  const cognito = client(url);
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: POOL_NAME,
        UsernameAttributes: ['email'],
        Policies: {
          PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: true },
        },
      }),
    );
    userPoolId = created.UserPool.Id;
  }
  const clients = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
      }),
    );
    userPoolClientId = created.UserPoolClient.ClientId;
  }
  for (const group of GROUPS) {
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group })).catch((error) => {
      if (error.name !== 'GroupExistsException') throw error;
    });
  }
  for (const user of DEMO_USERS) await ensureUser(cognito, userPoolId, user);
  return {
    userPoolId,
    userPoolClientId,
    issuer: `${url}/${userPoolId}`,
    jwksUrl: `${url}/${userPoolId}/.well-known/jwks.json`,
  };
}

/**
 * Creates a user, or brings an existing one back to its demo state. Groups are reconciled every
 * time: a user left without groups by an interrupted seed would otherwise be treated as
 * PLATFORM_ADMIN (no groups means PLATFORM_ADMIN). A `temporary` user is created in
 * FORCE_CHANGE_PASSWORD with TEMPORARY_PASSWORD (and left alone once it has chosen a password);
 * others always get DEMO_PASSWORD as a permanent password.
 */
export async function ensureUser(cognito, userPoolId, { email, groups, temporary = false }) {
  const existing = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }))
    .catch((error) => {
      if (error.name === 'UserNotFoundException') return undefined;
      throw error;
    });
  let username = existing?.Username;
  if (!existing) {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        TemporaryPassword: TEMPORARY_PASSWORD,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    username = created.User.Username;
  }
  if (!temporary) {
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: DEMO_PASSWORD, Permanent: true }),
    );
  }
  // The pool signs users in by e-mail but keeps group membership under the internal user name.
  const current = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username }));
  const have = new Set((current.Groups ?? []).map((g) => g.GroupName));
  for (const group of groups) {
    if (!have.has(group)) {
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
    }
  }
  for (const group of have) {
    if (!groups.includes(group)) {
      await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
    }
  }
}

/** A Cognito client for the local pool (tests use it to create throw-away users). */
export function localCognitoClient(url) {
  return client(url);
}
