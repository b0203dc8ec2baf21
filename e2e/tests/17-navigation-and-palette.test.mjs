/**
 * Honest navigation and the command palette in the browser (docs/navigation.md): an unknown path
 * shows 'Page not found' inside the console with a way back; a wrong-role path lands on the user's
 * own page saying 'You do not have access to that page'; the browser tab's title follows the page;
 * Ctrl+K opens an invoice by its number (as finance); the top bar keeps every control on screen on
 * a phone-width window and stays one 64 px line on a wide one, and a toast shows below it there;
 * on a narrow window the side menu folds away behind the top bar's Menu button, and opening a page
 * folds it again.
 *
 * The invoice is read through the API before the journey: the first invoice of the list.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mainArea, newPage, screenshot, shellUrl, signIn, useBrowser } from '../lib/browser.mjs';
import { apiJson } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const CLIENT_SUCCESS = 'client.success@px.local';
const TEST_TIMEOUT = 90_000;
const CONSOLE = 'Admin Console';

async function firstInvoice() {
  const [invoice] = await apiJson(FINANCE, '/billing/invoices');
  assert.ok(invoice, 'the seed has an invoice');
  return invoice;
}

const browser = useBrowser();
let invoice;
before(async () => {
  invoice = await firstInvoice();
});

const landedOn = (page, pathname) => page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 });

/** A page of a phone-width window (412 x 823 px), signed in as finance, on its landing page /clients. */
async function financeOnPhone() {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, FINANCE);
  await landedOn(page, '/clients');
  return page;
}

const titled = (page, title) => page.waitForFunction((expected) => document.title === expected, `${title} · ${CONSOLE}`, { timeout: 30_000 });

describe('navigation: unknown and wrong-role paths, page titles', () => {
  it('an unknown path shows Page not found in the console and links back to the landing page', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await signIn(page, FINANCE);
    await landedOn(page, '/clients');
    await page.goto(shellUrl + '/invoicez/INV-1');
    await mainArea(page).getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 30_000 });
    assert.equal(new URL(page.url()).pathname, '/invoicez/INV-1', 'the address stays');
    assert.match(await mainArea(page).innerText(), /There is no page at \/invoicez\/INV-1\./);
    await page.getByRole('navigation', { name: 'Side menu' }).waitFor();
    await titled(page, 'Page not found');
    await screenshot(page, 'not-found');
    await mainArea(page).getByRole('link', { name: 'Back to Clients' }).click();
    await landedOn(page, '/clients');
    await titled(page, 'Clients');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('a wrong-role path lands on the own page and says why', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await signIn(page, CLIENT_SUCCESS);
    await landedOn(page, '/client-form');
    await page.goto(shellUrl + '/invoices');
    await landedOn(page, '/client-form');
    const notice = mainArea(page).getByRole('alert').filter({ hasText: 'You do not have access to that page' });
    await notice.waitFor({ timeout: 30_000 });
    await screenshot(page, 'no-access');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('the title follows the page, sign-in included', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await page.goto(shellUrl + '/');
    await titled(page, 'Sign In');
    await signIn(page, FINANCE);
    await landedOn(page, '/clients');
    await titled(page, 'Clients');
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Invoices' }).click();
    await landedOn(page, '/invoices');
    await titled(page, 'Invoices');
    await page.goto(shellUrl + `/invoices/${encodeURIComponent(invoice.invoiceNumber)}`);
    await titled(page, 'Invoice Details');
    await page.context().close();
  });
});

describe('command palette', () => {
  it('Ctrl+K opens an invoice by its number (finance)', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await signIn(page, FINANCE);
    await landedOn(page, '/clients');
    await page.getByRole('navigation', { name: 'Side menu' }).waitFor();
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const input = palette.getByRole('combobox', { name: 'Jump to a page or find a record' });
    await input.waitFor({ timeout: 30_000 });
    // Typing may pause past the palette's debounce on a busy machine: a search of part of the number answers first,
    // and its options are replaced by those of the whole number. The answer to the whole number is the one to wait for.
    const searched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/billing/search') && url.searchParams.get('q') === invoice.invoiceNumber;
    }, { timeout: 30_000 });
    await page.keyboard.type(invoice.invoiceNumber);
    assert.equal((await searched).status(), 200, 'GET /billing/search');
    const option = palette.getByRole('option').filter({ hasText: invoice.invoiceNumber }).filter({ hasText: 'Invoice' });
    await option.first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'command-palette');
    // Page lines come first: walk down to the invoice with the keyboard, then open it.
    for (let step = 0; step < 20 && (await option.first().getAttribute('aria-selected')) !== 'true'; step += 1) await page.keyboard.press('ArrowDown');
    assert.equal(await option.first().getAttribute('aria-selected'), 'true', 'the invoice is reached with ArrowDown');
    await page.keyboard.press('Enter');
    await landedOn(page, `/invoices/${invoice.invoiceNumber}`);
    await page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }).waitFor({ timeout: 30_000 });
    assert.equal(await palette.count(), 0, 'the palette closed');
    await titled(page, 'Invoice Details');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

