import {
  INVOICE_COLUMNS,
  cardPaymentStatusLabel,
  formatCurrency,
  formatDate,
  maskCard,
  orMissing,
  statusChipText,
  type ColumnSpec,
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

/** How each shown invoice column is drawn (spec 02 §2.3), in the order the grid shows them. */
const DRAWN: ReadonlyArray<Omit<DataGridColumn<InvoiceRow>, 'title'>> = [
  { field: 'invoiceNumber', width: 150 },
  { field: 'client', width: 200 },
  { field: 'referrer', width: 180, render: (row) => orMissing(row.referrer) },
  { field: 'invoiceDate', width: 140, render: date('invoiceDate') },
  {
    field: 'invoiceStatus',
    width: 190,
    valueLabel: statusChipText,
    render: (row) => <InvoiceStatusChip invoiceStatus={row.invoiceStatus} cardPaymentStatus={row.cardPaymentStatus} dataId={row.invoiceNumber} />,
  },
  { field: 'dueDate', width: 140, render: date('dueDate') },
  { field: 'billingPeriodStartDate', width: 200, render: date('billingPeriodStartDate') },
  { field: 'invoicedAmount', width: 160, align: 'right', render: money('invoicedAmount') },
  { field: 'amountOwed', width: 150, align: 'right', render: money('amountOwed') },
  { field: 'cardPaymentStatus', width: 170, render: (row) => cardPaymentStatusLabel(row.cardPaymentStatus) },
  { field: 'cardPaymentDetails', width: 210, sortable: false, render: cardDetailsText },
  { field: 'billingPeriodEndDate', width: 200, render: date('billingPeriodEndDate') },
  { field: 'billingPeriodOrdersInUsd', width: 210, align: 'right', render: (row) => formatCurrency(row.billingPeriodOrdersInUsd, { symbol: '$' }) },
];

function gridColumn(spec: ColumnSpec, drawn: Omit<DataGridColumn<InvoiceRow>, 'title'> | undefined, hidden: boolean): DataGridColumn<InvoiceRow> {
  return {
    ...drawn,
    field: spec.field,
    title: spec.title,
    ...(spec.filter ? { filter: spec.filter } : {}),
    ...(spec.search ? { search: spec.search } : {}),
    ...(spec.label ? { searchLabel: spec.label } : {}),
    hidden: hidden || !drawn,
  };
}

/** Fields the single-client view does not show (spec 02 §2.3); they are still searched. */
const ALL_VIEW_ONLY = new Set(['client', 'referrer']);

function columnsOf(view: InvoiceGridView): ReadonlyArray<DataGridColumn<InvoiceRow>> {
  const specs = new Map(INVOICE_COLUMNS.map((spec) => [spec.field, spec]));
  const shown = DRAWN.map((drawn) => gridColumn(specs.get(drawn.field)!, drawn, view === 'CLIENT' && ALL_VIEW_ONLY.has(drawn.field)));
  const searchedOnly = INVOICE_COLUMNS.filter((spec) => !DRAWN.some((drawn) => drawn.field === spec.field)).map((spec) => gridColumn(spec, undefined, true));
  return [...shown, ...searchedOnly];
}

const COLUMNS = { ALL: columnsOf('ALL'), CLIENT: columnsOf('CLIENT') };

/**
 * Columns of the invoice grid (spec 02 §2.3): the invoice columns of shared-kit (title, search type,
 * filter) drawn as this grid draws them; client and referrer are hidden outside the ALL view.
 */
export function invoiceColumns(view: InvoiceGridView): ReadonlyArray<DataGridColumn<InvoiceRow>> {
  return COLUMNS[view];
}
