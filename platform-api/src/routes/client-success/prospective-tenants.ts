import type { FastifyPluginAsync } from 'fastify';
import { getClientForm, listClientForms } from '../../client-forms/client-forms-repository.js';
import { nullableString, submissionIdSchema } from '../schemas.js';

const rowProperties = {
  submissionId: { type: 'string' },
  companyName: { type: 'string' },
  status: { type: 'string', enum: ['SUBMITTED', 'COMPLETED', 'REJECTED'] },
  contactEmail: { type: 'string' },
  createDate: { type: 'string' },
  updateDate: { type: 'string' },
} as const;

const RECORD_TEXT_FIELDS = [
  'officialLegalName',
  'dba',
  'jurisdictionOfOrganization',
  'signerName',
  'signerTitle',
  'signerEmail',
  'signerPhone',
  'payableContactName',
  'payableEmail',
  'payablePhone',
  'billingAddress1',
  'billingAddress2',
  'billingCity',
  'billingState',
  'billingCountry',
  'billingZipcode',
  'businessName',
  'businessShortName',
  'currency',
  'adminSiteUrl',
  'adminUserEmail',
  'buyerSiteUrl',
  'buyerFromEmail',
  'buyerSiteLanguage',
  'logo',
  'favicon',
  'existingBusinessWebsite',
] as const;

const recordSchema = {
  type: 'object',
  properties: { ...rowProperties, tenant_id: nullableString, ...Object.fromEntries(RECORD_TEXT_FIELDS.map((field) => [field, { type: 'string' }])) },
  required: ['submissionId', 'companyName', 'status', 'contactEmail', 'createDate', 'updateDate', 'tenant_id', ...RECORD_TEXT_FIELDS],
};

/**
 * Client forms for CLIENT_SUCCESS (spec 02 §2.12, §7 "Prospective tenants"):
 * GET /client-success/prospective-tenants (rows, newest first) and
 * GET /client-success/prospective-tenants/:submissionId (the whole form; 404 when unknown).
 */
export const prospectiveTenantsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/client-success/prospective-tenants',
    {
      config: { role: 'CLIENT_SUCCESS' },
      schema: { response: { 200: { type: 'array', items: { type: 'object', properties: rowProperties, required: Object.keys(rowProperties) } } } },
    },
    async () => listClientForms(app.db),
  );

  app.get<{ Params: { submissionId: string } }>(
    '/client-success/prospective-tenants/:submissionId',
    {
      config: { role: 'CLIENT_SUCCESS' },
      schema: {
        params: { type: 'object', properties: { submissionId: submissionIdSchema }, required: ['submissionId'], additionalProperties: false },
        response: { 200: recordSchema },
      },
    },
    async (request) => getClientForm(app.db, request.params.submissionId),
  );
};
