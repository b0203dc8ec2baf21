import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, screenshot, shellUrl, signIn, useBrowser } from '../lib/browser.mjs';

const browser = useBrowser();

async function landedOn(page, path) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
}

describe('each demo user signs in and lands on the landing page of their role', () => {
  it('PLATFORM_ADMIN lands on /dashboard with its tiles, test-only tiles included, no internal-user tile', async () => {
    const page = await newPage(browser);
    await signIn(page, 'platform.admin@px.local');
    await landedOn(page, '/dashboard');
    await page.getByText('Onboard New Tenant').first().waitFor();
    for (const tile of ['Tenant Config', 'Decommission Tenant', 'Buyer Decrypt', 'Pxnr Sync', 'Sync Settings', 'Cache Management', 'Splash Page Config']) {
      await page.getByText(tile, { exact: true }).first().waitFor({ timeout: 5000 });
    }
    assert.equal(await page.getByText('Internal User Management', { exact: true }).count(), 0);
    await screenshot(page, 'dashboard-platform-admin');
    await page.context().close();
  });

  it('a PLATFORM_ADMIN who is also in ORG_ADMIN sees the Internal User Management tile', async () => {
    const page = await newPage(browser);
    await signIn(page, 'ops.lead@px.local');
    await landedOn(page, '/dashboard');
    await page.getByText('Internal User Management', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('a user with no groups is treated as PLATFORM_ADMIN', async () => {
    const page = await newPage(browser);
    await signIn(page, 'legacy.admin@px.local');
    await landedOn(page, '/dashboard');
    await page.context().close();
  });

  it('FINANCE lands on /clients with real rows from platform-api', async () => {
    const page = await newPage(browser);
    await signIn(page, 'finance@px.local');
    await landedOn(page, '/clients');
    await page.getByText('Total Awaiting Payments').first().waitFor();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row, .ant-table-tbody .ant-table-row');
    await rows.first().waitFor();
    assert.ok((await rows.count()) > 5, 'several client rows');
    await screenshot(page, 'clients-finance');
    await page.context().close();
  });

  it('CLIENT_SUCCESS lands on /client-form with the client-forms list', async () => {
    const page = await newPage(browser);
    await signIn(page, 'client.success@px.local');
    await landedOn(page, '/client-form');
    await page.getByRole('tab', { name: 'SUBMITTED' }).waitFor();
    const rows = page.locator('.ant-table-tbody .ant-table-row');
    await rows.first().waitFor();
    assert.ok((await rows.count()) > 0);
    await screenshot(page, 'client-forms');
    await page.context().close();
  });

  it('ORG_ADMIN lands on /internal-user-management where an email search returns rows', async () => {
    const page = await newPage(browser);
    await signIn(page, 'org.admin@px.local');
    await landedOn(page, '/internal-user-management');
    const search = page.getByPlaceholder('Search by email');
    await search.fill('px');
    await search.press('Enter');
    const rows = page.locator('.ant-table-tbody .ant-table-row');
    await rows.first().waitFor();
    assert.ok((await rows.count()) > 0);
    await screenshot(page, 'internal-users');
    await page.context().close();
  });

  it('a storefront buyer is rejected with the wrong-website message', async () => {
    const page = await newPage(browser);
    await signIn(page, 'buyer@px.local');
    await page.getByText('You have logged into wrong website. Kindly login into https://buy.px.local').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await page.context().close();
  });

  it('a signed-out visitor is sent to / and lands on the remembered page after sign-in', async () => {
    const page = await newPage(browser);
    await page.goto(shellUrl + '/invoices');
    await landedOn(page, '/');
    await page.getByLabel('Email').fill('finance@px.local');
    await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await landedOn(page, '/invoices');
    await page.context().close();
  });

  it('a user opening another role\'s page is sent to / and then to its own landing page', async () => {
    const page = await newPage(browser);
    await signIn(page, 'client.success@px.local');
    await landedOn(page, '/client-form');
    await page.goto(shellUrl + '/clients');
    await landedOn(page, '/client-form');
    await page.context().close();
  });

  it('logout asks for confirmation and shows the success message', async () => {
    const page = await newPage(browser);
    await signIn(page, 'finance@px.local');
    await landedOn(page, '/clients');
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('You logged out successfully!').first().waitFor();
    await landedOn(page, '/');
    assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => !/LoginMessage/i.test(k)).length), 0);
    await page.context().close();
  });
});
