import type { FastifyInstance } from 'fastify';
import { getBillingPeriodOrders } from '../../billing/billing-period-orders.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** GET /billing/billing-period-orders/:invoiceNumber (FINANCE); 404 for an unknown invoice. */
export function billingPeriodOrderHandlers(app: FastifyInstance): HandlerGroup<'billingPeriodOrders'> {
  return { billingPeriodOrders: async (request) => getBillingPeriodOrders(app.db, request.params.invoiceNumber) };
}
