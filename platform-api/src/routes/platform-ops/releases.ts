import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readAdminOperation, registerAdminOperations, startAdminOperation } from '../../admin-operations/admin-operations.js';
import { actionContext } from '../../action-log/record-action.js';
import { actorOf } from '../../auth/token-verifier.js';
import {
  DEPLOY_MESSAGES,
  DEPLOY_STEP_INFO,
  deployEndpointKey,
  deployRequestProblem,
  versionTag,
  type AdminOperationAnswer,
  type DeployBody,
  type DeployStep,
  type DeployVariant,
} from '../../contract.js';
import { trackJob } from '../../jobs/job-records.js';
import { badRequest } from '../../lib/http-error.js';
import { applyStep, planStep, readReleaseLedger, stepMessage } from '../../releases/release-ledger.js';
import { readVersionLedger, updateAppVersion, updateConfigVersion } from '../../releases/versions.js';
import type { HandlerGroup } from '../register-endpoints.js';

type DeployKey =
  | 'testToVersioned'
  | 'testToVersionedPr'
  | 'testToVersionedApprove'
  | 'testToVersionedMerge'
  | 'versionedToRelease'
  | 'versionedToReleasePr'
  | 'versionedToReleaseApprove'
  | 'versionedToReleaseMerge'
  | 'releaseToProd'
  | 'releaseToProdPr'
  | 'releaseToProdApprove'
  | 'releaseToProdMerge';

const VARIANT_WORD: Record<DeployVariant, string> = { run: 'direct promotion', pr: 'pull request', approve: 'approval', merge: 'merge' };

/**
 * Admin operations, release deployment and Update Version (PLATFORM_ADMIN;
 * docs/platform-ops.md#release-deployment-and-update-version):
 * - POST /admin-status `{ AdminOperationId }`: `{ AdminOperationId, Status, Result?, Message? }`;
 *   404 'Admin operation not found'.
 * - GET /code-deployment/ledger: the release ledger (versions, pull requests).
 * - POST /code-deployment/{step}[-pr|-approve|-merge], step test-to-versioned, versioned-to-release
 *   or release-to-prod : 400 for a missing field,
 *   a bad Version Code or Destination, or a wrong Bitbucket user or app password (checked against
 *   the local Bitbucket, never stored or logged); 409 when the ledger refuses (order, the same
 *   version merged twice, the pull request in progress); otherwise an admin operation (a job of the
 *   job centre) answering `{ AdminOperationId, Status, Result: DeployResult, Message }`.
 * - GET /code-deployment/versions; POST /code-deployment/update-app-version `{ version, config_update }`
 *   ('App updated success'); POST /code-deployment/update-config-version `{ tenant_id }` ('Config
 *   updated success', 404 'Tenant not found'); each recorded as a job.
 */
export function releaseHandlers(app: FastifyInstance): HandlerGroup<'adminStatus' | 'releaseLedger' | 'versionLedger' | 'updateAppVersion' | 'updateConfigVersion' | DeployKey> {
  registerAdminOperations(app);
  const bitbucket = app.providers.codeHost;

  const deploy =
    (step: DeployStep, variant: DeployVariant) =>
    async (request: FastifyRequest<{ Body: DeployBody }>): Promise<AdminOperationAnswer> => {
      const body = request.body;
      const problem = deployRequestProblem(step, variant, body);
      if (problem) throw badRequest(problem);
      const bitbucketUser = variant === 'run' ? null : (body.BitBucketUser ?? '').trim();
      if (bitbucketUser !== null && !(await bitbucket.verify(bitbucketUser, body.AppPassword ?? ''))) throw badRequest(DEPLOY_MESSAGES.badCredentials);
      const plan = await planStep(app.db, step, variant, body);
      const info = DEPLOY_STEP_INFO[step];
      const endpointKey = deployEndpointKey(step, variant);
      const context = actionContext(request);
      return startAdminOperation(
        app,
        {
          kind: variant === 'run' ? step : `${step}-${variant}`,
          title: `${info.title}: ${VARIANT_WORD[variant]} of ${plan.version}`,
          startedBy: actorOf(request.user),
          link: info.path,
        },
        async () => {
          const result = await applyStep(app.db, step, variant, body, { context, bitbucketUser }, endpointKey);
          return { result, message: stepMessage(result) };
        },
      );
    };

  return {
    adminStatus: async (request) => readAdminOperation(app, request.body.AdminOperationId),
    releaseLedger: async () => readReleaseLedger(app.db),
    testToVersioned: deploy('test-to-versioned', 'run'),
    testToVersionedPr: deploy('test-to-versioned', 'pr'),
    testToVersionedApprove: deploy('test-to-versioned', 'approve'),
    testToVersionedMerge: deploy('test-to-versioned', 'merge'),
    versionedToRelease: deploy('versioned-to-release', 'run'),
    versionedToReleasePr: deploy('versioned-to-release', 'pr'),
    versionedToReleaseApprove: deploy('versioned-to-release', 'approve'),
    versionedToReleaseMerge: deploy('versioned-to-release', 'merge'),
    releaseToProd: deploy('release-to-prod', 'run'),
    releaseToProdPr: deploy('release-to-prod', 'pr'),
    releaseToProdApprove: deploy('release-to-prod', 'approve'),
    releaseToProdMerge: deploy('release-to-prod', 'merge'),
    versionLedger: async () => readVersionLedger(app.db),
    updateAppVersion: async (request) =>
      trackJob(app.db, { kind: 'update-app-version', area: 'platform-ops', title: `Update app version to ${versionTag(request.body.version)}`, startedBy: actorOf(request.user), link: '/update-version' }, () =>
        updateAppVersion(app.db, actionContext(request), request.body, 'updateAppVersion'),
      ),
    updateConfigVersion: async (request) =>
      trackJob(app.db, { kind: 'update-config-version', area: 'platform-ops', title: `Update config version of ${request.body.tenant_id}`, startedBy: actorOf(request.user), link: '/update-version' }, () =>
        updateConfigVersion(app.db, actionContext(request), request.body.tenant_id, 'updateConfigVersion'),
      ),
  };
}
