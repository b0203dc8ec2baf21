// The remotes' telemetry (docs/operations.md#telemetry-of-the-remotes): POST /telemetry stores
// batches without personal data, checks each event and limits each user's batches; GET
// /telemetry/remotes answers each build's figures over the last hour.
import type { TelemetryEvent, TelemetrySummary } from '../../src/contract.js';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../support/test-app.js';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const STABLE = '0.1.0+1d2b2fc.20261123T060512Z';
const CANARY = '0.1.0+9aa0c01.20261124T070000Z';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.query('delete from remote_telemetry');
});

const report = (events: unknown, username = 'finance.user') =>
  t.as('FINANCE', { method: 'POST', url: '/telemetry', payload: { events } }, { username });
const stored = async () =>
  (await t.database.db.query<Record<string, unknown>>('select * from remote_telemetry order by id')).rows.map(({ id: _id, ...row }) => row);
const event = (kind: TelemetryEvent['kind'], more: Partial<TelemetryEvent> = {}): TelemetryEvent => ({ remote: 'mfe-billing', version: CANARY, kind, ...more });

describe('POST /telemetry', () => {
  it('stores each event with its remote, version, kind and vital only, at the time received, for any console role', async () => {
    const response = await report([event('page-view'), event('boundary'), event('vital', { metric: 'LCP', value: 1834.5 })]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 3 });
    const rows = await stored();
    expect(rows).toEqual([
      { at: NOW, remote: 'mfe-billing', version: CANARY, kind: 'page-view', metric: null, value: null },
      { at: NOW, remote: 'mfe-billing', version: CANARY, kind: 'boundary', metric: null, value: null },
      { at: NOW, remote: 'mfe-billing', version: CANARY, kind: 'vital', metric: 'LCP', value: 1834.5 },
    ]);
    // No column could hold a user, an address, a URL or a message.
    const { rows: columns } = await t.database.db.query<{ name: string }>(
      "select column_name as name from information_schema.columns where table_name = 'remote_telemetry' and table_schema = current_schema() order by ordinal_position",
    );
    expect(columns.map((column) => column.name)).toEqual(['id', 'at', 'remote', 'version', 'kind', 'metric', 'value']);
    const other = await t.as('ORG_ADMIN', { method: 'POST', url: '/telemetry', payload: { events: [event('page-view', { remote: 'mfe-org-admin' })] } });
    expect(other.statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to a user without a console role, storing nothing', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/telemetry', payload: { events: [event('page-view')] } });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await t.app.inject({
      method: 'POST',
      url: '/telemetry',
      payload: { events: [event('page-view')] },
      headers: { authorization: `Bearer ${await t.signer.sign({ groups: ['STOREFRONT_BUYER'] })}` },
    });
    expect(buyer.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('refuses a vital without its metric or value, and a metric or value on another kind, naming the event; nothing of the batch is stored', async () => {
    const cases: Array<[TelemetryEvent[], string, string]> = [
      [[event('page-view'), event('vital', { value: 12 })], 'Event 2: a vital needs its metric (LCP, INP or CLS) and its value', 'metric'],
      [[event('vital', { metric: 'CLS' })], 'Event 1: a vital needs its metric (LCP, INP or CLS) and its value', 'value'],
      [[event('error', { metric: 'INP', value: 80 })], 'Event 1: only a vital carries a metric and a value', 'metric'],
      [[event('page-view'), event('page-view'), event('api-5xx', { value: 500 })], 'Event 3: only a vital carries a metric and a value', 'value'],
    ];
    for (const [events, message, field] of cases) {
      const response = await report(events);
      expect([response.statusCode, response.json()]).toEqual([400, { statusCode: 400, error: 'Bad Request', message, field }]);
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses an unknown remote, a malformed version, more than 50 events and an extra field', async () => {
    const refused = [
      [event('page-view', { remote: 'mfe-other' as never })],
      [event('page-view', { version: 'v1 <script>' })],
      Array.from({ length: 51 }, () => event('page-view')),
      [{ ...event('error'), message: 'TypeError at invoice INV-1 of jane@example.com' }],
    ];
    for (const events of refused) expect((await report(events)).statusCode).toBe(400);
    expect((await report(Array.from({ length: 50 }, () => event('page-view')))).statusCode).toBe(200);
    expect(await stored()).toHaveLength(50);
  });

  it('takes 30 batches a minute from one user, refuses the 31st with 429 and Retry-After, and counts each user apart', async () => {
    for (let batch = 0; batch < 30; batch += 1) expect((await report([event('page-view')], 'busy.user')).statusCode).toBe(200);
    const refused = await report([event('error')], 'busy.user');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many telemetry batches: at most 30 a minute\. Try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report([event('page-view')], 'quiet.user')).statusCode).toBe(200);
    const kinds = (await stored()).map((row) => row.kind);
    expect(kinds).toHaveLength(31);
    expect(kinds).not.toContain('error');
  });
});

