import { tenantPoolName, type TenantOwner, type TenantPool, type TenantUserPools } from '../../src/workflows/tenant-user-pools.js';

/**
 * An in-memory user pool service with the same idempotent contract as the Cognito one, counting
 * what was created so tests can prove nothing was created twice.
 */
export class MemoryTenantPools implements TenantUserPools {
  readonly description = 'in-memory pools';
  readonly pools = new Map<string, { name: string; users: Map<string, TenantOwner & { temporaryPassword: string }> }>();
  poolsCreated = 0;
  usersCreated = 0;

  async findPool(tenantId: string): Promise<TenantPool | null> {
    for (const [id, pool] of this.pools) if (pool.name === tenantPoolName(tenantId)) return { userPoolId: id, appClientId: `${id}-client` };
    return null;
  }
  /** Calls of ensurePool that fail before answering (a service down). */
  failures = 0;

  async ensurePool(tenantId: string): Promise<TenantPool> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('The user pool service is unavailable');
    }
    const found = await this.findPool(tenantId);
    if (found) return found;
    this.poolsCreated += 1;
    const id = `local_${this.poolsCreated}_${tenantId}`;
    this.pools.set(id, { name: tenantPoolName(tenantId), users: new Map() });
    return { userPoolId: id, appClientId: `${id}-client` };
  }
  async ensureOwner(userPoolId: string, owner: TenantOwner, temporaryPassword: string): Promise<string> {
    const pool = this.pools.get(userPoolId);
    if (!pool) throw new Error(`No pool ${userPoolId}`);
    if (!pool.users.has(owner.email)) {
      this.usersCreated += 1;
      pool.users.set(owner.email, { ...owner, temporaryPassword });
    }
    return owner.email;
  }
  async listUsers(userPoolId: string): Promise<string[]> {
    return [...(this.pools.get(userPoolId)?.users.keys() ?? [])];
  }
  async deleteUser(userPoolId: string, username: string): Promise<void> {
    this.pools.get(userPoolId)?.users.delete(username);
  }
  async deletePool(userPoolId: string): Promise<void> {
    this.pools.delete(userPoolId);
  }
}
