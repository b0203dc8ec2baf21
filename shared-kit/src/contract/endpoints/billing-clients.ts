/**
 * Clients of the finance console (spec 02 §2.1, §2.2, §3, §7). Amounts are in dollars of the
 * client's currency (numbers with cents); dates are `YYYY-MM-DD` text.
 */
import { Type, type Static } from '@sinclair/typebox';
import { TenantParamsSchema } from './common';
import { BinaryFile, declareEndpoints } from './define-endpoint';
import { Nullable, StringEnum, Text } from './schema-helpers';

/** MIME type of .xlsx files. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Client status (spec 02 §2.1 chip labels). */
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
 * One row of the clients grid (spec 02 §2.1, §3 "Client row"), plus `effectiveDate` (the grid's
 * Effective Date, the same day as the client's Contract Terms tab shows) and `usdRate` (issue 14
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

/** A bill-to, ship-to or billing address (spec 02 §3 billToDetails/shipToDetails). */
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

/** Client details, Contact tab: contact people and billing address (spec 02 §2.2, §7 "Client contact"). */
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

/** A card or bank account on file (client details, Payment Method tab; spec 02 §2.2, §7). */
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

/** A client's contract terms (client details, Contract Terms tab; spec 02 §2.2, §7). */
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

/** The client endpoints of /billing, all FINANCE (spec 02 §6); unknown clients answer 404. */
export const BILLING_CLIENT_ENDPOINTS = declareEndpoints({
  clients: {
    method: 'GET',
    path: '/billing/clients',
    access: 'FINANCE',
    area: 'billing',
    summary: 'Every row of the clients grid (spec 02 §2.1, §7 "Clients list")',
    responses: { 200: Type.Array(ClientRowSchema) },
  },
  clientsExport: {
    method: 'GET',
    path: '/billing/clients/export',
    access: 'FINANCE',
    area: 'billing',
    summary: 'The clients grid as an .xlsx file, clients-{YYYY-MM-DD}.xlsx (spec 02 §2.1, §7 "Clients export")',
    responses: { 200: BinaryFile(XLSX_MIME_TYPE, 'The clients workbook') },
  },
  clientContact: {
    method: 'GET',
    path: '/billing/clients/:tenantId/contact',
    access: 'FINANCE',
    area: 'billing',
    summary: "A client's contact people and billing address (spec 02 §2.2, §7 \"Client contact\")",
    params: TenantParamsSchema,
    responses: { 200: ClientContactSchema },
  },
  paymentMethods: {
    method: 'GET',
    path: '/billing/clients/:tenantId/payment-methods',
    access: 'FINANCE',
    area: 'billing',
    summary: "A client's cards and bank accounts on file (spec 02 §2.2, §7)",
    params: TenantParamsSchema,
    responses: { 200: Type.Array(PaymentMethodSchema) },
  },
  defaultPaymentMethod: {
    method: 'GET',
    path: '/billing/clients/:tenantId/default-payment-method',
    access: 'FINANCE',
    area: 'billing',
    summary: "A client's default payment method, null when it has none (spec 02 §2.2, §7)",
    params: TenantParamsSchema,
    responses: { 200: Type.Union([Type.Null(), PaymentMethodSchema]) },
  },
  setDefaultPaymentMethod: {
    method: 'PUT',
    path: '/billing/clients/:tenantId/default-payment-method',
    access: 'FINANCE',
    area: 'billing',
    summary: "Makes one of the client's payment methods its default (spec 02 §2.2, §7); 404 for a method the client does not have",
    params: TenantParamsSchema,
    body: SetDefaultPaymentMethodBodySchema,
    responses: { 200: PaymentMethodSchema },
  },
  contractTerms: {
    method: 'GET',
    path: '/billing/clients/:tenantId/contract-terms',
    access: 'FINANCE',
    area: 'billing',
    summary: "A client's contract terms; fees in the client's currency, rates in percent (spec 02 §2.2, §7)",
    params: TenantParamsSchema,
    responses: { 200: ContractTermsSchema },
  },
});
