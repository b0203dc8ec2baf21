/**
 * Clients of the finance console (docs/billing.md#clients-and-invoices-grids). Amounts are in dollars of the
 * client's currency (numbers with cents); dates are `YYYY-MM-DD` text.
 */
import { Type, type Static } from '@sinclair/typebox';
import { TenantParamsSchema } from './common';
import { BinaryFile, declareEndpoints } from './define-endpoint';
import { Nullable, StringEnum, Text } from './schema-helpers';
import { GridQueryStateSchema, SetCountsSchema, gridSearchMessages, searchAnswerFields, searchWindowFields } from './grid-search';

/** MIME type of .xlsx files. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Client status (docs/billing.md#clients-and-invoices-grids chip labels). */
export const CLIENT_STATUSES = ['ACTIVE', 'TRIAL_PERIOD', 'DEACTIVATED', 'ONBOARDING', 'PENDING_DEACTIVATION'] as const;

/** Roles of a client's contact people. */
export const CONTACT_ROLES = ['PRIMARY', 'BILLING', 'SIGNER'] as const;

/** Kinds of payment method on file. */
export const PAYMENT_METHOD_TYPES = ['CARD', 'ACH'] as const;

const currency = Type.String({ description: 'Currency symbol, e.g. $' });
const currencyCode = Type.String({ description: 'ISO-4217 code, e.g. USD' });
const date = (description?: string) => Nullable(Type.String({ description: `YYYY-MM-DD${description ? `: ${description}` : ''}` }));
const nullableText = Nullable(Type.String());
const nullableInteger = Nullable(Type.Integer());

/**
 * One row of the clients grid (docs/billing.md#clients-and-invoices-grids), plus `effectiveDate` (the grid's
 * Effective Date, the same day as the client's Contract Terms tab shows) and `usdRate` (
 * "Money": amounts in mixed currencies are compared in USD at the stored rate).
 */
export const ClientRowSchema = Type.Object({
  tenantId: Type.String(),
  clientName: Type.String(),
  officialLegalName: Type.String(),
  status: StringEnum(CLIENT_STATUSES),
  awaitingPayment: Type.Number({ description: "Sum of amountOwed of AWAITING_PAYMENT and OVERDUE invoices, in the client's currency" }),
  hoursAwaitingPayment: Type.Integer({ description: "Hours since the oldest unpaid invoice's date; 0 when nothing is awaited" }),
  tenantSignedDate: date('the day the contract was signed (the contract terms\' tenantSignedDate)'),
  effectiveDate: date(
    "the day the contract takes effect, the contract terms' effectiveDate: the clients grid's Effective Date (its trial and invoicing start that day)",
  ),
  freeTrialEnd: date(),
  endDate: date(),
  billingCountry: nullableText,
  billingState: nullableText,
  currency,
  currencyCode,
  usdRate: Type.Number({
    exclusiveMinimum: 0,
    description: "Stored rate of the client's currency: units per 1 USD (1 for USD). Mixed-currency amounts sort, filter and total by amount / usdRate",
  }),
});
/** See {@link ClientRowSchema}. */
export type ClientRow = Static<typeof ClientRowSchema>;

/** A bill-to, ship-to or billing address (billToDetails/shipToDetails). */
export const InvoiceAddressSchema = Type.Object({
  address1: nullableText,
  address2: nullableText,
  city: nullableText,
  state: nullableText,
  country: nullableText,
  zipcode: nullableText,
  dba: nullableText,
  officialLegalName: nullableText,
});
/** See {@link InvoiceAddressSchema}. */
export type InvoiceAddress = Static<typeof InvoiceAddressSchema>;

/** Client details, Contact tab: contact people and billing address (docs/billing.md#clients-and-invoices-grids). */
export const ClientContactSchema = Type.Object({
  tenantId: Type.String(),
  clientName: Type.String(),
  officialLegalName: Type.String(),
  dba: nullableText,
  contacts: Type.Array(
    Type.Object({ role: StringEnum(CONTACT_ROLES), name: Type.String(), title: nullableText, email: Type.String(), phone: nullableText }),
  ),
  billingAddress: InvoiceAddressSchema,
});
/** See {@link ClientContactSchema}. */
export type ClientContact = Static<typeof ClientContactSchema>;

/** A card or bank account on file (client details, Payment Method tab; docs/billing.md#clients-and-invoices-grids). */
export const PaymentMethodSchema = Type.Object({
  id: Type.String(),
  type: StringEnum(PAYMENT_METHOD_TYPES),
  cardType: nullableText,
  cardLast4Digits: nullableText,
  cardExpiryMonth: nullableInteger,
  cardExpiryYear: nullableInteger,
  bankName: nullableText,
  accountLast4Digits: nullableText,
  isDefault: Type.Boolean(),
});
/** See {@link PaymentMethodSchema}. */
export type PaymentMethod = Static<typeof PaymentMethodSchema>;

