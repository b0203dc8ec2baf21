import type { FastifyPluginAsync } from 'fastify';
import { listTenants } from '../../tenants/tenants-repository.js';

const tenantListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { tenantId: { type: 'string' }, tenantName: { type: 'string' } },
    required: ['tenantId', 'tenantName'],
  },
} as const;

/** GET /update-config/list-tenants (PLATFORM_ADMIN, spec 01 §7, spec 02 §7): TenantSummary[] by tenant id. */
export const listTenantsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/update-config/list-tenants', { config: { role: 'PLATFORM_ADMIN' }, schema: { response: { 200: tenantListSchema } } }, async () =>
    listTenants(app.db),
  );
};
