// platform-api may import only types from shared-kit, so it keeps its own copies of a few rules;
// this test holds the copies to the originals.
import { CLIENT_STATUSES, CLIENT_STATUS_LABELS as SHARED_CLIENT_STATUS_LABELS, formatHours as sharedFormatHours, roleMapFromGroups as sharedRoleMapFromGroups } from 'shared-kit';
import { roleMapFromGroups, rolesFromGroups } from '../src/auth/roles.js';
import { CLIENT_STATUS_LABELS, formatHours } from '../src/billing/exports.js';

describe("platform-api's copies of shared-kit helpers behave as the originals", () => {
  it.each(CLIENT_STATUSES)('client status %s has the same label', (status) => {
    expect(CLIENT_STATUS_LABELS[status]).toBe(SHARED_CLIENT_STATUS_LABELS[status]);
  });

  it.each([0, 1, 5, 23, 23.9, 24, 25, 47, 48, 50, 50.5, 1000, -5, Number.NaN, Infinity, -Infinity])('formatHours(%p)', (hours) => {
    expect(formatHours(hours)).toBe(sharedFormatHours(hours));
  });

  it.each([
    [undefined],
    [null],
    [[]],
    [['PLATFORM_ADMIN']],
    [['FINANCE']],
    [['CLIENT_SUCCESS']],
    [['ORG_ADMIN']],
    [['STOREFRONT_BUYER']],
    [['STOREFRONT_BUYER', 'FINANCE']],
    [['ORG_ADMIN', 'PLATFORM_ADMIN', 'unknown']],
    [['finance']],
  ])('roleMapFromGroups(%j)', (groups) => {
    expect(roleMapFromGroups(groups)).toEqual(sharedRoleMapFromGroups(groups));
    expect(rolesFromGroups(groups).length).toBe(Object.values(sharedRoleMapFromGroups(groups)).filter(Boolean).length);
  });
});
