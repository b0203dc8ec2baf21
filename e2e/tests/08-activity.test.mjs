/**
 * The action log in the browser: finance marks two invoices paid in one bulk
 * action; finance's Activity page (reached from the top bar) shows that entry with both invoice
 * numbers; a platform admin's Activity page does not; and the History drawer of one of the
 * invoices shows its status change.
 *
 * The two invoices are chosen through the API before the journey: unpaid, with an amount, no card
 * payment in progress or failed (the retry journeys' invoices), and preferably of one client (so
 * one client filter shows both).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { idToken, newPage, screenshot, shellUrl, signIn, stack, useBrowser } from '../lib/browser.mjs';

const FINANCE = 'finance@px.local';
const PLATFORM_ADMIN = 'platform.admin@px.local';
const TEST_TIMEOUT = 120_000;
const UNPAID = ['AWAITING_PAYMENT', 'OVERDUE'];
/** The unpaid statuses as the console writes them. */
const STATUS_LABEL = { AWAITING_PAYMENT: 'Awaiting Payment', OVERDUE: 'Overdue' };

const tokens = {};
async function api(email, path) {
  tokens[email] ??= await idToken(email);
  const response = await fetch(stack.apiUrl + path, { headers: { Authorization: `Bearer ${tokens[email]}` } });
  return { status: response.status, body: response.status === 200 ? await response.json() : await response.text() };
}

async function financeApi(path) {
  const { status, body } = await api(FINANCE, path);
  assert.equal(status, 200, `GET ${path}`);
  return body;
}

/** Two unpaid invoices with an amount and no card payment in progress, of one client when one has two. */
async function planMarkPaid() {
  const invoices = (await financeApi('/billing/invoices'))
    .filter((i) => UNPAID.includes(i.invoiceStatus) && i.invoicedAmount > 0 && !['REQUESTED', 'FAILURE'].includes(i.cardPaymentStatus))
    .sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber));
  const byClient = new Map();
  for (const invoice of invoices) byClient.set(invoice.tenantId, [...(byClient.get(invoice.tenantId) ?? []), invoice]);
  const pair = [...byClient.values()].find((list) => list.length >= 2)?.slice(0, 2) ?? invoices.slice(0, 2);
  assert.equal(pair.length, 2, 'the seed still has two unpaid invoices to mark paid');
  return pair;
}

const browser = useBrowser();
let targets;
before(async () => {
  targets = await planMarkPaid();
});

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text) => new RegExp(`^${escapeRegExp(text)}$`);
const gridRows = (page) => page.locator('.ant-table-tbody .ant-table-row');
const gridRow = (page, text) => gridRows(page).filter({ has: page.locator('.ant-table-cell', { hasText: exactly(text) }) });

function invoicesUrl(params) {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(params)) for (const value of [values].flat()) search.append(key, value);
  return `/invoices?${search}`;
}

/**
 * Opens the Activity page through the top bar's link and waits for the API's answer, then for the
 * table to draw it: the answer's first entry, or (no entry) the table at rest. The table's empty
 * placeholder shows while it loads too, so it alone does not say the answer is drawn.
 */
