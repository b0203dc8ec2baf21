import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Typography } from 'antd';
import {
  clientStatusLabel,
  formatCurrency,
  formatDate,
  formatHours,
  orMissing,
  ENDPOINTS,
  type ClientRow,
} from 'shared-kit/contract';
import { downloadBlob, fetchEndpointFile, useEndpointQuery } from 'shared-kit/runtime';
import { ClientStatusChip, DataGrid, type DataGridColumn } from 'shared-kit/ui';
import { useVisibleRowsStore } from '../../../lib/visible-rows';
import { TotalAwaitingPayments } from './total-awaiting-payments';

export const CLIENTS_LOAD_FAILED = 'Something went wrong';

const date = (field: 'tenantSignedDate' | 'freeTrialEnd' | 'endDate') => (row: ClientRow) => formatDate(row[field]);

/** The columns of spec 02 §2.1. */
const COLUMNS: ReadonlyArray<DataGridColumn<ClientRow>> = [
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
  { field: 'awaitingPayment', title: '$ Awaiting Payment', width: 170, align: 'right', render: (row) => formatCurrency(row.awaitingPayment, { symbol: row.currency }) },
  {
    field: 'hoursAwaitingPayment',
    title: 'Days Awaiting Payment',
    width: 180,
    align: 'right',
    render: (row) => (row.hoursAwaitingPayment > 0 ? formatHours(row.hoursAwaitingPayment) : orMissing(null)),
  },
  { field: 'tenantSignedDate', title: 'Effective Date', width: 140, render: date('tenantSignedDate') },
  { field: 'freeTrialEnd', title: 'Trial Expire Date', width: 150, render: date('freeTrialEnd') },
  { field: 'endDate', title: 'End Date', width: 130, render: date('endDate') },
  { field: 'billingCountry', title: 'Country', width: 120, filter: 'set', render: (row) => orMissing(row.billingCountry) },
  { field: 'billingState', title: 'State', width: 110, render: (row) => orMissing(row.billingState) },
  { field: 'currencyCode', title: 'Currency', width: 110, filter: 'set', render: (row) => orMissing(row.currencyCode) },
];

// One empty list for every render: a new [] would make the grid rebuild its index and report new rows forever.
const NO_ROWS: ClientRow[] = [];
const tenantKey = (row: ClientRow) => row.tenantId;

/** Clients list (spec 02 §2.1): search kept in ?search=, Export, Total Awaiting Payments; a row opens the client. */
export function ClientsPage() {
  const navigate = useNavigate();
  const { data, error, isFetching } = useEndpointQuery(ENDPOINTS.clients, undefined, { errorToast: CLIENTS_LOAD_FAILED });
  const store = useVisibleRowsStore<ClientRow>();
  const onVisibleRowsChange = useCallback((rows: ClientRow[]) => store.setState({ rows }), [store]);
  const [exporting, setExporting] = useState(false);

  const exportAll = async () => {
    setExporting(true);
    try {
      // The clients .xlsx of the export route, saved under the server's file name (spec 02 §7 "Clients export").
      const file = await fetchEndpointFile(ENDPOINTS.clientsExport);
      downloadBlob(file.blob, file.fileName);
    } catch {
      // The generic handler already showed the error toast.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Clients
        </Typography.Title>
        <TotalAwaitingPayments store={store} />
      </Flex>
      <DataGrid<ClientRow>
        aria-label="Clients"
        view="clients"
        rows={data ?? NO_ROWS}
        columns={COLUMNS}
        rowKey={tenantKey}
        loading={isFetching}
        noRowsText={error ? CLIENTS_LOAD_FAILED : 'No Clients Found'}
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
