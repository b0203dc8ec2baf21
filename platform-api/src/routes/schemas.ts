/**
 * JSON schemas shared by the routes. Identifiers are restricted to the characters the data model
 * allows, so a malformed path answers 400 before any query runs.
 */

export const tenantIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } as const;
export const invoiceNumberSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } as const;
export const submissionIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
export const nullableString = { type: ['string', 'null'] } as const;

/** The error answer of every route (see the error handler). */
export const errorSchema = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } },
  required: ['statusCode', 'error', 'message'],
} as const;

export const tenantParamsSchema = {
  type: 'object',
  properties: { tenantId: tenantIdSchema },
  required: ['tenantId'],
  additionalProperties: false,
} as const;

export const invoiceParamsSchema = {
  type: 'object',
  properties: { invoiceNumber: invoiceNumberSchema },
  required: ['invoiceNumber'],
  additionalProperties: false,
} as const;
