import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex } from 'antd';
import {
  SEARCH_VIEWS,
  amountInUsd,
  clientsGridView,
  clientStatusLabel,
  formatDate,
  formatHours,
  formatMoney,
  orMissing,
  ENDPOINTS,
  type ClientRow,
  type SearchView,
} from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, downloadBlob, fetchEndpointFile, getRuntimeConfig, gridServerModeThreshold, requestEndpoint, useEndpointQuery } from 'shared-kit/runtime';
import { ClientStatusChip, DataGrid, EMPTY_GRID_STATE, type DataGridColumn, type DataGridServer, PageTitle } from 'shared-kit/ui';
import { useVisibleRowsStore, type VisibleRowsStore } from '../../../lib/visible-rows';
import { exportFileName } from '../../../lib/spreadsheet';
import { AwaitingTotalsView, TotalAwaitingPayments, type AwaitingTotals } from './total-awaiting-payments';

export const CLIENTS_LOAD_FAILED = SOMETHING_WENT_WRONG_MESSAGE;

/**
 * A client row of the grid: the API's row plus its awaited amount in USD at the stored rate, the
 * value the '$ Awaiting Payment' column sorts and filters by (issue 14 "Money": MX$10,022 is about
 * US$583, not more than US$1,250).
 */
export type ClientGridRow = ClientRow & { awaitingPaymentInUsd: number };

/** Field of the USD value behind the '$ Awaiting Payment' column (sort and amount filter, ?sort= in the URL). */
export const AWAITING_IN_USD_FIELD = 'awaitingPaymentInUsd';

const date = (field: 'effectiveDate' | 'freeTrialEnd' | 'endDate') => (row: ClientRow) => formatDate(row[field]);

/**
 * The columns of spec 02 §2.1. '$ Awaiting Payment' shows each amount in its own currency and sorts
 * and filters by its USD value; Effective Date is the contract's effective date (the day the
 * Contract Terms tab shows).
 */
const COLUMNS: ReadonlyArray<DataGridColumn<ClientGridRow>> = [
  { field: 'clientName', title: 'Client Name', width: 200 },
  { field: 'officialLegalName', title: 'Official Legal Name', width: 220 },
  {
    field: 'status',
    title: 'Status',
    width: 190,
    filter: 'set',
    valueLabel: clientStatusLabel,
    render: (row) => <ClientStatusChip status={row.status} dataId={row.tenantId} />,
  },
  {
    field: AWAITING_IN_USD_FIELD,
    title: '$ Awaiting Payment',
    label: '$ Awaiting Payment (USD)',
    width: 170,
    align: 'right',
    filter: 'amount',
    render: (row) => formatMoney(row.awaitingPayment, row.currencyCode),
  },
  {
    field: 'hoursAwaitingPayment',
    title: 'Days Awaiting Payment',
    width: 180,
    align: 'right',
    render: (row) => (row.hoursAwaitingPayment > 0 ? formatHours(row.hoursAwaitingPayment) : orMissing(null)),
  },
  { field: 'effectiveDate', title: 'Effective Date', width: 140, render: date('effectiveDate') },
  { field: 'freeTrialEnd', title: 'Trial Expire Date', width: 150, render: date('freeTrialEnd') },
  { field: 'endDate', title: 'End Date', width: 130, render: date('endDate') },
  { field: 'billingCountry', title: 'Country', width: 120, filter: 'set', render: (row) => orMissing(row.billingCountry) },
  { field: 'billingState', title: 'State', width: 110, render: (row) => orMissing(row.billingState) },
  { field: 'currencyCode', title: 'Currency', width: 110, filter: 'set', render: (row) => orMissing(row.currencyCode) },
];

/** The clients search view of spec 02 §3, plus the Effective Date column the grid shows (the API's clients search uses the same). */
const CLIENTS_VIEW: SearchView = clientsGridView(SEARCH_VIEWS.clients);

// One empty list for every render: a new [] would make the grid rebuild its index and report new rows forever.
const NO_ROWS: ClientGridRow[] = [];
const tenantKey = (row: ClientRow) => row.tenantId;

/** The grid's rows: each client with its awaited amount in USD at its stored rate. */
export function clientGridRows(clients: readonly ClientRow[]): ClientGridRow[] {
  return clients.map((client) => ({ ...client, awaitingPaymentInUsd: amountInUsd(client.awaitingPayment, client.usdRate) }));
}

/**
 * The total of the shown rows, left out while nothing could be loaded (no '$0.00' that looks like
 * data); in server mode, the API's total of every client the search and filters select, once known.
 */
