/**
 * Response schemas of the billing routes (spec 02 §3 entities, §7 calls). Fastify serialises each
 * 200 answer with its schema: only the listed properties are sent (a stray column never leaks),
 * every listed property is required, and types are as listed (`num` are amounts in dollars of the
 * row's currency, with cents; dates are `YYYY-MM-DD` text, instants ISO-8601 text).
 */

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

function object<P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', properties, required: Object.keys(properties) } as const;
}

/** One row of the clients grid, GET /billing/clients (spec 02 §2.1, §3 "Client row"). */
export const clientRowSchema = object({
  tenantId: str,
  clientName: str,
  officialLegalName: str,
  status: str,
  awaitingPayment: num,
  hoursAwaitingPayment: int,
  tenantSignedDate: nullableStr,
  freeTrialEnd: nullableStr,
  endDate: nullableStr,
  billingCountry: nullableStr,
  billingState: nullableStr,
  currency: str,
  currencyCode: str,
});

/** A bill-to, ship-to or billing address (spec 02 §3 billToDetails/shipToDetails). */
const addressSchema = object({
  address1: nullableStr,
  address2: nullableStr,
  city: nullableStr,
  state: nullableStr,
  country: nullableStr,
  zipcode: nullableStr,
  dba: nullableStr,
  officialLegalName: nullableStr,
});

/** Client details, Contact tab: contact people and billing address, GET /billing/clients/:tenantId/contact (spec 02 §2.2, §7 "Client contact"). */
export const clientContactSchema = object({
  tenantId: str,
  clientName: str,
  officialLegalName: str,
  dba: nullableStr,
  contacts: { type: 'array', items: object({ role: str, name: str, title: nullableStr, email: str, phone: nullableStr }) },
  billingAddress: addressSchema,
});

/** A card or bank account on file, the payment-methods and default-payment-method routes (spec 02 §2.2, §7). */
export const paymentMethodSchema = object({
  id: str,
  type: str,
  cardType: nullableStr,
  cardLast4Digits: nullableStr,
  cardExpiryMonth: nullableInt,
  cardExpiryYear: nullableInt,
  bankName: nullableStr,
  accountLast4Digits: nullableStr,
  isDefault: bool,
});

/** A client's contract terms, GET /billing/clients/:tenantId/contract-terms (spec 02 §2.2, §7); fees in dollars, rates in percent. */
export const contractTermsSchema = object({
  tenantId: str,
  tenantSignedDate: nullableStr,
  effectiveDate: nullableStr,
  endDate: nullableStr,
  freeTrialDays: int,
  freeTrialEnd: nullableStr,
  gmvFeePercent: num,
  monthlyFee: num,
  offlineServiceRate: num,
  paymentTermsDays: int,
  taxRatePercent: num,
  currency: str,
  currencyCode: str,
});

/** One row of the invoices grid (spec 02 §2.3, §3 "Invoice row"); cardPaymentDetails describes the latest card payment, `null` when there was none. */
export const invoiceRowSchema = object({
  invoiceNumber: str,
  tenantId: str,
  client: str,
  referrer: nullableStr,
  invoiceDate: str,
  dueDate: str,
  billingPeriodStartDate: str,
  billingPeriodEndDate: str,
  billingPeriodOrders: int,
  billingPeriodOrdersInUsd: num,
  invoicedAmount: num,
  amountOwed: num,
  invoiceStatus: str,
  cardPaymentStatus: nullableStr,
  hasCardOnFile: bool,
  cardPaymentDetails: {
    anyOf: [
      { type: 'null' },
      object({
        transactionTime: nullableStr,
        details: nullableStr,
        cardType: nullableStr,
        cardLast4Digits: nullableStr,
        cardExpiryMonth: nullableInt,
        cardExpiryYear: nullableInt,
      }),
    ],
  },
  currency: str,
  currencyCode: str,
});

/** Invoice details, GET /billing/invoices/:invoiceNumber (spec 02 §2.4, §3 "Invoice details"). */
export const invoiceDetailsSchema = object({
  invoiceNumber: str,
  tenantId: str,
  invoiceDate: str,
  dueDate: str,
  clientName: str,
  defaultPaymentMethod: nullableStr,
  billingPeriodStartDate: str,
  billingPeriodEndDate: str,
  billingPeriodOrdersInUsd: num,
  invoiceStatus: str,
  cardPaymentStatus: nullableStr,
  total: num,
  subTotal: num,
  tax: num,
  taxDetails: nullableStr,
  hasCardOnFile: bool,
  billToDetails: addressSchema,
  shipToDetails: addressSchema,
  lineItems: { type: 'array', items: object({ description: str, quantity: num, unitPrice: num, total: num }) },
  currency: str,
  currencyCode: str,
});

const orderSchema = object({ refOrderNumber: str, phonexOrderNumber: str, shippedDate: str, shippedAmountInUsd: num, shippedAmount: num });

const groupProperties = {
  orders: { type: 'array', items: orderSchema },
  shippedAmountInUsd: num,
  currencyCode: str,
  currency: str,
  exchangeRate: num,
} as const;

/** The orders of an invoice's billing period by channel, GET /billing/billing-period-orders/:invoiceNumber (spec 02 §2.5, §3 "Billing period orders"). */
export const billingPeriodOrdersSchema = object({
  billingPeriodStartDate: str,
  billingPeriodEndDate: str,
  storefront: object({ ...groupProperties, shippedAmountInTenantCurrency: num }),
  offline: object({ ...groupProperties, shippedAmountInTenantCurrency: num }),
  connect: { type: 'array', items: object({ ...groupProperties, shippedAmountInSupplierCurrency: num, supplierTenantName: str }) },
});

/** The reports list `[{ id, name }]`, GET /billing/reports (spec 02 §2.6, §3 "Report list item"). */
export const reportListSchema = { type: 'array', items: object({ id: str, name: str }) } as const;

/** One report: column definitions and body rows, GET /billing/reports/:id (spec 02 §2.6, §3 "Report"). */
export const reportSchema = object({
  id: str,
  name: str,
  settings: object({ columnDefs: { type: 'array', items: { type: 'object', properties: { field: str, headerName: str, type: str }, required: ['field', 'headerName'] } } }),
  body: { type: 'array', items: { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } } },
});

/** Answer of POST /billing/invoices/update-status: 'Status updated successfully[ for {invoice}]' and the changed rows (spec 02 §4, §7, §8). */
export const updateStatusResultSchema = object({ message: str, invoices: { type: 'array', items: invoiceRowSchema } });

/** Answer of POST /billing/invoices/:invoiceNumber/retry-payment: success, 'Payment Successful' or 'Payment Failed', and the row after the attempt (spec 02 §7 "Retry single payment", §8). */
export const retryPaymentSchema = object({ success: bool, message: str, invoice: invoiceRowSchema });

/** Answer of POST /billing/invoices/batch-retry-payment: the bulk payment summary, its message type, the counts and one result per invoice (spec 02 §4 "Bulk payment summary", §7). */
export const batchRetryPaymentSchema = object({
  message: str,
  type: { type: 'string', enum: ['error', 'warning', 'success'] },
  succeeded: int,
  skipped: int,
  failed: int,
  results: { type: 'array', items: object({ invoiceNumber: str, outcome: { type: 'string', enum: ['SUCCEEDED', 'SKIPPED', 'FAILED'] }, message: str }) },
});
