import { NON_SELECTABLE_USER_TYPES, type InternalUserRow } from 'shared-kit/contract';

/** The grid's row key: tenantId plus email. */
export function internalUserKey(row: Pick<InternalUserRow, 'tenantId' | 'email'>): string {
  return `${row.tenantId}|${row.email}`;
}

/**
 * Whether a row may be selected for offboarding: not of a protected type and still active, so
 * select-all leaves inactive users out (docs/org-admin.md#the-grid).
 */
export function isSelectable(row: InternalUserRow): boolean {
  return row.active && !NON_SELECTABLE_USER_TYPES.includes(row.type);
}

/** Hover text of an inactive row's disabled checkbox. */
export const INACTIVE_USER_TOOLTIP = 'Inactive users cannot be selected: they are already offboarded.';

/** Tooltip of reseller buyer user rows (docs/org-admin.md#the-grid). */
export const RESELLER_BUYER_USER_TOOLTIP =
  'Before deactivating, please confirm this user is not set as the reseller login email in the reseller configuration.';

/** Tooltip of the search box. */
export const SEARCH_TOOLTIP =
  'Finds the internal users of every tenant whose email contains the text: type an email address, or part of one, and press Enter. Clearing the search empties the grid.';
