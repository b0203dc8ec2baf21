import JSZip from 'jszip';
import { gunzipSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import type { InvoiceDetails, InvoiceRow } from '../../src/contract.js';
import { invoiceInfoRows } from '../../src/billing/invoice-pdf.js';
import { invoicesWhere, invoiceState } from '../support/invoice-fixtures.js';
import { createSeededApp, TEST_TODAY } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

describe('billing invoices (FINANCE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.as('FINANCE', { method: 'GET', url, headers });
  const post = (url: string, payload: object) => t.as('FINANCE', { method: 'POST', url, payload });
  const updateStatus = (payload: object) => post('/billing/invoices/update-status', payload);
  const history = async (invoiceNumber: string) =>
    (
      await t.database.db.query<{ from_status: string; to_status: string; changed_by: string; source: string }>(
        'select from_status, to_status, changed_by, source from invoice_status_history where invoice_number = $1 order by history_id',
        [invoiceNumber],
      )
    ).rows;

  describe('GET /billing/invoices', () => {
    it('lists every invoice row, newest invoice date first', async () => {
      const response = await get('/billing/invoices');
      expect(response.statusCode).toBe(200);
      const rows = response.json<InvoiceRow[]>();
      expect(rows).toHaveLength(400);
      const dates = rows.map((row) => row.invoiceDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const withCard = rows.find((row) => row.cardPaymentDetails !== null);
      expect(withCard?.cardPaymentDetails).toEqual({
        transactionTime: expect.stringMatching(/Z$/),
        details: expect.any(String),
        cardType: expect.any(String),
        cardLast4Digits: expect.stringMatching(/^\d{4}$/),
        cardExpiryMonth: expect.any(Number),
        cardExpiryYear: expect.any(Number),
      });
      expect(typeof rows[0]?.invoicedAmount).toBe('number');
      expect(rows.some((row) => row.referrer !== null)).toBe(true);
    });

    it("gives each row its currency's stored USD rate and, for a declined card, the decline reason, time and card", async () => {
      const rows = (await get('/billing/invoices')).json<InvoiceRow[]>();
      const rates = Object.fromEntries(rows.map((row) => [row.currencyCode, row.usdRate]));
      // The seed's currencies table: units of the currency per 1 USD.
      expect(rates).toMatchObject({ USD: 1, EUR: 0.92, GBP: 0.79, CAD: 1.37, MXN: 17.2 });
      const declined = rows.filter((row) => row.invoiceStatus === 'OVERDUE' && row.cardPaymentStatus === 'FAILURE');
      expect(declined.length).toBeGreaterThan(0);
      for (const row of declined) {
        expect(row.lastFailedPayment).toEqual({
          reason: row.cardPaymentDetails?.details,
          failedAt: row.cardPaymentDetails?.transactionTime,
          cardType: row.cardPaymentDetails?.cardType,
          cardLast4Digits: row.cardPaymentDetails?.cardLast4Digits,
        });
      }
      expect(rows.filter((row) => row.cardPaymentDetails === null).every((row) => row.lastFailedPayment === null)).toBe(true);
      const [first] = declined;
      const details = (await get(`/billing/invoices/${first?.invoiceNumber}`)).json<InvoiceDetails>();
      expect(details.lastFailedPayment).toEqual(first?.lastFailedPayment);
    });

    it('is compressed with gzip when asked and answers 304 to a client that has the current version', async () => {
      const gzipped = await get('/billing/invoices', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toHaveLength(400);
      const etag = String(gzipped.headers.etag);
      const again = await get('/billing/invoices', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      const brotli = await get('/billing/invoices', { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
      expect(brotli.headers['content-encoding']).toBe('br');
    });

    it('limits the list to one client with ?tenantId, and refuses an unknown or malformed one', async () => {
      const rows = (await get('/billing/invoices?tenantId=T02')).json<InvoiceRow[]>();
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.tenantId))).toEqual(new Set(['T02']));
      expect((await get('/billing/invoices?tenantId=T99')).statusCode).toBe(404);
      const bad = await get('/billing/invoices?tenantId=T%2701');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Tenant ID is not in the expected format', field: 'tenantId' });
    });
  });

  describe('POST /billing/invoices/update-status', () => {
    it('marks AWAITING_PAYMENT and OVERDUE invoices PAID by default, records history, and a reload shows the change', async () => {
      const awaiting = await invoicesWhere(t.database.db, `invoice_status = 'AWAITING_PAYMENT' and invoiced_amount > 0`, 1);
      const overdue = await invoicesWhere(t.database.db, `invoice_status = 'OVERDUE' and invoiced_amount > 0`, 1);
      const numbers = [...awaiting, ...overdue];
      expect(numbers).toHaveLength(2);
      const etag = String((await get('/billing/invoices')).headers.etag);

      const response = await updateStatus({ invoiceNumbers: numbers });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Status updated successfully');
      expect(response.json().invoices.map((row: InvoiceRow) => [row.invoiceNumber, row.invoiceStatus, row.amountOwed])).toEqual(
        numbers.map((number) => [number, 'PAID', 0]),
      );
      expect(await history(numbers[0] ?? '')).toEqual([{ from_status: 'AWAITING_PAYMENT', to_status: 'PAID', changed_by: 'finance.user@px.local', source: 'STATUS_UPDATE' }]);
      expect(await history(numbers[1] ?? '')).toEqual([{ from_status: 'OVERDUE', to_status: 'PAID', changed_by: 'finance.user@px.local', source: 'STATUS_UPDATE' }]);

      const reload = await get('/billing/invoices', { 'if-none-match': etag });
      expect(reload.statusCode).toBe(200);
      const rows = reload.json<InvoiceRow[]>();
      for (const number of numbers) expect(rows.find((row) => row.invoiceNumber === number)?.invoiceStatus).toBe('PAID');
    });

    it('marks PAID, VOIDED and WRITTEN_OFF invoices unpaid (AWAITING_PAYMENT), owing their total again', async () => {
      const numbers = [
        ...(await invoicesWhere(t.database.db, `invoice_status = 'PAID' and invoiced_amount > 0`, 1)),
        ...(await invoicesWhere(t.database.db, `invoice_status = 'VOIDED' and invoiced_amount > 0`, 1)),
        ...(await invoicesWhere(t.database.db, `invoice_status = 'WRITTEN_OFF' and invoiced_amount > 0`, 1)),
      ];
      expect(numbers).toHaveLength(3);
      const response = await updateStatus({ invoiceNumbers: numbers, status: 'AWAITING_PAYMENT' });
      expect(response.statusCode).toBe(200);
      for (const row of response.json().invoices as InvoiceRow[]) {
        expect(row.invoiceStatus).toBe('AWAITING_PAYMENT');
        expect(row.amountOwed).toBe(row.invoicedAmount);
      }
    });

    it('refuses a mixed selection with 409 and changes nothing', async () => {
      const [awaiting] = await invoicesWhere(t.database.db, `invoice_status = 'AWAITING_PAYMENT' and invoiced_amount > 0`, 1);
      const [paid] = await invoicesWhere(t.database.db, `invoice_status = 'PAID' and invoiced_amount > 0`, 1);
      const response = await updateStatus({ invoiceNumbers: [awaiting, paid], status: 'PAID' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`Only AWAITING PAYMENT or OVERDUE invoices can be marked as paid: ${paid} (PAID)`);
      expect((await invoiceState(t.database.db, awaiting ?? '')).status).toBe('AWAITING_PAYMENT');
    });

    it('refuses any change of an invoice with invoicedAmount 0', async () => {
      const [zero] = await invoicesWhere(t.database.db, 'invoiced_amount = 0', 1);
      const response = await updateStatus({ invoiceNumbers: [zero], status: 'AWAITING_PAYMENT' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`Invoices with an invoiced amount of 0 cannot be changed: ${zero}`);
    });

    it('lets a single invoice take a status of its edit dialog, with the single-invoice message', async () => {
      const [overdue] = await invoicesWhere(t.database.db, `invoice_status = 'OVERDUE' and invoiced_amount > 0`, 1);
      const response = await updateStatus({ invoiceNumbers: [overdue], status: 'WRITTEN_OFF' });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(`Status updated successfully for ${overdue}`);
      expect(await invoiceState(t.database.db, overdue ?? '')).toMatchObject({ status: 'WRITTEN_OFF', owed: 0 });
      const back = await updateStatus({ invoiceNumbers: [overdue], status: 'OVERDUE' });
      expect(back.statusCode).toBe(200);
      expect((await history(overdue ?? '')).map((row) => `${row.from_status}->${row.to_status}`)).toEqual(['OVERDUE->WRITTEN_OFF', 'WRITTEN_OFF->OVERDUE']);
    });

    it('refuses OVERDUE for a single invoice that is not yet due', async () => {
      const [future] = await invoicesWhere(t.database.db, `invoice_status = 'AWAITING_PAYMENT' and invoiced_amount > 0 and due_date > '${TEST_TODAY}'`, 1);
      const response = await updateStatus({ invoiceNumbers: [future], status: 'OVERDUE' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`Invoice ${future} cannot change from AWAITING_PAYMENT to OVERDUE`);
    });

    it('answers 404 naming unknown invoices and 400 for a bad body', async () => {
      const unknown = await updateStatus({ invoiceNumbers: ['INV-000000-T99'] });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Invoice(s) not found: INV-000000-T99');
      expect((await updateStatus({ invoiceNumbers: [] })).json()).toMatchObject({ message: 'Invoice numbers: choose at least one', field: 'invoiceNumbers' });
      expect((await updateStatus({ invoiceNumbers: ['INV-1'], status: 'PAYMENT_FAILED' })).json()).toMatchObject({
        message: expect.stringMatching(/^Status must be one of: /),
        field: 'status',
      });
    });
  });

  describe('POST /billing/invoices/download', () => {
    it('answers an .xlsx of the selected invoices with masked cards and their line items', async () => {
      const numbers = await invoicesWhere(t.database.db, `card_payment_status is not null`, 3);
      const response = await post('/billing/invoices/download', { invoiceNumbers: numbers, format: 'xlsx' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="Invoices_06_15_2025.xlsx"');
      const book = XLSX.read(response.rawPayload);
      expect(book.SheetNames).toEqual(['Invoices', 'Line Items']);
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Invoices ?? {});
      expect(rows.map((row) => row['Invoice Number'])).toEqual(numbers);
      expect(String(rows[0]?.Card)).toMatch(/^\*{12}\d{4}$/);
      expect(XLSX.utils.sheet_to_json(book.Sheets['Line Items'] ?? {}).length).toBeGreaterThanOrEqual(numbers.length * 2);
    });

    it('answers a .zip with one PDF per invoice', async () => {
      const numbers = await invoicesWhere(t.database.db, 'true', 2);
      const response = await post('/billing/invoices/download', { invoiceNumbers: numbers, format: 'zip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      const zip = await JSZip.loadAsync(response.rawPayload);
      expect(Object.keys(zip.files).sort()).toEqual(numbers.map((number) => `${number}.pdf`).sort());
      const pdf = await zip.file(`${numbers[0]}.pdf`)?.async('nodebuffer');
      expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('accepts 130 invoices and refuses 131 with 400', async () => {
      const all = await invoicesWhere(t.database.db, 'true', 131);
      const ok = await post('/billing/invoices/download', { invoiceNumbers: all.slice(0, 130) });
      expect(ok.statusCode).toBe(200);
      const tooMany = await post('/billing/invoices/download', { invoiceNumbers: all });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ message: 'Invoice numbers: choose at most 130', field: 'invoiceNumbers' });
    });

    it('answers 404 for unknown invoices', async () => {
      const response = await post('/billing/invoices/download', { invoiceNumbers: ['INV-000000-T99'] });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('invoice details and preview', () => {
    it('GET /billing/invoices/:invoiceNumber answers addresses, line items and totals that add up', async () => {
      const [number] = await invoicesWhere(t.database.db, `tax > 0`, 1);
      const response = await get(`/billing/invoices/${number}`);
      expect(response.statusCode).toBe(200);
      const details = response.json<InvoiceDetails>();
      expect(details.invoiceNumber).toBe(number);
      expect(details.billToDetails.officialLegalName).toEqual(expect.any(String));
      expect(details.shipToDetails.address1).toEqual(expect.any(String));
      expect(details.lineItems.length).toBeGreaterThanOrEqual(2);
      const sum = details.lineItems.reduce((total, line) => total + line.total, 0);
      expect(details.subTotal).toBeCloseTo(sum, 2);
      expect(details.total).toBeCloseTo(details.subTotal + details.tax, 2);
      expect(details.taxDetails).toMatch(/^Sales tax /);
    });

    it('shows the default card masked to 16 characters', async () => {
      const { rows } = await t.database.db.query<{ invoice_number: string; card_type: string; card_last4: string }>(
        `select i.invoice_number, p.card_type, p.card_last4 from invoices i join payment_methods p on p.tenant_id = i.tenant_id and p.is_default and p.type = 'CARD' order by 1 limit 1`,
      );
      const row = rows[0];
      const details = (await get(`/billing/invoices/${row?.invoice_number}`)).json<InvoiceDetails>();
      expect(details.defaultPaymentMethod).toBe(`${row?.card_type} ************${row?.card_last4}`);
      expect(details.hasCardOnFile).toBe(true);
    });

    it('GET .../preview answers a PDF of the invoice', async () => {
      const [number] = await invoicesWhere(t.database.db, 'true', 1);
      const response = await get(`/billing/invoices/${number}/preview`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    });

    it("prints the invoice's dates in the PDF as the screen does ('Nov 01 2026')", async () => {
      const [number] = await invoicesWhere(t.database.db, 'true', 1);
      const details = (await get(`/billing/invoices/${number}`)).json<InvoiceDetails>();
      const rows = Object.fromEntries(invoiceInfoRows({ ...details, invoiceDate: '2026-11-01', dueDate: '2026-12-01', billingPeriodStartDate: '2026-10-01', billingPeriodEndDate: '2026-10-31' }));
      expect([rows['Invoice Date'], rows['Due Date'], rows['Billing Period']]).toEqual(['Nov 01 2026', 'Dec 01 2026', 'Oct 01 2026 - Oct 31 2026']);
    });

    it('answers 404 for an unknown invoice and 400 for a malformed number', async () => {
      expect((await get('/billing/invoices/INV-000000-T99')).json().message).toBe('Invoice INV-000000-T99 not found');
      expect((await get('/billing/invoices/INV-000000-T99/preview')).statusCode).toBe(404);
      expect((await get('/billing/invoices/INV_1')).statusCode).toBe(400);
    });
  });
});
