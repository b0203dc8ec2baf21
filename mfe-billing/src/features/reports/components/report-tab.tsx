import { useMemo, useState } from 'react';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import {
  ENDPOINTS,
  formatCurrency,
  formatDate,
  formatFilterDate,
  formatNumber,
  orMissing,
  safeFileName,
  type Report,
  type ReportColumnDef,
} from 'shared-kit/contract';
import { downloadBlob, useEndpointQuery } from 'shared-kit/runtime';
import { reportWorkbook } from '../lib/export-report';

const REPORT_COLUMN_WIDTH = 180;

type ReportRow = Report['body'][number];
type ReportValue = ReportRow[string] | undefined;

/** File name of an exported report: GMV_Report_{date} (spec 02 §9), date as MM_DD_YYYY. */
export function reportFileName(today: Date = new Date()): string {
  return safeFileName(`GMV_Report_${formatFilterDate(today)}.xlsx`);
}

function renderCell(def: ReportColumnDef, value: ReportValue, row: ReportRow): string {
  switch (def.type) {
    case 'currency': {
      // Amounts of a row that names its currency are in that currency, not dollars.
      const code = typeof row.currencyCode === 'string' ? row.currencyCode : 'USD';
      return code === 'USD' ? formatCurrency(value, { symbol: '$' }) : `${formatNumber(value, 2)} ${code}`;
    }
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

/** One report: its grid (settings.columnDefs, body rows) and the EXPORT button. */
export function ReportTab({ id }: { id: string }) {
  const { data: report, isFetching } = useEndpointQuery(ENDPOINTS.report, { params: { id } }, { errorToast: 'Something went wrong' });
  const [exporting, setExporting] = useState(false);

  const columns = useMemo<TableColumnsType<ReportRow>>(
    () =>
      (report?.settings.columnDefs ?? []).map((def) => ({
        key: def.field,
        dataIndex: def.field,
        title: def.headerName,
        width: REPORT_COLUMN_WIDTH,
        align: def.type === 'currency' || def.type === 'number' ? 'right' : 'left',
        sorter: (a, b) => compare(a[def.field], b[def.field]),
        render: (value: ReportValue, row: ReportRow) => renderCell(def, value, row),
      })),
    [report],
  );

  const rowKeys = useMemo(() => new Map((report?.body ?? []).map((row, index) => [row, String(index)])), [report]);

  const exportReport = async () => {
    if (!report) return;
    setExporting(true);
    try {
      downloadBlob(await reportWorkbook(report), reportFileName());
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button onClick={() => void exportReport()} disabled={!report?.body.length} loading={exporting}>
          EXPORT
        </Button>
      </Flex>
      <Table<ReportRow>
        rowKey={(row) => rowKeys.get(row) ?? ''}
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={report?.body ?? []}
        virtual
        scroll={{ x: Math.max(columns.length * REPORT_COLUMN_WIDTH, 600), y: 560 }}
        pagination={false}
      />
    </Flex>
  );
}
