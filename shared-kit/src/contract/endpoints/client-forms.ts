/** Client forms of CLIENT_SUCCESS (spec 02 §2.12, §3 "Client form", §7 "Prospective tenants"). */
import { Type, type Static } from '@sinclair/typebox';
import { SubmissionIdSchema } from './common';
import { declareEndpoints } from './define-endpoint';
import { Nullable, StringEnum } from './schema-helpers';

/** Client form statuses (spec 02 §4). */
export const CLIENT_FORM_STATUSES = ['SUBMITTED', 'COMPLETED', 'REJECTED'] as const;

/** One row of the client-forms list (spec 02 §2.12). */
export const ClientFormRowSchema = Type.Object({
  submissionId: Type.String(),
  companyName: Type.String(),
  status: StringEnum(CLIENT_FORM_STATUSES),
  contactEmail: Type.String(),
  createDate: Type.String({ description: 'ISO-8601 instant' }),
  updateDate: Type.String({ description: 'ISO-8601 instant' }),
});
/** See {@link ClientFormRowSchema}. */
export type ClientFormRow = Static<typeof ClientFormRowSchema>;

/** A full client form record (spec 02 §3 "Client form"): the row plus every field of the form. */
export const ClientFormRecordSchema = Type.Object({
  ...ClientFormRowSchema.properties,
  tenant_id: Nullable(Type.String({ description: 'Set once the tenant exists' })),
  officialLegalName: Type.String(),
  dba: Type.String(),
  jurisdictionOfOrganization: Type.String(),
  signerName: Type.String(),
  signerTitle: Type.String(),
  signerEmail: Type.String(),
  signerPhone: Type.String(),
  payableContactName: Type.String(),
  payableEmail: Type.String(),
  payablePhone: Type.String(),
  billingAddress1: Type.String(),
  billingAddress2: Type.String(),
  billingCity: Type.String(),
  billingState: Type.String(),
  billingCountry: Type.String(),
  billingZipcode: Type.String(),
  businessName: Type.String(),
  businessShortName: Type.String(),
  currency: Type.String(),
  adminSiteUrl: Type.String(),
  adminUserEmail: Type.String(),
  buyerSiteUrl: Type.String(),
  buyerFromEmail: Type.String(),
  buyerSiteLanguage: Type.String(),
  logo: Type.String(),
  favicon: Type.String(),
  existingBusinessWebsite: Type.String(),
});
/** See {@link ClientFormRecordSchema}. */
export type ClientFormRecord = Static<typeof ClientFormRecordSchema>;

/** The prospective-tenant endpoints, all CLIENT_SUCCESS. */
export const CLIENT_FORM_ENDPOINTS = declareEndpoints({
  prospectiveTenants: {
    method: 'GET',
    path: '/client-success/prospective-tenants',
    access: 'CLIENT_SUCCESS',
    area: 'client-success',
    summary: 'The client forms, newest first (spec 02 §2.12, §7 "Prospective tenants")',
    responses: { 200: Type.Array(ClientFormRowSchema) },
  },
  prospectiveTenant: {
    method: 'GET',
    path: '/client-success/prospective-tenants/:submissionId',
    access: 'CLIENT_SUCCESS',
    area: 'client-success',
    summary: 'One client form, every field (spec 02 §7 "Prospective tenant"); 404 when unknown',
    params: Type.Object({ submissionId: SubmissionIdSchema }, { additionalProperties: false }),
    responses: { 200: ClientFormRecordSchema },
  },
});
