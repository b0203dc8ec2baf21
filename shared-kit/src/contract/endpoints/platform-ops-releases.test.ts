import {
  ADMIN_OPERATION_MESSAGES,
  ADMIN_STATUS_POLL_INTERVAL_MS,
  DEPLOY_MESSAGES,
  DEPLOY_STEPS,
  DEPLOY_STEP_INFO,
  DEPLOY_VARIANTS,
  PLATFORM_OPS_RELEASE_ENDPOINTS,
  UpdateAppVersionBodySchema,
  alreadyMergedMessage,
  defaultPrDescription,
  deployBody,
  deployEndpointKey,
  deployPath,
  deployRequestProblem,
  keepPollingAdminStatus,
  notReadyMessage,
  versionTag,
  versionUpdateFailedMessage,
  versionUpdatedMessage,
} from './platform-ops-releases';
import { ENDPOINTS } from '../all-endpoints';

const credentials = { BitBucketUser: 'px-release-bot', AppPassword: 'secret' };

describe('admin operations', () => {
  it('polls every 60000 ms, only while the status is Waiting', () => {
    expect(ADMIN_STATUS_POLL_INTERVAL_MS).toBe(60000);
    expect(keepPollingAdminStatus({ Status: 'Waiting' })).toBe(true);
    expect(keepPollingAdminStatus({ Status: 'Succeeded' })).toBe(false);
    expect(keepPollingAdminStatus({ Status: 'Failed' })).toBe(false);
    expect(keepPollingAdminStatus(undefined)).toBe(false);
  });

  it("has the spec's messages", () => {
    expect(ADMIN_OPERATION_MESSAGES.failed).toBe('Something went wrong');
    expect(ADMIN_OPERATION_MESSAGES.unableToCheckStatus).toBe('Something went wrong,Unable to check status');
  });

  it('POST /admin-status is PLATFORM_ADMIN only, body { AdminOperationId }', () => {
    const endpoint = ENDPOINTS.adminStatus;
    expect([endpoint.method, endpoint.path, endpoint.access]).toEqual(['POST', '/admin-status', 'PLATFORM_ADMIN']);
    expect(Object.keys(endpoint.body.properties)).toEqual(['AdminOperationId']);
  });
});

describe('deployment paths', () => {
  it('has a base call and -pr, -approve, -merge variants for each of the three steps, PLATFORM_ADMIN only', () => {
    expect(DEPLOY_STEPS).toEqual(['test-to-versioned', 'versioned-to-release', 'release-to-prod']);
    const paths = DEPLOY_STEPS.flatMap((step) => DEPLOY_VARIANTS.map((variant) => ENDPOINTS[deployEndpointKey(step, variant)]));
    expect(paths.map((endpoint) => endpoint.path)).toEqual([
      '/code-deployment/test-to-versioned',
      '/code-deployment/test-to-versioned-pr',
      '/code-deployment/test-to-versioned-approve',
      '/code-deployment/test-to-versioned-merge',
      '/code-deployment/versioned-to-release',
      '/code-deployment/versioned-to-release-pr',
      '/code-deployment/versioned-to-release-approve',
      '/code-deployment/versioned-to-release-merge',
      '/code-deployment/release-to-prod',
      '/code-deployment/release-to-prod-pr',
      '/code-deployment/release-to-prod-approve',
      '/code-deployment/release-to-prod-merge',
    ]);
    expect(paths.every((endpoint) => endpoint.method === 'POST' && endpoint.access === 'PLATFORM_ADMIN')).toBe(true);
    expect(deployPath('versioned-to-release', 'merge')).toBe('/code-deployment/versioned-to-release-merge');
    expect(Object.values(PLATFORM_OPS_RELEASE_ENDPOINTS).every((endpoint) => endpoint.access === 'PLATFORM_ADMIN')).toBe(true);
  });

  it("Destination: 'prod' for prod, 'release/uat' for release, none for test", () => {
    expect(DEPLOY_STEP_INFO['release-to-prod'].destination).toBe('prod');
    expect(DEPLOY_STEP_INFO['versioned-to-release'].destination).toBe('release/uat');
    expect(DEPLOY_STEP_INFO['test-to-versioned'].destination).toBeNull();
  });
});

