/**
 * The finance console as finance@px.local: clients search and details tabs,
 * invoice filters by chip and URL, bulk mark paid persisted, a declined bulk retry summary, invoice
 * status edit, invoice PDF preview, billing-period orders tabs and the GMV report export.
 *
 * The invoices each journey changes are chosen from the seeded data through the API before the
 * tests run, so no two journeys touch the same invoice or client.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import XLSX from 'xlsx';
import { idToken, newPage, screenshot, shellUrl, signIn, stack, toast, useBrowser } from '../lib/browser.mjs';
import { downloadOf, noPageErrors, rowCount } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const TEST_TIMEOUT = 120_000;
/** Cards the local payment gateway approves (platform-api/README.md "Local payment gateway"). */
const APPROVED_CARDS = new Set(['4242', '4444', '8431']);
const UNPAID = ['AWAITING_PAYMENT', 'OVERDUE'];

// ---------- API (to choose the data a journey works on and to check what it changed) ----------

let token;
async function financeToken() {
  token ??= await idToken(FINANCE);
  return token;
}

async function api(path) {
  const response = await fetch(stack.apiUrl + path, { headers: { Authorization: `Bearer ${await financeToken()}` } });
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
}

const invoicesFromApi = () => api('/billing/invoices');
const invoiceFromApi = (invoiceNumber) => api(`/billing/invoices/${encodeURIComponent(invoiceNumber)}`);

/** Whether the local gateway refuses a card: unknown test number, or past its expiry month. */
function cardDeclines(method, now = new Date()) {
  if (!APPROVED_CARDS.has(method.cardLast4Digits)) return true;
  const expiry = method.cardExpiryYear * 12 + method.cardExpiryMonth;
  return expiry < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

const byNewest = (a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || a.invoiceNumber.localeCompare(b.invoiceNumber);

/**
 * The invoices the changing journeys work on, each from a client of its own:
 * - retry: OVERDUE, card payment FAILURE, of two clients whose every card the gateway declines;
 * - markPaid: an AWAITING_PAYMENT and an OVERDUE invoice (two AWAITING_PAYMENT if none is OVERDUE);
 * - statusEdit: an unpaid invoice with an amount, not PAYMENT FAILED.
 */
async function planChanges() {
  const invoices = (await invoicesFromApi()).sort(byNewest);
  const used = new Set();
  const take = (invoice) => {
    used.add(invoice.tenantId);
    return invoice;
  };

  const failedOverdue = invoices.filter((i) => i.invoiceStatus === 'OVERDUE' && i.cardPaymentStatus === 'FAILURE' && i.hasCardOnFile && i.invoicedAmount > 0);
  const retry = [];
  for (const tenantId of [...new Set(failedOverdue.map((i) => i.tenantId))].sort()) {
    if (retry.length === 2) break;
    const cards = (await api(`/billing/clients/${encodeURIComponent(tenantId)}/payment-methods`)).filter((m) => m.type === 'CARD');
    if (cards.length && cards.every((card) => cardDeclines(card))) retry.push(take(failedOverdue.find((i) => i.tenantId === tenantId)));
  }
  assert.equal(retry.length, 2, 'the seed has two clients with failed OVERDUE invoices and declining cards');

  const free = (invoice) => !used.has(invoice.tenantId) && invoice.invoicedAmount > 0 && invoice.cardPaymentStatus !== 'FAILURE';
  const awaiting = () => invoices.find((i) => free(i) && i.invoiceStatus === 'AWAITING_PAYMENT');
  const overdue = () => invoices.find((i) => free(i) && i.invoiceStatus === 'OVERDUE');
  const first = awaiting();
  assert.ok(first, 'an AWAITING_PAYMENT invoice to mark paid');
  take(first);
  const second = overdue() ?? awaiting();
  assert.ok(second, 'a second unpaid invoice to mark paid');
  take(second);
  const statusEdit = invoices.find((i) => free(i) && UNPAID.includes(i.invoiceStatus));
  assert.ok(statusEdit, 'an unpaid invoice to edit the status of');
  take(statusEdit);
  return { retry, markPaid: [first, second], statusEdit };
}

// ---------- Browser helpers ----------

const browser = useBrowser();
let plan;
before(async () => {
  plan = await planChanges();
});

async function financePage() {
  const page = await newPage(browser);
  await signIn(page, FINANCE);
  await page.waitForURL((url) => url.pathname === '/clients', { timeout: 30_000 });
  return page;
}

async function open(page, pathAndQuery) {
  await page.goto(shellUrl + pathAndQuery);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text) => new RegExp(`^${escapeRegExp(text)}$`);

const gridRows = (page) => page.locator('.ant-table-tbody .ant-table-row');
/** The grid row with a cell that reads exactly `text`. */
const gridRow = (page, text) => gridRows(page).filter({ has: page.locator('.ant-table-cell', { hasText: exactly(text) }) });

/** Waits until the grid of `scope` (the page, or the part of it that holds the grid) shows rows or its no-rows text. */
async function gridSettled(scope, noRowsText) {
  await gridRows(scope).first().or(scope.getByText(noRowsText, { exact: true })).first().waitFor({ timeout: 30_000 });
}

/** The invoice numbers of the rows the grid of `scope` (the page, or the part of it that holds the grid) shows. */
async function invoiceNumbersShown(scope) {
  const texts = await gridRows(scope).allInnerTexts();
  return texts.map((text) => text.match(/INV-[\w-]+/)?.[0]).filter(Boolean).sort();
}

async function waitForQuery(page, check) {
  await page.waitForURL((url) => check(url.searchParams), { timeout: 10_000 });
}

/** A filter chip above the grid; its text is the label and the × that removes it. */
function filterChip(page, label) {
  return page.getByLabel('Active filters').locator('.ant-tag').filter({ hasText: new RegExp(`^${escapeRegExp(label)}×?$`) });
}

function bulkButton(page, name) {
  return page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name, exact: true });
}

