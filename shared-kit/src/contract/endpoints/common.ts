/**
 * Identifiers and path parameters shared by the endpoints. Identifiers are restricted to the
 * characters the data model allows (the same patterns as the API's table constraints), so a
 * malformed path or body answers 400 before any query runs.
 */
import { Type } from '@sinclair/typebox';
import { Text } from './schema-helpers';

/** The longest tenant id: 60 characters (docs/platform-ops.md "Tenant IDs"). */
export const TENANT_ID_MAX_LENGTH = 60;

/** The rule of a tenant id: 1 to {@link TENANT_ID_MAX_LENGTH} letters, digits, `_` or `-`. */
export const TENANT_ID_PATTERN = `^[A-Za-z0-9_-]{1,${TENANT_ID_MAX_LENGTH}}$`;

/** A client's tenant id (docs/tenant-ids.md): 1-60 letters, digits, `_` or `-`. */
export const TenantIdSchema = Type.String({ pattern: TENANT_ID_PATTERN, description: `Tenant id: 1-${TENANT_ID_MAX_LENGTH} letters, digits, _ or -` });

/** An invoice number (invoiceNumber): 1-40 letters, digits or `-`. */
export const InvoiceNumberSchema = Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$', description: 'Invoice number: 1-40 letters, digits or -' });

/** A client form's submission id (docs/client-success.md#client-forms): 1-64 letters, digits, `_` or `-`. */
export const SubmissionIdSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'Submission id: 1-64 letters, digits, _ or -' });

/** A report id (docs/billing.md#reports): 1-40 lower-case letters, digits or `-`. */
export const ReportIdSchema = Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'Report id: 1-40 lower-case letters, digits or -' });

/**
 * An e-mail address or part of one as typed in a search: a free
 * text of 1-254 characters once trimmed ({@link Text}).
 */
export const EmailSchema = Text({ maxLength: 254, description: 'E-mail address or part of one' });

/** Path parameters `{ tenantId }` of the per-client calls (docs/billing.md#clients-and-invoices-grids); nothing else allowed. */
export const TenantParamsSchema = Type.Object({ tenantId: TenantIdSchema }, { additionalProperties: false });

/**
 * Path parameters `{ invoiceNumber }` of the per-invoice calls (docs/billing.md#clients-and-invoices-grids: details,
 * preview, billing-period orders, retry payment); nothing else allowed.
 */
export const InvoiceParamsSchema = Type.Object({ invoiceNumber: InvoiceNumberSchema }, { additionalProperties: false });
