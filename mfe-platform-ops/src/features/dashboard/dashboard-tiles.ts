import { PROTECTED_ROUTES, type ProtectedRoute, type RoleMap } from 'shared-kit/contract';
import { isTestToolEnvironment, type Environment } from 'shared-kit/runtime';

/** A dashboard tile: the route-table page it opens, with its title and one-line description. */
export interface DashboardTile {
  page: string;
  title: string;
  description: string;
}

/** The tiles of spec 01 §2 "Dashboard", in the spec's order. */
export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { page: 'new-tenant', title: 'Onboard New Tenant', description: 'Create a tenant with the five-step onboarding wizard.' },
  { page: 'config-tenant', title: 'Tenant Config', description: 'Download or upload a tenant’s settings spreadsheet.' },
  { page: 'config-deployment', title: 'Release Deployment', description: 'Promote a version from test to release to prod.' },
  { page: 'config-schema', title: 'Schema Sync', description: 'Upload queries and sync schemas across tenants or environments.' },
  { page: 'update-version', title: 'Update Version', description: 'Update the app version and a tenant’s config version.' },
  { page: 'decommission', title: 'Decommission Tenant', description: 'Remove a tenant’s selected resources.' },
  { page: 'buyer-decrypt', title: 'Buyer Decrypt', description: 'Decrypt an encrypted buyer name of a tenant.' },
  { page: 'pxnr-sync', title: 'Pxnr Sync', description: 'Sync a reseller from a source tenant to a destination tenant.' },
  { page: 'sync-settings', title: 'Sync Settings', description: 'Copy settings between tenants and environments.' },
  { page: 'reseller-onboarding', title: 'Reseller Onboarding', description: 'Onboard a reseller onto a tenant.' },
  { page: 'update-config', title: 'Update Config', description: 'Edit a tenant’s general, CSS and image configuration.' },
  { page: 'auction-onboarding', title: 'Auction Onboarding', description: 'Enable auctions for a tenant.' },
  { page: 'po-onboarding', title: 'PO Onboarding', description: 'Enable purchase orders for a tenant.' },
  { page: 'cache-management', title: 'Cache Management', description: 'Evict or reload a tenant’s Redis cache entries.' },
  { page: 'translation-automation', title: 'Translation Automation', description: 'Sync i18n keys and translate tenants’ languages.' },
  { page: 'splash-config', title: 'Splash Page Config', description: 'Add or remove the splash page of a tenant’s sites.' },
  { page: 'internal-user-management', title: 'Internal User Management', description: 'Search and offboard internal users.' },
];

/** A tile together with the route it opens. */
export interface VisibleTile extends DashboardTile {
  route: ProtectedRoute;
}

/**
 * The tiles a user sees (spec 01 §2 "Dashboard"): a tile shows only when the user holds the role of
 * its route (so the internal-user-management tile needs ORG_ADMIN), and test-only tiles show only in
 * the local and test environments (an allow-list: an unknown environment hides them).
 */
export function visibleTiles(roles: RoleMap | undefined, environment: Environment | undefined): VisibleTile[] {
  return DASHBOARD_TILES.flatMap((tile) => {
    const route = PROTECTED_ROUTES.find((r) => r.page === tile.page);
    if (!route || !roles?.[route.role]) return [];
    if (route.testOnly && !isTestToolEnvironment(environment)) return [];
    return [{ ...tile, route }];
  });
}
