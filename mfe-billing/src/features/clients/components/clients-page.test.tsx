import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from 'shared-kit/contract';
import { captureDownloads } from 'shared-kit/testing';
import { clientRow } from '../../../testing/fixtures';
import { gridCells, gridRow } from '../../../testing/grid';
import { gridPreferenceRoutes, mockApi } from 'shared-kit/testing';
import { currentLocation, findToast, renderPage, toastType } from '../../../testing/render-page';

afterEach(() => jest.restoreAllMocks());

const B = API_PATHS.billing;
const clients = [
  clientRow(),
  clientRow({ tenantId: 'T02', clientName: 'Globex Trading', officialLegalName: 'Globex Trading Inc', status: 'TRIAL_PERIOD', awaitingPayment: 100, hoursAwaitingPayment: 5, billingState: 'CA' }),
  clientRow({ tenantId: 'T03', clientName: 'Initech', officialLegalName: 'Initech Ltd', status: 'DEACTIVATED', awaitingPayment: 0, hoursAwaitingPayment: 0 }),
  clientRow({ tenantId: 'T04', clientName: 'Umbrella', officialLegalName: 'Umbrella Co', status: 'ONBOARDING', awaitingPayment: 0 }),
  clientRow({ tenantId: 'T05', clientName: 'Hooli', officialLegalName: 'Hooli Inc', status: 'PENDING_DEACTIVATION', awaitingPayment: 0 }),
];

function clientNames(): string[] {
  return gridCells().map((cells) => cells[0] ?? '');
}

test('lists every column of the clients grid with status chips and formatted values', async () => {
  mockApi({ [`GET ${B.clients}`]: { data: clients } });
  renderPage('/clients');

  expect(await screen.findByText('Acme Devices')).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual([
    'Client Name', 'Official Legal Name', 'Status', '$ Awaiting Payment', 'Days Awaiting Payment', 'Effective Date',
    'Trial Expire Date', 'End Date', 'Country', 'State', 'Currency',
  ]);
  for (const label of ['Active', 'Trial Period', 'Deactivated', 'Onboarding', 'Pending Deactivation']) expect(screen.getByText(label)).toBeInTheDocument();
  const acme = gridRow('Acme Devices');
  expect(within(acme).getByText('$1,250.50')).toBeInTheDocument();
  expect(within(acme).getByText('2d 2h')).toBeInTheDocument();
  expect(within(acme).getByText('Feb 01 2023')).toBeInTheDocument();
  expect(within(acme).getByText('Mar 01 2023')).toBeInTheDocument();
});

test("hides a column from the Columns menu and saves the clients grid's columns", async () => {
  const preferences = gridPreferenceRoutes('clients');
  mockApi({ [`GET ${B.clients}`]: { data: clients }, ...preferences.routes });
  renderPage('/clients');

  expect(await screen.findByText('Acme Devices')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  const menu = await screen.findByRole('list', { name: 'Columns of the grid' });
  await userEvent.click(within(within(menu).getByRole('listitem', { name: 'Official Legal Name' })).getByRole('checkbox'));
  await waitFor(() => expect(preferences.saved.columns?.filter((column) => column.hidden).map((column) => column.field)).toEqual(['officialLegalName']));
  // What the API accepts as the clients grid's columns (platform-api/src/grid-preferences/grid-views.ts: GRID_VIEWS.clients).
  expect(preferences.saved.columns?.map((column) => column.field)).toEqual([
    'clientName', 'officialLegalName', 'status', 'awaitingPaymentInUsd', 'hoursAwaitingPayment', 'effectiveDate', 'freeTrialEnd', 'endDate', 'billingCountry', 'billingState', 'currencyCode',
  ]);
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).not.toContain('Official Legal Name');
});

test('pins the client name at the left and shows every header whole on hover', async () => {
  mockApi({ [`GET ${B.clients}`]: { data: clients } });
  renderPage('/clients');
  await screen.findByText('Acme Devices');
  const headers = screen.getAllByRole('columnheader');
  expect(headers.filter((th) => th.classList.contains('ant-table-cell-fix-start')).map((th) => th.textContent)).toEqual(['Client Name']);
  for (const th of headers) expect(th.querySelector('[title]')?.getAttribute('title')).toBe(th.textContent);
});