async function openActivity(page) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/action-log') && response.request().method() === 'GET', { timeout: 30_000 });
  await page.locator('header.ant-layout-header').getByRole('link', { name: 'Activity', exact: true }).click();
  const response = await answered;
  assert.equal(response.status(), 200, 'GET /action-log');
  const { entries } = await response.json();
  await page.waitForURL((url) => url.pathname === '/activity', { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Activity', exact: true }).waitFor({ timeout: 30_000 });
  if (entries.length > 0) await gridRows(page).and(page.locator(`[data-row-key=${JSON.stringify(entries[0].id)}]`)).waitFor({ timeout: 30_000 });
  else await page.waitForFunction(() => document.querySelector('.ant-table-placeholder') && !document.querySelector('.ant-table-wrapper .ant-spin-spinning'), null, { timeout: 30_000 });
}

/** The Activity rows naming every one of `invoiceNumbers`. */
function entryRows(page, invoiceNumbers) {
  return invoiceNumbers.reduce((rows, number) => rows.filter({ hasText: number }), gridRows(page));
}

describe('action log: Activity page and History drawer', () => {
  it("finance's bulk mark-paid shows on finance's Activity page with both invoices, not on a platform admin's, and in the invoice's History", { timeout: TEST_TIMEOUT }, async (t) => {
    const numbers = targets.map((i) => i.invoiceNumber);
    t.diagnostic(`marking paid: ${targets.map((i) => `${i.invoiceNumber} (${i.invoiceStatus}, ${i.client})`).join(', ')}`);

    // 1. Finance marks both paid in one bulk action.
    const page = await newPage(browser);
    await signIn(page, FINANCE);
    await page.waitForURL((url) => url.pathname === '/clients', { timeout: 30_000 });
    await page.goto(shellUrl + invoicesUrl({ 'f.client': [...new Set(targets.map((i) => i.client))], 'f.invoiceStatus': UNPAID }));
    for (const n of numbers) await gridRow(page, n).waitFor({ timeout: 30_000 });
    for (const n of numbers) await gridRow(page, n).getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByText('2 selected', { exact: true }).waitFor();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Status updated successfully' }).first().waitFor({ timeout: 30_000 });
    for (const n of numbers) assert.equal((await financeApi(`/billing/invoices/${encodeURIComponent(n)}`)).invoiceStatus, 'PAID');

    // 2. Finance's Activity page shows one entry naming both invoices, by finance, with each change.
    await openActivity(page);
    const rows = entryRows(page, numbers);
    await rows.first().waitFor({ timeout: 30_000 });
    assert.equal(await rows.count(), 1, 'one entry names both invoices');
    const text = await rows.first().innerText();
    assert.match(text, /Status changed/);
    assert.match(text, new RegExp(escapeRegExp(FINANCE)));
    for (const invoice of targets) assert.match(text, new RegExp(escapeRegExp(`${invoice.invoiceNumber} · Status: ${STATUS_LABEL[invoice.invoiceStatus]} → Paid`)));
    await screenshot(page, 'activity-finance');

    // The filters live in the URL: the invoice filter keeps the entry.
    await page.goto(shellUrl + `/activity?entity=invoice&targetId=${encodeURIComponent(numbers[0])}`);
    await entryRows(page, numbers).first().waitFor({ timeout: 30_000 });

    // 3. The History drawer of the first invoice shows its status change.
    await page.goto(shellUrl + `/invoices/${encodeURIComponent(numbers[0])}`);
    await page.getByRole('heading', { name: `Invoice ${numbers[0]}` }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const drawer = page.locator('.ant-drawer', { hasText: `History · Invoice ${numbers[0]}` });
    const entry = drawer.getByRole('list', { name: 'History' }).getByRole('listitem').filter({ hasText: `Status: ${STATUS_LABEL[targets[0].invoiceStatus]} → Paid` });
    await entry.first().waitFor({ timeout: 30_000 });
    assert.match(await entry.first().innerText(), new RegExp(escapeRegExp(FINANCE)));
    await screenshot(page, 'activity-invoice-history');
    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
    await page.context().close();

    // 4. A platform admin's Activity page never shows it (billing is finance's area).
    const admin = await newPage(browser);
    await signIn(admin, PLATFORM_ADMIN);
    await admin.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await openActivity(admin);
    for (const n of numbers) assert.equal(await gridRows(admin).filter({ hasText: n }).count(), 0, `${n} not on a platform admin's Activity page`);
    const adminList = await api(PLATFORM_ADMIN, '/action-log?pageSize=200');
    assert.equal(adminList.status, 200);
    assert.equal(adminList.body.entries.some((e) => e.area === 'billing' || numbers.some((n) => e.targetIds.includes(n))), false);
    assert.equal((await api(PLATFORM_ADMIN, `/action-log/invoice/${encodeURIComponent(numbers[0])}`)).status, 403);
    await screenshot(admin, 'activity-platform-admin');
    assert.deepEqual(admin.errors, [], 'no uncaught errors in the page');
    await admin.context().close();
  });
});
