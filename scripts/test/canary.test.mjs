/**
 * Canary releases end to end (README.md#canary-releases, docs/operations.md#canary-releases), on a
 * stack of its own at port offset +800 in a temporary data dir, with the canary check every 2 s:
 *
 * 1. a canary of mfe-billing whose code throws an uncaught error every second once it runs (a copy
 *    of the deployed build with that line added to its remoteEntry.js) is deployed to 10 % of the
 *    users with automatic rollback;
 * 2. finance users are created until two fall in the canary's bucket (the hash of their `sub`) and
 *    one outside it; each drives billing pages in Chromium: the canary's users load the canary and
 *    report its errors, the other loads the stable build;
 * 3. the API's canary check drops the canary: the registry names no canary, the history's last line
 *    is the 'auto-rollback' by platform-api with its reason, the action log has the entry, and an
 *    open tab of a canary user is offered the stable build;
 * 4. a healthy canary (a copy of the build under a new version) is deployed, a user of its bucket
 *    runs it (Console status says so), and `npm run promote` makes it the stable build.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { buildAll } from '../build-all.mjs';
import { ensureUser, localCognitoClient } from '../lib/cognito.mjs';
import { canaryBucket } from '../lib/contract.mjs';
import { DEMO_PASSWORD, ROOT, stackConfig } from '../lib/stack-config.mjs';
import buildInfoModule from '../webpack/build-info.cjs';
import { launch, newPage } from '../../e2e/lib/chromium.mjs';
import { printed, runKept } from './support/processes.mjs';

const { compactBuildTime } = buildInfoModule;
const OFFSET = 800;
const BILLING = 'mfe-billing';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-canary-'));
const stack = stackConfig({ offset: OFFSET, dataDir });
const billingUrl = stack.apps.find((app) => app.name === BILLING).url;
/** The canary check's period on this stack, s. */
const CHECK_SECONDS = 2;
/** Page views each user of the canary drives: two of them make more than the rule's 20. */
const VIEWS_PER_USER = 12;
const BILLING_PAGES = ['Invoices', 'Reports', 'Clients'];

/** A process in its own group, its output kept. */
const run = (command, args, env = {}) => runKept(command, args, { cwd: ROOT, env });

/** Runs a command to its end as the billing team; its exit code and output. */
async function command(commandName, args) {
  const child = run(commandName, args, { DEPLOY_USER: 'billing-team' });
  return { code: await child.exited, output: child.output };
}

const registry = async () => (await fetch(`${stack.shellUrl}/registry.json`)).json();
const history = () =>
  fs
    .readFileSync(path.join(dataDir, 'registry', 'local.history.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/**
 * A built folder of mfe-billing (what `deploy --from` takes): the deployed version's files under a
 * new version built `seconds` from now; with `failing`, its remoteEntry.js throws an uncaught error
 * every second once it runs (its precompressed copies dropped so the changed file is served).
 */
function buildOf(current, seconds, { failing = false } = {}) {
  const buildTime = new Date(Math.floor(Date.now() / 1000 + seconds) * 1000);
  const version = `0.1.0+${current.commit}.${compactBuildTime(buildTime)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-canary-build-'));
  fs.cpSync(path.join(dataDir, 'origin', BILLING, current.version), dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.console = { ...manifest.metaData.console, version, buildTime: buildTime.toISOString() };
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const dropped = ['mf-manifest.json.br', 'mf-manifest.json.gz'];
  if (failing) {
    fs.appendFileSync(path.join(dir, 'remoteEntry.js'), "\n;setInterval(function () { throw new Error('deliberate canary failure'); }, 1000);\n");
    dropped.push('remoteEntry.js.br', 'remoteEntry.js.gz');
  }
  for (const file of dropped) fs.rmSync(path.join(dir, file), { force: true });
  return { dir, version };
}

/** An ID token of a user, from the local pool. */
async function idToken(email) {
  const response = await fetch(`${stack.cognitoUrl}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
  });
  return (await response.json()).AuthenticationResult.IdToken;
}

const api = async (email, apiPath) => (await fetch(`${stack.apiUrl}${apiPath}`, { headers: { Authorization: `Bearer ${await idToken(email)}` } })).json();

/** The page views of `version` of mfe-billing the API has counted (0 before any). */
async function canaryPageViews(version) {
  const { versions } = await api('platform.admin@px.local', '/telemetry/remotes');
  return versions.find((row) => row.remote === BILLING && row.version === version)?.pageViews ?? 0;
}

