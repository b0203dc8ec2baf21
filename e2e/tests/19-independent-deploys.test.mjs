/**
 * Independent deploys (docs/deploying.md#deploying-one-remote), the scripts' half, on the running stack: a
 * changed mfe-billing is built and deployed without touching the shell (its grid's row count reads
 * 'N of M rows listed', a text override of that build only: CONSOLE_TEXT_OVERRIDES), the registry
 * and /remotes.json name the new version, the previous version stays served for open tabs, a new
 * page load shows the change, rollback restores the old version; two deploys at once are both
 * recorded and the registry names the later; a deploy whose manifest is unreachable is refused with
 * the registry unchanged. The stack is left on the version it started with.
 */
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newPage, screenshot, shellUrl, signIn, stack, useBrowser } from '../lib/browser.mjs';
import { copiedBuild, deployScript, rowCountText, servedRegistry } from '../lib/journeys.mjs';
import { ROOT } from '../../scripts/lib/stack-config.mjs';
import buildInfoModule from '../../scripts/webpack/build-info.cjs';

const { compactBuildTime } = buildInfoModule;
const BILLING = 'mfe-billing';
const billingUrl = stack.apps.find((app) => app.name === BILLING).url;
const registryFile = path.join(stack.dataDir, 'registry', 'local.json');
const historyFile = path.join(stack.dataDir, 'registry', 'local.history.jsonl');
const pidsFile = path.join(stack.runDir, 'pids.json');
/** A production build of mfe-billing on 2 busy cores. */
const DEPLOY_TIMEOUT = 600_000;

const browser = useBrowser();
let started;
before(async () => {
  started = await servedRegistry();
});
after(async () => {
  // Back to the version the stack started with, for the journeys after this one.
  if (started && (await registry()).remotes[BILLING].version !== started.remotes[BILLING].version) {
    await command('rollback.mjs', ['--to', started.remotes[BILLING].version]);
  }
});

/** Runs scripts/<script> for mfe-billing on this stack as the billing team. */
const command = (script, args = [], env = {}) => deployScript(script, BILLING, { args, env, user: 'e2e-billing-team' });
const registry = servedRegistry;

const historyLines = () => fs.readFileSync(historyFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));

/** A version of mfe-billing built `seconds` from now, with the started version's commit. */
function laterBuild(seconds) {
  const buildTime = new Date(Math.floor(Date.now() / 1000 + seconds) * 1000);
  return { version: `0.1.0+${started.remotes[BILLING].commit}.${compactBuildTime(buildTime)}`, buildTime: buildTime.toISOString() };
}

/**
 * A built folder of mfe-billing: the files of a kept version with the manifest's version and build
 * time changed (what a pipeline's artifact looks like to `deploy --from`).
 */
function buildAs(fromVersion, { version, buildTime }) {
  return copiedBuild(BILLING, fromVersion, () => ({ version, buildTime }));
}

