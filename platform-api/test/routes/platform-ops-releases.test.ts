// Admin status, release deployment and Update Version
// (docs/platform-ops.md#release-deployment-and-update-version): 401 without a token, 403 for every
// other role, 400 with the spec's messages, the ledger's order and once rules (every refusal leaves
// the ledger as it was) and a full test → version → release → prod cycle.
import { ENDPOINTS, ROLES, deployEndpointKey, type AdminOperationAnswer, type DeployResult, type ReleaseLedger, type VersionLedger } from '../../src/contract.js';
import { DEMO_BITBUCKET_APP_PASSWORD, DEMO_BITBUCKET_USER, SEEDED_APP_VERSION } from '../../src/seed/releases-seed.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

let t: TestApp;
let tenantId: string;
let tenantCount: number;
beforeAll(async () => {
  t = await createSeededApp();
  const { rows } = await t.database.db.query<{ tenant_id: string; n: number }>('select min(tenant_id) as tenant_id, count(*)::int as n from tenants');
  tenantId = rows[0]!.tenant_id;
  tenantCount = rows[0]!.n;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const credentials = { BitBucketUser: DEMO_BITBUCKET_USER, AppPassword: DEMO_BITBUCKET_APP_PASSWORD };
const post = (url: string, payload: object) => t.as('PLATFORM_ADMIN', { method: 'POST', url, payload });
const ledger = async () => (await t.as('PLATFORM_ADMIN', { method: 'GET', url: ENDPOINTS.releaseLedger.path })).json<ReleaseLedger>();
const versions = async () => (await t.as('PLATFORM_ADMIN', { method: 'GET', url: ENDPOINTS.versionLedger.path })).json<VersionLedger>();
const stageOf = async (version: string) => (await ledger()).versions.find((entry) => entry.VersionCode === version)?.stage ?? null;
const count = async (sql: string, params: unknown[] = []) => (await t.database.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;

const RELEASE_KEYS = [
  'adminStatus',
  'releaseLedger',
  'versionLedger',
  'updateAppVersion',
  'updateConfigVersion',
  ...(['test-to-versioned', 'versioned-to-release', 'release-to-prod'] as const).flatMap((step) => (['run', 'pr', 'approve', 'merge'] as const).map((variant) => deployEndpointKey(step, variant))),
] as const;

describe('every release endpoint is PLATFORM_ADMIN only', () => {
  it.each(RELEASE_KEYS)('%s: 401 without a token, 403 for FINANCE, CLIENT_SUCCESS and ORG_ADMIN', async (key) => {
    const endpoint = ENDPOINTS[key];
    expect(endpoint.access).toBe('PLATFORM_ADMIN');
    const unauthenticated = await t.app.inject({ method: endpoint.method, url: endpoint.path });
    expect(unauthenticated.statusCode).toBe(401);
    for (const role of ROLES.filter((candidate) => candidate !== 'PLATFORM_ADMIN')) {
      const response = await t.as(role, { method: endpoint.method, url: endpoint.path, ...(endpoint.method === 'POST' ? { payload: {} } : {}) });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
  });
});

describe('the seeded ledger', () => {
  it('holds v1.0.0 at prod, v1.1.0 at release, v1.2.0 versioned, no pull request, app version v1.0.0 for every tenant', async () => {
    const seeded = await ledger();
    expect(seeded.versions.map((entry) => [entry.VersionCode, entry.stage])).toEqual([
      ['v1.2.0', 'versioned'],
      ['v1.1.0', 'release'],
      ['v1.0.0', 'prod'],
    ]);
    expect(seeded.pullRequests).toEqual([]);
    const current = await versions();
    expect(current.appVersion).toBe(SEEDED_APP_VERSION);
    expect(current.configVersions).toHaveLength(tenantCount);
    expect(new Set(current.configVersions.map((entry) => entry.config_version))).toEqual(new Set(['v1.0.0']));
  });

  it("stores the demo user's app password only as a scrypt hash", async () => {
    const { rows } = await t.database.db.query<{ password_hash: string }>('select password_hash from local_bitbucket_users where username = $1', [DEMO_BITBUCKET_USER]);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(rows[0]!.password_hash).not.toContain(DEMO_BITBUCKET_APP_PASSWORD);
  });
});

describe('deployment: 400', () => {
  it.each([
    ['/code-deployment/test-to-versioned', {}, 'Version Code is required'],
    ['/code-deployment/release-to-prod', { VersionCode: ' ' }, 'Version Code is required'],
    ['/code-deployment/release-to-prod-pr', { VersionCode: '1.1.0', BitBucketUser: DEMO_BITBUCKET_USER }, 'Version Code, Bitbucket User and App Password are required'],
    ['/code-deployment/versioned-to-release-pr', { ...credentials }, 'Version Code, Bitbucket User and App Password are required'],
    ['/code-deployment/release-to-prod-approve', { AppPassword: 'x' }, 'Bitbucket User and App Password are required'],
    ['/code-deployment/release-to-prod-merge', { BitBucketUser: DEMO_BITBUCKET_USER, VersionCode: '1.1.0' }, 'Bitbucket User and App Password are required'],
    ['/code-deployment/test-to-versioned', { VersionCode: '1.x' }, 'Version Code must be digits and dots, e.g. 1.4.0 or v1.4.0'],
    ['/code-deployment/release-to-prod-pr', { VersionCode: '1.1.0', Destination: 'release/uat', ...credentials }, 'Destination does not match the step'],
    ['/code-deployment/release-to-prod-pr', { VersionCode: '1.1.0', BitBucketUser: DEMO_BITBUCKET_USER, AppPassword: 'wrong' }, 'Bitbucket User or App Password is incorrect'],
    ['/code-deployment/release-to-prod-approve', { BitBucketUser: 'nobody', AppPassword: DEMO_BITBUCKET_APP_PASSWORD }, 'Bitbucket User or App Password is incorrect'],
  ])('%s %j: %s, nothing changed', async (url, payload, message) => {
    const before = await ledger();
    const jobs = await count('jobs');
    const response = await post(url, payload);
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
    expect(await ledger()).toEqual(before);
    expect(await count('jobs')).toBe(jobs);
  });

  it('answers 400 for an unknown field', async () => {
    const response = await post('/code-deployment/test-to-versioned', { VersionCode: '7.0.0', Extra: 1 });
    expect(response.statusCode).toBe(400);
  });
});

describe('deployment: the ledger order and once rules (409, nothing changed)', () => {
  it.each([
    ['/code-deployment/test-to-versioned', { VersionCode: '1.2.0' }, 'Version v1.2.0 is already merged to versioned'],
    ['/code-deployment/versioned-to-release', { VersionCode: '9.9.9' }, 'Version v9.9.9 must reach versioned first'],
    ['/code-deployment/release-to-prod', { VersionCode: 'v1.2.0' }, 'Version v1.2.0 must reach release first'],
    ['/code-deployment/release-to-prod', { VersionCode: '1.0.0' }, 'Version v1.0.0 is already merged to prod'],
    ['/code-deployment/versioned-to-release-pr', { VersionCode: '1.1.0', ...credentials }, 'Version v1.1.0 is already merged to release'],
    ['/code-deployment/release-to-prod-approve', { ...credentials }, 'There is no open pull request to approve for this step'],
    ['/code-deployment/release-to-prod-merge', { ...credentials }, 'There is no pull request to merge for this step'],
  ])('%s %j: %s', async (url, payload, message) => {
    const before = await ledger();
    const jobs = await count('jobs');
    const response = await post(url, payload);
    expect([response.statusCode, response.json().message]).toEqual([409, message]);
    expect(await ledger()).toEqual(before);
    expect(await count('jobs')).toBe(jobs);
  });
});

describe('a full cycle test → version → release → prod through pull requests', () => {
  const version = 'v4.5.6';
  const operations: AdminOperationAnswer[] = [];

  const step = async (url: string, payload: object): Promise<DeployResult> => {
    const response = await post(url, payload);
    expect([url, response.statusCode]).toEqual([url, 200]);
    const answer = response.json<AdminOperationAnswer>();
    expect(answer.Status).toBe('Succeeded');
    operations.push(answer);
    return answer.Result as DeployResult;
  };

  it('opens, approves and merges each step, promoting the version once per step', async () => {
    const opened = await step('/code-deployment/test-to-versioned-pr', { VersionCode: '4.5.6', ...credentials });
    expect(opened.pullRequest).toMatchObject({ step: 'test-to-versioned', VersionCode: version, description: 'Release v4.5.6 to version', destination: null, state: 'open', author: DEMO_BITBUCKET_USER });
    expect(operations[0]!.Message).toBe(`Pull request #${opened.pullRequest!.id} opened: Release v4.5.6 to version`);
    expect(await stageOf(version)).toBeNull();

    // The merge waits for the approval; a second pull request waits for the one in progress.
    const early = await post('/code-deployment/test-to-versioned-merge', credentials);
    expect([early.statusCode, early.json().message]).toEqual([409, 'The pull request must be approved before it is merged']);
    const second = await post('/code-deployment/test-to-versioned-pr', { VersionCode: '4.5.7', ...credentials });
    expect([second.statusCode, second.json().message]).toEqual([409, 'This step already has a pull request in progress']);
    const direct = await post('/code-deployment/test-to-versioned', { VersionCode: '4.5.8' });
    expect([direct.statusCode, direct.json().message]).toEqual([409, 'This step already has a pull request in progress']);

    const approved = await step('/code-deployment/test-to-versioned-approve', credentials);
    expect(approved.pullRequest).toMatchObject({ id: opened.pullRequest!.id, state: 'approved', approvedBy: DEMO_BITBUCKET_USER });
    const merged = await step('/code-deployment/test-to-versioned-merge', credentials);
    expect(merged).toMatchObject({ VersionCode: version, stage: 'versioned', pullRequest: { state: 'merged', mergedBy: DEMO_BITBUCKET_USER } });
    expect(await stageOf(version)).toBe('versioned');

    const toRelease = await step('/code-deployment/versioned-to-release-pr', { VersionCode: version, PRDescription: 'UAT drop 4.5.6', Destination: 'release/uat', ...credentials });
    expect(toRelease.pullRequest).toMatchObject({ description: 'UAT drop 4.5.6', destination: 'release/uat' });
    await step('/code-deployment/versioned-to-release-approve', credentials);
    expect((await step('/code-deployment/versioned-to-release-merge', credentials)).stage).toBe('release');

    const toProd = await step('/code-deployment/release-to-prod-pr', { VersionCode: '4.5.6', ...credentials });
    expect(toProd.pullRequest).toMatchObject({ description: 'Release v4.5.6 to prod', destination: 'prod' });
    await step('/code-deployment/release-to-prod-approve', credentials);
    const live = await step('/code-deployment/release-to-prod-merge', credentials);
    expect(live.stage).toBe('prod');
    expect(operations.at(-1)!.Message).toBe(`Pull request #${toProd.pullRequest!.id} merged: v4.5.6 is now at prod`);
    expect(await stageOf(version)).toBe('prod');
    expect(await count(`release_promotions where version_code = $1`, [version])).toBe(3);
  });

  it('refuses to merge the same version twice, the ledger unchanged', async () => {
    const before = await ledger();
    const promotions = await count('release_promotions');
    const again = await post('/code-deployment/release-to-prod-merge', credentials);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Version v4.5.6 is already merged to prod']);
    const direct = await post('/code-deployment/release-to-prod', { VersionCode: '4.5.6' });
    expect([direct.statusCode, direct.json().message]).toEqual([409, 'Version v4.5.6 is already merged to prod']);
    expect(await ledger()).toEqual(before);
    expect(await count('release_promotions')).toBe(promotions);
  });

  it('answers each operation on POST /admin-status, shows each in the job centre and the action log', async () => {
    const status = await post('/admin-status', { AdminOperationId: operations.at(-1)!.AdminOperationId });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual(operations.at(-1));
    const jobs = (await t.as('PLATFORM_ADMIN', { method: 'GET', url: '/jobs' })).json<Array<{ jobId: string; state: string; kind: string; title: string; link: string }>>();
    const ours = jobs.filter((job) => operations.some((operation) => operation.AdminOperationId === job.jobId));
    expect(ours).toHaveLength(9);
    expect(ours.every((job) => job.state === 'SUCCEEDED')).toBe(true);
    expect(ours.find((job) => job.kind === 'release-to-prod-merge')).toMatchObject({ title: 'Release to Prod: merge of v4.5.6', link: '/config-deployment/release-to-prod' });
    expect(JSON.stringify(ours)).not.toContain(DEMO_BITBUCKET_APP_PASSWORD);
    const actions = await t.database.db.query<{ action: string }>(`select action from action_log where area = 'release-deployment' and target_ids @> array['v4.5.6'] order by id`);
    expect(actions.rows.map((row) => row.action)).toEqual(['PR_OPENED', 'PR_APPROVED', 'PR_MERGED', 'PR_OPENED', 'PR_APPROVED', 'PR_MERGED', 'PR_OPENED', 'PR_APPROVED', 'PR_MERGED']);
  });

  it('promotes directly with the base calls, in order', async () => {
    const run = async (url: string) => (await post(url, { VersionCode: '5.0' })).json<AdminOperationAnswer>();
    expect((await run('/code-deployment/test-to-versioned')).Message).toBe('v5.0 is now at versioned');
    expect((await run('/code-deployment/versioned-to-release')).Message).toBe('v5.0 is now at release');
    const prod = await run('/code-deployment/release-to-prod');
    expect([prod.Status, prod.Message, (prod.Result as DeployResult).stage]).toEqual(['Succeeded', 'v5.0 is now at prod', 'prod']);
  });
});

describe('approving twice', () => {
  it('refuses a second approval of the same pull request, the ledger unchanged', async () => {
    expect((await post('/code-deployment/test-to-versioned-pr', { VersionCode: '6.0', ...credentials })).json().Status).toBe('Succeeded');
    expect((await post('/code-deployment/test-to-versioned-approve', credentials)).json().Status).toBe('Succeeded');
    const before = await ledger();
    const again = await post('/code-deployment/test-to-versioned-approve', credentials);
    expect([again.statusCode, again.json().message]).toEqual([409, 'There is no open pull request to approve for this step']);
    expect(await ledger()).toEqual(before);
    expect((await post('/code-deployment/test-to-versioned-merge', credentials)).json().Result).toMatchObject({ VersionCode: 'v6.0', stage: 'versioned' });
  });
});

describe('POST /admin-status', () => {
  it("answers 404 'Admin operation not found' for an unknown id, and for a job that is no admin operation", async () => {
    const unknown = await post('/admin-status', { AdminOperationId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Admin operation not found']);
    await t.database.db.query(`insert into jobs (job_id, kind, area, state, title, started_by, link) values ('11111111-1111-4111-8111-111111111111', 'other', 'platform-ops', 'RUNNING', 'x', 'a', '/')`);
    const other = await post('/admin-status', { AdminOperationId: '11111111-1111-4111-8111-111111111111' });
    expect(other.statusCode).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await post('/admin-status', { AdminOperationId: 'nope' })).statusCode).toBe(400);
    expect((await post('/admin-status', {})).statusCode).toBe(400);
  });
});

describe('Update Version', () => {
  it("sets the app version without touching config versions: 'App updated success'", async () => {
    const response = await post('/code-deployment/update-app-version', { version: 'v2.0.0', config_update: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'App updated success', version: 'v2.0.0', tenantsUpdated: 0 });
    const current = await versions();
    expect(current.appVersion).toBe('v2.0.0');
    expect(new Set(current.configVersions.map((entry) => entry.config_version))).toEqual(new Set(['v1.0.0']));
  });

  it("moves one tenant's config version to the app version: 'Config updated success'", async () => {
    const response = await post('/code-deployment/update-config-version', { tenant_id: tenantId });
    expect(response.json()).toEqual({ message: 'Config updated success', version: 'v2.0.0', tenantsUpdated: 1 });
    const current = await versions();
    expect(current.configVersions.find((entry) => entry.tenant_id === tenantId)?.config_version).toBe('v2.0.0');
    expect(current.configVersions.filter((entry) => entry.config_version === 'v1.0.0')).toHaveLength(tenantCount - 1);
  });

  it('with config_update moves every tenant', async () => {
    const response = await post('/code-deployment/update-app-version', { version: 'v2.1.0', config_update: true });
    expect(response.json()).toEqual({ message: 'App updated success', version: 'v2.1.0', tenantsUpdated: tenantCount });
    expect(new Set((await versions()).configVersions.map((entry) => entry.config_version))).toEqual(new Set(['v2.1.0']));
  });

  it.each([
    [{ version: '2.0.0', config_update: false }, 'Version is not in the expected format', 'version'],
    [{ version: 'vv2.0', config_update: false }, 'Version is not in the expected format', 'version'],
    [{ version: 'v2.0.0' }, 'Config update is required', 'config_update'],
  ])('update-app-version refuses %j with 400 in plain words, nothing changed', async (payload, message, field) => {
    const before = await versions();
    const response = await post('/code-deployment/update-app-version', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
    expect(await versions()).toEqual(before);
  });

  it("update-config-version: 404 'Tenant not found' for an unknown tenant, 400 without a tenant, nothing changed", async () => {
    const before = await versions();
    const unknown = await post('/code-deployment/update-config-version', { tenant_id: 'NOPE404' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Tenant not found']);
    expect((await post('/code-deployment/update-config-version', {})).statusCode).toBe(400);
    expect(await versions()).toEqual(before);
  });

  it("update-config-version: 409 'No app version has been set yet' before any app version, nothing changed", async () => {
    const db = t.database.db;
    const { rows } = await db.query<{ version: string; updated_by: string }>('select version, updated_by from app_version');
    await db.query('delete from app_version');
    try {
      const before = await versions();
      const response = await post('/code-deployment/update-config-version', { tenant_id: tenantId });
      expect([response.statusCode, response.json().message]).toEqual([409, 'No app version has been set yet']);
      expect(await versions()).toEqual(before);
    } finally {
      await db.query('insert into app_version (singleton, version, updated_by) values (true, $1, $2)', [rows[0]!.version, rows[0]!.updated_by]);
    }
  });

  it('records each update as a job of the job centre', async () => {
    const jobs = (await t.as('PLATFORM_ADMIN', { method: 'GET', url: '/jobs' })).json<Array<{ kind: string; state: string; link: string }>>();
    const updates = jobs.filter((job) => job.kind === 'update-app-version' || job.kind === 'update-config-version');
    expect(updates.filter((job) => job.state === 'SUCCEEDED').map((job) => job.kind).sort()).toEqual(['update-app-version', 'update-app-version', 'update-config-version']);
    expect(updates.every((job) => job.link === '/update-version')).toBe(true);
  });
});