/** Creates finance users until `canary` of them fall in the canary's bucket at `percent` and `stable` outside it. */
async function financeUsers({ canary, stable, percent }) {
  const cognito = localCognitoClient(stack.cognitoUrl);
  const found = { canary: [], stable: [], created: 0 };
  while (found.canary.length < canary || found.stable.length < stable) {
    found.created += 1;
    assert.ok(found.created <= 200, 'at most 200 users to fill the buckets');
    const email = `canary.check.${found.created}@px.local`;
    await ensureUser(cognito, stack.pool.userPoolId, { email, groups: ['FINANCE'] });
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.pool.userPoolId, Username: email }));
    const sub = user.UserAttributes.find((attribute) => attribute.Name === 'sub').Value;
    const side = canaryBucket(BILLING, sub) < percent ? 'canary' : 'stable';
    if (found[side].length < (side === 'canary' ? canary : stable)) found[side].push(email);
  }
  return found;
}

/** A signed-in finance page on /clients, with the URLs of the billing files it loads. */
async function financePage(browser, email) {
  const page = await newPage(browser);
  page.billingFiles = [];
  page.on('response', (response) => {
    if (response.url().startsWith(billingUrl)) page.billingFiles.push(response.url());
  });
  await page.goto(`${stack.shellUrl}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/clients', { timeout: 60_000 });
  return page;
}

/** Opens `views` billing pages from the side menu (the landing counts as the first). */
async function browseBilling(page, views) {
  for (let view = 1; view < views; view += 1) {
    const label = BILLING_PAGES[view % BILLING_PAGES.length];
    await page.locator('nav[aria-label="Side menu"]').getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${label.toLowerCase()}`, { timeout: 30_000 });
    await page.waitForTimeout(700);
  }
}

/** Leaves the page (its telemetry goes out as it is hidden) and closes its context. */
async function leave(page) {
  await page.goto('about:blank');
  await page.context().close();
}

