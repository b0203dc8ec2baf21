import type { ClientRow, InvoiceDetails, InvoiceRow } from '../contract.js';
import { maskedCard } from '../lib/money.js';
import { buildWorkbook } from './spreadsheet.js';

/**
 * Chip labels of client statuses (spec 02 §2.1), the Status column of the clients workbook. The
 * same table as shared-kit's `CLIENT_STATUS_LABELS`, whose code platform-api may not import.
 */
export const CLIENT_STATUS_LABELS: Record<ClientRow['status'], string> = {
  ACTIVE: 'Active',
  TRIAL_PERIOD: 'Trial Period',
  DEACTIVATED: 'Deactivated',
  ONBOARDING: 'Onboarding',
  PENDING_DEACTIVATION: 'Pending Deactivation',
};

/**
 * A number of hours as `Xd Yh` from one day on, else `Yh` (spec 02 §9 "hours format"): fractions
 * are dropped, a negative number counts as 0 and a non-finite one shows `--`. The same behaviour as
 * shared-kit's `formatHours`, whose code platform-api may not import.
 */
export function formatHours(hours: number): string {
  if (!Number.isFinite(hours)) return '--';
  const whole = Math.max(0, Math.floor(hours));
  return whole >= 24 ? `${Math.floor(whole / 24)}d ${whole % 24}h` : `${whole}h`;
}

/**
 * The clients grid as an .xlsx workbook, with the grid's columns (spec 02 §2.1): Client Name,
 * Official Legal Name, Status, $ Awaiting Payment, Days Awaiting Payment, Effective Date, Trial
 * Expire Date, End Date, Country, State, Currency.
 */
export function clientsWorkbook(clients: readonly ClientRow[]): Buffer {
  return buildWorkbook([
    {
      name: 'Clients',
      header: [
        'Client Name',
        'Official Legal Name',
        'Status',
        '$ Awaiting Payment',
        'Days Awaiting Payment',
        'Effective Date',
        'Trial Expire Date',
        'End Date',
        'Country',
        'State',
        'Currency',
      ],
      rows: clients.map((client) => [
        client.clientName,
        client.officialLegalName,
        CLIENT_STATUS_LABELS[client.status],
        client.awaitingPayment,
        client.hoursAwaitingPayment > 0 ? formatHours(client.hoursAwaitingPayment) : null,
        client.tenantSignedDate,
        client.freeTrialEnd,
        client.endDate,
        client.billingCountry,
        client.billingState,
        client.currencyCode,
      ]),
    },
  ]);
}

/**
 * Selected invoices as an .xlsx workbook (spec 02 §2.3 "Download invoices"): an Invoices sheet with
 * the grid's columns (card digits masked to 16 characters) and a Line Items sheet.
 */
export function invoicesWorkbook(invoices: readonly InvoiceRow[], details: readonly InvoiceDetails[]): Buffer {
  return buildWorkbook([
    {
      name: 'Invoices',
      header: [
        'Invoice Number',
        'Client',
        'Referrer',
        'Invoice Date',
        'Due Date',
        'Billing Period Start Date',
        'Billing Period End Date',
        'Billing Period Orders',
        'Billing Period Orders (USD)',
        'Currency',
        'Invoiced Amount',
        'Amount Owed',
        'Invoice Status',
        'Card Payment Status',
        'Card',
      ],
      rows: invoices.map((invoice) => [
        invoice.invoiceNumber,
        invoice.client,
        invoice.referrer,
        invoice.invoiceDate,
        invoice.dueDate,
        invoice.billingPeriodStartDate,
        invoice.billingPeriodEndDate,
        invoice.billingPeriodOrders,
        invoice.billingPeriodOrdersInUsd,
        invoice.currencyCode,
        invoice.invoicedAmount,
        invoice.amountOwed,
        invoice.invoiceStatus,
        invoice.cardPaymentStatus,
        maskedCard(invoice.cardPaymentDetails?.cardLast4Digits),
      ]),
    },
    {
      name: 'Line Items',
      header: ['Invoice Number', 'Description', 'Qty.', 'Unit Price', 'Total'],
      rows: details.flatMap((invoice) => invoice.lineItems.map((line) => [invoice.invoiceNumber, line.description, line.quantity, line.unitPrice, line.total])),
    },
  ]);
}
