/**
 * Invoices of the finance console (docs/billing.md#clients-and-invoices-grids, docs/billing.md#invoice-status-changes). Amounts are in dollars of the
 * row's currency (numbers with cents); dates are `YYYY-MM-DD` text, instants ISO-8601 text.
 */
import { Type, type Static } from '@sinclair/typebox';
import { InvoiceNumberSchema, InvoiceParamsSchema, TenantIdSchema } from './common';
import { BinaryFile, declareEndpoints } from './define-endpoint';
import { DryRunAnswer, withDryRun } from './dry-run';
import { InvoiceAddressSchema, XLSX_MIME_TYPE } from './billing-clients';
import { Nullable, NullableStringEnum, StringEnum } from './schema-helpers';
import { GridQueryStateSchema, SetCountsSchema, gridSearchMessages, searchAnswerFields, searchWindowFields } from './grid-search';

/** Stored invoice statuses (docs/billing.md#invoice-status-changes). */
export const INVOICE_STATUSES = ['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'VOIDED', 'WRITTEN_OFF'] as const;

/**
 * What the invoices grid shows before the user changes anything (docs/billing.md#clients-and-invoices-grids, docs/formats.md): invoices
 * AWAITING_PAYMENT or OVERDUE, newest invoice date first. The grid opens on it and the API warms its
 * search for it at start.
 */
export const INVOICE_GRID_DEFAULTS = {
  sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] },
  sort: { field: 'invoiceDate', direction: 'desc' },
} as const satisfies { sets: Record<string, readonly string[]>; sort: { field: string; direction: 'asc' | 'desc' } };

/** Card payment statuses (docs/billing.md#invoice-status-changes); `null` when no card payment was attempted. */
export const CARD_PAYMENT_STATUSES = ['SUCCEEDED', 'FAILURE', 'REQUESTED'] as const;

/**
 * What became of one invoice of a bulk retry payment: charged, skipped (with the reason) or failed.
 * `WOULD_CHARGE` appears only in a dry run's answer: the invoice is eligible and its card would be
 * charged.
 */
export const PAYMENT_OUTCOMES = ['SUCCEEDED', 'SKIPPED', 'FAILED', 'WOULD_CHARGE'] as const;

/** Message of a single card payment that went through (docs/billing.md#card-payments). */
export const PAYMENT_SUCCESSFUL = 'Payment Successful';
/** Message of a single card payment that did not go through (docs/billing.md#card-payments). */
export const PAYMENT_FAILED = 'Payment Failed';

/**
 * Refusal (409) of a previewed call whose invoices changed after the preview: the `fingerprint` the
 * preview answered no longer matches the invoices' states (dry-run convention "Preview
 * before commit"). Nothing is changed.
 */
export const STALE_PREVIEW = 'These invoices changed since the preview; preview again';

/** Most invoices one download may carry (docs/billing.md#clients-and-invoices-grids, docs/formats.md). */
export const DOWNLOAD_LIMIT = 130;
/** Most invoices one status update or bulk retry may carry. */
export const BATCH_LIMIT = 1000;

/**
 * Most invoices a call acts on when they are chosen by the search and filters (`matching`, select
 * all in the grid's server mode): a status change is one set-wise update (10,000), a
 * retry payment charges one card after the other within the call (1,000, as many as a listed
 * selection), a download stays at {@link DOWNLOAD_LIMIT}. More matching invoices are refused (400,
 * {@link MATCHING_MESSAGES}), nothing changed.
 */
export const MATCHING_LIMITS = { status: 10_000, retryPayment: BATCH_LIMIT, download: DOWNLOAD_LIMIT } as const;

/** Most invoices each list of an answer names for a selection by `matching` (the first ones in the grid's order). */
export const MATCHING_LIST_LIMIT = 50;

const thousands = (value: number) => value.toLocaleString('en-US');

/**
 * Messages of a refused selection by the search and filters (400).
 *
 * @example MATCHING_MESSAGES.tooMany(12345, 10000, 'changed') // '12,345 invoices match the search and filters; at most 10,000 can be changed at once. Narrow the search or filters'
 */
export const MATCHING_MESSAGES = {
  tooMany: (count: number, limit: number, what: 'changed' | 'paid' | 'downloaded') =>
    `${thousands(count)} invoices match the search and filters; at most ${thousands(limit)} can be ${what} at once. Narrow the search or filters`,
  none: 'No invoices match the search and filters',
  exactlyOne: 'Send either invoiceNumbers or matching (the search and filters), not both and not neither',
} as const;

