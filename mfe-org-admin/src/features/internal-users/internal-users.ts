import { NON_SELECTABLE_USER_TYPES, type InternalUserRow } from 'shared-kit/contract';

/** The grid's row key: tenantId plus email (spec 01 §3 "Internal user row"). */
export function internalUserKey(row: Pick<InternalUserRow, 'tenantId' | 'email'>): string {
  return `${row.tenantId}|${row.email}`;
}

/**
 * Whether a row may be selected for offboarding: not of a protected type (spec 01 §5 "Internal
 * users") and still active (issue 14: inactive users are left out of select-all).
 */
export function isSelectable(row: InternalUserRow): boolean {
  return row.active && !NON_SELECTABLE_USER_TYPES.includes(row.type);
}

/** Hover text of an inactive row's disabled checkbox. */
export const INACTIVE_USER_TOOLTIP = 'Inactive users cannot be selected: they are already offboarded.';

/** Tooltip of reseller buyer user rows (spec 01 §2 "Internal User Management"). */
export const RESELLER_BUYER_USER_TOOLTIP =
  'Before deactivating, please confirm this user is not set as the reseller login email in the reseller configuration.';

/** Tooltip of the search box. */
export const SEARCH_TOOLTIP =
  'Finds the internal users of every tenant whose email contains the text: type an email address, or part of one, and press Enter. Clearing the search empties the grid.';
