// A tenant ID of 60 characters (docs/platform-ops.md#tenant-ids): onboarded and decommissioned
// through the API, every name derived from it within its system's limit; 61 characters are refused.
import { boundedName, tenantResourceNames } from '../../src/workflows/tenant-names.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { createWorld, eventually, multipart, onboardingForm, PNG, startApp, type WorkflowTestApp } from './workflow-test-app.js';

jest.setTimeout(120_000);

const ID_60 = `T${'a1_-'.repeat(14)}xyz`;
let t: WorkflowTestApp;
beforeAll(async () => {
  t = await startApp(await createWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => t.app.close());

const status = async (tenantId: string) => (await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: tenantId } })).json();
const waitFor = (tenantId: string, wanted: string) =>
  eventually(async () => {
    const answer = await status(tenantId);
    if (answer.status === 'FAILED') throw new Error(answer.error);
    return answer.status === wanted ? answer : undefined;
  }, 60_000);

it('derives names within their limits: 63 bytes for Postgres names and buckets, 64 for roles; short IDs unchanged, long ones distinct', () => {
  expect(ID_60).toHaveLength(60);
  const names = tenantResourceNames(ID_60);
  expect(names.tenant_database_user).toHaveLength(63);
  expect(names.tenant_database_user).toMatch(/^px_tenant_T.*-[0-9a-f]{8}_user$/);
  expect(Buffer.byteLength(names.tenant_database)).toBeLessThanOrEqual(63);
  expect(names.tenant_bucket.length).toBeLessThanOrEqual(63);
  expect(names.tenant_iam.length).toBeLessThanOrEqual(64);
  const twin = tenantResourceNames(`${ID_60.slice(0, 59)}Z`);
  expect(twin.tenant_database_user).not.toBe(names.tenant_database_user);
  expect(tenantResourceNames('T01')).toMatchObject({ tenant_database: 'px_tenant_T01', tenant_database_user: 'px_tenant_T01_user', tenant_bucket: 'px-tenant-T01' });
  // Hand-computed: 39 of the 60 characters, '-', the first 8 hex digits of sha256('x' × 60).
  expect(boundedName('px_tenant_', 'x'.repeat(60), '_user', 63)).toBe(`px_tenant_${'x'.repeat(39)}-42f2d973_user`);
});

it('onboards and decommissions a tenant whose ID is 60 characters, and refuses 61', async () => {
  const tooLong = await t.as('PLATFORM_ADMIN', {
    method: 'POST',
    url: '/workflow/start',
    ...(await multipart(onboardingForm(`${ID_60}b`), [{ field: 'user_pool_logo', name: 'logo.png', bytes: PNG }])),
  });
  expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, 'tenant_id: 1-60 letters, digits, _ or -']);

  const start = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/start', ...(await multipart(onboardingForm(ID_60), [{ field: 'user_pool_logo', name: 'logo.png', bytes: PNG }])) });
  expect([start.statusCode, start.body]).toEqual([200, expect.any(String)]);
  await waitFor(ID_60, 'WAITING');
  await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: ID_60 } });
  await eventually(async () => {
    const answer = await status(ID_60);
    return answer.status === 'WAITING' && answer.type === 'CNAME Records' ? answer : answer.status === 'SUCCEEDED' ? answer : undefined;
  }, 60_000);
  if ((await status(ID_60)).status === 'WAITING') await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: ID_60 } });
  await waitFor(ID_60, 'SUCCEEDED');
  const { rows } = await t.db.query('select tenant_id from tenants where tenant_id = $1', [ID_60]);
  expect(rows).toHaveLength(1);

  const decommission = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: ID_60 } });
  expect(decommission.statusCode).toBe(200);
  const resources = JSON.parse(decommission.json().output);
  for (const name of [resources.tenant_database, resources.tenant_database_user]) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
  const selection = { tenant_id: ID_60, tenant_database: resources.tenant_database, tenant_database_user: resources.tenant_database_user, tenant_secret: resources.tenant_secret, tenant_public_tables: resources.tenant_public_tables };
  const real = await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: ID_60, 'decommission-resources': { resources: selection } } });
  expect(real.statusCode).toBe(200);
  await eventually(async () => {
    const answer = await status(ID_60);
    if (answer.status === 'FAILED') throw new Error(answer.error);
    return answer.error === 'Tenant Not Found';
  }, 60_000);
  const { rows: after } = await t.db.query('select tenant_id from tenants where tenant_id = $1', [ID_60]);
  expect(after).toEqual([]);
});