const currency = Type.String({ description: 'Currency symbol, e.g. $' });
const currencyCode = Type.String({ description: 'ISO-4217 code, e.g. USD' });
const day = Type.String({ description: 'YYYY-MM-DD' });
const nullableText = Nullable(Type.String());
const nullableInteger = Nullable(Type.Integer());

/** Card payment details of an invoice row: its latest card payment. */
export const CardPaymentDetailsSchema = Type.Object({
  transactionTime: Nullable(Type.String({ description: 'ISO-8601 instant' })),
  details: nullableText,
  cardType: nullableText,
  cardLast4Digits: nullableText,
  cardExpiryMonth: nullableInteger,
  cardExpiryYear: nullableInteger,
});

/**
 * The last card payment of an invoice that failed: the gateway's decline reason, when it came back
 * and the card it was made with.
 */
export const LastFailedPaymentSchema = Type.Object({
  failedAt: Type.String({ description: 'ISO-8601 instant the decline came back' }),
  reason: Type.String({ description: "The gateway's decline reason, e.g. 'Your card was declined.'" }),
  cardType: nullableText,
  cardLast4Digits: nullableText,
});
/** See {@link LastFailedPaymentSchema}. */
export type LastFailedPayment = Static<typeof LastFailedPaymentSchema>;

const lastFailedPayment = Type.Union([Type.Null(), LastFailedPaymentSchema], { description: 'The last failed card payment, null when none failed' });
const usdRate = Type.Number({ exclusiveMinimum: 0, description: "Units of the invoice's currency per 1 USD, the stored rate (1 for USD)" });

/** An amount in one currency: dollars with cents of `currencyCode`. */
export const CurrencyAmountSchema = Type.Object({ currencyCode, amount: Type.Number() });
/** See {@link CurrencyAmountSchema}. */
export type CurrencyAmount = Static<typeof CurrencyAmountSchema>;

/**
 * Sums amounts per currency, in cents so that 0.1 + 0.2 is 0.30: one total per currency code, in
 * the order the codes first appear; never a sum across currencies.
 *
 * @example amountsByCurrency([{ currencyCode: 'USD', amount: 0.1 }, { currencyCode: 'MXN', amount: 5 }, { currencyCode: 'USD', amount: 0.2 }])
 * // [{ currencyCode: 'USD', amount: 0.3 }, { currencyCode: 'MXN', amount: 5 }]
 */
export function amountsByCurrency(items: ReadonlyArray<{ currencyCode: string; amount: number }>): CurrencyAmount[] {
  const cents = new Map<string, number>();
  for (const { currencyCode: code, amount } of items) cents.set(code, (cents.get(code) ?? 0) + Math.round(amount * 100));
  return [...cents].map(([code, total]) => ({ currencyCode: code, amount: total / 100 }));
}

/**
 * The states of a previewed call's invoices, as a dry run answers them and the real call sends
 * them back in its query (`?fingerprint=`): the call is refused with {@link STALE_PREVIEW} when
 * they differ.
 */
const fingerprint = Type.String({ pattern: '^[0-9a-f]{16}$', description: "A preview's fingerprint of the invoices' states" });

/** Query of a previewable invoice call: `dryRun`, and the `fingerprint` of the preview being confirmed. */
const previewQuery = () => withDryRun(Type.Object({ fingerprint: Type.Optional(fingerprint) }));

/** What a preview of an invoice call adds to its answer: the fingerprint to send back, the amounts per currency. */
const previewFacts = {
  fingerprint: Type.Optional(fingerprint),
  amounts: Type.Array(CurrencyAmountSchema, { description: 'Amounts of the invoices changed (or charged), one total per currency' }),
};

/** One row of the invoices grid (docs/billing.md#clients-and-invoices-grids). */
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
  lastFailedPayment,
  currency,
  currencyCode,
  usdRate,
});
/** See {@link InvoiceRowSchema}. */
export type InvoiceRow = Static<typeof InvoiceRowSchema>;

/** A line item of an invoice. */
export const InvoiceLineItemSchema = Type.Object({ description: Type.String(), quantity: Type.Number(), unitPrice: Type.Number(), total: Type.Number() });
/** See {@link InvoiceLineItemSchema}. */
export type InvoiceLineItem = Static<typeof InvoiceLineItemSchema>;