let stackProcess;
let browser;
before(async () => {
  await buildAll({ ifStale: true });
  stackProcess = run(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--no-build', '--offset', String(OFFSET), '--data-dir', dataDir], {
    CANARY_CHECK_SECONDS: String(CHECK_SECONDS),
  });
  await printed(stackProcess, 'PX-STACK-READY', 300_000);
  Object.assign(stack, JSON.parse(fs.readFileSync(path.join(dataDir, 'run', 'stack.json'), 'utf8')));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (stackProcess && stackProcess.exitCode === null) {
    process.kill(-stackProcess.pid, 'SIGTERM');
    await stackProcess.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a canary of mfe-billing', { timeout: 900_000 }, () => {
  let stable;
  let users;

  it('that fails is dropped by the canary check once its users have driven enough page views, with its reason in the history and the action log', async () => {
    stable = (await registry()).remotes[BILLING];
    const broken = buildOf(stable, 5, { failing: true });
    const deploy = await command(process.execPath, [path.join(ROOT, 'scripts', 'deploy.mjs'), BILLING, '--data-dir', dataDir, '--from', broken.dir, '--canary', '10', '--auto-rollback']);
    assert.equal(deploy.code, 0, deploy.output);
    assert.match(deploy.output, new RegExp(`canary mfe-billing ${broken.version.replace(/[.+]/g, '\\$&')} for 10 % of users beside ${stable.version.replace(/[.+]/g, '\\$&')}, with automatic rollback`));
    const deployed = await registry();
    assert.deepEqual({ ...deployed.remotes[BILLING].canary, since: undefined }, {
      version: broken.version,
      commit: stable.commit,
      buildTime: new Date(Date.parse(deployed.remotes[BILLING].canary.buildTime)).toISOString(),
      runtime: stable.runtime,
      manifest: `${billingUrl}/${broken.version}/mf-manifest.json`,
      percent: 10,
      autoRollback: true,
      since: undefined,
    });
    assert.equal(deployed.remotes[BILLING].version, stable.version);

    users = await financeUsers({ canary: 3, stable: 1, percent: 10 });
    console.log(`# ${users.created} finance users created for 3 in the 10 % bucket and 1 outside it`);

    // The user outside the bucket runs the stable build.
    const other = await financePage(browser, users.stable[0]);
    await browseBilling(other, 3);
    assert.ok(other.billingFiles.some((url) => url.startsWith(`${billingUrl}/${stable.version}/`)), other.billingFiles.join('\n'));
    assert.ok(!other.billingFiles.some((url) => url.includes(broken.version)));
    await leave(other);

    // A user of the canary keeps a tab on it open; two more drive its page views (the check may
    // drop the canary as soon as their telemetry reaches 20 page views).
    const open = await financePage(browser, users.canary[2]);
    await open.locator('.ant-table-tbody .ant-table-row').first().waitFor({ timeout: 60_000 });
    assert.ok(open.billingFiles.some((url) => url.startsWith(`${billingUrl}/${broken.version}/`)), open.billingFiles.join('\n'));
    for (const email of users.canary.slice(0, 2)) {
      const page = await financePage(browser, email);
      await browseBilling(page, VIEWS_PER_USER);
      assert.ok(page.billingFiles.some((url) => url.startsWith(`${billingUrl}/${broken.version}/`)), page.billingFiles.join('\n'));
      await leave(page);
    }
    // A tab closed right after it was left may lose its last telemetry on a busy machine: the
    // canary's users drive more views until the API has counted the rule's 20 (or the check
    // already dropped the canary).
    for (let round = 0; round < 4 && (await canaryPageViews(broken.version)) < 20 && (await registry()).remotes[BILLING].canary; round += 1) {
      const page = await financePage(browser, users.canary[round % 2]);
      await browseBilling(page, VIEWS_PER_USER);
      await leave(page);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }

    // The check runs every 2 s: the canary is gone within a few periods.
    let after = deployed;
    for (let wait = 0; wait < 60 && after.remotes[BILLING].canary; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      after = await registry();
    }
    assert.equal(after.remotes[BILLING].canary, undefined, 'the canary was dropped');
    assert.equal(after.remotes[BILLING].version, stable.version);
    assert.equal(after.revision, deployed.revision + 1);
    const line = history().at(-1);
    assert.deepEqual({ ...line, reason: undefined }, { at: after.updatedAt, by: 'platform-api', app: BILLING, from: broken.version, to: stable.version, action: 'auto-rollback', reason: undefined });
    assert.match(line.reason, new RegExp(`^canary ${broken.version.replace(/[.+]/g, '\\$&')}: [\\d.]+ errors per 100 page views \\(\\d+ in \\d+ page views\\), stable .* over the last 30 minutes: more than 5 points above the stable build$`));
    const { entries } = await api('platform.admin@px.local', '/action-log?pageSize=20');
    const entry = entries.find((one) => one.action === 'CANARY_ROLLED_BACK');
    assert.ok(entry, JSON.stringify(entries.slice(0, 3)));
    assert.deepEqual([entry.area, entry.endpoint, entry.targetIds, entry.note], ['remote-releases', 'canaryCheck', [BILLING, broken.version], line.reason]);

    // The telemetry the API summed up: the canary's page views (at least the rule's 20) and errors.
    const figures = (await api('platform.admin@px.local', '/telemetry/remotes')).versions.find((row) => row.version === broken.version);
    assert.ok(figures.pageViews >= 20, JSON.stringify(figures));
    assert.ok(figures.errors > 0, JSON.stringify(figures));

    // The open tab of a canary user is offered the stable build at its next registry read.
    await open.evaluate(() => window.dispatchEvent(new Event('focus')));
    await open.getByText('A new version of Billing is available').waitFor({ timeout: 30_000 });
    await leave(open);
  });

  it('that is healthy runs for the users of its bucket and npm run promote makes it the stable build', async () => {
    const healthy = buildOf(stable, 10);
    const deploy = await command('npm', ['run', 'deploy', '-w', BILLING, '--', '--data-dir', dataDir, '--from', healthy.dir, '--canary', '10']);
    assert.equal(deploy.code, 0, deploy.output);
    const deployed = await registry();
    assert.equal(deployed.remotes[BILLING].canary.version, healthy.version);
    assert.equal(deployed.remotes[BILLING].canary.autoRollback, false);
    assert.deepEqual(history().at(-1), { at: deployed.updatedAt, by: 'billing-team', app: BILLING, from: stable.version, to: healthy.version, action: 'canary', percent: 10 });

    const page = await financePage(browser, users.canary[0]);
    await page.getByRole('button', { name: 'Console status' }).click();
    const billing = page.getByRole('dialog', { name: 'Console status' }).getByRole('region', { name: 'Billing (mfe-billing)' });
    await billing.getByText(`${healthy.version} (10 % of users)`, { exact: true }).waitFor({ timeout: 30_000 });
    await billing.getByText('Yes, the canary', { exact: true }).waitFor();
    assert.ok(page.billingFiles.some((url) => url.startsWith(`${billingUrl}/${healthy.version}/`)));
    await leave(page);

    const promote = await command('npm', ['run', 'promote', '-w', BILLING, '--', '--data-dir', dataDir]);
    assert.equal(promote.code, 0, promote.output);
    const promoted = await registry();
    assert.equal(promoted.remotes[BILLING].version, healthy.version);
    assert.equal(promoted.remotes[BILLING].canary, undefined);
    assert.equal(promoted.revision, deployed.revision + 1);
    assert.deepEqual(history().at(-1), { at: promoted.updatedAt, by: 'billing-team', app: BILLING, from: stable.version, to: healthy.version, action: 'promote' });
    const remotes = await (await fetch(`${stack.shellUrl}/remotes.json`)).json();
    assert.equal(remotes[BILLING], `${billingUrl}/${healthy.version}/mf-manifest.json`);

    // The user outside the bucket now runs it too.
    const other = await financePage(browser, users.stable[0]);
    await other.locator('.ant-table-tbody .ant-table-row').first().waitFor({ timeout: 60_000 });
    assert.ok(other.billingFiles.some((url) => url.startsWith(`${billingUrl}/${healthy.version}/`)), other.billingFiles.join('\n'));
    await leave(other);
  });
});
