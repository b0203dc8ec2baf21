import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { actionContext, recordAction } from '../../action-log/record-action.js';
import { actorOf } from '../../auth/token-verifier.js';
import { userPoolOfJwksUrl } from '../../auth/user-status.js';
import { acceptFileFields, routeFiles } from '../../client-forms/image-uploads.js';
import {
  DECOMMISSION_MESSAGES,
  ENDPOINTS,
  ONBOARDING_DEFAULTS,
  ONBOARDING_FILE_FIELDS,
  ONBOARDING_FORM_FIELDS,
  TENANT_ID_MAX_LENGTH,
  TENANT_ID_PATTERN,
  TENANT_NOT_FOUND,
  imageTypeOf,
  isDryRun,
  onboardingFormProblem,
  type WorkflowStatus,
} from '../../contract.js';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { BlobStore } from '../../local/local-blob.js';
import { CognitoTenantPools, UnconfiguredTenantPools } from '../../local/local-tenant-pools.js';
import { DECOMMISSION_WORKFLOW, decommissionSummary, listTenantResources } from '../../workflows/decommission.js';
import { ONBOARDING_WORKFLOW, type OnboardingInput } from '../../workflows/onboarding.js';
import { temporaryPassword, type TenantUserPools } from '../../workflows/tenant-user-pools.js';
import { WorkflowEngine, latestWorkflow, openWorkflow, type WorkflowRow, type WorkflowServices } from '../../workflows/workflow-engine.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** The action-log area of the tenant workflows (read by PLATFORM_ADMIN; a tenant's history). */
const WORKFLOW_AREA = 'platform-ops';

/** What the workflow routes may be given instead of their defaults (tests). */
export interface WorkflowRouteOptions {
  /** The tenants' user pool service; default Cognito at the console pool's endpoint (AUTH_JWKS_URL). */
  pools?: TenantUserPools;
  /** Where images are stored; default the local blob store. */
  blobs?: BlobStore;
  /** See {@link WorkflowServices.afterStepEffect}. */
  afterStepEffect?: WorkflowServices['afterStepEffect'];
}

const EXTENSIONS = { 'image/png': 'png', 'image/gif': 'gif', 'image/jpeg': 'jpg' } as const;

/** The default pool service: Cognito where the console's key set is published, else none. */
function defaultPools(jwksUrl: string | null): TenantUserPools {
  const location = jwksUrl ? userPoolOfJwksUrl(jwksUrl) : null;
  return location ? new CognitoTenantPools(location) : new UnconfiguredTenantPools();
}

/**
 * The answer of /workflow/status for a workflow (docs/platform-ops.md#decommission): a
 * finished decommission answers 'Tenant Not Found' (that means success); a WAITING onboarding
 * carries its stage's DNS records as data.records.
 */
async function statusAnswer(services: WorkflowServices, workflow: WorkflowRow | null, now: Date): Promise<WorkflowStatus> {
  const timestamp = now.toISOString();
  if (!workflow || (workflow.kind === 'DECOMMISSION' && workflow.status === 'SUCCEEDED')) return { error: TENANT_NOT_FOUND, timestamp };
  const answer: WorkflowStatus = {
    status: workflow.status,
    timestamp,
    startDate: workflow.startedAt,
    executionArn: workflow.workflow_id,
    workflow: workflow.kind,
    jobId: workflow.job_id,
  };
  if (workflow.output !== null && workflow.output !== undefined) answer.output = JSON.stringify(workflow.output);
  if (workflow.error) answer.error = workflow.error;
  if (workflow.status === 'WAITING' && workflow.waiting_type) {
    answer.type = workflow.waiting_type;
    if (workflow.kind === 'ONBOARDING') answer.data = { records: await services.dns.readRecords(workflow.tenant_id, workflow.waiting_type) };
  }
  if (workflow.kind === 'ONBOARDING' && workflow.status === 'RUNNING') answer.message = 'Onboarding is running';
  return answer;
}

/**
 * The tenant workflows for PLATFORM_ADMIN (docs/platform-ops.md#onboard-new-tenant,
 * docs/platform-ops.md#decommission):
 * - POST /workflow/status `{ tenant_id }`: the tenant's latest workflow, or error 'Tenant Not Found'.
 * - POST /workflow/start (multipart): checks the form in the spec's order ('Please fill out all
 *   the data!' and the field, 'Invalid color on field …', digits-only trial_period_in_days; the pool
 *   logo first), 409 when the tenant exists (unless its last onboarding FAILED, TIMED_OUT or
 *   ABORTED: it may be started again) or has an unfinished workflow, stores the images, then starts
 *   the onboarding (RUNNING) whose steps run as durable jobs.
 * - POST /workflow/resume `{ tenant_id }` (a WAITING onboarding) or with `decommission-resources`
 *   (a WAITING decommission; `?dryRun=true` answers what would be removed, with counts).
 * - POST /decommission/start: WAITING with the tenant's resources as output; 404 'Tenant not found'.
 *
 * Defines the workflows' queue on the job queue.
 */
