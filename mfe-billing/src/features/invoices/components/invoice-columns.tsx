import {
  ALL_INVOICES_ONLY_COLUMNS,
  INVOICE_COLUMNS,
  cardPaymentStatusLabel,
  formatDate,
  formatMoney,
  invoiceDisplayStatus,
  maskCard,
  orMissing,
  statusChipText,
  type ColumnSpec,
  type InvoiceRow,
} from 'shared-kit/contract';
import { InvoiceStatusChip, type DataGridColumn } from 'shared-kit/ui';
import type { InvoiceGridRow } from '../lib/money';
import { CardPaymentMark } from './card-payment-mark';

/** The all-invoices view shows client and referrer; a single client's view does not (docs/billing.md#client-details). */
export type InvoiceGridView = 'ALL' | 'CLIENT';

/** Card details of a row: card type and the last four digits padded to 16 with asterisks (docs/billing.md#clients-and-invoices-grids). */
export function cardDetailsText(row: InvoiceRow): string {
  const details = row.cardPaymentDetails;
  if (!details?.cardLast4Digits) return orMissing(null);
  return [details.cardType, maskCard(details.cardLast4Digits)].filter(Boolean).join(' ');
}

const money = (field: 'invoicedAmount' | 'amountOwed') => (row: InvoiceRow) => formatMoney(row[field], row.currencyCode);
const date = (field: 'invoiceDate' | 'dueDate' | 'billingPeriodStartDate' | 'billingPeriodEndDate') => (row: InvoiceRow) => formatDate(row[field]);

/**
 * What the Status filter sees of a row: its stored status and, when its card payment failed,
 * PAYMENT_FAILED too — the filter can select failed payments, and an overdue invoice whose card was
 * declined stays in the default AWAITING_PAYMENT and OVERDUE view (docs/grid.md#status-filter).
 */
export function statusFilterValues(row: InvoiceRow): readonly string[] {
  return invoiceDisplayStatus(row) === 'PAYMENT_FAILED' ? [row.invoiceStatus, 'PAYMENT_FAILED'] : [row.invoiceStatus];
}

/** How a shown column is drawn; `of` names the shared-kit invoice column it shows when its field differs. */
type Drawn = Omit<DataGridColumn<InvoiceGridRow>, 'title'> & { of?: string; label?: string };

/**
 * How each shown invoice column is drawn, in the order the grid shows them
 * (docs/grid.md#columns): the invoice number and the client pinned at the left, and the amounts
 * before the dates that matter less, so that a 1440 px wide window shows them. The money columns
 * show each amount in its own currency but sort and filter by its US-dollar value at the stored
 * rate (`…InUsd`), so rows of different currencies compare as money; the amounts as stored stay
 * searched.
 */
const DRAWN: readonly Drawn[] = [
  { field: 'invoiceNumber', width: 150, pinned: true },
  { field: 'client', width: 170, pinned: true },
  { field: 'referrer', width: 140, render: (row) => orMissing(row.referrer) },
  { field: 'invoiceDate', width: 130, render: date('invoiceDate') },
  {
    field: 'invoiceStatus',
    width: 220,
    valueLabel: statusChipText,
    filterValues: statusFilterValues,
    render: (row) => <InvoiceStatusChip invoiceStatus={row.invoiceStatus} cardPaymentStatus={row.cardPaymentStatus} dataId={row.invoiceNumber} />,
  },
  { field: 'invoicedAmountInUsd', of: 'invoicedAmount', label: 'Invoiced Amount (USD)', filter: 'amount', width: 150, align: 'right', render: money('invoicedAmount') },
  { field: 'amountOwedInUsd', of: 'amountOwed', label: 'Amount Owed (USD)', filter: 'amount', width: 140, align: 'right', render: money('amountOwed') },
  { field: 'dueDate', width: 130, render: date('dueDate') },
  { field: 'billingPeriodStartDate', width: 200, render: date('billingPeriodStartDate') },
  {
    field: 'cardPaymentStatus',
    width: 170,
    filter: 'set',
    valueLabel: cardPaymentStatusLabel,
    render: (row) => <CardPaymentMark status={row.cardPaymentStatus} lastFailedPayment={row.lastFailedPayment} />,
  },
  { field: 'cardPaymentDetails', width: 210, sortable: false, render: cardDetailsText },
  { field: 'billingPeriodEndDate', width: 200, render: date('billingPeriodEndDate') },
  { field: 'billingPeriodOrdersInUsd', width: 210, align: 'right', render: (row) => formatMoney(row.billingPeriodOrdersInUsd, 'USD') },
];

function gridColumn(spec: ColumnSpec, drawn: Drawn | undefined, hidden: boolean): DataGridColumn<InvoiceGridRow> {
  const { of: _of, ...shown } = drawn ?? {};
  const ownField = !drawn?.of;
  return {
    ...shown,
    field: drawn?.field ?? spec.field,
    title: spec.title,
    ...(spec.filter && ownField ? { filter: spec.filter } : {}),
    // A column drawn for another field is not searched: the field it shows is (a hidden column).
    ...(spec.search && ownField ? { search: spec.search } : { search: false }),
    ...(spec.label && ownField ? { searchLabel: spec.label } : {}),
    hidden: hidden || !drawn,
  };
}

/** Fields the single-client view does not show; they are still searched (docs/billing.md#client-details). */
const ALL_VIEW_ONLY = new Set(ALL_INVOICES_ONLY_COLUMNS);

function columnsOf(view: InvoiceGridView): ReadonlyArray<DataGridColumn<InvoiceGridRow>> {
  const specs = new Map(INVOICE_COLUMNS.map((spec) => [spec.field, spec]));
  const shown = DRAWN.map((drawn) => gridColumn(specs.get(drawn.of ?? drawn.field)!, drawn, view === 'CLIENT' && ALL_VIEW_ONLY.has(drawn.field)));
  const drawnOwnField = new Set(DRAWN.filter((drawn) => !drawn.of).map((drawn) => drawn.field));
  const searchedOnly = INVOICE_COLUMNS.filter((spec) => !drawnOwnField.has(spec.field)).map((spec) => gridColumn(spec, undefined, true));
  return [...shown, ...searchedOnly];
}

const COLUMNS = { ALL: columnsOf('ALL'), CLIENT: columnsOf('CLIENT') };

/**
 * Columns of the invoice grid (docs/billing.md#clients-and-invoices-grids): the invoice columns of shared-kit (title, search type,
 * filter) drawn as this grid draws them; client and referrer are hidden outside the ALL view. Money
 * sorts and filters in US dollars at the stored rate; Card Payment Status has a set filter whose
 * 'Failed' value lists the invoices whose card payment failed.
 */
export function invoiceColumns(view: InvoiceGridView): ReadonlyArray<DataGridColumn<InvoiceGridRow>> {
  return COLUMNS[view];
}
