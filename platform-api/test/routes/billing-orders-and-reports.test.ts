import type { BillingPeriodOrders, Report } from '../../src/contract.js';
import { invoicesWhere } from '../support/invoice-fixtures.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

describe('billing-period orders and reports (FINANCE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const get = (url: string) => t.as('FINANCE', { method: 'GET', url });

  describe('GET /billing/billing-period-orders/:invoiceNumber', () => {
    it('groups the period orders into storefront, offline and one connect group per supplier, newest shipped first', async () => {
      const { rows } = await t.database.db.query<{ invoice_number: string }>(
        `select i.invoice_number from invoices i
         where (select count(distinct o.supplier_tenant_id) from billing_orders o where o.tenant_id = i.tenant_id and o.channel = 'CONNECT'
                and o.shipped_at >= i.billing_period_start_date and o.shipped_at < i.billing_period_end_date + 1) >= 2
         order by i.invoice_number limit 1`,
      );
      const number = rows[0]?.invoice_number;
      expect(number).toBeDefined();
      const response = await get(`/billing/billing-period-orders/${number}`);
      expect(response.statusCode).toBe(200);
      const orders = response.json<BillingPeriodOrders>();
      expect(orders.connect.length).toBeGreaterThanOrEqual(2);
      for (const group of [orders.storefront, orders.offline, ...orders.connect]) {
        const dates = group.orders.map((order) => order.shippedDate);
        expect(dates).toEqual([...dates].sort().reverse());
        expect(group.shippedAmountInUsd).toBeCloseTo(group.orders.reduce((sum, order) => sum + order.shippedAmountInUsd, 0), 2);
        expect(group.exchangeRate).toBeGreaterThan(0);
      }
      for (const group of orders.connect) {
        expect(group.supplierTenantName).toEqual(expect.any(String));
        expect(group.shippedAmountInSupplierCurrency).toBeCloseTo(group.orders.reduce((sum, order) => sum + order.shippedAmount, 0), 2);
      }
      const invoice = (await get(`/billing/invoices/${number}`)).json<{ billingPeriodOrdersInUsd: number }>();
      const total = [orders.storefront, orders.offline, ...orders.connect].reduce((sum, group) => sum + group.shippedAmountInUsd, 0);
      expect(total).toBeCloseTo(invoice.billingPeriodOrdersInUsd, 2);
    });

    it('gives non-USD clients their own currency and an exchange rate', async () => {
      const [number] = await invoicesWhere(t.database.db, `tenant_id in (select tenant_id from clients where currency_code <> 'USD') and billing_period_orders > 0`, 1);
      const orders = (await get(`/billing/billing-period-orders/${number}`)).json<BillingPeriodOrders>();
      expect(orders.storefront.currencyCode).not.toBe('USD');
      expect(orders.storefront.exchangeRate).not.toBe(1);
      expect(orders.storefront.shippedAmountInTenantCurrency).toBeCloseTo(orders.storefront.shippedAmountInUsd * orders.storefront.exchangeRate, 1);
    });

    it('answers 404 for an unknown invoice', async () => {
      const response = await get('/billing/billing-period-orders/INV-000000-T99');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Invoice INV-000000-T99 not found');
    });
  });

  describe('reports', () => {
    it('GET /billing/reports lists the reports', async () => {
      expect((await get('/billing/reports')).json()).toEqual([
        { id: 'gmv', name: 'GMV Report' },
        { id: 'invoice-aging', name: 'Invoice Aging' },
      ]);
    });

    it('the GMV report equals a hand-computed sum of the orders', async () => {
      const db = t.database.db;
      await db.query(`insert into tenants (tenant_id, tenant_name) values ('TGMV', 'Gmv Check Phones')`);
      await db.query(`insert into clients (tenant_id, client_name, official_legal_name, status, currency_code) values ('TGMV', 'Gmv Check Phones', 'Gmv Check Phones LLC', 'ACTIVE', 'EUR')`);
      const order = (number: string, channel: string, usd: number, supplier: string | null) =>
        db.query(
          `insert into billing_orders (phonex_order_number, ref_order_number, tenant_id, channel, supplier_tenant_id, shipped_at, currency_code, shipped_amount, exchange_rate, shipped_amount_usd)
           values ($1, $1, 'TGMV', $2, $3, '2019-03-10T10:00:00Z', 'EUR', $4, 0.9, $5)`,
          [number, channel, supplier, Math.round(usd * 90) / 100, usd],
        );
      await order('GMV-1', 'STOREFRONT', 100.1, null);
      await order('GMV-2', 'STOREFRONT', 200.2, null);
      await order('GMV-3', 'OFFLINE', 50, null);
      await order('GMV-4', 'CONNECT', 19.99, 'T01');

      const report = (await get('/billing/reports/gmv')).json<Report>();
      expect(report.settings.columnDefs.map((column) => column.headerName)).toEqual([
        'Month',
        'Tenant ID',
        'Client',
        'Currency',
        'Orders',
        'Storefront GMV (USD)',
        'Offline GMV (USD)',
        'Connect GMV (USD)',
        'Total GMV (USD)',
      ]);
      expect(report.body.find((row) => row.tenantId === 'TGMV')).toEqual({
        month: '2019-03',
        tenantId: 'TGMV',
        clientName: 'Gmv Check Phones',
        currencyCode: 'USD',
        usdRate: 1,
        orders: 4,
        storefrontGmvUsd: 300.3,
        offlineGmvUsd: 50,
        connectGmvUsd: 19.99,
        totalGmvUsd: 370.29,
      });
      const months = report.body.map((row) => String(row.month));
      expect(months).toEqual([...months].sort().reverse());
    });

    it('the invoice aging report buckets what each client owes', async () => {
      const report = (await get('/billing/reports/invoice-aging')).json<Report>();
      expect(report.body.length).toBeGreaterThan(0);
      for (const row of report.body) {
        const buckets = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'].reduce((sum, field) => sum + Number(row[field]), 0);
        expect(buckets).toBeCloseTo(Number(row.totalOwed), 2);
      }
      const { rows } = await t.database.db.query<{ owed: number }>(`select sum(amount_owed)::float8 as owed from invoices where invoice_status in ('AWAITING_PAYMENT', 'OVERDUE')`);
      expect(report.body.reduce((sum, row) => sum + Number(row.totalOwed), 0)).toBeCloseTo(rows[0]?.owed ?? 0, 2);
    });

    it('the invoice aging report names the currency of each row with its stored USD rate, the largest debt in USD first', async () => {
      const report = (await get('/billing/reports/invoice-aging')).json<Report>();
      expect(report.settings.columnDefs.find((column) => column.field === 'currencyCode')?.headerName).toBe('Currency');
      const { rows } = await t.database.db.query<{ currency_code: string; usd_rate: number }>('select currency_code, usd_rate::float8 as usd_rate from currencies');
      const rates = new Map(rows.map((row) => [row.currency_code, row.usd_rate]));
      for (const row of report.body) expect(row.usdRate).toBe(rates.get(String(row.currencyCode)));
      expect(new Set(report.body.map((row) => row.currencyCode)).size).toBeGreaterThan(1);
      const inUsd = report.body.map((row) => Number(row.totalOwed) / Number(row.usdRate));
      expect(inUsd).toEqual([...inUsd].sort((a, b) => b - a));
    });

    it('answers 404 for an unknown report', async () => {
      const response = await get('/billing/reports/unknown');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Report unknown not found');
    });
  });
});
