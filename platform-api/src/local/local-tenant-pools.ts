/**
 * Tenant user pools through the AWS SDK's Cognito client (docs/platform-ops.md#onboard-new-tenant):
 * cognito-local locally, Amazon Cognito when deployed — the same calls work on both.
 */
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserPoolLocation } from '../auth/user-status.js';
import { tenantPoolName, type TenantOwner, type TenantPool, type TenantUserPools } from '../workflows/tenant-user-pools.js';

const isNamed = (error: unknown, name: string) => (error as { name?: unknown } | null)?.name === name;

/**
 * {@link TenantUserPools} on a Cognito user pool service at `location.endpoint` (the one whose pool
 * signs the console's tokens, see `userPoolOfJwksUrl`): each tenant gets a pool of its own named
 * `px-tenant-{tenantId}`, found by name before anything is created, so every call can be repeated.
 * Amazon Cognito needs credentials from the default chain allowed cognito-idp:CreateUserPool,
 * ListUserPools, AdminCreateUser, ListUsers, AdminDeleteUser, DeleteUserPool and the pool-client calls.
 */
export class CognitoTenantPools implements TenantUserPools {
  readonly description: string;
  private readonly client: CognitoIdentityProviderClient;

  constructor(location: Pick<UserPoolLocation, 'endpoint' | 'region' | 'amazon'>, client?: CognitoIdentityProviderClient) {
    this.description = location.amazon ? `Amazon Cognito (${location.region})` : `cognito-local at ${location.endpoint}`;
    this.client =
      client ??
      new CognitoIdentityProviderClient({
        region: location.region,
        ...(location.amazon ? {} : { endpoint: location.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
      });
  }

  async findPool(tenantId: string): Promise<TenantPool | null> {
    const name = tenantPoolName(tenantId);
    let nextToken: string | undefined;
    do {
      const page = await this.client.send(new ListUserPoolsCommand({ MaxResults: 60, ...(nextToken ? { NextToken: nextToken } : {}) }));
      const pool = page.UserPools?.find((candidate) => candidate.Name === name);
      if (pool?.Id) {
        const clients = await this.client.send(new ListUserPoolClientsCommand({ UserPoolId: pool.Id, MaxResults: 10 }));
        return { userPoolId: pool.Id, appClientId: clients.UserPoolClients?.[0]?.ClientId ?? null };
      }
      nextToken = page.NextToken;
    } while (nextToken);
    return null;
  }

  async ensurePool(tenantId: string): Promise<TenantPool> {
    const found = await this.findPool(tenantId);
    if (found?.appClientId) return found;
    let userPoolId = found?.userPoolId;
    if (!userPoolId) {
      const created = await this.client.send(
        new CreateUserPoolCommand({
          PoolName: tenantPoolName(tenantId),
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          Policies: { PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: true } },
        }),
      );
      userPoolId = created.UserPool?.Id;
      if (!userPoolId) throw new Error(`The user pool service created no pool for tenant ${tenantId}`);
    }
    const client = await this.client.send(
      new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ClientName: `${tenantPoolName(tenantId)}-web`, ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] }),
    );
    return { userPoolId, appClientId: client.UserPoolClient?.ClientId ?? null };
  }

  async ensureOwner(userPoolId: string, owner: TenantOwner, temporaryPassword: string): Promise<string> {
    try {
      await this.client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: owner.email,
          TemporaryPassword: temporaryPassword,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: owner.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'given_name', Value: owner.firstName },
            { Name: 'family_name', Value: owner.lastName },
          ],
        }),
      );
    } catch (error) {
      if (!isNamed(error, 'UsernameExistsException')) throw error;
    }
    return owner.email;
  }

  async listUsers(userPoolId: string): Promise<string[]> {
    try {
      const page = await this.client.send(new ListUsersCommand({ UserPoolId: userPoolId, Limit: 60 }));
      return (page.Users ?? []).map((user) => user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value ?? user.Username ?? '').filter(Boolean);
    } catch (error) {
      if (isNamed(error, 'ResourceNotFoundException')) return [];
      throw error;
    }
  }

  async deleteUser(userPoolId: string, username: string): Promise<void> {
    try {
      await this.client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
    } catch (error) {
      if (!isNamed(error, 'UserNotFoundException') && !isNamed(error, 'ResourceNotFoundException')) throw error;
    }
  }

  async deletePool(userPoolId: string): Promise<void> {
    try {
      await this.client.send(new DeleteUserPoolCommand({ UserPoolId: userPoolId }));
    } catch (error) {
      if (!isNamed(error, 'ResourceNotFoundException')) throw error;
    }
  }
}

/**
 * A pool service for an API that has none configured (no key-set URL, e.g. tests with an injected
 * key set): every call fails with a clear error, so an onboarding FAILS instead of pretending.
 */
export class UnconfiguredTenantPools implements TenantUserPools {
  readonly description = 'no user pool service configured';
  private fail(): never {
    throw new Error('No user pool service is configured (AUTH_JWKS_URL names none)');
  }
  async ensurePool(): Promise<TenantPool> {
    this.fail();
  }
  async findPool(): Promise<TenantPool | null> {
    return null;
  }
  async ensureOwner(): Promise<string> {
    this.fail();
  }
  async listUsers(): Promise<string[]> {
    return [];
  }
  async deleteUser(): Promise<void> {}
  async deletePool(): Promise<void> {}
}
