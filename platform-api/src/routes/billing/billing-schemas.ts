/** Response schemas of the billing routes (spec 02 §3 entities). */

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

function object<P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', properties, required: Object.keys(properties) } as const;
}

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

export const addressSchema = object({
  address1: nullableStr,
  address2: nullableStr,
  city: nullableStr,
  state: nullableStr,
  country: nullableStr,
  zipcode: nullableStr,
  dba: nullableStr,
  officialLegalName: nullableStr,
});

export const clientContactSchema = object({
  tenantId: str,
  clientName: str,
  officialLegalName: str,
  dba: nullableStr,
  contacts: { type: 'array', items: object({ role: str, name: str, title: nullableStr, email: str, phone: nullableStr }) },
  billingAddress: addressSchema,
});

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

export const billingPeriodOrdersSchema = object({
  billingPeriodStartDate: str,
  billingPeriodEndDate: str,
  storefront: object({ ...groupProperties, shippedAmountInTenantCurrency: num }),
  offline: object({ ...groupProperties, shippedAmountInTenantCurrency: num }),
  connect: { type: 'array', items: object({ ...groupProperties, shippedAmountInSupplierCurrency: num, supplierTenantName: str }) },
});

export const reportListSchema = { type: 'array', items: object({ id: str, name: str }) } as const;

export const reportSchema = object({
  id: str,
  name: str,
  settings: object({ columnDefs: { type: 'array', items: { type: 'object', properties: { field: str, headerName: str, type: str }, required: ['field', 'headerName'] } } }),
  body: { type: 'array', items: { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } } },
});

export const updateStatusResultSchema = object({ message: str, invoices: { type: 'array', items: invoiceRowSchema } });

export const retryPaymentSchema = object({ success: bool, message: str, invoice: invoiceRowSchema });

export const batchRetryPaymentSchema = object({
  message: str,
  type: { type: 'string', enum: ['error', 'warning', 'success'] },
  succeeded: int,
  skipped: int,
  failed: int,
  results: { type: 'array', items: object({ invoiceNumber: str, outcome: { type: 'string', enum: ['SUCCEEDED', 'SKIPPED', 'FAILED'] }, message: str }) },
});
