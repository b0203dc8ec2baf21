/**
 * Console roles and the role map built from the sign-in token (docs/api.md#roles-and-tokens).
 */

/** The four console roles, in landing-priority order. */
export const ROLES = ['PLATFORM_ADMIN', 'FINANCE', 'CLIENT_SUCCESS', 'ORG_ADMIN'] as const;

/** One console role. */
export type Role = (typeof ROLES)[number];

/** Role flags of a session: `true` for every role the user holds. */
export type RoleMap = Record<Role, boolean>;

/** Type guard: is `value` one of the four console roles? */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Builds the role map from the token's `cognito:groups` claim (docs/api.md#roles-and-tokens): every known group sets
 * its flag; a user with no groups at all is treated as PLATFORM_ADMIN.
 *
 * @example
 * roleMapFromGroups(['FINANCE']).FINANCE // true
 * roleMapFromGroups(undefined).PLATFORM_ADMIN // true
 */
export function roleMapFromGroups(groups: readonly string[] | undefined | null): RoleMap {
  const list = groups ?? [];
  const map: RoleMap = { PLATFORM_ADMIN: false, FINANCE: false, CLIENT_SUCCESS: false, ORG_ADMIN: false };
  if (list.length === 0) {
    map.PLATFORM_ADMIN = true;
    return map;
  }
  for (const group of list) if (isRole(group)) map[group] = true;
  return map;
}

/** The roles that are set in a role map, in {@link ROLES} order. */
export function rolesOf(map: RoleMap): Role[] {
  return ROLES.filter((role) => map[role]);
}

/**
 * Whether the groups describe a tenant-role account allowed into this console: a user
 * with no groups (treated as PLATFORM_ADMIN) or with at least one console role. Anything else — a
 * storefront buyer in {@link STOREFRONT_BUYER_GROUP}, or only unknown groups — is rejected with
 * {@link wrongWebsiteMessage}.
 *
 * @example
 * isTenantRoleAccount(['STOREFRONT_BUYER']) // false
 * isTenantRoleAccount([]) // true
 */
export function isTenantRoleAccount(groups: readonly string[] | undefined | null): boolean {
  const list = groups ?? [];
  return list.length === 0 || list.some(isRole);
}

/**
 * The rejection shown to a user without a tenant-role account.
 *
 * @param website the buyers' website the user should sign in to instead
 * @example wrongWebsiteMessage('https://buy.example.com')
 * // 'You have logged into wrong website. Kindly login into https://buy.example.com'
 */
export function wrongWebsiteMessage(website: string): string {
  return `You have logged into wrong website. Kindly login into ${website}`;
}
