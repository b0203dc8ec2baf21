import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from 'xlsx';
import { API_PATHS } from 'shared-kit/contract';
import { blobBytes, captureDownloads, mockApi } from 'shared-kit/testing';
import { renderPage } from '../../../testing/render-page';
import { agingApiReport, gmvApiReport } from '../../../testing/report-fixtures';

afterEach(() => jest.restoreAllMocks());

function serveReports() {
  return mockApi({
    [`GET ${API_PATHS.billing.reports}`]: { data: [{ id: 'gmv', name: 'GMV Report' }, { id: 'invoice-aging', name: 'Invoice Aging' }] },
    [`GET ${API_PATHS.billing.report('gmv')}`]: { data: gmvApiReport() },
    [`GET ${API_PATHS.billing.report('invoice-aging')}`]: { data: agingApiReport() },
  });
}

/** The chart's text alternative, row by row. */
function chartFigures(figure: HTMLElement): Array<Array<string | null>> {
  return within(figure)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

/** The report table's rows: the text of each row's cells. */
function tableRows(panel: HTMLElement, column: number): Array<string | null | undefined> {
  return [...panel.querySelectorAll('.ant-table-tbody .ant-table-row')].map((row) => row.querySelectorAll('.ant-table-cell')[column]?.textContent);
}

/** Chooses `values` in the filter of the report table's column `header` and confirms with OK. */
async function filterColumn(panel: HTMLElement, header: string, values: string[]) {
  const cell = within(panel).getAllByRole('columnheader').find((one) => one.querySelector('.ant-table-column-title')?.textContent === header)!;
  await userEvent.click(cell.querySelector<HTMLElement>('.ant-table-filter-trigger')!);
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-table-filter-dropdown')].find((one) => !one.closest('.ant-dropdown-hidden'));
    if (!open) throw new Error('no open filter');
    return open;
  });
  for (const value of values) await userEvent.click(within(dropdown).getByText(value));
  await userEvent.click(within(dropdown).getByRole('button', { name: 'OK' }));
}

test('the GMV chart stands above the table: total GMV (USD) by month, described as drawn from the rows the table shows', async () => {
  serveReports();
  renderPage('/reports');
  const panel = await screen.findByRole('tabpanel');
  const figure = await within(panel).findByRole('figure', { name: 'GMV by month (USD)' });
  expect(figure).toHaveAccessibleDescription('USD at stored rates, from the 5 rows the table below shows.');
  expect(document.getElementById(figure.getAttribute('aria-details')!)).toContainElement(within(panel).getAllByText('Acme Devices')[0]!);
  expect(figure.compareDocumentPosition(panel.querySelector('.ant-table')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Apr: 1,000.50 + 300; May: 1,200; Jun: 250.25 + 99.99.
  expect(chartFigures(figure)).toEqual([
    ['Month', 'Total GMV (USD)'],
    ['Apr 2024', '$1,300.50'],
    ['May 2024', '$1,200.00'],
    ['Jun 2024', '$350.24'],
  ]);

  await userEvent.click(within(panel).getByRole('radio', { name: 'Per client' }));
  const perClient = within(panel).getByRole('figure', { name: 'GMV by month and client (USD)' });
  expect(chartFigures(perClient)).toEqual([
    ['Month', 'Beta Phones', 'Acme Devices'],
    ['Apr 2024', '$300.00', '$1,000.50'],
    ['May 2024', '$1,200.00', '$0.00'],
    ['Jun 2024', '$99.99', '$250.25'],
  ]);
  await waitFor(() => expect(perClient.querySelectorAll('.ct-bar')).toHaveLength(6));

  await userEvent.click(within(panel).getByRole('radio', { name: 'Lines' }));
  await waitFor(() => expect(perClient.querySelectorAll('.ct-line')).toHaveLength(2));
  expect(perClient.querySelectorAll('.ct-bar')).toHaveLength(0);
});

test("the chart follows the table's filters, and EXPORT writes the rows the table shows", async () => {
  const saved = captureDownloads();
  serveReports();
  renderPage('/reports');
  const panel = await screen.findByRole('tabpanel');
  await within(panel).findByRole('figure', { name: 'GMV by month (USD)' });

  await filterColumn(panel, 'Client', ['Acme Devices']);
  await waitFor(() => expect(tableRows(panel, 2)).toEqual(['Acme Devices', 'Acme Devices']));
  const figure = within(panel).getByRole('figure', { name: 'GMV by month (USD)' });
  expect(figure).toHaveAccessibleDescription('USD at stored rates, from the 2 rows the table below shows.');
  expect(chartFigures(figure)).toEqual([
    ['Month', 'Total GMV (USD)'],
    ['Apr 2024', '$1,000.50'],
    ['May 2024', '$0.00'],
    ['Jun 2024', '$250.25'],
  ]);

  await userEvent.click(within(panel).getByRole('button', { name: 'EXPORT' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  const book = XLSX.read(await blobBytes(saved[0]!.blob), { type: 'array' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(rows.map((row) => [row[0], row[2], row[8]])).toEqual([
    ['Month', 'Client', 'Total GMV (USD)'],
    ['2024-06', 'Acme Devices', 250.25],
    ['2024-04', 'Acme Devices', 1000.5],
  ]);
});

test('Invoice Aging: the amounts owed per client stacked by days past due, in USD at the stored rates', async () => {
  serveReports();
  renderPage('/reports?report=invoice-aging');
  const panel = await screen.findByRole('tabpanel');
  const figure = await within(panel).findByRole('figure', { name: 'Amount owed by days past due (USD)' });
  // Acme owes EUR 92 / 46 / 0 / 0 / 9.20 at 0.92 per USD; Beta MXN 0 / 172 / 10,022 / 0 / 0 at 17.2.
  expect(chartFigures(figure)).toEqual([
    ['Client', 'Not Yet Due', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days'],
    ['Acme Devices', '$100.00', '$50.00', '$0.00', '$0.00', '$10.00'],
    ['Beta Phones', '$0.00', '$10.00', '$582.67', '$0.00', '$0.00'],
  ]);
  await waitFor(() => expect(figure.querySelectorAll('.ct-bar')).toHaveLength(10));

  await filterColumn(panel, 'Client', ['Beta Phones']);
  await waitFor(() => expect(chartFigures(figure).slice(1).map((row) => row[0])).toEqual(['Beta Phones']));
});
