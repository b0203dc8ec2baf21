import type { FastifyInstance } from 'fastify';
import { tenantLifecycleCounts } from '../../tenants/tenant-lifecycle.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * The platform dashboard's figures (docs/platform-ops.md#dashboard): GET /dashboard/tenant-lifecycle
 * (PLATFORM_ADMIN), the number of tenants in each lifecycle state.
 */
export function dashboardHandlers(app: FastifyInstance): HandlerGroup<'tenantLifecycleCounts'> {
  return { tenantLifecycleCounts: async () => tenantLifecycleCounts(app.db) };
}
