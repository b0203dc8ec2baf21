/**
 * The back/forward cache (docs/operations.md#caching-and-the-backforward-cache): the console's page,
 * left for another site, comes back from the browser's cache on Back, as it was; a page whose
 * session ended meanwhile (signed out in another tab of the same browser) reloads into sign-in
 * instead of showing the previous user's data. Runs in a browser of its own: the suite's shared
 * browser has the cache off (Playwright's default).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage } from '../lib/chromium.mjs';
import { mainArea, shellUrl, signIn, stack } from '../lib/browser.mjs';

const FINANCE = 'finance@px.local';
const TEST_TIMEOUT = 120_000;

let browser;
before(async () => {
  browser = await launch({ backForwardCache: true });
});
after(async () => {
  await browser?.close();
});

/** Marks the page so that a later read tells whether it came back from the cache (its scripts kept their state). */
async function markRestores(page) {
  await page.evaluate(() => {
    window.pxRestored = 0;
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) window.pxRestored += 1;
    });
  });
}

/** Leaves the console for another site (the API's liveness answer) and comes back with Back (a page restored from the cache fires no load event). */
async function leaveAndComeBack(page) {
  await page.goto(`${stack.apiUrl}/healthz`);
  await page.goBack({ waitUntil: 'commit' });
}

describe('back/forward cache (finance@px.local)', () => {
  it('Back to the console shows the page from the cache, as it was; after a sign-out in another tab it reloads into sign-in', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await signIn(page, FINANCE);
    await page.waitForURL((url) => url.pathname === '/clients', { timeout: 60_000 });
    const title = mainArea(page).getByRole('heading', { level: 1, name: 'Clients' });
    await title.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await markRestores(page);

    await leaveAndComeBack(page);
    assert.equal(new URL(page.url()).pathname, '/clients');
    await page.waitForFunction(() => document.documentElement.style.visibility === '', undefined, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => window.pxRestored), 1, 'restored from the back/forward cache, not loaded again');
    assert.equal(await title.isVisible(), true);

    // Another tab of the same browser ends the session (the Logout's effect on storage).
    const other = await page.context().newPage();
    await other.goto(`${shellUrl}/clients`);
    await other.evaluate(() => localStorage.clear());
    await other.close();

    await leaveAndComeBack(page);
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => window.pxRestored), undefined, 'the page was loaded again');
    assert.equal(await mainArea(page).getByRole('heading', { level: 1, name: 'Clients' }).count(), 0, 'no data of the ended session');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
