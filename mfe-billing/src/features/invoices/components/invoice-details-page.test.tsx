import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, calendarDateOf, todayEastern, type InvoiceDetails } from 'shared-kit/contract';
import { captureDownloads } from 'shared-kit/testing';
import { invoiceDetails, invoiceRow } from '../../../testing/fixtures';
import { mockApi, type MockHandler, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { currentLocation, findToast, navigateTo, renderPage, toastType } from '../../../testing/render-page';

afterEach(() => jest.restoreAllMocks());

const detailsPath = API_PATHS.billing.invoiceDetails('INV-1001');

function serve(details: Partial<InvoiceDetails>, extra: Record<string, MockReply | MockHandler> = {}) {
  return mockApi({ [`GET ${detailsPath}`]: { data: invoiceDetails(details) }, ...extra });
}

async function openEditDialog(chipText: string) {
  await userEvent.click(await screen.findByRole('button', { name: chipText }));
  return screen.findByRole('dialog');
}

function statusOption(dialog: HTMLElement, label: string) {
  return within(dialog).getByRole('radio', { name: label });
}

describe('invoice details', () => {
  test("a late answer for the invoice left behind never replaces the one now open", async () => {
    let answerFirst: (reply: MockReply) => void = () => undefined;
    const requests = mockApi({
      [`GET ${detailsPath}`]: () => new Promise<MockReply>((resolve) => (answerFirst = resolve)),
      [`GET ${API_PATHS.billing.invoiceDetails('INV-2002')}`]: { data: invoiceDetails({ invoiceNumber: 'INV-2002', clientName: 'Globex' }) },
    });
    renderPage('/invoices/INV-1001');
    await waitFor(() => expect(requests.map((r) => r.url)).toEqual([detailsPath]));
    navigateTo('/invoices/INV-2002');
    expect(await screen.findByRole('heading', { name: 'Invoice INV-2002' })).toBeInTheDocument();
    answerFirst({ data: invoiceDetails({ invoiceNumber: 'INV-1001', clientName: 'Acme Devices' }) });
    // Give the late answer every chance to land before looking again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Invoice INV-2002' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invoice INV-1001' })).not.toBeInTheDocument();
    expect(screen.getByText('Globex')).toBeInTheDocument();
  });

  test.each(['/invoices/INV-1001', '/invoice/INV-1001'])('%s shows addresses, info, line items and totals', async (url) => {
    serve({});
    renderPage(url);

    expect(await screen.findByRole('heading', { name: 'Invoice INV-1001' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bill To' })).getByText('1 Main St')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ship To' })).getByText('9 Dock Rd')).toBeInTheDocument();
    expect(screen.getByText('May 31 2024')).toBeInTheDocument();
    for (const header of ['Description', 'Qty.', 'Unit Price', 'Total']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Platform fee (2.5% of GMV)' })).toBeInTheDocument();
    const totals = screen.getByRole('list', { name: 'Invoice totals' });
    expect(within(totals).getByRole('listitem', { name: 'Subtotal' })).toHaveTextContent('$385.00');
    expect(within(totals).getByRole('listitem', { name: 'Sales Tax (NY 8%)' })).toHaveTextContent('$30.80');
    expect(within(totals).getByRole('listitem', { name: 'Total' })).toHaveTextContent('$415.80');
  });

  test("a line item's amount in its description is written as the Total column writes money ('$7,343.96')", async () => {
    serve({ lineItems: [{ description: 'Marketplace fee 1.5% of shipped GMV $7343.96', quantity: 1, unitPrice: 110.16, total: 110.16 }] });
    renderPage('/invoices/INV-1001');
    expect(await screen.findByRole('cell', { name: 'Marketplace fee 1.5% of shipped GMV $7,343.96' })).toBeInTheDocument();
    expect(screen.queryByText(/\$7343\.96/)).not.toBeInTheDocument();
  });

  test('the billing-period orders amount links to /billing-period-orders/{invoiceNumber}', async () => {
    serve({});
    renderPage('/invoices/INV-1001');
    expect(await screen.findByRole('link', { name: '$15,400.00' })).toHaveAttribute('href', '/billing-period-orders/INV-1001');
  });

  test("edit dialog: AWAITING_PAYMENT before the due date, current status disabled, PAID preselected; saving shows 'Status updated successfully for {invoice}'", async () => {
    const requests = serve(
      { invoiceStatus: 'OVERDUE', dueDate: '2999-01-01' },
      { [`POST ${API_PATHS.billing.updateInvoiceStatus}`]: { data: { success: true } } },
    );
    renderPage('/invoices/INV-1001');

    const dialog = await openEditDialog('OVERDUE');
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['AWAITING PAYMENT', 'PAID', 'WRITTEN OFF', 'VOIDED']);
    expect(statusOption(dialog, 'PAID')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Status updated successfully for INV-1001')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ invoiceNumbers: ['INV-1001'], status: 'PAID' });
  });

  test('after a confirmed save the chip shows the new status at once, even while the details reload', async () => {
    let calls = 0;
    mockApi({
      [`GET ${detailsPath}`]: () => {
        calls += 1;
        // The first load answers; the reload after the save never does.
        return calls === 1 ? { data: invoiceDetails({ invoiceStatus: 'AWAITING_PAYMENT', dueDate: '2999-01-01' }) } : new Promise<MockReply>(() => undefined);
      },
      [`POST ${API_PATHS.billing.updateInvoiceStatus}`]: { data: { success: true } },
    });
    renderPage('/invoices/INV-1001');
    const dialog = await openEditDialog('AWAITING PAYMENT');
    await userEvent.click(statusOption(dialog, 'WRITTEN OFF'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'WRITTEN OFF' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  test.each([
    ['due today', () => {
      const { year, month, day } = calendarDateOf(todayEastern());
      return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    }],
    ['past due', () => '2001-01-01'],
  ])('edit dialog offers OVERDUE when %s, and disables the current status', async (_label, dueDate) => {
    serve({ invoiceStatus: 'AWAITING_PAYMENT', dueDate: dueDate() });
    renderPage('/invoices/INV-1001');

    const dialog = await openEditDialog('AWAITING PAYMENT');
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['OVERDUE', 'PAID', 'WRITTEN OFF', 'VOIDED']);
    expect(within(dialog).queryByRole('radio', { name: 'AWAITING PAYMENT' })).not.toBeInTheDocument();
  });

  test('the current status is disabled in the dialog', async () => {
    serve({ invoiceStatus: 'WRITTEN_OFF', dueDate: '2999-01-01' });
    renderPage('/invoices/INV-1001');

    const dialog = await openEditDialog('WRITTEN OFF');
    expect(statusOption(dialog, 'WRITTEN OFF')).toBeDisabled();
    expect(statusOption(dialog, 'PAID')).toBeEnabled();
  });

  test('the status chip is not editable when the total is 0', async () => {
    serve({ total: 0, subTotal: 0, tax: 0 });
    renderPage('/invoices/INV-1001');

    expect(await screen.findByText('AWAITING PAYMENT')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AWAITING PAYMENT' })).not.toBeInTheDocument();
  });

  test("a refused status change shows 'Unable to Update status'", async () => {
    serve({}, { [`POST ${API_PATHS.billing.updateInvoiceStatus}`]: { status: 500, data: {} } });
    renderPage('/invoices/INV-1001');

    const dialog = await openEditDialog('AWAITING PAYMENT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to Update status')).toBeInTheDocument();
  });
});

describe('card payment', () => {
  const retryPath = `POST ${API_PATHS.billing.retryPayment('INV-1001')}`;

  test.each([
    ['AWAITING_PAYMENT with a card', { invoiceStatus: 'AWAITING_PAYMENT', hasCardOnFile: true }],
    ['OVERDUE without a card', { invoiceStatus: 'OVERDUE', hasCardOnFile: false }],
    ['PAID', { invoiceStatus: 'PAID', hasCardOnFile: true }],
  ] as const)('is not offered when %s', async (_label, details) => {
    serve(details);
    renderPage('/invoices/INV-1001');
    expect(await screen.findByRole('heading', { name: 'Invoice INV-1001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Card Payment|Payment By Card/ })).not.toBeInTheDocument();
  });

  const FINGERPRINT = 'fedcba9876543210';
  /** The card charge: a dry run answers what would be charged, the real call `real`. */
  const chargeCall = (real: MockReply | (() => MockReply)) => ({
    [retryPath]: (request: RecordedRequest): MockReply =>
      request.params.dryRun === 'true'
        ? {
            data: {
              success: true,
              message: 'Would charge 10022.00 MXN to Visa ending 4242',
              reason: null,
              invoice: invoiceRow({ invoiceNumber: 'INV-1001', client: 'Pesos SA', invoiceStatus: 'OVERDUE', amountOwed: 10022, currencyCode: 'MXN', usdRate: 17.2 }),
              amounts: [{ currencyCode: 'MXN', amount: 10022 }],
              fingerprint: FINGERPRINT,
              dryRun: true,
            },
          }
        : typeof real === 'function'
          ? real()
          : real,
  });
  const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST').map((r) => r.params);

  test("'Make Payment By Card Now' previews the charge (invoice, client, amount in its currency), charges only on confirmation and shows 'Payment Successful'", async () => {
    const requests = serve(
      { invoiceStatus: 'OVERDUE', hasCardOnFile: true },
      chargeCall({ data: { success: true, message: 'Payment Successful', reason: null, invoice: invoiceRow({ invoiceStatus: 'PAID' }), amounts: [] } }),
    );
    renderPage('/invoices/INV-1001');

    await userEvent.click(await screen.findByRole('button', { name: 'Make Payment By Card Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1 record will be changed')).toBeInTheDocument();
    const record = within(within(dialog).getByRole('table', { name: 'Records to change' })).getAllByRole('row')[1]!;
    expect([...record.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['INV-1001 · Pesos SA', 'MX$10,022.00', 'Would charge MX$10,022.00 to Visa ending 4242']);
    expect(posts(requests)).toEqual([{ dryRun: 'true' }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Payment By Card Now' }));
    expect(toastType(await findToast('Payment Successful'))).toBe('success');
    expect(posts(requests)).toEqual([{ dryRun: 'true' }, { fingerprint: FINGERPRINT }]);
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.url === detailsPath)).toHaveLength(2));
  });

  test("'Retry Card Payment' after a failed card payment; a declined card shows 'Payment Failed' with the reason", async () => {
    serve(
      { invoiceStatus: 'OVERDUE', hasCardOnFile: true, cardPaymentStatus: 'FAILURE' },
      chargeCall({ data: { success: false, message: 'Payment Failed', reason: 'Your card was declined.', invoice: invoiceRow({ invoiceStatus: 'OVERDUE' }), amounts: [] } }),
    );
    renderPage('/invoices/INV-1001');

    expect(await screen.findByText('PAYMENT FAILED')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment By Card Now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry Card Payment' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('1 record will be changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry Card Payment' }));
    expect(toastType(await findToast('Payment Failed: Your card was declined.'))).toBe('error');
  });

  test("a charge refused because the invoice changed since the preview shows the server's message, not a success", async () => {
    serve({ invoiceStatus: 'OVERDUE', hasCardOnFile: true }, chargeCall({ status: 409, data: { message: 'These invoices changed since the preview; preview again' } }));
    renderPage('/invoices/INV-1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Make Payment By Card Now' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('1 record will be changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Payment By Card Now' }));
    expect(toastType(await findToast('These invoices changed since the preview; preview again'))).toBe('error');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });
});

test('line items and totals are written in the invoice currency', async () => {
  serve({ currency: 'MX$', currencyCode: 'MXN', subTotal: 10022, tax: 1603.52, total: 11625.52, lineItems: [{ description: 'Platform fee', quantity: 1, unitPrice: 10022, total: 10022 }] });
  renderPage('/invoices/INV-1001');
  const totals = await screen.findByRole('list', { name: 'Invoice totals' });
  expect(within(totals).getByRole('listitem', { name: 'Subtotal' })).toHaveTextContent('MX$10,022.00');
  expect(within(totals).getByRole('listitem', { name: 'Total' })).toHaveTextContent('MX$11,625.52');
});

describe('failed card payment', () => {
  const failure = { failedAt: '2024-05-02T14:30:00Z', reason: 'Your card has insufficient funds.', cardType: 'Visa', cardLast4Digits: '4242' };

  test('the details show the last failure: reason, when and which card', async () => {
    serve({ invoiceStatus: 'OVERDUE', hasCardOnFile: true, cardPaymentStatus: 'FAILURE', lastFailedPayment: failure });
    renderPage('/invoices/INV-1001');
    const block = await screen.findByLabelText('Last Failed Card Payment');
    expect(block).toHaveTextContent('Payment Failed');
    expect(block).toHaveTextContent('Your card has insufficient funds.');
    // 14:30 UTC is 10:30 in US Eastern (daylight time).
    expect(block).toHaveTextContent('May 02, 2024, 10:30 am');
    expect(block).toHaveTextContent('Visa •••• 4242');
    expect(block).toHaveAttribute('role', 'alert');
  });

  test('a failure followed by a payment that went through stays on record, not as an alert', async () => {
    serve({ invoiceStatus: 'PAID', cardPaymentStatus: 'SUCCEEDED', lastFailedPayment: failure });
    renderPage('/invoices/INV-1001');
    const block = await screen.findByLabelText('Last Failed Card Payment');
    expect(block).toHaveTextContent('Your card has insufficient funds.');
    expect(block).not.toHaveAttribute('role', 'alert');
  });

  test('no failure block when no card payment failed', async () => {
    serve({});
    renderPage('/invoices/INV-1001');
    await screen.findByRole('heading', { name: 'Invoice INV-1001' });
    expect(screen.queryByLabelText('Last Failed Card Payment')).not.toBeInTheDocument();
  });
});

describe('honest states and way back', () => {
  test("the details link back to the invoice's client", async () => {
    serve({ tenantId: 'T07', clientName: 'Acme Devices' });
    renderPage('/invoices/INV-1001');
    await userEvent.click(await screen.findByRole('link', { name: '← Acme Devices' }));
    expect(currentLocation()).toBe('/clients/T07?tab=0');
  });

  test('a failed load says so in place of the details, with Retry that loads them', async () => {
    let fail = true;
    mockApi({ [`GET ${detailsPath}`]: () => (fail ? { status: 503, data: { message: 'Service Unavailable' } } : { data: invoiceDetails({}) }) });
    renderPage('/invoices/INV-1001');
    const alert = (await screen.findByText('Could not load the invoice', {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Service Unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Invoice totals' })).toBeInTheDocument();
  });
});

describe('invoice preview', () => {
  test('shows the invoice PDF (a blob of type application/pdf) in a viewer on the page and downloads it only from its Download PDF button', async () => {
    const saved = captureDownloads();
    const requests = serve({}, { [`GET ${API_PATHS.billing.invoicePreview('INV-1001')}`]: { data: new Blob(['%PDF-1.4'], { type: 'application/octet-stream' }) } });
    renderPage('/invoices/INV-1001');

    await userEvent.click(await screen.findByRole('button', { name: 'Invoice preview' }));
    const viewer = await screen.findByRole('dialog', { name: 'Invoice INV-1001' });
    const frame = within(viewer).getByTitle('Invoice INV-1001 PDF');
    const shownUrl = frame.getAttribute('src')!;
    expect(shownUrl).toMatch(/^blob:/);
    const shownBlob = (URL.createObjectURL as jest.Mock).mock.calls.map(([blob]) => blob as Blob)[Number(shownUrl.split('/').pop())]!;
    expect(shownBlob.type).toBe('application/pdf');
    expect(requests.find((r) => r.url.endsWith('/preview'))?.responseType).toBe('blob');
    expect(saved).toHaveLength(0);

    await userEvent.click(within(viewer).getByRole('button', { name: 'Download PDF' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe('INV-1001.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
  });

  test("a failed preview shows 'Unable to Preview,Try again after sometime'", async () => {
    captureDownloads();
    serve({}, { [`GET ${API_PATHS.billing.invoicePreview('INV-1001')}`]: { status: 500 } });
    renderPage('/invoices/INV-1001');

    await userEvent.click(await screen.findByRole('button', { name: 'Invoice preview' }));
    expect(await screen.findByText('Unable to Preview,Try again after sometime')).toBeInTheDocument();
  });
});

test("a failed load without a server message shows 'Unable to find resource, Try again after some time'", async () => {
  mockApi({ [`GET ${detailsPath}`]: { status: 500 } });
  renderPage('/invoices/INV-1001');
  expect(toastType(await findToast('Unable to find resource, Try again after some time'))).toBe('error');
});

test("a card payment the server refuses shows its message; a failure without one shows 'Payment Failed'", async () => {
  let reply: MockReply = { status: 409, data: { message: 'Invoice INV-1001 cannot be paid by card: no card on file' } };
  serve({ invoiceStatus: 'OVERDUE', hasCardOnFile: true }, {
    [`POST ${API_PATHS.billing.retryPayment('INV-1001')}`]: (request) =>
      request.params.dryRun === 'true'
        ? { data: { success: true, message: 'Would charge', reason: null, invoice: invoiceRow({ invoiceStatus: 'OVERDUE' }), amounts: [], fingerprint: '0000000000000000', dryRun: true } }
        : reply,
  });
  renderPage('/invoices/INV-1001');

  const charge = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Make Payment By Card Now' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('1 record will be changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Payment By Card Now' }));
  };
  await charge();
  expect(await findToast('Invoice INV-1001 cannot be paid by card: no card on file')).toBeInTheDocument();
  reply = { status: 502 };
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make Payment By Card Now' }));
  expect(toastType(await findToast('Payment Failed'))).toBe('error');
});

test('a missing invoice shows the server message', async () => {
  mockApi({ [`GET ${detailsPath}`]: { status: 404, data: { message: 'Invoice INV-1001 not found' } } });
  renderPage('/invoices/INV-1001');
  // The toast and the inline error both say it.
  expect((await screen.findByText('Could not load the invoice')).closest('[role="alert"]')).toHaveTextContent('Invoice INV-1001 not found');
  expect(await findToast('Invoice INV-1001 not found')).toBeInTheDocument();
  expect(currentLocation()).toBe('/invoices/INV-1001');
});

describe('invoice details: History', () => {
  test("History opens a drawer with the invoice's action-log entries (GET /action-log/invoice/{invoiceNumber})", async () => {
    const requests = serve({}, {
      'GET /action-log/invoice/INV-1001': {
        data: [
          {
            id: '9', at: '2026-11-22T10:15:00.000Z', actorEmail: 'fiona.finance@px.local', actorSub: 's', actorRoles: ['FINANCE'], area: 'billing',
            endpoint: 'updateInvoiceStatus', action: 'STATUS_CHANGED', targetIds: ['INV-1001', 'INV-1002'],
            changes: [{ field: 'invoiceStatus', from: 'AWAITING_PAYMENT', to: 'PAID' }], note: null, requestId: 'r', outcome: 'SUCCEEDED',
          },
        ],
      },
    });
    renderPage('/invoices/INV-1001');
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'History' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Status: Awaiting Payment → Paid');
    expect(within(list).getByRole('listitem')).toHaveTextContent('fiona.finance@px.local');
    expect(requests.filter((r) => r.url.startsWith('/action-log'))).toHaveLength(1);
  });
});
