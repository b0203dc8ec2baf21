/**
 * Money per currency and exports ready to hand on, as finance@px.local:
 * - the clients grid sorted by '$ Awaiting Payment' follows the amounts converted to USD at the
 *   stored rates in the mixed-currency seed (MX$10,022 is about US$583, below US$1,000), and each
 *   amount is written in its own currency;
 * - the invoices grid's Export, read back, has real date cells, number cells with 2 decimals, a
 *   Currency column and formula-looking names ('+Plus Mobile') written as text without a visible
 *   apostrophe.
 *
 * Read only: no journey here changes data.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import XLSX from 'xlsx';
import { screenshot, shellUrl, useBrowser } from '../lib/browser.mjs';
import { apiJson, downloadOf, exactly, gridRows, money, noPageErrors, signedInPage } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const TEST_TIMEOUT = 120_000;
/** A seeded client whose name starts like a formula (platform-api/src/seed/catalog.ts). */
const FORMULA_LIKE_CLIENT = '+Plus Mobile';
/** Rows compared at the top of the sorted clients grid (all in view at 1440 x 900). */
const TOP_ROWS = 8;

const api = (path) => apiJson(FINANCE, path);

const browser = useBrowser();

const financePage = () => signedInPage(browser, FINANCE, { landing: '/clients' });

/** Dollars at the stored rate (units of the currency per 1 USD), to cents. */
const inUsd = (amount, usdRate) => Math.round((amount / usdRate) * 100) / 100;

describe('money per currency and exports (finance@px.local)', () => {
  it("clients sorted by '$ Awaiting Payment' follow the amounts in USD at the stored rates", { timeout: TEST_TIMEOUT }, async () => {
    const clients = await api('/billing/clients');
    const owing = clients.filter((c) => c.awaitingPayment > 0);
    assert.ok(new Set(owing.map((c) => c.currencyCode)).size > 1, 'the seed has clients owing in several currencies');
    const byUsd = [...owing].sort((a, b) => inUsd(b.awaitingPayment, b.usdRate) - inUsd(a.awaitingPayment, a.usdRate));
    const byPlainNumber = [...owing].sort((a, b) => b.awaitingPayment - a.awaitingPayment);
    const expected = byUsd.slice(0, TOP_ROWS);
    assert.notDeepEqual(
      expected.map((c) => c.tenantId),
      byPlainNumber.slice(0, TOP_ROWS).map((c) => c.tenantId),
      'in this seed the plain numbers would order the clients differently (so the test can tell the two apart)',
    );

    const page = await financePage();
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    // The column title (its header also holds the amount filter's icon).
    const header = page.locator('.ant-table-thead th').getByText('$ Awaiting Payment', { exact: true });
    await header.click();
    await page.waitForURL((url) => /:asc$/.test(url.searchParams.get('sort') ?? ''));
    await header.click();
    await page.waitForURL((url) => /:desc$/.test(url.searchParams.get('sort') ?? ''));
    // The address changes before the grid is drawn again: the column's header says the rows are sorted.
    await page.locator('.ant-table-thead th[aria-sort="descending"]').filter({ has: page.getByText('$ Awaiting Payment', { exact: true }) }).waitFor();

    const firstCells = async () => (await gridRows(page).locator('.ant-table-cell:first-child').allInnerTexts()).slice(0, TOP_ROWS).map((t) => t.trim());
    await page.waitForFunction((name) => document.querySelector('.ant-table-tbody .ant-table-row .ant-table-cell')?.textContent?.trim() === name, expected[0].clientName);
    assert.deepEqual(await firstCells(), expected.map((c) => c.clientName), 'the largest debts in USD first');

    // Each amount in its own currency.
    for (const client of expected) {
      const row = gridRows(page).filter({ has: page.locator('.ant-table-cell:first-child', { hasText: exactly(client.clientName) }) });
      await row.getByText(money(client.awaitingPayment, client.currencyCode), { exact: true }).waitFor();
    }
    await screenshot(page, 'clients-sorted-by-usd');
    noPageErrors(page);
    await page.context().close();
  });

  it('the invoices Export, read back, has date cells, number cells, a Currency column and no visible apostrophe', { timeout: TEST_TIMEOUT }, async () => {
    const invoices = (await api('/billing/invoices')).filter((i) => i.client === FORMULA_LIKE_CLIENT);
    assert.ok(invoices.length > 0, `the seed has invoices of ${FORMULA_LIKE_CLIENT}`);
    const byNumber = new Map(invoices.map((i) => [i.invoiceNumber, i]));

    const page = await financePage();
    // Only this client's invoices, every status (a filter in the URL replaces the default status filter).
    await page.goto(`${shellUrl}/invoices?${new URLSearchParams({ 'f.client': FORMULA_LIKE_CLIENT })}`);
    await gridRows(page).first().waitFor({ timeout: 30_000 });
    const file = await downloadOf(page, () => page.getByRole('button', { name: 'Export', exact: true }).click());
    assert.match(file.name, /^Invoices_Export_\d{2}_\d{2}_\d{4}\.xlsx$/, 'the Export has a name of its own (Download invoices saves Invoices_{date})');

    const book = XLSX.read(file.bytes, { type: 'buffer', cellDates: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    const range = XLSX.utils.decode_range(sheet['!ref']);
    const cell = (row, column) => sheet[XLSX.utils.encode_cell({ r: row, c: column })];
    const header = [];
    for (let c = range.s.c; c <= range.e.c; c += 1) header.push(cell(0, c)?.v);
    const column = (title) => {
      const index = header.indexOf(title);
      assert.ok(index >= 0, `a '${title}' column in ${JSON.stringify(header)}`);
      return index;
    };
    const numberColumn = column('Invoice Number');
    const clientColumn = column('Client');
    const dateColumn = column('Invoice Date');
    const amountColumn = column('Invoiced Amount');
    const currencyColumn = column('Currency');
    assert.equal(range.e.r, invoices.length, 'one line per invoice of the client');

    for (let r = 1; r <= range.e.r; r += 1) {
      const invoice = byNumber.get(cell(r, numberColumn)?.v);
      assert.ok(invoice, `row ${r + 1} is an invoice of ${FORMULA_LIKE_CLIENT}`);
      // Formula-looking text: a plain string cell holding the name as written.
      const name = cell(r, clientColumn);
      assert.equal(name?.t, 's');
      assert.equal(name?.v, FORMULA_LIKE_CLIENT);
      assert.equal(name?.f, undefined, 'never a formula');
      // A real date (a date-formatted number read back as a date), the invoice's day.
      const date = cell(r, dateColumn);
      assert.equal(date?.t, 'd', `Invoice Date of ${invoice.invoiceNumber} is a date cell`);
      assert.equal(date.v.toISOString().slice(0, 10), invoice.invoiceDate);
      // A number with 2 decimals, beside the ISO code of its currency.
      const amount = cell(r, amountColumn);
      assert.equal(amount?.t, 'n', `Invoiced Amount of ${invoice.invoiceNumber} is a number cell`);
      assert.equal(amount.v, invoice.invoicedAmount);
      assert.match(amount.w, /\.\d{2}$/, 'shown with 2 decimals');
      assert.equal(cell(r, currencyColumn)?.v, invoice.currencyCode);
    }

    // No visible apostrophe anywhere in the file.
    for (const [address, value] of Object.entries(sheet)) {
      if (address.startsWith('!')) continue;
      if (value.t === 's') assert.ok(!String(value.v).startsWith("'"), `${address} has no leading apostrophe: ${value.v}`);
    }
    noPageErrors(page);
    await page.context().close();
  });
});
