/**
 * Translation Automation as a platform admin, a translation run with its result panels: the sheet
 * info and the i18n-keys download against the API, phonex-buyer alone selectable and preselected,
 * then each flow on the seeded data (SYNC TENANTS FROM DB, TRANSLATE NEW TENANTS and again for
 * 'Tenants already translated', SYNC NEW I18N KEYS FROM CODE AND TRANSLATE, Translate Selected Keys
 * after its confirmation, Update I18N Config and again for 'No record updated'), each result
 * panel's figures checked against the API's answer; the long flows are in the job centre.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dismissToasts, idToken, newPage, screenshot, shellUrl, signIn, stack, toast, useBrowser } from '../lib/browser.mjs';
import { downloadBytes } from '../lib/journeys.mjs';

const PLATFORM_ADMIN = 'platform.admin@px.local';
const TEST_TIMEOUT = 600_000;
const WAIT = 120_000;

const browser = useBrowser();

/** A GET of the API as the platform admin. */
async function apiGet(token, path) {
  const response = await fetch(`${stack.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
}

/**
 * Clicks `button` and answers the JSON of the API call `method path` it makes. The toasts still open
 * are closed first: toasts stay 30 s and two flows answer the same message (SYNC TENANTS FROM DB and
 * SYNC NEW I18N KEYS...), so only a toast shown after the click is this flow's.
 */
async function clickForAnswer(page, button, method, path) {
  await dismissToasts(page);
  const answered = page.waitForResponse((response) => response.request().method() === method && new URL(response.url()).pathname.endsWith(path), { timeout: WAIT });
  await button.click();
  const response = await answered;
  assert.equal(response.status(), 200, `${method} ${path}`);
  return response.json();
}

/** The total shown by a result panel (its `-total` test id). */
async function total(scope, testId) {
  const text = await scope.getByTestId(`${testId}-total`).textContent();
  return Number(text);
}

const sum = (values) => values.reduce((a, b) => a + b, 0);

describe('Translation Automation (platform.admin@px.local)', () => {
  it('runs every flow on the seeded data and shows its figures in the result panels', { timeout: TEST_TIMEOUT }, async () => {
    const token = await idToken(PLATFORM_ADMIN);
    const page = await newPage(browser);
    await signIn(page, PLATFORM_ADMIN);
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    await page.goto(`${shellUrl}/translation-automation`);

    const content = page.locator('section[aria-labelledby="translation-automation-title"]');
    await content.waitFor({ timeout: 60_000 });
    const sheetCard = content.getByRole('region', { name: 'Translation sheet' });
    const repositoryCard = content.getByRole('region', { name: 'Repositories' });
    const tenantCard = content.getByRole('region', { name: 'Tenants' });
    const stats = content.getByRole('region', { name: 'Translation Stats' });
    const configStats = content.getByRole('region', { name: 'Update Config Stats' });

    // ---------- the sheet: read-only Spreadsheet ID and Sheet Name, as the API has them ----------
    const info = await apiGet(token, '/translations/sheet-info');
    const spreadsheetId = sheetCard.getByLabel('Spreadsheet ID');
    await page.waitForFunction((id) => document.querySelector('#translation-spreadsheet-id')?.value === id, info.spreadsheetId, { timeout: WAIT });
    assert.equal(await spreadsheetId.getAttribute('readonly'), '');
    assert.equal(await sheetCard.getByLabel('Sheet Name').inputValue(), info.sheetName);

    // ---------- the i18n-keys download ----------
    const downloading = page.waitForEvent('download', { timeout: WAIT });
    await sheetCard.getByRole('button', { name: 'DOWNLOAD I18N KEYS' }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), 'i18n-keys.json');
    const downloaded = JSON.parse((await downloadBytes(download)).toString('utf8'));
    const values = await apiGet(token, '/translations/sheet-values');
    assert.deepEqual(downloaded.values[0], values.values[0], 'the download holds the sheet header');
    assert.equal(downloaded.values.length, values.values.length, 'and every key of the sheet');
    await toast(page, 'i18n keys available in the sheet are downloaded successfully.', 60_000);

    // ---------- repositories: phonex-buyer preselected, the others not selectable ----------
    await repositoryCard.locator('.ant-select-selection-item', { hasText: 'Phonex Buyer' }).waitFor({ timeout: WAIT });
    await repositoryCard.getByRole('combobox', { name: 'Repositories' }).click();
    // The open list's options read in one pass, until it has drawn them (over a few frames, and it
    // may draw again while it opens): each option's text and whether it is disabled.
    const optionsShown = () =>
      page.evaluate(() => {
        const list = [...document.querySelectorAll('.ant-select-dropdown')].find((dropdown) => !dropdown.classList.contains('ant-select-dropdown-hidden') && dropdown.getClientRects().length > 0);
        return [...(list?.querySelectorAll('.ant-select-item-option') ?? [])].map((option) => ({ text: option.textContent, disabled: option.classList.contains('ant-select-item-option-disabled') }));
      });
    let options = [];
    for (const until = Date.now() + 30_000; Date.now() < until; await page.waitForTimeout(100)) {
      options = await optionsShown();
      if (options.some((option) => option.text === 'Phonex Buyer') && options.filter((option) => option.disabled).length >= 2) break;
    }
    assert.equal(options.find((option) => option.text === 'Phonex Buyer')?.disabled, false, `phonex-buyer is selectable: ${JSON.stringify(options)}`);
    assert.ok(options.filter((option) => option.disabled).length >= 2, `the other repositories are not: ${JSON.stringify(options)}`);
    await page.keyboard.press('Escape');

    // ---------- tenant languages: the non-English ones preselected ----------
    const tenantsData = (await apiGet(token, '/translations/tenant-languages')).tenantsData;
    const nonEnglish = tenantsData.filter((tenant) => tenant.language !== 'en' && !/^en(-|$)/.test(tenant.locale)).map((tenant) => `${tenant.tenantId} - ${tenant.language}`);
    await tenantCard.locator('.ant-select-selection-item', { hasText: nonEnglish[0] }).first().waitFor({ timeout: WAIT });
    const tags = await tenantCard.locator('.ant-select-selection-item-content').allTextContents();
    assert.deepEqual(tags, nonEnglish, "the tags are the non-English tenant languages, labelled 'tenantId - language'");

    // ---------- SYNC TENANTS FROM DB ----------
    const synced = await clickForAnswer(page, repositoryCard.getByRole('button', { name: 'SYNC TENANTS FROM DB' }), 'POST', '/translations/sync-tenants');
    await toast(page, synced.message, 60_000);
    assert.equal(await total(stats, 'stat-new-tenants'), synced.tenants.add.length);
    assert.equal(await total(stats, 'stat-invalid-tenants'), synced.invalidTenants.length);
    for (const tenant of synced.invalidTenants) await stats.getByText(tenant.reason, { exact: false }).first().waitFor();

    // ---------- TRANSLATE NEW TENANTS, then again: 'Tenants already translated' ----------
    const translateTenants = repositoryCard.getByRole('button', { name: 'TRANSLATE NEW TENANTS' });
    const translated = await clickForAnswer(page, translateTenants, 'POST', '/translations/translate-new-tenants');
    await toast(page, translated.message, 60_000);
    assert.equal(await total(stats, 'stat-translated-tenants'), sum(Object.values(translated.translations)));
    for (const tenant of translated.tenantsTranslated) await stats.getByText(`${tenant.tenantId} - ${tenant.language}`, { exact: false }).first().waitFor();
    const again = await clickForAnswer(page, translateTenants, 'POST', '/translations/translate-new-tenants');
    assert.equal(again.isTranslated, false);
    await toast(page, 'Tenants already translated', 60_000);
    assert.equal(await total(stats, 'stat-translated-tenants'), 0);

    // ---------- SYNC NEW I18N KEYS FROM CODE AND TRANSLATE ----------
    const keys = await clickForAnswer(page, repositoryCard.getByRole('button', { name: 'SYNC NEW I18N KEYS FROM CODE AND TRANSLATE' }), 'POST', '/translations/translate-new-keys');
    await toast(page, keys.message, 60_000);
    assert.equal(await total(stats, 'stat-keys-added'), keys.translation.newI18nKeys.length);
    assert.equal(await total(stats, 'stat-failed-keys'), sum(Object.values(keys.translation.error).map((failed) => failed.length)));
    await screenshot(page, '13-translations-keys');

    // ---------- Translate Selected Keys, after its confirmation ----------
    await tenantCard.getByRole('button', { name: 'Translate Selected Keys' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Confirm: Are you sure to translate all the selected i18n keys? This action cannot be undone?').waitFor({ timeout: 30_000 });
    const selected = await clickForAnswer(page, dialog.getByRole('button', { name: 'Yes, translate' }), 'POST', '/translations/translate-selected-keys');
    await toast(page, selected.message, 60_000);
    assert.equal(await total(stats, 'stat-keys-translated'), sum(Object.values(selected.translations.keysTranslated)));
    assert.equal(await total(stats, 'stat-failed-keys'), sum(Object.values(selected.translations.error).map((failed) => failed.length)));

    // ---------- Update I18N Config, then again: 'No record updated' ----------
    const updateButton = tenantCard.getByRole('button', { name: 'Update I18N Config' });
    const updated = await clickForAnswer(page, updateButton, 'PUT', '/translations/i18n-table');
    await toast(page, updated.message, 60_000);
    assert.equal(Number(await configStats.getByTestId('stat-keys-updated').textContent()), updated.updatedRecords);
    assert.equal(Number(await configStats.getByTestId('stat-keys-deleted').textContent()), updated.deletedRecords);
    const unchanged = await clickForAnswer(page, updateButton, 'PUT', '/translations/i18n-table');
    assert.deepEqual([unchanged.isUpdated, unchanged.updatedRecords, unchanged.deletedRecords], [false, 0, 0]);
    await toast(page, 'No record updated', 60_000);
    assert.equal(await configStats.getByTestId('stat-keys-updated').textContent(), '0');
    await screenshot(page, '13-translations-done');

    // ---------- the long flows are in the job centre ----------
    const jobs = await apiGet(token, '/jobs');
    for (const kind of ['translate-new-tenants', 'translate-new-keys', 'translate-selected-keys', 'update-i18n-config']) {
      const job = jobs.find((candidate) => candidate.kind === kind);
      assert.ok(job, `a ${kind} job is listed`);
      assert.equal(job.state, 'SUCCEEDED');
      assert.equal(job.link, '/translation-automation');
    }
    assert.deepEqual(page.errors, [], 'no page error');
  });
});
