import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, ENDPOINTS, type BatchRetryPaymentResponse, type InvoiceRow, type UpdateInvoiceStatusResponse } from 'shared-kit/contract';
import * as XLSX from 'xlsx';
import { blobBytes, captureDownloads } from 'shared-kit/testing';
import { invoiceRow } from '../../../testing/fixtures';
import { gridCells, gridRow, gridRows } from '../../../testing/grid';
import { gridPreferenceRoutes, mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { currentLocation, findToast, renderPage, toastType } from '../../../testing/render-page';

afterEach(() => jest.restoreAllMocks());

const B = API_PATHS.billing;
// nf=1: the user cleared the default status filter.
const ALL_STATUSES = '?nf=1';

const invoices: InvoiceRow[] = [
  invoiceRow({ invoiceNumber: 'INV-1', invoiceDate: '2024-03-01', invoiceStatus: 'AWAITING_PAYMENT' }),
  invoiceRow({ invoiceNumber: 'INV-2', invoiceDate: '2024-05-01', invoiceStatus: 'OVERDUE', cardPaymentStatus: 'FAILURE', cardPaymentDetails: { transactionTime: '2024-05-02T10:00:00Z', details: 'Card declined', cardType: 'Visa', cardLast4Digits: '0002', cardExpiryMonth: 1, cardExpiryYear: 2030 } }),
  invoiceRow({ invoiceNumber: 'INV-3', invoiceDate: '2024-04-01', invoiceStatus: 'PAID', cardPaymentStatus: 'SUCCEEDED' }),
  invoiceRow({ invoiceNumber: 'INV-4', invoiceDate: '2024-02-01', invoiceStatus: 'VOIDED' }),
  invoiceRow({ invoiceNumber: 'INV-5', invoiceDate: '2024-01-01', invoiceStatus: 'OVERDUE', invoicedAmount: 0, amountOwed: 0 }),
  invoiceRow({ invoiceNumber: 'INV-6', invoiceDate: '2024-01-15', invoiceStatus: 'OVERDUE', cardPaymentStatus: 'FAILURE', cardPaymentDetails: { transactionTime: null, details: null, cardType: 'Mastercard', cardLast4Digits: '5454', cardExpiryMonth: 2, cardExpiryYear: 2031 } }),
];

function serve(extra: Record<string, MockReply | MockHandler> = {}, rows: InvoiceRow[] = invoices) {
  return mockApi({ [`GET ${B.invoices}`]: { data: rows }, ...extra });
}

const numbers = () => gridCells().map((cells) => cells.find((cell) => /^INV-/.test(cell)) ?? '');

async function select(...invoiceNumbers: string[]) {
  for (const n of invoiceNumbers) await userEvent.click(within(gridRow(n)).getByRole('checkbox'));
}

function bulkButton(name: string): HTMLElement {
  return within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name });
}

async function openFilter(column: string) {
  const header = screen.getAllByRole('columnheader').find((th) => th.textContent?.startsWith(column))!;
  await userEvent.click(header.querySelector<HTMLElement>('.ant-table-filter-trigger')!);
}

async function reasonOf(name: string): Promise<string> {
  const trigger = bulkButton(name).parentElement!;
  await userEvent.hover(trigger);
  // The tooltip open now (a tooltip shown earlier stays in the DOM, marked hidden).
  const tooltip = await waitFor(() => {
    const open = screen.getAllByRole('tooltip').filter((element) => !element.closest('.ant-tooltip-hidden'));
    if (open.length !== 1) throw new Error(`${open.length} open tooltips`);
    return open[0]!;
  });
  await userEvent.unhover(trigger);
  return tooltip.textContent ?? '';
}

