/**
 * Input checked in the built console, as a person types it (docs/errors.md): the forms check what
 * is typed with the endpoint table's own schema before sending, say what is wrong in plain words
 * under the field, send nothing, and never show the API's `body/...` text.
 * - Auction Onboarding (platform admin): a bad e-mail, Onboard still enabled, 'Invalid Email'.
 * - Sync Settings (platform admin, a test tool): the environments are a select of the allowed values.
 * - Internal User Management (org admin): a 300-character search says its limit, with no Retry.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mainArea, shellUrl, useBrowser } from '../lib/browser.mjs';
import { signedInPage } from '../lib/journeys.mjs';

const PLATFORM_ADMIN = 'platform.admin@px.local';
const ORG_ADMIN = 'org.admin@px.local';
const TEST_TIMEOUT = 120_000;
const SERVER_TEXT = /body\/|must NOT|must match|must be equal/;

const browser = useBrowser();

/** Records the page's API calls (fetch or XHR, preflights aside) whose path ends with `suffix`, as `METHOD path`. */
function recordCalls(page, suffix) {
  const calls = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['fetch', 'xhr'].includes(request.resourceType()) && request.method() !== 'OPTIONS' && pathname.endsWith(suffix)) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

describe('form checks in the browser (docs/errors.md)', () => {
  it("Auction Onboarding: a bad e-mail gets 'Invalid Email' under its field from the enabled Onboard, and nothing is sent", { timeout: TEST_TIMEOUT }, async () => {
    const page = await signedInPage(browser, PLATFORM_ADMIN, { landing: '/dashboard' });
    const calls = recordCalls(page, '/auction-onboarding');
    await page.goto(`${shellUrl}/auction-onboarding`);
    const screen = mainArea(page);
    await screen.getByRole('heading', { level: 1, name: 'Auction Onboarding' }).waitFor({ timeout: 60_000 });
    await screen.getByLabel('Tenant ID').fill('T01');
    await screen.getByLabel('Tenant System Email').fill('system.acme.test');
    const onboard = screen.getByRole('button', { name: 'Onboard' });
    assert.equal(await onboard.isEnabled(), true, 'Onboard is enabled with both fields non-blank');
    await onboard.click();
    const field = screen.locator('.ant-form-item', { has: page.getByLabel('Tenant System Email') });
    await field.getByText('Invalid Email', { exact: true }).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(500);
    assert.deepEqual(calls, [], 'nothing sent');
    assert.equal(await screen.getByLabel('Tenant System Email').inputValue(), 'system.acme.test', 'the input is kept');
    assert.doesNotMatch(await screen.innerText(), SERVER_TEXT);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('Sync Settings: the environments are a select of the allowed values', { timeout: TEST_TIMEOUT }, async () => {
    const page = await signedInPage(browser, PLATFORM_ADMIN, { landing: '/dashboard' });
    await page.goto(`${shellUrl}/sync-settings`);
    const screen = mainArea(page);
    await screen.getByRole('heading', { level: 1, name: 'Sync Settings' }).waitFor({ timeout: 60_000 });
    const environment = screen.getByRole('combobox', { name: 'Destination Environment' });
    await environment.click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.first().waitFor({ timeout: 10_000 });
    assert.deepEqual(await options.allInnerTexts(), ['local', 'dev', 'test', 'uat']);
    await environment.press('Escape');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('Internal User Management: a 300-character search says its limit under the box, calls nothing and offers no Retry', { timeout: TEST_TIMEOUT }, async () => {
    const page = await signedInPage(browser, ORG_ADMIN, { landing: '/internal-user-management' });
    const screen = mainArea(page);
    const box = screen.getByRole('searchbox', { name: 'Search by email' });
    await box.waitFor({ timeout: 60_000 });
    const calls = recordCalls(page, '/internal-users/search');
    const typed = `${'a'.repeat(291)}@px.local`;
    await box.fill(typed);
    await box.press('Enter');
    await screen.getByText('Search by email: At most 254 characters', { exact: true }).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(500);
    assert.deepEqual(calls, [], 'no search sent');
    assert.equal(await screen.getByRole('button', { name: 'Retry' }).count(), 0, 'no Retry');
    assert.equal(await box.inputValue(), typed, 'the text is kept');
    assert.doesNotMatch(await screen.innerText(), SERVER_TEXT);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
