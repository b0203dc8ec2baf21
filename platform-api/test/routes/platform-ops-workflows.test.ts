// The workflow, decommission, auction/PO onboarding and job-centre routes
// (docs/platform-ops.md#onboard-new-tenant, docs/platform-ops.md#decommission): 401 without a
// token, 403 for every other role, 400 with the spec's messages, and the happy paths.
import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '../../src/contract.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { createWorld, eventually, multipart, onboardingForm, PNG, startApp, type WorkflowTestApp, type WorkflowWorld } from '../workflows/workflow-test-app.js';

jest.setTimeout(90_000);

let t: WorkflowTestApp;
let app: FastifyInstance;
let world: WorkflowWorld;
beforeAll(async () => {
  world = await createWorld();
  t = await startApp(world);
  app = t.app;
  await t.db.query(`insert into tenants (tenant_id, tenant_name) values ('T01', 'Tenant One')`);
}, SETUP_TIMEOUT_MS);
afterAll(async () => app.close());

const ENDPOINTS: Array<{ method: 'GET' | 'POST'; url: string; payload?: object; admin: boolean }> = [
  { method: 'POST', url: '/workflow/status', payload: { tenant_id: 'T01' }, admin: true },
  { method: 'POST', url: '/workflow/start', payload: {}, admin: true },
  { method: 'POST', url: '/workflow/resume', payload: { tenant_id: 'T01' }, admin: true },
  { method: 'POST', url: '/decommission/start', payload: { tenant_id: 'T01' }, admin: true },
  { method: 'POST', url: '/auction-onboarding', payload: { tenant_id: 'T01', tenant_system_email: 'sys@t01.example' }, admin: true },
  { method: 'POST', url: '/po-onboarding', payload: { tenant_id: 'T01' }, admin: true },
  { method: 'GET', url: '/jobs', admin: false },
];

const OTHER_ROLES: Role[] = ROLES.filter((role) => role !== 'PLATFORM_ADMIN');

describe.each(ENDPOINTS)('$method $url', (endpoint) => {
  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: endpoint.method, url: endpoint.url, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
    expect(response.statusCode).toBe(401);
  });
  if (endpoint.admin) {
    it.each(OTHER_ROLES)('answers 403 for %s', async (role) => {
      const response = await t.as(role, { method: endpoint.method, url: endpoint.url, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
      expect(response.statusCode).toBe(403);
    });
  }
});

describe('POST /workflow/status', () => {
  it("answers error 'Tenant Not Found' for a tenant without workflow", async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: 'NOPE' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: 'Tenant Not Found', timestamp: expect.any(String) });
  });
  it('answers 400 for a malformed tenant id', async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: 'a b' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Tenant ID is not in the expected format', field: 'tenant_id' });
  });
});

