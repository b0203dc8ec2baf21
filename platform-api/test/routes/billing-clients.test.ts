import { gunzipSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import type { ClientContact, ClientRow, ContractTerms, PaymentMethod } from '../../src/contract.js';
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
          'endDate',
          'freeTrialEnd',
          'hoursAwaitingPayment',
          'officialLegalName',
          'status',
          'tenantId',
          'tenantSignedDate',
        ].sort(),
      );
      expect(new Set(clients.map((client) => client.status)).size).toBe(5);
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
    it('answers a real .xlsx with the grid columns, formula-like names escaped', async () => {
      const response = await get('/billing/clients/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="clients-${TEST_TODAY}.xlsx"`);
      const book = XLSX.read(response.rawPayload);
      const sheet = book.Sheets[book.SheetNames[0] ?? ''];
      if (!sheet) throw new Error('no sheet');
      const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
      expect(rows[0]).toEqual([
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
      expect(rows).toHaveLength(37);
      const names = rows.map((row) => row[0]);
      expect(names).toContain("'+Plus Mobile");
      expect(names).toContain("'@Home Devices");
      expect(names).not.toContain('+Plus Mobile');
      expect(rows.map((row) => row[2])).toContain('Pending Deactivation');
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
