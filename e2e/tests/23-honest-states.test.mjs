/**
 * Honest states: the page says Loading… before any of the console's code has arrived (its HTML
 * draws it; the shell's entry is held back here, as a slow network would); an API failure shows
 * Retry and recovers, as
 * finance@px.local: the clients list's first load answers 503, the page says so in place of the
 * grid (no empty grid, no 'Total Awaiting Payments $0.00' that looks like data), and Retry loads
 * the rows. Only the HTTP answer is replaced (Playwright's route), once; the API is the real one.
 *
 * Read only: no journey here changes data.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mainArea, newPage, shellUrl, signIn, stack, useBrowser } from '../lib/browser.mjs';
import { apiJson, gridRows, noPageErrors } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const TEST_TIMEOUT = 120_000;

const browser = useBrowser();

describe('honest states (finance@px.local)', () => {
  it('a failed clients load shows what failed with Retry instead of an empty grid, and Retry loads the rows', { timeout: TEST_TIMEOUT }, async () => {
    const clients = await apiJson(FINANCE, '/billing/clients');
    assert.ok(clients.length > 0, 'the seed has clients');

    const page = await newPage(browser);
    let failures = 1;
    const apiOrigin = new URL(stack.apiUrl).origin;
    await page.route((url) => url.origin === apiOrigin && url.pathname === '/billing/clients', async (route) => {
      if (route.request().method() !== 'GET' || failures <= 0) return route.fallback();
      failures -= 1;
      await route.fulfill({ status: 503, contentType: 'application/json', json: { statusCode: 503, error: 'Service Unavailable', message: 'Billing is restarting' } });
    });
    await signIn(page, FINANCE);
    await page.waitForURL((url) => url.pathname === '/clients', { timeout: 30_000 });

    const alert = mainArea(page).getByRole('alert').filter({ hasText: 'Could not load clients' });
    await alert.waitFor({ timeout: 30_000 });
    assert.match(await alert.innerText(), /Billing is restarting/);
    assert.equal(await gridRows(page).count(), 0, 'no rows drawn under the error');
    assert.equal(await page.getByText('Total Awaiting Payments', { exact: false }).count(), 0, 'no total that looks like data');

    await alert.getByRole('button', { name: 'Retry' }).click();
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    assert.equal(await alert.count(), 0, 'the error is gone once the rows are loaded');
    assert.ok((await gridRows(page).count()) > 0);
    noPageErrors(page);
    await page.context().close();
  });

  it("says Loading… before any of the console's code has arrived, and the sign-in page replaces it", { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route((url) => url.origin === new URL(shellUrl).origin && url.pathname === '/main.js', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(shellUrl + '/', { waitUntil: 'commit' });
    const loading = page.getByRole('status', { name: 'Loading' });
    await loading.waitFor({ timeout: 10_000 });
    assert.equal((await loading.innerText()).trim(), 'Loading…');
    assert.equal(await page.evaluate(() => document.scripts.length > 0 && typeof window.webpackChunkshell), 'undefined', "none of the shell's code has run");

    release();
    await page.getByLabel('Email').waitFor({ timeout: 30_000 });
    assert.equal(await loading.count(), 0, 'Loading… is gone once the page is drawn');
    noPageErrors(page);
    await page.context().close();
  });
});
