import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from 'shared-kit/contract';
import { captureDownloads } from 'shared-kit/testing';
import { clientRow } from '../../../testing/fixtures';
import { gridCells, gridRow } from '../../../testing/grid';
import { mockApi } from 'shared-kit/testing';
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

test("a failed load shows 'Something went wrong'", async () => {
  mockApi({ [`GET ${B.clients}`]: { status: 500, data: {} } });
  renderPage('/clients');
  expect(toastType(await findToast('Something went wrong'))).toBe('error');
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
  expect(saved[0]!.fileName).toBe('clients-2025-06-15.xlsx');
  const exportCall = requests.find((r) => r.url === B.clientsExport)!;
  expect(exportCall.responseType).toBe('blob');
  expect(String(exportCall.headers.Accept)).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
});
