/**
 * The data grids a keyboard user and a busy finance user expect (docs/grid.md), as
 * finance@px.local at 1920 x 1080:
 * - the invoices grid fills the window below its top, says 'N of M rows', and scrolls its body
 *   sideways with the header when tabbing through the column headers;
 * - the clients grid, whose columns fit at 1920 px, does not scroll sideways;
 * - a row is reached with Tab, moved with ArrowDown and opened with Enter; a filter button is in
 *   the Tab order under its column's name and opens its filter with Enter;
 * - invoice numbers pasted as a spreadsheet column find each of them;
 * - a new search shows its first rows (the body goes back to the top);
 * - until the invoices arrive, a box of the table's size holds its place: the header and the body
 *   are drawn where the box's strip and the box ended;
 * - at 1440 x 900 the invoices grid shows its amounts, keeps the invoice number and the client in
 *   view when scrolled sideways, and shows each header's whole text on hover; the clients grid
 *   likewise keeps the client name and shows '$ Awaiting Payment'.
 *
 * Read only: no journey here changes data.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, shellUrl, useBrowser } from '../lib/browser.mjs';
import { apiJson, gridRows, noPageErrors, rowCount, signedInPage } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const TEST_TIMEOUT = 120_000;
const UNPAID = ['AWAITING_PAYMENT', 'OVERDUE'];
/** Room the grid keeps under its body (shared-kit GRID_BOTTOM_GAP, the content padding), px. */
const BOTTOM_GAP = 24;

const api = (path) => apiJson(FINANCE, path);

const browser = useBrowser();

const financePage = () => signedInPage(browser, FINANCE, { landing: '/clients', viewport: { width: 1920, height: 1080 } });

/** The row holding keyboard focus, by its key (the invoice number); null when focus is elsewhere. */
const focusedRowKey = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-row-key') ?? null);

