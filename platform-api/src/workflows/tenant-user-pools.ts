import { randomBytes } from 'node:crypto';

/**
 * A tenant's own user pool (the owner, the pool logo; docs/platform-ops.md#onboard-new-tenant):
 * created by the onboarding, removed by the decommission. Never the console's pool, where a user
 * without groups is treated as PLATFORM_ADMIN (docs/api.md#roles-and-tokens).
 */

/** The owner of a tenant, created in the tenant's pool. */
export interface TenantOwner {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** A tenant's pool as found in the user pool service. */
export interface TenantPool {
  userPoolId: string;
  appClientId: string | null;
}

/**
 * The user pool service as the workflows use it. Every call is idempotent, so a step that ran
 * before its process stopped can run again without creating anything twice.
 */
export interface TenantUserPools {
  /** Where the pools live, for the decommission's listing (e.g. `cognito-local at http://127.0.0.1:9229`). */
  readonly description: string;
  /**
   * The tenant's pool, `px-tenant-{tenantId}`, created (with an app client) when it does not exist.
   *
   * @throws the service's error when it cannot answer.
   */
  ensurePool(tenantId: string): Promise<TenantPool>;
  /** The tenant's pool, or `null` when it has none. */
  findPool(tenantId: string): Promise<TenantPool | null>;
  /**
   * The owner in the pool (user name = e-mail), created with `temporaryPassword` when missing (to
   * be changed at the first sign-in: NEW_PASSWORD_REQUIRED); an existing owner is left
   * as it is.
   *
   * @returns the owner's user name.
   */
  ensureOwner(userPoolId: string, owner: TenantOwner, temporaryPassword: string): Promise<string>;
  /** The user names of a pool (at most 60). */
  listUsers(userPoolId: string): Promise<string[]>;
  /** Removes a user; nothing happens when it is gone already. */
  deleteUser(userPoolId: string, username: string): Promise<void>;
  /** Removes a pool and its users; nothing happens when it is gone already. */
  deletePool(userPoolId: string): Promise<void>;
}

/** The name of a tenant's pool. */
export function tenantPoolName(tenantId: string): string {
  return `px-tenant-${tenantId}`;
}

/**
 * A temporary password meeting the pools' policy (upper and lower case, digit, symbol, 8 or more
 * characters): 20 characters, 96 random bits.
 */
export function temporaryPassword(): string {
  return `Px-${randomBytes(12).toString('base64url')}a1!`;
}
