/**
 * Charts (docs/billing.md "Report charts", docs/platform-ops.md "Dashboard"): the GMV and Invoice
 * Aging charts above the reports' grids, drawn from the API's figures and following the grid's
 * filters; the dashboard's jobs and tenants charts and deployed versions, which hold their place
 * while they load; the chart library's chunk loaded only where a chart is drawn, after the data it draws.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { idToken, newPage, screenshot, shellUrl, signIn, stack, useBrowser } from '../lib/browser.mjs';
import { noPageErrors } from '../lib/journeys.mjs';

const browser = useBrowser();
const TEST_TIMEOUT = 180_000;
const CHART_CHUNK = /\/chart\.[0-9a-f]+\.js$/;
const usd = (value) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function api(email, path) {
  const response = await fetch(stack.apiUrl + path, { headers: { Authorization: `Bearer ${await idToken(email)}` } });
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
}

/** Every response the page receives, in order: [url, time]. */
function recordResponses(page) {
  const seen = [];
  page.on('response', (response) => {
    seen.push([response.url(), Date.now()]);
    if (CHART_CHUNK.test(response.url())) {
      void response
        .request()
        .sizes()
        .then((sizes) => console.log(`# chart chunk ${new URL(response.url()).pathname}: ${sizes.responseBodySize} B on the wire (${response.headers()['content-encoding'] ?? 'identity'})`))
        .catch(() => {});
    }
  });
  return seen;
}

