import type { FastifyPluginAsync } from 'fastify';
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
import { tenantParamsSchema } from '../schemas.js';
import { clientContactSchema, clientRowSchema, contractTermsSchema, paymentMethodSchema } from './billing-schemas.js';

const FINANCE = { role: 'FINANCE' } as const;
type TenantParams = { Params: { tenantId: string } };

/**
 * Clients of the finance console (spec 02 §2.1, §2.2, §7), all FINANCE:
 * GET /billing/clients, GET /billing/clients/export (.xlsx),
 * GET /billing/clients/:tenantId/contact, /payment-methods, /contract-terms,
 * GET and PUT /billing/clients/:tenantId/default-payment-method (PUT body `{ paymentMethodId }`;
 * GET answers `null` when the client has no default). Unknown clients answer 404.
 */
export const billingClientsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/clients', { config: FINANCE, schema: { response: { 200: { type: 'array', items: clientRowSchema } } } }, async () =>
    listClients(app.db, app.now()),
  );

  app.get('/clients/export', { config: FINANCE }, async (_request, reply) => {
    const file = clientsWorkbook(await listClients(app.db, app.now()));
    return reply
      .type(XLSX_MIME_TYPE)
      .header('content-disposition', `attachment; filename="clients-${isoDate(app.now())}.xlsx"`)
      .send(file);
  });

  app.get<TenantParams>(
    '/clients/:tenantId/contact',
    { config: FINANCE, schema: { params: tenantParamsSchema, response: { 200: clientContactSchema } } },
    async (request) => getClientContact(app.db, request.params.tenantId),
  );

  app.get<TenantParams>(
    '/clients/:tenantId/payment-methods',
    { config: FINANCE, schema: { params: tenantParamsSchema, response: { 200: { type: 'array', items: paymentMethodSchema } } } },
    async (request) => listPaymentMethods(app.db, request.params.tenantId),
  );

  app.get<TenantParams>(
    '/clients/:tenantId/default-payment-method',
    { config: FINANCE, schema: { params: tenantParamsSchema, response: { 200: { anyOf: [{ type: 'null' }, paymentMethodSchema] } } } },
    async (request) => getDefaultPaymentMethod(app.db, request.params.tenantId),
  );

  app.put<TenantParams & { Body: { paymentMethodId: string } }>(
    '/clients/:tenantId/default-payment-method',
    {
      config: FINANCE,
      schema: {
        params: tenantParamsSchema,
        body: {
          type: 'object',
          properties: { paymentMethodId: { type: 'string', minLength: 1, maxLength: 64 } },
          required: ['paymentMethodId'],
          additionalProperties: false,
        },
        response: { 200: paymentMethodSchema },
      },
    },
    async (request) => app.db.transaction((tx) => setDefaultPaymentMethod(tx, request.params.tenantId, request.body.paymentMethodId)),
  );

  app.get<TenantParams>(
    '/clients/:tenantId/contract-terms',
    { config: FINANCE, schema: { params: tenantParamsSchema, response: { 200: contractTermsSchema } } },
    async (request) => getContractTerms(app.db, request.params.tenantId),
  );
};
