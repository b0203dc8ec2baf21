import type { FastifyInstance } from 'fastify';
import { getClientForm, listClientForms } from '../../client-forms/client-forms-repository.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * Client forms for CLIENT_SUCCESS (spec 02 §2.12, §7 "Prospective tenants"):
 * GET /client-success/prospective-tenants (rows, newest first) and
 * GET /client-success/prospective-tenants/:submissionId (the whole form; 404 when unknown).
 */
export function prospectiveTenantHandlers(app: FastifyInstance): HandlerGroup<'prospectiveTenants' | 'prospectiveTenant'> {
  return {
    prospectiveTenants: async () => listClientForms(app.db),
    prospectiveTenant: async (request) => getClientForm(app.db, request.params.submissionId),
  };
}
