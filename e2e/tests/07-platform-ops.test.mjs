/**
 * The tenant lifecycle as a platform admin: onboard a new tenant through the
 * five steps, resuming after each WAITING; see it in the other screens' tenant lists and its owner
 * able to sign in to the tenant's own pool; download its settings, edit the sheet with another
 * program than the one that wrote it (the API writes with exceljs, this test edits with SheetJS),
 * upload, see the diff, confirm, and see the change in Update Config after a cache reload; add and
 * remove a splash page; decommission it (dry-run summary first); the job centre lists both
 * workflows after a reload.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import XLSX from 'xlsx';
import { idToken, newPage, screenshot, shellUrl, signIn, stack, toast, useBrowser } from '../lib/browser.mjs';
import { downloadBytes } from '../lib/journeys.mjs';

const PLATFORM_ADMIN = 'platform.admin@px.local';
const TEST_TIMEOUT = 600_000;
const RUN = Date.now().toString(36).toUpperCase();
const TENANT = `E2E${RUN}`;
const OWNER = `owner.${RUN.toLowerCase()}@tenant.example`;
const NEW_SITE_TITLE = `Phones of ${TENANT}`;
/** A small valid PNG (1x1 pixel). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The workflow polls every 15 s (docs/platform-ops.md#onboard-new-tenant): a step takes a few polls. */
const WORKFLOW_WAIT = 120_000;

/** The onboarding form as a platform admin fills it, by input id. */
const FORM = {
  tenant_id: TENANT,
  tenant_name: `E2E Tenant ${RUN}`,
  tenant_short_name: 'E2E',
  email: OWNER,
  phone: '+12125550100',
  whatsapp: '+12125550101',
  first_name: 'Grace',
  last_name: 'Hopper',
  site_title: `E2E Store ${RUN}`,
  site_description: 'Used phones, tested and graded.',
  language: 'en-US',
  region: 'us-east-1',
  px_color_primary: '#1f4e79',
  px_color_secondary: '#ffb000',
  px_font_title: 'Inter',
  px_font_body: 'Inter',
  routes: `${TENANT.toLowerCase()}.shop.example`,
  trial_period_in_days: '30',
};

const browser = useBrowser();

/** Picks `option` in the antd Select labelled `label` inside `scope`. */
async function choose(page, scope, label, option) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.keyboard.type(option.slice(0, 12));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** The page's main area, where a remote's screen renders (not the top bar or the menu). */
const main = (page) => page.locator('main, .ant-layout-content').first();

