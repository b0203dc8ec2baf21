/**
 * Invoices of the finance console (spec 02 §2.3, §2.4, §3, §4, §7). Amounts are in dollars of the
 * row's currency (numbers with cents); dates are `YYYY-MM-DD` text, instants ISO-8601 text.
 */
import { Type, type Static } from '@sinclair/typebox';
import { InvoiceNumberSchema, InvoiceParamsSchema, TenantIdSchema } from './common';
import { BinaryFile, declareEndpoints } from './define-endpoint';
import { DryRunAnswer, withDryRun } from './dry-run';
import { InvoiceAddressSchema, XLSX_MIME_TYPE } from './billing-clients';
import { Nullable, NullableStringEnum, StringEnum } from './schema-helpers';

/** Stored invoice statuses (spec 02 §4). */
export const INVOICE_STATUSES = ['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'VOIDED', 'WRITTEN_OFF'] as const;

/** Card payment statuses (spec 02 §4); `null` when no card payment was attempted. */
export const CARD_PAYMENT_STATUSES = ['SUCCEEDED', 'FAILURE', 'REQUESTED'] as const;

/**
 * What became of one invoice of a bulk retry payment: charged, skipped (with the reason) or failed.
 * `WOULD_CHARGE` appears only in a dry run's answer: the invoice is eligible and its card would be
 * charged.
 */
export const PAYMENT_OUTCOMES = ['SUCCEEDED', 'SKIPPED', 'FAILED', 'WOULD_CHARGE'] as const;

/** Message of a single card payment that went through (spec 02 §7 "Retry single payment", §8). */
export const PAYMENT_SUCCESSFUL = 'Payment Successful';
/** Message of a single card payment that did not go through (spec 02 §7 "Retry single payment", §8). */
export const PAYMENT_FAILED = 'Payment Failed';

/** Most invoices one download may carry (spec 02 §2.3, §9). */
export const DOWNLOAD_LIMIT = 130;
/** Most invoices one status update or bulk retry may carry. */
export const BATCH_LIMIT = 1000;

const currency = Type.String({ description: 'Currency symbol, e.g. $' });
const currencyCode = Type.String({ description: 'ISO-4217 code, e.g. USD' });
const day = Type.String({ description: 'YYYY-MM-DD' });
const nullableText = Nullable(Type.String());
const nullableInteger = Nullable(Type.Integer());

/** Card payment details of an invoice row: its latest card payment (spec 02 §3). */
export const CardPaymentDetailsSchema = Type.Object({
  transactionTime: Nullable(Type.String({ description: 'ISO-8601 instant' })),
  details: nullableText,
  cardType: nullableText,
  cardLast4Digits: nullableText,
  cardExpiryMonth: nullableInteger,
  cardExpiryYear: nullableInteger,
});
/** See {@link CardPaymentDetailsSchema}. */
export type CardPaymentDetails = Static<typeof CardPaymentDetailsSchema>;

/** One row of the invoices grid (spec 02 §2.3, §3 "Invoice row"). */
export const InvoiceRowSchema = Type.Object({
  invoiceNumber: Type.String(),
  tenantId: Type.String({ description: 'tenantId of the billed client' }),
  client: Type.String({ description: 'Client name' }),
  referrer: Nullable(Type.String({ description: 'Name of the referring client' })),
  invoiceDate: day,
  dueDate: day,
  billingPeriodStartDate: day,
  billingPeriodEndDate: day,
  billingPeriodOrders: Type.Integer({ description: 'Number of orders shipped in the billing period' }),
  billingPeriodOrdersInUsd: Type.Number({ description: 'Shipped amount of the billing period in USD' }),
  invoicedAmount: Type.Number(),
  amountOwed: Type.Number(),
  invoiceStatus: StringEnum(INVOICE_STATUSES),
  cardPaymentStatus: NullableStringEnum(CARD_PAYMENT_STATUSES),
  hasCardOnFile: Type.Boolean(),
  cardPaymentDetails: Type.Union([Type.Null(), CardPaymentDetailsSchema], { description: 'The latest card payment, null when there was none' }),
  currency,
  currencyCode,
});
/** See {@link InvoiceRowSchema}. */
export type InvoiceRow = Static<typeof InvoiceRowSchema>;

/** A line item of an invoice. */
export const InvoiceLineItemSchema = Type.Object({ description: Type.String(), quantity: Type.Number(), unitPrice: Type.Number(), total: Type.Number() });
/** See {@link InvoiceLineItemSchema}. */
export type InvoiceLineItem = Static<typeof InvoiceLineItemSchema>;

/** Invoice details (spec 02 §2.4, §3 "Invoice details"). */
export const InvoiceDetailsSchema = Type.Object({
  invoiceNumber: Type.String(),
  tenantId: Type.String(),
  invoiceDate: day,
  dueDate: day,
  clientName: Type.String(),
  defaultPaymentMethod: nullableText,
  billingPeriodStartDate: day,
  billingPeriodEndDate: day,
  billingPeriodOrdersInUsd: Type.Number(),
  invoiceStatus: StringEnum(INVOICE_STATUSES),
  cardPaymentStatus: NullableStringEnum(CARD_PAYMENT_STATUSES),
  total: Type.Number(),
  subTotal: Type.Number(),
  tax: Type.Number(),
  taxDetails: nullableText,
  hasCardOnFile: Type.Boolean(),
  billToDetails: InvoiceAddressSchema,
  shipToDetails: InvoiceAddressSchema,
  lineItems: Type.Array(InvoiceLineItemSchema),
  currency,
  currencyCode,
});
/** See {@link InvoiceDetailsSchema}. */
export type InvoiceDetails = Static<typeof InvoiceDetailsSchema>;

const invoiceNumbers = (maxItems: number) => Type.Array(InvoiceNumberSchema, { minItems: 1, maxItems, uniqueItems: true });

/** Body of the batch status update (spec 02 §4, §7): `status` defaults to PAID. */
export const UpdateInvoiceStatusBodySchema = Type.Object(
  { invoiceNumbers: invoiceNumbers(BATCH_LIMIT), status: Type.Optional(StringEnum(INVOICE_STATUSES)) },
  { additionalProperties: false },
);
/** See {@link UpdateInvoiceStatusBodySchema}. */
export type UpdateInvoiceStatusRequest = Static<typeof UpdateInvoiceStatusBodySchema>;

/**
 * Answer of the batch status update: 'Status updated successfully[ for {invoice}]' and the changed
 * rows (spec 02 §4, §7, §8); a dry run's answer says what would change and the rows as they would be.
 */
export const UpdateInvoiceStatusAnswerSchema = DryRunAnswer(Type.Object({ message: Type.String(), invoices: Type.Array(InvoiceRowSchema) }));
/** See {@link UpdateInvoiceStatusAnswerSchema}. */
export type UpdateInvoiceStatusResponse = Static<typeof UpdateInvoiceStatusAnswerSchema>;

/** Body of the download (spec 02 §2.3 "Download invoices"): 1-130 invoices, as .xlsx (default) or a .zip of PDFs. */
export const DownloadInvoicesBodySchema = Type.Object(
  { invoiceNumbers: invoiceNumbers(DOWNLOAD_LIMIT), format: Type.Optional(StringEnum(['xlsx', 'zip'], { default: 'xlsx' })) },
  { additionalProperties: false },
);
/** See {@link DownloadInvoicesBodySchema}. */
export type DownloadInvoicesRequest = Static<typeof DownloadInvoicesBodySchema>;

/** Body of the bulk retry payment (spec 02 §4, §7 "Bulk retry payment"). */
export const BatchRetryPaymentBodySchema = Type.Object({ invoiceNumbers: invoiceNumbers(BATCH_LIMIT) }, { additionalProperties: false });

/**
 * Answer of the bulk retry payment (spec 02 §4 "Bulk payment summary"): the summary message, e.g.
 * '1 Payment(s) Succeeded, 0 Payment(s) Skipped, 2 Payment(s) Failed'; its type (error if any
 * failed, warning if any skipped, otherwise success); the counts; one result per invoice.
 */
export const BatchRetryPaymentAnswerSchema = DryRunAnswer(
  Type.Object({
    message: Type.String(),
    type: StringEnum(['error', 'warning', 'success']),
    succeeded: Type.Integer(),
    skipped: Type.Integer(),
    failed: Type.Integer(),
    results: Type.Array(Type.Object({ invoiceNumber: Type.String(), outcome: StringEnum(PAYMENT_OUTCOMES), message: Type.String() })),
  }),
);
/** See {@link BatchRetryPaymentAnswerSchema}. */
export type BatchRetryPaymentResponse = Static<typeof BatchRetryPaymentAnswerSchema>;

/**
 * Answer of a single retry payment (spec 02 §7 "Retry single payment", §8): 'Payment Successful' or
 * 'Payment Failed' (a declined card is not an HTTP error), with the invoice row after the attempt.
 */
export const RetryPaymentAnswerSchema = Type.Object({
  success: Type.Boolean(),
  message: StringEnum([PAYMENT_SUCCESSFUL, PAYMENT_FAILED]),
  invoice: InvoiceRowSchema,
});
/** See {@link RetryPaymentAnswerSchema}. */
export type RetryPaymentResponse = Static<typeof RetryPaymentAnswerSchema>;

/** The invoice endpoints of /billing, all FINANCE (spec 02 §6). */
export const BILLING_INVOICE_ENDPOINTS = declareEndpoints({
  invoices: {
    method: 'GET',
    path: '/billing/invoices',
    access: 'FINANCE',
    area: 'billing',
    summary:
      'Every invoice row, newest first, or one client\'s with ?tenantId= (spec 02 §2.3, §7 "Invoices list"); the full list carries an ETag and answers 304 to If-None-Match',
    query: Type.Object({ tenantId: Type.Optional(TenantIdSchema) }, { additionalProperties: false }),
    responses: { 200: Type.Array(InvoiceRowSchema), 304: Type.Null({ description: 'Not modified: the list behind If-None-Match is current' }) },
  },
  updateInvoiceStatus: {
    method: 'POST',
    path: '/billing/invoices/update-status',
    access: 'FINANCE',
    area: 'billing',
    summary:
      'Sets the status of several invoices under the rules of spec 02 §4 (§7 "Update invoice status"); 404 for unknown invoices, 409 when a rule refuses or a card payment is in progress. Dry run: the rows as they would be',
    query: withDryRun(),
    body: UpdateInvoiceStatusBodySchema,
    responses: { 200: UpdateInvoiceStatusAnswerSchema },
  },
  downloadInvoices: {
    method: 'POST',
    path: '/billing/invoices/download',
    access: 'FINANCE',
    area: 'billing',
    summary: 'The selected invoices as an .xlsx of rows and line items, or a .zip of one PDF each (spec 02 §2.3, §7 "Download invoices")',
    body: DownloadInvoicesBodySchema,
    responses: { 200: Type.Union([BinaryFile(XLSX_MIME_TYPE, 'invoices-{YYYY-MM-DD}.xlsx'), BinaryFile('application/zip', 'invoices-{YYYY-MM-DD}.zip')]) },
  },
  batchRetryPayment: {
    method: 'POST',
    path: '/billing/invoices/batch-retry-payment',
    access: 'FINANCE',
    area: 'billing',
    summary:
      'Retries the card payment of every OVERDUE invoice whose last card payment failed, skipping the others with the reason (spec 02 §4, §7 "Bulk retry payment"). Dry run: WOULD_CHARGE or SKIPPED per invoice, nothing charged',
    query: withDryRun(),
    body: BatchRetryPaymentBodySchema,
    responses: { 200: BatchRetryPaymentAnswerSchema },
  },
  retryPayment: {
    method: 'POST',
    path: '/billing/invoices/:invoiceNumber/retry-payment',
    access: 'FINANCE',
    area: 'billing',
    summary:
      "'Make Payment By Card Now' for one invoice (spec 02 §4, §7 \"Retry single payment\"); 404 for an unknown invoice, 409 when it cannot be paid by card",
    params: InvoiceParamsSchema,
    responses: { 200: RetryPaymentAnswerSchema },
  },
  invoiceDetails: {
    method: 'GET',
    path: '/billing/invoices/:invoiceNumber',
    access: 'FINANCE',
    area: 'billing',
    summary: 'Invoice details (spec 02 §2.4, §7 "Invoice details"); 404 for an unknown invoice',
    params: InvoiceParamsSchema,
    responses: { 200: InvoiceDetailsSchema },
  },
  invoicePreview: {
    method: 'GET',
    path: '/billing/invoices/:invoiceNumber/preview',
    access: 'FINANCE',
    area: 'billing',
    summary: 'The invoice as a PDF, inline (spec 02 §2.4, §7 "Invoice preview")',
    params: InvoiceParamsSchema,
    responses: { 200: BinaryFile('application/pdf', '{invoiceNumber}.pdf') },
  },
});
