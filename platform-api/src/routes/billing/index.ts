import type { FastifyPluginAsync } from 'fastify';
import { billingPeriodOrdersRoutes } from './billing-period-orders.js';
import { billingClientsRoutes } from './clients.js';
import { billingInvoicesRoutes } from './invoices.js';
import { billingReportsRoutes } from './reports.js';

/** Every billing call of spec 02 §7, under /billing, role FINANCE (spec 02 §6). */
export const billingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(billingClientsRoutes);
  await app.register(billingInvoicesRoutes);
  await app.register(billingPeriodOrdersRoutes);
  await app.register(billingReportsRoutes);
};