async function selectRows(page, invoiceNumbers) {
  for (const invoiceNumber of invoiceNumbers) {
    const checkbox = gridRow(page, invoiceNumber).getByRole('checkbox');
    await checkbox.check();
    assert.equal(await checkbox.isChecked(), true, `${invoiceNumber} selected`);
  }
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByText(`${invoiceNumbers.length} selected`, { exact: true }).waitFor();
}

function invoicesUrl(params) {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(params)) for (const value of [values].flat()) search.append(key, value);
  return `/invoices?${search}`;
}

const money = (value) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const chipLabel = (label) => (label.length > 24 ? `${label.slice(0, 24)}...` : label);

/** Today in US Eastern time as MM_DD_YYYY (file names of exports). */
function easternFileDate(date = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}_${parts.day}_${parts.year}`;
}

// ---------- Journeys ----------

describe('finance console journeys (finance@px.local)', () => {
  it('clients: search is kept in ?search=, a row opens /clients/{tenantId}?tab=0, the four tabs switch with the URL', { timeout: TEST_TIMEOUT }, async () => {
    const [clients, invoices] = await Promise.all([api('/billing/clients'), invoicesFromApi()]);
    // A client with a card and unpaid invoices (rows in its Invoices tab), found by a word of its name no other client has.
    const names = clients.map((c) => `${c.clientName} ${c.officialLegalName ?? ''}`.toLowerCase());
    let client;
    let term;
    for (const candidate of [...clients].sort((a, b) => a.clientName.localeCompare(b.clientName))) {
      if (!invoices.some((i) => i.tenantId === candidate.tenantId && i.hasCardOnFile && UNPAID.includes(i.invoiceStatus))) continue;
      term = candidate.clientName.split(/\s+/).find((word) => /^[A-Za-z]{5,}$/.test(word) && names.filter((n) => n.includes(word.toLowerCase())).length === 1);
      if (term) {
        client = candidate;
        break;
      }
    }
    assert.ok(client, 'a client to search for');
    const [contact, methods, preferred, terms] = await Promise.all([
      api(`/billing/clients/${client.tenantId}/contact`),
      api(`/billing/clients/${client.tenantId}/payment-methods`),
      api(`/billing/clients/${client.tenantId}/default-payment-method`),
      api(`/billing/clients/${client.tenantId}/contract-terms`),
    ]);

    const page = await financePage();
    await gridSettled(page, 'No Clients Found');
    const allRows = await gridRows(page).count();
    const everyClient = `${clients.length.toLocaleString('en-US')} of ${clients.length.toLocaleString('en-US')} rows`;
    await rowCount(page).getByText(everyClient, { exact: true }).waitFor();
    await page.getByPlaceholder('Search Clients').fill(term);
    await waitForQuery(page, (q) => q.get('search') === term);
    // The client's row was in view before the search: the row count says the rows were filtered (600 ms after typing).
    await rowCount(page).getByText(new RegExp(`^[\\d,]+ of ${escapeRegExp(clients.length.toLocaleString('en-US'))} rows?$`)).filter({ hasNotText: exactly(everyClient) }).waitFor();
    await gridRow(page, client.clientName).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('.ant-table-tbody .ant-table-row').length < n, allRows);
    for (const text of await gridRows(page).allInnerTexts()) assert.match(text, new RegExp(escapeRegExp(term), 'i'), 'every row found matches the search');
    await screenshot(page, 'finance-clients-search');

    // The search survives a reload: it is the URL's.
    await page.reload();
    await gridRow(page, client.clientName).waitFor();
    assert.equal(await page.getByPlaceholder('Search Clients').inputValue(), term);

    await gridRow(page, client.clientName).getByText(client.clientName, { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/clients/${client.tenantId}` && url.searchParams.get('tab') === '0');
    await page.getByRole('heading', { level: 1, name: client.clientName }).waitFor();

    const tabPanel = (name) => page.getByRole('tabpanel', { name, exact: true });
    let panel = tabPanel('Contact');
    assert.equal(await page.getByRole('tab', { name: 'Contact' }).getAttribute('aria-selected'), 'true');
    await panel.getByText('Contacts', { exact: true }).waitFor();
    await panel.getByText('Billing Address', { exact: true }).waitFor();
    await panel.getByRole('link', { name: contact.contacts[0].email }).waitFor();

    await page.getByRole('tab', { name: 'Invoices' }).click();
    await waitForQuery(page, (q) => q.get('tab') === '1');
    panel = tabPanel('Invoices');
    await panel.getByPlaceholder('Search Invoices').waitFor();
    await gridSettled(panel, 'No Invoices Found');
    const shown = await invoiceNumbersShown(panel);
    const expected = invoices.filter((i) => i.tenantId === client.tenantId && UNPAID.includes(i.invoiceStatus)).map((i) => i.invoiceNumber).sort();
    assert.deepEqual(shown, expected, "the client's AWAITING_PAYMENT and OVERDUE invoices");
    const headers = await panel.locator('.ant-table-thead th').allInnerTexts();
    assert.ok(headers.some((h) => h.trim() === 'Invoice Number'));
    assert.ok(!headers.some((h) => h.trim() === 'Client' || h.trim() === 'Referrer'), 'no client or referrer column outside the ALL view');
    await screenshot(page, 'finance-client-invoices-tab');

    await page.getByRole('tab', { name: 'Payment Method' }).click();
    await waitForQuery(page, (q) => q.get('tab') === '2');
    panel = tabPanel('Payment Method');
    await panel.getByText('Default Payment Method', { exact: true }).waitFor();
    if (preferred?.type === 'CARD') await panel.getByText(`${preferred.cardType} ************${preferred.cardLast4Digits}`, { exact: true }).waitFor();
    const cards = methods.filter((m) => m.type === 'CARD');
    assert.ok(cards.length > 0, 'the client has a card on file');
    for (const card of cards) await panel.getByRole('cell', { name: `************${card.cardLast4Digits}`, exact: true }).waitFor();
    for (const cell of await panel.locator('td').allInnerTexts()) assert.doesNotMatch(cell, /\d{5,}/, 'no unmasked account or card number');

    await page.getByRole('tab', { name: 'Contract Terms' }).click();
    await waitForQuery(page, (q) => q.get('tab') === '3');
    panel = tabPanel('Contract Terms');
    await panel.getByText('Payment Terms', { exact: true }).waitFor();
    await panel.getByText(`Net ${terms.paymentTermsDays} days`, { exact: true }).waitFor();
    await panel.getByText(`${terms.freeTrialDays} days`, { exact: true }).waitFor();
    await screenshot(page, 'finance-client-contract-terms');

    // Back in history goes back through the tabs.
    await page.goBack();
    await waitForQuery(page, (q) => q.get('tab') === '2');
    await tabPanel('Payment Method').getByText('Default Payment Method', { exact: true }).waitFor();
    noPageErrors(page);
    await page.context().close();
  });

  it('invoices: a status filter chosen in the grid shows as a chip and in the URL; a URL with filters shows their chips and rows', { timeout: TEST_TIMEOUT }, async () => {
    const invoices = await invoicesFromApi();
    const page = await financePage();
    // Tall enough for 20 rows of 54 px: the seed's VOIDED invoices (9 to 13, by the day it is made
    // relative to) are all drawn at once.
    await page.setViewportSize({ width: 1440, height: 1500 });
    await open(page, '/invoices');
    await gridSettled(page, 'No Invoices Found');
    await filterChip(page, 'Status: AWAITING PAYMENT, OVERDUE').waitFor();

    const statusHeader = page.locator('.ant-table-thead th').filter({ hasText: exactly('Status') });
    await statusHeader.locator('.ant-table-filter-trigger').click();
    const filter = page.getByRole('group', { name: 'Status filter' });
    await filter.getByRole('checkbox', { name: /^AWAITING PAYMENT/ }).uncheck();
    await filter.getByRole('checkbox', { name: /^OVERDUE/ }).uncheck();
    await filter.getByRole('checkbox', { name: /^VOIDED/ }).check();
    await filter.getByRole('button', { name: 'Apply' }).click();

    await waitForQuery(page, (q) => q.getAll('f.invoiceStatus').join() === 'VOIDED');
    await filterChip(page, 'Status: VOIDED').waitFor();
    const voided = invoices.filter((i) => i.invoiceStatus === 'VOIDED').map((i) => i.invoiceNumber).sort();
    assert.ok(voided.length > 0 && voided.length <= 20, `the seed has a few VOIDED invoices (${voided.length})`);
    await page.waitForFunction((n) => document.querySelectorAll('.ant-table-tbody .ant-table-row').length === n, voided.length);
    assert.deepEqual(await invoiceNumbersShown(page), voided);
    for (const badge of await gridRows(page).locator('[data-badge]').allInnerTexts()) assert.equal(badge, 'VOIDED');
    await screenshot(page, 'finance-invoices-status-filter');

    // A shared link: client and status filters in the query string.
    const paidByClient = new Map();
    for (const i of invoices) if (i.invoiceStatus === 'PAID') paidByClient.set(i.client, [...(paidByClient.get(i.client) ?? []), i.invoiceNumber]);
    const [clientName, paid] = [...paidByClient].sort(([a], [b]) => a.localeCompare(b)).find(([, list]) => list.length >= 2 && list.length <= 10);
    await open(page, invoicesUrl({ 'f.client': clientName, 'f.invoiceStatus': 'PAID' }));
    await filterChip(page, `Client: ${chipLabel(clientName)}`).waitFor();
    await filterChip(page, 'Status: PAID').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('.ant-table-tbody .ant-table-row').length === n, paid.length);
    assert.deepEqual(await invoiceNumbersShown(page), [...paid].sort());
    for (const text of await gridRows(page).allInnerTexts()) assert.ok(text.includes(clientName), `row of ${clientName}: ${text}`);
    for (const badge of await gridRows(page).locator('[data-badge]').allInnerTexts()) assert.equal(badge, 'PAID');

    // Removing the client chip drops it from the URL and keeps the status filter.
    await page.getByLabel(`Remove Client: ${chipLabel(clientName)}`).click();
    await waitForQuery(page, (q) => !q.has('f.client') && q.getAll('f.invoiceStatus').join() === 'PAID');
    await screenshot(page, 'finance-invoices-url-filter');
    noPageErrors(page);
    await page.context().close();
  });

  it("bulk Mark as Paid shows 'Status updated successfully' and the change survives a reload", { timeout: TEST_TIMEOUT }, async (t) => {
    const targets = plan.markPaid;
    const numbers = targets.map((i) => i.invoiceNumber);
    t.diagnostic(`marking paid: ${targets.map((i) => `${i.invoiceNumber} (${i.invoiceStatus})`).join(', ')}`);
    const page = await financePage();
    const unpaidOfTheseClients = invoicesUrl({ 'f.client': [...new Set(targets.map((i) => i.client))], 'f.invoiceStatus': UNPAID });
    await open(page, unpaidOfTheseClients);
    for (const n of numbers) await gridRow(page, n).waitFor();

    assert.equal(await bulkButton(page, 'Mark as Paid').isDisabled(), true, 'nothing selected yet');
    await selectRows(page, numbers);
    assert.equal(await bulkButton(page, 'Mark as Paid').isEnabled(), true);
    assert.equal(await bulkButton(page, 'Mark as Unpaid').isDisabled(), true);
    await bulkButton(page, 'Mark as Paid').click();
    // The server's preview comes first (docs/api.md#dry-runs-and-previews); its confirming button
    // makes the change.
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as Paid' }).click();

    const { type } = await toast(page, 'Status updated successfully');
    assert.equal(type, 'success');
    for (const n of numbers) await gridRow(page, n).waitFor({ state: 'detached' });
    await screenshot(page, 'finance-invoices-marked-paid');

    await page.reload();
    await gridSettled(page, 'No Invoices Found');
    for (const n of numbers) assert.equal(await gridRow(page, n).count(), 0, `${n} no longer unpaid after a reload`);

    for (const n of numbers) {
      await open(page, invoicesUrl({ 'f.invoiceStatus': 'PAID', search: n }));
      await filterChip(page, 'Status: PAID').waitFor();
      const row = gridRow(page, n);
      await row.waitFor();
      assert.equal(await row.locator('[data-badge]').innerText(), 'PAID');
      assert.equal((await invoiceFromApi(n)).invoiceStatus, 'PAID');
    }
    noPageErrors(page);
    await page.context().close();
  });

  it('a bulk Retry Payment whose cards decline shows the summary as an error toast', { timeout: TEST_TIMEOUT }, async (t) => {
    const targets = plan.retry;
    const numbers = targets.map((i) => i.invoiceNumber);
    t.diagnostic(`retrying: ${targets.map((i) => `${i.invoiceNumber} (${i.client})`).join(', ')}`);
    const page = await financePage();
    await open(page, invoicesUrl({ 'f.client': targets.map((i) => i.client), 'f.invoiceStatus': 'OVERDUE' }));
    for (const n of numbers) {
      await gridRow(page, n).waitFor();
      assert.equal(await gridRow(page, n).locator('[data-badge]').innerText(), 'PAYMENT FAILED');
    }

    await selectRows(page, numbers);
    assert.equal(await bulkButton(page, 'Retry Payment').isEnabled(), true);
    await bulkButton(page, 'Retry Payment').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retry Payment' }).click();

    const summary = `0 Payment(s) Succeeded, 0 Payment(s) Skipped, ${numbers.length} Payment(s) Failed`;
    const { notice, type } = await toast(page, summary);
    assert.equal(type, 'error', 'a failed payment makes the summary an error');
    assert.equal(await notice.locator('.ant-notification-notice-icon-error').count(), 1, 'the error icon');
    await screenshot(page, 'finance-invoices-retry-declined');

    for (const n of numbers) {
      const invoice = await invoiceFromApi(n);
      assert.equal(invoice.invoiceStatus, 'OVERDUE', `${n} stays OVERDUE`);
      assert.equal(invoice.cardPaymentStatus, 'FAILURE', `${n} card payment FAILURE`);
    }
    noPageErrors(page);
    await page.context().close();
  });

  it("invoice details: the status chip's dialog disables the current status and saves another one", { timeout: TEST_TIMEOUT }, async (t) => {
    const { invoiceNumber, invoiceStatus } = plan.statusEdit;
    t.diagnostic(`editing: ${invoiceNumber} (${invoiceStatus} -> WRITTEN_OFF)`);
    const current = invoiceStatus.replace(/_/g, ' ');
    const page = await financePage();
    await open(page, `/invoices/${invoiceNumber}`);
    await page.getByRole('heading', { name: `Invoice ${invoiceNumber}` }).waitFor();

    await page.getByRole('button', { name: current, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Update Status of ${invoiceNumber}` });
    await dialog.waitFor();
    const options = await dialog.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.closest('label')?.textContent?.trim()));
    assert.deepEqual(options, [current, 'PAID', 'WRITTEN OFF', 'VOIDED']);
    assert.equal(await dialog.getByRole('radio', { name: current, exact: true }).isDisabled(), true, 'the current status is disabled');
    assert.equal(await dialog.getByRole('radio', { name: 'PAID', exact: true }).isChecked(), true, 'PAID is preselected');

    await dialog.getByRole('radio', { name: 'WRITTEN OFF', exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const { type } = await toast(page, `Status updated successfully for ${invoiceNumber}`);
    assert.equal(type, 'success');
    await dialog.waitFor({ state: 'hidden' });
    // The chip as a person sees it; its button role is checked after the reload below.
    await page.locator(`[data-id="${invoiceNumber}"]`).filter({ hasText: exactly('WRITTEN OFF') }).waitFor();
    await screenshot(page, 'finance-invoice-status-edited');

    await page.reload();
    await page.getByRole('button', { name: 'WRITTEN OFF', exact: true }).waitFor();
    assert.equal((await invoiceFromApi(invoiceNumber)).invoiceStatus, 'WRITTEN_OFF');
    noPageErrors(page);
    await page.context().close();
  });

  it('invoice details: Invoice preview shows the PDF of the invoice, and its Download PDF button saves it', { timeout: TEST_TIMEOUT }, async () => {
    const invoice = (await invoicesFromApi()).sort(byNewest).find((i) => i.invoiceStatus === 'PAID' && i.invoicedAmount > 0);
    const page = await financePage();
    await open(page, `/invoice/${invoice.invoiceNumber}`);
    await page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }).waitFor();

    await page.getByRole('button', { name: 'Invoice preview' }).click();
    const viewer = page.getByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });
    assert.match(await viewer.getByTitle(`Invoice ${invoice.invoiceNumber} PDF`).getAttribute('src'), /^blob:/);
    await screenshot(page, 'finance-invoice-preview');
    const file = await downloadOf(page, () => viewer.getByRole('button', { name: 'Download PDF' }).click());
    assert.equal(file.name, `${invoice.invoiceNumber}.pdf`);
    assert.equal(file.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.ok(file.bytes.length > 1000, `a real PDF (${file.bytes.length} bytes)`);
    assert.match(file.bytes.subarray(-64).toString('latin1'), /%%EOF\s*$/);
    noPageErrors(page);
    await page.context().close();
  });

  it('billing-period orders: the link on invoice details opens STOREFRONT, OFFLINE and connect supplier tabs, each with its table', { timeout: TEST_TIMEOUT }, async () => {
    // An invoice with storefront, offline and a foreign-currency connect supplier's orders.
    let invoice;
    let orders;
    for (const candidate of (await invoicesFromApi()).sort(byNewest).slice(0, 80)) {
      const data = await api(`/billing/billing-period-orders/${candidate.invoiceNumber}`);
      if (data.storefront.orders.length && data.offline.orders.length && data.connect.some((g) => g.orders.length && g.currencyCode !== 'USD')) {
        [invoice, orders] = [candidate, data];
        break;
      }
    }
    assert.ok(invoice, 'an invoice with orders in every channel');

    const page = await financePage();
    await open(page, `/invoices/${invoice.invoiceNumber}`);
    await page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }).waitFor();
    await page.getByRole('link', { name: money(invoice.billingPeriodOrdersInUsd), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/billing-period-orders/${invoice.invoiceNumber}`);
    await page.getByRole('heading', { name: 'Billing Period Orders' }).waitFor();

    const tabs = [
      { name: 'STOREFRONT', group: orders.storefront },
      { name: 'OFFLINE', group: orders.offline },
      ...orders.connect.map((group) => ({ name: group.supplierTenantName, group })),
    ];
    await page.getByRole('tab', { name: 'STOREFRONT' }).waitFor();
    assert.deepEqual(await page.getByRole('tab').allInnerTexts(), tabs.map((t) => t.name));

    for (const { name, group } of [...tabs.slice(1), tabs[0]]) {
      const tab = page.getByRole('tab', { name, exact: true });
      await tab.click();
      await page.waitForFunction((t) => t.getAttribute('aria-selected') === 'true', await tab.elementHandle());
      const panel = page.getByRole('tabpanel', { name, exact: true });
      const table = panel.locator('.ant-table').getByRole('table');
      await table.waitFor();
      assert.equal(await table.locator('tbody tr.ant-table-row').count(), Math.min(group.orders.length, 50), `${name}: one row per order`);
      if (group.currencyCode && group.currencyCode !== 'USD') {
        await panel.getByText('Exchange Rate', { exact: true }).waitFor();
        await panel.getByText(`Shipped Amount (${group.currencyCode})`, { exact: true }).first().waitFor();
      }
      if (group === orders.connect.find((g) => g.currencyCode !== 'USD')) await screenshot(page, 'finance-billing-period-orders-connect');
    }
    noPageErrors(page);
    await page.context().close();
  });

  it('reports: EXPORT downloads GMV_Report_{date}.xlsx whose header row is the grid header and which holds every row', { timeout: TEST_TIMEOUT }, async () => {
    const reports = await api('/billing/reports');
    const gmv = reports.find((r) => /GMV/.test(r.name)) ?? reports[0];
    const report = await api(`/billing/reports/${gmv.id}`);

    const page = await financePage();
    await open(page, '/reports');
    await page.getByRole('tab', { name: gmv.name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: gmv.name, exact: true });
    await panel.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    const gridHeaders = (await panel.locator('.ant-table-thead th:not(.ant-table-cell-scrollbar)').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
    assert.deepEqual(gridHeaders, report.settings.columnDefs.map((d) => d.headerName));

    const file = await downloadOf(page, () => panel.getByRole('button', { name: 'EXPORT' }).click());
    assert.match(file.name, /^GMV_Report_\d{2}_\d{2}_\d{4}\.xlsx$/);
    assert.equal(file.name, `GMV_Report_${easternFileDate()}.xlsx`);
    const book = XLSX.read(file.bytes, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 });
    assert.deepEqual(rows[0], gridHeaders, 'the header row is the grid header');
    assert.equal(rows.length - 1, report.body.length, 'one line per report row');
    const firstField = report.settings.columnDefs[0].field;
    assert.deepEqual(
      rows.slice(1).map((row) => row[0]).sort(),
      report.body.map((row) => row[firstField]).sort(),
      `the ${firstField} column holds the report's values`,
    );
    await screenshot(page, 'finance-reports');
    noPageErrors(page);
    await page.context().close();
  });
});
