import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Typography } from 'antd';
import {
  ENDPOINTS,
  INVOICE_GRID_DEFAULTS as INVOICE_DEFAULTS,
  cardPaymentStatusLabel,
  invoiceDisplayStatus,
  invoiceStatusLabel,
  type CurrencyAmount,
  type GridQueryState,
  type InvoiceMatching,
  type InvoiceRow,
  type SheetColumn,
  type SheetColumnType,
} from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, downloadBlob, fetchEndpointFile, getRuntimeConfig, gridServerModeThreshold, requestEndpoint, useEndpointQuery } from 'shared-kit/runtime';
import { DataGrid, EMPTY_GRID_STATE, type DataGridServer, type GridUrlState } from 'shared-kit/ui';
import { buildWorkbook, exportFileName } from '../../../lib/spreadsheet';
import { useVisibleRows, useVisibleRowsStore, type VisibleRowsStore } from '../../../lib/visible-rows';
import { amountOwedText, moneyByCurrencyText, toGridRow, type InvoiceGridRow } from '../lib/money';
import { BulkActions, type MatchingSelection } from './bulk-actions';
import { cardDetailsText, invoiceColumns, type InvoiceGridView } from './invoice-columns';

export const INVOICES_LOAD_FAILED = SOMETHING_WENT_WRONG_MESSAGE;
/** Label of the shown rows' amount owed, one total per currency. */
export const TOTAL_AMOUNT_OWED = 'Total Amount Owed';

/** Default filter (AWAITING_PAYMENT and OVERDUE) and sort (invoice date descending) of spec 02 §2.3, §9. */
export const INVOICE_GRID_DEFAULTS: Partial<GridUrlState> = { sets: { invoiceStatus: [...INVOICE_DEFAULTS.sets.invoiceStatus] }, sort: { ...INVOICE_DEFAULTS.sort } };

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

/** The query the grid shows and its one client, for the server's Export and the calls on every matching invoice. */
type ServerQuery = InvoiceMatching;

/** Identifies a query state: the fields the search reads, as the server-mode source compares them. */
const queryKeyOf = (state: GridQueryState) => JSON.stringify([state.search, state.sort, state.sets, state.dates, state.amounts, state.stock]);

/** What the search answered for the query shown (server mode): the invoices matching and what they owe per currency. */
/** Queries whose answered total and amounts owed are kept (the latest answered). */
const KEPT_FACTS = 20;

