// Idempotent writes (docs/api.md#idempotency): a request repeated with the same Idempotency-Key
// runs once; the repeat answers the first answer, waiting for it when the two arrive together.
import { randomUUID } from 'node:crypto';
import type { InternalUserRow } from '../../src/contract.js';
import { pruneIdempotencyKeys } from '../../src/plugins/idempotency.js';
import { invoicesWhere } from '../support/invoice-fixtures.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) => (await t.database.db.query<{ count: number }>(sql, params)).rows[0]?.count ?? -1;
const logEntries = (endpoint: string) => count(`select count(*)::int as count from action_log where endpoint = $1`, [endpoint]);

describe('Idempotency-Key', () => {
  it('a doubled Mark as Paid writes once, logs once and answers the same success twice', async () => {
    const numbers = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.amount_owed > 0", 2);
    expect(numbers).toHaveLength(2);
    const key = randomUUID();
    const entries = await logEntries('updateInvoiceStatus');
    const statusRows = await count(`select count(*)::int as count from invoice_status_history`).catch(() => null);
    const send = () =>
      t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', headers: { 'Idempotency-Key': key }, payload: { invoiceNumbers: numbers, status: 'PAID' } });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.body).toBe(first.body);
    expect(first.json().message).toBe('Status updated successfully');
    // A later retry of the same action answers the same again.
    const third = await send();
    expect([third.statusCode, third.body, third.headers['idempotent-replayed']]).toEqual([200, first.body, 'true']);
    expect(await logEntries('updateInvoiceStatus')).toBe(entries + 1);
    if (statusRows !== null) expect(await count(`select count(*)::int as count from invoice_status_history`)).toBe(statusRows + 2);
    const { rows } = await t.database.db.query<{ status: string }>('select invoice_status as status from invoices where invoice_number = any($1::text[])', [numbers]);
    expect(rows.map((row) => row.status)).toEqual(['PAID', 'PAID']);
  });

  it('a doubled Offboard Users offboards once, logs once and answers the same success twice', async () => {
    const { rows } = await t.database.db.query<InternalUserRow>(
      `select tenant_id as "tenantId", email, user_type as type, active from internal_users where user_type in ('ADMIN', 'SALES_REP') and active order by email limit 2`,
    );
    expect(rows).toHaveLength(2);
    const key = randomUUID();
    const entries = await logEntries('internalUsersOffboard');
    const requests = await count('select count(*)::int as count from async_requests');
    const send = () => t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', headers: { 'Idempotency-Key': key }, payload: rows });
    const first = send();
    const second = send();
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.body).toBe(a.body);
    expect(a.json().status).toBe('PENDING');
    // One request was stored; polling it shows the offboarding done.
    expect(await count('select count(*)::int as count from async_requests')).toBe(requests + 1);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const poll = await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', headers: { request_id: a.json().requestId }, payload: rows });
      if (poll.json().status === 'COMPLETED') break;
      if (Date.now() > deadline) throw new Error(`still ${poll.body}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await logEntries('internalUsersOffboard')).toBe(entries + 1);
    const active = await Promise.all(
      rows.map(async (row) => (await t.database.db.query<{ active: boolean }>('select active from internal_users where tenant_id = $1 and email = $2', [row.tenantId, row.email])).rows[0]?.active),
    );
    expect(active).toEqual([false, false]);
  });

  it('answers 422 in plain words for the same key with another body, and changes nothing', async () => {
    const [number, other] = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.amount_owed > 0", 2);
    const key = randomUUID();
    const send = (invoiceNumber: string) =>
      t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', headers: { 'Idempotency-Key': key }, payload: { invoiceNumbers: [invoiceNumber], status: 'PAID' } });
    expect((await send(number ?? '')).statusCode).toBe(200);
    const entries = await logEntries('updateInvoiceStatus');
    const again = await send(other ?? '');
    expect([again.statusCode, again.json().message]).toEqual([422, 'This Idempotency-Key was already used for a different request; send a new key for a new action']);
    expect(await logEntries('updateInvoiceStatus')).toBe(entries);
    const { rows } = await t.database.db.query<{ status: string }>('select invoice_status as status from invoices where invoice_number = $1', [other]);
    expect(rows[0]?.status).toBe('AWAITING_PAYMENT');
  });

  it('answers 400 for a key that is not a UUID v4, before anything runs', async () => {
    const [number] = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.amount_owed > 0", 1);
    const response = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', headers: { 'Idempotency-Key': 'abc' }, payload: { invoiceNumbers: [number], status: 'PAID' } });
    expect([response.statusCode, response.json().message]).toEqual([400, 'The Idempotency-Key header must be a UUID (version 4)']);
    const { rows } = await t.database.db.query<{ status: string }>('select invoice_status as status from invoices where invoice_number = $1', [number]);
    expect(rows[0]?.status).toBe('AWAITING_PAYMENT');
  });

  it("keeps one user's key apart from another user's", async () => {
    const [a, b] = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.amount_owed > 0", 2);
    const key = randomUUID();
    const first = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', headers: { 'Idempotency-Key': key }, payload: { invoiceNumbers: [a], status: 'PAID' } }, { username: 'finance.a' });
    const second = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', headers: { 'Idempotency-Key': key }, payload: { invoiceNumbers: [b], status: 'PAID' } }, { username: 'finance.b' });
    expect([first.statusCode, second.statusCode, second.headers['idempotent-replayed']]).toEqual([200, 200, undefined]);
  });

  it('forgets a key after 24 hours: the key then starts a new request, and the prune removes it', async () => {
    const key = randomUUID();
    const [earlier, number] = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.amount_owed > 0", 2);
    const old = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', headers: { 'Idempotency-Key': key }, payload: { invoiceNumbers: [earlier], status: 'PAID' } });
    expect(old.statusCode).toBe(200);
    await t.database.db.query(`update idempotency_keys set created_at = clock_timestamp() - interval '25 hours' where idempotency_key = $1`, [key]);
    const fresh = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', headers: { 'Idempotency-Key': key }, payload: { invoiceNumbers: [number], status: 'PAID' } });
    expect([fresh.statusCode, fresh.headers['idempotent-replayed']]).toEqual([200, undefined]);
    await t.database.db.query(`update idempotency_keys set created_at = clock_timestamp() - interval '25 hours' where idempotency_key = $1`, [key]);
    const kept = await count('select count(*)::int as count from idempotency_keys');
    expect(await pruneIdempotencyKeys(t.database.db)).toBe(1);
    expect(await count('select count(*)::int as count from idempotency_keys')).toBe(kept - 1);
  });
  it("runs a retry when the request holding its key died with its instance (no heartbeat): no 409 'still running', the change made once", async () => {
    const key = randomUUID();
    const [number] = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.amount_owed > 0", 1);
    const send = () => t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', headers: { 'Idempotency-Key': key }, payload: { invoiceNumbers: [number], status: 'PAID' } });
    expect((await send()).statusCode).toBe(200);
    const entries = await logEntries('updateInvoiceStatus');
    // As a process killed mid-request leaves it: the key claimed by an instance that no longer beats,
    // no answer stored, and the change rolled back with the connection.
    await t.database.db.query(
      `update idempotency_keys set status_code = null, content_type = null, response_body = null, completed_at = null, claimed_by = 'a-stopped-instance'
       where idempotency_key = $1`,
      [key],
    );
    await t.database.db.query(`update invoices set invoice_status = 'AWAITING_PAYMENT', amount_owed = invoiced_amount where invoice_number = $1`, [number]);
    const retried = await send();
    expect([retried.statusCode, retried.headers['idempotent-replayed'], retried.json().message]).toEqual([200, undefined, `Status updated successfully for ${number}`]);
    expect(await logEntries('updateInvoiceStatus')).toBe(entries + 1);
    const { rows } = await t.database.db.query<{ status: string }>('select invoice_status as status from invoices where invoice_number = $1', [number]);
    expect(rows[0]?.status).toBe('PAID');
    const again = await send();
    expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).toEqual([200, 'true', retried.body]);
  });
});
