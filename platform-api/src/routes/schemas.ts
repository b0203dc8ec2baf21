/**
 * JSON schemas shared by the routes. Identifiers are restricted to the characters the data model
 * allows (the same patterns as the tables' check constraints), so a malformed path answers 400
 * before any query runs.
 */

/** A client's tenant id (spec 02 §3 "Client row" tenantId): 1-40 letters, digits, `_` or `-`. */
export const tenantIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } as const;
/** An invoice number (spec 02 §3 "Invoice row" invoiceNumber): 1-40 letters, digits or `-`. */
export const invoiceNumberSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } as const;
/** A client form's submission id (spec 02 §2.12, §7 "Prospective tenant"): 1-64 letters, digits, `_` or `-`. */
export const submissionIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
/** Text or `null` (optional fields of answers, e.g. a client form's tenant_id before it is set). */
export const nullableString = { type: ['string', 'null'] } as const;

/** Path parameters `{ tenantId }` of the per-client routes (spec 02 §2.2, §7); nothing else allowed. */
export const tenantParamsSchema = {
  type: 'object',
  properties: { tenantId: tenantIdSchema },
  required: ['tenantId'],
  additionalProperties: false,
} as const;

/**
 * Path parameters `{ invoiceNumber }` of the per-invoice routes (spec 02 §2.4, §2.5, §7: details,
 * preview, billing-period orders, retry payment); nothing else allowed.
 */
export const invoiceParamsSchema = {
  type: 'object',
  properties: { invoiceNumber: invoiceNumberSchema },
  required: ['invoiceNumber'],
  additionalProperties: false,
} as const;
