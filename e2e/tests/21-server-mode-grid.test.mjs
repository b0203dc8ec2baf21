/**
 * The invoices grid in server mode (docs/grid.md#server-mode), as finance@px.local: the page's
 * config.json is answered with a `gridServerModeThreshold` below the seed's invoice count, so the
 * small e2e seed is "above the threshold":
 * - the grid never loads the whole list (no GET /billing/invoices): it asks POST
 *   /billing/invoices/search for windows and says 'N of M rows' from the API's counts;
 * - a search finds an invoice by its number, the status filter's values carry the API's counts and
 *   its chip narrows the rows, a click on a column header sorts on the server;
 * - scrolling past the first window fetches the next one after the cursor (when the seed has more
 *   than one window of rows);
 * - bulk Mark as Paid previews exactly the ticked rows; cancelling changes nothing;
 * - the header's select all selects every invoice the search and filters match ('All N matching
 *   selected', N the API's count) and shows Total Amount Owed: bulk Mark as Paid previews them all
 *   by the query (the API's matching count, changed plus skipped); cancelling changes nothing;
 * - Download invoices of a select all is offered for 130 or fewer matching invoices only.
 *
 * Read only: the previews are cancelled, the download is not asked for.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, shellUrl, useBrowser } from '../lib/browser.mjs';
import { apiJson, fetchedRowKeys, fetchedRows, filterChip, noPageErrors, rowCount, serverModePage as serverModePageOf } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const TEST_TIMEOUT = 120_000;
const UNPAID = ['AWAITING_PAYMENT', 'OVERDUE'];
/** Rows above which the grid works in server mode in these journeys (config.json's gridServerModeThreshold). */
const THRESHOLD = 5;
/** Rows of a window the grid asks for (shared-kit SERVER_WINDOW_ROWS). */
const WINDOW_ROWS = 200;

const api = (path) => apiJson(FINANCE, path);

const browser = useBrowser();

const count = (n) => n.toLocaleString('en-US');

/** A finance page whose config.json says the server-mode threshold is {@link THRESHOLD}; its calls to /billing/invoices on `page.apiCalls`. */
const serverModePage = () => serverModePageOf(browser, { email: FINANCE, landing: '/clients', threshold: THRESHOLD, recordPath: '/billing/invoices' });

const searches = (page) => page.apiCalls.filter((call) => call.method === 'POST' && call.path === '/billing/invoices/search');
const listLoads = (page) => page.apiCalls.filter((call) => call.method === 'GET' && call.path === '/billing/invoices');

