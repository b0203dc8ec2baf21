/**
 * Independent deploys (docs/navigation.md#new-versions-and-console-status), the shell's half, on
 * the running stack: a tab open on /invoices while a changed mfe-billing is deployed (its grid's
 * row count reads 'N of M rows listed') keeps working, is offered 'A new version of Billing is
 * available' when the window gets the focus, shows the change after Reload on the same path, and
 * its Console status names the new version; a remote whose registry entry needs a newer shared-kit
 * runtime than the shell offers is not loaded and its area says '{Area} screens need a newer
 * console; reload or ask the platform team' while the other areas work. Deploy refuses such a
 * remote, so the test writes it into the registry with the registry's own lock
 * (scripts/lib/registry.mjs). The stack is left on the versions it started with.
 */
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { mainArea, newPage, screenshot, shellUrl, signIn, stack, useBrowser } from '../lib/browser.mjs';
import { copiedBuild, deployScript, filterChip, rowCountText, servedRegistry } from '../lib/journeys.mjs';
import { publish } from '../../scripts/lib/origin.mjs';
import { changeRegistry, readHistory } from '../../scripts/lib/registry.mjs';
import buildInfoModule from '../../scripts/webpack/build-info.cjs';

const { compactBuildTime } = buildInfoModule;
const BILLING = 'mfe-billing';
const ORG_ADMIN = 'mfe-org-admin';
const ENVIRONMENT = 'local';
const urlOf = (app) => stack.apps.find((entry) => entry.name === app).url;
/** A production build of mfe-billing on 2 busy cores, when no changed build is kept yet. */
const DEPLOY_TIMEOUT = 600_000;

const browser = useBrowser();
let started;
before(async () => {
  started = await servedRegistry();
});
after(async () => {
  // Back to the versions the stack started with, for the journeys after this one.
  for (const app of [BILLING, ORG_ADMIN]) {
    if (started && (await deployedRegistry()).remotes[app].version !== started.remotes[app].version) {
      await script('rollback.mjs', app, ['--to', started.remotes[app].version]);
    }
  }
});

/** Runs scripts/<name> for `app` on this stack as the console team. */
const script = (name, app, args = [], env = {}) => deployScript(name, app, { args, env, user: 'e2e-console-team' });
const deployedRegistry = servedRegistry;

/**
 * A built folder of `app`: the files of a kept version with the manifest's build info changed to a
 * new version built now, and to `change` (e.g. another runtime); what `deploy --from` takes.
 */
function copyBuild(app, fromVersion, change = {}) {
  const buildTime = new Date(Math.floor(Date.now() / 1000 + 5) * 1000);
  return copiedBuild(app, fromVersion, ({ commit }) => ({ version: `0.1.0+${commit}.${compactBuildTime(buildTime)}`, buildTime: buildTime.toISOString(), ...change }));
}

/**
 * The kept mfe-billing build whose grid says 'rows listed' (the one e2e 19 built from the started
 * version), or null when there is none.
 */
function keptChangedBilling() {
  const line = readHistory(stack.dataDir, ENVIRONMENT).findLast((change) => change.app === BILLING && change.action === 'deploy' && change.from === started.remotes[BILLING].version && change.by === 'e2e-billing-team');
  return line && fs.existsSync(path.join(stack.dataDir, 'origin', BILLING, line.to)) ? line.to : null;
}

/** The value of a field of the Console status panel's `region` (the `dd` after its `dt`). */
function statusField(region, label) {
  return region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
}

