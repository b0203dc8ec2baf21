import type { FastifyPluginAsync } from 'fastify';
import { getBillingPeriodOrders } from '../../billing/billing-period-orders.js';
import { invoiceParamsSchema } from '../schemas.js';
import { billingPeriodOrdersSchema } from './billing-schemas.js';

/** GET /billing/billing-period-orders/:invoiceNumber (FINANCE, spec 02 §2.5, §7); 404 for an unknown invoice. */
export const billingPeriodOrdersRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { invoiceNumber: string } }>(
    '/billing-period-orders/:invoiceNumber',
    { config: { role: 'FINANCE' }, schema: { params: invoiceParamsSchema, response: { 200: billingPeriodOrdersSchema } } },
    async (request) => getBillingPeriodOrders(app.db, request.params.invoiceNumber),
  );
};
