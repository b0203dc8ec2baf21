/**
 * Writes a careful user can trust (docs/writes.md, docs/leaving.md):
 * - a double click on the confirm of Mark as Paid (finance) and of Offboard Users (org admin) sends
 *   one write, with an Idempotency-Key, shows no red toast, and the rows update;
 * - typed input on Onboard New Tenant asks before the browser's Back, a menu link and a reload (the
 *   browser's own prompt), and Cancel keeps the input.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mainArea, newPage, signIn, toast, useBrowser } from '../lib/browser.mjs';
import { apiJson, exactly, gridRows, signedInPage } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const ORG_ADMIN = 'org.admin@px.local';
const PLATFORM_ADMIN = 'platform.admin@px.local';
const TEST_TIMEOUT = 180_000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

const browser = useBrowser();

/**
 * Records the real POSTs the page sends to `path`, with their Idempotency-Key: not a dry run, and
 * not a poll of an asynchronous request (the same call with its request_id header).
 */
function recordWrites(page, path) {
  const writes = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const headers = request.headers();
    if (request.method() === 'POST' && url.pathname === path && url.searchParams.get('dryRun') !== 'true' && !headers.request_id) writes.push(headers['idempotency-key']);
  });
  return writes;
}

const errorToasts = (page) => page.locator('.ant-notification-notice-error');

describe('a double click writes once (docs/writes.md)', () => {
  it('Mark as Paid: one write, no red toast, the invoice is PAID', { timeout: TEST_TIMEOUT }, async () => {
    const invoices = await apiJson(FINANCE, '/billing/invoices');
    const target = invoices
      .filter((i) => ['AWAITING_PAYMENT', 'OVERDUE'].includes(i.invoiceStatus) && i.invoicedAmount > 0 && !['FAILURE', 'REQUESTED'].includes(i.cardPaymentStatus))
      .sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate))[0];
    assert.ok(target, 'an unpaid invoice without a card payment');
    const page = await signedInPage(browser, FINANCE, { landing: '/clients' });
    const writes = recordWrites(page, '/billing/invoices/update-status');
    const params = new URLSearchParams([['f.client', target.client], ['f.invoiceStatus', 'AWAITING_PAYMENT'], ['f.invoiceStatus', 'OVERDUE']]);
    await page.goto(`${new URL(page.url()).origin}/invoices?${params}`);
    const row = gridRows(page).filter({ has: page.locator('.ant-table-cell', { hasText: exactly(target.invoiceNumber) }) });
    await row.getByRole('checkbox').check({ timeout: 30_000 });
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1 record will be changed', { exact: true }).waitFor({ timeout: 30_000 });

    await dialog.getByRole('button', { name: 'Mark as Paid', exact: true }).dblclick();
    await toast(page, 'Status updated successfully');
    await page.waitForTimeout(1500);

    assert.equal(writes.length, 1, 'one write');
    assert.match(writes[0] ?? '', UUID_V4);
    assert.equal(await errorToasts(page).count(), 0, 'no red toast');
    const after = await apiJson(FINANCE, `/billing/invoices/${encodeURIComponent(target.invoiceNumber)}`);
    assert.equal(after.invoiceStatus, 'PAID');
    // The row leaves the unpaid view.
    await row.waitFor({ state: 'detached', timeout: 30_000 });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('Offboard Users: one write, no red toast, the rows are no longer selected and read Active No', { timeout: TEST_TIMEOUT }, async () => {
    const rows = await apiJson(ORG_ADMIN, '/internal-users/search', { method: 'POST', body: JSON.stringify({ email: '@' }) });
    const protectedTypes = ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER'];
    const user = rows.find((row) => row.active && !protectedTypes.includes(row.type) && !row.email.includes('px-partners'));
    assert.ok(user, 'an active user that may be offboarded');

    const page = await newPage(browser);
    await signIn(page, ORG_ADMIN);
    await page.waitForURL((url) => url.pathname === '/internal-user-management', { timeout: 30_000 });
    const writes = recordWrites(page, '/internal-users/offboard');
    const main = mainArea(page);
    const searchBox = main.getByPlaceholder('Search by email');
    await searchBox.fill(user.email);
    await searchBox.press('Enter');
    const line = gridRows(page).filter({ hasText: user.email }).filter({ hasText: user.tenantId });
    await line.getByRole('checkbox').check({ timeout: 30_000 });
    await main.getByRole('button', { name: 'Offboard Users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Offboard Users' });
    await dialog.getByText('1 record will be changed').waitFor({ timeout: 30_000 });

    await dialog.getByRole('button', { name: 'Offboard Users' }).dblclick();
    await page.locator('.ant-notification-notice', { hasText: 'Selected Users are offboarded successfully' }).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);

    assert.equal(writes.length, 1, 'one write');
    assert.match(writes[0] ?? '', UUID_V4);
    assert.equal(await errorToasts(page).count(), 0, 'no red toast');
    const now = (await apiJson(ORG_ADMIN, '/internal-users/search', { method: 'POST', body: JSON.stringify({ email: user.email }) })).find((row) => row.tenantId === user.tenantId);
    assert.equal(now?.active, false, 'offboarded');
    await main.getByRole('checkbox', { name: '0 Users Selected' }).waitFor({ timeout: 30_000 });
    assert.equal(await line.getByRole('checkbox').isChecked(), false, 'the row is no longer selected');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

describe('leaving a page with typed input (docs/leaving.md)', () => {
  it("Onboard New Tenant: Back asks 'You have some unsaved changes...'; Cancel keeps the page and the input", { timeout: TEST_TIMEOUT }, async () => {
    const page = await signedInPage(browser, PLATFORM_ADMIN, { landing: '/dashboard' });
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Onboard New Tenant' }).click();
    await page.waitForURL((url) => url.pathname === '/new-tenant');
    const tenantId = mainArea(page).getByLabel('Tenant ID');
    await tenantId.click();
    await tenantId.fill('T-TYPED-1');

    const asked = [];
    page.on('dialog', (dialog) => {
      asked.push([dialog.type(), dialog.message()]);
      void dialog.dismiss();
    });
    await page.evaluate(() => history.back());
    await page.waitForTimeout(1500);
    assert.deepEqual(asked, [['confirm', UNSAVED]]);
    assert.equal(new URL(page.url()).pathname, '/new-tenant');
    assert.equal(await tenantId.inputValue(), 'T-TYPED-1');

    // A menu link asks too.
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Tenant Config' }).click();
    await page.waitForTimeout(1000);
    assert.deepEqual(asked.at(-1), ['confirm', UNSAVED]);
    assert.equal(new URL(page.url()).pathname, '/new-tenant');
    assert.equal(await tenantId.inputValue(), 'T-TYPED-1');

    // A reload asks through the browser's own prompt; staying keeps the page and the input.
    const prompts = asked.length;
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    assert.deepEqual(asked.slice(prompts).map(([type]) => type), ['beforeunload']);
    assert.equal(await tenantId.inputValue(), 'T-TYPED-1');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
