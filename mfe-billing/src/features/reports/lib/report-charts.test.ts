import type { Report } from 'shared-kit/contract';
import { AGING_CHART_CLIENTS, agingChartData, gmvChartData, isAgingReport, isGmvReport, monthLabel, OTHER_CLIENTS } from './report-charts';
import { gmvApiReport, agingApiReport } from '../../../testing/report-fixtures';

describe('GMV by month', () => {
  // Acme (T01): Apr 1,000.50, Jun 250.25. Beta (T02): Apr 300, May 1,200, Jun 99.99.
  test('in total: the Total GMV (USD) of every row added up per month, oldest month first', () => {
    expect(gmvChartData(gmvApiReport().body, 'total')).toEqual({
      categories: ['Apr 2024', 'May 2024', 'Jun 2024'],
      series: [{ label: 'Total GMV (USD)', values: [1300.5, 1200, 350.24] }],
    });
  });

  test('per client: one series per tenant, named by its client, the largest GMV first; a month without orders is 0', () => {
    expect(gmvChartData(gmvApiReport().body, 'client')).toEqual({
      categories: ['Apr 2024', 'May 2024', 'Jun 2024'],
      series: [
        { label: 'Beta Phones', values: [300, 1200, 99.99] },
        { label: 'Acme Devices', values: [1000.5, 0, 250.25] },
      ],
    });
  });

  test("a month between the rows' months without any row is drawn at 0", () => {
    const acme = gmvApiReport().body.filter((row) => row.tenantId === 'T01');
    expect(gmvChartData(acme, 'total')).toEqual({ categories: ['Apr 2024', 'May 2024', 'Jun 2024'], series: [{ label: 'Total GMV (USD)', values: [1000.5, 0, 250.25] }] });
  });

  test('a row in another currency counts at its stored rate, as the table sorts it', () => {
    const row = { month: '2024-04', tenantId: 'T09', clientName: 'Peso Co', currencyCode: 'MXN', usdRate: 17.2, totalGmvUsd: 10022 };
    expect(gmvChartData([row], 'total').series[0]!.values).toEqual([582.67]);
  });

  test('beyond eight clients, the smallest add up as Other clients', () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({ month: '2024-04', tenantId: `T${index}`, clientName: `Client ${index}`, currencyCode: 'USD', usdRate: 1, totalGmvUsd: 100 * (index + 1) }));
    const { series } = gmvChartData(rows, 'client');
    expect(series.map((one) => one.label)).toEqual(['Client 9', 'Client 8', 'Client 7', 'Client 6', 'Client 5', 'Client 4', 'Client 3', OTHER_CLIENTS]);
    // Clients 0, 1 and 2: 100 + 200 + 300.
    expect(series[7]!.values).toEqual([600]);
  });

  test('months are named MMM yyyy', () => {
    expect(['2024-01', '2024-12'].map(monthLabel)).toEqual(['Jan 2024', 'Dec 2024']);
  });
});

describe('Invoice Aging as stacked buckets', () => {
  test("one column per client in the report's order, each bucket in USD at the row's stored rate, named by the report's headers", () => {
    const report = agingApiReport();
    // Acme, EUR at 0.92: 92, 46, 0, 0, 9.20 -> $100, $50, 0, 0, $10. Beta, MXN at 17.2: 0, 172, 10,022, 0, 0 -> 0, $10, $582.67, 0, 0.
    expect(agingChartData(report, report.body)).toEqual({
      categories: ['Acme Devices', 'Beta Phones'],
      series: [
        { label: 'Not Yet Due', values: [100, 0], color: '#009E73' },
        { label: '1-30 Days', values: [50, 10], color: '#56B4E9' },
        { label: '31-60 Days', values: [0, 582.67], color: '#F0E442' },
        { label: '61-90 Days', values: [0, 0], color: '#E69F00' },
        { label: 'Over 90 Days', values: [10, 0], color: '#D55E00' },
      ],
    });
  });

  test('beyond twelve clients, the rest add up as one column, Other clients', () => {
    const report = agingApiReport();
    const rows = Array.from({ length: AGING_CHART_CLIENTS + 2 }, (_, index) => ({ tenantId: `T${index}`, clientName: `Client ${index}`, currencyCode: 'USD', usdRate: 1, current: 1, days1To30: 0, days31To60: 0, days61To90: 0, over90: index }));
    const chart = agingChartData(report, rows);
    expect(chart.categories).toHaveLength(AGING_CHART_CLIENTS);
    expect(chart.categories.at(-1)).toBe(OTHER_CLIENTS);
    // Clients 11, 12 and 13.
    expect(chart.series[0]!.values.at(-1)).toBe(3);
    expect(chart.series[4]!.values.at(-1)).toBe(11 + 12 + 13);
  });
});

test('the GMV and Invoice Aging reports are told by their columns; another report has no chart', () => {
  const other: Report = { id: 'x', name: 'X', settings: { columnDefs: [{ field: 'clientName', headerName: 'Client' }] }, body: [] };
  expect([gmvApiReport(), agingApiReport(), other].map((report) => [isGmvReport(report), isAgingReport(report)])).toEqual([
    [true, false],
    [false, true],
    [false, false],
  ]);
});
