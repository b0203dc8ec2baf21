import { renderPageAt } from '../../../shared/testing/page-helpers';
import { ConfigDeploymentPage } from '../components/config-deployment-page';
import { DeployStepPage } from '../components/deploy-step-page';
import { UpdateVersionPage } from '../components/update-version-page';
import type { DeployStep } from 'shared-kit/contract/platform-ops';

export { chooseOption, spyToasts } from '../../../shared/testing/page-helpers';

/** Renders a deployment step's page at its path, the admin-status poll every `pollIntervalMs`. */
export const renderDeployStep = (step: DeployStep, path: string, pollIntervalMs?: number) =>
  renderPageAt(path, <DeployStepPage step={step} {...(pollIntervalMs ? { pollIntervalMs } : {})} />);

/** Renders the overview at /config-deployment. */
export const renderConfigDeployment = () => renderPageAt('/config-deployment', <ConfigDeploymentPage />);

/** Renders Update Version at /update-version. */
export const renderUpdateVersion = () => renderPageAt('/update-version', <UpdateVersionPage />);
