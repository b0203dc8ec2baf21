import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Tooltip, Typography } from 'antd';
import {
  ENDPOINTS,
  INVOICE_GRID_DEFAULTS as INVOICE_DEFAULTS,
  cardPaymentStatusLabel,
  invoiceDisplayStatus,
  invoiceStatusLabel,
  type CurrencyAmount,
  type InvoiceRow,
  type SheetColumn,
  type SheetColumnType,
} from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, downloadBlob, fetchEndpointFile } from 'shared-kit/runtime';
import { DataGrid, serverRows, useGridController, type GridController, type GridUrlState } from 'shared-kit/ui';
import { buildWorkbook, exportFileName } from '../../../shared/spreadsheet';
import { amountsOwed, moneyByCurrencyText, toGridRow, type InvoiceGridRow } from '../lib/money';
import { BulkActions } from './bulk-actions';
import { cardDetailsText, invoiceColumns, type InvoiceGridView } from './invoice-columns';

export const INVOICES_LOAD_FAILED = SOMETHING_WENT_WRONG_MESSAGE;
/** Label of the shown rows' amount owed, one total per currency. */
export const TOTAL_AMOUNT_OWED = 'Total Amount Owed';
/**
 * Written in place of Total Amount Owed when the search counted its matches only up to its cap and
 * so answered no total (docs/search.md "Counts of a word search"), with {@link TOTAL_NOT_AVAILABLE_HINT}.
 */
export const TOTAL_NOT_AVAILABLE = '—';
/** The tooltip of {@link TOTAL_NOT_AVAILABLE}: how to get the total. */
export const TOTAL_NOT_AVAILABLE_HINT = 'Narrow the search to see the total';

/** The grid's default filter (AWAITING_PAYMENT and OVERDUE) and sort (invoice date descending), as the contract declares them. */
export const INVOICE_GRID_DEFAULTS: Partial<GridUrlState> = { sets: { invoiceStatus: [...INVOICE_DEFAULTS.sets.invoiceStatus] }, sort: { ...INVOICE_DEFAULTS.sort } };

export interface InvoicesGridProps {
  view: InvoiceGridView;
  /** Limits the grid to one client (the client details' Invoices tab). */
  tenantId?: string;
}

const invoiceKey = (row: InvoiceRow) => row.invoiceNumber;

/** How each exported column is written: real dates, amounts with 2 decimals, counts as integers. */
const EXPORT_TYPES: Readonly<Record<string, SheetColumnType>> = {
  invoiceDate: 'date',
  dueDate: 'date',
  billingPeriodStartDate: 'date',
  billingPeriodEndDate: 'date',
  invoicedAmountInUsd: 'amount',
  amountOwedInUsd: 'amount',
  billingPeriodOrdersInUsd: 'amount',
};

/**
 * The order of the exported columns: the order of the API's export of the same rows (server mode),
 * whatever order the grid shows them in.
 */
const EXPORT_ORDER = [
  'invoiceNumber',
  'client',
  'referrer',
  'invoiceDate',
  'invoiceStatus',
  'dueDate',
  'billingPeriodStartDate',
  'invoicedAmountInUsd',
  'amountOwedInUsd',
  'cardPaymentStatus',
  'cardPaymentDetails',
  'billingPeriodEndDate',
  'billingPeriodOrdersInUsd',
];

/**
 * Export cells: money as stored, in the currency of the Currency column that follows the columns;
 * statuses as the labels the grid shows; dates as the row's 'YYYY-MM-DD' days.
 */