/** Body of setting the default payment method: the id of a method on file of the client. */
export const SetDefaultPaymentMethodBodySchema = Type.Object({ paymentMethodId: Text({ maxLength: 64, description: 'Payment method id' }) }, { additionalProperties: false });

/** A client's contract terms (client details, Contract Terms tab; docs/billing.md#clients-and-invoices-grids). */
export const ContractTermsSchema = Type.Object({
  tenantId: Type.String(),
  tenantSignedDate: date(),
  effectiveDate: date(),
  endDate: date(),
  freeTrialDays: Type.Integer(),
  freeTrialEnd: date(),
  gmvFeePercent: Type.Number({ description: 'Platform fee as a percentage of shipped GMV, e.g. 2.5 for 2.5 %' }),
  monthlyFee: Type.Number({ description: "Monthly subscription in the client's currency" }),
  offlineServiceRate: Type.Number({ description: "Offline service rate per order, in the client's currency" }),
  paymentTermsDays: Type.Integer({ description: 'Days from invoice date to due date' }),
  taxRatePercent: Type.Number(),
  currency,
  currencyCode,
});
/** See {@link ContractTermsSchema}. */
export type ContractTerms = Static<typeof ContractTermsSchema>;

/** Most rows one window of the clients search answers (`limit`). */
export const CLIENT_SEARCH_LIMIT = 500;

/**
 * Fields of the clients search (server mode of the clients grid), by what they offer: the
 * sort keys (the grid's columns and the other searched fields; '$ Awaiting Payment' sorts in US
 * dollars at the stored rate as `awaitingPaymentInUsd`), the set filters, the date filters and the
 * amount filter (US dollars at the stored rate, docs/grid.md).
 */
export const CLIENT_SEARCH_FIELDS = {
  sort: [
    'clientName', 'officialLegalName', 'status', 'awaitingPaymentInUsd', 'awaitingPayment', 'hoursAwaitingPayment', 'tenantSignedDate', 'effectiveDate',
    'freeTrialEnd', 'endDate', 'billingCountry', 'billingState', 'currency', 'currencyCode',
  ],
  sets: ['status', 'billingCountry', 'currencyCode'],
  dates: ['tenantSignedDate', 'effectiveDate', 'freeTrialEnd', 'endDate'],
  amounts: ['awaitingPaymentInUsd'],
} as const;

/**
 * Messages of a refused clients search (400): a cursor that is not one this search answered, a
 * limit out of range, a field the search does not know, an amount or date filter that does not
 * resolve (the filter's own message, docs/grid.md, after the field), a stock filter (clients have none),
 * both `after` and `offset`, an offset that is not an integer of 0 or more ({@link gridSearchMessages}).
 *
 * @example CLIENT_SEARCH_MESSAGES.unknownField('sort', 'color') // "Unknown sort field 'color'"
 */
export const CLIENT_SEARCH_MESSAGES = gridSearchMessages('clients', CLIENT_SEARCH_LIMIT);

/**
 * Body of the clients search: the grid state ({@link GridQueryStateSchema}, the shape the invoices
 * search takes) and the window: from the first row, `after` a cursor, or at row `offset` (one of
 * the two at most).
 */
export const ClientSearchBodySchema = Type.Object(
  {
    state: GridQueryStateSchema,
    ...searchWindowFields(CLIENT_SEARCH_LIMIT),
    counts: Type.Optional(Type.Boolean({ description: 'Also answer setCounts' })),
  },
  { additionalProperties: false },
);
/** See {@link ClientSearchBodySchema}. */
export type ClientSearchRequest = Static<typeof ClientSearchBodySchema>;

/** Body of the export of a clients search's selection: the grid state, without the window. */
export const ClientSearchExportBodySchema = Type.Object({ state: GridQueryStateSchema }, { additionalProperties: false });
/** See {@link ClientSearchExportBodySchema}. */
export type ClientSearchExportRequest = Static<typeof ClientSearchExportBodySchema>;

/**
 * 'Total Awaiting Payments' of the rows a search selects (docs/billing.md#clients-and-invoices-grids): `usd`,
 * each client's awaited amount in US dollars at its stored rate (to the cent) added up, and
 * `byCurrency`, the awaited amounts per currency code (one entry per currency of the selected
 * clients, 0 included), in no particular order.
 */
export const AwaitingTotalsSchema = Type.Object({
  usd: Type.Number({ description: 'US dollars' }),
  byCurrency: Type.Array(Type.Object({ currencyCode, amount: Type.Number({ description: 'Dollars of currencyCode' }) })),
});
/** See {@link AwaitingTotalsSchema}. */
export type AwaitingTotalsAnswer = Static<typeof AwaitingTotalsSchema>;