/** Invoice details (docs/billing.md#clients-and-invoices-grids). */
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
  lastFailedPayment,
  currency,
  currencyCode,
});
/** See {@link InvoiceDetailsSchema}. */
export type InvoiceDetails = Static<typeof InvoiceDetailsSchema>;

const invoiceNumbers = (maxItems: number) => Type.Array(InvoiceNumberSchema, { minItems: 1, maxItems, uniqueItems: true });

/**
 * What an answer about invoices chosen by `matching` adds: its lists (`invoices`, `skipped`,
 * `results`) name only the first {@link MATCHING_LIST_LIMIT} of each kind in the grid's order, and
 * these counts say how many there are in all.
 */
const matchingCounts = {
  count: Type.Optional(Type.Integer({ description: 'Invoices changed (would change; charged or would be charged), in all; only for a selection by matching' })),
  skippedCount: Type.Optional(Type.Integer({ description: 'Invoices skipped, in all; only for a selection by matching' })),
};

/** An invoice a call left alone, with the reason. */
export const SkippedInvoiceSchema = Type.Object({ invoiceNumber: Type.String(), reason: Type.String() });

/**
 * Answer of the batch status update: 'Status updated successfully[ for {invoice}]' and the changed
 * rows (docs/billing.md#invoice-status-changes, docs/billing.md#card-payments); the invoices of a batch skipped because a card payment of theirs is in
 * progress, with the reason; the invoiced amounts changed, per currency. A dry run's answer says
 * what would change, the rows as they would be and the `fingerprint` the real call sends back.
 */
export const UpdateInvoiceStatusAnswerSchema = DryRunAnswer(
  Type.Object({ message: Type.String(), invoices: Type.Array(InvoiceRowSchema), skipped: Type.Array(SkippedInvoiceSchema), ...previewFacts, ...matchingCounts }),
);
/** See {@link UpdateInvoiceStatusAnswerSchema}. */
export type UpdateInvoiceStatusResponse = Static<typeof UpdateInvoiceStatusAnswerSchema>;

/**
 * Answer of the bulk retry payment (docs/billing.md#invoice-status-changes): the summary message, e.g.
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
    results: Type.Array(
      Type.Object({
        invoiceNumber: Type.String(),
        outcome: StringEnum(PAYMENT_OUTCOMES),
        message: Type.String(),
        client: Nullable(Type.String({ description: 'Client name; null for an unknown invoice' })),
        amount: Nullable(Type.Number({ description: 'Amount owed in the invoice currency; null for an unknown invoice' })),
        currencyCode: Nullable(Type.String()),
      }),
    ),
    ...previewFacts,
    ...matchingCounts,
  }),
);
/** See {@link BatchRetryPaymentAnswerSchema}. */
export type BatchRetryPaymentResponse = Static<typeof BatchRetryPaymentAnswerSchema>;

/**
 * Answer of a single retry payment (docs/billing.md#card-payments): 'Payment Successful' or
 * 'Payment Failed' (a declined card is not an HTTP error) with the gateway's decline `reason`, and
 * the invoice row after the attempt. A dry run answers `success: true`, 'Would charge {amount} to
 * {card}', the row as it is, the amount per currency and the `fingerprint` the real call sends back.
 */
export const RetryPaymentAnswerSchema = DryRunAnswer(
  Type.Object({
    success: Type.Boolean(),
    message: Type.String({ description: `'${PAYMENT_SUCCESSFUL}' or '${PAYMENT_FAILED}'; in a dry run, what would be charged` }),
    reason: Nullable(Type.String({ description: "The gateway's decline reason of a failed payment, else null" })),
    invoice: InvoiceRowSchema,
    ...previewFacts,
  }),
);
/** See {@link RetryPaymentAnswerSchema}. */
export type RetryPaymentResponse = Static<typeof RetryPaymentAnswerSchema>;

/** Most rows one window of the invoices search answers (`limit`). */
export const INVOICE_SEARCH_LIMIT = 500;

/**
 * Most invoices the invoices search counts for a search text with words (docs/search.md "Counts of
 * a word search"): beyond it the answer's `total` is this number and `totalCapped` is true, and the
 * grid can write the count as '1,000+'.
 */
export const INVOICE_SEARCH_COUNT_CAP = 1000;

