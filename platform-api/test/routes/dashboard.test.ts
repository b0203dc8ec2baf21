// The platform dashboard's tenants by lifecycle state (docs/platform-ops.md#dashboard).
import type { Queryable } from '../../src/db/database.js';
import type { TenantLifecycleCount } from '../../src/contract.js';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const tenant = (db: Queryable, id: string) => db.query('insert into tenants (tenant_id, tenant_name) values ($1, $1)', [id]);
const client = async (db: Queryable, id: string, status: string) => {
  await tenant(db, id);
  await db.query("insert into clients (tenant_id, client_name, official_legal_name, status, currency_code) values ($1, $1, $1, $2, 'USD')", [id, status]);
};
let workflows = 0;
const workflow = async (db: Queryable, id: string, kind: 'ONBOARDING' | 'DECOMMISSION', status: string) => {
  workflows += 1;
  const job = `00000000-0000-4000-8000-${String(workflows).padStart(12, '0')}`;
  await db.query("insert into jobs (job_id, kind, area, state, title, started_by, link) values ($1, 'onboarding', 'platform-ops', 'RUNNING', 'x', 'a', '/')", [job]);
  await db.query('insert into workflows (workflow_id, tenant_id, kind, status, job_id) values ($1, $2, $3, $4, $5)', [`wf-${workflows}`, id, kind, status, job]);
};

const counts = async () => {
  const response = await t.as('PLATFORM_ADMIN', { method: 'GET', url: '/dashboard/tenant-lifecycle' });
  expect(response.statusCode).toBe(200);
  return response.json<TenantLifecycleCount[]>();
};

describe('GET /dashboard/tenant-lifecycle', () => {
  it('answers every state in lifecycle order with zero tenants on an empty platform', async () => {
    expect(await counts()).toEqual([
      { state: 'ONBOARDING', tenants: 0 },
      { state: 'TRIAL_PERIOD', tenants: 0 },
      { state: 'ACTIVE', tenants: 0 },
      { state: 'PENDING_DEACTIVATION', tenants: 0 },
      { state: 'DEACTIVATED', tenants: 0 },
      { state: 'DECOMMISSIONING', tenants: 0 },
      { state: 'NOT_A_CLIENT', tenants: 0 },
    ]);
  });

  it("counts a tenant by its open decommission, else its client's status, else its open onboarding, else as not a client", async () => {
    const db = t.database.db;
    await db.query("insert into currencies (currency_code, symbol, usd_rate) values ('USD', '$', 1)");
    await client(db, 'A1', 'ACTIVE');
    await client(db, 'A2', 'ACTIVE');
    await client(db, 'TR', 'TRIAL_PERIOD');
    await client(db, 'PD', 'PENDING_DEACTIVATION');
    await client(db, 'DE', 'DEACTIVATED');
    await client(db, 'OC', 'ONBOARDING');
    // An active client being decommissioned; another whose decommission failed stays active.
    await client(db, 'A3', 'ACTIVE');
    await workflow(db, 'A3', 'DECOMMISSION', 'WAITING');
    await client(db, 'A4', 'ACTIVE');
    await workflow(db, 'A4', 'DECOMMISSION', 'FAILED');
    // Onboarded by the workflow, no client record: being onboarded, onboarded, failed.
    await tenant(db, 'N1');
    await workflow(db, 'N1', 'ONBOARDING', 'RUNNING');
    await tenant(db, 'N2');
    await workflow(db, 'N2', 'ONBOARDING', 'SUCCEEDED');
    await tenant(db, 'N3');
    await workflow(db, 'N3', 'ONBOARDING', 'TIMED_OUT');
    // An onboarding that has not created its tenant yet.
    await workflow(db, 'N4', 'ONBOARDING', 'RUNNING');

    expect(await counts()).toEqual([
      { state: 'ONBOARDING', tenants: 3 },
      { state: 'TRIAL_PERIOD', tenants: 1 },
      { state: 'ACTIVE', tenants: 3 },
      { state: 'PENDING_DEACTIVATION', tenants: 1 },
      { state: 'DEACTIVATED', tenants: 1 },
      { state: 'DECOMMISSIONING', tenants: 1 },
      { state: 'NOT_A_CLIENT', tenants: 2 },
    ]);
  });

  it('answers 401 without a token and 403 to every role but PLATFORM_ADMIN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dashboard/tenant-lifecycle' })).statusCode).toBe(401);
    for (const role of ['FINANCE', 'CLIENT_SUCCESS', 'ORG_ADMIN'] as const) {
      const response = await t.as(role, { method: 'GET', url: '/dashboard/tenant-lifecycle' });
      expect([role, response.statusCode, response.json().message]).toEqual([role, 403, expect.stringMatching(/^Forbidden: /)]);
    }
  });
});
