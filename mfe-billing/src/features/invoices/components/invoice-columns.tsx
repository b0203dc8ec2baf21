import {
  cardPaymentStatusLabel,
  formatCurrency,
  formatDate,
  maskCard,
  orMissing,
  statusChipText,
  type InvoiceRow,
} from 'shared-kit/contract';
import { InvoiceStatusChip, type DataGridColumn } from 'shared-kit/ui';

/** The all-invoices view shows client and referrer; a single client's view does not (spec 02 §2.3). */
export type InvoiceGridView = 'ALL' | 'CLIENT';

/** Card details of a row: card type and the last four digits padded to 16 with asterisks (spec 02 §2.3). */
export function cardDetailsText(row: InvoiceRow): string {
  const details = row.cardPaymentDetails;
  if (!details?.cardLast4Digits) return orMissing(null);
  return [details.cardType, maskCard(details.cardLast4Digits)].filter(Boolean).join(' ');
}

const money = (field: 'invoicedAmount' | 'amountOwed') => (row: InvoiceRow) => formatCurrency(row[field], { symbol: row.currency });
const date = (field: 'invoiceDate' | 'dueDate' | 'billingPeriodStartDate' | 'billingPeriodEndDate') => (row: InvoiceRow) => formatDate(row[field]);

const COLUMNS: ReadonlyArray<DataGridColumn<InvoiceRow>> = [
  { field: 'invoiceNumber', title: 'Invoice Number', width: 150 },
  { field: 'client', title: 'Client', width: 200, filter: 'set' },
  { field: 'referrer', title: 'Referrer', width: 180, filter: 'set', render: (row) => orMissing(row.referrer) },
  { field: 'invoiceDate', title: 'Invoice Date', width: 140, filter: 'date', render: date('invoiceDate') },
  {
    field: 'invoiceStatus',
    title: 'Status',
    width: 190,
    filter: 'set',
    valueLabel: statusChipText,
    render: (row) => <InvoiceStatusChip invoiceStatus={row.invoiceStatus} cardPaymentStatus={row.cardPaymentStatus} dataId={row.invoiceNumber} />,
  },
  { field: 'dueDate', title: 'Due Date', width: 140, filter: 'date', render: date('dueDate') },
  { field: 'billingPeriodStartDate', title: 'Billing Period Start Date', width: 200, filter: 'date', render: date('billingPeriodStartDate') },
  { field: 'invoicedAmount', title: 'Invoiced Amount', width: 160, align: 'right', filter: 'amount', render: money('invoicedAmount') },
  { field: 'amountOwed', title: 'Amount Owed', width: 150, align: 'right', render: money('amountOwed') },
  { field: 'cardPaymentStatus', title: 'Card Payment Status', width: 170, render: (row) => cardPaymentStatusLabel(row.cardPaymentStatus) },
  { field: 'cardPaymentDetails', title: 'Card Details', width: 210, sortable: false, render: cardDetailsText },
  { field: 'billingPeriodEndDate', title: 'Billing Period End Date', width: 200, render: date('billingPeriodEndDate') },
  {
    field: 'billingPeriodOrdersInUsd',
    title: 'Billing Period Orders (USD)',
    width: 210,
    align: 'right',
    render: (row) => formatCurrency(row.billingPeriodOrdersInUsd, { symbol: '$' }),
  },
];

const CLIENT_COLUMNS = COLUMNS.filter((column) => column.field !== 'client' && column.field !== 'referrer');

/** Columns of the invoice grid (spec 02 §2.3), without client and referrer outside the ALL view. */
export function invoiceColumns(view: InvoiceGridView): ReadonlyArray<DataGridColumn<InvoiceRow>> {
  return view === 'ALL' ? COLUMNS : CLIENT_COLUMNS;
}
