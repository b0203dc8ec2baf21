/**
 * The console's entity types and labels, by the names the apps use. Every request and answer shape
 * is declared once, as a TypeBox schema of the endpoint table (the other modules of this folder);
 * the types here are derived from those schemas, never written beside them.
 * Amounts are in dollars of the named currency (numbers with cents), dates are ISO-8601 strings
 * (`YYYY-MM-DD` for calendar dates, full timestamps with `Z` for instants).
 */
import { ENDPOINTS } from './table';
import { endpointPath } from './define-endpoint';
import type { CARD_PAYMENT_STATUSES, INVOICE_STATUSES, PAYMENT_OUTCOMES } from './billing-invoices';
import type { CLIENT_FORM_STATUSES } from './client-forms';
import type { CLIENT_STATUSES } from './billing-clients';
import type { INTERNAL_USER_TYPES } from './internal-users';

/** Client status (docs/billing.md#clients-and-invoices-grids chip labels). */
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Chip labels of client statuses (docs/billing.md#clients-and-invoices-grids), also the Status column of the clients workbook. */
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  ACTIVE: 'Active',
  TRIAL_PERIOD: 'Trial Period',
  DEACTIVATED: 'Deactivated',
  ONBOARDING: 'Onboarding',
  PENDING_DEACTIVATION: 'Pending Deactivation',
};

/** Stored invoice statuses (docs/billing.md#invoice-status-changes). */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Status shown on a chip: a stored status or the derived PAYMENT_FAILED. */
export type InvoiceDisplayStatus = InvoiceStatus | 'PAYMENT_FAILED';

/** Card payment statuses; `null` when no card payment was attempted. */
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

/** What became of one invoice of a bulk retry payment (`WOULD_CHARGE` only in a dry run's answer). */
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Client form statuses. */
export type ClientFormStatus = (typeof CLIENT_FORM_STATUSES)[number];

/** Internal user types. */
export type InternalUserType = (typeof INTERNAL_USER_TYPES)[number];

/** Types that can never be selected for offboarding (docs/org-admin.md#offboarding). */
export const NON_SELECTABLE_USER_TYPES: readonly InternalUserType[] = ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER'];

/**
 * API paths, relative to the tenant API base URL, from the endpoint table:
 * a string for a path without parameters, a function that fills in (and URL-encodes) the parameters
 * otherwise.
 */
export const API_PATHS = {
  userInfo: ENDPOINTS.userInfo.path,
  listTenants: ENDPOINTS.listTenants.path,
  internalUsersSearch: ENDPOINTS.internalUsersSearch.path,
  internalUsersOffboard: ENDPOINTS.internalUsersOffboard.path,
  prospectiveTenants: ENDPOINTS.prospectiveTenants.path,
  prospectiveTenant: (submissionId: string) => endpointPath(ENDPOINTS.prospectiveTenant, { submissionId }),
  billing: {
    clients: ENDPOINTS.clients.path,
    clientsExport: ENDPOINTS.clientsExport.path,
    clientContact: (tenantId: string) => endpointPath(ENDPOINTS.clientContact, { tenantId }),
    paymentMethods: (tenantId: string) => endpointPath(ENDPOINTS.paymentMethods, { tenantId }),
    defaultPaymentMethod: (tenantId: string) => endpointPath(ENDPOINTS.defaultPaymentMethod, { tenantId }),
    contractTerms: (tenantId: string) => endpointPath(ENDPOINTS.contractTerms, { tenantId }),
    /** GET; optional query `tenantId` limits to one client. */
    invoices: ENDPOINTS.invoices.path,
    updateInvoiceStatus: ENDPOINTS.updateInvoiceStatus.path,
    /** POST { invoiceNumbers, format: 'xlsx' | 'zip' } -> file. */
    downloadInvoices: ENDPOINTS.downloadInvoices.path,
    batchRetryPayment: ENDPOINTS.batchRetryPayment.path,
    retryPayment: (invoiceNumber: string) => endpointPath(ENDPOINTS.retryPayment, { invoiceNumber }),
    invoiceDetails: (invoiceNumber: string) => endpointPath(ENDPOINTS.invoiceDetails, { invoiceNumber }),
    invoicePreview: (invoiceNumber: string) => endpointPath(ENDPOINTS.invoicePreview, { invoiceNumber }),
    billingPeriodOrders: (invoiceNumber: string) => endpointPath(ENDPOINTS.billingPeriodOrders, { invoiceNumber }),
    reports: ENDPOINTS.reports.path,
    report: (id: string) => endpointPath(ENDPOINTS.report, { id }),
  },
} as const;
