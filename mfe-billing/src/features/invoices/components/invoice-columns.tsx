import type { TableColumnsType } from 'antd';
import {
  InvoiceStatusChip,
  cardPaymentStatusLabel,
  formatCurrency,
  formatDate,
  maskCard,
  orMissing,
  type InvoiceRow,
} from 'shared-kit';

/** The all-invoices view shows client and referrer; a single client's view does not (spec 02 §2.3). */
export type InvoiceGridView = 'ALL' | 'CLIENT';

const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

/** Card details of a row: card type and the last four digits padded to 16 with asterisks (spec 02 §2.3). */
export function cardDetailsText(row: InvoiceRow): string {
  const details = row.cardPaymentDetails;
  if (!details?.cardLast4Digits) return orMissing(null);
  return [details.cardType, maskCard(details.cardLast4Digits)].filter(Boolean).join(' ');
}

/** Columns of the invoice grid (spec 02 §2.3), without client and referrer outside the ALL view. */
export function invoiceColumns(view: InvoiceGridView): TableColumnsType<InvoiceRow> {
  const money = (value: number, row: InvoiceRow) => formatCurrency(value, { symbol: row.currency });
  const columns: TableColumnsType<InvoiceRow> = [
    { key: 'invoiceNumber', dataIndex: 'invoiceNumber', title: 'Invoice Number', width: 150, fixed: 'left', sorter: (a, b) => byText(a.invoiceNumber, b.invoiceNumber) },
    { key: 'client', dataIndex: 'client', title: 'Client', width: 200, sorter: (a, b) => byText(a.client, b.client) },
    { key: 'referrer', dataIndex: 'referrer', title: 'Referrer', width: 180, sorter: (a, b) => byText(a.referrer, b.referrer), render: orMissing },
    { key: 'invoiceDate', dataIndex: 'invoiceDate', title: 'Invoice Date', width: 130, sorter: (a, b) => byText(a.invoiceDate, b.invoiceDate), render: formatDate },
    {
      key: 'invoiceStatus',
      dataIndex: 'invoiceStatus',
      title: 'Status',
      width: 170,
      sorter: (a, b) => byText(a.invoiceStatus, b.invoiceStatus),
      render: (_, row) => <InvoiceStatusChip invoiceStatus={row.invoiceStatus} cardPaymentStatus={row.cardPaymentStatus} dataId={row.invoiceNumber} />,
    },
    { key: 'dueDate', dataIndex: 'dueDate', title: 'Due Date', width: 130, sorter: (a, b) => byText(a.dueDate, b.dueDate), render: formatDate },
    { key: 'invoicedAmount', dataIndex: 'invoicedAmount', title: 'Invoiced Amount', width: 150, align: 'right', sorter: (a, b) => a.invoicedAmount - b.invoicedAmount, render: money },
    { key: 'amountOwed', dataIndex: 'amountOwed', title: 'Amount Owed', width: 140, align: 'right', sorter: (a, b) => a.amountOwed - b.amountOwed, render: money },
    {
      key: 'cardPaymentStatus',
      dataIndex: 'cardPaymentStatus',
      title: 'Card Payment Status',
      width: 160,
      sorter: (a, b) => byText(a.cardPaymentStatus, b.cardPaymentStatus),
      render: (status: InvoiceRow['cardPaymentStatus']) => cardPaymentStatusLabel(status),
    },
    { key: 'cardPaymentDetails', title: 'Card Details', width: 210, render: (_, row) => cardDetailsText(row) },
    { key: 'billingPeriodStartDate', dataIndex: 'billingPeriodStartDate', title: 'Billing Period Start Date', width: 190, sorter: (a, b) => byText(a.billingPeriodStartDate, b.billingPeriodStartDate), render: formatDate },
    { key: 'billingPeriodEndDate', dataIndex: 'billingPeriodEndDate', title: 'Billing Period End Date', width: 190, sorter: (a, b) => byText(a.billingPeriodEndDate, b.billingPeriodEndDate), render: formatDate },
    {
      key: 'billingPeriodOrdersInUsd',
      dataIndex: 'billingPeriodOrdersInUsd',
      title: 'Billing Period Orders (USD)',
      width: 200,
      align: 'right',
      sorter: (a, b) => a.billingPeriodOrdersInUsd - b.billingPeriodOrdersInUsd,
      render: (value: number) => formatCurrency(value, { symbol: '$' }),
    },
  ];
  return view === 'ALL' ? columns : columns.filter((column) => column.key !== 'client' && column.key !== 'referrer');
}