function Total({ store, failed, server }: { store: VisibleRowsStore<ClientRow>; failed: boolean; server: AwaitingTotals | undefined | false }) {
  if (failed) return null;
  if (server === false) return <TotalAwaitingPayments store={store} />;
  return server ? <AwaitingTotalsView totals={server} /> : null;
}

/** Where the grid's rows come from: every row loaded (client mode) or windows from the API (server mode, issue 16). */
type GridMode = 'deciding' | 'client' | 'server';

/**
 * The mode of the clients grid: server mode when the list has more clients than the runtime
 * config's `gridServerModeThreshold`, learnt from the search's unfiltered count (`all`, asked with
 * `limit: 1`). Decided once; an API without the search, or one that fails it, keeps the client mode.
 */
function useGridMode(): GridMode {
  const probe = useEndpointQuery(ENDPOINTS.clientSearch, { body: { state: EMPTY_GRID_STATE, limit: 1 } }, { staleTime: Infinity, retry: false });
  if (probe.isPending) return 'deciding';
  return probe.data && probe.data.all > gridServerModeThreshold(getRuntimeConfig()) ? 'server' : 'client';
}

/**
 * Clients list (spec 02 §2.1): search kept in ?search=, Export, Total Awaiting Payments; a row opens
 * the client. A failed load shows the spec's toast and, in place of the rows, the inline error with Retry.
 *
 * Above the runtime config's `gridServerModeThreshold` clients the grid works in server mode (issue
 * 16), as the invoices grid does: the API searches, sorts and counts, the grid fetches windows of
 * rows as they come into view, Total Awaiting Payments is the API's total of every client selected,
 * and Export is the API's streamed workbook of the whole list (the same file as in client mode).
 */
export function ClientsPage() {
  const navigate = useNavigate();
  const mode = useGridMode();
  const { data, error, isFetching, refetch } = useEndpointQuery(ENDPOINTS.clients, undefined, { errorToast: CLIENTS_LOAD_FAILED, enabled: mode === 'client' });
  const [serverTotals, setServerTotals] = useState<AwaitingTotals | undefined>(undefined);
  const server = useMemo((): DataGridServer<ClientGridRow> | undefined => {
    if (mode !== 'server') return undefined;
    return {
      fetchWindow: async (request, signal) => {
        const answer = await requestEndpoint(ENDPOINTS.clientSearch, { body: request }, { signal });
        // The first window of a query carries the total of everything it selects.
        if (answer.awaitingTotals && !signal.aborted) setServerTotals(answer.awaitingTotals);
        return { ...answer, rows: clientGridRows(answer.rows) };
      },
    };
  }, [mode]);
  const rows = useMemo(() => (data ? clientGridRows(data) : NO_ROWS), [data]);
  const store = useVisibleRowsStore<ClientRow>();
  const onVisibleRowsChange = useCallback((shown: ClientRow[]) => store.setState({ rows: shown }), [store]);
  const [exporting, setExporting] = useState(false);
  const failed = !!error && !data;
  const exportAll = async () => {
    setExporting(true);
    try {
      // The clients .xlsx of the export route (the whole list; docs/billing.md "Export file names"); in server
      // mode the same file, streamed by the search's export. Saved as Clients_Export_{date} (docs/exports.md).
      const file = server ? await fetchEndpointFile(ENDPOINTS.clientSearchExport, { body: { state: EMPTY_GRID_STATE } }) : await fetchEndpointFile(ENDPOINTS.clientsExport);
      downloadBlob(file.blob, exportFileName('clientsExport', 'xlsx'));
    } catch {
      // The generic handler already showed the error toast.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle style={{ margin: 0 }}>
          Clients
        </PageTitle>
        <Total store={store} failed={failed} server={server ? serverTotals : false} />
      </Flex>
      <DataGrid<ClientGridRow>
        aria-label="Clients"
        view={CLIENTS_VIEW}
        rows={rows}
        server={server}
        columns={COLUMNS}
        rowKey={tenantKey}
        loading={isFetching || mode === 'deciding'}
        loadError={failed ? error : undefined}
        loadErrorWhat="clients"
        onRetry={() => void refetch()}
        noRowsText="No Clients Found"
        searchPlaceholder="Search Clients"
        onVisibleRowsChange={onVisibleRowsChange}
        onRowClick={(row) => void navigate(`/clients/${encodeURIComponent(row.tenantId)}?tab=0`)}
        toolbar={
          <Button onClick={() => void exportAll()} loading={exporting}>
            Export
          </Button>
        }
      />
    </Flex>
  );
}
