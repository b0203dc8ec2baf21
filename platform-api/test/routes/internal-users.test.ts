import { OFFBOARD_SKIP_REASONS, ROLES, offboardChangedMessage, type InternalUserRow, type OffboardAnswer } from '../../src/contract.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

describe('internal users (ORG_ADMIN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const search = (email: unknown) => t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/search', payload: { email } });
  const offboard = (rows: unknown, requestId?: string, dryRun = false) =>
    t.as('ORG_ADMIN', {
      method: 'POST',
      url: `/internal-users/offboard${dryRun ? '?dryRun=true' : ''}`,
      payload: rows as object,
      headers: requestId ? { request_id: requestId } : {},
    });

  const ENDPOINTS = [
    { url: '/internal-users/search', payload: { email: '@' } },
    { url: '/internal-users/offboard', payload: [{ tenantId: 'T01', email: 'a@b.example' }] },
    { url: '/internal-users/offboard?dryRun=true', payload: [{ tenantId: 'T01', email: 'a@b.example' }] },
  ];

  it('answers 401 without a token and 403 to every role but ORG_ADMIN', async () => {
    for (const { url, payload } of ENDPOINTS) {
      expect([url, (await t.app.inject({ method: 'POST', url, payload })).statusCode]).toEqual([url, 401]);
      for (const role of ROLES.filter((candidate) => candidate !== 'ORG_ADMIN')) {
        expect([url, role, (await t.as(role, { method: 'POST', url, payload })).statusCode]).toEqual([url, role, 403]);
      }
    }
  });

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
      expect(empty.json()).toMatchObject({ message: 'E-mail is required', field: 'email' });
      const blank = await search('   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ message: 'E-mail must not be blank', field: 'email' });
      const missing = await t.as('ORG_ADMIN', { method: 'POST', url: '/internal-users/search', payload: {} });
      expect(missing.json()).toMatchObject({ message: 'E-mail is required', field: 'email' });
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
      expect((await offboard([])).json().message).toBe('Choose at least one');
      expect((await offboard([{ tenantId: 'T01' }])).json()).toMatchObject({ message: 'E-mail is required', field: 'email' });
      expect((await offboard({ tenantId: 'T01', email: 'a@b.c' })).json().message).toBe('The request body must be a list');
    });
  });
  describe('offboarding exactly the previewed users (preview before commit)', () => {
    /** `active` of the user now, read from the database. */
    const activeOf = async (row: Pick<InternalUserRow, 'tenantId' | 'email'>) =>
      (await t.database.db.query<{ active: boolean }>('select active from internal_users where tenant_id = $1 and email = $2', [row.tenantId, row.email])).rows[0]?.active;
    /** Offboardable users (not of a protected type) in the given state, read from the database. */
    const users = async (active: boolean, count: number) =>
      (
        await t.database.db.query<InternalUserRow>(
          `select tenant_id as "tenantId", email, user_type as type, active from internal_users
           where user_type in ('ADMIN', 'BUYER_USER', 'SALES_REP') and active = $1 order by tenant_id desc, email desc limit $2`,
          [active, count],
        )
      ).rows;
    const offboardedBy = async (row: InternalUserRow) =>
      (await t.database.db.query<{ offboarded_by: string | null }>('select offboarded_by from internal_users where tenant_id = $1 and email = $2', [row.tenantId, row.email])).rows[0]?.offboarded_by;

    it('previews the active users to offboard and lists the inactive ones as skipped (already inactive), changing nothing', async () => {
      const [active] = await users(true, 1);
      const [inactive] = await users(false, 1);
      expect(active && inactive).toBeTruthy();
      const inactiveBy = await offboardedBy(inactive!);
      const response = await offboard([active, inactive].map((row) => ({ tenantId: row!.tenantId, email: row!.email })), undefined, true);
      expect(response.statusCode).toBe(200);
      expect(response.json<OffboardAnswer>()).toEqual({
        status: 'COMPLETED',
        requestId: '',
        message: '1 selected user(s) would be offboarded',
        response: [{ ...active, active: false }],
        skipped: [{ ...inactive, reason: 'Already inactive' }],
        dryRun: true,
      });
      expect(OFFBOARD_SKIP_REASONS.alreadyInactive).toBe('Already inactive');
      expect(await activeOf(active!)).toBe(true);
      expect(await offboardedBy(inactive!)).toBe(inactiveBy);
    });

    it('confirms the previewed rows: offboards the active users and leaves the inactive ones untouched', async () => {
      const [active] = await users(true, 1);
      const [inactive] = await users(false, 1);
      const before = (await t.database.db.query<{ offboarded_at: string | null }>('select offboarded_at::text from internal_users where tenant_id = $1 and email = $2', [inactive!.tenantId, inactive!.email])).rows[0];
      const first = await offboard([active, inactive]);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ status: 'PENDING', skipped: [{ ...inactive, reason: 'Already inactive' }] });
      await t.app.asyncRequests.drain();
      const done = await offboard([active, inactive], first.json<{ requestId: string }>().requestId);
      expect(done.json()).toMatchObject({ status: 'COMPLETED', response: [{ ...active, active: false }] });
      expect(await activeOf(active!)).toBe(false);
      const after = (await t.database.db.query<{ offboarded_at: string | null }>('select offboarded_at::text from internal_users where tenant_id = $1 and email = $2', [inactive!.tenantId, inactive!.email])).rows[0];
      expect(after).toEqual(before);
    });

    it('refuses with 400 when every selected user is inactive already, storing no request and writing no entry (preview too)', async () => {
      const inactive = await users(false, 2);
      expect(inactive).toHaveLength(2);
      const keys = inactive.map((row) => ({ tenantId: row.tenantId, email: row.email }));
      const count = async (sql: string) => (await t.database.db.query<{ count: number }>(sql)).rows[0]?.count;
      const requests = await count('select count(*)::int as count from async_requests');
      const entries = await count(`select count(*)::int as count from action_log where endpoint = 'internalUsersOffboard'`);
      for (const dryRun of [true, false]) {
        const refused = await offboard(keys, undefined, dryRun);
        expect([refused.statusCode, refused.json().message]).toEqual([400, 'Every selected user is inactive already: nothing to offboard.']);
      }
      expect(await count('select count(*)::int as count from async_requests')).toBe(requests);
      expect(await count(`select count(*)::int as count from action_log where endpoint = 'internalUsersOffboard'`)).toBe(entries);
    });

    it('refuses with 409 when a user changed since the preview, and offboards nobody', async () => {
      const [first, second] = await users(true, 2);
      const previewed = [first!, second!];
      expect((await offboard(previewed, undefined, true)).json()).toMatchObject({ message: '2 selected user(s) would be offboarded' });
      // Someone else offboards the second user between the preview and the confirmation.
      await t.database.db.query('update internal_users set active = false where tenant_id = $1 and email = $2', [second!.tenantId, second!.email]);
      const requests = (await t.database.db.query<{ count: number }>('select count(*)::int as count from async_requests')).rows[0]?.count;

      const refused = await offboard(previewed);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `These users changed since they were loaded: ${second!.tenantId}/${second!.email} (now inactive). Nothing was offboarded: search again and review the preview.`,
      );
      expect(refused.json().message).toBe(offboardChangedMessage([`${second!.tenantId}/${second!.email} (now inactive)`]));
      expect(await activeOf(first!)).toBe(true);
      expect((await t.database.db.query<{ count: number }>('select count(*)::int as count from async_requests')).rows[0]?.count).toBe(requests);
      // The dry run refuses alike.
      expect((await offboard(previewed, undefined, true)).statusCode).toBe(409);
    });

    it('answers 400 for a row whose active is not a boolean', async () => {
      const [row] = await users(true, 1);
      const response = await offboard([{ tenantId: row!.tenantId, email: row!.email, active: 'yes' }]);
      expect([response.statusCode, response.json().message, response.json().field]).toEqual([400, 'Active must be true or false', 'active']);
      expect(await activeOf(row!)).toBe(true);
    });
  });
});
