/**
 * Entity types and API paths shared by platform-api and the remotes (spec 01 §3, spec 02 §3, §7).
 * Amounts are in dollars of the named currency (numbers with cents), dates are ISO-8601 strings
 * (`YYYY-MM-DD` for calendar dates, full timestamps with `Z` for instants).
 */

/** Client status (spec 02 §2.1 chip labels). */
export const CLIENT_STATUSES = ['ACTIVE', 'TRIAL_PERIOD', 'DEACTIVATED', 'ONBOARDING', 'PENDING_DEACTIVATION'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Chip labels of client statuses (spec 02 §2.1). */
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  ACTIVE: 'Active',
  TRIAL_PERIOD: 'Trial Period',
  DEACTIVATED: 'Deactivated',
  ONBOARDING: 'Onboarding',
  PENDING_DEACTIVATION: 'Pending Deactivation',
};

/** One row of the clients grid (spec 02 §3 "Client row"). */
export interface ClientRow {
  tenantId: string;
  clientName: string;
  officialLegalName: string;
  status: ClientStatus;
  /** Sum of amountOwed of AWAITING_PAYMENT and OVERDUE invoices, in the client's currency. */
  awaitingPayment: number;
  /** Hours since the oldest unpaid invoice's date; 0 when nothing is awaited. */
  hoursAwaitingPayment: number;
  tenantSignedDate: string | null;
  freeTrialEnd: string | null;
  endDate: string | null;
  billingCountry: string | null;
  billingState: string | null;
  /** Currency symbol, e.g. `$`. */
  currency: string;
  /** ISO-4217 code, e.g. `USD`. */
  currencyCode: string;
}