interface MatchingFacts {
  key: string;
  total: number;
  amountOwed: CurrencyAmount[] | undefined;
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

/**
 * Total Amount Owed in server mode: what every invoice the search and filters match owes, one total
 * per currency, as the search answered it (the same totals client mode makes from the rows shown).
 */
function ServerAmountOwedTotals({ amounts }: { amounts: readonly CurrencyAmount[] }) {
  return (
    <Typography.Text aria-label={TOTAL_AMOUNT_OWED}>
      {`${TOTAL_AMOUNT_OWED}: ${moneyByCurrencyText(amounts)}`}
    </Typography.Text>
  );
}

function SelectionActions({
  store,
  selectedKeys,
  onChanged,
  matching,
}: {
  store: VisibleRowsStore<InvoiceGridRow>;
  selectedKeys: string[];
  onChanged: () => void;
  matching?: MatchingSelection | undefined;
}) {
  const visible = useVisibleRows(store);
  const selected = useMemo(() => {
    if (matching) return visible;
    if (selectedKeys.length === 0) return [];
    const keys = new Set(selectedKeys);
    return visible.filter((row) => keys.has(row.invoiceNumber));
  }, [visible, selectedKeys, matching]);
  return matching ? <BulkActions selected={selected} onChanged={onChanged} matching={matching} /> : <BulkActions selected={selected} onChanged={onChanged} />;
}

/**
 * The invoice grid of /invoices (ALL) and of a client's Invoices tab (spec 02 §2.3): money in each
 * row's currency, sorted and filtered in US dollars at the stored rate, the shown rows' amount owed
 * per currency; a failed load is shown in place of the rows with Retry (no totals then).
 *
 * Above the runtime config's `gridServerModeThreshold` rows the grid works in server mode (issue
 * 16): the API searches, sorts and counts, and the grid fetches windows of rows as they come into
 * view. Export then asks the API for every row the search and filters select; Total Amount Owed is
 * what the search answers for every matching invoice; the header's select all selects every
 * invoice the search and filters match ('All N matching selected'), and the bulk actions and
 * Download invoices then send the query instead of invoice numbers (ticking rows by hand selects
 * those rows, as in client mode). A new search, filter or sort ends a select all.
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
  const [shownKey, setShownKey] = useState<string>();
  const onQueryChange = useCallback(
    (query: GridQueryState) => {
      shownQuery.current = query;
      // Client mode needs no render for it: its totals and selection follow the rows shown.
      if (mode !== 'server') return;
      setShownKey(queryKeyOf(query));
    },
    [mode],
  );
  // The total and amounts owed of each query answered lately, by its key: the typed search's first
  // window may be answered (asked ahead during the filter delay) before its query is shown.
  const [facts, setFacts] = useState<ReadonlyMap<string, MatchingFacts>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const server = useMemo((): DataGridServer<InvoiceGridRow> | undefined => {
    if (mode !== 'server') return undefined;
    return {
      reloadKey,
      allMatchingSelected: allMatching,
      fetchWindow: async (request, signal) => {
        const answer = await requestEndpoint(ENDPOINTS.invoiceSearch, { body: { ...request, ...(tenantId ? { tenantId } : {}) } }, { signal });
        const key = queryKeyOf(request.state);
        setFacts((known) => {
          const next = new Map(known);
          next.delete(key);
          next.set(key, { key, total: answer.total, amountOwed: request.counts ? answer.amountOwed : known.get(key)?.amountOwed });
          if (next.size > KEPT_FACTS) next.delete(next.keys().next().value!);
          return next;
        });
        return { ...answer, rows: answer.rows.map(toGridRow) };
      },
    };
  }, [mode, reloadKey, tenantId, allMatching]);
  const serverQuery = useCallback(() => shownQuery.current && { state: shownQuery.current, ...(tenantId ? { tenantId } : {}) }, [tenantId]);
  const rows = useMemo(() => (data ? data.map(toGridRow) : NO_ROWS), [data]);
  const store = useVisibleRowsStore<InvoiceGridRow>();
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  // Server mode: the rows fetched, whose checkboxes a select all ticks.
  const [fetchedKeys, setFetchedKeys] = useState<string[]>([]);
  const serverMode = mode === 'server';
  useEffect(() => {
    if (!serverMode) return undefined;
    setFetchedKeys(store.getState().rows.map(invoiceKey));
    return store.subscribe(({ rows: fetched }) => setFetchedKeys(fetched.map(invoiceKey)));
  }, [store, serverMode]);
  // A select all is of the query it was made on: a new search, filter or sort ends it.
  useEffect(() => setAllMatching(false), [shownKey]);
  const known = shownKey === undefined ? undefined : facts.get(shownKey);
  const matching = useMemo(
    (): MatchingSelection | undefined =>
      allMatching && shownQuery.current ? { query: { state: shownQuery.current, ...(tenantId ? { tenantId } : {}) }, count: known?.total } : undefined,
    // The query shown is read through its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [allMatching, shownKey, tenantId, known?.total],
  );

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
    setAllMatching(false);
    setFacts(new Map());
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
        selectedRowKeys: allMatching ? fetchedKeys : selectedKeys,
        onChange: (keys, _rows, info) => {
          // In server mode the header's select all selects every invoice the query matches (not
          // the rows it ticks): a new query then leaves nothing selected.
          const everyMatching = serverMode && info.type === 'all' && keys.length > 0;
          setAllMatching(everyMatching);
          setSelectedKeys(everyMatching ? [] : keys.map(String));
        },
        // Ticking a checkbox selects the row; it must not also open it.
        onCell: () => ({ onClick: (event) => event.stopPropagation() }),
      }}
      toolbar={
        <>
          {server ? <ServerExportButton query={serverQuery} /> : <ExportButton store={store} view={view} />}
          {!failed && !server && <AmountOwedTotals store={store} />}
          {server && known?.amountOwed && <ServerAmountOwedTotals amounts={known.amountOwed} />}
          <SelectionActions store={store} selectedKeys={selectedKeys} onChanged={onChanged} matching={matching} />
        </>
      }
    />
  );
}
