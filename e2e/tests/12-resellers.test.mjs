/**
 * The reseller channel: a platform admin onboards a reseller; the invitation e-mail (read from the
 * local outbox) links to the public /register page; a visitor who is not signed in locates their
 * website among the clients' sites, accepts and sees the confirmation; opening the link again shows
 * the already-accepted warning.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { idToken, mainArea, newPage, screenshot, shellUrl, signIn, stack, useBrowser } from '../lib/browser.mjs';

const PLATFORM_ADMIN = 'platform.admin@px.local';
const TEST_TIMEOUT = 300_000;
const RUN = Date.now().toString(36).toLowerCase();
const RESELLER_EMAIL = `reseller.${RUN}@acme.example`;
/** Seeded tenants: the inviting (PXNS) tenant, its reseller (PXNR) tenant, and the client whose site the visitor names. */
const PXNS = 'T03';
const PXNR = 'T04';
const CLIENT = 'T05';
/** The seed gives every tenant its own buyer site (platform-api/src/seed/resellers-seed.ts). */
const CLIENT_SITE = `https://${CLIENT.toLowerCase()}.buy.example.com`;

/** Reseller Onboarding's inputs by id (`reseller-{field}`); the JSON fields keep their defaults. */
const FORM = {
  pxnsTenantId: PXNS,
  pxnrTenantId: PXNR,
  pxnrTenantName: `E2E Reseller ${RUN}`,
  pxnrParticipantId: `PART-${RUN}`,
  pxnrCurrencyCode: 'USD',
  pxnrCurrencySymbol: '$',
  pxnrBuyerId: `BUYER-${RUN}`,
  pxnrShippingAddressId: `SHIP-${RUN}`,
  pxnrBillingAddressId: `BILL-${RUN}`,
  adminLoginEmail: `admin.${RUN}@acme.example`,
  resellerLoginEmail: RESELLER_EMAIL,
};

const browser = useBrowser();

/** Whether `response` answers the POST to `path` (not its CORS preflight). */
const isPost = (response, path) => response.url().endsWith(path) && response.request().method() === 'POST';

/** The e-mails of the local outbox to `to`, newest first (local-only endpoint, PLATFORM_ADMIN). */
async function outboxFor(to) {
  const token = await idToken(PLATFORM_ADMIN);
  const response = await fetch(`${stack.apiUrl}/local/outbox?to=${encodeURIComponent(to)}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200);
  return response.json();
}

describe('reseller onboarding and the public invitation', () => {
  it('onboards a reseller; a signed-out visitor accepts the invitation once; the second visit is warned', { timeout: TEST_TIMEOUT }, async () => {
    // ---------- Reseller Onboarding as a platform admin ----------
    const admin = await newPage(browser);
    await signIn(admin, PLATFORM_ADMIN);
    await admin.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    await admin.goto(`${shellUrl}/reseller-onboarding`);
    const form = mainArea(admin).locator('section[aria-labelledby="reseller-onboarding-title"]');
    await form.locator('#reseller-pxnsTenantId').waitFor({ timeout: 60_000 });
    for (const [field, value] of Object.entries(FORM)) await form.locator(`#reseller-${field}`).fill(value);
    assert.equal(await form.locator('#reseller-pxnrAdditionalServices').inputValue(), '[]', 'additional services default to []');
    const onboarded = admin.waitForResponse((response) => isPost(response, '/pxnr/reseller-onboarding'), { timeout: 60_000 });
    await form.getByRole('button', { name: 'Onboard Reseller' }).click();
    assert.equal((await onboarded).status(), 200);
    await form.getByTestId('reseller-invitation-sent').waitFor({ timeout: 30_000 });
    assert.match(await form.getByTestId('reseller-invitation-sent').innerText(), new RegExp(`Invitation sent to ${RESELLER_EMAIL.replace(/\./g, '\\.')}`));
    await screenshot(admin, '12-reseller-onboarded');
    await admin.context().close();

    // ---------- the invitation link from the e-mail ----------
    const [mail] = await outboxFor(RESELLER_EMAIL);
    assert.ok(mail, 'the reseller was e-mailed');
    const link = mail.text.match(/(https?:\/\/\S+\/register\?\S+)/)?.[1];
    assert.ok(link, 'the e-mail carries the /register link');
    const query = new URL(link).search;
    const code = new URLSearchParams(query).get('invitationCode');
    assert.match(code, /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    // ---------- a signed-out visitor accepts ----------
    const visitor = await newPage(browser);
    const verified = visitor.waitForResponse((response) => isPost(response, '/pxns/invitation/verify'), { timeout: 120_000 });
    await visitor.goto(`${shellUrl}/register${query}`);
    assert.equal((await verified).status(), 200);
    assert.equal((await verified).request().headers().authorization, undefined, 'the public call carries no token');
    const page = visitor.locator('section[aria-labelledby="reseller-invitation-title"]');
    await page.getByTestId('invitation-welcome').waitFor({ timeout: 60_000 });
    assert.equal(await page.locator('#invitation-code').inputValue(), code);
    assert.equal(await page.locator('#invitation-email').inputValue(), RESELLER_EMAIL);
    await page.locator('label', { hasText: /^YES$/ }).click();
    await page.locator('#invitation-site').fill(`  ${CLIENT_SITE}  `);
    const located = visitor.waitForResponse((response) => isPost(response, '/pxns/invitation/locate-tenant'), { timeout: 60_000 });
    await page.getByRole('button', { name: 'Locate Website' }).click();
    assert.equal((await located).status(), 200);
    await page.getByTestId('invitation-located').waitFor({ timeout: 30_000 });
    assert.match(await page.getByTestId('invitation-located').innerText(), new RegExp(`\\(${CLIENT}\\)`));
    await screenshot(visitor, '12-invitation-located');
    const accepted = visitor.waitForResponse((response) => isPost(response, '/pxns/invitation/accept'), { timeout: 60_000 });
    await page.getByRole('button', { name: 'Accept Reseller Invitation' }).click();
    assert.equal((await accepted).status(), 200);
    await page.getByTestId('invitation-confirmation').waitFor({ timeout: 30_000 });
    await screenshot(visitor, '12-invitation-accepted');

    // ---------- the same link again: the already-accepted warning with the resend ----------
    const again = visitor.waitForResponse((response) => isPost(response, '/pxns/invitation/verify'), { timeout: 120_000 });
    await visitor.goto(`${shellUrl}/register${query}`);
    assert.equal((await again).status(), 200);
    const warning = page.getByTestId('invitation-warning');
    await warning.waitFor({ timeout: 60_000 });
    assert.match(await warning.innerText(), /This Invite has already been accepted\./);
    assert.equal(await page.getByRole('button', { name: 'Accept Reseller Invitation' }).count(), 0, 'the form is not offered again');
    await page.getByRole('button', { name: 'Resend Activation Email' }).click();
    await page.getByTestId('invitation-resent').waitFor({ timeout: 30_000 });
    assert.match(await page.getByTestId('invitation-resent').innerText(), /^Supplier Activation Email has been resent to \S+@\S+$/);
    await screenshot(visitor, '12-invitation-already-accepted');
    assert.deepEqual(visitor.errors, [], 'no page errors');
    await visitor.context().close();
  });
});
