import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from 'xlsx';
import { API_PATHS, formatFilterDate } from 'shared-kit/contract';
import { blobBytes, captureDownloads } from 'shared-kit/testing';
import { gmvReport } from '../../../testing/fixtures';
import { mockApi } from 'shared-kit/testing';
import { findToast, renderPage, toastType } from '../../../testing/render-page';

afterEach(() => jest.restoreAllMocks());

const list = [
  { id: 'gmv', name: 'GMV Report' },
  { id: 'aging', name: 'Invoice Aging' },
];
const aging = {
  id: 'aging',
  name: 'Invoice Aging',
  settings: {
    columnDefs: [
      { field: 'bucket', headerName: 'Bucket' },
      { field: 'currencyCode', headerName: 'Currency' },
      { field: 'amount', headerName: 'Amount', type: 'currency' },
      { field: 'invoices', headerName: 'Invoices', type: 'number' },
      { field: 'oldest', headerName: 'Oldest Due Date', type: 'date' },
    ],
  },
  body: [
    { bucket: '0-30 days', currencyCode: 'USD', usdRate: 1, amount: 900, invoices: 3, oldest: '2024-05-02' },
    { bucket: '31-60 days', currencyCode: 'EUR', usdRate: 0.92, amount: 1250.5, invoices: 2, oldest: '2024-04-01' },
    { bucket: '61-90 days', currencyCode: 'MXN', usdRate: 17.2, amount: 10022, invoices: 1, oldest: '2024-03-01' },
    { bucket: '=1+1', currencyCode: 'USD', usdRate: 1, amount: 0.5, invoices: 1, oldest: '--' },
  ],
};

function serveReports() {
  return mockApi({
    [`GET ${API_PATHS.billing.reports}`]: { data: list },
    [`GET ${API_PATHS.billing.report('gmv')}`]: { data: gmvReport() },
    [`GET ${API_PATHS.billing.report('aging')}`]: { data: aging },
  });
}