const mixed = [
  clientRow(),
  clientRow({ tenantId: 'T02', clientName: 'Globex Trading', awaitingPayment: 100 }),
  clientRow({ tenantId: 'T06', clientName: 'Mexicana Movil', awaitingPayment: 10022, currency: 'MX$', currencyCode: 'MXN', usdRate: 17.2 }),
  clientRow({ tenantId: 'T07', clientName: 'Euro Phones', awaitingPayment: 700, currency: '€', currencyCode: 'EUR', usdRate: 0.92 }),
  clientRow({ tenantId: 'T03', clientName: 'Initech', awaitingPayment: 0, hoursAwaitingPayment: 0 }),
];

test('amounts are written in their own currency', async () => {
  mockApi({ [`GET ${B.clients}`]: { data: mixed } });
  renderPage('/clients');
  expect(await screen.findByText('Mexicana Movil')).toBeInTheDocument();
  expect(within(gridRow('Mexicana Movil')).getByText('MX$10,022.00')).toBeInTheDocument();
  expect(within(gridRow('Euro Phones')).getByText('€700.00')).toBeInTheDocument();
  expect(within(gridRow('Acme Devices')).getByText('$1,250.50')).toBeInTheDocument();
});

test("sorting '$ Awaiting Payment' follows the USD value at the stored rate, not the plain numbers", async () => {
  mockApi({ [`GET ${B.clients}`]: { data: mixed } });
  renderPage('/clients');
  await screen.findByText('Mexicana Movil');
  const header = screen.getAllByRole('columnheader').find((cell) => cell.textContent === '$ Awaiting Payment')!;
  await userEvent.click(within(header).getByText('$ Awaiting Payment'));
  await userEvent.click(within(header).getByText('$ Awaiting Payment'));
  // US$: Acme 1,250.50; Euro 700 / 0.92 = 760.87; Mexicana 10,022 / 17.2 = 582.67; Globex 100; Initech 0.
  await waitFor(() => expect(clientNames()).toEqual(['Acme Devices', 'Euro Phones', 'Mexicana Movil', 'Globex Trading', 'Initech']));
  expect(currentLocation()).toContain('sort=awaitingPaymentInUsd%3Adesc');
});

test('the amount filter compares USD values', async () => {
  mockApi({ [`GET ${B.clients}`]: { data: mixed } });
  // From US$500 to US$800: Euro (US$760.87) and Mexicana (US$582.67), not Acme's US$1,250.50 nor MX$10,022 as a number.
  renderPage('/clients?a.awaitingPaymentInUsd=500~800');
  await waitFor(() => expect(clientNames().sort()).toEqual(['Euro Phones', 'Mexicana Movil']));
});

test("'Total Awaiting Payments' of mixed currencies is in USD at the stored rates, with the amounts per currency", async () => {
  mockApi({ [`GET ${B.clients}`]: { data: mixed } });
  renderPage('/clients');
  await screen.findByText('Mexicana Movil');
  // 1,250.50 + 100 + 582.67 + 760.87 + 0 = 2,694.04
  const total = () => screen.getByText('Total Awaiting Payments').closest('.ant-statistic');
  await waitFor(() => expect(total()).toHaveTextContent('$2,694.04'));
  expect(screen.getByTestId('awaiting-by-currency').textContent).toBe('Converted to USD at stored rates. Per currency: $1,350.50 · €700.00 · MX$10,022.00');
});

test('the amounts per currency leave out a currency nobody owes anything in', async () => {
  const nothingInEuros = clientRow({ tenantId: 'T07', clientName: 'Euro Phones', awaitingPayment: 0, currency: '€', currencyCode: 'EUR', usdRate: 0.92 });
  mockApi({ [`GET ${B.clients}`]: { data: [clientRow(), nothingInEuros, mixed[2]!] } });
  renderPage('/clients');
  await screen.findByText('Mexicana Movil');
  // 1,250.50 + 0 + 10,022 / 17.2 (582.67) = 1,833.17
  await waitFor(() => expect(screen.getByText('Total Awaiting Payments').closest('.ant-statistic')).toHaveTextContent('$1,833.17'));
  expect(screen.getByTestId('awaiting-by-currency').textContent).toBe('Converted to USD at stored rates. Per currency: $1,250.50 · MX$10,022.00');
});

