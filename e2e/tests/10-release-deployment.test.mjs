/**
 * Release deployment as a platform admin: from /config-deployment, a new
 * version goes test → version → release → prod, each step through a pull request opened, approved
 * and merged with the seeded demo Bitbucket user (platform-api/src/seed/releases-seed.ts); each
 * answer is an admin operation whose result the page shows; a second merge of the same version is
 * refused. The version code carries the run's time, so the test may run again on the same stack.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dismissToasts, idToken, mainArea, newPage, screenshot, shellUrl, signIn, stack, toast, useBrowser } from '../lib/browser.mjs';

const PLATFORM_ADMIN = 'platform.admin@px.local';
/** The seeded demo Bitbucket user and app password (releases-seed.ts: DEMO_BITBUCKET_USER, DEMO_BITBUCKET_APP_PASSWORD). */
const BITBUCKET_USER = 'px-release-bot';
const APP_PASSWORD = 'px-demo-app-password-2025';
const TEST_TIMEOUT = 480_000;
/** A version no earlier run made: 9.{seconds of the day}.{milliseconds}. */
const NOW = new Date();
const VERSION_CODE = `9.${NOW.getUTCHours() * 3600 + NOW.getUTCMinutes() * 60 + NOW.getUTCSeconds()}.${NOW.getUTCMilliseconds()}`;
const VERSION = `v${VERSION_CODE}`;
/** The admin status is polled every 60 s while 'Waiting' (docs/platform-ops.md#admin-operations). */
const OPERATION_WAIT = 120_000;

const STEPS = [
  { step: 'test-to-versioned', title: 'Test to Version', path: '/config-deployment/test-to-version', stage: 'versioned', destination: 'None' },
  { step: 'versioned-to-release', title: 'Version to Release', path: '/config-deployment/version-to-release', stage: 'release', destination: 'release/uat' },
  { step: 'release-to-prod', title: 'Release to Prod', path: '/config-deployment/release-to-prod', stage: 'prod', destination: 'prod' },
];

const browser = useBrowser();

/** The release ledger as the API answers it. */
async function ledger() {
  const token = await idToken(PLATFORM_ADMIN);
  const response = await fetch(`${stack.apiUrl}/code-deployment/ledger`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200);
  return response.json();
}

/**
 * The form's submit button labelled `label`, found whether or not it shows its busy state (antd adds a
 * 'loading' icon to its name): a click waits until it is enabled, and a timeout says so.
 */
const submitButton = (form, label) => form.locator('button[type="submit"]', { hasText: new RegExp(`^${label}$`) });

/**
 * Opens `tab` of the step's form, fills `fields` (input id → value), presses `button` and waits for
 * the API's answer to POST `path`; then waits for the result panel to say Succeeded.
 */
async function runVariant(page, { tab, fields, button, path }) {
  const content = mainArea(page);
  const form = content.getByTestId('deploy-form');
  await dismissToasts(page);
  await form.getByRole('tab', { name: tab }).click();
  for (const [id, value] of Object.entries(fields)) await form.locator(`#${id}`).fill(value);
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path, { timeout: 60_000 });
  await submitButton(form, button).click({ timeout: 60_000 });
  const response = await answered;
  assert.equal(response.status(), 200, `${path} answered ${response.status()}: ${await response.text()}`);
  const panel = content.locator('[data-testid="admin-operation-result"][data-status="Succeeded"]');
  await panel.waitFor({ timeout: OPERATION_WAIT });
  // The password is not kept once sent.
  if (fields['deploy-app-password']) assert.equal(await form.locator('#deploy-app-password').inputValue(), '');
  return (await panel.textContent()) ?? '';
}

describe('release deployment (platform.admin@px.local)', () => {
  it('takes a new version from test to prod through PR, approve and merge on each step; a second merge is refused', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await page.goto(`${shellUrl}/`);
    await signIn(page, PLATFORM_ADMIN);
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });

    await page.goto(`${shellUrl}/config-deployment`);
    const content = mainArea(page);
    await content.getByRole('heading', { name: 'Config Deployment' }).waitFor({ timeout: 60_000 });
    await content.getByTestId('release-versions').locator('tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });

    for (const [index, { step, title, path, stage, destination }] of STEPS.entries()) {
      if (index === 0) {
        await content.getByRole('link', { name: title }).click();
        await page.waitForURL(new RegExp(`${path}$`), { timeout: 30_000 });
      } else {
        await page.goto(`${shellUrl}${path}`);
      }
      await content.getByRole('heading', { name: title }).waitFor({ timeout: 60_000 });

      // Open the pull request: the step's destination is shown, the description defaults.
      const form = content.getByTestId('deploy-form');
      await dismissToasts(page);
      await form.getByRole('tab', { name: 'Pull Request' }).click();
      assert.equal(await form.locator('#deploy-destination').inputValue(), destination);
      const opened = await runVariant(page, {
        tab: 'Pull Request',
        fields: { 'deploy-version-code': VERSION_CODE, 'deploy-bitbucket-user': BITBUCKET_USER, 'deploy-app-password': APP_PASSWORD },
        button: 'Create PR',
        path: `/code-deployment/${step}-pr`,
      });
      const type = { versioned: 'version', release: 'release', prod: 'prod' }[stage];
      assert.match(opened, new RegExp(`opened: Release ${VERSION.replace(/\./g, '\\.')} to ${type}`));
      if (index === 0) await screenshot(page, '10-pull-request-opened');

      await runVariant(page, {
        tab: 'Approve PR',
        fields: { 'deploy-bitbucket-user': BITBUCKET_USER, 'deploy-app-password': APP_PASSWORD },
        button: 'Approve',
        path: `/code-deployment/${step}-approve`,
      });
      const merged = await runVariant(page, {
        tab: 'Merge PR',
        fields: { 'deploy-bitbucket-user': BITBUCKET_USER, 'deploy-app-password': APP_PASSWORD },
        button: 'Merge',
        path: `/code-deployment/${step}-merge`,
      });
      assert.ok(merged.includes(`${VERSION} is now at ${stage}`), `the merge result names the stage: ${merged}`);
      const row = content.getByTestId('pull-requests').locator('tbody tr.ant-table-row', { hasText: VERSION }).first();
      await row.filter({ hasText: 'merged' }).waitFor({ timeout: 30_000 });
    }
    await screenshot(page, '10-released-to-prod');

    // The same version cannot be merged twice (the page is on release-to-prod).
    const form = content.getByTestId('deploy-form');
    await dismissToasts(page);
    await form.getByRole('tab', { name: 'Merge PR' }).click();
    await form.locator('#deploy-bitbucket-user').fill(BITBUCKET_USER);
    await form.locator('#deploy-app-password').fill(APP_PASSWORD);
    const refused = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/code-deployment/release-to-prod-merge', { timeout: 60_000 });
    await submitButton(form, 'Merge').click({ timeout: 60_000 });
    assert.equal((await refused).status(), 409);
    await toast(page, `Version ${VERSION} is already merged to prod`);

    const after = await ledger();
    assert.equal(after.versions.find((entry) => entry.VersionCode === VERSION)?.stage, 'prod');
    const pullRequests = after.pullRequests.filter((entry) => entry.VersionCode === VERSION);
    assert.deepEqual(pullRequests.map((entry) => [entry.step, entry.state]).sort(), [
      ['release-to-prod', 'merged'],
      ['test-to-versioned', 'merged'],
      ['versioned-to-release', 'merged'],
    ]);
  });
});
