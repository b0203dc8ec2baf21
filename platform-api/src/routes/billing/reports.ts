import type { FastifyPluginAsync } from 'fastify';
import { getReport, listReports } from '../../billing/reports.js';
import { isoDate } from '../../lib/dates.js';
import { reportListSchema, reportSchema } from './billing-schemas.js';

/** GET /billing/reports and GET /billing/reports/:id (FINANCE, spec 02 §2.6, §7); 404 for an unknown report. */
export const billingReportsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/reports', { config: { role: 'FINANCE' }, schema: { response: { 200: reportListSchema } } }, async () => listReports(app.db));

  app.get<{ Params: { id: string } }>(
    '/reports/:id',
    {
      config: { role: 'FINANCE' },
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } }, required: ['id'], additionalProperties: false },
        response: { 200: reportSchema },
      },
    },
    async (request) => getReport(app.db, request.params.id, isoDate(app.now())),
  );
};
