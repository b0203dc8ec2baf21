/**
 * Export of a server-side selection (docs/billing.md#clients-and-invoices-grids): every invoice row
 * a grid state selects, in the order of its sort, written window by window into a streamed .xlsx,
 * so memory stays flat at 1,000,000 rows. The sheet is the invoices grid's Export: the grid's
 * columns (client and referrer only for all clients), real dates, amounts with two decimals in the
 * currency of the Currency column that follows, statuses as their labels.
 */
import type { Readable } from 'node:stream';
import {
  INVOICE_COLUMNS,
  SHEET_FORMATS,
  cardPaymentStatusLabel,
  invoiceDisplayStatus,
  invoiceStatusLabel,
  maskCard,
  type InvoiceRow,
  type InvoiceSearchExportRequest,
  type SheetColumnType,
} from '../../contract.js';
import type { Queryable } from '../../db/database.js';
import { getInvoiceRows } from '../invoices-repository.js';
import { EXPORT_FIRST_WINDOW, EXPORT_WINDOW, streamSheet, type SheetCell } from '../grid-query/stream-sheet.js';
import { resolveInvoiceQuery, type InvoiceCursor } from './compile-invoice-query.js';
import { searchWindow } from './search-invoices.js';


/** The exported columns in the grid's order, how each is written and read from a row. */
const EXPORT_COLUMNS: ReadonlyArray<{ field: string; type: SheetColumnType; cell: (row: InvoiceRow) => SheetCell }> = [
  { field: 'invoiceNumber', type: 'text', cell: (row) => row.invoiceNumber },
  { field: 'client', type: 'text', cell: (row) => row.client },
  { field: 'referrer', type: 'text', cell: (row) => row.referrer },
  { field: 'invoiceDate', type: 'date', cell: (row) => dayOf(row.invoiceDate) },
  { field: 'invoiceStatus', type: 'text', cell: (row) => invoiceStatusLabel(invoiceDisplayStatus(row)) },
  { field: 'dueDate', type: 'date', cell: (row) => dayOf(row.dueDate) },
  { field: 'billingPeriodStartDate', type: 'date', cell: (row) => dayOf(row.billingPeriodStartDate) },
  { field: 'invoicedAmount', type: 'amount', cell: (row) => row.invoicedAmount },
  { field: 'amountOwed', type: 'amount', cell: (row) => row.amountOwed },
  { field: 'cardPaymentStatus', type: 'text', cell: (row) => (row.cardPaymentStatus ? cardPaymentStatusLabel(row.cardPaymentStatus) : null) },
  { field: 'cardPaymentDetails', type: 'text', cell: cardDetails },
  { field: 'billingPeriodEndDate', type: 'date', cell: (row) => dayOf(row.billingPeriodEndDate) },
  { field: 'billingPeriodOrdersInUsd', type: 'amount', cell: (row) => row.billingPeriodOrdersInUsd },
];

/** Columns only the all-clients export has. */
const ALL_CLIENTS_ONLY = new Set(['client', 'referrer']);

function dayOf(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function cardDetails(row: InvoiceRow): string | null {
  const details = row.cardPaymentDetails;
  if (!details?.cardLast4Digits) return null;
  return [details.cardType, maskCard(details.cardLast4Digits)].filter(Boolean).join(' ');
}

const FORMATS: Readonly<Partial<Record<SheetColumnType, string>>> = { date: SHEET_FORMATS.date, amount: SHEET_FORMATS.amount, count: SHEET_FORMATS.count };

/**
 * Streams the .xlsx of every row `body` selects (a sheet 'Invoices'). The answer starts at once;
 * rows are read {@link EXPORT_FIRST_WINDOW}, then {@link EXPORT_WINDOW} at a time with the search's
 * keyset cursor and written as they come, waiting while the reader is slower. `now` resolves the
 * date presets.
 *
 * @throws HttpError 400 before anything is written when the state is refused ({@link resolveInvoiceQuery}).
 */
export function exportInvoices(db: Queryable, body: InvoiceSearchExportRequest, now: number): Readable {
  const resolved = resolveInvoiceQuery(body.state, body.tenantId ?? null, now);
  const columns = EXPORT_COLUMNS.filter((column) => !(body.tenantId && ALL_CLIENTS_ONLY.has(column.field)));
  const titles = new Map(INVOICE_COLUMNS.map((spec) => [spec.field, spec.title]));
  async function* windows() {
    let after: InvoiceCursor | null = null;
    for (;;) {
      const size = after ? EXPORT_WINDOW : EXPORT_FIRST_WINDOW;
      const window = await searchWindow(db, resolved, after, size);
      if (window.length === 0) return;
      const rows = await getInvoiceRows(db, window.map((row) => row.invoice_number));
      yield rows.map((row) => [...columns.map((column) => column.cell(row)), row.currencyCode]);
      const last = window[window.length - 1]!;
      after = { key: last.k, invoiceNumber: last.invoice_number };
      if (window.length < size) return;
    }
  }
  return streamSheet(
    'Invoices',
    [
      ...columns.map((column) => ({ header: titles.get(column.field) ?? column.field, key: column.field, style: FORMATS[column.type] ? { numFmt: FORMATS[column.type] } : {} })),
      { header: 'Currency', key: 'currencyCode' },
    ],
    windows(),
  );
}
