import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { ENDPOINTS, formatFilterDate, type InvoiceRow } from 'shared-kit/contract';
import { downloadBlob, useEndpointQuery } from 'shared-kit/runtime';
import { DataGrid, type GridUrlState } from 'shared-kit/ui';
import { buildWorkbook } from '../../../lib/spreadsheet';
import { useVisibleRows, useVisibleRowsStore, type VisibleRowsStore } from '../../../lib/visible-rows';
import { BulkActions } from './bulk-actions';
import { cardDetailsText, invoiceColumns, type InvoiceGridView } from './invoice-columns';

export const INVOICES_LOAD_FAILED = 'Something went wrong';

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
const NO_ROWS: InvoiceRow[] = [];
const invoiceKey = (row: InvoiceRow) => row.invoiceNumber;

function exportCell(row: InvoiceRow, field: string): string | number | null {
  if (field === 'cardPaymentDetails') return cardDetailsText(row);
  const value = row[field as keyof InvoiceRow];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

function ExportButton({ store, view }: { store: VisibleRowsStore<InvoiceRow>; view: InvoiceGridView }) {
  const visible = useVisibleRows(store);
  const exportRows = async () => {
    const columns = invoiceColumns(view).filter((column) => !column.hidden);
    const blob = await buildWorkbook(
      'Invoices',
      columns.map((column) => String(column.title)),
      store.getState().rows.map((row) => columns.map((column) => exportCell(row, column.field))),
    );
    downloadBlob(blob, `Invoices_${formatFilterDate(new Date())}.xlsx`);
  };
  return (
    <Button onClick={() => void exportRows()} disabled={!visible.length}>
      Export
    </Button>
  );
}

function SelectionActions({ store, selectedKeys, onChanged }: { store: VisibleRowsStore<InvoiceRow>; selectedKeys: string[]; onChanged: () => void }) {
  const visible = useVisibleRows(store);
  const selected = useMemo(() => {
    if (selectedKeys.length === 0) return [];
    const keys = new Set(selectedKeys);
    return visible.filter((row) => keys.has(row.invoiceNumber));
  }, [visible, selectedKeys]);
  return <BulkActions selected={selected} onChanged={onChanged} />;
}

/** The invoice grid of /invoices (ALL) and of a client's Invoices tab (spec 02 §2.3). */
export function InvoicesGrid({ view, tenantId }: InvoicesGridProps) {
  const navigate = useNavigate();
  const { data, error, isFetching } = useEndpointQuery(ENDPOINTS.invoices, tenantId ? { query: { tenantId } } : undefined, { errorToast: INVOICES_LOAD_FAILED });
  const store = useVisibleRowsStore<InvoiceRow>();
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);

  // Bulk actions apply to what the user can see: a filter change drops hidden rows from the selection.
  useEffect(
    () =>
      store.subscribe(({ rows }) =>
        setSelectedKeys((keys) => {
          if (keys.length === 0) return keys;
          const shown = new Set(rows.map(invoiceKey));
          const kept = keys.filter((key) => shown.has(key));
          return kept.length === keys.length ? keys : kept;
        }),
      ),
    [store],
  );

  const onVisibleRowsChange = useCallback((rows: InvoiceRow[]) => store.setState({ rows }), [store]);
  const onChanged = useCallback(() => setSelectedKeys([]), []);

  return (
    <DataGrid<InvoiceRow>
      aria-label="Invoices"
      rows={data ?? NO_ROWS}
      columns={invoiceColumns(view)}
      rowKey={invoiceKey}
      loading={isFetching}
      noRowsText={error ? INVOICES_LOAD_FAILED : 'No Invoices Found'}
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
          <SelectionActions store={store} selectedKeys={selectedKeys} onChanged={onChanged} />
        </>
      }
    />
  );
}
