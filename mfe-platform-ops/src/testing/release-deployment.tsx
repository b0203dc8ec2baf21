import { renderPageAt } from './page-helpers';
import { ConfigDeploymentPage } from '../features/release-deployment/components/config-deployment-page';
import { DeployStepPage } from '../features/release-deployment/components/deploy-step-page';
import { UpdateVersionPage } from '../features/release-deployment/components/update-version-page';
import type { DeployStep } from 'shared-kit/contract/platform-ops';

export { chooseOption, spyToasts } from './page-helpers';

/** Renders a deployment step's page at its path, the admin-status poll every `pollIntervalMs`. */
export const renderDeployStep = (step: DeployStep, path: string, pollIntervalMs?: number) =>
  renderPageAt(path, <DeployStepPage step={step} {...(pollIntervalMs ? { pollIntervalMs } : {})} />);

/** Renders the overview at /config-deployment. */
export const renderConfigDeployment = () => renderPageAt('/config-deployment', <ConfigDeploymentPage />);

/** Renders Update Version at /update-version. */
export const renderUpdateVersion = () => renderPageAt('/update-version', <UpdateVersionPage />);
