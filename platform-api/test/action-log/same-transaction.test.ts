// The action log (docs/api.md#action-log): each billing and internal-users change is written in the
// same transaction as its action-log entry — when the entry cannot be written the change rolls
// back, and a change that is refused leaves no entry.
import { invoicesWhere, invoiceState, makeRetryable } from '../support/invoice-fixtures.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

describe('a change and its action-log entry commit or roll back together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const entries = async (endpoint: string) =>
    (await t.database.db.query<{ n: number }>('select count(*)::int as n from action_log where endpoint = $1', [endpoint])).rows[0]?.n ?? 0;

  /** Makes every insert into action_log of `endpoint` fail, as a full disk or a lost connection would. */
  async function refuseEntriesOf(endpoint: string): Promise<() => Promise<void>> {
    await t.database.db.query(`create or replace function refuse_test_entry() returns trigger language plpgsql as $$
      begin if new.endpoint = '${endpoint}' then raise exception 'entry refused for the test'; end if; return new; end $$`);
    await t.database.db.query('create trigger refuse_test_entry before insert on action_log for each row execute function refuse_test_entry()');
    return async () => {
      await t.database.db.query('drop trigger refuse_test_entry on action_log');
    };
  }

  it('keeps the invoices unchanged when the bulk mark-paid entry cannot be written, and changes both with one entry otherwise', async () => {
    const numbers = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.card_payment_status is distinct from 'REQUESTED' and i.amount_owed > 0", 2);
    expect(numbers).toHaveLength(2);
    const before = await Promise.all(numbers.map((number) => invoiceState(t.database.db, number)));
    const restore = await refuseEntriesOf('updateInvoiceStatus');
    const failed = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', payload: { invoiceNumbers: numbers, status: 'PAID' } });
    await restore();
    expect(failed.statusCode).toBe(500);
    expect(await Promise.all(numbers.map((number) => invoiceState(t.database.db, number)))).toEqual(before);
    expect(await entries('updateInvoiceStatus')).toBe(0);
    const history = await t.database.db.query('select 1 from invoice_status_history where invoice_number = any($1::text[]) and to_status = $2', [numbers, 'PAID']);
    expect(history.rows).toHaveLength(0);

    const done = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', payload: { invoiceNumbers: numbers, status: 'PAID' } });
    expect(done.statusCode).toBe(200);
    expect((await Promise.all(numbers.map((number) => invoiceState(t.database.db, number)))).map((state) => [state.status, state.owed])).toEqual([
      ['PAID', 0],
      ['PAID', 0],
    ]);
    expect(await entries('updateInvoiceStatus')).toBe(1);
  });

  it('records a refused status change (409) as FAILED with the refusal and no changes, leaving the invoices as they were; a dry run writes nothing', async () => {
    const paid = await invoicesWhere(t.database.db, "i.invoice_status = 'PAID' and i.invoiced_amount > 0", 2);
    const before = await Promise.all(paid.map((number) => invoiceState(t.database.db, number)));
    // A bulk mark-paid of invoices already PAID is refused
    // (docs/billing.md#invoice-status-changes).
    const refused = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', payload: { invoiceNumbers: paid, status: 'PAID' } });
    expect(refused.statusCode).toBe(409);
    expect(await Promise.all(paid.map((number) => invoiceState(t.database.db, number)))).toEqual(before);
    const { rows } = await t.database.db.query<{ outcome: string; note: string; changes: unknown; targets: string[] }>(
      `select outcome, note, changes, target_ids as targets from action_log where endpoint = 'updateInvoiceStatus' order by id desc limit 1`,
    );
    expect(rows).toEqual([{ outcome: 'FAILED', note: `Refused (409): ${refused.json().message}`, changes: {}, targets: paid }]);
    const count = await entries('updateInvoiceStatus');
    const [awaiting] = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.card_payment_status is distinct from 'REQUESTED'", 1);
    const dryRun = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status?dryRun=true', payload: { invoiceNumbers: [awaiting], status: 'PAID' } });
    expect(dryRun.statusCode).toBe(200);
    expect(await entries('updateInvoiceStatus')).toBe(count);
    expect((await invoiceState(t.database.db, awaiting!)).status).toBe('AWAITING_PAYMENT');
  });

  it('keeps the default payment method when its entry cannot be written', async () => {
    const method = (await t.database.db.query<{ tenantId: string; id: string }>(`select tenant_id as "tenantId", payment_method_id as id from payment_methods where not is_default order by 1, 2 limit 1`)).rows[0]!;
    const defaults = () => t.database.db.query<{ id: string }>('select payment_method_id as id from payment_methods where tenant_id = $1 and is_default', [method.tenantId]);
    const before = (await defaults()).rows;
    const restore = await refuseEntriesOf('setDefaultPaymentMethod');
    const failed = await t.as('FINANCE', { method: 'PUT', url: `/billing/clients/${method.tenantId}/default-payment-method`, payload: { paymentMethodId: method.id } });
    await restore();
    expect(failed.statusCode).toBe(500);
    expect((await defaults()).rows).toEqual(before);
    expect(await entries('setDefaultPaymentMethod')).toBe(0);
  });

  it("records a refused new default (another client's payment method, 404) as FAILED, the defaults unchanged", async () => {
    const [mine, theirs] = (await t.database.db.query<{ tenantId: string; id: string }>(`select distinct on (tenant_id) tenant_id as "tenantId", payment_method_id as id from payment_methods order by tenant_id, payment_method_id limit 2`)).rows;
    const defaults = async () => (await t.database.db.query('select tenant_id, payment_method_id from payment_methods where is_default order by 1, 2')).rows;
    const before = await defaults();
    const refused = await t.as('FINANCE', { method: 'PUT', url: `/billing/clients/${mine!.tenantId}/default-payment-method`, payload: { paymentMethodId: theirs!.id } });
    expect(refused.statusCode).toBe(404);
    expect(await defaults()).toEqual(before);
    const { rows } = await t.database.db.query<{ outcome: string; targets: string[] }>(`select outcome, target_ids as targets from action_log where endpoint = 'setDefaultPaymentMethod' order by id desc limit 1`);
    expect(rows).toEqual([{ outcome: 'FAILED', targets: [mine!.tenantId, theirs!.id] }]);
  });

  it('does not start a card payment whose entry cannot be written (no payment row, the invoice still FAILURE), and records both steps otherwise', async () => {
    const [invoice] = await invoicesWhere(t.database.db, "i.invoice_status = 'OVERDUE' and i.invoiced_amount > 0", 1);
    await makeRetryable(t.database.db, invoice!, '4242');
    const payments = async () => (await t.database.db.query('select 1 from payments where invoice_number = $1', [invoice])).rows.length;
    const paymentsBefore = await payments();
    const restore = await refuseEntriesOf('retryPayment');
    const failed = await t.as('FINANCE', { method: 'POST', url: `/billing/invoices/${invoice}/retry-payment` });
    await restore();
    expect(failed.statusCode).toBe(500);
    expect(await invoiceState(t.database.db, invoice!)).toMatchObject({ status: 'OVERDUE', card: 'FAILURE' });
    expect(await payments()).toBe(paymentsBefore);

    const paid = await t.as('FINANCE', { method: 'POST', url: `/billing/invoices/${invoice}/retry-payment` });
    expect(paid.json()).toMatchObject({ success: true });
    const { rows } = await t.database.db.query<{ action: string; outcome: string; changes: Record<string, unknown> }>(
      `select action, outcome, changes from action_log where endpoint = 'retryPayment' and target_ids @> array[$1]::text[] order by id`,
      [invoice],
    );
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([
      ['CARD_PAYMENT_REQUESTED', 'SUCCEEDED'],
      ['CARD_PAYMENT', 'SUCCEEDED'],
    ]);
    expect(rows[1]?.changes).toMatchObject({ invoiceStatus: { from: 'OVERDUE', to: 'PAID' }, cardPaymentStatus: { from: 'REQUESTED', to: 'SUCCEEDED' } });
    expect(JSON.stringify(rows)).not.toContain('4242');
  });

  it('keeps the users active when the offboarding entry cannot be written (the request FAILED)', async () => {
    const user = (await t.database.db.query<{ tenantId: string; email: string }>(`select tenant_id as "tenantId", email from internal_users where user_type = 'BUYER_USER' and active order by email limit 1`)).rows[0]!;
    const restore = await refuseEntriesOf('internalUsersOffboard');
    const submitted = await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', payload: [user] });
    await t.app.asyncRequests.drain();
    const polled = await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', payload: [user], headers: { request_id: submitted.json().requestId } });
    await restore();
    expect(polled.statusCode).toBe(500);
    const stored = await t.database.db.query<{ status: string }>('select status from async_requests where request_id = $1', [submitted.json().requestId]);
    expect(stored.rows).toEqual([{ status: 'FAILED' }]);
    const { rows } = await t.database.db.query<{ active: boolean }>('select active from internal_users where tenant_id = $1 and email = $2', [user.tenantId, user.email]);
    expect(rows).toEqual([{ active: true }]);
    expect(await entries('internalUsersOffboard')).toBe(0);
  });
});
