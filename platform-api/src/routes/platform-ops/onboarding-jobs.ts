import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionContext, recordAction, type ActionContext } from '../../action-log/record-action.js';
import { actorOf } from '../../auth/token-verifier.js';
import { REQUEST_ID_HEADER } from '../../contract.js';
import type { Queryable } from '../../db/database.js';
import { createJob, updateJob } from '../../jobs/job-records.js';
import { notFound } from '../../lib/http-error.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** Kinds of the asynchronous auction and PO onboarding requests. */
export const AUCTION_ONBOARDING_KIND = 'platform-ops/auction-onboarding';
export const PO_ONBOARDING_KIND = 'platform-ops/po-onboarding';

/** Message of an unknown tenant (docs/platform-ops.md#auction-and-po-onboarding). */
export const UNKNOWN_TENANT_MESSAGE = 'Tenant not found!';

interface ModulePayload {
  jobId: string;
  tenant_id: string;
  tenant_system_email?: string;
  /** Who asked, for the action-log entry written with the change. */
  action?: ActionContext;
}

/**
 * Enables a tenant module (docs/platform-ops.md#auction-and-po-onboarding): the module's row in
 * `tenant_modules` (repeating it changes nothing but its settings) and the JSON result the screen
 * shows.
 */
async function enableModule(db: Queryable, module: 'AUCTION' | 'PURCHASE_ORDER', payload: ModulePayload, enabledBy: string): Promise<Record<string, unknown>> {
  const settings = module === 'AUCTION' ? { tenant_system_email: payload.tenant_system_email ?? '' } : {};
  const { rows } = await db.query<{ enabledAt: string }>(
    `insert into tenant_modules (tenant_id, module, settings, enabled_by) values ($1, $2, $3::jsonb, $4)
     on conflict (tenant_id, module) do update set settings = excluded.settings
     returning to_char(enabled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "enabledAt"`,
    [payload.tenant_id, module, JSON.stringify(settings), enabledBy],
  );
  return { error: false, tenant_id: payload.tenant_id, module, status: 'ENABLED', ...settings, enabled_at: rows[0]?.enabledAt ?? null };
}

/**
 * The auction and PO onboarding (docs/platform-ops.md#auction-and-po-onboarding), asynchronous: the
 * first call checks the tenant (404 'Tenant not found!'), creates the job record the job centre
 * shows and answers `{ status: 'PENDING', requestId }`; calls with the request_id header answer
 * until COMPLETED with the JSON result. Tenant id and system e-mail are at most 60 characters (the
 * table's schemas).
 */
export function onboardingJobHandlers(app: FastifyInstance): HandlerGroup<'auctionOnboarding' | 'poOnboarding'> {
  const register = (kind: string, module: 'AUCTION' | 'PURCHASE_ORDER') =>
    app.asyncRequests.register(kind, async (payload, { db, requestedBy }) => {
      const data = payload as ModulePayload;
      await updateJob(db, data.jobId, { state: 'RUNNING', progress: 50 });
      try {
        const result = await db.transaction(async (tx) => {
          const { rows: was } = await tx.query('select 1 from tenant_modules where tenant_id = $1 and module = $2', [data.tenant_id, module]);
          const enabled = await enableModule(tx, module, data, requestedBy);
          await recordAction(tx, {
            ...(data.action ?? { actor: { email: requestedBy, sub: '', roles: [] }, requestId: null, clientAddress: null }),
            area: 'platform-ops',
            endpoint: module === 'AUCTION' ? 'auctionOnboarding' : 'poOnboarding',
            action: 'MODULE_ENABLED',
            targetIds: [data.tenant_id],
            changes: was.length > 0 ? {} : { [module]: { from: null, to: 'ENABLED' } },
            ...(data.tenant_system_email ? { note: `System e-mail ${data.tenant_system_email}` } : {}),
          });
          return enabled;
        });
        await updateJob(db, data.jobId, { state: 'SUCCEEDED', result });
        return { response: result };
      } catch (error) {
        await updateJob(db, data.jobId, { state: 'FAILED', error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    });
  register(AUCTION_ONBOARDING_KIND, 'AUCTION');
  register(PO_ONBOARDING_KIND, 'PURCHASE_ORDER');

  const submit = async (kind: string, title: string, link: string, body: Omit<ModulePayload, 'jobId' | 'action'>, request: FastifyRequest) => {
    const user = request.user;
    const requestedBy = actorOf(user);
    const { rows } = await app.db.query('select 1 from tenants where tenant_id = $1', [body.tenant_id]);
    if (rows.length === 0) throw notFound(UNKNOWN_TENANT_MESSAGE);
    const jobId = await createJob(app.db, { kind: kind.split('/')[1] ?? kind, area: 'platform-ops', title, startedBy: requestedBy, link });
    return app.asyncRequests.submit(kind, { ...body, jobId, action: actionContext(request) }, requestedBy);
  };

  return {
    auctionOnboarding: async (request) => {
      const requestId = request.headers[REQUEST_ID_HEADER];
      if (requestId) return app.asyncRequests.poll<Record<string, unknown>>(AUCTION_ONBOARDING_KIND, requestId, actorOf(request.user));
      const { tenant_id, tenant_system_email } = request.body;
      return submit(AUCTION_ONBOARDING_KIND, `Auction onboarding of tenant ${tenant_id}`, '/auction-onboarding', { tenant_id, tenant_system_email }, request);
    },
    poOnboarding: async (request) => {
      const requestId = request.headers[REQUEST_ID_HEADER];
      if (requestId) return app.asyncRequests.poll<Record<string, unknown>>(PO_ONBOARDING_KIND, requestId, actorOf(request.user));
      const { tenant_id } = request.body;
      return submit(PO_ONBOARDING_KIND, `PO onboarding of tenant ${tenant_id}`, '/po-onboarding', { tenant_id }, request);
    },
  };
}
