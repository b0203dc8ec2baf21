/**
 * Client forms: a visitor registers a new client at /new-client with a logo and sees the success
 * page; client.success@px.local finds it under SUBMITTED, edits a field, sets REJECTED with a note
 * and an e-mail, and after a reload sees it under REJECTED with both changes in its History; the
 * local outbox holds the rejection e-mail with the note.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { idToken, newPage, screenshot, shellUrl, signIn, stack, useBrowser } from '../lib/browser.mjs';
import { rowCount, rowCountText } from '../lib/journeys.mjs';

const CLIENT_SUCCESS = 'client.success@px.local';
const TEST_TIMEOUT = 180_000;
const RUN = Date.now().toString(36).toUpperCase();
const COMPANY = `E2E Phones ${RUN}`;
const CONTACT = `e2e.${RUN.toLowerCase()}@zenith.example`;
const NOTE = 'Please send the company registration certificate.';
/** A small valid PNG (1x1 pixel). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The registration as a visitor types it, by field label; empty optional fields are left alone. */
const FIELDS = {
  'Contact Email': CONTACT,
  'Official Legal Name': `${COMPANY} LLC`,
  'Jurisdiction of Organization': 'Delaware',
  'Signer Name': 'Ada Byron',
  'Signer Title': 'CEO',
  'Signer Email': 'ada@zenith.example',
  'Signer Phone': '+1 (212) 555-0100',
  'Payable Contact Name': 'Alan Turing',
  'Payable Email': 'ap@zenith.example',
  'Address Line 1': '1 Main St',
  City: 'Springfield',
  State: 'IL',
  Country: 'US',
  'Zip Code': '62701',
  'Business Name': COMPANY,
  'Business Short Name': 'E2E',
  Currency: 'USD',
  'Admin Site URL': 'https://admin.zenith.example',
  'Admin User Email': 'admin@zenith.example',
  'Buyer Site URL': 'https://shop.zenith.example',
  'Buyer From Email': 'orders@zenith.example',
  'Buyer Site Language': 'en-US',
};

const browser = useBrowser();

function noPageErrors(page) {
  assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
}

/** The toast (antd notification) showing `text`. */
async function toast(page, text) {
  await page.locator('.ant-notification-notice', { hasText: text }).first().waitFor({ timeout: 30_000 });
}

const formSection = (page) => page.locator('section', { has: page.getByRole('heading', { name: 'New Client Account Details' }) });