/**
 * Fields of the invoices search (server mode of the invoices grid), by what they offer:
 * the sort keys (the grid's columns, money in US dollars at the stored rate as `…InUsd`), the set
 * filters, the date filters and the amount filters (US dollars at the stored rate, docs/grid.md).
 */
export const INVOICE_SEARCH_FIELDS = {
  sort: [
    'invoiceNumber', 'client', 'referrer', 'invoiceDate', 'invoiceStatus', 'dueDate', 'billingPeriodStartDate', 'billingPeriodEndDate',
    'invoicedAmountInUsd', 'amountOwedInUsd', 'cardPaymentStatus', 'billingPeriodOrdersInUsd', 'invoicedAmount', 'amountOwed', 'billingPeriodOrders',
  ],
  sets: ['client', 'referrer', 'invoiceStatus', 'cardPaymentStatus'],
  dates: ['invoiceDate', 'dueDate', 'billingPeriodStartDate', 'billingPeriodEndDate'],
  amounts: ['invoicedAmountInUsd', 'amountOwedInUsd', 'billingPeriodOrdersInUsd'],
} as const;

/**
 * Messages of a refused invoices search (400): a cursor that is not one this search answered, a
 * limit out of range, a field the search does not know, an amount or date filter that does not
 * resolve (the filter's own message, docs/grid.md, after the field), a stock filter (invoices have no stock),
 * both `after` and `offset`, an offset that is not an integer of 0 or more ({@link gridSearchMessages}).
 *
 * @example INVOICE_SEARCH_MESSAGES.unknownField('sort', 'color') // "Unknown sort field 'color'"
 */
export const INVOICE_SEARCH_MESSAGES = gridSearchMessages('invoices', INVOICE_SEARCH_LIMIT);

/**
 * The invoices a call acts on when chosen by the search and filters instead of by number (select
 * all in the grid's server mode): the grid's query state as the search takes it and,
 * for a client's Invoices tab, the client. The API resolves them with the search's own SQL, in the
 * order of the state's sort.
 */
export const InvoiceMatchingSchema = Type.Object(
  { state: GridQueryStateSchema, tenantId: Type.Optional(TenantIdSchema) },
  { additionalProperties: false, description: 'Every invoice the search and filters match (instead of invoiceNumbers)' },
);
/** See {@link InvoiceMatchingSchema}. */
export type InvoiceMatching = Static<typeof InvoiceMatchingSchema>;

const matching = Type.Optional(InvoiceMatchingSchema);

/**
 * Body of the batch status update (docs/billing.md#invoice-status-changes): `status` defaults to PAID. The invoices are
 * `invoiceNumbers` or every invoice `matching` the search and filters (at most
 * {@link MATCHING_LIMITS}.status), exactly one of the two.
 */
export const UpdateInvoiceStatusBodySchema = Type.Object(
  { invoiceNumbers: Type.Optional(invoiceNumbers(BATCH_LIMIT)), matching, status: Type.Optional(StringEnum(INVOICE_STATUSES)) },
  { additionalProperties: false },
);

/**
 * Body of the download (docs/billing.md#clients-and-invoices-grids): 1-130 invoices, by number or every
 * invoice `matching` the search and filters (exactly one of the two), as .xlsx (default) or a .zip of PDFs.
 */
export const DownloadInvoicesBodySchema = Type.Object(
  { invoiceNumbers: Type.Optional(invoiceNumbers(DOWNLOAD_LIMIT)), matching, format: Type.Optional(StringEnum(['xlsx', 'zip'], { default: 'xlsx' })) },
  { additionalProperties: false },
);

/**
 * Body of the bulk retry payment (docs/billing.md#invoice-status-changes): the invoices by number or
 * every invoice `matching` the search and filters (at most {@link MATCHING_LIMITS}.retryPayment),
 * exactly one of the two.
 */
export const BatchRetryPaymentBodySchema = Type.Object({ invoiceNumbers: Type.Optional(invoiceNumbers(BATCH_LIMIT)), matching }, { additionalProperties: false });

const searchBody = {
  state: GridQueryStateSchema,
  tenantId: Type.Optional(TenantIdSchema),
};

/**
 * Body of the invoices search: the grid state, one client's invoices (`tenantId`), the window: from
 * the first row, `after` a cursor, or at row `offset` (one of the two at most).
 */
