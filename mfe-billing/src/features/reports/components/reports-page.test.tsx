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
  { id: 'aging', name: 'Aging Report' },
];
const aging = {
  id: 'aging',
  name: 'Aging Report',
  settings: { columnDefs: [{ field: 'bucket', headerName: 'Bucket' }, { field: 'currencyCode', headerName: 'Currency' }, { field: 'amount', headerName: 'Amount', type: 'currency' }] },
  body: [
    { bucket: '0-30 days', currencyCode: 'USD', amount: 900 },
    { bucket: '31-60 days', currencyCode: 'EUR', amount: 1250.5 },
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
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['GMV Report', 'Aging Report']);
  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByText('Acme Devices')).toBeInTheDocument();
  for (const header of ['Client Name', 'Month', 'GMV (USD)']) expect(within(panel).getByText(header)).toBeInTheDocument();
  expect(within(panel).getByText('$15,400.00')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Aging Report' }));
  expect(await screen.findByText('0-30 days')).toBeInTheDocument();
  expect(screen.getByText('$900.00')).toBeInTheDocument();
  expect(screen.getByText('1,250.50 EUR')).toBeInTheDocument();
});

test('EXPORT saves GMV_Report_{date}.xlsx holding the rows, with formula-like cells escaped', async () => {
  const saved = captureDownloads();
  serveReports();
  renderPage('/reports');

  await screen.findByText('Acme Devices');
  await userEvent.click(screen.getByRole('button', { name: 'EXPORT' }));
  await waitFor(() => expect(saved).toHaveLength(1));

  const today = formatFilterDate(new Date()).replace(/\//g, '_');
  expect(saved[0]!.fileName).toBe(`GMV_Report_${today}.xlsx`);
  const book = XLSX.read(await blobBytes(saved[0]!.blob), { type: 'array' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(rows).toEqual([
    ['Client Name', 'Month', 'GMV (USD)'],
    ['Acme Devices', '2024-04', 15400],
    [`'=HYPERLINK("http://evil")`, '2024-04', 12],
    ["'@SUM(A1)", "'+1", -5],
  ]);
});

test("a failed reports list shows 'Something went wrong'", async () => {
  mockApi({ [`GET ${API_PATHS.billing.reports}`]: { status: 500, data: {} } });
  renderPage('/reports');
  const toast = await findToast('Something went wrong');
  expect(toastType(toast)).toBe('error');
});
