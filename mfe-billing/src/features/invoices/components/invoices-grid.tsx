import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Flex, Input, Table, Tag } from 'antd';
import { INVOICE_STATUSES, downloadBlob, formatFilterDate, safeFileName, showToast, statusChipText, type InvoiceRow, type InvoiceStatus } from 'shared-kit';
import { serverMessage } from '../../../lib/error-message';
import { buildWorkbook } from '../../../lib/spreadsheet';
import { quickFilter } from '../../../lib/temp-search';
import { useInvoices } from '../api/get-invoices';
import { BulkActions } from './bulk-actions';
import { invoiceColumns, type InvoiceGridView } from './invoice-columns';

export const INVOICES_LOAD_FAILED = 'Something went wrong';
/** The default status filter of the grid (spec 02 §2.3). */
export const DEFAULT_STATUS_FILTER: InvoiceStatus[] = ['AWAITING_PAYMENT', 'OVERDUE'];
const ROW_HEIGHT = 54;

const SEARCH_FIELDS: ReadonlyArray<keyof InvoiceRow> = ['invoiceNumber', 'client', 'referrer', 'invoiceStatus', 'cardPaymentStatus'];

export interface InvoicesGridProps {
  view: InvoiceGridView;
  /** Limits the grid to one client (the client details' Invoices tab). */
  tenantId?: string;
}

function readStatuses(params: URLSearchParams): InvoiceStatus[] {
  const raw = params.get('invoiceStatus');
  if (raw === null) return DEFAULT_STATUS_FILTER;
  return raw.split(',').filter((s): s is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(s));
}

/** The invoice grid of /invoices (ALL) and of a client's Invoices tab (spec 02 §2.3). */
export function InvoicesGrid({ view, tenantId }: InvoicesGridProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data, error, loading, refetch } = useInvoices(tenantId);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const search = params.get('search') ?? '';
  const statuses = readStatuses(params);
  const statusKey = statuses.join(',');

  useEffect(() => {
    if (error) showToast(serverMessage(error) ?? INVOICES_LOAD_FAILED);
  }, [error]);

  const rows = useMemo(() => {
    const wanted = new Set(statusKey.split(','));
    const byStatus = (data ?? []).filter((row) => wanted.has(row.invoiceStatus));
    return quickFilter(byStatus, search, SEARCH_FIELDS).sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate));
  }, [data, search, statusKey]);

  const columns = useMemo(() => invoiceColumns(view), [view]);
  const byNumber = useMemo(() => new Map((data ?? []).map((row) => [row.invoiceNumber, row])), [data]);
  const selected = useMemo(() => selectedKeys.map((key) => byNumber.get(key)).filter((row): row is InvoiceRow => !!row), [selectedKeys, byNumber]);

  const update = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const toggleStatus = (status: InvoiceStatus, on: boolean) => {
    const next = on ? [...statuses, status] : statuses.filter((s) => s !== status);
    update('invoiceStatus', INVOICE_STATUSES.filter((s) => next.includes(s)).join(','));
  };

  const onChanged = useCallback(() => {
    setSelectedKeys([]);
    void refetch();
  }, [refetch]);

  const exportRows = async () => {
    const header = columns.map((column) => String(column.title));
    const keys = columns.map((column) => String(column.key));
    const sheetRows = rows.map((row) => keys.map((key) => {
      const value = (row as unknown as Record<string, unknown>)[key];
      return typeof value === 'number' || typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
    }));
    downloadBlob(await buildWorkbook('Invoices', header, sheetRows), safeFileName(`Invoices_${formatFilterDate(new Date())}.xlsx`));
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" gap={12} wrap>
        <Input.Search aria-label="Search" placeholder="Search Invoices" allowClear defaultValue={search} onChange={(event) => update('search', event.target.value || null)} style={{ maxWidth: 360 }} />
        <Button onClick={() => void exportRows()}>Export</Button>
      </Flex>
      <Flex gap={4} wrap role="group" aria-label="Invoice status filter">
        {INVOICE_STATUSES.map((status) => (
          <Tag.CheckableTag key={status} checked={statuses.includes(status)} onChange={(on) => toggleStatus(status, on)}>
            {statusChipText(status)}
          </Tag.CheckableTag>
        ))}
      </Flex>
      <BulkActions selected={selected} onChanged={onChanged} />
      <Table<InvoiceRow>
        rowKey="invoiceNumber"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        virtual
        scroll={{ x: 2200, y: 640 }}
        pagination={false}
        locale={{ emptyText: error ? INVOICES_LOAD_FAILED : 'No Invoices Found' }}
        rowSelection={{ selectedRowKeys: selectedKeys, onChange: (keys) => setSelectedKeys(keys.map(String)), preserveSelectedRowKeys: false }}
        onRow={(row) => ({
          onClick: (event) => {
            // Ticking a row's checkbox selects it; it does not open it.
            if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
            void navigate(`/invoices/${encodeURIComponent(row.invoiceNumber)}`);
          },
          style: { cursor: 'pointer', height: ROW_HEIGHT },
        })}
      />
    </Flex>
  );
}