/** Stored invoice statuses (spec 02 §4). */
export const INVOICE_STATUSES = ['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'VOIDED', 'WRITTEN_OFF'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Status shown on a chip: a stored status or the derived PAYMENT_FAILED (spec 02 §4). */
export type InvoiceDisplayStatus = InvoiceStatus | 'PAYMENT_FAILED';

/** Card payment statuses (spec 02 §4); `null` when no card payment was attempted. */
export const CARD_PAYMENT_STATUSES = ['SUCCEEDED', 'FAILURE', 'REQUESTED'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

/** Card payment details of an invoice row (spec 02 §3). */
export interface CardPaymentDetails {
  transactionTime: string | null;
  details: string | null;
  cardType: string | null;
  cardLast4Digits: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
}

/** One row of the invoices grid (spec 02 §3 "Invoice row"). */
export interface InvoiceRow {
  invoiceNumber: string;
  /** tenantId of the billed client. */
  tenantId: string;
  /** Client name. */
  client: string;
  /** Name of the referring client, or null. */
  referrer: string | null;
  invoiceDate: string;
  dueDate: string;
  billingPeriodStartDate: string;
  billingPeriodEndDate: string;
  /** Number of orders shipped in the billing period. */
  billingPeriodOrders: number;
  /** Shipped amount of the billing period in USD. */
  billingPeriodOrdersInUsd: number;
  invoicedAmount: number;
  amountOwed: number;
  invoiceStatus: InvoiceStatus;
  cardPaymentStatus: CardPaymentStatus | null;
  hasCardOnFile: boolean;
  cardPaymentDetails: CardPaymentDetails | null;
  currency: string;
  currencyCode: string;
}

/** A postal address block of invoice details (spec 02 §3). */
export interface InvoiceAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zipcode: string | null;
  dba: string | null;
  officialLegalName: string | null;
}

/** A line item of an invoice. */
export interface InvoiceLineItem {
  description: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** Invoice details (spec 02 §3 "Invoice details"). */
export interface InvoiceDetails {
  invoiceNumber: string;
  tenantId: string;
  invoiceDate: string;
  dueDate: string;
  clientName: string;
  defaultPaymentMethod: string | null;
  billingPeriodStartDate: string;
  billingPeriodEndDate: string;
  billingPeriodOrdersInUsd: number;
  invoiceStatus: InvoiceStatus;
  cardPaymentStatus: CardPaymentStatus | null;
  total: number;
  subTotal: number;
  tax: number;
  taxDetails: string | null;
  hasCardOnFile: boolean;
  billToDetails: InvoiceAddress;
  shipToDetails: InvoiceAddress;
  lineItems: InvoiceLineItem[];
  currency: string;
  currencyCode: string;
}

/** One order of a billing-period group (spec 02 §3). */
export interface BillingPeriodOrder {
  refOrderNumber: string;
  phonexOrderNumber: string;
  shippedDate: string;
  shippedAmountInUsd: number;
  /** Amount in the group's currency (tenant currency or supplier currency). */
  shippedAmount: number;
}

/** A group of billing-period orders: storefront, offline or one connect supplier (spec 02 §3). */
export interface BillingPeriodOrderGroup {
  orders: BillingPeriodOrder[];
  shippedAmountInUsd: number;
  currencyCode: string;
  currency: string;
  /** Units of `currencyCode` per 1 USD. */
  exchangeRate: number;
  shippedAmountInTenantCurrency?: number;
  shippedAmountInSupplierCurrency?: number;
  supplierTenantName?: string;
}

/** Billing period orders of one invoice (spec 02 §3). */
export interface BillingPeriodOrders {
  billingPeriodStartDate: string;
  billingPeriodEndDate: string;
  storefront: BillingPeriodOrderGroup;
  offline: BillingPeriodOrderGroup;
  connect: Array<BillingPeriodOrderGroup & { supplierTenantName: string }>;
}

/** Report list item (spec 02 §3). */
export interface ReportListItem {
  id: string;
  name: string;
}

/** One column definition of a report grid. */
export interface ReportColumnDef {
  field: string;
  headerName: string;
  type?: 'text' | 'number' | 'currency' | 'date';
}

/** A report: settings.columnDefs and body rows (spec 02 §3). */
export interface Report {
  id: string;
  name: string;
  settings: { columnDefs: ReportColumnDef[] };
  body: Array<Record<string, string | number | null>>;
}

/** Request body of the batch status update (spec 02 §7). `status` defaults to PAID. */
export interface UpdateInvoiceStatusRequest {
  invoiceNumbers: string[];
  status?: InvoiceStatus;
}

/** Outcome of one card payment attempt. */
export type PaymentOutcome = 'SUCCEEDED' | 'SKIPPED' | 'FAILED';

/** Answer of the bulk retry payment (spec 02 §4 "Bulk payment summary"). */
export interface BatchRetryPaymentResponse {
  /** e.g. '1 Payment(s) Succeeded, 0 Payment(s) Skipped, 2 Payment(s) Failed'. */
  message: string;
  /** error if any failed, warning if any skipped, otherwise success. */
  type: 'error' | 'warning' | 'success';
  succeeded: number;
  skipped: number;
  failed: number;
  results: Array<{ invoiceNumber: string; outcome: PaymentOutcome; message: string }>;
}

/** Answer of a single retry payment (spec 02 §7): shown as 'Payment Successful' / 'Payment Failed'. */
export interface RetryPaymentResponse {
  success: boolean;
  message: 'Payment Successful' | 'Payment Failed';
  invoice: InvoiceRow;
}

/** A contact person of a client (client details, Contact tab). */
export interface ClientContact {
  tenantId: string;
  clientName: string;
  officialLegalName: string;
  dba: string | null;
  contacts: Array<{ role: 'PRIMARY' | 'BILLING' | 'SIGNER'; name: string; title: string | null; email: string; phone: string | null }>;
  billingAddress: InvoiceAddress;
}

/** A card or bank account on file (client details, Payment Method tab). */
export interface PaymentMethod {
  id: string;
  type: 'CARD' | 'ACH';
  cardType: string | null;
  cardLast4Digits: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
  bankName: string | null;
  accountLast4Digits: string | null;
  isDefault: boolean;
}

/** Contract terms of a client (client details, Contract Terms tab). */
export interface ContractTerms {
  tenantId: string;
  tenantSignedDate: string | null;
  effectiveDate: string | null;
  endDate: string | null;
  freeTrialDays: number;
  freeTrialEnd: string | null;
  /** Platform fee as a percentage of shipped GMV, e.g. 2.5 for 2.5 %. */
  gmvFeePercent: number;
  /** Monthly subscription in the client's currency. */
  monthlyFee: number;
  /** Offline service rate per order, in the client's currency. */
  offlineServiceRate: number;
  /** Days from invoice date to due date. */
  paymentTermsDays: number;
  taxRatePercent: number;
  currency: string;
  currencyCode: string;
}

/** Client form statuses (spec 02 §4). */
export const CLIENT_FORM_STATUSES = ['SUBMITTED', 'COMPLETED', 'REJECTED'] as const;
export type ClientFormStatus = (typeof CLIENT_FORM_STATUSES)[number];

/** One row of the client-forms list (spec 02 §2.12). */
export interface ClientFormRow {
  submissionId: string;
  companyName: string;
  status: ClientFormStatus;
  contactEmail: string;
  createDate: string;
  updateDate: string;
}

/** A full client form record (spec 02 §3 "Client form"). */
export interface ClientFormRecord extends ClientFormRow {
  tenant_id: string | null;
  officialLegalName: string;
  dba: string;
  jurisdictionOfOrganization: string;
  signerName: string;
  signerTitle: string;
  signerEmail: string;
  signerPhone: string;
  payableContactName: string;
  payableEmail: string;
  payablePhone: string;
  billingAddress1: string;
  billingAddress2: string;
  billingCity: string;
  billingState: string;
  billingCountry: string;
  billingZipcode: string;
  businessName: string;
  businessShortName: string;
  currency: string;
  adminSiteUrl: string;
  adminUserEmail: string;
  buyerSiteUrl: string;
  buyerFromEmail: string;
  buyerSiteLanguage: string;
  logo: string;
  favicon: string;
  existingBusinessWebsite: string;
}

/** Internal user types (spec 01 §3 "Internal user row"). */
export const INTERNAL_USER_TYPES = ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER', 'ADMIN', 'BUYER_USER', 'SALES_REP'] as const;
export type InternalUserType = (typeof INTERNAL_USER_TYPES)[number];

/** Types that can never be selected for offboarding (spec 01 §5 "Internal users"). */
export const NON_SELECTABLE_USER_TYPES: readonly InternalUserType[] = ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER'];

/** One internal user row; the row key is tenantId plus email (spec 01 §3). */
export interface InternalUserRow {
  tenantId: string;
  email: string;
  type: InternalUserType;
  active: boolean;
}

/** A tenant of the list-tenants call (spec 01 §7 "Tenants"). */
export interface TenantSummary {
  tenantId: string;
  tenantName: string;
}

/** Answer of GET /account/user-info: the signed-in user's authorities (spec 01 §4 "App start"). */
export interface UserInfo {
  username: string;
  email: string;
  groups: string[];
  authorities: string[];
}

/** API paths, relative to the tenant API base URL (spec 01 §7, spec 02 §7). */
export const API_PATHS = {
  userInfo: '/account/user-info',
  listTenants: '/update-config/list-tenants',
  internalUsersSearch: '/internal-users/search',
  internalUsersOffboard: '/internal-users/offboard',
  prospectiveTenants: '/client-success/prospective-tenants',
  prospectiveTenant: (submissionId: string) => `/client-success/prospective-tenants/${encodeURIComponent(submissionId)}`,
  billing: {
    clients: '/billing/clients',
    clientsExport: '/billing/clients/export',
    clientContact: (tenantId: string) => `/billing/clients/${encodeURIComponent(tenantId)}/contact`,
    paymentMethods: (tenantId: string) => `/billing/clients/${encodeURIComponent(tenantId)}/payment-methods`,
    defaultPaymentMethod: (tenantId: string) => `/billing/clients/${encodeURIComponent(tenantId)}/default-payment-method`,
    contractTerms: (tenantId: string) => `/billing/clients/${encodeURIComponent(tenantId)}/contract-terms`,
    /** GET; optional query `tenantId` limits to one client. */
    invoices: '/billing/invoices',
    updateInvoiceStatus: '/billing/invoices/update-status',
    /** POST { invoiceNumbers, format: 'xlsx' | 'zip' } -> file. */
    downloadInvoices: '/billing/invoices/download',
    batchRetryPayment: '/billing/invoices/batch-retry-payment',
    retryPayment: (invoiceNumber: string) => `/billing/invoices/${encodeURIComponent(invoiceNumber)}/retry-payment`,
    invoiceDetails: (invoiceNumber: string) => `/billing/invoices/${encodeURIComponent(invoiceNumber)}`,
    invoicePreview: (invoiceNumber: string) => `/billing/invoices/${encodeURIComponent(invoiceNumber)}/preview`,
    billingPeriodOrders: (invoiceNumber: string) => `/billing/billing-period-orders/${encodeURIComponent(invoiceNumber)}`,
    reports: '/billing/reports',
    report: (id: string) => `/billing/reports/${encodeURIComponent(id)}`,
  },
} as const;
