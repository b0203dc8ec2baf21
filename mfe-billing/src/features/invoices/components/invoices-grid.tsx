import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Typography } from 'antd';
import {
  ENDPOINTS,
  cardPaymentStatusLabel,
  invoiceDisplayStatus,
  invoiceStatusLabel,
  type GridQueryState,
  type InvoiceRow,
  type SheetColumn,
  type SheetColumnType,
} from 'shared-kit/contract';
import { downloadBlob, fetchEndpointFile, getRuntimeConfig, gridServerModeThreshold, requestEndpoint, useEndpointQuery } from 'shared-kit/runtime';
import { DataGrid, EMPTY_GRID_STATE, type DataGridServer, type GridUrlState } from 'shared-kit/ui';
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

/** Where the grid's rows come from: every row loaded (client mode) or windows from the API (server mode, issue 16). */
type GridMode = 'deciding' | 'client' | 'server';

/**
 * The mode of the invoices grid: server mode when the list (one client's with `tenantId`) has more
 * rows than the runtime config's `gridServerModeThreshold`, learnt from the search's unfiltered
 * count (`all`, asked with `limit: 1`). Decided once per list; an API without the search, or one
 * that fails it, keeps the client mode.
 */
function useGridMode(tenantId: string | undefined): GridMode {
  const probe = useEndpointQuery(
    ENDPOINTS.invoiceSearch,
    { body: { state: EMPTY_GRID_STATE, limit: 1, ...(tenantId ? { tenantId } : {}) } },
    { staleTime: Infinity, retry: false },
  );
  if (probe.isPending) return 'deciding';
  return probe.data && probe.data.all > gridServerModeThreshold(getRuntimeConfig()) ? 'server' : 'client';
}

/** The query the grid shows and its one client, for the server's Export. */
interface ServerQuery {
  state: GridQueryState;
  tenantId?: string;
}

/** Export in server mode: every row the grid's search and filters select, as the API's streamed .xlsx. */
function ServerExportButton({ query }: { query: () => ServerQuery | undefined }) {
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    const body = query();
    if (!body) return;
    setBusy(true);
    try {
      const file = await fetchEndpointFile(ENDPOINTS.invoiceSearchExport, { body }, { fileName: exportFileName('invoicesExport', 'xlsx') });
      downloadBlob(file.blob, file.fileName);
    } catch {
      // The failure was shown by the call (spec 02 §8).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void exportRows()} loading={busy}>
      Export
    </Button>
  );
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
 *
 * Above the runtime config's `gridServerModeThreshold` rows the grid works in server mode (issue
 * 16): the API searches, sorts and counts, and the grid fetches windows of rows as they come into
 * view. Export then asks the API for every row the search and filters select; Total Amount Owed is
 * not shown (the rows are not all in the browser); bulk actions and Download invoices act on the
 * selected rows, select-all taking the rows fetched.
 */
export function InvoicesGrid({ view, tenantId }: InvoicesGridProps) {
  const mode = useGridMode(tenantId);
  const navigate = useNavigate();
  const { data, error, isFetching, refetch } = useEndpointQuery(ENDPOINTS.invoices, tenantId ? { query: { tenantId } } : undefined, {
    errorToast: INVOICES_LOAD_FAILED,
    enabled: mode === 'client',
  });
  const [reloadKey, setReloadKey] = useState(0);
  const shownQuery = useRef<GridQueryState | undefined>(undefined);
  const onQueryChange = useCallback((query: GridQueryState) => {
    shownQuery.current = query;
  }, []);
  const server = useMemo((): DataGridServer<InvoiceGridRow> | undefined => {
    if (mode !== 'server') return undefined;
    return {
      reloadKey,
      fetchWindow: async (request, signal) => {
        const answer = await requestEndpoint(ENDPOINTS.invoiceSearch, { body: { ...request, ...(tenantId ? { tenantId } : {}) } }, { signal });
        return { ...answer, rows: answer.rows.map(toGridRow) };
      },
    };
  }, [mode, reloadKey, tenantId]);
  const serverQuery = useCallback(() => shownQuery.current && { state: shownQuery.current, ...(tenantId ? { tenantId } : {}) }, [tenantId]);
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
  const onChanged = useCallback(() => {
    setSelectedKeys([]);
    setReloadKey((key) => key + 1);
  }, []);
  const failed = error && !data;

  return (
    <DataGrid<InvoiceGridRow>
      aria-label="Invoices"
      rows={rows}
      server={server}
      onQueryChange={onQueryChange}
      columns={invoiceColumns(view)}
      rowKey={invoiceKey}
      loading={isFetching || mode === 'deciding'}
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
          {server ? <ServerExportButton query={serverQuery} /> : <ExportButton store={store} view={view} />}
          {!failed && !server && <AmountOwedTotals store={store} />}
          <SelectionActions store={store} selectedKeys={selectedKeys} onChanged={onChanged} />
        </>
      }
    />
  );
}
