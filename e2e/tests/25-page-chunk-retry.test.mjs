/**
 * A remote's pages load one by one (each remote's src/app/pages.ts): the platform admin's landing
 * page does not download the other tools' code, and a page whose code fails to load shows the
 * area's message with Retry, which loads it once the server answers again.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { mainArea, newPage, signIn, stack, useBrowser } from '../lib/browser.mjs';

const browser = useBrowser();

it('a platform ops page whose code fails to load shows Retry, and Retry opens it; the dashboard loads without the tools', async () => {
  const platformOps = stack.apps.find((app) => app.name === 'mfe-platform-ops');
  const page = await newPage(browser);
  const scripts = [];
  page.on('request', (request) => {
    if (request.url().startsWith(platformOps.url) && request.url().endsWith('.js')) scripts.push(request.url());
  });
  await signIn(page, 'platform.admin@px.local');
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
  const main = mainArea(page);
  await main.getByText('Cache Management').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const landingScripts = scripts.length;

  // Every further script of the remote fails, as when its server is down after the landing.
  await page.route((url) => url.href.startsWith(platformOps.url) && url.pathname.endsWith('.js'), (route) => route.abort());
  await main.getByText('Cache Management').first().click();
  await page.waitForURL((url) => url.pathname === '/cache-management');
  await main.getByText('Platform operations screens are unavailable right now.').waitFor({ timeout: 30_000 });
  assert.ok(scripts.length > landingScripts, 'the page asked for code the dashboard had not loaded');

  await page.unrouteAll({ behavior: 'wait' });
  await main.getByRole('button', { name: 'Retry' }).click();
  await main.getByRole('heading', { name: 'Cache Management' }).waitFor({ timeout: 30_000 });
  assert.equal(await main.getByText('Platform operations screens are unavailable right now.').count(), 0);
  await page.context().close();
});
