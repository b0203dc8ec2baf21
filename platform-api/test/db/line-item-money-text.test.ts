// Migration 026 (docs/billing.md#line-items): a marketplace fee's description stored with a plain
// amount ('$7343.96') reads as the console writes money ('$7,343.96'); other descriptions and
// amounts under 1,000 are left as they are.
import { migrate, readMigrations } from '../../src/db/migrate.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

const STORED: Array<[string, string]> = [
  ['Marketplace fee 1.5% of shipped GMV $7343.96', 'Marketplace fee 1.5% of shipped GMV $7,343.96'],
  ['Marketplace fee 2% of shipped GMV MX$1234567.50', 'Marketplace fee 2% of shipped GMV MX$1,234,567.50'],
  ['Marketplace fee 2.5% of shipped GMV €1000.00', 'Marketplace fee 2.5% of shipped GMV €1,000.00'],
  ['Marketplace fee 1.5% of shipped GMV $999.99', 'Marketplace fee 1.5% of shipped GMV $999.99'],
  ['Marketplace fee 1.5% of shipped GMV $7,343.96', 'Marketplace fee 1.5% of shipped GMV $7,343.96'],
  ['Offline order service 12345.00', 'Offline order service 12345.00'],
];

describe('migration 026: amounts in line item descriptions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => database.dispose());

  it('groups the plain amounts of marketplace fees by thousands and leaves the rest', async () => {
    const { db } = database;
    await migrate(db, readMigrations().filter((migration) => migration.name < '026'));
    await db.query(`insert into currencies (currency_code, symbol, usd_rate) values ('USD', '$', 1) on conflict do nothing`);
    await db.query(`insert into tenants (tenant_id, tenant_name) values ('T01', 'Acme')`);
    await db.query(`insert into clients (tenant_id, client_name, official_legal_name, status, currency_code) values ('T01', 'Acme', 'Acme', 'ACTIVE', 'USD')`);
    await db.query(
      `insert into invoices (invoice_number, tenant_id, invoice_date, due_date, billing_period_start_date, billing_period_end_date,
         billing_period_orders, billing_period_orders_usd, sub_total, invoiced_amount, amount_owed, invoice_status)
       values ('INV-1', 'T01', '2026-11-01', '2026-12-01', '2026-10-01', '2026-10-31', 0, 0, 0, 0, 0, 'PAID')`,
    );
    for (const [index, [description]] of STORED.entries()) {
      await db.query(`insert into invoice_line_items (invoice_number, position, description, quantity, unit_price, total) values ('INV-1', $1, $2, 1, 0, 0)`, [index + 1, description]);
    }
    expect(await migrate(db)).toEqual(readMigrations().filter((migration) => migration.name >= '026').map((migration) => migration.name));
    const { rows } = await db.query<{ description: string }>(`select description from invoice_line_items where invoice_number = 'INV-1' order by position`);
    expect(rows.map((row) => row.description)).toEqual(STORED.map(([, expected]) => expected));
  });
});
