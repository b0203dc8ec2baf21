import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../contract.js';
import { accountHandlers } from './account/user-info.js';
import { actionLogHandlers } from './action-log/action-log.js';
import { billingPeriodOrderHandlers } from './billing/billing-period-orders.js';
import { billingClientHandlers } from './billing/clients.js';
import { billingInvoiceHandlers } from './billing/invoices.js';
import { billingReportHandlers } from './billing/reports.js';
import { prospectiveTenantHandlers } from './client-success/prospective-tenants.js';
import { openApiHandlers } from './documentation/openapi.js';
import { versionHandlers } from './documentation/version.js';
import { gridPreferenceHandlers } from './grid-preferences/grid-preferences.js';
import { internalUserHandlers } from './internal-users/internal-users.js';
import { dashboardHandlers } from './platform-ops/dashboard.js';
import { jobHandlers } from './platform-ops/jobs.js';
import { onboardingJobHandlers } from './platform-ops/onboarding-jobs.js';
import { workflowHandlers, type WorkflowRouteOptions } from './platform-ops/workflows.js';
import { platformOpsSettingsHandlers } from './platform-ops/settings-handlers.js';
import { releaseHandlers } from './platform-ops/releases.js';
import { resellerHandlers } from './platform-ops/resellers.js';
import { schemaSyncHandlers } from './platform-ops/schema-sync.js';
import { testToolHandlers } from './platform-ops/test-tools.js';
import { translationHandlers } from './platform-ops/translations.js';
import { registerEndpoints, type EndpointHandlers } from './register-endpoints.js';
import { searchHandlers } from './search/search.js';
import { telemetryHandlers } from './telemetry/telemetry.js';
import { tenantHandlers } from './update-config/list-tenants.js';

/** Options of {@link routes}. */
export interface RoutesOptions extends Record<string, unknown> {
  /** The API runs locally (API_ENVIRONMENT `local`): the OpenAPI document is served. */
  local: boolean;
  /** The test-only tools are served, under `/test-api` (API_ENVIRONMENT `local` or `test`). */
  testTools: boolean;
  /** The console pool's key-set URL: the tenants' pools are created on the same service. */
  jwksUrl?: string | null;
  /** Replacements of the workflows' services (tests). */
  workflows?: WorkflowRouteOptions;
}

/**
 * Every route of the API, registered from shared-kit's endpoint table (`ENDPOINTS`) after the auth
 * guard, one handler per declared endpoint (see `registerEndpoints`: the application does not start
 * when a declaration and the handlers differ). In local mode the OpenAPI document of the table is
 * generated (@fastify/swagger) and served at GET /openapi.json.
 */
export const routes: FastifyPluginAsync<RoutesOptions> = async (app, options) => {
  const handlers: EndpointHandlers = {
    ...accountHandlers(),
    ...tenantHandlers(app),
    ...internalUserHandlers(app),
    ...(await prospectiveTenantHandlers(app)),
    ...billingClientHandlers(app),
    ...billingInvoiceHandlers(app),
    ...billingPeriodOrderHandlers(app),
    ...billingReportHandlers(app),
    ...platformOpsSettingsHandlers(app),
    ...(await workflowHandlers(app, { ...options.workflows, jwksUrl: options.jwksUrl ?? null })),
    ...onboardingJobHandlers(app),
    ...releaseHandlers(app),
    ...schemaSyncHandlers(app),
    ...testToolHandlers(app),
    ...resellerHandlers(app),
    ...translationHandlers(app),
    ...jobHandlers(app),
    ...actionLogHandlers(app),
    ...searchHandlers(app),
    ...telemetryHandlers(app),
    ...dashboardHandlers(app),
    ...gridPreferenceHandlers(app),
    ...(await openApiHandlers(app, options)),
    ...versionHandlers(),
  };
  registerEndpoints(app, ENDPOINTS, handlers, { local: options.local, testTools: options.testTools });
};
