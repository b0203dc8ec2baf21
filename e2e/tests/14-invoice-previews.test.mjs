/**
 * Invoices a finance user can trust, as finance@px.local: a bulk Mark as Paid
 * first shows the server's preview (count, invoices, amount per currency, skipped and why) and then
 * changes exactly the previewed invoices; a confirmation after the invoices changed is refused and
 * changes nothing; a declined card shows its reason in the grid, on the details and in the toast.
 *
 * The invoices are chosen through the API from the oldest end of the list (the finance journeys
 * take the newest), each journey from clients of its own.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, shellUrl, useBrowser } from '../lib/browser.mjs';
import { apiJson, escapeRegExp, exactly, gridRows, money, signedInPage } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const TEST_TIMEOUT = 120_000;
const UNPAID = ['AWAITING_PAYMENT', 'OVERDUE'];
/** Cards the local payment gateway approves (platform-api/README.md "Local payment gateway"). */
const APPROVED_CARDS = new Set(['4242', '4444', '8431']);
const STALE_PREVIEW = 'These invoices changed since the preview; preview again';
const IN_PROGRESS = 'A card payment is in progress; the status can be changed once it has finished';

// ---------- API ----------

const api = (path, init) => apiJson(FINANCE, path, init);
const invoicesFromApi = () => api('/billing/invoices');
const invoiceFromApi = (invoiceNumber) => api(`/billing/invoices/${encodeURIComponent(invoiceNumber)}`);

function cardDeclines(method, now = new Date()) {
  if (!APPROVED_CARDS.has(method.cardLast4Digits)) return true;
  return method.cardExpiryYear * 12 + method.cardExpiryMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * The invoices the journeys work on, oldest first, each journey from clients of its own:
 * - markPaid: an unpaid USD invoice and an unpaid invoice in another currency (another USD one when
 *   the seed has none), no card payment failed or in progress;
 * - charging: an unpaid invoice whose card payment is in progress, when the seed has one (skipped);
 * - stale: an unpaid invoice the API changes while its preview is open;
 * - declined: an OVERDUE invoice whose last card payment failed (read only);
 * - retry: an OVERDUE failed invoice of a client whose every card declines, from the end of the
 *   clients the finance journey picks from.
 */
async function planChanges() {
  const invoices = (await invoicesFromApi()).sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceNumber.localeCompare(b.invoiceNumber));
  const used = new Set();
  const take = (invoice) => {
    if (invoice) used.add(invoice.tenantId);
    return invoice;
  };
  const plain = (i) => !used.has(i.tenantId) && UNPAID.includes(i.invoiceStatus) && i.invoicedAmount > 0 && !['FAILURE', 'REQUESTED'].includes(i.cardPaymentStatus);
  const usd = take(invoices.find((i) => plain(i) && i.currencyCode === 'USD'));
  assert.ok(usd, 'an unpaid USD invoice');
  const other = take(invoices.find((i) => plain(i) && i.currencyCode !== 'USD') ?? invoices.find(plain));
  assert.ok(other, 'a second unpaid invoice');
  const charging = take(invoices.find((i) => !used.has(i.tenantId) && UNPAID.includes(i.invoiceStatus) && i.invoicedAmount > 0 && i.cardPaymentStatus === 'REQUESTED'));
  const stale = take(invoices.find(plain));
  assert.ok(stale, 'an unpaid invoice to change during its preview');
  const declined = invoices.find((i) => i.invoiceStatus === 'OVERDUE' && i.cardPaymentStatus === 'FAILURE' && i.lastFailedPayment);
  assert.ok(declined, 'the seed has a declined OVERDUE invoice');

  const failed = invoices.filter((i) => !used.has(i.tenantId) && i.invoiceStatus === 'OVERDUE' && i.cardPaymentStatus === 'FAILURE' && i.hasCardOnFile && i.amountOwed > 0);
  const declining = [];
  for (const tenantId of [...new Set(failed.map((i) => i.tenantId))].sort()) {
    const cards = (await api(`/billing/clients/${encodeURIComponent(tenantId)}/payment-methods`)).filter((m) => m.type === 'CARD');
    if (cards.length && cards.every((card) => cardDeclines(card))) declining.push(tenantId);
  }
  // The finance journey retries the first two such clients.
  const retryTenant = declining.length > 2 ? declining[declining.length - 1] : undefined;
  const retry = retryTenant ? failed.find((i) => i.tenantId === retryTenant) : undefined;
  return { markPaid: [usd, other], charging, stale, declined, retry };
}

