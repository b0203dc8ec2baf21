import type { FastifyInstance } from 'fastify';
import { getReport, listReports } from '../../billing/reports.js';
import { isoDate } from '../../lib/dates.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** GET /billing/reports and GET /billing/reports/:id (FINANCE); 404 for an unknown report. */
export function billingReportHandlers(app: FastifyInstance): HandlerGroup<'reports' | 'report'> {
  return {
    reports: async () => listReports(app.db),
    report: async (request) => getReport(app.db, request.params.id, isoDate(app.now())),
  };
}
