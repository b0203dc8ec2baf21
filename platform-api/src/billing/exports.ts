import { CLIENT_STATUS_LABELS, formatHours, type ClientRow, type InvoiceDetails, type InvoiceRow } from '../contract.js';
import { maskedCard } from '../lib/money.js';
import { buildWorkbook } from './spreadsheet.js';

/**
 * The clients grid as an .xlsx workbook, with the grid's columns (spec 02 §2.1): Client Name,
 * Official Legal Name, Status (the chip label, shared-kit's `CLIENT_STATUS_LABELS`), $ Awaiting
 * Payment, Days Awaiting Payment (`Xd Yh` by shared-kit's `formatHours`, spec 02 §9; empty when
 * nothing is awaited), Effective Date, Trial Expire Date, End Date, Country, State, Currency.
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