// ---------- Browser helpers ----------

const browser = useBrowser();
let plan;
before(async () => {
  plan = await planChanges();
});

const financePage = () => signedInPage(browser, FINANCE, { landing: '/clients' });
const gridRow = (page, text) => gridRows(page).filter({ has: page.locator('.ant-table-cell', { hasText: exactly(text) }) });
const bulkButton = (page, name) => page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name, exact: true });
const notice = (page, text) => page.locator('.ant-notification-notice', { hasText: text }).first();

function invoicesUrl(params) {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(params)) for (const value of [values].flat()) search.append(key, value);
  return `${shellUrl}/invoices?${search}`;
}

/** Opens the unpaid invoices of the given invoices' clients and ticks those invoices. */
async function selectUnpaid(page, invoices) {
  await page.goto(invoicesUrl({ 'f.client': [...new Set(invoices.map((i) => i.client))], 'f.invoiceStatus': UNPAID }));
  for (const invoice of invoices) {
    const checkbox = gridRow(page, invoice.invoiceNumber).getByRole('checkbox');
    await checkbox.waitFor({ timeout: 30_000 });
    await checkbox.check();
  }
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByText(`${invoices.length} selected`, { exact: true }).waitFor();
}

/** The body rows of a table of the preview dialog, as cell texts. */
async function previewRows(dialog, name) {
  const rows = dialog.getByRole('table', { name }).locator('tbody tr.ant-table-row');
  return Promise.all((await rows.all()).map((row) => row.locator('td').allInnerTexts()));
}

/** Statuses of every invoice of the given clients, by invoice number. */
async function statusesOf(tenantIds) {
  const invoices = await invoicesFromApi();
  return new Map(invoices.filter((i) => tenantIds.includes(i.tenantId)).map((i) => [i.invoiceNumber, i.invoiceStatus]));
}