describe('grids (finance@px.local, 1920 x 1080)', () => {
  it("the invoices grid fills the window, counts 'N of M rows' and scrolls its body with the header", { timeout: TEST_TIMEOUT }, async () => {
    const invoices = await api('/billing/invoices');
    const unpaid = invoices.filter((i) => UNPAID.includes(i.invoiceStatus)).length;

    const page = await financePage();
    await page.goto(`${shellUrl}/invoices`);
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    // The default filter shows the unpaid invoices of all those loaded.
    await rowCount(page).getByText(`${unpaid.toLocaleString('en-US')} of ${invoices.length.toLocaleString('en-US')} rows`, { exact: true }).waitFor();

    // The body's height (its max-height: fewer rows than fit leave it shorter) ends BOTTOM_GAP above the window's bottom.
    const bottom = await page.locator('.ant-table-tbody-virtual-holder').evaluate(
      (holder) => holder.getBoundingClientRect().top + window.scrollY + Number.parseFloat(holder.style.maxHeight),
    );
    assert.ok(Math.abs(bottom - (1080 - BOTTOM_GAP)) <= 1, `the body ends ${BOTTOM_GAP} px above the window's bottom (at ${bottom} of 1080 px)`);

    // The invoice columns are wider than 1920 px: focusing the last header scrolls the header, and the body follows.
    await page.locator('.ant-table-thead th[tabindex="0"]').last().focus();
    await page.waitForFunction(() => (document.querySelector('.ant-table-header')?.scrollLeft ?? 0) > 0);
    // The body follows on the header's scroll event (a frame later).
    await page
      .waitForFunction(
        () => Math.abs(-Number.parseFloat(getComputedStyle(document.querySelector('.ant-table-tbody-virtual-holder-inner')).marginLeft) - document.querySelector('.ant-table-header').scrollLeft) < 1,
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    const offsets = await page.evaluate(() => ({
      header: document.querySelector('.ant-table-header').scrollLeft,
      body: -Number.parseFloat(getComputedStyle(document.querySelector('.ant-table-tbody-virtual-holder-inner')).marginLeft),
    }));
    assert.equal(offsets.body, offsets.header, 'the body is scrolled sideways as far as the header');
    await screenshot(page, 'grids-invoices-full-height');
    noPageErrors(page);
    await page.context().close();
  });

  it("until the invoices arrive a box of the table's size holds its place, so the table is drawn where it was", { timeout: TEST_TIMEOUT }, async () => {
    const page = await financePage();
    let release;
    const held = new Promise((resolve) => (release = resolve));
    // The invoices' list and search (the mode probe included) wait until the box is measured.
    await page.route(/\/billing\/invoices(\/search)?(\?.*)?$/, async (route) => {
      if (route.request().method() !== 'OPTIONS') await held;
      await route.continue();
    });
    await page.goto(`${shellUrl}/invoices`);
    const grid = page.locator('main .px-data-grid');
    await grid.locator('.px-data-grid-pending').waitFor({ timeout: 30_000 });
    assert.equal(await grid.locator('.ant-table').count(), 0, 'no table is drawn before the rows');
    await grid.getByText('Loading...', { exact: true }).waitFor();
    const box = await grid.locator('.px-data-grid-pending').evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, strip: element.firstElementChild.getBoundingClientRect().bottom };
    });
    release();
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    const table = await grid.evaluate((frame) => {
      const header = frame.querySelector('.ant-table-header').getBoundingClientRect();
      const holder = frame.querySelector('.ant-table-tbody-virtual-holder');
      return { top: header.top, headerBottom: header.bottom, bottom: holder.getBoundingClientRect().top + Number.parseFloat(holder.style.maxHeight) };
    });
    assert.ok(Math.abs(table.top - box.top) < 1, `the header starts where the box did (${table.top} and ${box.top} px)`);
    assert.ok(Math.abs(table.headerBottom - box.strip) < 1, `the header ends where the box's strip did (${table.headerBottom} and ${box.strip} px)`);
    assert.ok(Math.abs(table.bottom - box.bottom) < 1, `the body ends where the box did (${table.bottom} and ${box.bottom} px)`);
    noPageErrors(page);
    await page.context().close();
  });

  it('the clients grid does not scroll sideways at 1920 px', { timeout: TEST_TIMEOUT }, async () => {
    const page = await financePage();
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    const widths = await page.evaluate(() => ({
      table: document.querySelector('.ant-table-header table').getBoundingClientRect().width,
      grid: document.querySelector('.ant-table-header').clientWidth,
    }));
    assert.ok(widths.table <= widths.grid, `columns of ${widths.table} px fit the ${widths.grid} px grid`);
    noPageErrors(page);
    await page.context().close();
  });

  it('a row is reached with Tab, moved with ArrowDown and opened with Enter; a filter opens from the keyboard', { timeout: TEST_TIMEOUT }, async () => {
    const page = await financePage();
    await page.goto(`${shellUrl}/invoices`);
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    const keys = await gridRows(page).evaluateAll((rows) => rows.slice(0, 2).map((row) => row.getAttribute('data-row-key')));

    // The filter button of the Status column: in the Tab order, named after its column, opened with Enter.
    const statusFilter = page.locator('.ant-table-thead').getByRole('button', { name: 'Filter Status' });
    await statusFilter.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('group', { name: 'Status filter' });
    await panel.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label') === 'Status filter');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // Tab from the search box reaches the first row: one row of the body is in the Tab order.
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    let reached = null;
    for (let presses = 0; presses < 60 && reached === null; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await focusedRowKey(page);
    }
    assert.equal(reached, keys[0], 'Tab enters the body on its first row');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((key) => document.activeElement?.getAttribute('data-row-key') === key, keys[1]);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/invoices/${encodeURIComponent(keys[1])}`);
    noPageErrors(page);
    await page.context().close();
  });

  it('invoice numbers pasted as a spreadsheet column find each of them; a new search starts at the top', { timeout: TEST_TIMEOUT }, async () => {
    const invoices = await api('/billing/invoices');
    const wanted = [invoices[0], invoices[Math.floor(invoices.length / 2)], invoices[invoices.length - 1]].map((i) => i.invoiceNumber);
    assert.equal(new Set(wanted).size, 3, 'three different invoices');

    const page = await financePage();
    // Every status (no default filter), scrolled well down.
    await page.goto(`${shellUrl}/invoices?nf=1`);
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    const holder = page.locator('.ant-table-tbody-virtual-holder');
    await holder.hover();
    await page.mouse.wheel(0, 20 * 54);
    await page.waitForFunction(() => (document.querySelector('.ant-table-tbody-virtual-holder')?.scrollTop ?? 0) > 0);

    // A new search that still matches every invoice: the body goes back to its first rows.
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('inv');
    await page.waitForURL((url) => url.searchParams.get('search') === 'inv');
    await page.waitForFunction(() => document.querySelector('.ant-table-tbody-virtual-holder')?.scrollTop === 0);
    assert.ok((await holder.evaluate((element) => element.scrollHeight - element.clientHeight)) > 0, 'the rows still overflow the body');

    await box.fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await box.evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `${wanted.join('\r\n')}\r\n`);
    assert.equal(await box.inputValue(), wanted.join(' '), 'the pasted lines become numbers separated by spaces');
    await page.waitForURL((url) => url.searchParams.get('search') === wanted.join(' '));
    await rowCount(page).getByText(`3 of ${invoices.length.toLocaleString('en-US')} rows`, { exact: true }).waitFor();
    const shown = await gridRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));
    assert.deepEqual([...shown].sort(), [...wanted].sort(), 'exactly the pasted invoices');
    noPageErrors(page);
    await page.context().close();
  });

  /** The header's box and each named header cell's box, px. */
  const headerBoxes = (page, names) =>
    page.evaluate((wanted) => {
      const header = document.querySelector('.ant-table-header').getBoundingClientRect();
      const cells = [...document.querySelectorAll('.ant-table-thead th')];
      const boxes = Object.fromEntries(wanted.map((name) => {
        const box = cells.find((cell) => cell.textContent === name)?.getBoundingClientRect();
        return [name, box && { left: box.left, right: box.right }];
      }));
      return { header: { left: header.left, right: header.right }, boxes };
    }, names);
  const within = ({ header, boxes }, name) => boxes[name] && boxes[name].left >= header.left - 1 && boxes[name].right <= header.right + 1;

  it('at 1440 x 900 the invoices grid shows the amounts, keeps the invoice number and client in view when scrolled sideways, and shows each header whole on hover', { timeout: TEST_TIMEOUT }, async () => {
    const page = await signedInPage(browser, FINANCE, { landing: '/clients', viewport: { width: 1440, height: 900 } });
    await page.goto(`${shellUrl}/invoices`);
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    const atRest = await headerBoxes(page, ['Invoice Number', 'Client', 'Invoiced Amount', 'Amount Owed']);
    for (const name of ['Invoiced Amount', 'Amount Owed']) assert.ok(within(atRest, name), `'${name}' is in view at 1440 px: ${JSON.stringify(atRest)}`);

    // Scrolled to the last column: the pinned columns stay where they were.
    await page.locator('.ant-table-thead th[tabindex="0"]').last().focus();
    await page.waitForFunction(() => (document.querySelector('.ant-table-header')?.scrollLeft ?? 0) > 0);
    const scrolled = await headerBoxes(page, ['Invoice Number', 'Client', 'Invoiced Amount']);
    for (const name of ['Invoice Number', 'Client']) {
      assert.ok(within(scrolled, name), `'${name}' stays in view when scrolled sideways: ${JSON.stringify(scrolled)}`);
      assert.equal(Math.round(scrolled.boxes[name].left), Math.round(atRest.boxes[name].left), `'${name}' stays at the left`);
    }
    assert.ok(!within(scrolled, 'Invoiced Amount'), 'the unpinned columns scrolled away');
    // The body followed (a frame later): the first row's invoice number is still where its header is.
    await page.waitForTimeout(200);
    const numberCell = await gridRows(page).first().locator('.ant-table-cell').filter({ hasText: /^INV-/ }).evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    assert.equal(Math.round(numberCell.left), Math.round(scrolled.boxes['Invoice Number'].left), "the row's invoice number is still shown under its header");

    // Hover shows a header's whole text, the cut ones included.
    const headings = await page.locator('.ant-table-thead th .px-data-grid-heading').evaluateAll((spans) => spans.map((span) => [span.getAttribute('title'), span.textContent]));
    assert.ok(headings.length >= 10, `${headings.length} headers`);
    for (const [title, text] of headings) assert.equal(title, text);
    await screenshot(page, 'grids-invoices-1440');
    noPageErrors(page);
    await page.context().close();
  });

  it("at 1440 x 900 the clients grid shows '$ Awaiting Payment' and keeps the client name in view when scrolled sideways", { timeout: TEST_TIMEOUT }, async () => {
    const page = await signedInPage(browser, FINANCE, { landing: '/clients', viewport: { width: 1440, height: 900 } });
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    const atRest = await headerBoxes(page, ['Client Name', '$ Awaiting Payment']);
    assert.ok(within(atRest, '$ Awaiting Payment'), `'$ Awaiting Payment' is in view: ${JSON.stringify(atRest)}`);
    await page.locator('.ant-table-thead th[tabindex="0"]').last().focus();
    await page.waitForFunction(() => (document.querySelector('.ant-table-header')?.scrollLeft ?? 0) > 0);
    const scrolled = await headerBoxes(page, ['Client Name']);
    assert.ok(within(scrolled, 'Client Name'), `'Client Name' stays in view: ${JSON.stringify(scrolled)}`);
    noPageErrors(page);
    await page.context().close();
  });
});