describe('deploy rules', () => {
  it.each(DEPLOY_STEPS)('%s: Version Code is required for the non-PR step', (step) => {
    expect(deployRequestProblem(step, 'run', {})).toBe('Version Code is required');
    expect(deployRequestProblem(step, 'run', { VersionCode: '   ' })).toBe('Version Code is required');
    expect(deployRequestProblem(step, 'run', { VersionCode: '1.4.0' })).toBeNull();
  });

  it('the PR step needs the version code, the Bitbucket user and the app password', () => {
    expect(DEPLOY_MESSAGES.prFieldsRequired).toBe('Version Code, Bitbucket User and App Password are required');
    expect(deployRequestProblem('release-to-prod', 'pr', credentials)).toBe(DEPLOY_MESSAGES.prFieldsRequired);
    expect(deployRequestProblem('release-to-prod', 'pr', { VersionCode: '1.4.0', AppPassword: 'p' })).toBe(DEPLOY_MESSAGES.prFieldsRequired);
    expect(deployRequestProblem('release-to-prod', 'pr', { VersionCode: '1.4.0', BitBucketUser: 'u' })).toBe(DEPLOY_MESSAGES.prFieldsRequired);
    expect(deployRequestProblem('release-to-prod', 'pr', { VersionCode: '1.4.0', ...credentials })).toBeNull();
  });

  it.each(['approve', 'merge'] as const)('%s needs the user and password only', (variant) => {
    expect(DEPLOY_MESSAGES.credentialsRequired).toBe('Bitbucket User and App Password are required');
    expect(deployRequestProblem('versioned-to-release', variant, credentials)).toBeNull();
    expect(deployRequestProblem('versioned-to-release', variant, { BitBucketUser: 'u' })).toBe(DEPLOY_MESSAGES.credentialsRequired);
    expect(deployRequestProblem('versioned-to-release', variant, { AppPassword: 'p', VersionCode: '1.0' })).toBe(DEPLOY_MESSAGES.credentialsRequired);
  });

  it('refuses a Version Code that is no version and a Destination that is not the step’s', () => {
    expect(deployRequestProblem('test-to-versioned', 'run', { VersionCode: '1.4.0; drop' })).toBe(DEPLOY_MESSAGES.versionCodeInvalid);
    expect(deployRequestProblem('test-to-versioned', 'run', { VersionCode: 'v1.4.0' })).toBeNull();
    expect(deployRequestProblem('release-to-prod', 'pr', { VersionCode: '1.4', ...credentials, Destination: 'release/uat' })).toBe(DEPLOY_MESSAGES.destinationInvalid);
    expect(deployRequestProblem('test-to-versioned', 'pr', { VersionCode: '1.4', ...credentials, Destination: 'prod' })).toBe(DEPLOY_MESSAGES.destinationInvalid);
    expect(deployRequestProblem('release-to-prod', 'pr', { VersionCode: '1.4', ...credentials, Destination: 'prod' })).toBeNull();
  });

  it("the PR description defaults to 'Release {version} to {type}'", () => {
    expect(defaultPrDescription('1.4.0', 'release-to-prod')).toBe('Release v1.4.0 to prod');
    expect(defaultPrDescription('v2.0', 'versioned-to-release')).toBe('Release v2.0 to release');
    expect(defaultPrDescription('3', 'test-to-versioned')).toBe('Release v3 to version');
  });

  it('builds the body of each variant: the default description and the step’s destination for PR, credentials only for approve', () => {
    expect(deployBody('release-to-prod', 'pr', { VersionCode: ' 1.4.0 ', ...credentials })).toEqual({
      VersionCode: '1.4.0',
      PRDescription: 'Release v1.4.0 to prod',
      Destination: 'prod',
      ...credentials,
    });
    expect(deployBody('test-to-versioned', 'pr', { VersionCode: '1.4.0', PRDescription: 'Cut 1.4', ...credentials })).toEqual({ VersionCode: '1.4.0', PRDescription: 'Cut 1.4', ...credentials });
    expect(deployBody('versioned-to-release', 'approve', { VersionCode: '1.4.0', PRDescription: 'x', ...credentials })).toEqual(credentials);
    expect(deployBody('versioned-to-release', 'run', { VersionCode: '1.4.0', ...credentials })).toEqual({ VersionCode: '1.4.0' });
  });

  it('names the ledger refusals', () => {
    expect(alreadyMergedMessage('v1.4.0', 'prod')).toBe('Version v1.4.0 is already merged to prod');
    expect(notReadyMessage('v1.4.0', 'release')).toBe('Version v1.4.0 must reach release first');
  });
});

describe('Update Version', () => {
  it('sends the version prefixed with v, never doubling an existing v', () => {
    expect(versionTag('1.4.0')).toBe('v1.4.0');
    expect(versionTag(' v1.4.0 ')).toBe('v1.4.0');
    expect(versionTag('V2')).toBe('v2');
  });

  it('the body schema requires the v prefix and config_update', () => {
    expect(UpdateAppVersionBodySchema.properties.version.pattern).toBe('^v\\d{1,6}(\\.\\d{1,6}){0,3}$');
    expect(UpdateAppVersionBodySchema.required).toEqual(['version', 'config_update']);
    expect([ENDPOINTS.updateAppVersion.path, ENDPOINTS.updateConfigVersion.path]).toEqual(['/code-deployment/update-app-version', '/code-deployment/update-config-version']);
  });

  it("has the spec's messages", () => {
    expect(versionUpdatedMessage('App')).toBe('App updated success');
    expect(versionUpdatedMessage('Config')).toBe('Config updated success');
    expect(versionUpdateFailedMessage('App')).toBe('App updated failed, Something went wrong');
    expect(versionUpdateFailedMessage('Config')).toBe('Config updated failed, Something went wrong');
  });
});
