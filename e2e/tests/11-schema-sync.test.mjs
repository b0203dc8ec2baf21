/**
 * Schema sync as a platform admin: upload a query file on /config-schema/master/manual-upload,
 * dry-run it on /config-schema/master/horizontal-sync (every tenant's result shown, nothing
 * changed), then run the horizontal sync, which adds a column to every tenant's schema; the seeded
 * drifted tenant (its master schema lacks the orders table) fails, is rolled back whole and
 * reported ('Horizontal Sync Failed'). The columns are checked through the API's tenant schemas.
 * Column names carry the run id, so the test may run again on the same stack.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { idToken, mainArea, newPage, screenshot, shellUrl, signIn, stack, toast, useBrowser } from '../lib/browser.mjs';

const PLATFORM_ADMIN = 'platform.admin@px.local';
const TEST_TIMEOUT = 420_000;
const RUN = Date.now().toString(36).toLowerCase();
const BUYERS_COLUMN = `e2e_tier_${RUN}`;
const ORDERS_COLUMN = `e2e_track_${RUN}`;
const QUERIES = [`ALTER TABLE buyers ADD COLUMN ${BUYERS_COLUMN} text`, `ALTER TABLE orders ADD COLUMN ${ORDERS_COLUMN} varchar(64)`];
/** The admin status is polled every 60 s while 'Waiting' (docs/platform-ops.md#admin-operations). */
const SYNC_WAIT = 120_000;

const browser = useBrowser();

/** Every master tenant schema of this environment, as GET /schema-sync/tenant-schemas answers it. */
async function tenantSchemas() {
  const token = await idToken(PLATFORM_ADMIN);
  const response = await fetch(`${stack.apiUrl}/schema-sync/tenant-schemas?kind=master&environment=local`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200);
  return response.json();
}

const columnsOf = (schema, table) => schema.tables.find((entry) => entry.table === table)?.columns ?? null;

describe('schema sync (platform.admin@px.local)', () => {
  it('uploads queries, dry-runs, then syncs across tenants: the drifted tenant fails and is reported, every other tenant gets the columns', { timeout: TEST_TIMEOUT }, async () => {
    const before = await tenantSchemas();
    const drifted = before.find((schema) => columnsOf(schema, 'orders') === null);
    assert.ok(drifted, 'the seed has a drifted tenant whose master schema lacks the orders table');

    const page = await newPage(browser);
    await page.goto(`${shellUrl}/`);
    await signIn(page, PLATFORM_ADMIN);
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });

    // ---------- upload the query file ----------
    await page.goto(`${shellUrl}/config-schema/master/manual-upload`);
    const content = mainArea(page);
    await content.getByRole('heading', { name: 'Master Schema: Upload Queries' }).waitFor({ timeout: 60_000 });
    const csv = ['query', ...QUERIES].join('\n');
    await content.locator('#schema-file-master').setInputFiles({ name: `e2e-${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    assert.equal(await content.getByTestId('chosen-query-file').textContent(), `e2e-${RUN}.csv`);
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/schema-sync/manual-upload') && response.request().method() === 'POST', { timeout: 60_000 });
    await content.getByRole('button', { name: 'Upload' }).click();
    assert.equal((await uploaded).status(), 200);
    await toast(page, 'Schema Uploaded successfully!');
    await content.getByTestId('stored-queries').getByText(QUERIES[1]).waitFor({ timeout: 30_000 });
    await screenshot(page, '11-schema-uploaded');

    // ---------- dry run: every tenant's result, nothing changed ----------
    await page.goto(`${shellUrl}/config-schema/master/horizontal-sync`);
    await content.getByRole('heading', { name: 'Master Schema: Sync Across Tenants' }).waitFor({ timeout: 60_000 });
    await content.getByTestId('stored-queries').getByText(QUERIES[0]).waitFor({ timeout: 30_000 });
    const dryRunAnswer = page.waitForResponse((response) => response.url().includes('/schema-sync/horizontal-sync?dryRun=true'), { timeout: SYNC_WAIT });
    await content.getByRole('button', { name: 'Dry run' }).click();
    assert.equal((await dryRunAnswer).status(), 200);
    const dryRun = content.getByTestId('dry-run-result');
    await dryRun.waitFor({ timeout: 30_000 });
    const dryDrifted = dryRun.locator(`tr[data-row-key="${drifted.tenant_id}"]`);
    await dryDrifted.getByText('Failed').waitFor({ timeout: 10_000 });
    assert.match(await dryDrifted.textContent(), /Row 3: .*orders.* \(rolled back\)/);
    await screenshot(page, '11-schema-dry-run');
    for (const schema of await tenantSchemas()) {
      assert.ok(!(columnsOf(schema, 'buyers') ?? []).includes(BUYERS_COLUMN), `the dry run left ${schema.tenant_id} unchanged`);
    }

    // ---------- the real run: an admin operation, then the per-tenant result ----------
    const runAnswer = page.waitForResponse((response) => /\/schema-sync\/horizontal-sync$/.test(response.url()) && response.request().method() === 'PATCH', { timeout: SYNC_WAIT });
    await content.getByRole('button', { name: 'Run sync' }).click();
    assert.equal((await runAnswer).status(), 200);
    const run = content.locator('[data-testid="sync-run"][data-status="Succeeded"]');
    await run.waitFor({ timeout: SYNC_WAIT });
    assert.match(await content.getByTestId('sync-outcome').textContent(), /Horizontal Sync Failed/);
    await toast(page, 'Horizontal Sync Failed');
    await run.locator(`tr[data-row-key="${drifted.tenant_id}"]`).getByText('Failed').waitFor({ timeout: 10_000 });
    const failedRows = await run.locator('tbody tr', { hasText: 'rolled back' }).count();
    assert.equal(failedRows, 1, 'only the drifted tenant failed');
    await screenshot(page, '11-schema-synced');

    // ---------- the columns, through the API and the Tenant schemas panel ----------
    const after = await tenantSchemas();
    const changed = after.filter((schema) => schema.tenant_id !== drifted.tenant_id);
    assert.ok(changed.length >= before.length - 1 && changed.length > 0, 'every tenant has a master schema now');
    for (const schema of changed) {
      assert.ok(columnsOf(schema, 'buyers')?.includes(BUYERS_COLUMN), `${schema.tenant_id}: buyers.${BUYERS_COLUMN}`);
      assert.ok(columnsOf(schema, 'orders')?.includes(ORDERS_COLUMN), `${schema.tenant_id}: orders.${ORDERS_COLUMN}`);
    }
    const driftedAfter = after.find((schema) => schema.tenant_id === drifted.tenant_id);
    assert.deepEqual(driftedAfter.tables, drifted.tables, 'the drifted tenant was rolled back whole (row 2 too)');
    await content.getByTestId(`tenant-schema-${changed[0].tenant_id}`).filter({ hasText: ORDERS_COLUMN }).waitFor({ timeout: 30_000 });
    await page.close();
  });
});
