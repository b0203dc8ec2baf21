import { insertRows } from '../../src/db/bulk-insert.js';
import { migrate } from '../../src/db/migrate.js';
import { generateSeedData } from '../../src/seed/generate.js';
import { isDatabaseEmpty, resolveSeedOptions, seedDatabase } from '../../src/seed/seed.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

const TODAY = '2025-06-15';

describe('generateSeedData', () => {
  const data = generateSeedData(resolveSeedOptions({ today: TODAY }));
  const values = (rows: Array<Record<string, unknown>>, column: string) => new Set(rows.map((row) => row[column]));

  it('is deterministic for the same options', () => {
    expect(JSON.stringify(generateSeedData(resolveSeedOptions({ today: TODAY })))).toBe(JSON.stringify(data));
  });

  it('has a few dozen clients in all five statuses and several currencies', () => {
    expect(data.clients).toHaveLength(36);
    expect(values(data.clients, 'status')).toEqual(new Set(['ACTIVE', 'TRIAL_PERIOD', 'DEACTIVATED', 'ONBOARDING', 'PENDING_DEACTIVATION']));
    const currencies = values(data.clients, 'currency_code');
    expect(currencies.has('USD')).toBe(true);
    expect(currencies.size).toBeGreaterThanOrEqual(4);
  });

  it('has a few hundred invoices in every status, with card payment outcomes', () => {
    expect(data.invoices).toHaveLength(400);
    expect(values(data.invoices, 'invoice_status')).toEqual(new Set(['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'VOIDED', 'WRITTEN_OFF']));
    expect(values(data.invoices, 'card_payment_status')).toEqual(new Set([null, 'SUCCEEDED', 'FAILURE']));
    expect(data.invoices.some((invoice) => invoice.invoiced_amount === 0)).toBe(true);
  });

  it('keeps OVERDUE invoices due today or earlier and AWAITING_PAYMENT ones due later', () => {
    for (const invoice of data.invoices) {
      if (invoice.invoice_status === 'OVERDUE') expect(String(invoice.due_date) <= TODAY).toBe(true);
      if (invoice.invoice_status === 'AWAITING_PAYMENT') expect(String(invoice.due_date) > TODAY).toBe(true);
    }
  });

  it('has retryable invoices: OVERDUE with a failed card payment, for cards that succeed and cards that decline', () => {
    const cardOf = new Map(data.payment_methods.filter((method) => method.type === 'CARD').map((method) => [method.tenant_id, method.card_last4]));
    const retryable = data.invoices.filter((invoice) => invoice.invoice_status === 'OVERDUE' && invoice.card_payment_status === 'FAILURE');
    const cards = new Set(retryable.map((invoice) => cardOf.get(invoice.tenant_id)));
    expect(cards.has('4242') || cards.has('4444') || cards.has('8431')).toBe(true);
    expect(cards.has('0002') || cards.has('9995') || cards.has('0119')).toBe(true);
  });

  it('has clients without a card on file', () => {
    const withCard = values(data.payment_methods.filter((method) => method.type === 'CARD'), 'tenant_id');
    expect(data.clients.filter((client) => !withCard.has(client.tenant_id)).length).toBeGreaterThan(3);
  });

  it("writes the amount in each marketplace fee's description as the console writes money, in the client's currency", () => {
    const symbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'CA$', AUD: 'A$', MXN: 'MX$' };
    const currencyOf = new Map(data.clients.map((client) => [client.tenant_id, String(client.currency_code)]));
    const tenantOf = new Map(data.invoices.map((invoice) => [invoice.invoice_number, invoice.tenant_id]));
    const fees = data.invoice_line_items.filter((line) => String(line.description).startsWith('Marketplace fee'));
    expect(fees.length).toBe(data.invoices.length);
    for (const line of fees) {
      const match = String(line.description).match(/^Marketplace fee [\d.]+% of shipped GMV (\D+?)(\d{1,3}(?:,\d{3})*\.\d{2})$/);
      expect([line.description, match !== null]).toEqual([line.description, true]);
      expect([line.description, match?.[1]]).toEqual([line.description, symbols[currencyOf.get(tenantOf.get(line.invoice_number)!)!]]);
    }
    // Some are over 1,000, so grouped: '$7,343.96', never '$7343.96'.
    expect(fees.some((line) => /\d,\d{3}\.\d{2}$/.test(String(line.description)))).toBe(true);
  });

  it('totals every invoice from its line items and tax', () => {
    for (const invoice of data.invoices) {
      const lines = data.invoice_line_items.filter((line) => line.invoice_number === invoice.invoice_number);
      const subTotal = lines.reduce((sum, line) => sum + Number(line.total), 0);
      expect(Number(invoice.sub_total)).toBeCloseTo(subTotal, 2);
      expect(Number(invoice.invoiced_amount)).toBeCloseTo(Number(invoice.sub_total) + Number(invoice.tax), 2);
    }
  });

  it('has billing-period orders on every channel, non-USD amounts and invoices with two or more connect suppliers', () => {
    expect(values(data.billing_orders, 'channel')).toEqual(new Set(['STOREFRONT', 'OFFLINE', 'CONNECT']));
    expect(data.billing_orders.some((order) => order.currency_code !== 'USD' && Number(order.exchange_rate) !== 1)).toBe(true);
    const suppliersPerPeriod = new Map<string, Set<unknown>>();
    for (const order of data.billing_orders.filter((o) => o.channel === 'CONNECT')) {
      const key = `${order.tenant_id}/${String(order.shipped_at).slice(0, 7)}`;
      suppliersPerPeriod.set(key, (suppliersPerPeriod.get(key) ?? new Set()).add(order.supplier_tenant_id));
    }
    expect([...suppliersPerPeriod.values()].some((suppliers) => suppliers.size >= 2)).toBe(true);
  });

  it('has internal users of every type in several tenants, and one email in several tenants', () => {
    expect(values(data.internal_users, 'user_type')).toEqual(new Set(['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER', 'ADMIN', 'BUYER_USER', 'SALES_REP']));
    expect(values(data.internal_users, 'tenant_id').size).toBeGreaterThanOrEqual(5);
    expect(data.internal_users.filter((user) => user.email === 'alex.morgan@px-partners.example').length).toBeGreaterThanOrEqual(2);
    expect(data.internal_users.some((user) => user.active === false)).toBe(true);
  });

  it('has client forms in all three statuses', () => {
    expect(values(data.client_forms, 'status')).toEqual(new Set(['SUBMITTED', 'COMPLETED', 'REJECTED']));
  });

  it('honours the size flag with exactly the requested invoices, keeping order details for recent months only', () => {
    const large = generateSeedData(resolveSeedOptions({ today: TODAY, clients: 150, invoices: 6000 }));
    expect(large.clients).toHaveLength(150);
    expect(large.invoices).toHaveLength(6000);
    const oldestDetailed = large.billing_orders.map((order) => String(order.shipped_at)).sort()[0] ?? '';
    expect(oldestDetailed >= '2025-02-01').toBe(true);
  });
});

describe('seedDatabase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database.db);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => database.dispose());

  it('migrations are applied once', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });

  it('fills an empty database and reports the rows per table', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const summary = await seedDatabase(database.db, { today: TODAY });
    expect(summary.rows.invoices).toBe(400);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const { rows } = await database.db.query<{ invoices: number; orders: number; forms: number }>(
      'select (select count(*)::int from invoices) as invoices, (select count(*)::int from billing_orders) as orders, (select count(*)::int from client_forms) as forms',
    );
    expect(rows[0]).toEqual({ invoices: 400, orders: summary.rows.billing_orders, forms: 24 });
  });

  it('stores order counts and USD totals that match the orders of each billing period', async () => {
    const { rows } = await database.db.query<{ mismatches: number }>(`
      select count(*)::int as mismatches
      from invoices i
      left join lateral (
        select count(*)::int as n, coalesce(sum(o.shipped_amount_usd), 0) as usd
        from billing_orders o
        where o.tenant_id = i.tenant_id
          and o.shipped_at >= i.billing_period_start_date
          and o.shipped_at < i.billing_period_end_date + 1
      ) o on true
      where o.n <> i.billing_period_orders or abs(o.usd - i.billing_period_orders_usd) > 0.011`);
    expect(rows[0]?.mismatches).toBe(0);
  });

  it('refuses a second seed into the same database, leaving it unchanged', async () => {
    await expect(seedDatabase(database.db, { today: TODAY })).rejects.toThrow();
    const { rows } = await database.db.query<{ n: number }>('select count(*)::int as n from invoices');
    expect(rows[0]?.n).toBe(400);
  });

  it('bulk insert refuses names that are not plain identifiers', async () => {
    await expect(insertRows(database.db, 'tenants; drop table tenants', [{ tenant_id: 'X' }])).rejects.toThrow('Not a plain identifier');
  });
});
