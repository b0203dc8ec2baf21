// The action log's routes (docs/api.md#action-log): GET /action-log, its export and a record's
// history — 401 without a token, 403 for an area the caller's roles may not open, 400 for bad
// filters, and the area rule (finance never reads a platform-ops entry, a platform admin never a
// billing one), driven by real changes made through the API.
import * as XLSX from 'xlsx';
import { recordAction } from '../../src/action-log/record-action.js';
import type { ActionLogEntry, ActionLogPage } from '../../src/contract.js';
import { invoicesWhere, invoiceState } from '../support/invoice-fixtures.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const FINANCE_USER = { email: 'fiona.finance@px.local', username: 'fiona.finance' };

/** `YYYY-MM-DD` of the database clock's day (UTC), `days` later. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('action log routes', () => {
  let t: TestApp;
  let paid: [string, string];
  let owedBefore: [number, number];

  beforeAll(async () => {
    t = await createSeededApp();
    const numbers = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.card_payment_status is distinct from 'REQUESTED' and i.amount_owed > 0", 2);
    if (numbers.length < 2) throw new Error('the seed lacks two AWAITING_PAYMENT invoices');
    paid = [numbers[0]!, numbers[1]!];
    owedBefore = [(await invoiceState(t.database.db, paid[0])).owed, (await invoiceState(t.database.db, paid[1])).owed];
    const bulk = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', payload: { invoiceNumbers: paid, status: 'PAID' } }, FINANCE_USER);
    if (bulk.statusCode !== 200) throw new Error(`the bulk mark-paid failed: ${bulk.body}`);
    // A platform-ops change, as the splash page's service records it.
    await t.database.db.transaction((tx) =>
      recordAction(tx, {
        actor: { email: 'pat.admin@px.local', sub: 'sub-pat', roles: ['PLATFORM_ADMIN'] },
        area: 'splash-config',
        endpoint: 'updateSplashConfig',
        action: 'UPDATED',
        targetIds: ['T01'],
        changes: { tenantPage: { from: 'false', to: 'true' } },
      }),
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const list = (role: Parameters<TestApp['as']>[0], query = '') => t.as(role, { method: 'GET', url: `/action-log${query}` });
  const bulkEntry = (entries: ActionLogEntry[]) => entries.find((entry) => entry.endpoint === 'updateInvoiceStatus' && entry.targetIds.includes(paid[0]));

  it('answers 401 without a token on each of its endpoints', async () => {
    for (const url of ['/action-log', '/action-log/export', `/action-log/invoice/${paid[0]}`]) {
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
    }
  });

  it("lists finance's bulk mark-paid as one entry naming both invoices, who, the request id and each invoice's status and amount owed before → after", async () => {
    const response = await list('FINANCE');
    expect(response.statusCode).toBe(200);
    const entry = bulkEntry(response.json<ActionLogPage>().entries);
    expect(entry).toMatchObject({
      actorEmail: 'fiona.finance@px.local',
      actorRoles: ['FINANCE'],
      area: 'billing',
      action: 'STATUS_CHANGED',
      targetIds: paid,
      outcome: 'SUCCEEDED',
      requestId: expect.stringMatching(/.+/),
    });
    expect(entry?.actorSub).not.toBe('');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: `${paid[0]}.invoiceStatus`, from: 'AWAITING_PAYMENT', to: 'PAID' },
        { field: `${paid[1]}.invoiceStatus`, from: 'AWAITING_PAYMENT', to: 'PAID' },
        { field: `${paid[0]}.amountOwed`, from: owedBefore[0].toFixed(2), to: '0.00' },
        { field: `${paid[1]}.amountOwed`, from: owedBefore[1].toFixed(2), to: '0.00' },
      ]),
    );
    expect(entry?.changes).toHaveLength(4);
  });

  it('shows finance only billing entries and a platform admin only platform-ops ones (the area rule)', async () => {
    const finance = (await list('FINANCE')).json<ActionLogPage>().entries;
    expect(finance.length).toBeGreaterThan(0);
    expect(new Set(finance.map((entry) => entry.area))).toEqual(new Set(['billing']));
    const admin = (await list('PLATFORM_ADMIN')).json<ActionLogPage>().entries;
    expect(admin.map((entry) => [entry.area, entry.endpoint])).toEqual([['splash-config', 'updateSplashConfig']]);
    expect(bulkEntry(admin)).toBeUndefined();
    expect((await list('CLIENT_SUCCESS')).json<ActionLogPage>().entries.every((entry) => entry.area === 'client-success')).toBe(true);
  });

  it('answers 403 for an entity of an area the roles may not open, both in the list and for a history', async () => {
    const refusals = [
      await list('FINANCE', '?entity=tenant'),
      await list('PLATFORM_ADMIN', '?entity=invoice'),
      await list('ORG_ADMIN', '?entity=client'),
      await t.as('PLATFORM_ADMIN', { method: 'GET', url: `/action-log/invoice/${paid[0]}` }),
      await t.as('FINANCE', { method: 'GET', url: '/action-log/tenant/T01' }),
      await t.as('CLIENT_SUCCESS', { method: 'GET', url: '/action-log/internal-user/T01%2Fsomeone%40px.local' }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(refusals[0]?.json().message).toBe('Your roles may not read the history of a tenant');
  });

  it('answers 400 with the reason for bad filters in plain words, naming the filter', async () => {
    const cases: Array<[string, string, string]> = [
      ['?from=2025-02-30', 'from', 'From must be a real day (YYYY-MM-DD): 2025-02-30'],
      ['?from=2025-06-15&to=2025-06-14', 'to', 'To (2025-06-14) must not be before From (2025-06-15)'],
      ['?pageSize=201', 'pageSize', 'Page size must be at most 200'],
      ['?entity=planet', 'entity', 'Entity must be one of'],
      ['?page=0', 'page', 'Page '],
      ['?from=15/06/2025', 'from', 'From is not in the expected format'],
    ];
    for (const [query, field, message] of cases) {
      const response = await list('FINANCE', query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      const body = response.json<{ message: string; field?: string }>();
      expect([query, body.field, body.message.startsWith(message)]).toEqual([query, field, true]);
    }
  });

  it('filters by user (part of the e-mail, ignoring case), entity, record and date range, and pages', async () => {
    const entries = async (query: string) => (await list('FINANCE', query)).json<ActionLogPage>();
    expect(bulkEntry((await entries('?user=FIONA.FIN')).entries)).toBeDefined();
    expect((await entries('?user=nobody-like-this')).total).toBe(0);
    expect(bulkEntry((await entries(`?entity=invoice&targetId=${paid[1]}`)).entries)).toBeDefined();
    expect((await entries('?entity=client')).entries.every((entry) => entry.endpoint === 'setDefaultPaymentMethod')).toBe(true);
    expect(bulkEntry((await entries(`?from=${dayFromToday(-1)}&to=${dayFromToday(1)}`)).entries)).toBeDefined();
    expect((await entries(`?from=${dayFromToday(2)}`)).total).toBe(0);
    expect((await entries(`?to=${dayFromToday(-2)}`)).total).toBe(0);
    const all = await entries('');
    const second = await entries('?page=2&pageSize=1');
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    if (all.total >= 2) expect(second.entries.map((entry) => entry.id)).toEqual([all.entries[1]?.id]);
  });

  it("gives a record's history with only that invoice's changed fields, and 404 for an unknown record", async () => {
    const history = await t.as('FINANCE', { method: 'GET', url: `/action-log/invoice/${paid[1]}` });
    expect(history.statusCode).toBe(200);
    const entry = bulkEntry(history.json<ActionLogEntry[]>());
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'invoiceStatus', from: 'AWAITING_PAYMENT', to: 'PAID' },
        { field: 'amountOwed', from: owedBefore[1].toFixed(2), to: '0.00' },
      ]),
    );
    expect(entry?.changes).toHaveLength(2);
    const missing = await t.as('FINANCE', { method: 'GET', url: '/action-log/invoice/NO-SUCH-INVOICE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Invoice NO-SUCH-INVOICE not found');
    const quiet = await t.as('FINANCE', { method: 'GET', url: '/action-log/client/T01' });
    expect(quiet.statusCode).toBe(200);
  });

  it('records a new default payment method (ids only) and an offboarding (each user active true → false), each in its own area', async () => {
    const method = (
      await t.database.db.query<{ tenantId: string; id: string; previous: string | null }>(
        `select m.tenant_id as "tenantId", m.payment_method_id as id,
           (select d.payment_method_id from payment_methods d where d.tenant_id = m.tenant_id and d.is_default) as previous
         from payment_methods m where not m.is_default order by 1, 2 limit 1`,
      )
    ).rows[0]!;
    const set = await t.as('FINANCE', { method: 'PUT', url: `/billing/clients/${method.tenantId}/default-payment-method`, payload: { paymentMethodId: method.id } });
    expect(set.statusCode).toBe(200);
    const [client] = (await t.as('FINANCE', { method: 'GET', url: `/action-log/client/${method.tenantId}` })).json<ActionLogEntry[]>();
    if (!client) throw new Error('no entry of the new default');
    expect(client).toMatchObject({ endpoint: 'setDefaultPaymentMethod', targetIds: [method.tenantId, method.id], changes: [{ field: 'defaultPaymentMethodId', from: method.previous, to: method.id }] });
    const digits = (await t.database.db.query<{ last4: string }>(`select card_last4 as last4 from payment_methods where tenant_id = $1 and card_last4 is not null`, [method.tenantId])).rows;
    for (const { last4 } of digits) expect(JSON.stringify(client.changes)).not.toContain(last4);

    const user = (await t.database.db.query<{ tenantId: string; email: string }>(`select tenant_id as "tenantId", email from internal_users where user_type = 'BUYER_USER' and active order by email limit 1`)).rows[0]!;
    const submitted = await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', payload: [user] });
    await t.app.asyncRequests.drain();
    expect((await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', payload: [user], headers: { request_id: submitted.json().requestId } })).json().status).toBe('COMPLETED');
    const id = `${user.tenantId}/${user.email}`;
    const history = await t.as('ORG_ADMIN', { method: 'GET', url: `/action-log/internal-user/${encodeURIComponent(id)}` });
    expect(history.statusCode).toBe(200);
    expect(history.json<ActionLogEntry[]>()).toMatchObject([
      { area: 'internal-users', endpoint: 'internalUsersOffboard', action: 'OFFBOARDED', actorRoles: ['ORG_ADMIN'], changes: [{ field: 'active', from: 'true', to: 'false' }] },
    ]);
    expect((await list('FINANCE')).json<ActionLogPage>().entries.some((entry) => entry.area === 'internal-users')).toBe(false);
  });

  it('exports the entries the caller may read as .xlsx (default) or .csv, with the same filters', async () => {
    const xlsx = await t.as('FINANCE', { method: 'GET', url: '/action-log/export?entity=invoice' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = XLSX.read(xlsx.rawPayload, { cellNF: true }).Sheets.Activity!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual(['When (UTC)', 'User', 'Roles', 'Area', 'Endpoint', 'Action', 'Records', 'Changes', 'Note', 'Request id', 'Outcome']);
    const bulk = rows.find((row) => row[4] === 'updateInvoiceStatus' && row[6] === `${paid[0]}, ${paid[1]}`);
    expect(bulk?.[1]).toBe('fiona.finance@px.local');
    expect(bulk?.[7]).toContain(`${paid[0]}.invoiceStatus: AWAITING_PAYMENT → PAID`);
    expect(rows.slice(1).every((row) => row[3] === 'billing')).toBe(true);
    // When (UTC) is a real date-time cell showing the listed instant to the second, in UTC.
    const listed = bulkEntry((await list('FINANCE', '?entity=invoice')).json<ActionLogPage>().entries)!;
    const when = sheet[`A${rows.indexOf(bulk!) + 1}`] as XLSX.CellObject;
    expect(when).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm:ss' });
    expect(when.w).toBe(`${listed.at.slice(0, 10)} ${listed.at.slice(11, 19)}`);
    expect(listed.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

    const csv = await t.as('PLATFORM_ADMIN', { method: 'GET', url: '/action-log/export?format=csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"updateSplashConfig"');
    expect(csv.body).not.toContain(paid[0]);
  });
});