describe('invoices grid', () => {
  test('shows AWAITING_PAYMENT and OVERDUE by default, newest invoice date first', async () => {
    serve();
    renderPage('/invoices');
    await screen.findByText('INV-2');
    expect(numbers()).toEqual(['INV-2', 'INV-1', 'INV-6', 'INV-5']);
  });

  test('the ALL view has client and referrer columns and masks card details', async () => {
    serve();
    renderPage('/invoices');
    await screen.findByText('INV-2');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Invoice Number', 'Client', 'Referrer', 'Invoice Date', 'Status', 'Due Date', 'Billing Period Start Date', 'Invoiced Amount', 'Card Payment Status', 'Amount Owed', 'Billing Period End Date', 'Billing Period Orders (USD)']));
    expect(within(gridRow('INV-2')).getByText('Visa ************0002')).toBeInTheDocument();
    expect(within(gridRow('INV-2')).getByText('PAYMENT FAILED')).toBeInTheDocument();
    expect(within(gridRow('INV-2')).getByText('Failed')).toBeInTheDocument();
  });

  test('pins the invoice number and the client at the left, and shows every header whole on hover', async () => {
    serve();
    renderPage('/invoices');
    await screen.findByText('INV-2');
    const headers = screen.getAllByRole('columnheader').filter((th) => th.textContent);
    const pinned = headers.filter((th) => th.classList.contains('ant-table-cell-fix-start')).map((th) => th.textContent);
    expect(pinned).toEqual(['Invoice Number', 'Client']);
    // The amounts come right after the status, before the dates that matter less.
    expect(headers.map((th) => th.textContent).slice(0, 7)).toEqual(['Invoice Number', 'Client', 'Referrer', 'Invoice Date', 'Status', 'Invoiced Amount', 'Amount Owed']);
    for (const th of headers) expect(th.querySelector('[title]')?.getAttribute('title')).toBe(th.textContent);
  });

  test('the status filter is a chip and lives in the query string', async () => {
    serve();
    renderPage('/invoices');
    await screen.findByText('INV-2');
    expect(screen.getByText('Status: AWAITING PAYMENT, OVERDUE')).toBeInTheDocument();

    await openFilter('Status');
    const panel = screen.getByRole('group', { name: 'Status filter' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: /^PAID/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));

    expect(new URLSearchParams(currentLocation().split('?')[1]).getAll('f.invoiceStatus')).toEqual(['AWAITING_PAYMENT', 'OVERDUE', 'PAID']);
    await waitFor(() => expect(numbers()).toEqual(['INV-2', 'INV-3', 'INV-1', 'INV-6', 'INV-5']));
    expect(screen.getByText('Status: AWAITING PAYMENT, OVERDUE, PAID')).toBeInTheDocument();
  });

  test.each([
    ['client', 'f.client=Globex%20Partners%20International%20Holdings', ['INV-20'], 'Client: Globex Partners Internat...'],
    ['referrer', 'f.referrer=Initech', ['INV-21'], 'Referrer: Initech'],
    ['invoiceDate', 'd.invoiceDate=custom:06/01/2024~06/30/2024', ['INV-20', 'INV-21'], 'Invoice Date: 06/01/2024 - 06/30/2024'],
    ['dueDate', 'd.dueDate=custom:07/10/2024~07/10/2024', ['INV-20'], 'Due Date: 07/10/2024 - 07/10/2024'],
    ['billingPeriodStartDate', 'd.billingPeriodStartDate=custom:05/01/2024~05/01/2024', ['INV-21'], 'Billing Period Start Date: 05/01/2024 - 05/01/2024'],
    ['invoicedAmount', 'a.invoicedAmountInUsd=1000~5000', ['INV-20'], 'Invoiced Amount (USD): 1000 - 5000'],
  ])('a %s filter in the query string filters the rows and shows its chip', async (_field, query, expected, chip) => {
    serve({}, [
      ...invoices,
      invoiceRow({ invoiceNumber: 'INV-20', client: 'Globex Partners International Holdings', referrer: null, invoiceDate: '2024-06-10', dueDate: '2024-07-10', billingPeriodStartDate: '2024-05-02', invoicedAmount: 2400 }),
      invoiceRow({ invoiceNumber: 'INV-21', client: 'Hooli', referrer: 'Initech', invoiceDate: '2024-06-05', dueDate: '2024-07-05', billingPeriodStartDate: '2024-05-01', invoicedAmount: 90 }),
    ]);
    renderPage(`/invoices?${query}`);
    await waitFor(() => expect(numbers()).toEqual(expected));
    expect(screen.getByText(chip)).toBeInTheDocument();
  });

  test('removing a filter chip removes it from the query string', async () => {
    serve();
    renderPage('/invoices?f.referrer=Globex%20Partners');
    await screen.findByText('Referrer: Globex Partners');
    await userEvent.click(screen.getByLabelText('Remove Referrer: Globex Partners'));
    await waitFor(() => expect(currentLocation()).not.toContain('f.referrer'));
  });

  test('the search box narrows the rows and is kept in ?search=', async () => {
    serve();
    renderPage('/invoices');
    await screen.findByText('INV-2');
    await userEvent.type(screen.getByRole('searchbox'), 'inv-6');
    await waitFor(() => expect(numbers()).toEqual(['INV-6']));
    await waitFor(() => expect(new URLSearchParams(currentLocation().split('?')[1]).get('search')).toBe('inv-6'));
  });

  test('Export saves the shown rows as .xlsx with typed cells, status labels and a Currency column, under its own file name', async () => {
    const saved = captureDownloads();
    serve();
    renderPage('/invoices');
    await screen.findByText('INV-2');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toMatch(/^Invoices_Export_\d{2}_\d{2}_\d{4}\.xlsx$/);
    const book = XLSX.read(await blobBytes(saved[0]!.blob), { type: 'array', cellNF: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows.slice(1).map((row) => row[0])).toEqual(['INV-2', 'INV-1', 'INV-6', 'INV-5']);
    expect(rows[0]).toContain('Card Details');
    expect(rows[1]).toContain('Visa ************0002');
    // Typed cells read back: a real date, a number, the status label, the currency, no apostrophe.
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const header = rows[0] as string[];
    const cellOf = (title: string, row = 2) => sheet[`${XLSX.utils.encode_col(header.indexOf(title))}${row}`] as XLSX.CellObject;
    expect(header.at(-1)).toBe('Currency');
    // The order of the API's export of the same rows, not the grid's (which shows the amounts earlier).
    expect(header).toEqual([
      'Invoice Number', 'Client', 'Referrer', 'Invoice Date', 'Status', 'Due Date', 'Billing Period Start Date', 'Invoiced Amount', 'Amount Owed',
      'Card Payment Status', 'Card Details', 'Billing Period End Date', 'Billing Period Orders (USD)', 'Currency',
    ]);
    expect(cellOf('Currency').v).toBe('USD');
    expect(cellOf('Invoice Date').t).toBe('n'); // an Excel date serial with a date format
    expect(cellOf('Invoice Date').z).toBe('mmm dd yyyy');
    expect(XLSX.SSF.format('yyyy-mm-dd', cellOf('Invoice Date').v as number)).toBe('2024-05-01');
    expect(cellOf('Invoiced Amount').t).toBe('n');
    expect(cellOf('Invoiced Amount').v).toBe(385);
    expect(cellOf('Status').v).toBe('Payment Failed');
  });

  test('clicking a row opens the invoice', async () => {
    serve({ [`GET ${B.invoiceDetails('INV-1')}`]: { status: 500 } });
    renderPage('/invoices');
    await userEvent.click(await screen.findByText('INV-1'));
    expect(currentLocation()).toBe('/invoices/INV-1');
  });

  test("a failed load shows 'Something went wrong'", async () => {
    mockApi({ [`GET ${B.invoices}`]: { status: 500, data: {} } });
    renderPage('/invoices');
    expect(toastType(await findToast('Something went wrong'))).toBe('error');
  });
});

describe('columns and saved views of the invoices grid', () => {
  it('lists every invoice column in its Columns menu and saves them as the invoices grid', async () => {
    const preferences = gridPreferenceRoutes('invoices');
    serve(preferences.routes);
    renderPage(`/invoices${ALL_STATUSES}`);
    await waitFor(() => expect(numbers()).toHaveLength(6));
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('list', { name: 'Columns of the grid' });
    const referrer = within(menu).getByRole('listitem', { name: 'Referrer' });
    await userEvent.click(within(within(referrer).getByRole('radiogroup', { name: 'Pin Referrer' })).getByRole('radio', { name: 'Right' }));
    await waitFor(() => expect(preferences.saved.columns?.find((column) => column.field === 'referrer')?.pin).toBe('right'));
    // What the API accepts as the invoices grid's columns (platform-api/src/grid-preferences/grid-views.ts: GRID_VIEWS.invoices), Referrer now last.
    expect(preferences.saved.columns?.map((column) => column.field)).toEqual([
      'invoiceNumber',
      'client',
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
      'referrer',
    ]);
  });

  it('saves the filters shown as a named view of the invoices grid', async () => {
    const preferences = gridPreferenceRoutes('invoices');
    serve(preferences.routes);
    renderPage('/invoices');
    await waitFor(() => expect(numbers().length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    const panel = await screen.findByRole('dialog', { name: 'Saved views' });
    await userEvent.type(await within(panel).findByRole('textbox', { name: 'View name' }), 'Open invoices');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(preferences.saved.views.map((view) => view.name)).toEqual(['Open invoices']));
    // The grid's default filter and sort (docs/billing.md#clients-and-invoices-grids).
    expect(preferences.saved.views[0]?.state).toEqual({ search: '', sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] }, dates: {}, amounts: {}, stock: 'all', sort: { field: 'invoiceDate', direction: 'desc' } });
    expect(await screen.findByRole('button', { name: 'Views: Open invoices' })).toBeInTheDocument();
  });
});

