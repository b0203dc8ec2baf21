/**
 * The clients grid in server mode (docs/grid.md#server-mode: the client's Invoices tab and the
 * clients list use the same mechanism), as finance@px.local: the page's config.json is answered
 * with a `gridServerModeThreshold` below the seed's client count, so the small e2e seed is "above
 * the threshold":
 * - the grid never loads the whole list (no GET /billing/clients): it asks POST
 *   /billing/clients/search for windows and says 'N of M rows' from the API's counts; 'Total
 *   Awaiting Payments' is the API's total, the figure the whole list adds up to in USD at the stored
 *   rates;
 * - a search finds a client by its name, the Status filter's values carry the API's counts and its
 *   chip narrows the rows, a click on a column header sorts on the server.
 *
 * Read only.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, useBrowser } from '../lib/browser.mjs';
import { apiJson, fetchedRowKeys, filterChip, noPageErrors, rowCount, serverModePage as serverModePageOf } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const TEST_TIMEOUT = 120_000;
/** Clients above which the grid works in server mode in these journeys (config.json's gridServerModeThreshold). */
const THRESHOLD = 5;
/** Rows of a window the grid asks for (shared-kit SERVER_WINDOW_ROWS). */
const WINDOW_ROWS = 200;
const EMPTY = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };

const api = (path) => apiJson(FINANCE, path);

const browser = useBrowser();

const count = (n) => n.toLocaleString('en-US');
const usd = (n) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** A client's awaited amount in US cents at its stored rate, rounded half up (as the grid converts it). */
const usdCents = (client) => Math.round(Math.round((client.awaitingPayment / client.usdRate) * 100) / 100 * 100);

/** A finance page whose config.json says the server-mode threshold is {@link THRESHOLD}; its calls to /billing/clients on `page.apiCalls`. */
const serverModePage = () => serverModePageOf(browser, { email: FINANCE, landing: '/clients', threshold: THRESHOLD, recordPath: '/billing/clients' });

const searches = (page) => page.apiCalls.filter((call) => call.method === 'POST' && call.path === '/billing/clients/search');
const listLoads = (page) => page.apiCalls.filter((call) => call.method === 'GET' && call.path === '/billing/clients');