describe('top bar', () => {
  const CONTROLS = [/^Search/, /^Activity$/, /^Job centre/, /^Console status/, /^Logout$/];

  it('keeps every control on screen on a phone-width window and stays one 64 px line on a wide one', { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    await signIn(page, FINANCE);
    await landedOn(page, '/clients');
    const bar = page.getByRole('banner');
    const title = bar.getByText(CONSOLE, { exact: true });

    await page.setViewportSize({ width: 412, height: 823 });
    await mainArea(page).getByRole('heading', { name: 'Clients' }).waitFor({ timeout: 30_000 });
    for (const name of CONTROLS) {
      const box = await bar.getByRole('button', { name }).or(bar.getByRole('link', { name })).boundingBox();
      assert.ok(box, `${name} is drawn`);
      assert.ok(box.x >= 0 && box.x + box.width <= 412, `${name} lies within the 412 px window (x ${box.x}, width ${box.width})`);
    }
    const avatar = await bar.getByLabel(`Signed in as ${FINANCE}`).boundingBox();
    assert.ok(avatar && avatar.x + avatar.width <= 412, 'the user initials lie within the window');
    const narrowTitle = await title.boundingBox();
    assert.ok(narrowTitle && narrowTitle.height < 30, `'${CONSOLE}' stays on one line (height ${narrowTitle?.height} px)`);
    await screenshot(page, 'top-bar-phone-width');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForFunction(() => document.querySelector('header')?.getBoundingClientRect().height === 64, null, { timeout: 10_000 }).catch(() => undefined);
    const wide = await bar.boundingBox();
    assert.equal(wide?.height, 64, 'one line of 64 px on a 1440 px window');
    const logout = await bar.getByRole('button', { name: 'Logout', exact: true }).boundingBox();
    const search = await bar.getByRole('button', { name: /^Search/ }).boundingBox();
    assert.equal(Math.round((logout?.y ?? 0) + (logout?.height ?? 0) / 2), Math.round((search?.y ?? -1) + (search?.height ?? 0) / 2), 'Search and Logout share the line');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('shows a toast below the top bar on a phone-width window, where the bar takes several lines', { timeout: TEST_TIMEOUT }, async () => {
    const page = await financeOnPhone();
    await mainArea(page).getByRole('heading', { name: 'Clients' }).waitFor({ timeout: 30_000 });
    // The clients' list fails once: the data layer toasts the failure.
    await page.route(/\/billing\/clients(\?.*)?$/, (route) => (route.request().method() === 'OPTIONS' ? route.continue() : route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })));
    await page.reload();
    const toast = page.locator('.ant-notification-notice').first();
    await toast.waitFor({ timeout: 30_000 });
    // The toast slides in: its place is read once it has settled.
    await page.waitForTimeout(1_000);
    const barBottom = await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
    const toastTop = await toast.evaluate((notice) => notice.getBoundingClientRect().top);
    assert.ok(barBottom > 64, `the bar takes more than one line (${barBottom} px)`);
    assert.ok(toastTop >= barBottom, `the toast starts below the bar (toast at ${toastTop} px, bar to ${barBottom} px)`);
    await page.context().close();
  });

  it("on a narrow window the side menu folds away behind the top bar's Menu button, and opening a page folds it again", { timeout: TEST_TIMEOUT }, async () => {
    const page = await financeOnPhone();
    const bar = page.getByRole('banner');
    const menuButton = bar.getByRole('button', { name: 'Menu', exact: true });
    const sideMenu = page.getByRole('navigation', { name: 'Side menu' });
    await menuButton.waitFor({ timeout: 30_000 });
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'false');
    assert.equal(await sideMenu.count(), 0, 'the side menu is folded away, out of the Tab order too');
    assert.equal(await page.locator('.ant-layout-sider-zero-width-trigger').count(), 0, "no tab over the page's content");

    await menuButton.click();
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
    await sideMenu.getByRole('link', { name: 'Invoices' }).click();
    await landedOn(page, '/invoices');
    await mainArea(page).getByRole('heading', { name: 'Invoices' }).waitFor({ timeout: 30_000 });
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'false', 'opening a page folds the menu');
    await sideMenu.waitFor({ state: 'detached', timeout: 5_000 });

    await page.setViewportSize({ width: 1440, height: 900 });
    await sideMenu.getByRole('link', { name: 'Invoices' }).waitFor({ timeout: 10_000 });
    assert.equal(await menuButton.count(), 0, 'a wide window shows the menu and no Menu button');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
