import {
  CLIENT_STATUS_LABELS,
  CARD_PAYMENT_STATUS_LABELS,
  invoiceDisplayStatus,
  invoiceStatusLabel,
  type ClientRow,
  type InvoiceDetails,
  type InvoiceRow,
  type SheetColumn,
} from '../contract.js';
import { maskedCard } from '../lib/money.js';
import { buildWorkbook } from './spreadsheet.js';

/**
 * Days Awaiting Payment as the exports write it: a number of days with 2 decimals (the screen's
 * '45d 16h' is 1096 hours, 45.67 days), so a spreadsheet can sort and sum it.
 *
 * @example daysAwaiting(1096) // 45.67
 */
export function daysAwaiting(hours: number): number {
  return Math.round((hours / 24) * 100) / 100;
}

const text = (title: string): SheetColumn => ({ title, type: 'text' });
const date = (title: string): SheetColumn => ({ title, type: 'date' });
const amount = (title: string): SheetColumn => ({ title, type: 'amount' });
const count = (title: string): SheetColumn => ({ title, type: 'count' });

/**
 * The clients grid as an .xlsx workbook, with the grid's columns as typed cells
 * (docs/billing.md#clients-and-invoices-grids): Client Name, Official Legal Name, Status (the chip
 * label, shared-kit's `CLIENT_STATUS_LABELS`), $ Awaiting Payment (a number with 2 decimals, in the
 * client's currency), Days Awaiting Payment (`Xd Yh` by shared-kit's `formatHours`; empty when
 * nothing is awaited), Effective Date, Trial Expire Date and End Date (real dates; the Effective
 * Date is the contract's effective date, as on the Contract Terms tab), Country, State, Currency
 * (ISO code of the awaited amount).
 */
export function clientsWorkbook(clients: readonly ClientRow[]): Buffer {
  return buildWorkbook([
    {
      name: 'Clients',
      header: [
        text('Client Name'),
        text('Official Legal Name'),
        text('Status'),
        amount('$ Awaiting Payment'),
        amount('Days Awaiting Payment'),
        date('Effective Date'),
        date('Trial Expire Date'),
        date('End Date'),
        text('Country'),
        text('State'),
        text('Currency'),
      ],
      rows: clients.map((client) => [
        client.clientName,
        client.officialLegalName,
        CLIENT_STATUS_LABELS[client.status],
        client.awaitingPayment,
        client.hoursAwaitingPayment > 0 ? daysAwaiting(client.hoursAwaitingPayment) : null,
        client.effectiveDate,
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
 * Selected invoices as an .xlsx workbook (Download invoices), typed cells
 * (docs/billing.md#clients-and-invoices-grids): an Invoices sheet with the grid's columns (dates as
 * real dates, amounts with 2 decimals in the invoice's currency named by the Currency column, the
 * order count as an integer, statuses as readable labels: 'Awaiting Payment', 'Payment Failed'
 * (shared-kit's `invoiceStatusLabel` of the displayed status), card status 'Paid' / 'Failed' /
 * 'Requested', card digits masked to 16 characters) and a Line Items sheet with its Currency
 * column.
 */
export function invoicesWorkbook(invoices: readonly InvoiceRow[], details: readonly InvoiceDetails[]): Buffer {
  return buildWorkbook([
    {
      name: 'Invoices',
      header: [
        text('Invoice Number'),
        text('Client'),
        text('Referrer'),
        date('Invoice Date'),
        date('Due Date'),
        date('Billing Period Start Date'),
        date('Billing Period End Date'),
        count('Billing Period Orders'),
        amount('Billing Period Orders (USD)'),
        text('Currency'),
        amount('Invoiced Amount'),
        amount('Amount Owed'),
        text('Invoice Status'),
        text('Card Payment Status'),
        text('Card'),
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
        invoiceStatusLabel(invoiceDisplayStatus(invoice)),
        invoice.cardPaymentStatus ? CARD_PAYMENT_STATUS_LABELS[invoice.cardPaymentStatus] : null,
        maskedCard(invoice.cardPaymentDetails?.cardLast4Digits),
      ]),
    },
    {
      name: 'Line Items',
      header: [text('Invoice Number'), text('Description'), count('Qty.'), amount('Unit Price'), amount('Total'), text('Currency')],
      rows: details.flatMap((invoice) =>
        invoice.lineItems.map((line) => [invoice.invoiceNumber, line.description, line.quantity, line.unitPrice, line.total, invoice.currencyCode]),
      ),
    },
  ]);
}