describe('clients grid in server mode (gridServerModeThreshold below the seed)', () => {
  it("asks the search for windows, never the whole list, and shows 'N of M rows' and Total Awaiting Payments from the API", { timeout: TEST_TIMEOUT }, async () => {
    const clients = await api('/billing/clients');
    assert.ok(clients.length > THRESHOLD, `the seed has more than ${THRESHOLD} clients (${clients.length})`);
    const totalUsd = clients.reduce((sum, client) => sum + usdCents(client), 0) / 100;

    const page = await serverModePage();
    await rowCount(page).getByText(`${count(clients.length)} of ${count(clients.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    assert.deepEqual(listLoads(page), [], 'the whole list is never loaded');
    const first = searches(page).find((call) => call.body.limit !== 1);
    assert.deepEqual(first.body, { state: EMPTY, after: null, limit: WINDOW_ROWS, counts: true });
    await page.getByText(usd(totalUsd), { exact: true }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'clients-server-mode-first-window');
    noPageErrors(page);
    await page.context().close();
  });

  it('finds a client by its name, filters by a status chip with the counts of the API, and sorts on the server', { timeout: TEST_TIMEOUT }, async () => {
    const clients = await api('/billing/clients');
    const active = clients.filter((client) => client.status === 'ACTIVE');
    assert.ok(active.length > 0, 'the seed has ACTIVE clients');
    const names = new Map();
    for (const client of clients) names.set(client.clientName.toLowerCase(), (names.get(client.clientName.toLowerCase()) ?? 0) + 1);
    const wanted = clients.find((client) => names.get(client.clientName.toLowerCase()) === 1 && !clients.some((other) => other !== client && other.clientName.toLowerCase().includes(client.clientName.toLowerCase())));
    assert.ok(wanted, 'the seed has a client whose name no other name contains');

    const page = await serverModePage();
    await rowCount(page).getByText(`${count(clients.length)} of ${count(clients.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });

    // Search: the text goes to the server as typed (after the filter delay); the client comes back.
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/billing/clients/search') && JSON.parse(request.postData() ?? '{}').state?.search === wanted.clientName,
      { timeout: 30_000 },
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill(wanted.clientName);
    await sent;
    // The seed's clients fit one window: only the count and the rows after the filter delay show the search answered.
    await rowCount(page).getByText(`1 of ${count(clients.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    assert.deepEqual(await fetchedRowKeys(page), [wanted.tenantId], 'the search shows the one client whose name it is');
    assert.ok(searches(page).some((call) => call.body.state.search === wanted.clientName), 'the search text was sent as typed');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await rowCount(page).getByText(`${count(clients.length)} of ${count(clients.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });

    // The Status filter lists each value with the API's count; applying Active shows its chip and its rows.
    await page.locator('.ant-table-thead').getByRole('button', { name: 'Filter Status' }).click();
    const panel = page.getByRole('group', { name: 'Status filter' });
    await panel.waitFor();
    await panel.getByRole('checkbox', { name: new RegExp(`^Active \\(${active.length}\\)$`) }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await filterChip(page, 'Status: Active').waitFor();
    await rowCount(page).getByText(`${count(active.length)} of ${count(clients.length)} rows`, { exact: true }).waitFor({ timeout: 30_000 });
    const activeIds = new Set(active.map((client) => client.tenantId));
    const shown = await fetchedRowKeys(page);
    assert.ok(shown.length > 0 && shown.every((key) => activeIds.has(key)), 'only ACTIVE clients are shown');
    // Total Awaiting Payments follows the filter: the ACTIVE clients' total.
    await page.getByText(usd(active.reduce((sum, client) => sum + usdCents(client), 0) / 100), { exact: true }).waitFor({ timeout: 30_000 });

    // Sort by '$ Awaiting Payment' descending (two clicks on its header): the ACTIVE client owing the most in USD comes first.
    const header = page.locator('.ant-table-thead th', { hasText: /^\$ Awaiting Payment$/ });
    await header.click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'awaitingPaymentInUsd:asc');
    // The URL changes before the grid renders the sort: the first window of the sort is what shows it was asked.
    const sortedAnswer = page.waitForResponse((response) => {
      const request = response.request();
      if (request.method() !== 'POST' || !request.url().endsWith('/billing/clients/search')) return false;
      const body = JSON.parse(request.postData() ?? '{}');
      return body.after === null && body.state?.sort?.field === 'awaitingPaymentInUsd' && body.state.sort.direction === 'desc';
    }, { timeout: 30_000 });
    await header.click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'awaitingPaymentInUsd:desc');
    const firstSorted = (await (await sortedAnswer).json()).rows[0]?.tenantId;
    // The grid shows that answer (the rows before the sort could start with the same client by chance).
    await page.waitForFunction((key) => document.querySelector('.ant-table-tbody .ant-table-row')?.getAttribute('data-row-key') === key, firstSorted, { timeout: 30_000 });
    const most = Math.max(...active.map(usdCents));
    const owingMost = active.filter((client) => usdCents(client) === most).map((client) => client.tenantId);
    await page.waitForFunction(
      (keys) => keys.includes(document.querySelector('.ant-table-tbody .ant-table-row')?.getAttribute('data-row-key')),
      owingMost,
      { timeout: 30_000 },
    );
    assert.ok(
      searches(page).some((call) => call.body.state.sort?.field === 'awaitingPaymentInUsd' && call.body.state.sort.direction === 'desc' && call.body.after === null),
      'the sort was asked of the server',
    );
    assert.deepEqual(listLoads(page), [], 'the whole list is never loaded');
    await screenshot(page, 'clients-server-mode-filtered-sorted');
    noPageErrors(page);
    await page.context().close();
  });
});
