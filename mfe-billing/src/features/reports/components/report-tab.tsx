import { useId, useMemo, useState } from 'react';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { ENDPOINTS, formatDate, formatMoney, formatNumber, orMissing, type ReportColumnDef } from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, downloadBlob, useEndpointQuery } from 'shared-kit/runtime';
import { LoadError } from 'shared-kit/ui';
import { reportExportFileName } from '../../../shared/spreadsheet';
import { reportWorkbook } from '../lib/export-report';
import { filterChoices, filteredRows, type ReportFilters } from '../lib/report-filters';
import { currencyOf, inUsd, type ReportRow, type ReportValue } from '../lib/report-values';
import { ReportChart } from './report-chart';

const REPORT_COLUMN_WIDTH = 180;

function renderCell(def: ReportColumnDef, value: ReportValue, row: ReportRow): string {
  switch (def.type) {
    case 'currency':
      return formatMoney(value, currencyOf(row));
    case 'number':
      return formatNumber(value, typeof value !== 'number' || Number.isInteger(value) ? 0 : 2);
    case 'date':
      return formatDate(value === null || value === undefined ? null : String(value));
    default:
      return orMissing(value);
  }
}

function compare(a: ReportValue, b: ReportValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** The order of two rows by a column: amounts by their USD value, so rows of different currencies compare. */
function compareRows(def: ReportColumnDef, a: ReportRow, b: ReportRow): number {
  if (def.type === 'currency') return compare(inUsd(a[def.field], a), inUsd(b[def.field], b));
  return compare(a[def.field], b[def.field]);
}

/**
 * One report: its chart (GMV, Invoice Aging), its grid (settings.columnDefs, body rows; amounts in
 * their row's currency, sorted by their USD value; text columns filtered by their values) and the
 * EXPORT button, which writes the rows the grid shows. The chart follows the grid's filters. A failed
 * load says so inline with Retry.
 */
export function ReportTab({ id }: { id: string }) {
  const { data: report, error, isFetching, refetch } = useEndpointQuery(ENDPOINTS.report, { params: { id } }, { errorToast: SOMETHING_WENT_WRONG_MESSAGE });
  const [exporting, setExporting] = useState(false);
  const [filters, setFilters] = useState<ReportFilters>({});
  const tableId = useId();
  const shown = useMemo(() => (report ? filteredRows(report, filters) : []), [report, filters]);

  const columns = useMemo<TableColumnsType<ReportRow>>(
    () =>
      (report?.settings.columnDefs ?? []).map((def) => ({
        key: def.field,
        dataIndex: def.field,
        title: def.headerName,
        width: REPORT_COLUMN_WIDTH,
        align: def.type === 'currency' || def.type === 'number' ? 'right' : 'left',
        sorter: (a, b) => compareRows(def, a, b),
        render: (value: ReportValue, row: ReportRow) => renderCell(def, value, row),
        ...(report && (def.type ?? 'text') === 'text'
          ? { filters: filterChoices(report, def.field).map((value) => ({ text: value, value })), filterSearch: true, filteredValue: filters[def.field] ? [...filters[def.field]!] : null }
          : {}),
      })),
    [report, filters],
  );

  const rowKeys = useMemo(() => new Map((report?.body ?? []).map((row, index) => [row, String(index)])), [report]);

  const exportReport = async () => {
    if (!report) return;
    setExporting(true);
    try {
      downloadBlob(await reportWorkbook({ ...report, body: shown }), reportExportFileName(report.name));
    } finally {
      setExporting(false);
    }
  };

  if (error && !report) return <LoadError error={error} what="the report" onRetry={() => void refetch()} />;

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button onClick={() => void exportReport()} disabled={!shown.length} loading={exporting}>
          EXPORT
        </Button>
      </Flex>
      {report ? <ReportChart report={report} rows={shown} tableId={tableId} /> : null}
      <Table<ReportRow>
        id={tableId}
        rowKey={(row) => rowKeys.get(row) ?? ''}
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={shown}
        onChange={(_pagination, tableFilters) => setFilters(Object.fromEntries(Object.entries(tableFilters).map(([field, values]) => [field, values ? values.map(String) : null])))}
        virtual
        scroll={{ x: Math.max(columns.length * REPORT_COLUMN_WIDTH, 600), y: 560 }}
        pagination={false}
      />
    </Flex>
  );
}