describe('GET /telemetry/remotes', () => {
  const insert = (at: Date, remote: string, version: string, kind: string, metric: string | null = null, value: number | null = null) =>
    t.database.db.query('insert into remote_telemetry (at, remote, version, kind, metric, value) values ($1, $2, $3, $4, $5, $6)', [at.toISOString(), remote, version, kind, metric, value]);
  const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

  it("answers each build's page views, errors, errors per 100 page views and p75 vitals of the last hour, by remote then version", async () => {
    // mfe-billing stable: 8 page views, 1 API 5xx; LCP 1000, 2000, 3000, 4000 ms; CLS 0.1, 0.2.
    for (let view = 0; view < 8; view += 1) await insert(minutesAgo(10), 'mfe-billing', STABLE, 'page-view');
    await insert(minutesAgo(5), 'mfe-billing', STABLE, 'api-5xx');
    for (const value of [1000, 2000, 3000, 4000]) await insert(minutesAgo(9), 'mfe-billing', STABLE, 'vital', 'LCP', value);
    for (const value of [0.1, 0.2]) await insert(minutesAgo(9), 'mfe-billing', STABLE, 'vital', 'CLS', value);
    // mfe-billing canary: 3 page views, an uncaught error, a boundary catch, a failed chunk load; INP 40, 200 ms.
    for (let view = 0; view < 3; view += 1) await insert(minutesAgo(20), 'mfe-billing', CANARY, 'page-view');
    for (const kind of ['error', 'boundary', 'chunk-load']) await insert(minutesAgo(20), 'mfe-billing', CANARY, kind);
    for (const value of [40, 200]) await insert(minutesAgo(20), 'mfe-billing', CANARY, 'vital', 'INP', value);
    // Outside the hour: not counted.
    await insert(minutesAgo(61), 'mfe-billing', STABLE, 'error');
    await insert(minutesAgo(90), 'mfe-org-admin', STABLE, 'page-view');
    // An error without a page view.
    await insert(minutesAgo(1), 'mfe-client-success', STABLE, 'error');

    const response = await t.as('PLATFORM_ADMIN', { method: 'GET', url: '/telemetry/remotes' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TelemetrySummary>()).toEqual({
      since: '2026-11-24T11:00:00.000Z',
      minutes: 60,
      versions: [
        // p75 of 1000..4000 (continuous): 3000 + 0.25 × 1000; of CLS 0.1, 0.2: 0.1 + 0.75 × 0.1; of INP 40, 200: 40 + 0.75 × 160.
        { remote: 'mfe-billing', version: STABLE, pageViews: 8, errors: 1, errorRate: 12.5, p75: { LCP: 3250, INP: null, CLS: 0.175 } },
        { remote: 'mfe-billing', version: CANARY, pageViews: 3, errors: 3, errorRate: 100, p75: { LCP: null, INP: 160, CLS: null } },
        { remote: 'mfe-client-success', version: STABLE, pageViews: 0, errors: 1, errorRate: null, p75: { LCP: null, INP: null, CLS: null } },
      ],
    });
  });

  it('answers 401 without a token and 403 to every role but PLATFORM_ADMIN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/telemetry/remotes' })).statusCode).toBe(401);
    for (const role of ['FINANCE', 'CLIENT_SUCCESS', 'ORG_ADMIN'] as const) {
      const response = await t.as(role, { method: 'GET', url: '/telemetry/remotes' });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
  });
});
