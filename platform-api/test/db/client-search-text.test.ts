// Migration 030 (docs/search.md#cost): the clients search reads each client's texts from the row
// (its text columns and its contract dates as the grid searches them, one per line, an empty line
// for a missing value), and a change of the client or its terms changes them at once.
import { migrate } from '../../src/db/migrate.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

describe('migration 030: the clients search texts kept on the rows', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await migrate(db);
    await db.query(`insert into currencies (currency_code, symbol, usd_rate) values ('USD', '$', 1) on conflict do nothing`);
    await db.query(`insert into tenants (tenant_id, tenant_name) values ('T01', 'Acme')`);
    await db.query(
      `insert into clients (tenant_id, client_name, official_legal_name, status, currency_code, billing_country, billing_state)
       values ('T01', '  Acme Phones ', 'ACME Phones Inc.', 'ACTIVE', 'USD', 'US', null)`,
    );
    await db.query(
      `insert into contract_terms (tenant_id, tenant_signed_date, effective_date, end_date, free_trial_end, gmv_fee_percent, monthly_fee, offline_service_rate, payment_terms_days)
       values ('T01', '2024-01-05', null, null, '2024-02-09', 1.5, 0, 0, 30)`,
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(() => database.dispose());

  const texts = async () =>
    (
      await database.db.query<{ client: string; terms: string }>(
        `select c.search_text as client, t.search_text as terms from clients c join contract_terms t on t.tenant_id = c.tenant_id where c.tenant_id = 'T01'`,
      )
    ).rows[0];

  it('holds the name, legal name, country, state and currency code lower-cased and trimmed, and the four dates as the grid writes them', async () => {
    expect(await texts()).toEqual({
      client: 'acme phones\nacme phones inc.\nus\n\nusd',
      // Signed, effective, trial end, end: 'mmm dd yyyy mm/dd/yyyy'.
      terms: 'jan 05 2024 01/05/2024\n\nfeb 09 2024 02/09/2024\n',
    });
  });

  it('follows a change of the client and of its terms', async () => {
    await database.db.query(`update clients set client_name = 'Beta Mobile', billing_state = 'NY' where tenant_id = 'T01'`);
    await database.db.query(`update contract_terms set end_date = '2026-05-31' where tenant_id = 'T01'`);
    expect(await texts()).toEqual({
      client: 'beta mobile\nacme phones inc.\nus\nny\nusd',
      terms: 'jan 05 2024 01/05/2024\n\nfeb 09 2024 02/09/2024\nmay 31 2026 05/31/2026',
    });
  });
});
