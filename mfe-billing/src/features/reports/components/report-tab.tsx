import { useMemo, useState } from 'react';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { ENDPOINTS, amountInUsd, formatDate, formatMoney, formatNumber, orMissing, type Report, type ReportColumnDef } from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, downloadBlob, useEndpointQuery } from 'shared-kit/runtime';
import { LoadError } from 'shared-kit/ui';
import { reportExportFileName } from '../../../lib/spreadsheet';
import { reportWorkbook } from '../lib/export-report';

const REPORT_COLUMN_WIDTH = 180;

type ReportRow = Report['body'][number];
type ReportValue = ReportRow[string] | undefined;


/** The ISO code of a row's amounts (its Currency column); USD when the row names none. */
function currencyOf(row: ReportRow): string {
  return typeof row.currencyCode === 'string' && row.currencyCode ? row.currencyCode : 'USD';
}

/** A row's amount in USD at its stored rate (issue 14 "Money"); amounts of rows without a rate are USD. */
function inUsd(value: ReportValue, row: ReportRow): number | undefined {
  if (typeof value !== 'number') return undefined;
  return typeof row.usdRate === 'number' && row.usdRate > 0 ? amountInUsd(value, row.usdRate) : value;
}

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
 * One report: its grid (settings.columnDefs, body rows; amounts in their row's currency, sorted by
 * their USD value) and the EXPORT button. A failed load says so inline with Retry.
 */
export function ReportTab({ id }: { id: string }) {
  const { data: report, error, isFetching, refetch } = useEndpointQuery(ENDPOINTS.report, { params: { id } }, { errorToast: SOMETHING_WENT_WRONG_MESSAGE });
  const [exporting, setExporting] = useState(false);

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
      })),
    [report],
  );

  const rowKeys = useMemo(() => new Map((report?.body ?? []).map((row, index) => [row, String(index)])), [report]);

  const exportReport = async () => {
    if (!report) return;
    setExporting(true);
    try {
      downloadBlob(await reportWorkbook(report), reportExportFileName(report.name));
    } finally {
      setExporting(false);
    }
  };

  if (error && !report) return <LoadError error={error} what="the report" onRetry={() => void refetch()} />;

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
