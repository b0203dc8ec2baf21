import type {
  BillingPeriodOrders,
  ClientContact,
  ClientRow,
  ContractTerms,
  InvoiceDetails,
  InvoiceRow,
  PaymentMethod,
  Report,
} from 'shared-kit/contract';

export function clientRow(overrides: Partial<ClientRow> = {}): ClientRow {
  return {
    tenantId: 'T01',
    clientName: 'Acme Devices',
    officialLegalName: 'Acme Devices LLC',
    status: 'ACTIVE',
    awaitingPayment: 1250.5,
    hoursAwaitingPayment: 50,
    tenantSignedDate: '2023-01-28',
    effectiveDate: '2023-02-01',
    freeTrialEnd: '2023-03-01',
    endDate: null,
    billingCountry: 'US',
    billingState: 'NY',
    currency: '$',
    currencyCode: 'USD',
    usdRate: 1,
    ...overrides,
  };
}

export function invoiceRow(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    invoiceNumber: 'INV-1001',
    tenantId: 'T01',
    client: 'Acme Devices',
    referrer: 'Globex Partners',
    invoiceDate: '2024-05-01',
    dueDate: '2024-05-31',
    billingPeriodStartDate: '2024-04-01',
    billingPeriodEndDate: '2024-04-30',
    billingPeriodOrders: 12,
    billingPeriodOrdersInUsd: 15400,
    invoicedAmount: 385,
    amountOwed: 385,
    invoiceStatus: 'AWAITING_PAYMENT',
    cardPaymentStatus: null,
    hasCardOnFile: true,
    cardPaymentDetails: null,
    lastFailedPayment: null,
    currency: '$',
    currencyCode: 'USD',
    usdRate: 1,
    ...overrides,
  };
}

const address = {
  address1: '1 Main St',
  address2: 'Suite 5',
  city: 'Albany',
  state: 'NY',
  country: 'US',
  zipcode: '12207',
  dba: 'Acme',
  officialLegalName: 'Acme Devices LLC',
};

export function invoiceDetails(overrides: Partial<InvoiceDetails> = {}): InvoiceDetails {
  return {
    invoiceNumber: 'INV-1001',
    tenantId: 'T01',
    invoiceDate: '2024-05-01',
    dueDate: '2024-05-31',
    clientName: 'Acme Devices',
    defaultPaymentMethod: 'Visa ************4242',
    billingPeriodStartDate: '2024-04-01',
    billingPeriodEndDate: '2024-04-30',
    billingPeriodOrdersInUsd: 15400,
    invoiceStatus: 'AWAITING_PAYMENT',
    cardPaymentStatus: null,
    total: 415.8,
    subTotal: 385,
    tax: 30.8,
    taxDetails: 'NY 8%',
    hasCardOnFile: true,
    billToDetails: address,
    shipToDetails: { ...address, address1: '9 Dock Rd', address2: null },
    lineItems: [
      { description: 'Platform fee (2.5% of GMV)', quantity: 1, unitPrice: 385, total: 385 },
    ],
    lastFailedPayment: null,
    currency: '$',
    currencyCode: 'USD',
    ...overrides,
  };
}

export function clientContact(overrides: Partial<ClientContact> = {}): ClientContact {
  return {
    tenantId: 'T01',
    clientName: 'Acme Devices',
    officialLegalName: 'Acme Devices LLC',
    dba: 'Acme',
    contacts: [
      { role: 'PRIMARY', name: 'Ada Lovelace', title: 'CEO', email: 'ada@acme.test', phone: '+1 555 0100' },
      { role: 'BILLING', name: 'Bob Payable', title: null, email: 'ap@acme.test', phone: null },
    ],
    billingAddress: address,
    ...overrides,
  };
}

export function paymentMethods(): PaymentMethod[] {
  return [
    { id: 'pm1', type: 'CARD', cardType: 'Visa', cardLast4Digits: '4242', cardExpiryMonth: 4, cardExpiryYear: 2030, bankName: null, accountLast4Digits: null, isDefault: true },
    { id: 'pm2', type: 'ACH', cardType: null, cardLast4Digits: null, cardExpiryMonth: null, cardExpiryYear: null, bankName: 'First Bank', accountLast4Digits: '6789', isDefault: false },
  ];
}

export function contractTerms(): ContractTerms {
  return {
    tenantId: 'T01',
    tenantSignedDate: '2023-01-15',
    effectiveDate: '2023-02-01',
    endDate: null,
    freeTrialDays: 30,
    freeTrialEnd: '2023-03-03',
    gmvFeePercent: 2.5,
    monthlyFee: 499,
    offlineServiceRate: 1.25,
    paymentTermsDays: 30,
    taxRatePercent: 8,
    currency: '$',
    currencyCode: 'USD',
  };
}

export function billingPeriodOrders(overrides: Partial<BillingPeriodOrders> = {}): BillingPeriodOrders {
  return {
    billingPeriodStartDate: '2024-04-01',
    billingPeriodEndDate: '2024-04-30',
    storefront: {
      orders: [
        { refOrderNumber: 'R-1', phonexOrderNumber: 'PX-1', shippedDate: '2024-04-03T15:00:00Z', shippedAmountInUsd: 100, shippedAmount: 100 },
        { refOrderNumber: 'R-2', phonexOrderNumber: 'PX-2', shippedDate: '2024-04-20T15:00:00Z', shippedAmountInUsd: 250, shippedAmount: 250 },
        { refOrderNumber: 'R-3', phonexOrderNumber: 'PX-3', shippedDate: '2024-04-11T15:00:00Z', shippedAmountInUsd: 75, shippedAmount: 75 },
      ],
      shippedAmountInUsd: 425,
      currencyCode: 'USD',
      currency: '$',
      exchangeRate: 1,
      shippedAmountInTenantCurrency: 425,
    },
    offline: { orders: [], shippedAmountInUsd: 0, currencyCode: 'USD', currency: '$', exchangeRate: 1, shippedAmountInTenantCurrency: 0 },
    connect: [
      {
        supplierTenantName: 'Euro Phones GmbH',
        orders: [{ refOrderNumber: 'E-1', phonexOrderNumber: 'PX-9', shippedDate: '2024-04-05T10:00:00Z', shippedAmountInUsd: 108, shippedAmount: 100 }],
        shippedAmountInUsd: 108,
        currencyCode: 'EUR',
        currency: '€',
        exchangeRate: 0.9259,
        shippedAmountInSupplierCurrency: 100,
      },
    ],
    ...overrides,
  };
}

export function gmvReport(): Report {
  return {
    id: 'gmv',
    name: 'GMV Report',
    settings: {
      columnDefs: [
        { field: 'clientName', headerName: 'Client Name', type: 'text' },
        { field: 'month', headerName: 'Month', type: 'text' },
        { field: 'gmv', headerName: 'GMV (USD)', type: 'currency' },
      ],
    },
    body: [
      { clientName: 'Acme Devices', month: '2024-04', gmv: 15400 },
      { clientName: '=HYPERLINK("http://evil")', month: '2024-04', gmv: 12 },
      { clientName: '@SUM(A1)', month: '+1', gmv: -5 },
    ],
  };
}
