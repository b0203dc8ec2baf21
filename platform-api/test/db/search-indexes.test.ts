// The invoices search's trigram indexes (migration 025, docs/search.md#cost): made on the
// embedded PGlite (pg_trgm loaded in its worker thread) as on a Postgres server, and usable by the
// compiled statement of a word search in every one of its arms.
import { compileInvoiceCount, resolveInvoiceQuery } from '../../src/billing/invoice-query/compile-invoice-query.js';
import { migrate } from '../../src/db/migrate.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';

describe('the invoices search indexes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database.db);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => database.dispose());

  it('has trigram indexes of the searched texts and an index of the status pair', async () => {
    const { rows } = await database.db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'invoices' and schemaname = current_schema() order by indexname`,
    );
    const definitions = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(definitions.invoices_search_text_trgm_idx).toMatch(/USING gin \(search_text \S*gin_trgm_ops\)/);
    expect(definitions.invoices_search_numbers_trgm_idx).toMatch(/USING gin \(search_numbers \S*gin_trgm_ops\)/);
    expect(definitions.invoices_status_pair_idx).toContain('card_payment_status');
  });

  it('reads a word of four characters through the indexes, not by a scan of every invoice', async () => {
    // 'paym' is in the searched text's alphabet, a number it is not, and the labels 'Awaiting Payment' and
    // 'Payment ...' hold it: the text, status-pair and client-name arms.
    const { query } = resolveInvoiceQuery({ search: 'paym', sets: {}, dates: {}, amounts: {}, stock: 'all' }, null, Date.parse('2025-06-15T16:00:00Z'));
    const { text, values } = compileInvoiceCount(query, 1001);
    const plan = await database.db.transaction(async (tx) => {
      // On an empty table any plan is cheap: forbid the scan to see whether the indexes can serve.
      await tx.query('set local enable_seqscan = off');
      return (await tx.query<{ 'QUERY PLAN': string }>(`explain ${text}`, values)).rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('invoices_search_text_trgm_idx');
    expect(plan).toContain('invoices_status_pair_idx');
    expect(plan).not.toMatch(/Seq Scan on invoices/);
  });
});
