import type { RemotePages } from 'shared-kit/contract';
import { UpdateVersionPage } from './components/update-version-page';
import { ConfigDeploymentPage } from './components/config-deployment-page';
import { ReleaseToProdPage, TestToVersionPage, VersionToReleasePage } from './components/deploy-step-page';

/** The pages of this feature, keyed by the route table's page keys (spread into the remote's pages). */
export const releasePages = {
  'config-deployment': ConfigDeploymentPage,
  'test-to-version': TestToVersionPage,
  'version-to-release': VersionToReleasePage,
  'release-to-prod': ReleaseToProdPage,
  'update-version': UpdateVersionPage,
} satisfies Partial<RemotePages<'mfe-platform-ops'>>;