/** The figure's text alternative: the text of each row's cells. */
const figureRows = (figure) => figure.locator('table tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));

describe('charts', () => {
  it('finance: the reports draw GMV and Invoice Aging from the API figures, following the filters; the chart chunk loads only there, after the report', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 1000 });
    const responses = recordResponses(page);
    await signIn(page, 'finance@px.local');
    await page.waitForURL((url) => url.pathname === '/clients', { timeout: 60_000 });
    await page.locator('.ant-table-tbody .ant-table-row').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    assert.deepEqual(responses.filter(([url]) => CHART_CHUNK.test(url)), [], 'no chart chunk on /clients');

    await page.locator('nav[aria-label="Side menu"] a[href="/reports"]').click();
    const panel = page.getByRole('tabpanel');
    const figure = panel.getByRole('figure', { name: 'GMV by month (USD)' });
    await figure.locator('svg .ct-bar').first().waitFor({ state: 'attached', timeout: 60_000 });
    const reportAt = responses.find(([url]) => /\/billing\/reports\/gmv$/.test(url))?.[1];
    const chartAt = responses.find(([url]) => CHART_CHUNK.test(url))?.[1];
    assert.ok(reportAt && chartAt && chartAt >= reportAt, 'the chart chunk loads after the report answers');

    // The API's own Total GMV (USD), added up per month.
    const report = await api('finance@px.local', '/billing/reports/gmv');
    const byMonth = new Map();
    for (const row of report.body) byMonth.set(row.month, (byMonth.get(row.month) ?? 0) + row.totalGmvUsd);
    const months = [...byMonth.keys()].sort();
    const label = (month) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
    const rows = await figureRows(figure);
    assert.deepEqual(rows[0], ['Month', 'Total GMV (USD)']);
    assert.deepEqual(rows.at(-1), [label(months.at(-1)), usd(Math.round(byMonth.get(months.at(-1)) * 100) / 100)]);
    assert.equal(rows[1][0], label(months[0]));
    await screenshot(page, 'charts-gmv-total');

    await panel.getByText('Per client', { exact: true }).click();
    const perClient = panel.getByRole('figure', { name: 'GMV by month and client (USD)' });
    await perClient.locator('svg .ct-bar').first().waitFor({ state: 'attached' });
    await screenshot(page, 'charts-gmv-per-client');

    // Filter the grid to one client: the chart follows.
    const client = report.body[0].clientName;
    await panel.getByRole('columnheader').filter({ hasText: /^Client$/ }).locator('.ant-table-filter-trigger').click();
    const dropdown = page.locator('.ant-table-filter-dropdown').filter({ visible: true });
    await dropdown.getByText(client, { exact: true }).click();
    await dropdown.getByRole('button', { name: 'OK' }).click();
    const shown = report.body.filter((row) => row.clientName === client).length;
    await perClient.getByText(`USD at stored rates, from the ${shown === 1 ? 'row' : `${shown} rows`} the table below shows.`).waitFor();
    assert.deepEqual((await figureRows(perClient))[0], ['Month', client]);
    await screenshot(page, 'charts-gmv-filtered');

    await page.getByRole('tab', { name: 'Invoice Aging' }).click();
    const aging = page.getByRole('tabpanel').getByRole('figure', { name: 'Amount owed by days past due (USD)' });
    await aging.locator('svg .ct-bar').first().waitFor({ state: 'attached', timeout: 60_000 });
    const agingRows = await figureRows(aging);
    assert.deepEqual(agingRows[0], ['Client', 'Not Yet Due', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days']);
    await screenshot(page, 'charts-invoice-aging');
    noPageErrors(page);
    await page.context().close();
  });

  it('platform admin: the dashboard draws the jobs of the last 7 days and the tenants by lifecycle state, and lists the deployed versions; the tiles still open their tools', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, 'platform.admin@px.local');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
    // The jobs the platform admin sees that started in the last 7 days (US Eastern time).
    const eastern = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(date);
    const today = eastern(new Date());
    const first = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const recent = (await api('platform.admin@px.local', '/jobs')).filter((job) => eastern(new Date(job.startedAt)) >= first);
    if (recent.length) {
      const figure = page.getByRole('figure', { name: 'Jobs of the last 7 days by outcome' });
      // Seven days, three outcomes: a column (a line of zero length for 0) per day and outcome.
      await figure.locator('svg .ct-bar').nth(20).waitFor({ state: 'attached', timeout: 60_000 });
      const rows = await figureRows(figure);
      assert.equal(rows.length, 8);
      assert.deepEqual(rows[0], ['Day', 'Succeeded', 'Failed', 'Unfinished']);
      const drawn = rows.slice(1).reduce((sum, row) => sum + row.slice(1).reduce((days, cell) => days + Number(cell), 0), 0);
      assert.equal(drawn, recent.length);
    } else {
      await page.getByRole('region', { name: 'Jobs of the last 7 days by outcome' }).getByText('No job started in the last 7 days.').waitFor({ timeout: 60_000 });
      assert.equal(await page.getByRole('figure', { name: 'Jobs of the last 7 days by outcome' }).count(), 0);
    }

    // The tenants by lifecycle state, as the API counts them: one column per state, in lifecycle order.
    const lifecycle = await api('platform.admin@px.local', '/dashboard/tenant-lifecycle');
    const LABELS = { ONBOARDING: 'Onboarding', TRIAL_PERIOD: 'Trial Period', ACTIVE: 'Active', PENDING_DEACTIVATION: 'Pending Deactivation', DEACTIVATED: 'Deactivated', DECOMMISSIONING: 'Being decommissioned', NOT_A_CLIENT: 'Not a client' };
    assert.deepEqual(lifecycle.map((count) => count.state), Object.keys(LABELS));
    const tenants = page.getByRole('figure', { name: 'Tenants by lifecycle state' });
    await tenants.locator('svg .ct-bar').nth(6).waitFor({ state: 'attached', timeout: 60_000 });
    assert.deepEqual(await figureRows(tenants), [['State', 'Tenants'], ...lifecycle.map((count) => [LABELS[count.state], String(count.tenants)])]);
    // Every tenant is in one state (other journeys may have decommissioned some of the seed's).
    assert.ok(lifecycle.reduce((sum, count) => sum + count.tenants, 0) > 0);

    const registry = await (await fetch(`${shellUrl}/registry.json`)).json();
    const versions = page.getByRole('region', { name: 'Deployed versions' });
    // Each app's row names its version (apps built together share one).
    const rowOf = (app) => versions.getByRole('row', { name: new RegExp(`^${app} `) });
    await rowOf('shell').getByText(registry.shell.version, { exact: true }).waitFor();
    for (const [app, remote] of Object.entries(registry.remotes)) await rowOf(app).getByText(remote.version, { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'charts-dashboard');

    await page.getByRole('list', { name: 'Tools' }).getByRole('link', { name: 'Onboard New Tenant' }).click();
    await page.waitForURL((url) => url.pathname === '/new-tenant', { timeout: 60_000 });
    noPageErrors(page);
    await page.context().close();
  });

  it('platform admin: the dashboard holds the charts\' and versions\' places while they load, so nothing below them moves when they arrive', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    // One column: the charts above the versions, the versions above the tiles.
    await page.setViewportSize({ width: 800, height: 823 });
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    const apiOrigin = new URL(stack.apiUrl).origin;
    // The charts' answers, and the registry read of the versions (the shell's own read, the first, loads the remotes).
    let registryReads = 0;
    await page.route(
      (url) => url.origin === apiOrigin && ['/dashboard/tenant-lifecycle', '/jobs'].includes(url.pathname),
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    await page.route(
      (url) => url.pathname === '/registry.json',
      async (route) => {
        registryReads += 1;
        if (registryReads > 1) await held;
        await route.fallback();
      },
    );
    await signIn(page, 'platform.admin@px.local');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
    const tools = page.getByRole('list', { name: 'Tools' });
    await tools.waitFor({ timeout: 60_000 });
    const versions = page.getByRole('region', { name: 'Deployed versions' });
    await versions.getByRole('status').or(versions.locator('.ant-spin')).first().waitFor({ timeout: 10_000 });
    assert.equal(await versions.getByRole('row').count(), 0, 'the versions are still loading');
    // Whole pixels: a table row's sub-pixel height is no move a reader sees.
    const tops = async () => ({ versions: Math.round((await versions.boundingBox()).y), tools: Math.round((await tools.boundingBox()).y) });
    const loadingTops = await tops();

    release();
    await page.getByRole('figure', { name: 'Tenants by lifecycle state' }).locator('svg .ct-bar').nth(6).waitFor({ state: 'attached', timeout: 60_000 });
    await versions.getByRole('row', { name: /^shell / }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const drawnTops = await tops();
    assert.deepEqual(drawnTops, loadingTops, 'the deployed versions and the tiles stay where they were drawn while loading');
    noPageErrors(page);
    await page.context().close();
  });
});