async function outboxFor(to) {
  const token = await idToken(PLATFORM_ADMIN);
  const response = await fetch(`${stack.apiUrl}/local/outbox?to=${encodeURIComponent(to)}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200);
  return response.json();
}

describe('tenant lifecycle (platform.admin@px.local)', () => {
  it('onboards, configures, adds and removes a splash page, decommissions; the job centre keeps both workflows', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await page.goto(`${shellUrl}/`);
    await signIn(page, PLATFORM_ADMIN);
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });

    // ---------- 1 Check Status: an unknown tenant opens the form ----------
    await page.goto(`${shellUrl}/new-tenant`);
    const content = main(page);
    await content.locator('#check-tenant-id').fill(TENANT, { timeout: 60_000 });
    await content.getByRole('button', { name: 'Check Status' }).click();

    // ---------- 2 Start Onboarding ----------
    await content.locator('#tenant_name').waitFor({ timeout: 30_000 });
    assert.equal(await content.locator('#tenant_id').inputValue(), TENANT, 'the checked id is carried into the form');
    for (const [id, value] of Object.entries(FORM)) {
      if (id === 'tenant_id') continue;
      await content.locator(`#${id}`).fill(value);
    }
    await content.getByTestId('user_pool_logo-picker').setInputFiles({ name: 'pool-logo.png', mimeType: 'image/png', buffer: PNG });
    await content.getByTestId('favicon-picker').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: PNG });
    await screenshot(page, '07-onboarding-form');
    await content.getByRole('button', { name: 'Start Onboarding' }).click();

    // ---------- 3 Continue → 4 Resume Workflow, once per WAITING (DNS Mapping, then CNAME Records) ----------
    const succeeded = content.getByText('Tenant onboarded successfully');
    const resume = content.getByRole('button', { name: 'Resume Workflow' });
    let resumes = 0;
    while (!(await succeeded.isVisible())) {
      await Promise.race([succeeded.waitFor({ timeout: WORKFLOW_WAIT }), resume.waitFor({ timeout: WORKFLOW_WAIT })]);
      if (await succeeded.isVisible()) break;
      const records = content.getByTestId('dns-records');
      await records.waitFor();
      assert.ok((await records.locator('tbody tr').count()) > 0, 'the WAITING step shows its records');
      if (resumes === 0) await screenshot(page, '07-onboarding-waiting');
      const waitedFor = (await content.getByText(/^The workflow is waiting for /).textContent()) ?? '';
      assert.match(waitedFor, /^The workflow is waiting for (DNS Mapping|CNAME Records)$/, 'the WAITING step names what it waits for');
      await resume.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Resume' }).click();
      resumes += 1;
      assert.ok(resumes <= 3, 'the workflow does not wait for ever');
      // The resumed workflow can reach its next WAITING before the page's first poll answers: the
      // Resume Workflow button is then back within a moment (a CI run never saw it hidden). So wait
      // for the WAITING that was resumed to leave the page; the next one names another step.
      // On 2 busy cores the resumed workflow took over 30 s to leave step 4 (twice, with other work beside the run).
      await content.getByText(waitedFor, { exact: true }).waitFor({ state: 'hidden', timeout: WORKFLOW_WAIT });
    }
    assert.ok(resumes >= 1, 'the onboarding paused in WAITING and was resumed');
    // ---------- 5 Confirm Status ----------
    await content.getByTestId('workflow-details').waitFor();
    await screenshot(page, '07-onboarding-succeeded');

    // ---------- the owner can sign in to the tenant's own pool, not to the console's ----------
    const [invitation] = await outboxFor(OWNER);
    assert.ok(invitation, 'the owner was invited');
    const password = invitation.text.match(/Temporary password: (\S+)/)?.[1];
    const appClient = invitation.text.match(/App client: (\S+)/)?.[1];
    assert.ok(password && appClient, 'the invitation names the temporary password and the app client');
    const signInToPool = async (clientId) => {
      const response = await fetch(stack.cognitoUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: OWNER, PASSWORD: password } }),
      });
      return response.json();
    };
    assert.equal((await signInToPool(appClient)).ChallengeName, 'NEW_PASSWORD_REQUIRED', "the owner signs in to the tenant's pool");
    assert.equal((await signInToPool(stack.pool.userPoolClientId)).ChallengeName, undefined, "the owner is not a user of the console's pool");

    // ---------- the new tenant is in the other screens' tenant lists ----------
    await page.goto(`${shellUrl}/splash-config`);
    await choose(page, main(page), 'Tenant', TENANT);

    // ---------- Tenant Config: download, edit with another program, upload, diff, confirm ----------
    await page.goto(`${shellUrl}/config-tenant`);
    const config = main(page);
    await config.locator('#download-tenant-id').fill(TENANT, { timeout: 60_000 });
    await page.keyboard.press('Escape'); // closes the tenant picker's suggestions over the button
    const [download] = await Promise.all([page.waitForEvent('download'), config.getByRole('button', { name: 'Download XLSX' }).click()]);
    const workbook = XLSX.read(await downloadBytes(download), { type: 'buffer' });
    const sheet = workbook.Sheets[workbook.SheetNames[0]];
    const rows = XLSX.utils.sheet_to_json(sheet, { header: 1 });
    const titleRow = rows.findIndex((row) => row[0] === 'siteTitle');
    assert.ok(titleRow > 0, 'the settings sheet lists siteTitle');
    const oldTitle = String(rows[titleRow][1]);
    assert.equal(oldTitle, FORM.site_title, "the sheet holds the form's site title");
    rows[titleRow][1] = NEW_SITE_TITLE;
    workbook.Sheets[workbook.SheetNames[0]] = XLSX.utils.aoa_to_sheet(rows);
    const edited = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' });

    await config.getByRole('tab', { name: 'Upload' }).click();
    await config.locator('#upload-tenant-id').fill(TENANT);
    await page.keyboard.press('Escape'); // closes the tenant picker's suggestions
    await config.locator('#upload-file').setInputFiles({ name: `${TENANT}-settings.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: edited });
    await config.getByRole('button', { name: 'Preview' }).click();
    const changed = config.getByRole('table', { name: 'Changed keys' });
    await changed.waitFor({ timeout: 60_000 });
    const changedRow = changed.getByRole('row', { name: /siteTitle/ });
    await changedRow.getByText(oldTitle, { exact: true }).waitFor();
    await changedRow.getByText(NEW_SITE_TITLE, { exact: true }).waitFor();
    assert.match(await config.getByTestId('diff-summary').innerText(), /^1 changed/);
    await screenshot(page, '07-tenant-config-diff');
    await config.getByRole('button', { name: 'Save to Live Database' }).click();
    const confirm = page.getByRole('dialog', { name: /Live Database/ });
    await confirm.getByText('Are you sure that you want to save this changes on Live Database?').waitFor();
    await confirm.getByRole('button', { name: 'Yes, save' }).click();
    await config.getByText(`Data for tenant ${TENANT} updated successfully!`).first().waitFor({ timeout: 60_000 });

    // ---------- Cache Management: reload the tenant's configuration ----------
    await page.goto(`${shellUrl}/cache-management`);
    const cache = main(page);
    await cache.getByRole('tab', { name: 'Reload Cache' }).click({ timeout: 60_000 });
    const reloadPanel = cache.getByRole('tabpanel', { name: 'Reload Cache' });
    await choose(page, reloadPanel, 'Tenant Name', TENANT);
    await reloadPanel.getByRole('combobox', { name: 'Redis Keys' }).fill('tenant-config');
    await page.keyboard.press('Escape'); // closes the key suggestions over the button
    await reloadPanel.getByRole('button', { name: 'RELOAD CACHE' }).click();
    await cache.getByRole('status').filter({ hasText: 'tenant-config' }).first().waitFor({ timeout: 30_000 });

    // ---------- Update Config shows the uploaded value ----------
    await page.goto(`${shellUrl}/update-config`);
    const update = main(page);
    await choose(page, update, 'Tenant', TENANT);
    const siteTitle = update.getByLabel('Site title', { exact: true });
    await siteTitle.waitFor({ timeout: 30_000 });
    assert.equal(await siteTitle.inputValue(), NEW_SITE_TITLE);

    // ---------- Splash Page Config: add, then remove ----------
    await page.goto(`${shellUrl}/splash-config`);
    const splash = main(page);
    await choose(page, splash, 'Tenant', TENANT);
    await splash.getByRole('checkbox', { name: 'Tenant Admin Site' }).check();
    await splash.getByRole('button', { name: 'ADD SPLASH PAGE' }).click();
    await toast(page, 'Splash page added successfully.');
    await splash.getByTestId('splash-tenant-page').filter({ hasText: 'Splash page on' }).waitFor();
    await splash.getByRole('checkbox', { name: 'Tenant Admin Site' }).check();
    await splash.getByRole('button', { name: 'REMOVE SPLASH PAGE' }).click();
    await toast(page, 'Splash page removed successfully.');
    await splash.getByTestId('splash-tenant-page').filter({ hasText: 'No splash page' }).waitFor();

    // ---------- Decommission: dry-run summary first, then the real run ----------
    await page.goto(`${shellUrl}/decommission`);
    const decommission = main(page);
    await decommission.locator('#decommission-tenant-id').fill(TENANT, { timeout: 60_000 });
    await decommission.getByRole('button', { name: 'Start decommission flow' }).click();
    await decommission.getByText('Please select the resources to decommission').waitFor({ timeout: 30_000 });
    await decommission.getByRole('checkbox', { name: 'All resources' }).check();
    const dryRun = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/workflow/resume' && new URL(response.url()).searchParams.get('dryRun') === 'true',
      { timeout: 30_000 },
    );
    await decommission.getByRole('button', { name: 'Continue...' }).click();
    const summary = page.getByRole('dialog', { name: `Decommission ${TENANT}` });
    await summary.waitFor({ timeout: 30_000 });
    // The preview shows the counts the API's dry run answered: the total and each resource to remove.
    const answer = (await (await dryRun).json()).summary;
    const removing = answer.resources.filter((resource) => resource.count > 0);
    assert.ok(answer.total > 0 && removing.length > 0, 'the dry run finds resources of the onboarded tenant to remove');
    await summary.getByText(`${removing.length} ${removing.length === 1 ? 'record' : 'records'} will be changed`, { exact: true }).waitFor({ timeout: 30_000 });
    const totalRow = summary.locator('.ant-descriptions-row', { hasText: 'Total to remove' });
    assert.equal((await totalRow.locator('.ant-descriptions-item-content').innerText()).trim(), `${answer.total} ${answer.total === 1 ? 'item' : 'items'}`, "'Total to remove' is the dry run's total");
    for (const resource of removing) await summary.getByText(resource.count === 1 ? 'Removes it' : `Removes all ${resource.count}`, { exact: true }).first().waitFor();
    await screenshot(page, '07-decommission-dry-run');
    await summary.getByLabel(`Type the tenant ID ${TENANT} to confirm`, { exact: false }).fill(TENANT);
    await summary.getByRole('button', { name: 'Decommission' }).click();
    await decommission.getByText('This might take up to 2 minutes').waitFor({ timeout: 30_000 });
    await toast(page, 'Tenant Decommissioned successfully', WORKFLOW_WAIT);

    // ---------- the job centre keeps both workflows after a reload ----------
    await page.reload();
    await page.getByRole('button', { name: /^Job centre/ }).click({ timeout: 60_000 });
    const jobs = page.getByRole('dialog', { name: 'Job centre' });
    const onboardingJob = jobs.getByRole('listitem', { name: `Onboarding of tenant ${TENANT}` });
    const decommissionJob = jobs.getByRole('listitem', { name: `Decommission of tenant ${TENANT}` });
    await onboardingJob.waitFor({ timeout: 30_000 });
    await decommissionJob.waitFor();
    await onboardingJob.getByText('SUCCEEDED').waitFor();
    await decommissionJob.getByText('SUCCEEDED').waitFor();
    await screenshot(page, '07-job-centre');
    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
  });
});