describe('POST /workflow/start', () => {
  const start = async (fields: Record<string, string>, withLogo = true) =>
    t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/start', ...(await multipart(fields, withLogo ? [{ field: 'user_pool_logo', name: 'logo.png', bytes: PNG }] : [])) });
  const workflows = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from workflows')).rows[0]?.n;

  it('checks the pool logo first', async () => {
    const response = await start({}, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill out all the data!\nuser_pool_logo');
  });

  // Each required field in the spec's order: with every earlier one filled, the missing one is named.
  const order = ['tenant_id', 'whatsapp', 'email', 'phone', 'last_name', 'first_name', 'tenant_short_name', 'site_title', 'site_description', 'language', 'region', 'px_color_primary', 'px_color_secondary', 'px_font_title', 'px_font_body', 'routes', 'tenant_name'];
  it.each(order.map((field, index) => [field, index] as const))("names %s when it is the first one missing: 'Please fill out all the data!'", async (field, index) => {
    const complete = onboardingForm('T55');
    const fields: Record<string, string> = {};
    for (const earlier of order.slice(0, index)) fields[earlier] = complete[earlier] as string;
    const before = await workflows();
    const response = await start(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Please fill out all the data!\n${field}`);
    expect(await workflows()).toBe(before);
  });

  it("refuses a colour that is not #RGB or #RRGGBB: 'Invalid color on field px_color_secondary'", async () => {
    const response = await start(onboardingForm('T55', { px_color_secondary: '#12345' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill out all the data!\nInvalid color on field px_color_secondary');
  });

  it('accepts only digits in trial_period_in_days', async () => {
    const response = await start(onboardingForm('T55', { trial_period_in_days: '3O' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill out all the data!\ntrial_period_in_days accepts only digits');
  });

  it('refuses a logo that is not an image, storing nothing', async () => {
    const before = await workflows();
    const response = await t.as('PLATFORM_ADMIN', {
      method: 'POST',
      url: '/workflow/start',
      ...(await multipart(onboardingForm('T55'), [{ field: 'user_pool_logo', name: 'logo.png', bytes: Buffer.from('not a png') }])),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The user_pool_logo is not a PNG, GIF or JPEG image');
    expect(await workflows()).toBe(before);
  });

  it('answers 409 for a tenant that exists', async () => {
    const response = await start(onboardingForm('T01'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Tenant T01 already exists');
  });

  it('starts the onboarding: RUNNING, then WAITING DNS Mapping on its own, with a job the admin sees', async () => {
    const response = await start(onboardingForm('T56'));
    expect(response.statusCode).toBe(200);
    const started = response.json();
    expect(started).toMatchObject({ status: 'RUNNING', jobId: expect.any(String) });
    const waiting = await eventually(async () => {
      const status = (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: 'T56' } })).json();
      return status.status === 'WAITING' ? status : undefined;
    });
    expect(waiting).toMatchObject({ type: 'DNS Mapping', executionArn: started.executionArn, workflow: 'ONBOARDING' });
    const job = (await t.as('PLATFORM_ADMIN', { method: 'GET', url: `/jobs/${started.jobId}` })).json();
    expect(job).toMatchObject({ state: 'WAITING', progress: 70, title: 'Onboarding of tenant T56' });
    // A second start while it waits is refused.
    const again = await start(onboardingForm('T56'));
    expect(again.statusCode).toBe(409);
  });
});

describe('a failing step', () => {
  it('is retried 3 times, then the onboarding is FAILED with the error; the tenant may then be onboarded again, keeping what was created', async () => {
    world.pools.failures = 4;
    const started = await t.as('PLATFORM_ADMIN', {
      method: 'POST',
      url: '/workflow/start',
      ...(await multipart(onboardingForm('T57'), [{ field: 'user_pool_logo', name: 'logo.png', bytes: PNG }])),
    });
    expect(started.statusCode).toBe(200);
    const failed = await eventually(async () => {
      const status = (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: 'T57' } })).json();
      return status.status === 'FAILED' ? status : undefined;
    }, 60_000);
    expect(failed.error).toBe('create-user-pool: The user pool service is unavailable');
    expect(world.pools.failures).toBe(0);
    const job = (await t.as('PLATFORM_ADMIN', { method: 'GET', url: `/jobs/${started.json().jobId}` })).json();
    expect(job).toMatchObject({ state: 'FAILED', error: 'create-user-pool: The user pool service is unavailable', progress: 30 });

    const again = await t.as('PLATFORM_ADMIN', {
      method: 'POST',
      url: '/workflow/start',
      ...(await multipart(onboardingForm('T57'), [{ field: 'user_pool_logo', name: 'logo.png', bytes: PNG }])),
    });
    expect(again.statusCode).toBe(200);
    await eventually(async () => (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: 'T57' } })).json().status === 'WAITING');
    expect((await t.db.query<{ n: number }>("select count(*)::int as n from tenants where tenant_id = 'T57'")).rows[0]?.n).toBe(1);
  });
});

describe('POST /workflow/resume', () => {
  it("answers 404 'Tenant Not Found' without an unfinished workflow", async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: 'NOPE' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Tenant Not Found');
  });
  it('answers 400 for a dryRun value other than true or false', async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume?dryRun=yes', payload: { tenant_id: 'T01' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /decommission/start', () => {
  it("answers 404 'Tenant not found' for an unknown tenant", async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: 'NOPE' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Tenant not found');
  });
  it('answers 400 for an execution name not of the form decommission-{tenant_id}-{timestamp}', async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: 'T01', execution_name: 'other' } });
    expect(response.statusCode).toBe(400);
  });
  it("answers WAITING with the tenant's resources, and the selection must name at least one resource", async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: 'T01' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('WAITING');
    expect(JSON.parse(response.json().output)).toMatchObject({ tenant_id: 'T01', tenant_bucket: 'px-tenant-T01', tenant_public_tables: ['tenants'] });
    const status = (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: 'T01' } })).json();
    expect(status).toMatchObject({ status: 'WAITING', workflow: 'DECOMMISSION' });
    const empty = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: 'T01', 'decommission-resources': { resources: { tenant_id: 'T01' } } } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('decommission-resources: select at least one resource');
    const dry = await t.as('PLATFORM_ADMIN', {
      method: 'POST',
      url: '/workflow/resume?dryRun=true',
      payload: { tenant_id: 'T01', 'decommission-resources': { resources: { tenant_id: 'T01', tenant_public_tables: ['tenants'] } } },
    });
    expect(dry.json()).toMatchObject({ dryRun: true, summary: { total: 1, resources: [{ resource: 'tenant_public_tables', count: 1 }] } });
    expect((await t.db.query('select 1 from tenants where tenant_id = $1', ['T01'])).rows).toHaveLength(1);
  });
});

describe('POST /auction-onboarding and /po-onboarding (60 characters)', () => {
  it('refuses a system e-mail over 60 characters', async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/auction-onboarding', payload: { tenant_id: 'T01', tenant_system_email: `${'a'.repeat(52)}@x.example` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Tenant system e-mail must be at most 60 characters', field: 'tenant_system_email' });
  });
  it('refuses a tenant id over 60 characters', async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/po-onboarding', payload: { tenant_id: 'T'.repeat(61) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Tenant ID must be at most 60 characters', field: 'tenant_id' });
    expect((await t.db.query('select 1 from async_requests')).rows).toHaveLength(0);
  });
  it("answers 404 'Tenant not found!' for an unknown tenant", async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/po-onboarding', payload: { tenant_id: 'NOPE' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Tenant not found!');
  });
  it('answers PENDING, then COMPLETED with the JSON result, and records a job', async () => {
    const first = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/auction-onboarding', payload: { tenant_id: 'T01', tenant_system_email: 'sys@t01.example' } });
    expect(first.json()).toMatchObject({ status: 'PENDING', requestId: expect.any(String) });
    const done = await eventually(async () => {
      const poll = (
        await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/auction-onboarding', headers: { request_id: first.json().requestId }, payload: { tenant_id: 'T01', tenant_system_email: 'sys@t01.example' } })
      ).json();
      return poll.status === 'COMPLETED' ? poll : undefined;
    });
    expect(done.response).toMatchObject({ error: false, tenant_id: 'T01', module: 'AUCTION', status: 'ENABLED', tenant_system_email: 'sys@t01.example' });
    const jobs = (await t.as('PLATFORM_ADMIN', { method: 'GET', url: '/jobs' })).json() as Array<{ kind: string; state: string }>;
    expect(jobs.find((job) => job.kind === 'auction-onboarding')).toMatchObject({ state: 'SUCCEEDED', link: '/auction-onboarding' });
  });
});

describe('GET /jobs visibility', () => {
  it('shows a platform-ops job to every PLATFORM_ADMIN and to nobody without the role', async () => {
    const otherAdmin = (await t.as('PLATFORM_ADMIN', { method: 'GET', url: '/jobs' }, { email: 'another.admin@px.local', username: 'another' })).json() as unknown[];
    expect(otherAdmin.length).toBeGreaterThan(0);
    for (const role of OTHER_ROLES) {
      const response = await t.as(role, { method: 'GET', url: '/jobs' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    const [job] = otherAdmin as Array<{ jobId: string }>;
    const forbidden = await t.as('FINANCE', { method: 'GET', url: `/jobs/${job?.jobId}` });
    expect(forbidden.statusCode).toBe(404);
  });
  it('answers 400 for a job id that is not a UUID', async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'GET', url: '/jobs/42' });
    expect(response.statusCode).toBe(400);
  });
});
