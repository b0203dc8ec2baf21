import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex } from 'antd';
import {
  amountInUsd,
  CLIENTS_GRID_VIEW,
  clientStatusLabel,
  formatDate,
  formatHours,
  formatMoney,
  orMissing,
  ENDPOINTS,
  type ClientRow,
  type SearchView,
} from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, downloadBlob, fetchEndpointFile } from 'shared-kit/runtime';
import { ClientStatusChip, DataGrid, EMPTY_GRID_STATE, type DataGridColumn, type GridController, PageTitle, serverRows, useGridController } from 'shared-kit/ui';
import { exportFileName } from '../../../shared/spreadsheet';
import { AwaitingTotalsView, awaitingTotals, type AwaitingTotals } from './total-awaiting-payments';

export const CLIENTS_LOAD_FAILED = SOMETHING_WENT_WRONG_MESSAGE;

/**
 * A client row of the grid: the API's row plus its awaited amount in USD at the stored rate, the
 * value the '$ Awaiting Payment' column sorts and filters by, so MX$10,022 ranks as about US$583
 * (docs/billing.md#money-in-several-currencies).
 */
export type ClientGridRow = ClientRow & { awaitingPaymentInUsd: number };

/** Field of the USD value behind the '$ Awaiting Payment' column (sort and amount filter, ?sort= in the URL). */
export const AWAITING_IN_USD_FIELD = 'awaitingPaymentInUsd';

const date = (field: 'effectiveDate' | 'freeTrialEnd' | 'endDate') => (row: ClientRow) => formatDate(row[field]);

/**
 * The clients grid's columns, the client's name pinned at the left (docs/grid.md#columns). '$
 * Awaiting Payment' shows each amount in its own currency and sorts and filters by its USD value;
 * Effective Date is the contract's effective date (the day the Contract Terms tab shows).
 */
const COLUMNS: ReadonlyArray<DataGridColumn<ClientGridRow>> = [
  { field: 'clientName', title: 'Client Name', width: 200, pinned: true },
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

/** The clients search view, plus the Effective Date column the grid shows (the API's clients search uses the same). */
const CLIENTS_VIEW: SearchView = CLIENTS_GRID_VIEW;

const tenantKey = (row: ClientRow) => row.tenantId;

/** The grid's row of a client: the client with its awaited amount in USD at its stored rate. */
export function clientGridRow(client: ClientRow): ClientGridRow {
  return { ...client, awaitingPaymentInUsd: amountInUsd(client.awaitingPayment, client.usdRate) };
}

/**
 * Export: the clients .xlsx of the export route (the whole list; docs/billing.md "Export file
 * names"); in server mode the same file, streamed by the search's export. Saved as
 * Clients_Export_{date} (docs/exports.md).
 */
function ExportButton({ grid }: { grid: GridController<ClientGridRow, AwaitingTotals> }) {
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    try {
      const file = grid.mode === 'server' ? await fetchEndpointFile(ENDPOINTS.clientSearchExport, { body: { state: EMPTY_GRID_STATE } }) : await fetchEndpointFile(ENDPOINTS.clientsExport);
      downloadBlob(file.blob, exportFileName('clientsExport', 'xlsx'));
    } catch {
      // The generic handler already showed the error toast.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button onClick={() => void exportAll()} loading={exporting}>
      Export
    </Button>
  );
}

/**
 * Clients list: search kept in ?search=, Export, Total Awaiting Payments; a row opens
 * the client. A failed load shows the spec's toast and, in place of the rows, the inline error with
 * Retry; the total is left out then (no '$0.00' that looks like data).
 *
 * Above the runtime config's `gridServerModeThreshold` clients the grid works in server mode
 * (docs/grid.md#modes), as the invoices grid does: Total Awaiting Payments is then the API's total
 * of every client the search and filters select, once known, and Export is the API's streamed
 * workbook of the whole list (the same file as in client mode). The Columns menu and the saved
 * views follow the user (docs/grid.md#columns-menu, docs/grid.md#saved-views).
 */
export function ClientsPage() {
  const navigate = useNavigate();
  const grid = useGridController<ClientGridRow, AwaitingTotals>({
    view: CLIENTS_VIEW,
    columns: COLUMNS,
    rowKey: tenantKey,
    gridView: 'clients',
    source: serverRows(ENDPOINTS.clientSearch, {}, { list: ENDPOINTS.clients, toRow: clientGridRow, totals: (answer) => answer.awaitingTotals, errorToast: CLIENTS_LOAD_FAILED }),
    totals: awaitingTotals,
  });
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle style={{ margin: 0 }}>
          Clients
        </PageTitle>
        {grid.error === undefined && grid.totals && <AwaitingTotalsView totals={grid.totals} />}
      </Flex>
      <DataGrid<ClientGridRow>
        grid={grid}
        aria-label="Clients"
        loadErrorWhat="clients"
        noRowsText="No Clients Found"
        searchPlaceholder="Search Clients"
        onRowClick={(row) => void navigate(`/clients/${encodeURIComponent(row.tenantId)}?tab=0`)}
        toolbar={<ExportButton grid={grid} />}
      />
    </Flex>
  );
}
