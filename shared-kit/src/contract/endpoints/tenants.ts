/** The tenant list of the Update Config screen. */
import { Type, type Static } from '@sinclair/typebox';
import { declareEndpoints } from './define-endpoint';

/** A tenant of the list-tenants call. */
export const TenantSummarySchema = Type.Object({ tenantId: Type.String(), tenantName: Type.String() });
/** See {@link TenantSummarySchema}. */
export type TenantSummary = Static<typeof TenantSummarySchema>;

/** The update-config endpoints. */
export const TENANT_ENDPOINTS = declareEndpoints({
  listTenants: {
    method: 'GET',
    path: '/update-config/list-tenants',
    access: 'PLATFORM_ADMIN',
    area: 'update-config',
    summary: 'Every tenant, by tenant id',
    responses: { 200: Type.Array(TenantSummarySchema) },
  },
});