/**
 * One window of the clients search: its rows (the clients grid's rows) in the order of the sort
 * (ties, and no sort, in the clients list's order: lower-cased client name by code point, then
 * tenant id; blanks last), `next` (opaque cursor of the following window, null after the last; for
 * an `offset` window the cursor after its last row, so that the rows on from there come by keyset;
 * an offset at or beyond the total answers no rows and null), `total` (rows matching), `all`
 * (clients without search and filters: what the grid compares with `gridServerModeThreshold`; ask
 * with `limit: 1`), with the first window (neither `after` nor `offset`) the
 * `awaitingTotals` of the rows matching and, when asked, `setCounts`: for each set-filter field, the
 * clients per value ('(Blanks)' for blanks) among those the search text and the *other* filters
 * select, with each value the field's own filter selects (0 when none of them has it; docs/grid.md
 * "Filter value counts").
 */
export const ClientSearchAnswerSchema = Type.Object({
  ...searchAnswerFields(ClientRowSchema),
  awaitingTotals: Type.Optional(AwaitingTotalsSchema),
  setCounts: SetCountsSchema,
});
/** See {@link ClientSearchAnswerSchema}. */
export type ClientSearchResponse = Static<typeof ClientSearchAnswerSchema>;

/** The client endpoints of /billing, all FINANCE (docs/api.md#roles-and-tokens); unknown clients answer 404. */
export const BILLING_CLIENT_ENDPOINTS = declareEndpoints({
  clients: {
    method: 'GET',
    path: '/billing/clients',
    access: 'FINANCE',
    area: 'billing',
    summary: 'Every row of the clients grid',
    responses: { 200: Type.Array(ClientRowSchema) },
  },
  clientsExport: {
    method: 'GET',
    path: '/billing/clients/export',
    access: 'FINANCE',
    area: 'billing',
    summary: 'The clients grid as an .xlsx file, clients-{YYYY-MM-DD}.xlsx',
    responses: { 200: BinaryFile(XLSX_MIME_TYPE, 'The clients workbook') },
  },
  clientSearch: {
    changesNoBusinessState: 'A search sent as POST: reads only',
    method: 'POST',
    path: '/billing/clients/search',
    access: 'FINANCE',
    area: 'billing',
    summary:
      "One window of the client rows a grid state selects, evaluated by the database: keyset pagination on the state's sort (ties in the list's order) or a window at a row offset (a jump), the total, the unfiltered count (`all`, what the grid compares with gridServerModeThreshold; ask with limit 1), Total Awaiting Payments of the selection with the first window and the set-filter counts; 400 for a bad cursor, limit or filter, or both after and offset",
    body: ClientSearchBodySchema,
    responses: { 200: ClientSearchAnswerSchema },
  },
  clientSearchExport: {
    changesNoBusinessState: 'An export of a search: reads only',
    method: 'POST',
    path: '/billing/clients/search/export',
    access: 'FINANCE',
    area: 'billing',
    summary:
      'Every client row a grid state selects as a streamed .xlsx with the columns and cells of the clients export (clients-{YYYY-MM-DD}.xlsx), in the order of the sort; 400 for a bad filter',
    body: ClientSearchExportBodySchema,
    responses: { 200: BinaryFile(XLSX_MIME_TYPE, 'The clients workbook') },
  },
  clientContact: {
    method: 'GET',
    path: '/billing/clients/:tenantId/contact',
    access: 'FINANCE',
    area: 'billing',
    summary: "A client's contact people and billing address",
    params: TenantParamsSchema,
    responses: { 200: ClientContactSchema },
  },
  paymentMethods: {
    method: 'GET',
    path: '/billing/clients/:tenantId/payment-methods',
    access: 'FINANCE',
    area: 'billing',
    summary: "A client's cards and bank accounts on file",
    params: TenantParamsSchema,
    responses: { 200: Type.Array(PaymentMethodSchema) },
  },
  defaultPaymentMethod: {
    method: 'GET',
    path: '/billing/clients/:tenantId/default-payment-method',
    access: 'FINANCE',
    area: 'billing',
    summary: "A client's default payment method, null when it has none",
    params: TenantParamsSchema,
    responses: { 200: Type.Union([Type.Null(), PaymentMethodSchema]) },
  },
  setDefaultPaymentMethod: {
    method: 'PUT',
    path: '/billing/clients/:tenantId/default-payment-method',
    access: 'FINANCE',
    area: 'billing',
    summary: "Makes one of the client's payment methods its default; 404 for a method the client does not have",
    params: TenantParamsSchema,
    body: SetDefaultPaymentMethodBodySchema,
    responses: { 200: PaymentMethodSchema },
  },
  contractTerms: {
    method: 'GET',
    path: '/billing/clients/:tenantId/contract-terms',
    access: 'FINANCE',
    area: 'billing',
    summary: "A client's contract terms; fees in the client's currency, rates in percent",
    params: TenantParamsSchema,
    responses: { 200: ContractTermsSchema },
  },
});
