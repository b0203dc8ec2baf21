/**
 * Hardening in the browser: a user disabled in the pool is refused by the
 * API within 60 s and a reload of the open console lands on the sign-in page; the Content Security
 * Policy of the static servers blocks nothing the console needs on any screen of any role.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_PASSWORD, idToken, newPage, shellUrl, signIn, stack, useBrowser } from '../lib/browser.mjs';

const RUN = Date.now().toString(36);
/** The revocation window the README promises: the pool's answer is cached for at most 30 s. */
const REVOCATION_WINDOW_MS = 60_000;

const browser = useBrowser();

/** One call of the local pool's admin API (cognito-local takes unsigned requests). */
async function poolAdmin(action, body) {
  const response = await fetch(stack.cognitoUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify({ UserPoolId: stack.pool.userPoolId, ...body }),
  });
  const text = await response.text();
  assert.equal(response.status, 200, `${action}: ${text}`);
  return text ? JSON.parse(text) : {};
}

/** A new FINANCE user of the console's pool with the demo password. */
async function createFinanceUser(email) {
  await poolAdmin('AdminCreateUser', {
    Username: email,
    TemporaryPassword: 'Temp@12345',
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  await poolAdmin('AdminSetUserPassword', { Username: email, Password: DEMO_PASSWORD, Permanent: true });
  await poolAdmin('AdminAddUserToGroup', { Username: email, GroupName: 'FINANCE' });
}

const clientsStatus = async (token) => (await fetch(`${stack.apiUrl}/billing/clients`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe('revoked users', () => {
  it('refuses a user disabled in the pool within 60 s, and a reload of their open console lands on sign-in', { timeout: 180_000 }, async () => {
    const email = `revoked.${RUN}@px.local`;
    await createFinanceUser(email);
    const page = await newPage(browser);
    await signIn(page, email);
    await page.waitForURL(/\/clients$/, { timeout: 60_000 });
    await page.locator('.ant-layout-content').getByText('Total Awaiting Payments').first().waitFor({ timeout: 60_000 });
    const token = await idToken(email);
    assert.equal(await clientsStatus(token), 200, 'the user works before');

    await poolAdmin('AdminDisableUser', { Username: email });
    const disabledAt = Date.now();
    let status = await clientsStatus(token);
    while (status !== 401 && Date.now() - disabledAt < REVOCATION_WINDOW_MS + 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      status = await clientsStatus(token);
    }
    const refusedAfterMs = Date.now() - disabledAt;
    console.log(`# disabled user refused after ${refusedAfterMs} ms`);
    assert.equal(status, 401, 'the API refuses the disabled user');
    assert.ok(refusedAfterMs <= REVOCATION_WINDOW_MS, `refused within 60 s (${refusedAfterMs} ms)`);

    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 60_000 });
    assert.equal(new URL(page.url()).pathname, '/');
  });
});

/** Every screen of each role that needs no record id, and the public ones (the route table). */
const SCREENS = {
  'platform.admin@px.local': [
    '/dashboard', '/new-tenant', '/config-tenant', '/config-deployment', '/config-schema', '/update-version', '/decommission', '/buyer-decrypt', '/pxnr-sync',
    '/sync-settings', '/reseller-onboarding', '/update-config', '/auction-onboarding', '/po-onboarding', '/cache-management', '/translation-automation', '/splash-config', '/activity',
  ],
  'finance@px.local': ['/clients', '/invoices', '/reports', '/activity'],
  'client.success@px.local': ['/client-form', '/activity'],
  'org.admin@px.local': ['/internal-user-management', '/activity'],
};
const PUBLIC_SCREENS = ['/', '/reset-password', '/new-client', '/register'];
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|connect|apply|frame)/i;

/** Records the page's CSP violations (console errors and securitypolicyviolation events). */
async function watchCsp(page) {
  const violations = [];
  page.on('console', (message) => {
    if (CSP_VIOLATION.test(message.text())) violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return violations;
}

async function visit(page, path) {
  await page.goto(`${shellUrl}${path}`);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
}

describe('Content Security Policy', () => {
  it('blocks nothing on the public screens', { timeout: 120_000 }, async () => {
    const page = await newPage(browser);
    const violations = await watchCsp(page);
    for (const path of PUBLIC_SCREENS) await visit(page, path);
    assert.deepEqual(violations, []);
    assert.deepEqual(page.errors, []);
  });

  for (const [email, screens] of Object.entries(SCREENS)) {
    it(`blocks nothing on any screen of ${email}`, { timeout: 300_000 }, async () => {
      const page = await newPage(browser);
      const violations = await watchCsp(page);
      await signIn(page, email);
      await page.waitForURL((url) => url.pathname !== '/', { timeout: 60_000 });
      for (const path of screens) {
        await visit(page, path);
        assert.equal(new URL(page.url()).pathname, path, `${email} stays on ${path}`);
      }
      assert.deepEqual(violations, []);
      assert.deepEqual(page.errors, []);
    });
  }
});