function exportCell(row: InvoiceGridRow, field: string): string | number | null {
  if (field === 'cardPaymentDetails') return cardDetailsText(row);
  if (field === 'invoiceStatus') return invoiceStatusLabel(invoiceDisplayStatus(row));
  if (field === 'cardPaymentStatus') return row.cardPaymentStatus ? cardPaymentStatusLabel(row.cardPaymentStatus) : null;
  if (field === 'invoicedAmountInUsd') return row.invoicedAmount;
  if (field === 'amountOwedInUsd') return row.amountOwed;
  const value = row[field as keyof InvoiceGridRow];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The invoices grid's controller: invoice rows, and what the shown ones owe per currency. */
type InvoicesController = GridController<InvoiceGridRow, CurrencyAmount[]>;

/** Export: the rows shown as a workbook (client mode), or every row the search and filters select as the API's streamed .xlsx (server mode). */
function ExportButton({ grid, view, tenantId }: { grid: InvoicesController; view: InvoiceGridView; tenantId: string | undefined }) {
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    if (grid.mode !== 'server') {
      const columns = invoiceColumns(view)
        .filter((column) => !column.hidden)
        .sort((a, b) => EXPORT_ORDER.indexOf(a.field) - EXPORT_ORDER.indexOf(b.field));
      const blob = await buildWorkbook(
        'Invoices',
        [...columns.map((column): SheetColumn => ({ title: String(column.title), type: EXPORT_TYPES[column.field] ?? 'text' })), { title: 'Currency', type: 'text' }],
        grid.rows.map((row) => [...columns.map((column) => exportCell(row, column.field)), row.currencyCode]),
      );
      downloadBlob(blob, exportFileName('invoicesExport', 'xlsx'));
      return;
    }
    setBusy(true);
    try {
      const body = { state: grid.state, ...(tenantId ? { tenantId } : {}) };
      const file = await fetchEndpointFile(ENDPOINTS.invoiceSearchExport, { body }, { fileName: exportFileName('invoicesExport', 'xlsx') });
      downloadBlob(file.blob, file.fileName);
    } catch {
      // The failure was shown by the call (docs/errors.md).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void exportRows()} loading={busy} disabled={grid.mode !== 'server' && grid.rows.length === 0}>
      Export
    </Button>
  );
}

/**
 * The grid's toolbar: Export, Total Amount Owed (what the shown rows owe, or in server mode every
 * matching invoice, one total per currency; none while nothing could be loaded; '—' with the hint
 * 'Narrow the search to see the total' when the search counted only up to its cap, docs/search.md
 * "Counts of a word search") and the bulk actions on the selection.
 */
function InvoicesToolbar({ grid, view, tenantId }: { grid: InvoicesController; view: InvoiceGridView; tenantId: string | undefined }) {
  const { selection } = grid;
  const matching = selection.matching && {
    query: { state: selection.matching.query, ...(tenantId ? { tenantId } : {}) },
    count: selection.matching.count,
    capped: selection.matching.capped,
  };
  const onChanged = () => {
    selection.clear();
    grid.actions.reload();
  };
  return (
    <>
      <ExportButton grid={grid} view={view} tenantId={tenantId} />
      {grid.error === undefined && grid.counts?.capped ? (
        <Tooltip title={TOTAL_NOT_AVAILABLE_HINT}>
          <Typography.Text aria-label={TOTAL_AMOUNT_OWED} aria-description={TOTAL_NOT_AVAILABLE_HINT}>{`${TOTAL_AMOUNT_OWED}: ${TOTAL_NOT_AVAILABLE}`}</Typography.Text>
        </Tooltip>
      ) : (
        grid.error === undefined &&
        grid.totals && <Typography.Text aria-label={TOTAL_AMOUNT_OWED}>{`${TOTAL_AMOUNT_OWED}: ${moneyByCurrencyText(grid.totals)}`}</Typography.Text>
      )}
      {matching ? <BulkActions selected={selection.rows as InvoiceGridRow[]} onChanged={onChanged} matching={matching} /> : <BulkActions selected={selection.rows as InvoiceGridRow[]} onChanged={onChanged} />}
    </>
  );
}

/**
 * The invoice grid of /invoices (ALL) and of a client's Invoices tab (docs/grid.md): money in each
 * row's currency, sorted and filtered in US dollars at the stored rate, the shown rows' amount owed
 * per currency; a failed load is shown in place of the rows with Retry (no totals then).
 *
 * Above the runtime config's `gridServerModeThreshold` rows the grid works in server mode
 * (docs/grid.md#modes): Export then asks the API for every row the search and filters select; Total
 * Amount Owed is what the search answers for every matching invoice; the header's select all
 * selects every invoice the search and filters match ('All N matching selected'), and the bulk
 * actions and Download invoices then send the query instead of invoice numbers.
 *
 * The Columns menu and the saved views follow the user (docs/grid.md#columns-menu,
 * docs/grid.md#saved-views), as grid view `invoices` or, for one client, `clientInvoices`.
 */
export function InvoicesGrid({ view, tenantId }: InvoicesGridProps) {
  const navigate = useNavigate();
  const grid = useGridController<InvoiceGridRow, CurrencyAmount[]>({
    columns: invoiceColumns(view),
    rowKey: invoiceKey,
    gridView: view === 'ALL' ? 'invoices' : 'clientInvoices',
    defaults: INVOICE_GRID_DEFAULTS,
    source: serverRows(ENDPOINTS.invoiceSearch, tenantId ? { tenantId } : {}, {
      list: ENDPOINTS.invoices,
      ...(tenantId ? { listInput: { query: { tenantId } } } : {}),
      toRow: toGridRow,
      totals: (answer) => answer.amountOwed,
      errorToast: INVOICES_LOAD_FAILED,
    }),
    totals: amountsOwed,
  });
  return (
    <DataGrid<InvoiceGridRow>
      grid={grid}
      aria-label="Invoices"
      loadErrorWhat="invoices"
      noRowsText="No Invoices Found"
      searchPlaceholder="Search Invoices"
      onRowClick={(row) => void navigate(`/invoices/${encodeURIComponent(row.invoiceNumber)}`)}
      selection
      toolbar={<InvoicesToolbar grid={grid} view={view} tenantId={tenantId} />}
    />
  );
}
