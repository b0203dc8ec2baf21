import { markOverdueInvoices } from '../../src/billing/overdue-sweep.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

describe('markOverdueInvoices', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database.db);
    await seedDatabase(database.db, { today: '2025-06-15' });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => database.dispose());

  const statusOf = async (invoiceNumber: string) =>
    (await database.db.query<{ status: string }>('select invoice_status as status from invoices where invoice_number = $1', [invoiceNumber])).rows[0]?.status;

  it('moves AWAITING_PAYMENT invoices due today or earlier to OVERDUE and records it, leaving the others', async () => {
    const count = async (condition: string) =>
      (await database.db.query<{ n: number }>(`select count(*)::int as n from invoices where ${condition}`)).rows[0]?.n ?? 0;
    // One invoice falls due on the sweep's day, one the day after (due today is overdue:
    // docs/billing.md#overdue-invoices).
    const { rows: picked } = await database.db.query<{ invoice_number: string }>(
      `select invoice_number from invoices where invoice_status = 'AWAITING_PAYMENT' and invoice_date <= '2025-07-01' order by invoice_number limit 2`,
    );
    const [dueToday, dueTomorrow] = picked.map((row) => row.invoice_number);
    expect(dueTomorrow).toBeDefined();
    await database.db.query(`update invoices set due_date = '2025-07-01' where invoice_number = $1`, [dueToday]);
    await database.db.query(`update invoices set due_date = '2025-07-02' where invoice_number = $1`, [dueTomorrow]);
    const due = await count(`invoice_status = 'AWAITING_PAYMENT' and due_date <= '2025-07-01'`);
    const later = await count(`invoice_status = 'AWAITING_PAYMENT' and due_date > '2025-07-01'`);
    expect(due).toBeGreaterThan(0);

    expect(await markOverdueInvoices(database.db, '2025-07-01')).toBe(due);
    expect(await count(`invoice_status = 'AWAITING_PAYMENT'`)).toBe(later);
    expect(await statusOf(dueToday ?? '')).toBe('OVERDUE');
    expect(await statusOf(dueTomorrow ?? '')).toBe('AWAITING_PAYMENT');
    const { rows } = await database.db.query<{ n: number }>(`select count(*)::int as n from invoice_status_history where source = 'OVERDUE_SWEEP' and changed_by = 'system'`);
    expect(rows[0]?.n).toBe(due);
    expect(await markOverdueInvoices(database.db, '2025-07-01')).toBe(0);
  });
});