describe('invoices grid in server mode (gridServerModeThreshold below the seed)', () => {
  it("asks the search for windows, never the whole list, and counts 'N of M rows' from the API", { timeout: TEST_TIMEOUT }, async () => {
    const invoices = await api('/billing/invoices');
    assert.ok(invoices.length > THRESHOLD, `the seed has more than ${THRESHOLD} invoices (${invoices.length})`);
    const unpaid = invoices.filter((i) => UNPAID.includes(i.invoiceStatus)).length;

    const page = await serverModePage();
    await page.goto(`${shellUrl}/invoices`);
    await rowCount(page).getByText(`${count(unpaid)} of ${count(invoices.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    assert.deepEqual(listLoads(page), [], 'the whole list is never loaded');
    const first = searches(page).find((call) => call.body.limit !== 1);
    assert.deepEqual(first.body, {
      state: { search: '', sets: { invoiceStatus: UNPAID }, dates: {}, amounts: {}, stock: 'all', sort: { field: 'invoiceDate', direction: 'desc' } },
      after: null,
      limit: WINDOW_ROWS,
      counts: true,
    });
    await screenshot(page, 'server-mode-grid-first-window');
    noPageErrors(page);
    await page.context().close();
  });

  it('finds an invoice by its number, filters by a status chip with the counts of the API, and sorts on the server', { timeout: TEST_TIMEOUT }, async () => {
    const invoices = await api('/billing/invoices');
    const paid = invoices.filter((i) => i.invoiceStatus === 'PAID');
    assert.ok(paid.length > 0, 'the seed has PAID invoices');
    const wanted = paid[Math.floor(paid.length / 2)];

    const page = await serverModePage();
    // Every status (no default filter).
    await page.goto(`${shellUrl}/invoices?nf=1`);
    await rowCount(page).getByText(`${count(invoices.length)} of ${count(invoices.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });

    // Search: the text goes to the server as typed; one row comes back.
    await page.getByRole('searchbox', { name: 'Search' }).fill(wanted.invoiceNumber);
    await rowCount(page).getByText(`1 of ${count(invoices.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    assert.deepEqual(await fetchedRowKeys(page), [wanted.invoiceNumber]);
    assert.ok(searches(page).some((call) => call.body.state.search === wanted.invoiceNumber), 'the search text was sent as typed');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await rowCount(page).getByText(`${count(invoices.length)} of ${count(invoices.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });

    // The status filter lists each value with the API's count; applying PAID shows its chip and its rows.
    await page.locator('.ant-table-thead').getByRole('button', { name: 'Filter Status' }).click();
    const panel = page.getByRole('group', { name: 'Status filter' });
    await panel.waitFor();
    const paidOption = panel.getByRole('checkbox', { name: new RegExp(`^PAID \\(${paid.length}\\)$`) });
    await paidOption.check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await filterChip(page, 'Status: PAID').waitFor();
    await rowCount(page).getByText(`${count(paid.length)} of ${count(invoices.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    const shown = await fetchedRowKeys(page);
    const paidNumbers = new Set(paid.map((i) => i.invoiceNumber));
    assert.ok(shown.length > 0 && shown.every((key) => paidNumbers.has(key)), 'only PAID invoices are shown');

    // Sort by Due Date ascending (a click on its header): the first row is one of the PAID invoices due first.
    // The URL changes before the grid renders the sort: the first window of the sort is what shows it was asked.
    const sortedAnswer = page.waitForResponse((response) => {
      const request = response.request();
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/billing/invoices/search') return false;
      const body = JSON.parse(request.postData() ?? '{}');
      return body.after === null && body.state?.sort?.field === 'dueDate' && body.state.sort.direction === 'asc';
    }, { timeout: 30_000 });
    await page.locator('.ant-table-thead th', { hasText: /^Due Date$/ }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'dueDate:asc');
    const firstSorted = (await (await sortedAnswer).json()).rows[0]?.invoiceNumber;
    // The grid shows that answer (the rows before the sort could start with an invoice due as early by chance).
    await page.waitForFunction((key) => document.querySelector('.ant-table-tbody .ant-table-row')?.getAttribute('data-row-key') === key, firstSorted, { timeout: 30_000 });
    const earliest = paid.map((i) => i.dueDate).sort()[0];
    await page.waitForFunction(
      ([dueDates, day]) => dueDates[document.querySelector('.ant-table-tbody .ant-table-row')?.getAttribute('data-row-key')] === day,
      [Object.fromEntries(paid.map((i) => [i.invoiceNumber, i.dueDate])), earliest],
      { timeout: 30_000 },
    );
    assert.ok(
      searches(page).some((call) => call.body.state.sort?.field === 'dueDate' && call.body.state.sort.direction === 'asc' && call.body.after === null),
      'the sort was asked of the server',
    );
    assert.deepEqual(listLoads(page), [], 'the whole list is never loaded');
    noPageErrors(page);
    await page.context().close();
  });

  it('scrolling past the first window fetches the next one after its cursor', { timeout: TEST_TIMEOUT }, async (t) => {
    const invoices = await api('/billing/invoices');
    if (invoices.length <= WINDOW_ROWS) {
      t.skip(`the seed has ${invoices.length} invoices: one window holds them all`);
      return;
    }
    const page = await serverModePage();
    await page.goto(`${shellUrl}/invoices?nf=1`);
    await rowCount(page).getByText(`${count(invoices.length)} of ${count(invoices.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    const afterCursor = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/billing/invoices/search' && Boolean(JSON.parse(request.postData() ?? '{}').after),
      { timeout: 30_000 },
    );
    await page.locator('.ant-table-tbody-virtual-holder').hover();
    // Past the first window's rows (WINDOW_ROWS rows of at least 40 px).
    for (let step = 0; step < 10; step += 1) await page.mouse.wheel(0, 2000);
    await afterCursor;
    const next = searches(page).find((call) => call.body.after);
    assert.ok(next, 'a window after the first was asked for');
    assert.equal(next.body.counts, false, 'the counts come with the first window only');
    noPageErrors(page);
    await page.context().close();
  });

  it('bulk Mark as Paid previews exactly the ticked rows; cancelling changes nothing', { timeout: TEST_TIMEOUT }, async () => {
    const before = await api('/billing/invoices');
    const page = await serverModePage();
    await page.goto(`${shellUrl}/invoices`);
    await fetchedRows(page).first().waitFor({ timeout: 30_000 });
    const ticked = (await fetchedRowKeys(page)).slice(0, 2);
    for (const key of ticked) await page.locator(`.ant-table-tbody .ant-table-row[data-row-key="${key}"]`).getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByText(`${ticked.length} selected`, { exact: true }).waitFor();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/records? will be (changed|skipped)/).first().waitFor({ timeout: 30_000 });
    const preview = page.apiCalls.find((call) => call.path === '/billing/invoices/update-status');
    assert.deepEqual(new Set(preview.body.invoiceNumbers), new Set(ticked), 'the preview covers exactly the ticked rows');
    assert.match(preview.query, /dryRun=true/);
    await screenshot(page, 'server-mode-grid-preview');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const afterwards = await api('/billing/invoices');
    const statuses = (list) => new Map(list.filter((i) => ticked.includes(i.invoiceNumber)).map((i) => [i.invoiceNumber, i.invoiceStatus]));
    assert.deepEqual(statuses(afterwards), statuses(before), 'the preview changed nothing');
    assert.equal(page.apiCalls.filter((call) => call.path === '/billing/invoices/update-status').length, 1, 'no write after the preview');
    noPageErrors(page);
    await page.context().close();
  });

  it("select all selects every matching invoice: 'All N matching selected', and Mark as Paid previews them all by the query; cancelling changes nothing", { timeout: TEST_TIMEOUT }, async () => {
    const before = await api('/billing/invoices');
    const unpaid = before.filter((i) => UNPAID.includes(i.invoiceStatus));
    assert.ok(unpaid.length > 0, 'the seed has unpaid invoices');
    const page = await serverModePage();
    await page.goto(`${shellUrl}/invoices`);
    await rowCount(page).getByText(`${count(unpaid.length)} of ${count(before.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    // Server mode shows what the matching invoices owe (not '--', which says no rows).
    await page.getByLabel('Total Amount Owed').filter({ hasNotText: /: --$/ }).waitFor({ timeout: 30_000 });

    await page.locator('.ant-table-thead').getByRole('checkbox', { name: 'Select all' }).check();
    await rowCount(page).getByText(`All ${count(unpaid.length)} matching selected`, { exact: true }).waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await toolbar.getByText(`All ${count(unpaid.length)} matching selected`, { exact: true }).waitFor();

    const previewed = page.waitForResponse((response) => new URL(response.url()).pathname === '/billing/invoices/update-status', { timeout: 30_000 });
    await toolbar.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    const answer = await (await previewed).json();
    const call = page.apiCalls.find((c) => c.path === '/billing/invoices/update-status');
    assert.match(call.query, /dryRun=true/);
    assert.equal(call.body.invoiceNumbers, undefined, 'the preview sends the query, not invoice numbers');
    assert.deepEqual(call.body.matching, {
      state: { search: '', sets: { invoiceStatus: UNPAID }, dates: {}, amounts: {}, stock: 'all', sort: { field: 'invoiceDate', direction: 'desc' } },
    });
    // Invoices with a card payment in progress are skipped; the others would be marked PAID.
    assert.equal(answer.count + answer.skippedCount, unpaid.length, "the preview covers the API's matching count");
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${answer.count} ${answer.count === 1 ? 'record' : 'records'} will be changed`, { exact: true }).waitFor({ timeout: 30_000 });
    if (answer.count > answer.invoices.length) await dialog.getByText(`and ${answer.count - answer.invoices.length} more`, { exact: true }).waitFor();
    await screenshot(page, 'server-mode-grid-select-all-preview');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const afterwards = await api('/billing/invoices');
    const statuses = (list) => list.map((i) => `${i.invoiceNumber} ${i.invoiceStatus} ${i.amountOwed}`).sort();
    assert.deepEqual(statuses(afterwards), statuses(before), 'the preview changed nothing');
    assert.equal(page.apiCalls.filter((c) => c.path === '/billing/invoices/update-status').length, 1, 'no write after the preview');
    noPageErrors(page);
    await page.context().close();
  });

  it('Download invoices of a select all is offered for 130 or fewer matching invoices only', { timeout: TEST_TIMEOUT }, async () => {
    const invoices = await api('/billing/invoices');
    const page = await serverModePage();
    await page.goto(`${shellUrl}/invoices?nf=1`);
    await rowCount(page).getByText(`${count(invoices.length)} of ${count(invoices.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
    const download = toolbar.getByRole('button', { name: 'Download invoices' });
    const selectAll = page.locator('.ant-table-thead').getByRole('checkbox', { name: 'Select all' });

    await selectAll.check();
    await toolbar.getByText(`All ${count(invoices.length)} matching selected`, { exact: true }).waitFor();
    assert.equal(await download.isEnabled(), invoices.length <= 130, `Download invoices is offered for ${invoices.length} matching invoices only if they are 130 or fewer`);

    // A new search ends the select all; selecting all of its one match offers the download.
    const one = invoices[0].invoiceNumber;
    await page.getByRole('searchbox', { name: 'Search' }).fill(one);
    await rowCount(page).getByText(`1 of ${count(invoices.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    await toolbar.getByText('0 selected', { exact: true }).waitFor();
    await selectAll.check();
    await toolbar.getByText('All 1 matching selected', { exact: true }).waitFor();
    assert.equal(await download.isEnabled(), true, 'Download invoices is offered for one matching invoice');
    assert.equal(page.apiCalls.filter((c) => c.path === '/billing/invoices/download').length, 0);
    noPageErrors(page);
    await page.context().close();
  });
});
