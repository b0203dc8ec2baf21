import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from 'shared-kit/contract';
import { clientContact, contractTerms, invoiceRow, paymentMethods } from '../../../testing/fixtures';
import { gridPreferenceRoutes, mockApi, type MockHandler } from 'shared-kit/testing';
import { currentLocation, findToast, renderPage, toastType } from '../../../testing/render-page';

const B = API_PATHS.billing;

function serveClient(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    ...extra,
    [`GET ${B.clientContact('T01')}`]: { data: clientContact() },
    [`GET ${B.paymentMethods('T01')}`]: { data: paymentMethods() },
    [`GET ${B.defaultPaymentMethod('T01')}`]: { data: paymentMethods()[0] },
    [`GET ${B.contractTerms('T01')}`]: { data: contractTerms() },
    [`GET ${B.invoices}`]: { data: [invoiceRow({ invoiceNumber: 'INV-7', invoiceStatus: 'OVERDUE' })] },
  });
}

function selectedTab(): string | null | undefined {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
}

test('the header shows the client name and tab 0 shows the contact people and billing address', async () => {
  serveClient();
  renderPage('/clients/T01?tab=0');

  expect(await screen.findByRole('heading', { name: 'Acme Devices' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Contact', 'Invoices', 'Payment Method', 'Contract Terms']);
  expect(selectedTab()).toBe('Contact');
  expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  expect(screen.getByText('ap@acme.test')).toBeInTheDocument();
  expect(screen.getByText('Albany')).toBeInTheDocument();
});

test.each(['/clients/T01?tab=7', '/clients/T01?tab=-1', '/clients/T01?tab=abc', '/clients/T01?tab=1.5', '/clients/T01'])(
  '%s resets to tab 0',
  async (url) => {
    serveClient();
    renderPage(url);
    await screen.findByRole('heading', { name: 'Acme Devices' });
    await waitFor(() => expect(currentLocation()).toBe('/clients/T01?tab=0'));
    expect(selectedTab()).toBe('Contact');
  },
);

test('choosing a tab keeps it in ?tab=', async () => {
  serveClient();
  renderPage('/clients/T01?tab=0');
  await userEvent.click(await screen.findByRole('tab', { name: 'Contract Terms' }));
  expect(currentLocation()).toBe('/clients/T01?tab=3');
  expect(await screen.findByText('Net 30 days')).toBeInTheDocument();
  expect(screen.getByText('2.5%')).toBeInTheDocument();
  expect(screen.getByText('$499.00')).toBeInTheDocument();
  expect(screen.getByText('Mar 03 2023')).toBeInTheDocument();
});

test('tab 2 lists the payment methods masked and names the default payment method', async () => {
  serveClient();
  renderPage('/clients/T01?tab=2');

  expect(await screen.findByText('Visa ************4242')).toBeInTheDocument();
  const rowOf = (text: string) => screen.getAllByRole('row').find((row) => within(row).queryByRole('cell', { name: text }))!;
  expect(within(rowOf('************4242')).getByText('Default')).toBeInTheDocument();
  expect(within(rowOf('************6789')).queryByText('Default')).not.toBeInTheDocument();
  expect(screen.queryByText(/4242424242/)).not.toBeInTheDocument();
});

test("tab 1 is the invoice grid of this client, without client and referrer columns", async () => {
  const requests = serveClient();
  renderPage('/clients/T01?tab=1');

  expect(await screen.findByText('INV-7')).toBeInTheDocument();
  expect(requests.find((r) => r.url === B.invoices)?.params).toEqual({ tenantId: 'T01' });
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toContain('Invoice Number');
  expect(headers).not.toContain('Client');
  expect(headers).not.toContain('Referrer');
});

test("tab 1's Columns menu offers this client's invoice columns, never client and referrer, and saves them as the single client's invoices grid", async () => {
  const preferences = gridPreferenceRoutes('clientInvoices');
  serveClient(preferences.routes);
  renderPage('/clients/T01?tab=1');

  expect(await screen.findByText('INV-7')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  const menu = await screen.findByRole('list', { name: 'Columns of the grid' });
  expect(within(menu).getAllByRole('listitem').map((entry) => entry.getAttribute('aria-label'))).toEqual([
    'Invoice Number',
    'Invoice Date',
    'Status',
    'Invoiced Amount (USD)',
    'Amount Owed (USD)',
    'Due Date',
    'Billing Period Start Date',
    'Card Payment Status',
    'Card Details',
    'Billing Period End Date',
    'Billing Period Orders (USD)',
  ]);
  await userEvent.click(within(within(menu).getByRole('listitem', { name: 'Due Date' })).getByRole('checkbox'));
  await waitFor(() => expect(preferences.saved.columns?.filter((column) => column.hidden).map((column) => column.field)).toEqual(['dueDate']));
  // What the API accepts as the single client's invoice columns (platform-api/src/grid-preferences/grid-views.ts: GRID_VIEWS.clientInvoices).
  expect(preferences.saved.columns?.map((column) => column.field)).toEqual([
    'invoiceNumber',
    'invoiceDate',
    'invoiceStatus',
    'invoicedAmountInUsd',
    'amountOwedInUsd',
    'dueDate',
    'billingPeriodStartDate',
    'cardPaymentStatus',
    'cardPaymentDetails',
    'billingPeriodEndDate',
    'billingPeriodOrdersInUsd',
  ]);
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).not.toContain('Due Date');
});

test("a failed fetch shows 'Unable to fetch details about {id}' and goes back", async () => {
  mockApi({ [`GET ${B.clientContact('T99')}`]: { status: 404, data: { message: 'Not found' } } });
  renderPage('/clients/T99?tab=0', ['/clients?search=zz']);

  const toast = await findToast('Unable to fetch details about T99');
  expect(toastType(toast)).toBe('error');
  await waitFor(() => expect(currentLocation()).toMatch(/^\/clients(\?|$)/));
  expect(within(document.body).queryByRole('heading', { name: 'T99' })).not.toBeInTheDocument();
});

test('Make Default sets another payment method as the default', async () => {
  const methods = paymentMethods();
  let preferred = methods[0]!;
  const requests = mockApi({
    [`GET ${B.clientContact('T01')}`]: { data: clientContact() },
    [`GET ${B.paymentMethods('T01')}`]: () => ({ data: methods.map((m) => ({ ...m, isDefault: m.id === preferred.id })) }),
    [`GET ${B.defaultPaymentMethod('T01')}`]: () => ({ data: preferred }),
    [`PUT ${B.defaultPaymentMethod('T01')}`]: (request) => {
      preferred = methods.find((m) => m.id === (request.body as { paymentMethodId: string }).paymentMethodId)!;
      return { data: preferred };
    },
  });
  renderPage('/clients/T01?tab=2');

  await userEvent.click(await screen.findByRole('button', { name: 'Make Default' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(toastType(await findToast('Default payment method updated'))).toBe('success');
  expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ paymentMethodId: 'pm2' });
  expect(await screen.findByText('First Bank ************6789')).toBeInTheDocument();
});

test("Contract Terms writes fees in the client's currency", async () => {
  mockApi({
    [`GET ${B.clientContact('T01')}`]: { data: clientContact() },
    [`GET ${B.contractTerms('T01')}`]: { data: { ...contractTerms(), monthlyFee: 8600, offlineServiceRate: 21.5, currency: 'MX$', currencyCode: 'MXN' } },
  });
  renderPage('/clients/T01?tab=3');
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByText('MX$8,600.00')).toBeInTheDocument();
  expect(within(panel).getByText('MX$21.50')).toBeInTheDocument();
});

test('a failed Contract Terms load shows the error with Retry in the tab, not an empty state, and Retry loads them', async () => {
  let fail = true;
  mockApi({
    [`GET ${B.clientContact('T01')}`]: { data: clientContact() },
    [`GET ${B.contractTerms('T01')}`]: () => (fail ? { status: 500, data: {} } : { data: contractTerms() }),
  });
  renderPage('/clients/T01?tab=3');
  const panel = await screen.findByRole('tabpanel');
  const alert = (await within(panel).findByText('Could not load the contract terms')).closest<HTMLElement>('[role="alert"]')!;
  expect(within(panel).queryByText('No Contract Terms Found')).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByText('Net 30 days')).toBeInTheDocument();
  expect(within(panel).queryByText('Could not load the contract terms')).not.toBeInTheDocument();
});

test('a failed Payment Method load shows the error with Retry in the tab, not an empty list', async () => {
  let fail = true;
  mockApi({
    [`GET ${B.clientContact('T01')}`]: { data: clientContact() },
    [`GET ${B.paymentMethods('T01')}`]: () => (fail ? { status: 500, data: {} } : { data: paymentMethods() }),
    [`GET ${B.defaultPaymentMethod('T01')}`]: { data: paymentMethods()[0] },
  });
  renderPage('/clients/T01?tab=2');
  const panel = await screen.findByRole('tabpanel');
  const alert = (await within(panel).findByText('Could not load the payment methods')).closest<HTMLElement>('[role="alert"]')!;
  expect(within(panel).queryByText('No Payment Methods Found')).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByText('Visa ************4242')).toBeInTheDocument();
});