test('only USD owed (another currency at 0): the total alone, no line per currency', async () => {
  mockApi({ [`GET ${B.clients}`]: { data: [clientRow(), clientRow({ tenantId: 'T07', clientName: 'Euro Phones', awaitingPayment: 0, currency: '€', currencyCode: 'EUR', usdRate: 0.92 })] } });
  renderPage('/clients');
  await screen.findByText('Euro Phones');
  await waitFor(() => expect(screen.getByText('Total Awaiting Payments').closest('.ant-statistic')).toHaveTextContent('$1,250.50'));
  expect(screen.queryByTestId('awaiting-by-currency')).toBeNull();
});

test("the Effective Date is the contract's effective date (the Contract Terms tab's), not the signing day", async () => {
  mockApi({ [`GET ${B.clients}`]: { data: [clientRow({ tenantSignedDate: '2023-09-14', effectiveDate: '2023-09-18', freeTrialEnd: '2023-10-18' })] } });
  renderPage('/clients');
  await screen.findByText('Acme Devices');
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(gridCells()[0]![headers.indexOf('Effective Date')]).toBe('Sep 18 2023');
  expect(within(gridRow('Acme Devices')).queryByText('Sep 14 2023')).not.toBeInTheDocument();
});

test("shows 'Total Awaiting Payments' of the listed clients", async () => {
  mockApi({ [`GET ${B.clients}`]: { data: clients } });
  renderPage('/clients');
  await screen.findByText('Acme Devices');
  await waitFor(() => expect(screen.getByText('Total Awaiting Payments').closest('.ant-statistic')).toHaveTextContent('$1,350.50'));
});

test('the search box filters rows and is kept in ?search=', async () => {
  mockApi({ [`GET ${B.clients}`]: { data: clients } });
  renderPage('/clients');
  await screen.findByText('Acme Devices');

  await userEvent.type(screen.getByRole('searchbox'), 'globex');
  await waitFor(() => expect(clientNames()).toEqual(['Globex Trading']));
  expect(currentLocation()).toBe('/clients?search=globex');
  await waitFor(() => expect(screen.getByText('Total Awaiting Payments').closest('.ant-statistic')).toHaveTextContent('$100.00'));
});

test('opening the page with ?search= shows the search and the matching rows', async () => {
  mockApi({ [`GET ${B.clients}`]: { data: clients } });
  renderPage('/clients?search=initech');
  await waitFor(() => expect(clientNames()).toEqual(['Initech']));
  expect(screen.getByRole('searchbox')).toHaveValue('initech');
});

test('clicking a row opens /clients/{tenantId}?tab=0', async () => {
  mockApi({ [`GET ${B.clients}`]: { data: clients }, [`GET ${B.clientContact('T02')}`]: { status: 500 } });
  renderPage('/clients');
  await userEvent.click(await screen.findByText('Globex Trading'));
  expect(currentLocation()).toBe('/clients/T02?tab=0');
});

test("a failed load shows 'Something went wrong', the error in place of the rows and no total; Retry loads them", async () => {
  let fail = true;
  mockApi({ [`GET ${B.clients}`]: () => (fail ? { status: 500, data: {} } : { data: clients }) });
  renderPage('/clients');
  expect(toastType(await findToast('Something went wrong'))).toBe('error');
  const alert = (await screen.findByText('Could not load clients')).closest<HTMLElement>('[role="alert"]')!;
  expect(alert.closest('.ant-notification')).toBeNull();
  expect(screen.queryByText('Total Awaiting Payments')).not.toBeInTheDocument();
  expect(screen.queryByText('No Clients Found')).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Acme Devices')).toBeInTheDocument();
  expect(screen.queryByText('Could not load clients')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Total Awaiting Payments').closest('.ant-statistic')).toHaveTextContent('$1,350.50'));
});

test('Export downloads the .xlsx of the export route', async () => {
  const saved = captureDownloads();
  const requests = mockApi({
    [`GET ${B.clients}`]: { data: clients },
    [`GET ${B.clientsExport}`]: {
      data: new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      headers: { 'content-disposition': 'attachment; filename="clients-2025-06-15.xlsx"' },
    },
  });
  renderPage('/clients');
  await screen.findByText('Acme Devices');

  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.fileName).toMatch(/^Clients_Export_\d{2}_\d{2}_\d{4}\.xlsx$/);
  const exportCall = requests.find((r) => r.url === B.clientsExport)!;
  expect(exportCall.responseType).toBe('blob');
  expect(String(exportCall.headers.Accept)).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
});