describe('money and failed payments on the invoices grid', () => {
  // MX$10,022.00 at 17.2 MXN per USD is US$582.67: less than the US$1,000.00 invoice, more than US$385.00.
  const mixed: InvoiceRow[] = [
    invoiceRow({ invoiceNumber: 'INV-31', invoiceDate: '2024-06-01', invoicedAmount: 1000, amountOwed: 1000 }),
    invoiceRow({ invoiceNumber: 'INV-32', invoiceDate: '2024-06-02', invoicedAmount: 10022, amountOwed: 10022, currency: 'MX$', currencyCode: 'MXN', usdRate: 17.2 }),
    invoiceRow({ invoiceNumber: 'INV-33', invoiceDate: '2024-06-03', invoicedAmount: 385, amountOwed: 200 }),
  ];

  test('amounts are written in their own currency', async () => {
    serve({}, mixed);
    renderPage('/invoices');
    await screen.findByText('INV-32');
    const row = gridRow('INV-32');
    expect(within(row).getAllByText('MX$10,022.00')).toHaveLength(2);
    expect(within(gridRow('INV-31')).getAllByText('$1,000.00')).toHaveLength(2);
  });

  test('sorting by Invoiced Amount follows the US-dollar values at the stored rate, not the plain numbers', async () => {
    serve({}, mixed);
    renderPage('/invoices?sort=invoicedAmountInUsd:desc');
    await waitFor(() => expect(numbers()).toEqual(['INV-31', 'INV-32', 'INV-33']));
  });

  test('the amount filter compares US-dollar values: 500 to 700 keeps MX$10,022.00 (US$582.67) only', async () => {
    serve({}, mixed);
    renderPage('/invoices?a.invoicedAmountInUsd=500~700');
    await waitFor(() => expect(numbers()).toEqual(['INV-32']));
    expect(screen.getByText('Invoiced Amount (USD): 500 - 700')).toBeInTheDocument();
  });

  test("the shown rows' amount owed is totalled per currency, never summed across currencies", async () => {
    serve({}, mixed);
    renderPage('/invoices');
    await screen.findByText('INV-32');
    expect(screen.getByLabelText('Total Amount Owed')).toHaveTextContent('Total Amount Owed: $1,200.00 · MX$10,022.00');
    await userEvent.type(screen.getByRole('searchbox'), 'inv-33');
    await waitFor(() => expect(screen.getByLabelText('Total Amount Owed')).toHaveTextContent('Total Amount Owed: $200.00'));
  });

  test('Total Amount Owed lists USD first, then the other currencies by code, whatever order the rows are in', async () => {
    serve({}, [
      invoiceRow({ invoiceNumber: 'INV-41', invoiceDate: '2024-06-03', amountOwed: 700, currency: '€', currencyCode: 'EUR', usdRate: 0.92 }),
      invoiceRow({ invoiceNumber: 'INV-42', invoiceDate: '2024-06-02', amountOwed: 10022, currency: 'MX$', currencyCode: 'MXN', usdRate: 17.2 }),
      invoiceRow({ invoiceNumber: 'INV-43', invoiceDate: '2024-06-01', amountOwed: 200 }),
    ]);
    renderPage('/invoices?sort=invoiceDate%3Adesc');
    await waitFor(() => expect(numbers()).toEqual(['INV-41', 'INV-42', 'INV-43']));
    expect(screen.getByLabelText('Total Amount Owed').textContent).toBe('Total Amount Owed: $200.00 · €700.00 · MX$10,022.00');
  });

  test('a failed card payment has a red failure mark whose tooltip is the decline reason; a payment that went through has none', async () => {
    serve({}, [
      invoiceRow({
        invoiceNumber: 'INV-41',
        invoiceStatus: 'OVERDUE',
        cardPaymentStatus: 'FAILURE',
        lastFailedPayment: { failedAt: '2024-05-02T10:00:00Z', reason: 'Your card has insufficient funds.', cardType: 'Visa', cardLast4Digits: '9995' },
      }),
      invoiceRow({ invoiceNumber: 'INV-42', invoiceStatus: 'OVERDUE', cardPaymentStatus: 'SUCCEEDED' }),
    ]);
    renderPage('/invoices');
    await screen.findByText('INV-41');
    const mark = within(gridRow('INV-41')).getByText('Failed');
    expect(mark).toHaveAttribute('data-mark', 'payment-failure');
    expect(mark.className).toMatch(/ant-tag-error/);
    expect(within(gridRow('INV-42')).getByText('Paid').closest('[data-mark]')).toBeNull();

    await userEvent.hover(mark);
    const tooltip = await waitFor(() => {
      const open = screen.getAllByRole('tooltip').filter((element) => !element.closest('.ant-tooltip-hidden'));
      if (open.length !== 1) throw new Error(`${open.length} open tooltips`);
      return open[0]!;
    });
    expect(tooltip).toHaveTextContent('Your card has insufficient funds.');
  });

  test("the Card Payment Status filter's 'Failed' value lists the invoices whose card payment failed", async () => {
    serve();
    renderPage('/invoices?nf=1&f.cardPaymentStatus=FAILURE');
    await waitFor(() => expect(numbers()).toEqual(['INV-2', 'INV-6']));
    expect(screen.getByText('Card Payment Status: Failed')).toBeInTheDocument();

    await openFilter('Card Payment Status');
    const panel = screen.getByRole('group', { name: 'Card Payment Status filter' });
    expect(within(panel).getByRole('checkbox', { name: /^Failed/ })).toBeChecked();
  });

  test('the Status filter selects failed card payments, which the default AWAITING_PAYMENT and OVERDUE view keeps', async () => {
    serve();
    renderPage('/invoices');
    // INV-2 and INV-6 are overdue invoices whose card payment failed.
    await waitFor(() => expect(numbers()).toEqual(['INV-2', 'INV-1', 'INV-6', 'INV-5']));
    await openFilter('Status');
    const panel = screen.getByRole('group', { name: 'Status filter' });
    // Counted over every invoice (the status filter's own choice left out): INV-5 is overdue, its card never failed.
    expect(within(panel).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'AWAITING PAYMENT (1)',
      'OVERDUE (3)',
      'PAID (1)',
      'PAYMENT FAILED (2)',
      'VOIDED (1)',
    ]);
    await userEvent.click(within(panel).getByRole('checkbox', { name: /^AWAITING PAYMENT/ }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: /^OVERDUE/ }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: /^PAYMENT FAILED/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(numbers()).toEqual(['INV-2', 'INV-6']));
    expect(screen.getByText('Status: PAYMENT FAILED')).toBeInTheDocument();
    expect(new URLSearchParams(currentLocation().split('?')[1]).getAll('f.invoiceStatus')).toEqual(['PAYMENT_FAILED']);
  });

  test('a failed card payment does not pass for paid: the chip has an icon saying so, and the overdue state stays beside it', async () => {
    serve();
    renderPage('/invoices');
    await screen.findByText('INV-2');
    const status = within(gridRow('INV-2')).getByText('PAYMENT FAILED');
    expect(within(status).getByRole('img', { name: 'The card payment failed' })).toBeInTheDocument();
    expect(within(gridRow('INV-2')).getByText('OVERDUE')).toBeInTheDocument();
    // INV-5 is overdue and its card never failed: one chip, no icon.
    expect(within(gridRow('INV-5')).getByText('OVERDUE')).toBeInTheDocument();
    expect(within(gridRow('INV-5')).queryByRole('img')).not.toBeInTheDocument();
  });

  test('a failed load shows Could not load invoices with Retry in place of rows and totals; Retry loads them', async () => {
    let fail = true;
    mockApi({ [`GET ${B.invoices}`]: () => (fail ? { status: 503, data: { message: 'Service Unavailable' } } : { data: mixed }) });
    renderPage('/invoices');
    const alert = (await screen.findByText('Could not load invoices', {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Service Unavailable');
    expect(screen.queryByLabelText('Total Amount Owed')).not.toBeInTheDocument();
    expect(gridRows()).toHaveLength(0);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(numbers()).toEqual(['INV-33', 'INV-32', 'INV-31']));
    expect(screen.getByLabelText('Total Amount Owed')).toHaveTextContent('$1,200.00 · MX$10,022.00');
  });
});

describe('bulk actions', () => {
  test('mark as paid is enabled only for AWAITING_PAYMENT / OVERDUE with a non-zero amount', async () => {
    serve();
    renderPage(`/invoices${ALL_STATUSES}`);
    await screen.findByText('INV-1');

    expect(bulkButton('Mark as Paid')).toBeDisabled();
    await select('INV-1', 'INV-2');
    expect(bulkButton('Mark as Paid')).toBeEnabled();
    expect(bulkButton('Mark as Unpaid')).toBeDisabled();
    expect(await reasonOf('Mark as Unpaid')).toBe('Only PAID, VOIDED or WRITTEN OFF invoices can be marked as unpaid');

    await select('INV-5');
    expect(bulkButton('Mark as Paid')).toBeDisabled();
    expect(await reasonOf('Mark as Paid')).toBe('Invoices with an invoiced amount of 0 cannot be changed');
  });

  test('mark as unpaid is enabled only for PAID / VOIDED / WRITTEN_OFF', async () => {
    serve();
    renderPage(`/invoices${ALL_STATUSES}`);
    await screen.findByText('INV-3');

    await select('INV-3', 'INV-4');
    expect(bulkButton('Mark as Unpaid')).toBeEnabled();
    expect(bulkButton('Mark as Paid')).toBeDisabled();
    await select('INV-1');
    expect(bulkButton('Mark as Unpaid')).toBeDisabled();
  });

  const FINGERPRINT = '0123456789abcdef';
  /** The status update: a dry run answers `preview`, the real call `real` (or a handler's reply). */
  const statusCall = (preview: Partial<UpdateInvoiceStatusResponse>, real: MockReply = { data: { message: 'Status updated successfully', invoices: [], skipped: [], amounts: [] } }) => ({
    [`POST ${B.updateInvoiceStatus}`]: (request: RecordedRequest): MockReply =>
      request.params.dryRun === 'true'
        ? { data: { message: '', invoices: [], skipped: [], amounts: [], fingerprint: FINGERPRINT, dryRun: true, ...preview } }
        : real,
  });
  // The writes: the grid's search (which decides its mode) is a read.
  const posts = (requests: RecordedRequest[]) =>
    requests.filter((r) => r.method === 'POST' && r.url !== ENDPOINTS.invoiceSearch.path).map((r) => ({ params: r.params, body: r.body }));
  const dialog = () => screen.getByRole('dialog');
  const confirm = (name: string) => userEvent.click(within(dialog()).getByRole('button', { name }));
  const tableRows = (name: string) =>
    within(within(dialog()).getByRole('table', { name }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

  test("Mark as Paid shows the server's preview (count, invoices, amount per currency, skipped and why) and changes nothing until confirmed", async () => {
    const mxn = invoiceRow({ invoiceNumber: 'INV-7', client: 'Pesos SA', invoiceDate: '2024-05-05', invoiceStatus: 'OVERDUE', invoicedAmount: 10022, amountOwed: 10022, currency: 'MX$', currencyCode: 'MXN', usdRate: 17.2 });
    const requests = serve(
      statusCall({
        invoices: [invoiceRow({ invoiceNumber: 'INV-1', invoicedAmount: 1200, invoiceStatus: 'PAID' }), { ...mxn, invoiceStatus: 'PAID', amountOwed: 0 }],
        skipped: [{ invoiceNumber: 'INV-6', reason: 'A card payment is in progress; the status can be changed once it has finished' }],
        amounts: [
          { currencyCode: 'USD', amount: 1200 },
          { currencyCode: 'MXN', amount: 10022 },
        ],
      }),
      [...invoices, mxn],
    );
    renderPage('/invoices');
    await screen.findByText('INV-7');

    await select('INV-1', 'INV-6', 'INV-7');
    await userEvent.click(bulkButton('Mark as Paid'));
    expect(await within(dialog()).findByText('2 records will be changed')).toBeInTheDocument();
    expect(tableRows('Records to change')).toEqual([
      ['INV-1 · Acme Devices', '$1,200.00', 'Will be marked Paid'],
      ['INV-7 · Pesos SA', 'MX$10,022.00', 'Will be marked Paid'],
    ]);
    expect((await within(dialog()).findByText('Total per currency')).closest('tr')).toHaveTextContent('$1,200.00 · MX$10,022.00');
    expect(within(dialog()).getByText('1 record will be skipped')).toBeInTheDocument();
    expect(tableRows('Skipped records')).toEqual([['INV-6 · Acme Devices', 'A card payment is in progress; the status can be changed once it has finished']]);
    expect(posts(requests)).toEqual([{ params: { dryRun: 'true' }, body: { invoiceNumbers: ['INV-7', 'INV-1', 'INV-6'], status: 'PAID' } }]);

    await confirm('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests)).toHaveLength(1);
  });

  test("confirming sends exactly the previewed selection with the preview's fingerprint, shows 'Status updated successfully' and reloads", async () => {
    const requests = serve(statusCall({ invoices: [invoiceRow({ invoiceNumber: 'INV-1', invoiceStatus: 'PAID' })], amounts: [{ currencyCode: 'USD', amount: 385 }] }));
    renderPage('/invoices');
    await screen.findByText('INV-1');

    await select('INV-1', 'INV-6');
    await userEvent.click(bulkButton('Mark as Paid'));
    await within(dialog()).findByText('1 record will be changed');
    await confirm('Mark as Paid');
    expect(toastType(await findToast('Status updated successfully'))).toBe('success');
    expect(posts(requests)).toEqual([
      { params: { dryRun: 'true' }, body: { invoiceNumbers: ['INV-1', 'INV-6'], status: 'PAID' } },
      { params: { fingerprint: FINGERPRINT }, body: { invoiceNumbers: ['INV-1', 'INV-6'], status: 'PAID' } },
    ]);
    await waitFor(() => expect(requests.filter((r) => r.url === B.invoices)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("invoices changed since the preview: the server's refusal is shown and no success is claimed", async () => {
    serve(statusCall({ invoices: [invoiceRow({ invoiceNumber: 'INV-1', invoiceStatus: 'PAID' })] }, { status: 409, data: { message: 'These invoices changed since the preview; preview again' } }));
    renderPage('/invoices');
    await screen.findByText('INV-1');
    await select('INV-1');
    await userEvent.click(bulkButton('Mark as Paid'));
    await within(dialog()).findByText('1 record will be changed');
    await confirm('Mark as Paid');
    expect(toastType(await findToast('These invoices changed since the preview; preview again'))).toBe('error');
    expect(screen.queryByText('Status updated successfully')).not.toBeInTheDocument();
    // Nothing changed on the grid: the invoice keeps its status.
    expect(within(gridRow('INV-1')).getByText('AWAITING PAYMENT')).toBeInTheDocument();
  });

  test("marking unpaid previews AWAITING_PAYMENT; a refusal shows 'Unable to Update status'", async () => {
    const requests = serve(statusCall({ invoices: [invoiceRow({ invoiceNumber: 'INV-3' })] }, { status: 500, data: {} }));
    renderPage(`/invoices${ALL_STATUSES}`);
    await screen.findByText('INV-3');

    await select('INV-3');
    await userEvent.click(bulkButton('Mark as Unpaid'));
    await within(dialog()).findByText('1 record will be changed');
    expect(tableRows('Records to change')).toEqual([['INV-3 · Acme Devices', '$385.00', 'Will be marked Awaiting Payment']]);
    await confirm('Mark as Unpaid');
    expect(toastType(await findToast('Unable to Update status'))).toBe('error');
    expect(posts(requests).map((post) => post.body)).toEqual([
      { invoiceNumbers: ['INV-3'], status: 'AWAITING_PAYMENT' },
      { invoiceNumbers: ['INV-3'], status: 'AWAITING_PAYMENT' },
    ]);
  });

  test("a preview the server refuses shows the server's message in the dialog and offers nothing to confirm", async () => {
    const requests = serve({ [`POST ${B.updateInvoiceStatus}`]: { status: 409, data: { message: 'Invoice INV-1 is already PAID' } } });
    renderPage('/invoices');
    await screen.findByText('INV-1');
    await select('INV-1');
    await userEvent.click(bulkButton('Mark as Paid'));
    expect(await within(dialog()).findByText('Invoice INV-1 is already PAID')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Mark as Paid' })).toBeDisabled();
    expect(posts(requests)).toHaveLength(1);
  });

  test('retry payment is enabled only when every selected invoice is OVERDUE with a failed card payment, a card and an amount', async () => {
    serve();
    renderPage('/invoices');
    await screen.findByText('INV-2');

    await select('INV-2', 'INV-6');
    expect(bulkButton('Retry Payment')).toBeEnabled();
    await select('INV-1');
    expect(bulkButton('Retry Payment')).toBeDisabled();
    expect(await reasonOf('Retry Payment')).toBe('Only OVERDUE invoices can be retried');
  });

  test('Retry Payment previews the cards to charge with amounts per currency and the skipped invoices, then sends the previewed selection', async () => {
    const preview: BatchRetryPaymentResponse = {
      message: '1 Payment(s) Would Be Charged, 1 Payment(s) Skipped',
      type: 'warning',
      succeeded: 0,
      skipped: 1,
      failed: 0,
      results: [
        { invoiceNumber: 'INV-2', outcome: 'WOULD_CHARGE', message: 'Would charge 385.00 USD to Visa ending 0002', client: 'Acme Devices', amount: 385, currencyCode: 'USD' },
        { invoiceNumber: 'INV-6', outcome: 'SKIPPED', message: 'No card on file', client: 'Acme Devices', amount: 385, currencyCode: 'USD' },
      ],
      amounts: [{ currencyCode: 'USD', amount: 385 }],
      fingerprint: FINGERPRINT,
      dryRun: true,
    };
    const requests = serve({
      [`POST ${B.batchRetryPayment}`]: (request) =>
        request.params.dryRun === 'true' ? { data: preview } : { data: { ...preview, succeeded: 1, skipped: 1, failed: 0, dryRun: undefined, fingerprint: undefined } },
    });
    renderPage('/invoices');
    await screen.findByText('INV-2');
    await select('INV-2', 'INV-6');
    await userEvent.click(bulkButton('Retry Payment'));
    await within(dialog()).findByText('1 record will be changed');
    expect(tableRows('Records to change')).toEqual([['INV-2 · Acme Devices', '$385.00', 'Would charge $385.00 to Visa ending 0002']]);
    expect(tableRows('Skipped records')).toEqual([['INV-6 · Acme Devices', 'No card on file']]);
    await confirm('Retry Payment');
    expect(toastType(await findToast('1 Payment(s) Succeeded, 1 Payment(s) Skipped, 0 Payment(s) Failed'))).toBe('warning');
    expect(posts(requests)).toEqual([
      { params: { dryRun: 'true' }, body: { invoiceNumbers: ['INV-2', 'INV-6'] } },
      { params: { fingerprint: FINGERPRINT }, body: { invoiceNumbers: ['INV-2', 'INV-6'] } },
    ]);
  });

  test.each<[string, Pick<BatchRetryPaymentResponse, 'succeeded' | 'skipped' | 'failed'>, string]>([
    ['error when any failed', { succeeded: 1, skipped: 0, failed: 1 }, 'error'],
    ['warning when any skipped', { succeeded: 1, skipped: 1, failed: 0 }, 'warning'],
    ['success otherwise', { succeeded: 2, skipped: 0, failed: 0 }, 'success'],
  ])('the bulk payment summary after confirming is an %s', async (_label, counts, type) => {
    const wouldCharge = (n: string) => ({ invoiceNumber: n, outcome: 'WOULD_CHARGE' as const, message: 'Would charge', client: 'Acme Devices', amount: 385, currencyCode: 'USD' });
    serve({
      [`POST ${B.batchRetryPayment}`]: (request) =>
        request.params.dryRun === 'true'
          ? { data: { message: '', type: 'success', succeeded: 0, skipped: 0, failed: 0, results: [wouldCharge('INV-2'), wouldCharge('INV-6')], amounts: [], fingerprint: FINGERPRINT, dryRun: true } }
          : { data: { ...counts, message: '', type: 'success', results: [], amounts: [] } },
    });
    renderPage('/invoices');
    await screen.findByText('INV-2');

    await select('INV-2', 'INV-6');
    await userEvent.click(bulkButton('Retry Payment'));
    await within(dialog()).findByText('2 records will be changed');
    await confirm('Retry Payment');
    const toast = await findToast(`${counts.succeeded} Payment(s) Succeeded, ${counts.skipped} Payment(s) Skipped, ${counts.failed} Payment(s) Failed`);
    expect(toastType(toast)).toBe(type);
  });
});

describe('Download invoices', () => {
  const many = Array.from({ length: 131 }, (_, i) => invoiceRow({ invoiceNumber: `INV-${1000 + i}`, invoiceDate: `2024-01-${String((i % 28) + 1).padStart(2, '0')}` }));

  test('is offered for 130 selected invoices, not for 131', async () => {
    serve({}, many);
    renderPage('/invoices');
    await waitFor(() => expect(gridRows().length).toBeGreaterThan(0));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByText('131 selected')).toBeInTheDocument();
    expect(bulkButton('Download invoices')).toBeDisabled();
    expect(await reasonOf('Download invoices')).toBe('Select 130 or fewer invoices to download');

    await userEvent.click(within(gridRows()[0]!).getByRole('checkbox'));
    expect(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByText('130 selected')).toBeInTheDocument();
    expect(bulkButton('Download invoices')).toBeEnabled();
  });

  test.each(['xlsx', 'zip'] as const)('downloads the selection as %s', async (format) => {
    const saved = captureDownloads();
    const requests = serve({ [`POST ${B.downloadInvoices}`]: { data: new Blob(['file']) } });
    renderPage('/invoices');
    await screen.findByText('INV-1');

    await select('INV-1', 'INV-2');
    await userEvent.click(bulkButton('Download invoices'));
    await userEvent.click(await screen.findByText(format === 'xlsx' ? 'Excel (.xlsx)' : 'PDF files (.zip)'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toMatch(new RegExp(`^Invoices_\\d{2}_\\d{2}_\\d{4}\\.${format}$`));
    expect(requests.find((r) => r.url === B.downloadInvoices)?.body).toEqual({ invoiceNumbers: ['INV-2', 'INV-1'], format });
  });

  test("a failed download shows 'Unable download invoices'", async () => {
    captureDownloads();
    serve({ [`POST ${B.downloadInvoices}`]: { status: 500, data: new Blob(['{}'], { type: 'application/json' }) } });
    renderPage('/invoices');
    await screen.findByText('INV-1');

    await select('INV-1');
    await userEvent.click(bulkButton('Download invoices'));
    await userEvent.click(await screen.findByText('Excel (.xlsx)'));
    expect(toastType(await findToast('Unable download invoices'))).toBe('error');
  });
});

describe('100,000 invoices', () => {
  const statuses = ['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'VOIDED', 'WRITTEN_OFF'] as const;
  const huge = Array.from({ length: 100_000 }, (_, i) => ({
    ...invoices[0]!,
    invoiceNumber: `INV-${String(i).padStart(6, '0')}`,
    client: `Client ${i % 2000}`,
    invoiceStatus: statuses[i % 5]!,
    invoiceDate: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));

  test('renders only the rows in view and a search finds one invoice among them', async () => {
    serve({}, huge);
    renderPage('/invoices');
    await waitFor(() => expect(gridRows().length).toBeGreaterThan(0));
    // Virtual rows: the DOM holds a window of rows, not the 40,000 that pass the default filter.
    expect(gridRows().length).toBeLessThan(100);

    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.paste('INV-099996');
    await waitFor(() => expect(numbers()).toEqual(['INV-099996']));
  }, 60_000);
});
