/** Shared pieces of the browser tests: the stack under test, Chromium, sign-in. */
import fs from 'node:fs';
import path from 'node:path';
import { after } from 'node:test';
import { connect, launch, newPage } from './chromium.mjs';

export { launch, newPage };

/**
 * The browser of a journey file: connects, on the first context asked for, to the browser the test
 * run shares (E2E_BROWSER_WS, launched once by e2e/run.mjs) or, without one, launches Chromium; a
 * node:test `after` hook closes the connection once the file's tests are done. Answers a handle with
 * the browser's `newContext`.
 */
export function useBrowser() {
  let browser;
  const connected = () => (browser ??= process.env.E2E_BROWSER_WS ? connect(process.env.E2E_BROWSER_WS) : launch());
  after(async () => {
    if (browser) await (await browser).close();
  });
  return { newContext: async (options) => (await connected()).newContext(options) };
}

/** The stack written by scripts/start.mjs (ports, pool ids, pids). */
export const stack = JSON.parse(fs.readFileSync(process.env.E2E_STACK, 'utf8'));
export const shellUrl = stack.shellUrl;
export const DEMO_PASSWORD = 'Demo@12345';

/** Signs in through the sign-in page. */
export async function signIn(page, email, password = DEMO_PASSWORD) {
  await page.goto(shellUrl + '/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Saves a screenshot under e2e/artifacts/. */
export async function screenshot(page, name) {
  const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Waits for the toast (antd notification or message) showing `text`: up to `timeout` ms, 60 s by
 * default, for a busy machine. Answers the notice and its type (from a notification's class; none
 * for a message bar). When none shows, fails naming the toasts and the dialog the page shows instead.
 */
export async function toast(page, text, timeout = 60_000) {
  const notice = page.locator('.ant-notification-notice, .ant-message-notice', { hasText: text }).first();
  await notice.waitFor({ timeout }).catch(async (error) => {
    const shown = await page.locator('.ant-notification-notice, .ant-message-notice').allInnerTexts().catch(() => []);
    const dialog = await page.getByRole('dialog').allInnerTexts().catch(() => []);
    throw new Error(`no toast '${text}'; toasts shown: ${JSON.stringify(shown)}; dialog: ${JSON.stringify(dialog)}; ${error.message}`);
  });
  const className = (await notice.getAttribute('class')) ?? '';
  const type = ['success', 'info', 'warning', 'error'].find((t) => className.split(/\s+/).includes(`ant-notification-notice-${t}`));
  return { notice, type };
}

/**
 * Closes every open toast with its close button, as a user would before reaching what a toast
 * covers (toasts sit top centre below the top bar for 30 s, docs/toasts.md).
 */
export async function dismissToasts(page) {
  const close = page.locator('.ant-notification-notice .ant-notification-notice-close');
  for (let open = await close.count(); open > 0; open = await close.count()) {
    await close.first().click();
    await page.waitForFunction((before) => document.querySelectorAll('.ant-notification-notice .ant-notification-notice-close').length < before, open);
  }
}

/** The page's main area, where a remote's screen renders. */
export const mainArea = (page) => page.locator('main, .ant-layout-content').first();

/**
 * Signs in against the stack's local pool without a browser (USER_PASSWORD_AUTH) and returns the ID
 * token, for tests that read or prepare data through the API.
 * @throws Error with the pool's answer when the sign-in fails.
 */
export async function idToken(email, password = DEMO_PASSWORD) {
  const response = await fetch(stack.cognitoUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.pool.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = await response.json();
  const token = body.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`sign-in of ${email} through the pool failed: ${JSON.stringify(body)}`);
  return token;
}
