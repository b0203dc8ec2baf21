import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Flex, Input, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import {
  ClientStatusChip,
  formatCurrency,
  formatDate,
  formatHours,
  orMissing,
  showToast,
  useSessionStore,
  type ClientRow,
} from 'shared-kit';
import { serverMessage } from '../../../lib/error-message';
import { quickFilter } from '../../../lib/temp-search';
import { exportClients } from '../api/export-clients';
import { useClients } from '../api/get-clients';
import { TotalAwaitingPayments } from './total-awaiting-payments';

export const CLIENTS_LOAD_FAILED = 'Something went wrong';
const ROW_HEIGHT = 54;

const SEARCH_FIELDS: ReadonlyArray<keyof ClientRow> = [
  'clientName',
  'officialLegalName',
  'status',
  'billingCountry',
  'billingState',
  'currency',
  'currencyCode',
];

const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

const columns: TableColumnsType<ClientRow> = [
  { key: 'clientName', dataIndex: 'clientName', title: 'Client Name', width: 200, fixed: 'left', sorter: (a, b) => byText(a.clientName, b.clientName) },
  { key: 'officialLegalName', dataIndex: 'officialLegalName', title: 'Official Legal Name', width: 220, sorter: (a, b) => byText(a.officialLegalName, b.officialLegalName) },
  { key: 'status', dataIndex: 'status', title: 'Status', width: 170, sorter: (a, b) => byText(a.status, b.status), render: (status: string, row) => <ClientStatusChip status={status} dataId={row.tenantId} /> },
  {
    key: 'awaitingPayment',
    dataIndex: 'awaitingPayment',
    title: '$ Awaiting Payment',
    width: 170,
    align: 'right',
    sorter: (a, b) => a.awaitingPayment - b.awaitingPayment,
    render: (value: number, row) => formatCurrency(value, { symbol: row.currency }),
  },
  {
    key: 'hoursAwaitingPayment',
    dataIndex: 'hoursAwaitingPayment',
    title: 'Days Awaiting Payment',
    width: 170,
    align: 'right',
    sorter: (a, b) => a.hoursAwaitingPayment - b.hoursAwaitingPayment,
    render: (hours: number) => (hours > 0 ? formatHours(hours) : orMissing(null)),
  },
  { key: 'tenantSignedDate', dataIndex: 'tenantSignedDate', title: 'Effective Date', width: 140, sorter: (a, b) => byText(a.tenantSignedDate, b.tenantSignedDate), render: formatDate },
  { key: 'freeTrialEnd', dataIndex: 'freeTrialEnd', title: 'Trial Expire Date', width: 150, sorter: (a, b) => byText(a.freeTrialEnd, b.freeTrialEnd), render: formatDate },
  { key: 'endDate', dataIndex: 'endDate', title: 'End Date', width: 130, sorter: (a, b) => byText(a.endDate, b.endDate), render: formatDate },
  { key: 'billingCountry', dataIndex: 'billingCountry', title: 'Country', width: 120, sorter: (a, b) => byText(a.billingCountry, b.billingCountry), render: orMissing },
  { key: 'billingState', dataIndex: 'billingState', title: 'State', width: 110, sorter: (a, b) => byText(a.billingState, b.billingState), render: orMissing },
  { key: 'currencyCode', dataIndex: 'currencyCode', title: 'Currency', width: 110, sorter: (a, b) => byText(a.currencyCode, b.currencyCode), render: orMissing },
];

/** Clients list (spec 02 §2.1): search kept in ?search=, Export, Total Awaiting Payments; a row opens the client. */
export function ClientsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const { data, error, loading } = useClients();
  const [exporting, setExporting] = useState(false);
  const clientSort = useSessionStore((state) => state.clientSort);
  const setClientSort = useSessionStore((state) => state.setClientSort);

  useEffect(() => {
    if (error) showToast(serverMessage(error) ?? CLIENTS_LOAD_FAILED);
  }, [error]);

  const rows = useMemo(() => quickFilter(data ?? [], search, SEARCH_FIELDS), [data, search]);

  const sorted = clientSort.sortList[0];
  const sortedColumns = useMemo(
    () => columns.map((column) => ({ ...column, sortOrder: sorted && sorted.colId === column.key ? (sorted.sort === 'asc' ? 'ascend' : 'descend') : null }) as (typeof columns)[number]),
    [sorted],
  );

  const setSearch = (text: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set('search', text);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );

  const onChange: TableProps<ClientRow>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const colId = single?.columnKey ? String(single.columnKey) : undefined;
    setClientSort({ searchText: search, sortList: colId && single?.order ? [{ colId, sort: single.order === 'ascend' ? 'asc' : 'desc' }] : [] });
  };

  const exportAll = async () => {
    setExporting(true);
    try {
      await exportClients();
    } catch {
      // exportClients already showed the error toast.
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
        <TotalAwaitingPayments clients={rows} />
      </Flex>
      <Flex justify="space-between" gap={12} wrap>
        <Input.Search
          aria-label="Search"
          placeholder="Search Clients"
          allowClear
          defaultValue={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Button onClick={() => void exportAll()} loading={exporting}>
          Export
        </Button>
      </Flex>
      <Table<ClientRow>
        rowKey="tenantId"
        size="middle"
        columns={sortedColumns}
        dataSource={rows}
        loading={loading}
        virtual
        scroll={{ x: 1700, y: 640 }}
        pagination={false}
        onChange={onChange}
        locale={{ emptyText: error ? CLIENTS_LOAD_FAILED : 'No Clients Found' }}
        onRow={(row) => ({
          onClick: () => void navigate(`/clients/${encodeURIComponent(row.tenantId)}?tab=0`),
          style: { cursor: 'pointer', height: ROW_HEIGHT },
        })}
      />
    </Flex>
  );
}
