/**
 * Offboarding with a preview, as org.admin@px.local (docs/org-admin.md#offboarding):
 * a search by one tenant's e-mail domain, select-all from the header checkbox, then Offboard Users
 * shows the server's preview: the active users only (the inactive ones cannot be selected and are
 * left out); confirming offboards exactly those users, read back through the API, and the same rows
 * sent again are refused with 409 (their state changed since the preview), changing nothing.
 *
 * With users listed, nothing focusable sits under aria-hidden in the grid (axe's aria-hidden-focus:
 * the table's hidden measure row once copied the header's 'Users Selected' checkbox).
 *
 * The domain is chosen through the API before the journey: one whose users include at least one
 * active user that may be offboarded and at least one inactive user (seeded users are active with
 * a chance of 85 %, so each run finds a domain still untouched).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { mainArea, newPage, screenshot, signIn, toast, useBrowser } from '../lib/browser.mjs';
import { apiCall } from '../lib/journeys.mjs';

const ORG_ADMIN = 'org.admin@px.local';
const TEST_TIMEOUT = 120_000;
/** Types the console never offers for offboarding (docs/org-admin.md#the-grid). */
const PROTECTED_TYPES = ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER'];

/** POSTs `body` to the API as the org admin; answers the status and the parsed body. */
const post = (path, body) => apiCall(ORG_ADMIN, path, { method: 'POST', body: JSON.stringify(body) });

async function search(email) {
  const { status, body } = await post('/internal-users/search', { email });
  assert.equal(status, 200, `search ${email}`);
  return body;
}

const domainOf = (email) => email.slice(email.indexOf('@'));
const offboardable = (row) => row.active && !PROTECTED_TYPES.includes(row.type);
const key = (row) => `${row.tenantId}/${row.email}`;

/** A tenant domain with at least one offboardable active user and one inactive user, and its rows. */
async function planDomain() {
  const byDomain = new Map();
  for (const row of await search('@')) {
    const domain = domainOf(row.email);
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), row]);
  }
  const found = [...byDomain.entries()]
    // Not the provider's staff (px-partners), whose rows span several tenants.
    .filter(([domain]) => !domain.includes('px-partners'))
    .find(([, rows]) => rows.some(offboardable) && rows.some((row) => !row.active));
  assert.ok(found, 'a seeded domain with active and inactive users');
  const [domain] = found;
  // The grid shows what the server answers for the domain (another tenant's e-mails could contain it).
  return { domain, rows: await search(domain) };
}

const browser = useBrowser();

describe('Offboard Users previews, and offboards exactly the previewed users', () => {
  it('with users listed, the grid has no focusable element under aria-hidden (axe aria-hidden-focus)', { timeout: TEST_TIMEOUT }, async () => {
    const { domain, rows } = await planDomain();
    const page = await newPage(browser);
    await signIn(page, ORG_ADMIN);
    await page.waitForURL((url) => url.pathname === '/internal-user-management', { timeout: 30_000 });
    const main = mainArea(page);
    await main.getByPlaceholder('Search by email').fill(domain);
    await main.getByPlaceholder('Search by email').press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('.ant-table-tbody .ant-table-row').length === n, rows.length, { timeout: 30_000 });
    // The header checkbox is enabled once selectable users are listed: a copy of it would be focusable.
    assert.equal(await main.getByRole('checkbox', { name: /Users Selected/ }).isEnabled(), true);
    const result = await new AxeBuilder({ page }).include('.px-data-grid').withRules(['aria-hidden-focus']).analyze();
    assert.deepEqual(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`), []);
    assert.ok(result.passes.some((rule) => rule.id === 'aria-hidden-focus'), 'axe checked the hidden parts of the grid');
    await page.context().close();
  });

  it('select-all leaves inactive users out; the preview lists the active ones; confirming offboards exactly those', { timeout: TEST_TIMEOUT }, async () => {
    const { domain, rows } = await planDomain();
    const expected = rows.filter(offboardable).sort((a, b) => key(a).localeCompare(key(b)));
    const inactive = rows.filter((row) => !row.active);
    const untouched = rows.filter((row) => !offboardable(row));

    const page = await newPage(browser);
    await signIn(page, ORG_ADMIN);
    await page.waitForURL((url) => url.pathname === '/internal-user-management', { timeout: 30_000 });
    const main = mainArea(page);
    const searchBox = main.getByPlaceholder('Search by email');
    await searchBox.fill(domain);
    await searchBox.press('Enter');
    const gridRows = main.locator('.ant-table-tbody .ant-table-row');
    await page.waitForFunction((n) => document.querySelectorAll('.ant-table-tbody .ant-table-row').length === n, rows.length, { timeout: 30_000 });

    // Inactive rows cannot be selected.
    for (const row of inactive) {
      const line = gridRows.filter({ hasText: row.email }).filter({ hasText: row.tenantId });
      assert.equal(await line.getByRole('checkbox').isDisabled(), true, `${key(row)} cannot be selected`);
    }

    await main.getByRole('checkbox', { name: '0 Users Selected' }).check();
    await main.getByRole('checkbox', { name: `${expected.length} Users Selected` }).waitFor();
    await main.getByRole('button', { name: 'Offboard Users' }).click();

    const dialog = page.getByRole('dialog', { name: 'Offboard Users' });
    await dialog.getByText(`${expected.length} ${expected.length === 1 ? 'record' : 'records'} will be changed`).waitFor({ timeout: 30_000 });
    const previewed = (await dialog.getByRole('table', { name: 'Records to change' }).locator('tbody tr.ant-table-row td:first-child').allInnerTexts()).sort();
    assert.deepEqual(previewed, expected.map((row) => `${row.email} (tenant ${row.tenantId})`).sort());
    for (const row of inactive) assert.equal(previewed.includes(`${row.email} (tenant ${row.tenantId})`), false, `${key(row)} is not previewed`);
    await screenshot(page, 'offboard-preview');

    // Nothing changed by the preview.
    const afterPreview = await search(domain);
    assert.deepEqual(afterPreview.filter(offboardable).map(key).sort(), expected.map(key));

    await dialog.getByRole('button', { name: 'Offboard Users' }).click();
    await toast(page, 'Selected Users are offboarded successfully', 60_000);

    const now = new Map((await search(domain)).map((row) => [key(row), row]));
    for (const row of expected) assert.equal(now.get(key(row))?.active, false, `${key(row)} is offboarded`);
    for (const row of untouched) assert.deepEqual(now.get(key(row)), row, `${key(row)} is unchanged`);
    await main.getByRole('checkbox', { name: '0 Users Selected' }).waitFor();

    // The same rows as previewed (active) are refused now: their state changed since the preview.
    const again = await post('/internal-users/offboard', expected);
    assert.equal(again.status, 409);
    assert.match(again.body.message, /^These users changed since they were loaded: .*Nothing was offboarded: search again and review the preview\.$/);
    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
    await page.context().close();
  });
});