export const InvoiceSearchBodySchema = Type.Object(
  {
    ...searchBody,
    ...searchWindowFields(INVOICE_SEARCH_LIMIT),
    counts: Type.Optional(Type.Boolean({ description: 'Also answer setCounts and amountOwed' })),
  },
  { additionalProperties: false },
);
/** See {@link InvoiceSearchBodySchema}. */
export type InvoiceSearchRequest = Static<typeof InvoiceSearchBodySchema>;

/** Body of the export of a search's selection: the same search, without the window. */
export const InvoiceSearchExportBodySchema = Type.Object(searchBody, { additionalProperties: false });
/** See {@link InvoiceSearchExportBodySchema}. */
export type InvoiceSearchExportRequest = Static<typeof InvoiceSearchExportBodySchema>;

/**
 * One window of the invoices search: its rows in the order of the sort (ties by invoice number,
 * ascending, in both directions; blanks last), `next` (opaque cursor of the following window, null
 * after the last; for an `offset` window the cursor after its last row, so that the rows on from
 * there come by keyset; an offset at or beyond the total answers no rows and null), `total` (rows matching), `all` (rows of the list without search and filters:
 * what the grid compares with `gridServerModeThreshold` — ask with `limit: 1` to learn it) and,
 * when asked, `setCounts`: for each set-filter field, the rows per value ('(Blanks)' for blanks;
 * the Status filter's PAYMENT_FAILED besides the stored statuses) among those the search text and
 * the *other* filters select, with each value the field's own filter selects (0 when none of them
 * has it) — the counts behind the filter values (docs/grid.md "Filter value counts") — and `amountOwed`: what
 * the matching invoices owe, one total per currency to the cent, the currencies in the order they
 * first appear in the rows (the grid's Total Amount Owed, as `amountsByCurrency` totals the rows).
 * A search text with words is counted up to {@link INVOICE_SEARCH_COUNT_CAP}: with more matches,
 * `total` is the cap, `totalCapped` is true and `amountOwed` is left out (docs/search.md "Counts of a
 * word search"); the rows and their order are those of an uncapped search. A field's counts read
 * over more matches of a search text with words than the cap are those of the first
 * INVOICE_SEARCH_COUNT_CAP matches found, and `setCountsCapped` names that field.
 */
export const InvoiceSearchAnswerSchema = Type.Object({
  ...searchAnswerFields(InvoiceRowSchema),
  totalCapped: Type.Optional(
    Type.Boolean({
      description: `True when a search text with words selects more than INVOICE_SEARCH_COUNT_CAP (${INVOICE_SEARCH_COUNT_CAP}) invoices: total is then that number (for the grid to write '1,000+'), and amountOwed is left out`,
    }),
  ),
  setCounts: SetCountsSchema,
  setCountsCapped: Type.Optional(
    Type.Array(Type.String(), {
      description: `With counts: the set-filter fields whose counts were read over more than INVOICE_SEARCH_COUNT_CAP (${INVOICE_SEARCH_COUNT_CAP}) matches of a search text with words: their counts are those of the first ${INVOICE_SEARCH_COUNT_CAP} found (each at most the true count)`,
    }),
  ),
  amountOwed: Type.Optional(
    Type.Array(CurrencyAmountSchema, {
      description: 'With counts: the amount owed of every matching invoice, one total per currency, in the order the currencies first appear in the sort (Total Amount Owed)',
    }),
  ),
});
/** See {@link InvoiceSearchAnswerSchema}. */
export type InvoiceSearchResponse = Static<typeof InvoiceSearchAnswerSchema>;

