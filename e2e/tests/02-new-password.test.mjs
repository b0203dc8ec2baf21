import { it } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, screenshot, signIn, stack, useBrowser } from '../lib/browser.mjs';
import { ensureUser, localCognitoClient } from '../../scripts/lib/cognito.mjs';

const browser = useBrowser();

it('a user in FORCE_CHANGE_PASSWORD sets a new password through the live checklist, then lands', async () => {
  const email = `temp.${Date.now()}@px.local`;
  await ensureUser(localCognitoClient(stack.cognitoUrl), stack.pool.userPoolId, { email, groups: ['FINANCE'], temporary: true });
  const page = await newPage(browser);
  await signIn(page, email, 'Temp@12345');
  const newPassword = page.getByLabel('New Password', { exact: true });
  await newPassword.waitFor();
  const submit = page.getByRole('button', { name: 'Submit' });
  for (const message of ['Atleast one uppercase letter.', 'Atleast one lowercase letter.', 'Atleast one number.', 'Atleast one special character.', 'Minimum length of 8 characters.']) {
    await page.getByText(message).first().waitFor();
  }
  assert.equal(await submit.isDisabled(), true, 'disabled before any rule holds');
  await newPassword.fill('lowercase');
  await page.getByLabel('Confirm Password').fill('lowercase');
  assert.equal(await submit.isDisabled(), true, 'disabled while rules fail');
  await newPassword.fill('Brand-New-1');
  await page.getByLabel('Confirm Password').fill('Brand-New-1');
  await screenshot(page, 'new-password');
  assert.equal(await submit.isDisabled(), false, 'enabled when every rule holds');
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/clients', { timeout: 30_000 });
  await page.context().close();
});