describe('invoice previews and failed payments', () => {
  it('bulk Mark as Paid shows the preview (count, per-currency amounts, skipped), then changes exactly the previewed invoices', { timeout: TEST_TIMEOUT }, async (t) => {
    const targets = plan.markPaid;
    const selected = plan.charging ? [...targets, plan.charging] : targets;
    t.diagnostic(`marking paid: ${selected.map((i) => `${i.invoiceNumber} (${i.invoiceStatus}, ${i.currencyCode}, card ${i.cardPaymentStatus})`).join(', ')}`);
    if (!plan.charging) t.diagnostic('the seed has no unpaid invoice with a card payment in progress: nothing to skip');
    const tenantIds = [...new Set(selected.map((i) => i.tenantId))];
    const before = await statusesOf(tenantIds);

    const page = await financePage();
    await selectUnpaid(page, selected);
    await bulkButton(page, 'Mark as Paid').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${targets.length} ${targets.length === 1 ? 'record' : 'records'} will be changed`, { exact: true }).waitFor({ timeout: 30_000 });

    const records = await previewRows(dialog, 'Records to change');
    assert.deepEqual(
      records.map(([label, amount]) => [label, amount]).sort(),
      targets.map((i) => [`${i.invoiceNumber} · ${i.client}`, money(i.invoicedAmount, i.currencyCode)]).sort(),
    );
    // One total per currency, never a sum across currencies.
    const perCurrency = new Map();
    for (const i of targets) perCurrency.set(i.currencyCode, (perCurrency.get(i.currencyCode) ?? 0) + Math.round(i.invoicedAmount * 100));
    const totals = await dialog.locator('tr', { hasText: 'Total per currency' }).innerText();
    for (const [code, cents] of perCurrency) assert.match(totals, new RegExp(escapeRegExp(money(cents / 100, code))));
    if (perCurrency.size > 1) assert.match(totals, / · /);
    if (plan.charging) {
      await dialog.getByText('1 record will be skipped', { exact: true }).waitFor();
      assert.deepEqual(await previewRows(dialog, 'Skipped records'), [[`${plan.charging.invoiceNumber} · ${plan.charging.client}`, IN_PROGRESS]]);
    }
    await screenshot(page, 'invoice-previews-mark-paid');
    // The preview changed nothing.
    assert.deepEqual(await statusesOf(tenantIds), before);

    await dialog.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    await notice(page, 'Status updated successfully').waitFor({ timeout: 30_000 });

    const afterwards = await statusesOf(tenantIds);
    const expected = new Map(before);
    for (const i of targets) expected.set(i.invoiceNumber, 'PAID');
    assert.deepEqual(afterwards, expected, 'exactly the previewed invoices became PAID');
    if (plan.charging) assert.equal(afterwards.get(plan.charging.invoiceNumber), plan.charging.invoiceStatus, 'the skipped invoice is left alone');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('a confirmation after the invoice changed is refused and changes nothing', { timeout: TEST_TIMEOUT }, async (t) => {
    const { stale } = plan;
    t.diagnostic(`previewing ${stale.invoiceNumber}, then writing it off through the API`);
    const page = await financePage();
    await selectUnpaid(page, [stale]);
    await bulkButton(page, 'Mark as Paid').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1 record will be changed', { exact: true }).waitFor({ timeout: 30_000 });

    await api('/billing/invoices/update-status', { method: 'POST', body: JSON.stringify({ invoiceNumbers: [stale.invoiceNumber], status: 'WRITTEN_OFF' }) });
    await dialog.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    const refusal = notice(page, STALE_PREVIEW);
    await refusal.waitFor({ timeout: 30_000 });
    assert.match((await refusal.getAttribute('class')) ?? '', /ant-notification-notice-error/);
    assert.equal((await invoiceFromApi(stale.invoiceNumber)).invoiceStatus, 'WRITTEN_OFF', 'not marked paid');
    assert.equal(await page.locator('.ant-notification-notice', { hasText: 'Status updated successfully' }).count(), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('a declined card shows its reason: on the grid mark, on the invoice details and in the Retry Card Payment toast', { timeout: TEST_TIMEOUT }, async (t) => {
    const { declined, retry } = plan;
    const failure = declined.lastFailedPayment;
    t.diagnostic(`declined: ${declined.invoiceNumber} (${failure.reason})`);
    const page = await financePage();
    await page.goto(invoicesUrl({ nf: '1', search: declined.invoiceNumber }));
    const mark = gridRow(page, declined.invoiceNumber).locator('[data-mark="payment-failure"]');
    await mark.waitFor({ timeout: 30_000 });
    assert.equal(await mark.innerText(), 'Failed');
    await mark.hover();
    await page.locator('.ant-tooltip:not(.ant-tooltip-hidden)', { hasText: failure.reason }).waitFor();

    await page.goto(`${shellUrl}/invoices/${encodeURIComponent(declined.invoiceNumber)}`);
    const block = page.getByLabel('Last Failed Card Payment');
    await block.waitFor({ timeout: 30_000 });
    const text = await block.innerText();
    assert.match(text, new RegExp(escapeRegExp(failure.reason)));
    if (failure.cardLast4Digits) assert.match(text, new RegExp(escapeRegExp(`${failure.cardType} •••• ${failure.cardLast4Digits}`)));
    await screenshot(page, 'invoice-previews-declined-details');

    if (!retry) {
      t.diagnostic('fewer than three clients whose every card declines: the Retry Card Payment toast is not exercised');
    } else {
      t.diagnostic(`retrying the card of ${retry.invoiceNumber} (${retry.client})`);
      await page.goto(`${shellUrl}/invoices/${encodeURIComponent(retry.invoiceNumber)}`);
      await page.getByRole('button', { name: 'Retry Card Payment' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('1 record will be changed', { exact: true }).waitFor({ timeout: 30_000 });
      assert.match(await dialog.getByRole('table', { name: 'Records to change' }).innerText(), new RegExp(escapeRegExp(money(retry.amountOwed, retry.currencyCode))));
      await dialog.getByRole('button', { name: 'Retry Card Payment' }).click();
      await notice(page, 'Payment Failed: ').waitFor({ timeout: 30_000 });
      const charged = await invoiceFromApi(retry.invoiceNumber);
      assert.equal(charged.invoiceStatus, 'OVERDUE');
      assert.ok(charged.lastFailedPayment?.reason, 'the new decline has its reason');
      assert.match(await notice(page, 'Payment Failed: ').innerText(), new RegExp(escapeRegExp(`Payment Failed: ${charged.lastFailedPayment.reason}`)));
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
