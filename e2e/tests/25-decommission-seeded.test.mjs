/**
 * Decommission of a seeded tenant as a platform admin: pick the tenant in the tenant picker, tick
 * every resource, read the confirmation (counts under 'Items', the items per resource), type the
 * tenant ID to enable the final button, wait through 'This might take up to 2 minutes' with its
 * indicator, and see the tenant gone from the tenant list. 'Go back' keeps the tenant ID; 'Go to the
 * beginning' clears it. The Activity page then shows who started and who confirmed it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mainArea, screenshot, shellUrl, toast, useBrowser } from '../lib/browser.mjs';
import { apiJson, noPageErrors, signedInPage } from '../lib/journeys.mjs';

const PLATFORM_ADMIN = 'platform.admin@px.local';
const TEST_TIMEOUT = 420_000;
/** The workflow polls every 15 s; the job may take up to its 2 minutes. */
const WORKFLOW_WAIT = 180_000;

const browser = useBrowser();

describe('decommission of a seeded tenant (platform.admin@px.local)', () => {
  it('types the tenant ID to confirm, waits with the indicator, and the tenant is gone', { timeout: TEST_TIMEOUT }, async () => {
    const tenants = await apiJson(PLATFORM_ADMIN, '/update-config/list-tenants');
    // The last seeded tenant: the other journeys read the first ones.
    const tenant = tenants.map((t) => t.tenantId).filter((id) => /^T\d+$/.test(id)).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))).at(-1);
    assert.ok(tenant, 'a seeded tenant to decommission');

    const page = await signedInPage(browser, PLATFORM_ADMIN, { landing: '/dashboard' });
    await page.goto(`${shellUrl}/decommission`);
    const screen = mainArea(page);
    await screen.getByRole('heading', { level: 1, name: 'Decommission Tenant' }).waitFor({ timeout: 60_000 });
    const tenantId = screen.getByLabel('Tenant ID');
    await tenantId.fill(tenant);
    await tenantId.press('Escape');
    await screen.getByRole('button', { name: 'Start decommission flow' }).click();
    await screen.getByText('Please select the resources to decommission').waitFor({ timeout: 30_000 });

    // 'Go back' keeps the tenant ID; start again.
    await screen.getByRole('button', { name: 'Go back' }).click();
    assert.equal(await tenantId.inputValue(), tenant);
    await screen.getByRole('button', { name: 'Start decommission flow' }).click();
    await screen.getByText('Please select the resources to decommission').waitFor({ timeout: 30_000 });

    await screen.getByRole('checkbox', { name: 'All resources' }).check();
    await screen.getByRole('button', { name: 'Continue...' }).click();
    const summary = page.getByRole('dialog', { name: `Decommission ${tenant}` });
    await summary.getByRole('columnheader', { name: 'Items' }).waitFor({ timeout: 60_000 });
    const confirm = summary.getByRole('button', { name: 'Decommission' });
    assert.equal(await confirm.isDisabled(), true, 'the final button waits for the typed tenant ID');
    await summary.getByLabel(`Type the tenant ID ${tenant} to confirm`, { exact: false }).fill(tenant);
    await screenshot(page, '25-decommission-confirmation');
    assert.equal(await confirm.isEnabled(), true);
    await confirm.click();

    await screen.getByText('This might take up to 2 minutes').waitFor({ timeout: 30_000 });
    await screen.getByRole('progressbar', { name: 'Decommission progress' }).waitFor();
    await screenshot(page, '25-decommission-running');
    await toast(page, 'Tenant Decommissioned successfully', WORKFLOW_WAIT);
    await screen.getByText('Fill out detail to start decommission').waitFor({ timeout: 10_000 });
    assert.equal(await screen.getByLabel('Tenant ID').inputValue(), '', 'back at step 1, cleared');

    const after = await apiJson(PLATFORM_ADMIN, '/update-config/list-tenants');
    assert.equal(after.some((t) => t.tenantId === tenant), false, `${tenant} is gone from the tenant list`);

    // Activity, filtered to the tenant, shows the start and the confirmation by the platform admin.
    const logged = (await apiJson(PLATFORM_ADMIN, `/action-log?targetId=${encodeURIComponent(tenant)}&pageSize=200`)).entries;
    const confirmed = logged.find((entry) => entry.action === 'DECOMMISSION_CONFIRMED');
    assert.ok(confirmed, 'the confirmation is in the action log');
    assert.equal(confirmed.actorEmail, PLATFORM_ADMIN);
    assert.ok(logged.some((entry) => entry.action === 'DECOMMISSION_STARTED' && entry.actorEmail === PLATFORM_ADMIN), 'the start is in the action log');
    await page.goto(`${shellUrl}/activity?targetId=${encodeURIComponent(tenant)}`);
    const activity = mainArea(page);
    await activity.getByRole('heading', { level: 1, name: 'Activity' }).waitFor({ timeout: 30_000 });
    const entry = activity.locator(`.ant-table-row[data-row-key=${JSON.stringify(confirmed.id)}]`);
    await entry.waitFor({ timeout: 30_000 });
    const text = await entry.innerText();
    assert.match(text, new RegExp(PLATFORM_ADMIN.replace(/[.]/g, '\\.')));
    assert.match(text, new RegExp(`\\b${tenant}\\b`));
    await screenshot(page, '25-decommission-activity');
    noPageErrors(page);
    await page.context().close();
  });
});
