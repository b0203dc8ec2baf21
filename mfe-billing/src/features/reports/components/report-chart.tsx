import { useMemo, useState } from 'react';
import { Flex, Radio } from 'antd';
import { formatMoney, type Report } from 'shared-kit/contract';
import { ChartFigure } from 'shared-kit/ui';
import { agingChartData, gmvChartData, isAgingReport, isGmvReport, type GmvBreakdown } from '../lib/report-charts';
import type { ReportRow } from '../lib/report-values';

const usd = (value: number) => formatMoney(value, 'USD');
const COMPACT_USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const compactUsd = (value: number) => COMPACT_USD.format(value);

/** Props of {@link ReportChart}. */
export interface ReportChartProps {
  report: Report;
  /** The rows the table shows (its filters applied). */
  rows: readonly ReportRow[];
  /** The id of the report's table, which holds the figures row by row. */
  tableId: string;
}

function describe(rows: readonly ReportRow[]): string {
  return `USD at stored rates, from the ${rows.length === 1 ? 'row' : `${rows.length} rows`} the table below shows.`;
}

/**
 * The chart above a report's table (docs/billing.md "Report charts"): GMV by month as columns or
 * lines, in total or per client; Invoice Aging as stacked buckets per client. Drawn from the rows
 * the table shows, so it follows the table's filters. Other reports have no chart.
 */
export function ReportChart({ report, rows, tableId }: ReportChartProps) {
  const [breakdown, setBreakdown] = useState<GmvBreakdown>('total');
  const [lines, setLines] = useState(false);
  const gmv = isGmvReport(report);
  const aging = !gmv && isAgingReport(report);
  const data = useMemo(() => (gmv ? gmvChartData(rows, breakdown) : aging ? agingChartData(report, rows) : null), [gmv, aging, report, rows, breakdown]);

  if (!data || !data.categories.length) return null;
  if (aging) {
    return (
      <ChartFigure
        title="Amount owed by days past due (USD)"
        description={describe(rows)}
        detailsId={tableId}
        data={data}
        kind="stacked-column"
        categoryLabel="Client"
        formatValue={usd}
        formatAxisValue={compactUsd}
      />
    );
  }
  return (
    <Flex vertical gap={8}>
      <Flex gap={16} wrap>
        <Radio.Group
          aria-label="GMV shown"
          optionType="button"
          size="small"
          value={breakdown}
          onChange={(event) => setBreakdown(event.target.value as GmvBreakdown)}
          options={[
            { value: 'total', label: 'Total' },
            { value: 'client', label: 'Per client' },
          ]}
        />
        <Radio.Group
          aria-label="Chart type"
          optionType="button"
          size="small"
          value={lines ? 'line' : 'column'}
          onChange={(event) => setLines(event.target.value === 'line')}
          options={[
            { value: 'column', label: 'Columns' },
            { value: 'line', label: 'Lines' },
          ]}
        />
      </Flex>
      <ChartFigure
        title={breakdown === 'total' ? 'GMV by month (USD)' : 'GMV by month and client (USD)'}
        description={describe(rows)}
        detailsId={tableId}
        data={data}
        kind={lines ? 'line' : breakdown === 'client' ? 'stacked-column' : 'column'}
        categoryLabel="Month"
        formatValue={usd}
        formatAxisValue={compactUsd}
      />
    </Flex>
  );
}
