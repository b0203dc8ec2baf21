import type { FastifyInstance } from 'fastify';
import {
  getClientContact,
  getContractTerms,
  getDefaultPaymentMethod,
  listClients,
  listPaymentMethods,
  setDefaultPaymentMethod,
} from '../../billing/clients-repository.js';
import { clientsWorkbook } from '../../billing/exports.js';
import { XLSX_MIME_TYPE } from '../../billing/spreadsheet.js';
import { isoDate } from '../../lib/dates.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * Clients of the finance console (spec 02 §2.1, §2.2, §7), all FINANCE:
 * GET /billing/clients, GET /billing/clients/export (.xlsx),
 * GET /billing/clients/:tenantId/contact, /payment-methods, /contract-terms,
 * GET and PUT /billing/clients/:tenantId/default-payment-method (PUT body `{ paymentMethodId }`;
 * GET answers `null` when the client has no default). Unknown clients answer 404.
 */
export function billingClientHandlers(
  app: FastifyInstance,
): HandlerGroup<'clients' | 'clientsExport' | 'clientContact' | 'paymentMethods' | 'defaultPaymentMethod' | 'setDefaultPaymentMethod' | 'contractTerms'> {
  return {
    clients: async () => listClients(app.db, app.now()),

    clientsExport: async (_request, reply) => {
      const file = clientsWorkbook(await listClients(app.db, app.now()));
      return reply
        .type(XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="clients-${isoDate(app.now())}.xlsx"`)
        .send(file);
    },

    clientContact: async (request) => getClientContact(app.db, request.params.tenantId),

    paymentMethods: async (request) => listPaymentMethods(app.db, request.params.tenantId),

    defaultPaymentMethod: async (request) => getDefaultPaymentMethod(app.db, request.params.tenantId),

    setDefaultPaymentMethod: async (request) =>
      app.db.transaction((tx) => setDefaultPaymentMethod(tx, request.params.tenantId, request.body.paymentMethodId)),

    contractTerms: async (request) => getContractTerms(app.db, request.params.tenantId),
  };
}
