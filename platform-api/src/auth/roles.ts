import { ROLES, isRole, roleMapFromGroups, rolesOf, type Role } from '../contract.js';

export { ROLES, isRole, roleMapFromGroups };

/**
 * The roles a user with these `cognito:groups` holds (docs/api.md#roles-and-tokens), in `ROLES`
 * order: each known group grants its role, no groups at all means PLATFORM_ADMIN; empty for a
 * storefront buyer. Built on shared-kit's `roleMapFromGroups`, the rule the console applies.
 */
export function rolesFromGroups(groups: readonly string[] | undefined | null): Role[] {
  return rolesOf(roleMapFromGroups(groups));
}
