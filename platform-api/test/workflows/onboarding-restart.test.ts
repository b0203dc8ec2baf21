// Onboarding and decommission as durable workflows (docs/platform-ops.md#onboard-new-tenant): the
// statuses advance on their own, pause in WAITING 'DNS Mapping' and 'CNAME Records', and an
// application closed in the middle of a step is taken over by a new one on the same database, which
// finishes the onboarding exactly once.
import type { FastifyInstance } from 'fastify';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { createWorld, eventually, multipart, onboardingForm, PNG, startApp, type WorkflowTestApp, type WorkflowWorld } from './workflow-test-app.js';

jest.setTimeout(120_000);

const status = async (t: WorkflowTestApp, tenantId: string) => (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: tenantId } })).json();
const count = async (t: WorkflowTestApp, sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params)).rows[0]?.n;

describe('onboarding workflow', () => {
  let world: WorkflowWorld;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    world = await createWorld();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
  });

  it('closed mid-step and restarted on the same database, completes exactly once: one pool, one owner, one tenant row, one set of records', async () => {
    let block = true;
    let reached: (() => void) | undefined;
    const reachedPool = new Promise<void>((resolve) => (reached = resolve));
    // The first application stops for good right after creating the pool, before the step is recorded.
    const first = await startApp(world, async (_workflowId, step) => {
      if (block && step === 'create-user-pool') {
        reached?.();
        await new Promise(() => undefined);
      }
    });
    apps.push(first.app);
    const start = await first.as('PLATFORM_ADMIN', {
      method: 'POST',
      url: '/workflow/start',
      ...(await multipart(onboardingForm('T77'), [{ field: 'user_pool_logo', name: 'logo.png', bytes: PNG }])),
    });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ status: 'RUNNING' });
    await reachedPool;
    expect(world.pools.poolsCreated).toBe(1);
    await first.app.close();
    apps = [];
    block = false;

    const second = await startApp(world);
    apps.push(second.app);
    const waitingDns = await eventually(async () => {
      const answer = await status(second, 'T77');
      return answer.status === 'WAITING' ? answer : undefined;
    });
    expect(waitingDns.type).toBe('DNS Mapping');
    expect(waitingDns.data.records['shop.t77.example']).toEqual({
      id: expect.any(String),
      records: [{ Name: 'shop.t77.example', Type: 'CNAME', Value: 't77.edge.px.local' }],
      records_dr: [{ Name: 'shop.t77.example', Type: 'CNAME', Value: 't77.edge-dr.px.local' }],
    });
    expect(Object.keys(waitingDns.data.records)).toHaveLength(2);

    const resumed = await second.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: 'T77' } });
    expect(resumed.json()).toMatchObject({ status: 'RUNNING' });
    const waitingCname = await eventually(async () => {
      const answer = await status(second, 'T77');
      return answer.status === 'WAITING' && answer.type === 'CNAME Records' ? answer : undefined;
    });
    expect(Object.keys(waitingCname.data.records)).toEqual(['certificate:admin.t77.example', 'certificate:shop.t77.example']);

    await second.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: 'T77' } });
    const done = await eventually(async () => {
      const answer = await status(second, 'T77');
      return answer.status === 'SUCCEEDED' ? answer : undefined;
    });
    expect(JSON.parse(done.output)).toMatchObject({ tenant_id: 'T77', owner: 'owner@t77.example' });

    // Exactly once: one pool (with the owner, not in the console's pool), one tenant row, 4 mapping + 4 certificate records.
    expect(world.pools.poolsCreated).toBe(1);
    expect(world.pools.usersCreated).toBe(1);
    const pool = await world.pools.findPool('T77');
    expect(await world.pools.listUsers(pool?.userPoolId ?? '')).toEqual(['owner@t77.example']);
    expect(await count(second, 'select count(*)::int as n from tenants where tenant_id = $1', ['T77'])).toBe(1);
    expect(await count(second, 'select count(*)::int as n from local_dns_records where tenant_id = $1', ['T77'])).toBe(8);
    expect(await count(second, 'select count(*)::int as n from workflow_steps where tenant_id = $1', ['T77'])).toBe(8);
    // One invitation to the owner, carrying the temporary password the pool holds; the password is not kept.
    const mails = (await second.db.query<{ subject: string; body: string }>('select subject, body from outbox where recipient = $1', ['owner@t77.example'])).rows;
    expect(mails.map((mail) => mail.subject)).toEqual(['Your owner account of tenant T77']);
    const owner = world.pools.pools.get(pool?.userPoolId ?? '')?.users.get('owner@t77.example');
    expect(mails[0]?.body).toContain(`Temporary password: ${owner?.temporaryPassword}`);
    expect((await second.db.query<{ input: Record<string, unknown> }>("select input from workflows where tenant_id = 'T77'")).rows[0]?.input).not.toHaveProperty('owner_password');
    // The configuration: the default tenant configuration plus the form.
    const settings = Object.fromEntries(
      (await second.db.query<{ setting_key: string; setting_value: string }>('select setting_key, setting_value from tenant_settings where tenant_id = $1', ['T77'])).rows.map((row) => [
        row.setting_key,
        row.setting_value,
      ]),
    );
    expect(settings).toMatchObject({ tenant_id: 'T77', site_title: 'Test Phones', siteTitle: 'Test Phones', 'CSS::--primary-color': '#1f4e79', apiEndpointConfiguration: 'Regional' });
    // The pool logo is stored.
    const logoKey = (await second.db.query<{ logo_blob_key: string }>('select logo_blob_key from tenant_user_pools where tenant_id = $1', ['T77'])).rows[0]?.logo_blob_key ?? '';
    expect(Buffer.from((await world.blobs.get(logoKey)) ?? new Uint8Array())).toEqual(PNG);
    // The job record: SUCCEEDED, 100 %, by the admin, with its link.
    const jobs = (await second.as('PLATFORM_ADMIN', { method: 'GET', url: '/jobs' })).json();
    expect(jobs[0]).toMatchObject({ kind: 'onboarding', area: 'platform-ops', state: 'SUCCEEDED', progress: 100, startedBy: 'platform_admin@px.local', link: '/new-tenant?tenantId=T77' });
    expect(jobs[0].endedAt).toEqual(expect.any(String));

    // Decommission: WAITING with the resources, a dry run with counts that changes nothing, then the removal.
    const decommission = await second.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: 'T77', execution_name: 'decommission-T77-1700000000000' } });
    expect(decommission.statusCode).toBe(200);
    const resources = JSON.parse(decommission.json().output);
    expect(decommission.json()).toMatchObject({ status: 'WAITING', executionArn: 'decommission-T77-1700000000000' });
    expect(resources.tenant_public_tables).toEqual(['tenant_settings', 'tenants']);
    expect(resources.tenant_certificate_arn).toHaveLength(2);
    const selection = { ...resources, tenant_id: 'T77' };
    const dry = await second.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume?dryRun=true', payload: { tenant_id: 'T77', 'decommission-resources': { resources: selection } } });
    expect(dry.statusCode).toBe(200);
    const summary = dry.json().summary.resources as Array<{ resource: string; count: number }>;
    const counts = Object.fromEntries(summary.map((item) => [item.resource, item.count]));
    expect(counts).toMatchObject({ tenant_bucket: 1, tenant_database_user: 1, tenant_api_stack: 4, tenant_secret: 1, tenant_certificate_arn: 4 });
    expect(dry.json().dryRun).toBe(true);
    expect(await count(second, 'select count(*)::int as n from local_dns_records where tenant_id = $1', ['T77'])).toBe(8);

    const real = await second.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: 'T77', 'decommission-resources': { resources: selection } } });
    expect(real.json()).toMatchObject({ status: 'RUNNING' });
    const gone = await eventually(async () => {
      const answer = await status(second, 'T77');
      return answer.error === 'Tenant Not Found' ? answer : undefined;
    });
    expect(gone.status).toBeUndefined();
    expect(await count(second, 'select count(*)::int as n from tenants where tenant_id = $1', ['T77'])).toBe(0);
    expect(await count(second, 'select count(*)::int as n from tenant_settings where tenant_id = $1', ['T77'])).toBe(0);
    expect(await count(second, 'select count(*)::int as n from local_dns_records where tenant_id = $1', ['T77'])).toBe(0);
    expect(await world.pools.findPool('T77')).toBeNull();
    expect(await world.blobs.get(logoKey)).toBeNull();
  });
});
