import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Typography } from 'antd';
import { ENDPOINTS, cardPaymentStatusLabel, invoiceDisplayStatus, invoiceStatusLabel, type InvoiceRow, type SheetColumn, type SheetColumnType } from 'shared-kit/contract';
import { downloadBlob, useEndpointQuery } from 'shared-kit/runtime';
import { DataGrid, type GridUrlState } from 'shared-kit/ui';
import { buildWorkbook, exportFileName } from '../../../lib/spreadsheet';
import { useVisibleRows, useVisibleRowsStore, type VisibleRowsStore } from '../../../lib/visible-rows';
import { amountOwedText, toGridRow, type InvoiceGridRow } from '../lib/money';
import { BulkActions } from './bulk-actions';
import { cardDetailsText, invoiceColumns, type InvoiceGridView } from './invoice-columns';

export const INVOICES_LOAD_FAILED = 'Something went wrong';
/** Label of the shown rows' amount owed, one total per currency. */
export const TOTAL_AMOUNT_OWED = 'Total Amount Owed';

/** Default filter (AWAITING_PAYMENT and OVERDUE) and sort (invoice date descending) of spec 02 §2.3, §9. */
export const INVOICE_GRID_DEFAULTS: Partial<GridUrlState> = {
  sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] },
  sort: { field: 'invoiceDate', direction: 'desc' },
};

export interface InvoicesGridProps {
  view: InvoiceGridView;
  /** Limits the grid to one client (the client details' Invoices tab). */
  tenantId?: string;
}

// One empty list for every render: a new [] would make the grid rebuild its index and report new rows forever.
const NO_ROWS: InvoiceGridRow[] = [];
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

function ExportButton({ store, view }: { store: VisibleRowsStore<InvoiceGridRow>; view: InvoiceGridView }) {
  const visible = useVisibleRows(store);
  const exportRows = async () => {
    const columns = invoiceColumns(view).filter((column) => !column.hidden);
    const blob = await buildWorkbook(
      'Invoices',
      [...columns.map((column): SheetColumn => ({ title: String(column.title), type: EXPORT_TYPES[column.field] ?? 'text' })), { title: 'Currency', type: 'text' }],
      store.getState().rows.map((row) => [...columns.map((column) => exportCell(row, column.field)), row.currencyCode]),
    );
    downloadBlob(blob, exportFileName('invoicesExport', 'xlsx'));
  };
  return (
    <Button onClick={() => void exportRows()} disabled={!visible.length}>
      Export
    </Button>
  );
}

/** What the shown rows owe, one total per currency (never a sum across currencies). */
function AmountOwedTotals({ store }: { store: VisibleRowsStore<InvoiceGridRow> }) {
  const visible = useVisibleRows(store);
  return (
    <Typography.Text aria-label={TOTAL_AMOUNT_OWED}>
      {`${TOTAL_AMOUNT_OWED}: ${amountOwedText(visible)}`}
    </Typography.Text>
  );
}

function SelectionActions({ store, selectedKeys, onChanged }: { store: VisibleRowsStore<InvoiceGridRow>; selectedKeys: string[]; onChanged: () => void }) {
  const visible = useVisibleRows(store);
  const selected = useMemo(() => {
    if (selectedKeys.length === 0) return [];
    const keys = new Set(selectedKeys);
    return visible.filter((row) => keys.has(row.invoiceNumber));
  }, [visible, selectedKeys]);
  return <BulkActions selected={selected} onChanged={onChanged} />;
}

/**
 * The invoice grid of /invoices (ALL) and of a client's Invoices tab (spec 02 §2.3): money in each
 * row's currency, sorted and filtered in US dollars at the stored rate, the shown rows' amount owed
 * per currency; a failed load is shown in place of the rows with Retry (no totals then).
 */
export function InvoicesGrid({ view, tenantId }: InvoicesGridProps) {
  const navigate = useNavigate();
  const { data, error, isFetching, refetch } = useEndpointQuery(ENDPOINTS.invoices, tenantId ? { query: { tenantId } } : undefined, {
    errorToast: INVOICES_LOAD_FAILED,
  });
  const rows = useMemo(() => (data ? data.map(toGridRow) : NO_ROWS), [data]);
  const store = useVisibleRowsStore<InvoiceGridRow>();
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);

  // Bulk actions apply to what the user can see: a filter change drops hidden rows from the selection.
  useEffect(
    () =>
      store.subscribe(({ rows: shown }) =>
        setSelectedKeys((keys) => {
          if (keys.length === 0) return keys;
          const keep = new Set(shown.map(invoiceKey));
          const kept = keys.filter((key) => keep.has(key));
          return kept.length === keys.length ? keys : kept;
        }),
      ),
    [store],
  );

  const onVisibleRowsChange = useCallback((shown: InvoiceGridRow[]) => store.setState({ rows: shown }), [store]);
  const onChanged = useCallback(() => setSelectedKeys([]), []);
  const failed = error && !data;

  return (
    <DataGrid<InvoiceGridRow>
      aria-label="Invoices"
      rows={rows}
      columns={invoiceColumns(view)}
      rowKey={invoiceKey}
      loading={isFetching}
      loadError={failed ? error : undefined}
      loadErrorWhat="invoices"
      onRetry={() => void refetch()}
      noRowsText="No Invoices Found"
      searchPlaceholder="Search Invoices"
      defaults={INVOICE_GRID_DEFAULTS}
      onVisibleRowsChange={onVisibleRowsChange}
      onRowClick={(row) => void navigate(`/invoices/${encodeURIComponent(row.invoiceNumber)}`)}
      rowSelection={{
        selectedRowKeys: selectedKeys,
        onChange: (keys) => setSelectedKeys(keys.map(String)),
        // Ticking a checkbox selects the row; it must not also open it.
        onCell: () => ({ onClick: (event) => event.stopPropagation() }),
      }}
      toolbar={
        <>
          <ExportButton store={store} view={view} />
          {!failed && <AmountOwedTotals store={store} />}
          <SelectionActions store={store} selectedKeys={selectedKeys} onChanged={onChanged} />
        </>
      }
    />
  );
}
