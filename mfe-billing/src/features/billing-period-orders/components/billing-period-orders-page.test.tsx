import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from 'shared-kit/contract';
import { billingPeriodOrders } from '../../../testing/fixtures';
import { mockApi } from 'shared-kit/testing';
import { currentLocation, findToast, renderPage } from '../../../testing/render-page';


const path = API_PATHS.billing.billingPeriodOrders('INV-1001');

function orderNumbersIn(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

test('shows the period, USD totals and one tab per storefront, offline and connect supplier', async () => {
  mockApi({ [`GET ${path}`]: { data: billingPeriodOrders() } });
  renderPage('/billing-period-orders/INV-1001');

  expect(await screen.findByText('Apr 01 2024')).toBeInTheDocument();
  expect(screen.getByText('Apr 30 2024')).toBeInTheDocument();
  const totals = screen.getByRole('list', { name: 'Shipped totals in USD' });
  expect(within(totals).getByText('Storefront (USD)')).toBeInTheDocument();
  expect(within(totals).getByText('$425.00')).toBeInTheDocument();
  expect(within(totals).getByText('Offline (USD)')).toBeInTheDocument();
  expect(within(totals).getByText('Euro Phones GmbH (USD)')).toBeInTheDocument();
  expect(within(totals).getByText('$108.00')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['STOREFRONT', 'OFFLINE', 'Euro Phones GmbH']);
});

test('sorts orders by shipped date descending by default and re-sorts on a header click', async () => {
  mockApi({ [`GET ${path}`]: { data: billingPeriodOrders() } });
  renderPage('/billing-period-orders/INV-1001');

  const table = within(await screen.findByRole('tabpanel')).getByRole('table');
  expect(orderNumbersIn(table)).toEqual(['PX-2', 'PX-3', 'PX-1']);
  await userEvent.click(within(table).getByText('Shipped Amount (USD)'));
  expect(orderNumbersIn(within(screen.getByRole('tabpanel')).getByRole('table'))).toEqual(['PX-3', 'PX-1', 'PX-2']);
});

test("shows 'No Orders Found' for a tab without orders", async () => {
  mockApi({ [`GET ${path}`]: { data: billingPeriodOrders() } });
  renderPage('/billing-period-orders/INV-1001');

  await userEvent.click(await screen.findByRole('tab', { name: 'OFFLINE' }));
  expect(await screen.findByText('No Orders Found')).toBeInTheDocument();
});

test('shows the amount in the supplier currency and the exchange rate when not USD', async () => {
  mockApi({ [`GET ${path}`]: { data: billingPeriodOrders() } });
  renderPage('/billing-period-orders/INV-1001');

  await userEvent.click(await screen.findByRole('tab', { name: 'Euro Phones GmbH' }));
  expect(await screen.findByText('1 USD = 0.9259 EUR')).toBeInTheDocument();
  expect(screen.getAllByText('Shipped Amount (EUR)').length).toBeGreaterThan(0);
  expect(screen.getAllByText('€100.00').length).toBeGreaterThan(0);
});

test('on failure shows the message with the server reason, and the error with Retry in place of the orders', async () => {
  let fail = true;
  mockApi({ [`GET ${path}`]: () => (fail ? { status: 404, data: { message: 'Invoice not found' } } : { data: billingPeriodOrders() }) });
  renderPage('/billing-period-orders/INV-1001');

  expect(await findToast('Something went wrong while fetching invoice billing period orders-Invoice not found')).toBeInTheDocument();
  const alert = (await screen.findByText('Could not load the billing period orders')).closest<HTMLElement>('[role="alert"]')!;
  expect(alert).toHaveTextContent('Invoice not found');
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(currentLocation()).toBe('/billing-period-orders/INV-1001');

  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Apr 01 2024')).toBeInTheDocument();
});

test('links back to its invoice', async () => {
  mockApi({ [`GET ${path}`]: { data: billingPeriodOrders() } });
  renderPage('/billing-period-orders/INV-1001');
  await userEvent.click(await screen.findByRole('link', { name: '← Invoice INV-1001' }));
  expect(currentLocation()).toBe('/invoices/INV-1001');
});
