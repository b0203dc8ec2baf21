import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newPage, screenshot, signIn, stack, useBrowser } from '../lib/browser.mjs';
import { ROOT } from '../../scripts/lib/stack-config.mjs';

const browser = useBrowser();

const pidsFile = path.join(stack.runDir, 'pids.json');

function billingApp() {
  return stack.apps.find((app) => app.name === 'mfe-billing');
}

async function waitForDown(url) {
  for (let i = 0; i < 40; i += 1) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} is still up`);
}

it('with mfe-billing down its routes show the error and Retry, other roles keep working, Retry recovers', async () => {
  const app = billingApp();
  const pids = JSON.parse(fs.readFileSync(pidsFile, 'utf8'));
  process.kill(pids['mfe-billing'], 'SIGTERM');
  await waitForDown(`${app.url}/mf-manifest.json`);

  const finance = await newPage(browser);
  await signIn(finance, 'finance@px.local');
  await finance.waitForURL((url) => url.pathname === '/clients', { timeout: 30_000 });
  const retry = finance.getByRole('button', { name: 'Retry' });
  await retry.waitFor({ timeout: 30_000 });
  await finance.getByText('Billing screens are unavailable right now.').waitFor();
  await screenshot(finance, 'remote-down');
  // The shell itself still works: menu and top bar are there.
  assert.ok(await finance.getByRole('button', { name: 'Logout' }).isVisible());

  const orgAdmin = await newPage(browser);
  await signIn(orgAdmin, 'org.admin@px.local');
  await orgAdmin.waitForURL((url) => url.pathname === '/internal-user-management', { timeout: 30_000 });
  await orgAdmin.getByPlaceholder('Search by email').waitFor();
  await orgAdmin.context().close();

  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve-app.mjs'), 'mfe-billing', String(app.port), stack.runDir], { stdio: 'ignore', detached: true });
  child.unref();
  fs.writeFileSync(pidsFile, JSON.stringify({ ...pids, 'mfe-billing': child.pid }, null, 2));
  let back = false;
  for (let i = 0; i < 100 && !back; i += 1) {
    back = await fetch(`${app.url}/mf-manifest.json`).then((r) => r.ok).catch(() => false);
    if (!back) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(back, 'the restarted mfe-billing server answers');
  await retry.click();
  await finance.getByText('Total Awaiting Payments').first().waitFor({ timeout: 30_000 });
  await finance.context().close();
});
