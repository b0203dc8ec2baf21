import { markOverdueInvoices } from '../../src/billing/overdue-sweep.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDatabase } from '../../src/db/seed/seed.js';
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

  it('moves AWAITING_PAYMENT invoices past due to OVERDUE and records it, leaving the others', async () => {
    const count = async (condition: string) =>
      (await database.db.query<{ n: number }>(`select count(*)::int as n from invoices where ${condition}`)).rows[0]?.n ?? 0;
    const due = await count(`invoice_status = 'AWAITING_PAYMENT' and due_date < '2025-07-01'`);
    const later = await count(`invoice_status = 'AWAITING_PAYMENT' and due_date >= '2025-07-01'`);
    expect(due).toBeGreaterThan(0);

    expect(await markOverdueInvoices(database.db, '2025-07-01')).toBe(due);
    expect(await count(`invoice_status = 'AWAITING_PAYMENT'`)).toBe(later);
    const { rows } = await database.db.query<{ n: number }>(`select count(*)::int as n from invoice_status_history where source = 'OVERDUE_SWEEP' and changed_by = 'system'`);
    expect(rows[0]?.n).toBe(due);
    expect(await markOverdueInvoices(database.db, '2025-07-01')).toBe(0);
  });
});
