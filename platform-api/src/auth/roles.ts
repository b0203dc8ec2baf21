import type { Role, RoleMap } from '../contract.js';

/** The four console roles (spec 01 §6); the same list as shared-kit's `ROLES`. */
export const ROLES = ['PLATFORM_ADMIN', 'FINANCE', 'CLIENT_SUCCESS', 'ORG_ADMIN'] as const satisfies readonly Role[];

/** Whether `value` is one of the console roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Role map from the token's `cognito:groups` (spec 01 §6): each known group sets its flag; no groups
 * at all means PLATFORM_ADMIN. Mirrors shared-kit's `roleMapFromGroups`, whose code platform-api
 * may not import.
 */
export function roleMapFromGroups(groups: readonly string[] | undefined | null): RoleMap {
  const list = groups ?? [];
  const map: RoleMap = { PLATFORM_ADMIN: false, FINANCE: false, CLIENT_SUCCESS: false, ORG_ADMIN: false };
  if (list.length === 0) map.PLATFORM_ADMIN = true;
  for (const group of list) if (isRole(group)) map[group] = true;
  return map;
}

/** The roles a user with these groups holds, in {@link ROLES} order; empty for a storefront buyer. */
export function rolesFromGroups(groups: readonly string[] | undefined | null): Role[] {
  const map = roleMapFromGroups(groups);
  return ROLES.filter((role) => map[role]);
}