it('deploys a changed mfe-billing without the shell: registry, remotes.json, a new page load, then rollback', { timeout: DEPLOY_TIMEOUT + 180_000 }, async () => {
  const before = started.remotes[BILLING].version;
  const page = await newPage(browser);
  const billingFiles = [];
  page.on('response', (response) => {
    if (response.url().startsWith(billingUrl)) billingFiles.push({ url: response.url(), status: response.status() });
  });
  await signIn(page, 'finance@px.local');
  await page.waitForURL((url) => url.pathname === '/clients', { timeout: 30_000 });
  await page.goto(`${shellUrl}/invoices`);
  assert.match(await rowCountText(page), /^\d[\d,]* of \d[\d,]* rows$/);

  const deploy = await command('deploy.mjs', [], { CONSOLE_TEXT_OVERRIDES: JSON.stringify({ rows: 'rows listed' }) });
  assert.equal(deploy.code, 0, deploy.stderr);
  const after = await registry();
  const deployed = after.remotes[BILLING].version;
  assert.notEqual(deployed, before);
  assert.match(deploy.stdout, new RegExp(`deployed mfe-billing ${before.replace(/[.+]/g, '\\$&')} -> ${deployed.replace(/[.+]/g, '\\$&')} \\(local registry revision ${after.revision}\\)`));
  assert.equal(after.revision, started.revision + 1);
  assert.deepEqual(after.shell, started.shell);
  assert.equal(after.remotes[BILLING].manifest, `${billingUrl}/${deployed}/mf-manifest.json`);
  const remotes = await (await fetch(`${shellUrl}/remotes.json`)).json();
  assert.equal(remotes[BILLING], `${billingUrl}/${deployed}/mf-manifest.json`);
  const manifest = await (await fetch(remotes[BILLING])).json();
  assert.equal(manifest.metaData.console.version, deployed);
  assert.deepEqual(historyLines().at(-1), { at: after.updatedAt, by: 'e2e-billing-team', app: BILLING, from: before, to: deployed, action: 'deploy' });
  // The open tab keeps running the version it loaded: a billing page it had not opened yet
  // (client-side navigation, no reload) loads from that version's folder.
  const seen = billingFiles.length;
  await page.evaluate(() => {
    window.history.pushState({}, '', '/invoices/INV-DEPLOY-CHECK');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForFunction(() => document.title.startsWith('Invoice Details'), null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const loadedAfterDeploy = billingFiles.slice(seen);
  assert.ok(loadedAfterDeploy.some((file) => file.url.startsWith(`${billingUrl}/${before}/`) && file.url.endsWith('.js')), JSON.stringify(loadedAfterDeploy));
  assert.deepEqual(loadedAfterDeploy.filter((file) => file.status !== 200 || file.url.includes(`/${deployed}/`)), []);
  assert.deepEqual(page.errors, []);

  // A new page load of /invoices (the tab is on an invoice's details now) runs the deployed version.
  await page.goto(`${shellUrl}/invoices`);
  await page.waitForFunction(() => /rows listed$/.test(document.querySelector('[role="status"][aria-label="Row count"]')?.textContent ?? ''), null, { timeout: 60_000 });
  assert.match(await rowCountText(page), /^\d[\d,]* of \d[\d,]* rows listed$/);
  await screenshot(page, 'deploy-billing-new-version');

  const rollback = await command('rollback.mjs');
  assert.equal(rollback.code, 0, rollback.stderr);
  const rolledBack = await registry();
  assert.equal(rolledBack.remotes[BILLING].version, before);
  assert.equal(rolledBack.revision, after.revision + 1);
  assert.deepEqual(historyLines().at(-1), { at: rolledBack.updatedAt, by: 'e2e-billing-team', app: BILLING, from: deployed, to: before, action: 'rollback' });
  await page.reload();
  await page.getByRole('status', { name: 'Row count' }).waitFor({ timeout: 60_000 });
  assert.match(await rowCountText(page), /^\d[\d,]* of \d[\d,]* rows$/);

  const back = await command('rollback.mjs', ['--to', deployed]);
  assert.equal(back.code, 0, back.stderr);
  assert.equal((await registry()).remotes[BILLING].version, deployed);
  await page.context().close();
});

it('records two deploys started at once, the registry naming the later', async () => {
  const current = (await registry()).remotes[BILLING].version;
  const [first, second] = [laterBuild(2), laterBuild(3)];
  const results = await Promise.all([
    command('deploy.mjs', ['--from', buildAs(current, first)]),
    command('deploy.mjs', ['--from', buildAs(current, second)]),
  ]);
  for (const result of results) assert.equal(result.code, 0, result.stderr);
  const now = await registry();
  const lines = historyLines().slice(-2);
  assert.deepEqual(lines.map((line) => line.to).sort(), [first.version, second.version].sort());
  assert.equal(lines[0].from, current);
  assert.equal(lines[1].from, lines[0].to);
  assert.equal(now.remotes[BILLING].version, lines[1].to);
});

it('refuses a deploy whose manifest does not answer, leaving the registry unchanged', async () => {
  const current = (await registry()).remotes[BILLING].version;
  const pids = JSON.parse(fs.readFileSync(pidsFile, 'utf8'));
  const registryBefore = fs.readFileSync(registryFile);
  const historyBefore = fs.readFileSync(historyFile);
  process.kill(pids[BILLING], 'SIGTERM');
  for (let i = 0; i < 40 && (await fetch(`${billingUrl}/config.json`).then(() => true, () => false)); i += 1) await new Promise((r) => setTimeout(r, 100));

  const build = laterBuild(10);
  const { version } = build;
  const refused = await command('deploy.mjs', ['--from', buildAs(current, build)]);
  assert.equal(refused.code, 1);
  assert.equal(refused.stderr.trim(), `mfe-billing ${version} refused: ${billingUrl}/${version}/mf-manifest.json did not answer (ECONNREFUSED); the registry is unchanged`);
  assert.deepEqual(fs.readFileSync(registryFile), registryBefore);
  assert.deepEqual(fs.readFileSync(historyFile), historyBefore);

  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve-app.mjs'), BILLING, String(new URL(billingUrl).port), stack.runDir], { stdio: 'ignore', detached: true });
  child.unref();
  fs.writeFileSync(pidsFile, JSON.stringify({ ...pids, [BILLING]: child.pid }, null, 2));
  let up = false;
  for (let i = 0; i < 100 && !up; i += 1) {
    up = await fetch(`${billingUrl}/mf-manifest.json`).then((r) => r.ok, () => false);
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(up, 'the restarted mfe-billing server answers');
  assert.equal((await (await fetch(`${billingUrl}/mf-manifest.json`)).json()).metaData.console.version, current);
});