test('one tab per report; each shows a grid from settings.columnDefs and body rows', async () => {
  serveReports();
  renderPage('/reports');

  expect(await screen.findByRole('tab', { name: 'GMV Report' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['GMV Report', 'Invoice Aging']);
  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByText('Acme Devices')).toBeInTheDocument();
  for (const header of ['Client Name', 'Month', 'GMV (USD)']) expect(within(panel).getByText(header)).toBeInTheDocument();
  expect(within(panel).getByText('$15,400.00')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Invoice Aging' }));
  expect(await screen.findByText('0-30 days')).toBeInTheDocument();
  expect(screen.getByText('$900.00')).toBeInTheDocument();
  expect(screen.getByText('€1,250.50')).toBeInTheDocument();
  expect(screen.getByText('MX$10,022.00')).toBeInTheDocument();
});

test('sorting an amount column follows the USD value at the stored rate', async () => {
  serveReports();
  renderPage('/reports?report=aging');
  const panel = await screen.findByRole('tabpanel');
  await within(panel).findByText('0-30 days');
  const header = within(panel).getAllByRole('columnheader').find((cell) => cell.textContent === 'Amount')!;
  await userEvent.click(within(header).getByText('Amount'));
  await userEvent.click(within(header).getByText('Amount'));
  // US$: 1,250.50 / 0.92 = 1,359.24; 900; 10,022 / 17.2 = 582.67; 0.50.
  const buckets = () => [...panel.querySelectorAll('.ant-table-tbody .ant-table-row')].map((row) => row.querySelector('.ant-table-cell')?.textContent);
  await waitFor(() => expect(buckets()).toEqual(['31-60 days', '0-30 days', '61-90 days', '=1+1']));
});

test('EXPORT writes typed cells: amounts with 2 decimals beside their currency, counts, real dates, text as written', async () => {
  const saved = captureDownloads();
  serveReports();
  renderPage('/reports?report=aging');
  const panel = await screen.findByRole('tabpanel');
  await within(panel).findByText('0-30 days');
  await userEvent.click(within(panel).getByRole('button', { name: 'EXPORT' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  // Named as the spec's GMV_Report_{date}: the report's name, '_Report', the day.
  expect(saved[0]!.fileName).toBe(`Invoice_Aging_Report_${formatFilterDate(new Date()).replace(/\//g, '_')}.xlsx`);

  const sheet = XLSX.read(await blobBytes(saved[0]!.blob), { type: 'array', cellDates: true }).Sheets['Invoice Aging']!;
  expect(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0]).toEqual(['Bucket', 'Currency', 'Amount', 'Invoices', 'Oldest Due Date']);
  expect(sheet.C4).toMatchObject({ t: 'n', v: 10022, w: '10,022.00' });
  expect(sheet.B4).toMatchObject({ t: 's', v: 'MXN' });
  expect(sheet.D2).toMatchObject({ t: 'n', v: 3, w: '3' });
  expect(sheet.E2).toMatchObject({ t: 'd', w: 'May 02 2024' });
  expect((sheet.E2!.v as Date).toISOString().slice(0, 10)).toBe('2024-05-02');
  expect(sheet.E5).toMatchObject({ t: 's', v: '--' });
  expect(sheet.A5).toMatchObject({ t: 's', v: '=1+1' });
  expect(sheet.A5!.f).toBeUndefined();
});

test("a failed report load shows the error with Retry in its tab; Retry loads it", async () => {
  let fail = true;
  mockApi({
    [`GET ${API_PATHS.billing.reports}`]: { data: list },
    [`GET ${API_PATHS.billing.report('gmv')}`]: () => (fail ? { status: 500, data: {} } : { data: gmvReport() }),
  });
  renderPage('/reports');
  const panel = await screen.findByRole('tabpanel');
  const alert = (await within(panel).findByText('Could not load the report')).closest<HTMLElement>('[role="alert"]')!;
  expect(within(panel).queryByRole('button', { name: 'EXPORT' })).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByText('Acme Devices')).toBeInTheDocument();
});

test('EXPORT saves GMV_Report_{date}.xlsx holding the rows, formula-like text as written (no apostrophe)', async () => {
  const saved = captureDownloads();
  serveReports();
  renderPage('/reports');

  await screen.findByText('Acme Devices');
  await userEvent.click(screen.getByRole('button', { name: 'EXPORT' }));
  await waitFor(() => expect(saved).toHaveLength(1));

  const today = formatFilterDate(new Date()).replace(/\//g, '_');
  expect(saved[0]!.fileName).toBe(`GMV_Report_${today}.xlsx`);
  const book = XLSX.read(await blobBytes(saved[0]!.blob), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  expect(rows).toEqual([
    ['Client Name', 'Month', 'GMV (USD)'],
    ['Acme Devices', '2024-04', 15400],
    ['=HYPERLINK("http://evil")', '2024-04', 12],
    ['@SUM(A1)', '+1', -5],
  ]);
  // String cells, never formulas.
  for (const address of ['A3', 'A4', 'B4']) expect([sheet[address]?.t, sheet[address]?.f]).toEqual(['s', undefined]);
  expect(sheet.C2?.w).toBe('15,400.00');
});

test("a failed reports list shows 'Something went wrong' and the error with Retry; Retry loads the tabs", async () => {
  let fail = true;
  mockApi({
    [`GET ${API_PATHS.billing.reports}`]: () => (fail ? { status: 500, data: {} } : { data: list }),
    [`GET ${API_PATHS.billing.report('gmv')}`]: { data: gmvReport() },
  });
  renderPage('/reports');
  const toast = await findToast('Something went wrong');
  expect(toastType(toast)).toBe('error');
  const alert = (await screen.findByText('Could not load reports')).closest<HTMLElement>('[role="alert"]')!;
  expect(screen.queryByText('No Reports Found')).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('tab', { name: 'GMV Report' })).toBeInTheDocument();
});
