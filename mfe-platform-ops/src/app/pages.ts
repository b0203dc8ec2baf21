import type { RemotePages } from 'shared-kit/contract';
import { AuctionOnboardingPage } from '../features/auction-onboarding/components/auction-onboarding-page';
import { CacheManagementPage } from '../features/cache-management/components/cache-management-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { DecommissionPage } from '../features/decommission/components/decommission-page';
import { NewTenantPage } from '../features/onboarding/components/new-tenant-page';
import { releasePages } from '../features/release-deployment/pages';
import { resellerPages } from '../features/resellers/pages';
import { schemaSyncPages } from '../features/schema-sync/pages';
import { testToolPages } from '../features/test-tools/pages';
import { translationPages } from '../features/translations/pages';
import { PoOnboardingPage } from '../features/po-onboarding/components/po-onboarding-page';
import { SplashConfigPage } from '../features/splash-config/components/splash-config-page';
import { TenantConfigPage } from '../features/tenant-config/components/tenant-config-page';
import { UpdateConfigPage } from '../features/update-config/components/update-config-page';

/** Pages of the platform admin remote, keyed by the route table's page keys. */
export const pages: RemotePages<'mfe-platform-ops'> = {
  ...releasePages,
  ...schemaSyncPages,
  ...testToolPages,
  ...resellerPages,
  ...translationPages,
  dashboard: DashboardPage,
  'new-tenant': NewTenantPage,
  decommission: DecommissionPage,
  'auction-onboarding': AuctionOnboardingPage,
  'po-onboarding': PoOnboardingPage,
  'config-tenant': TenantConfigPage,
  'update-config': UpdateConfigPage,
  'cache-management': CacheManagementPage,
  'splash-config': SplashConfigPage,
};