it('offers the new version of Billing to an open tab after a deploy; Reload shows the change and Console status the version', { timeout: DEPLOY_TIMEOUT + 180_000 }, async () => {
  const startedVersion = started.remotes[BILLING].version;
  if ((await deployedRegistry()).remotes[BILLING].version !== startedVersion) {
    assert.equal((await script('rollback.mjs', BILLING, ['--to', startedVersion])).code, 0);
  }
  const page = await newPage(browser);
  await signIn(page, 'finance@px.local');
  await page.waitForURL((url) => url.pathname === '/clients', { timeout: 30_000 });
  await page.goto(`${shellUrl}/invoices`);
  assert.match(await rowCountText(page), /^\d[\d,]* of \d[\d,]* rows$/);

  // A changed mfe-billing: a copy of the build e2e 19 made, else a new build with the change.
  const kept = keptChangedBilling();
  const deploy = kept
    ? await script('deploy.mjs', BILLING, ['--from', copyBuild(BILLING, kept)])
    : await script('deploy.mjs', BILLING, [], { CONSOLE_TEXT_OVERRIDES: JSON.stringify({ rows: 'rows listed' }) });
  assert.equal(deploy.code, 0, deploy.stderr);
  const deployed = (await deployedRegistry()).remotes[BILLING].version;
  assert.notEqual(deployed, startedVersion);

  // The open tab keeps working on the version it loaded: another billing page, then back.
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Clients' }).click();
  await page.waitForURL((url) => url.pathname === '/clients');
  // The address changes before the page is drawn: the clients page's total says it is.
  await mainArea(page).getByText('Total Awaiting Payments').first().waitFor({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Invoices' }).click();
  await page.waitForURL((url) => url.pathname === '/invoices');
  // The clients grid has a row count too: the invoices grid's default Status chip says the invoices page is drawn again.
  await filterChip(page, 'Status: AWAITING PAYMENT, OVERDUE').waitFor({ timeout: 30_000 });
  assert.match(await rowCountText(page), /^\d[\d,]* of \d[\d,]* rows$/);

  // The window gets the focus: the shell reads the registry again and offers the new version.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.locator('.ant-notification-notice', { hasText: 'A new version of Billing is available' });
  await notice.waitFor({ timeout: 30_000 });
  assert.equal(await notice.count(), 1);
  // Focus again: once the registry has been read and the answer drawn, still one notice.
  const reread = page.waitForResponse((response) => new URL(response.url()).pathname === '/registry.json');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await reread;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  assert.equal(await page.locator('.ant-notification-notice', { hasText: 'A new version of Billing is available' }).count(), 1, 'one notice per area');
  await screenshot(page, 'deploy-prompt-billing');

  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  assert.equal(new URL(page.url()).pathname, '/invoices');
  await page.waitForFunction(() => /rows listed$/.test(document.querySelector('[role="status"][aria-label="Row count"]')?.textContent ?? ''), null, { timeout: 60_000 });

  await page.getByRole('button', { name: 'Console status' }).click();
  const panel = page.getByRole('dialog', { name: 'Console status' });
  const billing = panel.getByRole('region', { name: 'Billing (mfe-billing)' });
  await billing.waitFor({ timeout: 30_000 });
  assert.equal(await statusField(billing, 'Deployed version'), deployed);
  assert.equal(await statusField(billing, 'Loaded in this tab'), 'Yes');
  assert.equal(await statusField(panel.getByRole('region', { name: 'Admin Console' }), 'Version'), started.shell.version);
  // A finance user sees the short form.
  assert.equal(await billing.locator('dt', { hasText: /^Commit$/ }).count(), 0);
  await screenshot(page, 'deploy-console-status-finance');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

it('shows the skew message for a remote that needs a newer runtime, without loading it, while the other areas work', async () => {
  const current = (await deployedRegistry()).remotes[ORG_ADMIN];
  const skewed = publish({ dataDir: stack.dataDir, app: ORG_ADMIN, from: copyBuild(ORG_ADMIN, current.version, { runtime: '0.2.0' }) });
  // What deploy refuses, written through the registry's lock as a deploy would.
  await changeRegistry({
    dataDir: stack.dataDir,
    environment: ENVIRONMENT,
    action: 'deploy',
    plan: async () => [
      {
        app: ORG_ADMIN,
        to: { version: skewed.version, commit: skewed.commit, buildTime: skewed.buildTime, runtime: '0.2.0', manifest: `${urlOf(ORG_ADMIN)}/${skewed.version}/mf-manifest.json` },
      },
    ],
  });
  try {
    assert.equal((await deployedRegistry()).remotes[ORG_ADMIN].runtime, '0.2.0');
    const page = await newPage(browser);
    const orgAdminRequests = [];
    page.on('request', (request) => {
      if (request.url().startsWith(urlOf(ORG_ADMIN))) orgAdminRequests.push(request.url());
    });
    // ops.lead is a platform admin and an org admin.
    await signIn(page, 'ops.lead@px.local');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });

    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Internal User Management' }).click();
    const skew = page.getByRole('alert').filter({ hasText: 'Internal user management screens need a newer console; reload or ask the platform team' });
    await skew.waitFor({ timeout: 30_000 });
    assert.equal(await skew.getByRole('button', { name: 'Reload' }).count(), 1);
    assert.deepEqual(orgAdminRequests, [], 'the remote is not loaded');
    await screenshot(page, 'deploy-runtime-skew');

    // The console status names the runtime it needs.
    await page.getByRole('button', { name: 'Console status' }).click();
    const orgAdmin = page.getByRole('dialog', { name: 'Console status' }).getByRole('region', { name: 'Internal user management (mfe-org-admin)' });
    await orgAdmin.waitFor({ timeout: 30_000 });
    assert.equal(await statusField(orgAdmin, 'Runtime'), '0.2.0 (needs a newer console)');
    assert.equal(await statusField(orgAdmin, 'Loaded in this tab'), 'No');
    await page.keyboard.press('Escape');

    // The platform operations area works.
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Admin Menu' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('alert').filter({ hasText: 'need a newer console' }).waitFor({ state: 'detached', timeout: 30_000 });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    const back = await script('rollback.mjs', ORG_ADMIN, ['--to', current.version]);
    assert.equal(back.code, 0, back.stderr);
  }
});