/** The invoice endpoints of /billing, all FINANCE (docs/api.md#roles-and-tokens). */
export const BILLING_INVOICE_ENDPOINTS = declareEndpoints({
  invoices: {
    method: 'GET',
    path: '/billing/invoices',
    access: 'FINANCE',
    area: 'billing',
    summary:
      'Every invoice row, newest first, or one client\'s with ?tenantId=; the full list carries an ETag and answers 304 to If-None-Match',
    query: Type.Object({ tenantId: Type.Optional(TenantIdSchema) }, { additionalProperties: false }),
    responses: { 200: Type.Array(InvoiceRowSchema), 304: Type.Null({ description: 'Not modified: the list behind If-None-Match is current' }) },
  },
  invoiceSearch: {
    changesNoBusinessState: 'A search sent as POST: reads only',
    method: 'POST',
    path: '/billing/invoices/search',
    access: 'FINANCE',
    area: 'billing',
    summary:
      "One window of the invoice rows a grid state selects, evaluated by the database: keyset pagination on the state's sort (ties by invoice number) or a window at a row offset (a jump), the total, the unfiltered count (`all`, what the grid compares with gridServerModeThreshold; ask with limit 1) and the set-filter counts; 400 for a bad cursor, limit or filter, or both after and offset",
    body: InvoiceSearchBodySchema,
    responses: { 200: InvoiceSearchAnswerSchema },
  },
  invoiceSearchExport: {
    changesNoBusinessState: 'An export of a search: reads only',
    method: 'POST',
    path: '/billing/invoices/search/export',
    access: 'FINANCE',
    area: 'billing',
    summary:
      'Every invoice row a grid state selects as a streamed .xlsx (typed cells, a Currency column, Invoices_Export_{MM_DD_YYYY}.xlsx), in the order of the sort; 400 for a bad filter',
    body: InvoiceSearchExportBodySchema,
    responses: { 200: BinaryFile(XLSX_MIME_TYPE, 'Invoices_Export_{MM_DD_YYYY}.xlsx') },
  },
  updateInvoiceStatus: {
    method: 'POST',
    path: '/billing/invoices/update-status',
    access: 'FINANCE',
    area: 'billing',
    summary:
      'Sets the status of several invoices (by number, or every invoice matching the search and filters: at most 10,000, 400 beyond) under the invoice status rules; 404 for unknown invoices, 409 when a rule refuses, a card payment is in progress (a batch skips those invoices) or the previewed invoices changed (?fingerprint=). Dry run: the rows as they would be and the fingerprint',
    query: previewQuery(),
    body: UpdateInvoiceStatusBodySchema,
    responses: { 200: UpdateInvoiceStatusAnswerSchema },
  },
  downloadInvoices: {
    changesNoBusinessState: 'A download of invoices: reads only',
    method: 'POST',
    path: '/billing/invoices/download',
    access: 'FINANCE',
    area: 'billing',
    summary:
      'The selected invoices (by number, or every invoice matching the search and filters: at most 130, 400 beyond) as an .xlsx of rows and line items, or a .zip of one PDF each',
    body: DownloadInvoicesBodySchema,
    responses: { 200: Type.Union([BinaryFile(XLSX_MIME_TYPE, 'invoices-{YYYY-MM-DD}.xlsx'), BinaryFile('application/zip', 'invoices-{YYYY-MM-DD}.zip')]) },
  },
  batchRetryPayment: {
    method: 'POST',
    path: '/billing/invoices/batch-retry-payment',
    access: 'FINANCE',
    area: 'billing',
    summary:
      'Retries the card payment of every OVERDUE invoice (by number, or matching the search and filters: at most 1,000, 400 beyond) whose last card payment failed, skipping the others with the reason; 409 when the previewed invoices changed (?fingerprint=). Dry run: WOULD_CHARGE or SKIPPED per invoice and the fingerprint, nothing charged',
    query: previewQuery(),
    body: BatchRetryPaymentBodySchema,
    responses: { 200: BatchRetryPaymentAnswerSchema },
  },
  retryPayment: {
    method: 'POST',
    path: '/billing/invoices/:invoiceNumber/retry-payment',
    access: 'FINANCE',
    area: 'billing',
    summary:
      "'Make Payment By Card Now' for one invoice; 404 for an unknown invoice, 409 when it cannot be paid by card or changed since the preview (?fingerprint=). Dry run: what would be charged, nothing charged",
    params: InvoiceParamsSchema,
    query: previewQuery(),
    responses: { 200: RetryPaymentAnswerSchema },
  },
  invoiceDetails: {
    method: 'GET',
    path: '/billing/invoices/:invoiceNumber',
    access: 'FINANCE',
    area: 'billing',
    summary: 'Invoice details; 404 for an unknown invoice',
    params: InvoiceParamsSchema,
    responses: { 200: InvoiceDetailsSchema },
  },
  invoicePreview: {
    method: 'GET',
    path: '/billing/invoices/:invoiceNumber/preview',
    access: 'FINANCE',
    area: 'billing',
    summary: 'The invoice as a PDF, inline',
    params: InvoiceParamsSchema,
    responses: { 200: BinaryFile('application/pdf', '{invoiceNumber}.pdf') },
  },
});
