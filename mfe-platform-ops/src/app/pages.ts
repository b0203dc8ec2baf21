import { createElement, type ComponentType } from 'react';
import type { RemotePages } from 'shared-kit/contract';
import type { SchemaKind } from 'shared-kit/contract/platform-ops';
import { lazyPage } from 'shared-kit/ui';

type SchemaView = 'kind' | 'upload' | 'horizontal' | 'vertical';

/**
 * One database's schema sync page (master or slave): the same screen for both, told which by `kind`.
 * Its module loads on first use, as every page here.
 */
function schemaSyncPage(kind: SchemaKind, view: SchemaView): ComponentType {
  const load = async (): Promise<{ Page: ComponentType }> => {
    if (view === 'kind') {
      const { SchemaKindPage } = await import('../features/schema-sync/components/config-schema-pages');
      return { Page: () => createElement(SchemaKindPage, { kind }) };
    }
    if (view === 'upload') {
      const { ManualUploadPage } = await import('../features/schema-sync/components/manual-upload-page');
      return { Page: () => createElement(ManualUploadPage, { kind }) };
    }
    const { SyncPage } = await import('../features/schema-sync/components/sync-page');
    return { Page: () => createElement(SyncPage, { kind, direction: view }) };
  };
  return lazyPage(load, 'Page');
}

/**
 * Pages of the platform admin remote, keyed by the route table's page keys. Each page loads with its
 * own chunk on first use (see lazyPage in shared-kit/ui), so /dashboard does not download the tools.
 */
export const pages: RemotePages<'mfe-platform-ops'> = {
  dashboard: lazyPage(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage'),
  'new-tenant': lazyPage(() => import('../features/onboarding/components/new-tenant-page'), 'NewTenantPage'),
  decommission: lazyPage(() => import('../features/decommission/components/decommission-page'), 'DecommissionPage'),
  'auction-onboarding': lazyPage(() => import('../features/auction-onboarding/components/auction-onboarding-page'), 'AuctionOnboardingPage'),
  'po-onboarding': lazyPage(() => import('../features/po-onboarding/components/po-onboarding-page'), 'PoOnboardingPage'),
  'config-tenant': lazyPage(() => import('../features/tenant-config/components/tenant-config-page'), 'TenantConfigPage'),
  'update-config': lazyPage(() => import('../features/update-config/components/update-config-page'), 'UpdateConfigPage'),
  'cache-management': lazyPage(() => import('../features/cache-management/components/cache-management-page'), 'CacheManagementPage'),
  'splash-config': lazyPage(() => import('../features/splash-config/components/splash-config-page'), 'SplashConfigPage'),
  // Release deployment
  'config-deployment': lazyPage(() => import('../features/release-deployment/components/config-deployment-page'), 'ConfigDeploymentPage'),
  'test-to-version': lazyPage(() => import('../features/release-deployment/components/deploy-step-page'), 'TestToVersionPage'),
  'version-to-release': lazyPage(() => import('../features/release-deployment/components/deploy-step-page'), 'VersionToReleasePage'),
  'release-to-prod': lazyPage(() => import('../features/release-deployment/components/deploy-step-page'), 'ReleaseToProdPage'),
  'update-version': lazyPage(() => import('../features/release-deployment/components/update-version-page'), 'UpdateVersionPage'),
  // Schema sync
  'config-schema': lazyPage(() => import('../features/schema-sync/components/config-schema-pages'), 'ConfigSchemaPage'),
  'config-schema-master': schemaSyncPage('master', 'kind'),
  'config-schema-master-manual-upload': schemaSyncPage('master', 'upload'),
  'config-schema-master-horizontal-sync': schemaSyncPage('master', 'horizontal'),
  'config-schema-master-vertical-sync': schemaSyncPage('master', 'vertical'),
  'config-schema-slave': schemaSyncPage('slave', 'kind'),
  'config-schema-slave-manual-upload': schemaSyncPage('slave', 'upload'),
  'config-schema-slave-horizontal-sync': schemaSyncPage('slave', 'horizontal'),
  'config-schema-slave-vertical-sync': schemaSyncPage('slave', 'vertical'),
  // Test tools
  'buyer-decrypt': lazyPage(() => import('../features/test-tools/components/buyer-decrypt-page'), 'BuyerDecryptPage'),
  'sync-settings': lazyPage(() => import('../features/test-tools/components/sync-settings-page'), 'SyncSettingsPage'),
  // Resellers
  'reseller-onboarding': lazyPage(() => import('../features/resellers/components/reseller-onboarding-page'), 'ResellerOnboardingPage'),
  'reseller-invitation': lazyPage(() => import('../features/resellers/components/reseller-invitation-page'), 'ResellerInvitationPage'),
  'pxnr-sync': lazyPage(() => import('../features/resellers/components/pxnr-sync-page'), 'PxnrSyncPage'),
  'translation-automation': lazyPage(() => import('../features/translations/components/translation-automation-page'), 'TranslationAutomationPage'),
};
