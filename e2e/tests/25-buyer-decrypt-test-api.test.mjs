/**
 * Buyer Decrypt calls the test API (docs/operations.md "Environments and providers"): in the local
 * stack `testApiBaseUrl` is `<api>/test-api`, the API serves the test-only tools there, and the page
 * lists a tenant's encrypted names and decrypts one through it, never through the API base.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mainArea, newPage, screenshot, shellUrl, signIn, stack, useBrowser } from '../lib/browser.mjs';

const PLATFORM_ADMIN = 'platform.admin@px.local';
const TEST_TIMEOUT = 300_000;

const browser = useBrowser();

describe('Buyer Decrypt through the test API', () => {
  it("lists T01's encrypted names and decrypts one, every call to <api>/test-api", { timeout: TEST_TIMEOUT }, async () => {
    const page = await newPage(browser);
    const calls = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stack.apiUrl) && /\/buyer\//.test(request.url()) && request.method() !== 'OPTIONS') calls.push(`${request.method()} ${request.url()}`);
    });
    await signIn(page, PLATFORM_ADMIN);
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    await page.goto(`${shellUrl}/buyer-decrypt`);
    const screen = mainArea(page).locator('section[aria-labelledby="buyer-decrypt-title"]');
    await screen.locator('#decrypt-tenant-id').waitFor({ timeout: 60_000 });
    await screen.locator('#decrypt-tenant-id').fill('T01');
    await mainArea(page).getByRole('button', { name: 'Use B-0001' }).click({ timeout: 60_000 });
    await screen.getByRole('button', { name: 'Decrypt' }).click();
    await screen.getByTestId('decrypted-name').waitFor({ timeout: 30_000 });
    assert.equal(await screen.getByTestId('decrypted-name').textContent(), 'Northwind Traders');
    await screenshot(page, '25-buyer-decrypt-test-api');
    assert.deepEqual(
      [...new Set(calls.map((call) => call.replace(/\?.*$/, '')))].sort(),
      [`GET ${stack.apiUrl}/test-api/buyer/encrypted`, `POST ${stack.apiUrl}/test-api/buyer/decrypt`],
    );
  });
});