export async function workflowHandlers(
  app: FastifyInstance,
  options: WorkflowRouteOptions & { jwksUrl: string | null },
): Promise<HandlerGroup<'workflowStatus' | 'workflowStart' | 'workflowResume' | 'decommissionStart'>> {
  acceptFileFields(ENDPOINTS.workflowStart.path, { fields: ONBOARDING_FILE_FIELDS });
  const services: WorkflowServices = {
    db: app.db,
    pools: options.pools ?? defaultPools(options.jwksUrl),
    blobs: options.blobs ?? app.providers.blobs,
    mail: app.providers.mail,
    dns: app.providers.dns,
    region: process.env.AWS_REGION?.trim() || 'us-east-1',
    log: app.log,
    ...(app.hasDecorator('cache') ? { cache: (app as unknown as { cache: NonNullable<WorkflowServices['cache']> }).cache } : {}),
    ...(options.afterStepEffect ? { afterStepEffect: options.afterStepEffect } : {}),
  };
  const engine = new WorkflowEngine(services, app.jobQueue, { ONBOARDING: ONBOARDING_WORKFLOW, DECOMMISSION: DECOMMISSION_WORKFLOW });
  await engine.register();

  const tenantExists = async (tenantId: string) =>
    (await app.db.query<{ found: boolean }>('select exists (select 1 from tenants where tenant_id = $1) as found', [tenantId])).rows[0]?.found === true;

  return {
    workflowStatus: async (request) => statusAnswer(services, await latestWorkflow(app.db, request.body.tenant_id), app.now()),

    workflowStart: async (request) => {
      const body = request.body;
      const files = routeFiles(request);
      const logo = files.find((file) => file.field === 'user_pool_logo');
      const favicon = files.find((file) => file.field === 'favicon');
      const problem = onboardingFormProblem(body, logo !== undefined);
      if (problem) throw badRequest(`${problem.title}\n${problem.line}`);
      const tenantId = String(body.tenant_id).trim();
      if (!new RegExp(TENANT_ID_PATTERN).test(tenantId)) throw badRequest(`tenant_id: 1-${TENANT_ID_MAX_LENGTH} letters, digits, _ or -`);
      for (const file of [logo, favicon]) {
        if (file && !imageTypeOf(file.bytes)) throw badRequest(`The ${file.field} is not a PNG, GIF or JPEG image`);
      }
      const open = await openWorkflow(app.db, tenantId);
      if (open) throw conflict(`Tenant ${tenantId} already has a ${open.kind.toLowerCase()} ${open.status}`);
      // A tenant whose onboarding ended FAILED, TIMED_OUT or ABORTED may be onboarded again: the
      // steps' effects can be repeated, so what the failed run created is kept, not doubled.
      const latest = await latestWorkflow(app.db, tenantId);
      const retry = latest?.kind === 'ONBOARDING' && ['FAILED', 'TIMED_OUT', 'ABORTED'].includes(latest.status);
      if (!retry && (await tenantExists(tenantId))) throw conflict(`Tenant ${tenantId} already exists`);
      const form: Record<string, string> = {};
      for (const field of ONBOARDING_FORM_FIELDS) {
        const value = body[field];
        if (value !== undefined && value.trim() !== '') form[field] = value.trim();
      }
      form.tenant_id = tenantId;
      for (const [field, value] of Object.entries(ONBOARDING_DEFAULTS)) form[field] ??= value;
      const store = async (file: NonNullable<typeof logo>) => {
        const type = imageTypeOf(file.bytes) as keyof typeof EXTENSIONS;
        const key = `tenants/${tenantId}/${file.field}-${randomBytes(6).toString('hex')}.${EXTENSIONS[type]}`;
        await services.blobs.put(key, file.bytes);
        return key;
      };
      const input: OnboardingInput = {
        form,
        images: { user_pool_logo: await store(logo as NonNullable<typeof logo>), favicon: favicon ? await store(favicon) : null },
        owner_password: temporaryPassword(),
      };
      try {
        const workflow = await engine.create({
          kind: 'ONBOARDING',
          tenantId,
          input: input as unknown as Record<string, unknown>,
          startedBy: actorOf(request.user),
          status: 'RUNNING',
          record: (tx, workflowId) =>
            recordAction(tx, { ...actionContext(request), area: WORKFLOW_AREA, endpoint: 'workflowStart', action: 'ONBOARDING_STARTED', targetIds: [tenantId, workflowId], note: form.tenant_name ?? null }),
        });
        return { status: workflow.status, executionArn: workflow.workflow_id, startDate: workflow.startedAt, jobId: workflow.job_id };
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw conflict(`Tenant ${tenantId} already has an unfinished workflow`);
        throw error;
      }
    },

    workflowResume: async (request) => {
      const { tenant_id: tenantId } = request.body;
      const selection = request.body['decommission-resources']?.resources;
      const workflow = await openWorkflow(app.db, tenantId);
      if (!workflow) throw notFound(TENANT_NOT_FOUND);
      if (workflow.status !== 'WAITING') throw conflict(`The ${workflow.kind.toLowerCase()} of tenant ${tenantId} is ${workflow.status}, not WAITING`);
      if (workflow.kind === 'DECOMMISSION') {
        if (!selection) throw badRequest('decommission-resources: the resources to decommission are required');
        if (selection.tenant_id !== tenantId) throw badRequest('decommission-resources: resources.tenant_id must be the tenant_id');
        const summary = await decommissionSummary(services, selection);
        if (summary.length === 0) throw badRequest('decommission-resources: select at least one resource');
        if (isDryRun(request.query)) {
          const total = summary.reduce((sum, item) => sum + item.count, 0);
          return { status: workflow.status, message: `${total} item(s) of ${summary.length} resource(s) would be removed`, summary: { resources: summary, total }, jobId: workflow.job_id, dryRun: true as const };
        }
        const chosen = summary.map((item) => item.resource).join(', ');
        await engine.resume(workflow, selection as unknown as Record<string, unknown>, (tx) =>
          recordAction(tx, { ...actionContext(request), area: WORKFLOW_AREA, endpoint: 'workflowResume', action: 'DECOMMISSION_CONFIRMED', targetIds: [tenantId, workflow.workflow_id], note: `Resources: ${chosen}` }),
        );
        return { status: 'RUNNING' as const, jobId: workflow.job_id };
      }
      if (selection) throw badRequest(`decommission-resources: tenant ${tenantId} is onboarding, not decommissioning`);
      if (isDryRun(request.query)) return { status: workflow.status, message: `The onboarding would resume after ${workflow.waiting_type ?? 'WAITING'}`, jobId: workflow.job_id, dryRun: true as const };
      await engine.resume(workflow, {}, (tx) =>
        recordAction(tx, {
          ...actionContext(request),
          area: WORKFLOW_AREA,
          endpoint: 'workflowResume',
          action: 'ONBOARDING_RESUMED',
          targetIds: [tenantId, workflow.workflow_id],
          note: `After ${workflow.waiting_type ?? 'WAITING'}`,
        }),
      );
      return { status: 'RUNNING' as const, jobId: workflow.job_id };
    },

    decommissionStart: async (request) => {
      const body = request.body;
      const tenantId = body.tenant_id;
      if (!(await tenantExists(tenantId))) throw notFound(DECOMMISSION_MESSAGES.startFailed);
      const resources = await listTenantResources(services, tenantId);
      let workflow = await openWorkflow(app.db, tenantId);
      if (workflow && workflow.kind !== 'DECOMMISSION') throw conflict(`Tenant ${tenantId} is onboarding (${workflow.status}); finish it first`);
      if (!workflow) {
        const workflowId = body.execution_name ?? `decommission-${tenantId}-${app.now().getTime()}`;
        try {
          workflow = await engine.create({
            kind: 'DECOMMISSION',
            tenantId,
            workflowId,
            input: { tenant_id: tenantId },
            startedBy: actorOf(request.user),
            status: 'WAITING',
            output: resources,
            record: (tx) =>
              recordAction(tx, { ...actionContext(request), area: WORKFLOW_AREA, endpoint: 'decommissionStart', action: 'DECOMMISSION_STARTED', targetIds: [tenantId, workflowId] }),
          });
        } catch (error) {
          if ((error as { code?: string }).code === '23505') throw conflict(`A workflow named ${workflowId} exists already`);
          throw error;
        }
      } else {
        const open = workflow;
        if (open.status !== 'WAITING') throw new HttpError(409, `The decommission of tenant ${tenantId} is ${open.status}`);
        await app.db.transaction(async (tx) => {
          await tx.query('update workflows set output = $2::jsonb, updated_at = clock_timestamp() where workflow_id = $1', [open.workflow_id, JSON.stringify(resources)]);
          await recordAction(tx, {
            ...actionContext(request),
            area: WORKFLOW_AREA,
            endpoint: 'decommissionStart',
            action: 'DECOMMISSION_RESOURCES_LISTED',
            targetIds: [tenantId, open.workflow_id],
          });
        });
      }
      if (workflow.status !== 'WAITING') throw new HttpError(409, `The decommission of tenant ${tenantId} is ${workflow.status}`);
      return { status: 'WAITING' as const, output: JSON.stringify(resources), executionArn: workflow.workflow_id, jobId: workflow.job_id };
    },
  };
}