describe('client forms (client.success@px.local and the public registration)', () => {
  it('a visitor registers at /new-client with a logo; CLIENT_SUCCESS edits it, rejects it with a note and an e-mail; History, list and outbox show it', { timeout: TEST_TIMEOUT }, async () => {
    // ---------- the visitor, signed out ----------
    const visitor = await newPage(browser);
    await visitor.goto(`${shellUrl}/new-client`);
    const form = formSection(visitor);
    await form.getByText('Please make sure all information is correct. Click Submit Form when you are done.').waitFor({ timeout: 60_000 });
    for (const [label, value] of Object.entries(FIELDS)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByTestId('logo-picker').setInputFiles({ name: 'zenith-logo.png', mimeType: 'image/png', buffer: PNG });
    assert.equal(await form.getByLabel('Logo', { exact: true }).inputValue(), 'zenith-logo.png');
    await screenshot(visitor, '06-new-client-form');
    await form.getByRole('button', { name: 'Submit Form' }).click();
    await visitor.getByRole('heading', { name: 'Account Registration Successful' }).waitFor({ timeout: 30_000 });
    const steps = await visitor.getByRole('list', { name: 'What Happens Next' }).getByRole('listitem').allInnerTexts();
    assert.equal(steps.length, 3);
    assert.match(steps[1], /new system instance/);
    await visitor.getByRole('heading', { name: 'Need Help?' }).waitFor();
    await screenshot(visitor, '06-new-client-success');
    noPageErrors(visitor);

    // ---------- client success: find it under SUBMITTED ----------
    const page = await newPage(browser);
    await signIn(page, CLIENT_SUCCESS);
    await page.waitForURL((url) => url.pathname === '/client-form', { timeout: 30_000 });
    await page.getByRole('tab', { name: /^SUBMITTED \(\d+\)$/, selected: true }).waitFor({ timeout: 30_000 });
    const submitted = Number((await rowCountText(page)).match(/ of ([\d,]+) rows?$/)[1].replace(/,/g, ''));
    await page.getByRole('searchbox', { name: 'Search' }).fill(COMPANY);
    // The new form may be in view before the search: its link is clicked once the search is in the URL (500 ms after
    // typing) and has narrowed the rows (600 ms), not while the grid would still write the URL.
    await page.waitForURL((url) => url.searchParams.get('search') === COMPANY, { timeout: 30_000 });
    await rowCount(page).getByText(`1 of ${submitted.toLocaleString('en-US')} ${submitted === 1 ? 'row' : 'rows'}`, { exact: true }).waitFor({ timeout: 30_000 });
    const link = page.getByRole('link', { name: COMPANY, exact: true });
    await link.waitFor({ timeout: 30_000 });
    await link.click();
    await page.waitForURL((url) => /^\/client-form\/SUB-[0-9A-F]{12}$/.test(url.pathname), { timeout: 30_000 });
    const formPath = new URL(page.url()).pathname;
    const record = formSection(page);
    const signerTitle = record.getByLabel('Signer Title', { exact: true });
    await signerTitle.waitFor({ timeout: 30_000 });
    assert.equal(await record.getByTestId('client-form-status').innerText(), 'SUBMITTED');
    assert.equal(await record.getByLabel('Logo', { exact: true }).inputValue(), 'zenith-logo.png');

    // ---------- edit a field ----------
    const update = record.getByRole('button', { name: 'Update Form' });
    assert.equal(await update.isDisabled(), true, 'Update Form is disabled while nothing changed');
    await signerTitle.fill('Founder');
    await update.click();
    await toast(page, 'Updated SuccessFully');
    await page.waitForFunction(() => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Update Form')?.disabled === true, null, { timeout: 30_000 });
    await screenshot(page, '06-client-form-page');

    // ---------- REJECTED with a note and an e-mail ----------
    await record.getByRole('button', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    assert.equal(await save.isDisabled(), true, 'Save is disabled while the status is unchanged');
    await dialog.getByRole('radio', { name: 'REJECTED' }).check();
    await dialog.getByRole('checkbox', { name: `Send an e-mail notification to ${CONTACT}` }).check();
    await dialog.getByLabel('Note').fill(NOTE);
    await save.click();
    await toast(page, 'Status updated successfully');

    // ---------- after a reload: REJECTED, both changes in History ----------
    await page.reload();
    await record.getByLabel('Signer Title', { exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await record.getByTestId('client-form-status').innerText(), 'REJECTED');
    assert.equal(await record.getByLabel('Signer Title', { exact: true }).inputValue(), 'Founder');
    const history = page.getByRole('list', { name: 'History' });
    await history.waitFor({ timeout: 30_000 });
    const entries = await history.locator(':scope > li').allInnerTexts();
    const flat = entries.map((entry) => entry.replace(/\s+/g, ' '));
    assert.match(flat[0], new RegExp(`E-mail sent ${CLIENT_SUCCESS.replace('.', '\\.')} · .* E-mail to ${CONTACT.replace(/\./g, '\\.')}`));
    assert.match(flat[1], /^Status changed client\.success@px\.local · .*Status: SUBMITTED → REJECTED Note: Please send the company registration certificate\.$/);
    assert.match(flat[2], /^Edited client\.success@px\.local · .*Signer Title: CEO → Founder$/);
    assert.match(flat[flat.length - 1], /^Registered Public registration · /);

    // ---------- the list: under REJECTED ----------
    await page.goto(`${shellUrl}/client-form?status=REJECTED&search=${encodeURIComponent(COMPANY)}`);
    await page.getByRole('tab', { name: /^REJECTED \(\d+\)$/, selected: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: COMPANY, exact: true }).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('link', { name: COMPANY, exact: true }).getAttribute('href'), formPath);
    noPageErrors(page);

    // ---------- the outbox holds the rejection e-mail with the note ----------
    const token = await idToken('platform.admin@px.local');
    const response = await fetch(`${stack.apiUrl}/local/outbox?to=${encodeURIComponent(CONTACT)}`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(response.status, 200);
    const mails = await response.json();
    assert.equal(mails.length, 1, 'one e-mail to the contact');
    assert.equal(mails[0].subject, 'Your new client account registration');
    assert.match(mails[0].text, new RegExp(NOTE.replace(/\./g, '\\.')));
  });
});
