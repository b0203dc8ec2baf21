import type { InternalUserRow } from '../../src/contract.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

describe('internal users (ORG_ADMIN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const search = (email: unknown) => t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/search', payload: { email } });
  const offboard = (rows: unknown, requestId?: string) =>
    t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', payload: rows as object, headers: requestId ? { request_id: requestId } : {} });

  describe('POST /internal-users/search', () => {
    it('finds rows whose email contains the text, ignoring case, in every tenant', async () => {
      const response = await search('ALEX.MORGAN@px-partners');
      expect(response.statusCode).toBe(200);
      const rows = response.json<InternalUserRow[]>();
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(new Set(rows.map((row) => row.tenantId)).size).toBe(rows.length);
      expect(rows[0]).toEqual({ tenantId: expect.any(String), email: 'alex.morgan@px-partners.example', type: 'ADMIN', active: true });
    });

    it('matches % and _ literally', async () => {
      expect((await search('%')).json()).toEqual([]);
      expect((await search('_')).json()).toEqual([]);
    });

    it('refuses an empty or blank email with 400', async () => {
      const empty = await search('');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('body/email must NOT have fewer than 1 characters');
      const blank = await search('   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('body/email must not be blank');
      const missing = await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/search', payload: {} });
      expect(missing.json().message).toBe("body must have required property 'email'");
    });
  });

  describe('POST /internal-users/offboard (asynchronous request)', () => {
    it('answers PENDING, then COMPLETED on a re-poll with request_id, and deactivates the users', async () => {
      const candidates = (await search('@')).json<InternalUserRow[]>().filter((row) => row.active && ['ADMIN', 'BUYER_USER', 'SALES_REP'].includes(row.type));
      const selected = candidates.slice(0, 2);
      expect(selected).toHaveLength(2);

      const first = await offboard(selected);
      expect(first.statusCode).toBe(200);
      const { status, requestId } = first.json<{ status: string; requestId: string }>();
      expect(status).toBe('PENDING');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      await t.app.asyncRequests.drain();
      const done = await offboard(selected, requestId);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        status: 'COMPLETED',
        requestId,
        message: 'Selected Users are offboarded successfully',
        response: expect.arrayContaining(selected.map((row) => ({ ...row, active: false }))),
      });

      const { rows } = await t.database.db.query<{ active: boolean; offboarded_by: string }>(
        'select active, offboarded_by from internal_users where tenant_id = $1 and email = $2',
        [selected[0]?.tenantId, selected[0]?.email],
      );
      expect(rows[0]).toEqual({ active: false, offboarded_by: 'org_admin.user@px.local' });
      const stored = await t.database.db.query<{ status: string }>('select status from async_requests where request_id = $1', [requestId]);
      expect(stored.rows[0]?.status).toBe('COMPLETED');
    });

    it('runs a request left PENDING (e.g. by a restart) when it is polled', async () => {
      const [row] = (await search('@')).json<InternalUserRow[]>().filter((candidate) => candidate.active && candidate.type === 'BUYER_USER');
      const requestId = '11111111-1111-4111-8111-111111111111';
      await t.database.db.query(
        `insert into async_requests (request_id, kind, status, requested_by, payload) values ($1, 'internal-users/offboard', 'PENDING', 'org_admin.user@px.local', $2::jsonb)`,
        [requestId, JSON.stringify([{ tenantId: row?.tenantId, email: row?.email }])],
      );
      const first = await offboard([row], requestId);
      expect(first.json().status).not.toBe('COMPLETED');
      await t.app.asyncRequests.drain();
      expect((await offboard([row], requestId)).json()).toMatchObject({ status: 'COMPLETED', response: [{ ...row, active: false }] });
    });

    it('runs again an offboarding left RUNNING by a stopped process once it is 10 minutes old', async () => {
      const [row] = (await search('@')).json<InternalUserRow[]>().filter((candidate) => candidate.active && candidate.type === 'ADMIN');
      const requestId = '22222222-2222-4222-8222-222222222222';
      await t.database.db.query(
        `insert into async_requests (request_id, kind, status, requested_by, payload, runner_id, attempts, updated_at)
         values ($1, 'internal-users/offboard', 'RUNNING', 'org_admin.user@px.local', $2::jsonb, 'stopped-process', 1, now() - interval '11 minutes')`,
        [requestId, JSON.stringify([{ tenantId: row?.tenantId, email: row?.email }])],
      );
      expect((await offboard([row], requestId)).json()).toEqual({ status: 'PENDING', requestId });
      await t.app.asyncRequests.drain();
      expect((await offboard([row], requestId)).json()).toMatchObject({ status: 'COMPLETED', response: [{ ...row, active: false }] });
    });

    it("does not show one user's request to another user", async () => {
      const [row] = (await search('@')).json<InternalUserRow[]>().filter((candidate) => candidate.active && candidate.type === 'SALES_REP');
      const { requestId } = (await offboard([row])).json<{ requestId: string }>();
      await t.app.asyncRequests.drain();
      const other = await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/offboard', payload: [row], headers: { request_id: requestId } }, { username: 'someone.else' });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(`Request ${requestId} not found`);
    });

    it('refuses OWNER, SYSTEM_LOGIN_ADMIN and RESELLER_BUYER_USER rows', async () => {
      const rows = (await search('@')).json<InternalUserRow[]>();
      for (const type of ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER']) {
        const row = rows.find((candidate) => candidate.type === type);
        expect(row).toBeDefined();
        const response = await offboard([row]);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(
          `Users of type OWNER, SYSTEM_LOGIN_ADMIN, RESELLER_BUYER_USER cannot be offboarded: ${row?.tenantId}/${row?.email}`,
        );
      }
    });

    it('answers 404 for an unknown user and for an unknown request id', async () => {
      const unknown = await offboard([{ tenantId: 'T01', email: 'nobody@nowhere.example' }]);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Internal user(s) not found: T01/nobody@nowhere.example');
      const poll = await offboard([{ tenantId: 'T01', email: 'x@y.example' }], '00000000-0000-4000-8000-000000000000');
      expect(poll.statusCode).toBe(404);
    });

    it('answers 400 for an empty selection or a malformed row', async () => {
      expect((await offboard([])).json().message).toBe('body must NOT have fewer than 1 items');
      expect((await offboard([{ tenantId: 'T01' }])).json().message).toBe("body/0 must have required property 'email'");
      expect((await offboard({ tenantId: 'T01', email: 'a@b.c' })).json().message).toBe('body must be array');
    });
  });
});
