// The action log's area rule (docs/api.md#action-log): each area's entries are read by
// the role whose endpoints make up that area, so a new area of the endpoint table cannot slip by.
import { ACTION_LOG_AREA_ROLES, actionLogAreas, ENDPOINT_LIST } from '../../src/contract.js';

describe('who reads which area of the action log', () => {
  it("gives every area of a role's endpoints to that role, and to nobody else", () => {
    const fromTable: Record<string, string> = {};
    for (const endpoint of ENDPOINT_LIST) {
      if (endpoint.access === 'ANY' || endpoint.access === 'PUBLIC' || endpoint.area === 'local') continue;
      fromTable[endpoint.area] = endpoint.access;
    }
    expect(ACTION_LOG_AREA_ROLES).toEqual(fromTable);
  });

  it('reads billing for finance only, the platform-ops areas for a platform admin only', () => {
    expect(actionLogAreas(['FINANCE'])).toEqual(['billing']);
    expect(actionLogAreas(['PLATFORM_ADMIN'])).toEqual([
      'platform-ops',
      'tenant-config',
      'splash-config',
      'cache-management',
      'update-config',
      'admin-operations',
      'release-deployment',
      'update-version',
      'config-schema',
      'buyer-decrypt',
      'sync-settings',
      'resellers',
      'remote-releases',
    ]);
    expect(actionLogAreas(['CLIENT_SUCCESS'])).toEqual(['client-success']);
    expect(actionLogAreas(['ORG_ADMIN'])).toEqual(['internal-users']);
    expect(actionLogAreas(['FINANCE', 'ORG_ADMIN'])).toEqual(['billing', 'internal-users']);
    expect(actionLogAreas(['STOREFRONT_BUYER'])).toEqual([]);
  });
});
