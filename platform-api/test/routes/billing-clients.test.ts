import { gunzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { CLIENT_STATUS_LABELS, type ClientContact, type ClientRow, type ContractTerms, type PaymentMethod } from '../../src/contract.js';
import { createSeededApp, TEST_TODAY } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

describe('billing clients (FINANCE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const get = (url: string) => t.as('FINANCE', { method: 'GET', url });

  describe('GET /billing/clients', () => {
    let clients: ClientRow[];
    beforeAll(async () => {
      const response = await get('/billing/clients');
      expect(response.statusCode).toBe(200);
      clients = response.json();
    }, SETUP_TIMEOUT_MS);

    it('lists every client with the fields of a client row', () => {
      expect(clients).toHaveLength(36);
      expect(Object.keys(clients[0] ?? {}).sort()).toEqual(
        [
          'awaitingPayment',
          'billingCountry',
          'billingState',
          'clientName',
          'currency',
          'currencyCode',
          'effectiveDate',
          'endDate',
          'freeTrialEnd',
          'hoursAwaitingPayment',
          'officialLegalName',
          'status',
          'tenantId',
          'tenantSignedDate',
          'usdRate',
        ].sort(),
      );
      expect(new Set(clients.map((client) => client.status)).size).toBe(5);
    });

    it("carries the stored USD rate of the client's currency (units per 1 USD)", async () => {
      const { rows } = await t.database.db.query<{ currency_code: string; usd_rate: number }>('select currency_code, usd_rate::float8 as usd_rate from currencies');
      const rates = new Map(rows.map((row) => [row.currency_code, row.usd_rate]));
      expect(new Set(clients.map((client) => client.currencyCode)).size).toBeGreaterThan(1);
      for (const client of clients) expect(client.usdRate).toBe(rates.get(client.currencyCode));
      // The seed's rates (platform-api/src/seed/catalog.ts).
      expect(clients.find((client) => client.currencyCode === 'USD')?.usdRate).toBe(1);
      expect(clients.find((client) => client.currencyCode === 'MXN')?.usdRate).toBe(17.2);
    });

    it("the Effective Date is the contract's effective date, the day the Contract Terms tab shows (not the signing day)", async () => {
      const differing = clients.filter((client) => client.effectiveDate !== client.tenantSignedDate);
      expect(differing.length).toBeGreaterThan(0);
      for (const client of clients) {
        const terms = (await get(`/billing/clients/${client.tenantId}/contract-terms`)).json<ContractTerms>();
        expect([client.effectiveDate, client.tenantSignedDate, client.freeTrialEnd, client.endDate]).toEqual([
          terms.effectiveDate,
          terms.tenantSignedDate,
          terms.freeTrialEnd,
          terms.endDate,
        ]);
        // The free trial runs from the effective date: Trial Expire Date - Effective Date = the trial's days.
        if (terms.freeTrialDays > 0 && client.effectiveDate && client.freeTrialEnd) {
          expect((Date.parse(client.freeTrialEnd) - Date.parse(client.effectiveDate)) / 86_400_000).toBe(terms.freeTrialDays);
        }
      }
    });

    it('is gzip-compressed for a client that accepts it', async () => {
      const response = await t.as('FINANCE', { method: 'GET', url: '/billing/clients', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(clients);
    });

    it('sums amountOwed of AWAITING_PAYMENT and OVERDUE invoices and counts hours from the oldest one', async () => {
      const { rows } = await t.database.db.query<{ tenant_id: string; owed: number; oldest: string }>(
        `select tenant_id, sum(amount_owed)::float8 as owed, min(invoice_date)::text as oldest from invoices
         where invoice_status in ('AWAITING_PAYMENT', 'OVERDUE') and amount_owed > 0 group by tenant_id`,
      );
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) {
        const client = clients.find((candidate) => candidate.tenantId === row.tenant_id);
        expect(client?.awaitingPayment).toBeCloseTo(row.owed, 2);
        const hours = Math.floor((Date.parse(`${TEST_TODAY}T12:00:00Z`) - Date.parse(`${row.oldest}T00:00:00Z`)) / 3_600_000);
        expect(client?.hoursAwaitingPayment).toBe(hours);
      }
      const settled = clients.filter((client) => !rows.some((row) => row.tenant_id === client.tenantId));
      for (const client of settled) expect([client.awaitingPayment, client.hoursAwaitingPayment]).toEqual([0, 0]);
    });
  });

  describe('GET /billing/clients/export', () => {
    it('answers a real .xlsx with the grid columns as typed cells, formula-like names kept as written', async () => {
      const response = await get('/billing/clients/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toBe('attachment; filename="Clients_Export_06_15_2025.xlsx"');
      const clients = (await get('/billing/clients')).json<ClientRow[]>();
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual([
        'Client Name',
        'Official Legal Name',
        'Status',
        '$ Awaiting Payment',
        'Days Awaiting Payment',
        'Effective Date',
        'Trial Expire Date',
        'End Date',
        'Country',
        'State',
        'Currency',
      ]);
      expect(sheet.rowCount).toBe(37);
      const rowOf = (name: string) => {
        for (let index = 2; index <= sheet.rowCount; index += 1) if (sheet.getRow(index).getCell(1).value === name) return sheet.getRow(index);
        throw new Error(`no row of ${name}`);
      };
      // Formula-like names are string cells holding the name as written: no apostrophe, no formula.
      for (const name of ['+Plus Mobile', '@Home Devices']) {
        const cell = rowOf(name).getCell(1);
        expect([cell.type, cell.value]).toEqual([ExcelJS.ValueType.String, name]);
      }
      const owing = clients.find((client) => client.awaitingPayment > 0 && client.currencyCode !== 'USD')!;
      const row = rowOf(owing.clientName);
      expect([row.getCell(4).type, row.getCell(4).value, row.getCell(4).numFmt]).toEqual([ExcelJS.ValueType.Number, owing.awaitingPayment, '#,##0.00']);
      expect(row.getCell(11).value).toBe(owing.currencyCode);
      // Days Awaiting Payment is a number of days (2 decimals), not the screen's 'Xd Yh'.
      expect([row.getCell(5).type, row.getCell(5).value, row.getCell(5).numFmt]).toEqual([ExcelJS.ValueType.Number, Math.round((owing.hoursAwaitingPayment / 24) * 100) / 100, '#,##0.00']);
      const effective = row.getCell(6);
      expect([effective.type, effective.numFmt]).toEqual([ExcelJS.ValueType.Date, 'mmm dd yyyy']);
      expect((effective.value as Date).toISOString().slice(0, 10)).toBe(owing.effectiveDate);
      expect(row.getCell(3).value).toBe(CLIENT_STATUS_LABELS[owing.status]);
      const statuses = new Set<unknown>();
      sheet.eachRow((line, index) => index > 1 && statuses.add(line.getCell(3).value));
      expect(statuses).toContain('Pending Deactivation');
      expect(statuses).not.toContain('PENDING_DEACTIVATION');
    });
  });

  describe('client details', () => {
    it('GET contact answers the contact people and billing address', async () => {
      const response = await get('/billing/clients/T02/contact');
      expect(response.statusCode).toBe(200);
      const contact = response.json<ClientContact>();
      expect(contact).toMatchObject({ tenantId: 'T02', clientName: 'Acme Phones', officialLegalName: 'Acme Phones Inc.' });
      expect(contact.contacts.map((person) => person.role)).toEqual(['PRIMARY', 'BILLING', 'SIGNER']);
      expect(contact.billingAddress.address1).toEqual(expect.any(String));
    });

    it('GET payment-methods lists cards and bank accounts, the default first', async () => {
      const methods = (await get('/billing/clients/T02/payment-methods')).json<PaymentMethod[]>();
      expect(methods.length).toBeGreaterThanOrEqual(1);
      expect(methods[0]?.isDefault).toBe(true);
      expect(methods.filter((method) => method.isDefault)).toHaveLength(1);
    });

    it('GET and PUT default-payment-method switch the default in one transaction', async () => {
      const tenantId = (
        await t.database.db.query<{ tenant_id: string }>('select tenant_id from payment_methods group by tenant_id having count(*) = 2 order by tenant_id limit 1')
      ).rows[0]?.tenant_id;
      expect(tenantId).toBeDefined();
      const before = (await get(`/billing/clients/${tenantId}/default-payment-method`)).json<PaymentMethod>();
      const other = (await get(`/billing/clients/${tenantId}/payment-methods`)).json<PaymentMethod[]>().find((method) => !method.isDefault);
      const put = await t.as('FINANCE', {
        method: 'PUT',
        url: `/billing/clients/${tenantId}/default-payment-method`,
        payload: { paymentMethodId: other?.id },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ id: other?.id, isDefault: true });
      const after = (await get(`/billing/clients/${tenantId}/payment-methods`)).json<PaymentMethod[]>();
      expect(after.filter((method) => method.isDefault).map((method) => method.id)).toEqual([other?.id]);
      expect(after.find((method) => method.id === before.id)?.isDefault).toBe(false);
    });

    it('PUT default-payment-method refuses a payment method of another client', async () => {
      const response = await t.as('FINANCE', { method: 'PUT', url: '/billing/clients/T03/default-payment-method', payload: { paymentMethodId: 'pm_T02_card' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Payment method pm_T02_card not found for client T03');
    });

    it('GET default-payment-method answers null for a client without any', async () => {
      const tenantId = (
        await t.database.db.query<{ tenant_id: string }>(
          'select tenant_id from clients c where not exists (select 1 from payment_methods p where p.tenant_id = c.tenant_id) order by tenant_id limit 1',
        )
      ).rows[0]?.tenant_id;
      const response = await get(`/billing/clients/${tenantId}/default-payment-method`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    });

    it('GET contract-terms answers dates, trial, rates and payment terms', async () => {
      const terms = (await get('/billing/clients/T02/contract-terms')).json<ContractTerms>();
      expect(terms).toMatchObject({ tenantId: 'T02', currencyCode: 'USD', currency: '$' });
      expect(terms.paymentTermsDays).toBeGreaterThan(0);
      expect(terms.monthlyFee).toBeGreaterThan(0);
      expect(terms.tenantSignedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('answers 404 for an unknown client on every details call', async () => {
      for (const part of ['contact', 'payment-methods', 'default-payment-method', 'contract-terms']) {
        const response = await get(`/billing/clients/T99/${part}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Client T99 not found');
      }
    });
  });
});
