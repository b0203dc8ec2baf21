/**
 * Columns and saved views follow the user (docs/grid.md#columns-menu, docs/grid.md#saved-views), as
 * finance@px.local in two browser contexts (two browsers as far as the console can tell: no storage
 * shared):
 * - in the first, the invoices grid's Columns menu hides Referrer and pins Due Date right, and the
 *   grid's filter and sort are saved as a named default view;
 * - in the second, /invoices opens on that view with those columns, and a view naming a client that
 *   no longer exists opens with its filter's chip marked;
 * - 'Reset columns' in the second returns to the spec's columns, which the first then shows too.
 *
 * Leaves nothing behind: the user's invoices columns and views are cleared before and after.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, shellUrl, useBrowser } from '../lib/browser.mjs';
import { apiJson, filterChip, gridRows, signedInPage } from '../lib/journeys.mjs';

const FINANCE = 'finance@px.local';
const TEST_TIMEOUT = 180_000;
const PREFERENCES = '/grid-preferences/invoices';
const VIEW_NAME = 'Paid, newest due first';

const browser = useBrowser();

/** Forgets finance's invoices columns and views, through the API. */
async function clearPreferences() {
  await apiJson(FINANCE, `${PREFERENCES}/columns`, { method: 'DELETE' });
  const { views } = await apiJson(FINANCE, PREFERENCES);
  for (const view of views) await apiJson(FINANCE, `${PREFERENCES}/views/${view.viewId}`, { method: 'DELETE' });
}

/** The grid's column headers, left to right. */
const headers = (page) => page.locator('.ant-table-thead .px-data-grid-heading').allTextContents();

/** The Columns menu of the page's grid, opened, and the entry of the column `name` in it. */
async function columnsMenu(page) {
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Columns' });
  await menu.getByRole('list', { name: 'Columns of the grid' }).waitFor();
  return { menu, entry: (name) => menu.getByRole('listitem', { name, exact: true }) };
}

/** Waits for the answer of a grid preference write `method` on `path`, started by `act`. */
async function saved(page, method, path, act) {
  const answer = page.waitForResponse((response) => response.request().method() === method && new URL(response.url()).pathname === path);
  await act();
  assert.equal((await answer).status(), 200, `${method} ${path}`);
}

before(clearPreferences);
after(clearPreferences);

describe('columns and saved views follow the user (finance@px.local)', () => {
  it('columns and a default view saved in one browser context show in another', { timeout: TEST_TIMEOUT }, async () => {
    const first = await signedInPage(browser, FINANCE, { landing: '/clients' });
    await first.goto(`${shellUrl}/invoices?f.invoiceStatus=PAID&sort=dueDate:desc`);
    await gridRows(first).first().waitFor({ timeout: 30_000 });
    const spec = await headers(first);
    assert.ok(spec.includes('Referrer') && spec.includes('Due Date'), `the spec's columns: ${spec.join(', ')}`);

    const { menu, entry } = await columnsMenu(first);
    await saved(first, 'PUT', `${PREFERENCES}/columns`, () => entry('Referrer').getByRole('checkbox').click());
    await saved(first, 'PUT', `${PREFERENCES}/columns`, () => entry('Due Date').getByRole('radiogroup', { name: 'Pin Due Date' }).getByText('Right', { exact: true }).click());
    await menu.getByRole('button', { name: 'Done' }).click();
    const arranged = await headers(first);
    assert.ok(!arranged.includes('Referrer'), `Referrer hidden: ${arranged.join(', ')}`);
    assert.equal(arranged.at(-1), 'Due Date', `Due Date pinned right: ${arranged.join(', ')}`);

    await first.getByRole('button', { name: 'Views', exact: true }).click();
    const views = first.getByRole('dialog', { name: 'Saved views' });
    await views.getByRole('textbox', { name: 'View name' }).fill(VIEW_NAME);
    await views.getByRole('checkbox', { name: 'Open this grid on it (default view)' }).check();
    await saved(first, 'POST', `${PREFERENCES}/views`, () => views.getByRole('button', { name: 'Save view' }).click());
    await first.getByRole('button', { name: `Views: ${VIEW_NAME}` }).waitFor();
    await screenshot(first, '29-saved-views-first-context');

    // Another browser context: nothing of the first one's storage.
    const second = await signedInPage(browser, FINANCE, { landing: '/clients' });
    await second.goto(`${shellUrl}/invoices`);
    await gridRows(second).first().waitFor({ timeout: 30_000 });
    // The default view's state, written to the address.
    await second.waitForURL((url) => url.searchParams.getAll('f.invoiceStatus').join() === 'PAID' && url.searchParams.get('sort') === 'dueDate:desc', { timeout: 30_000 });
    await second.getByRole('button', { name: `Views: ${VIEW_NAME}` }).waitFor();
    await filterChip(second, 'Status: PAID').waitFor();
    const statuses = await second.locator('.ant-table-tbody .ant-table-row .ant-tag[data-id]').allTextContents();
    assert.ok(statuses.length > 0 && statuses.every((status) => status === 'PAID'), `paid invoices only: ${[...new Set(statuses)].join(', ')}`);
    const followed = await headers(second);
    assert.deepEqual(followed, arranged, 'the second context shows the columns arranged in the first');
    await screenshot(second, '29-saved-views-second-context');

    // A view naming a client that no longer exists still opens, its filter marked.
    await apiJson(FINANCE, `${PREFERENCES}/views`, {
      method: 'POST',
      body: JSON.stringify({ name: 'A client since deleted', state: { search: '', sets: { client: ['Client Deleted Since Ltd'] }, dates: {}, amounts: {}, stock: 'all' }, isDefault: false }),
    });
    await second.reload();
    await gridRows(second).first().waitFor({ timeout: 30_000 });
    await second.getByRole('button', { name: `Views: ${VIEW_NAME}` }).click();
    await second.getByRole('dialog', { name: 'Saved views' }).getByRole('button', { name: 'A client since deleted', exact: true }).click();
    // The marked chip reads '⚠ Client: …'.
    const chip = second.getByLabel('Active filters').locator('.ant-tag', { hasText: 'Client: Client Deleted Since Ltd' });
    await chip.waitFor();
    assert.equal(await chip.getAttribute('aria-description'), 'No row of the list has Client Deleted Since Ltd');
    await second.getByText('No Invoices Found').waitFor();

    // 'Reset columns' in the second context: the first shows the spec's columns again once reloaded.
    const reset = await columnsMenu(second);
    await saved(second, 'DELETE', `${PREFERENCES}/columns`, () => reset.menu.getByRole('button', { name: 'Reset columns' }).click());
    assert.deepEqual(await headers(second), spec);
    await first.reload();
    await gridRows(first).first().waitFor({ timeout: 30_000 });
    await first.waitForFunction((expected) => [...document.querySelectorAll('.ant-table-thead .px-data-grid-heading')].map((h) => h.textContent).join('|') === expected, spec.join('|'));

    assert.deepEqual([...first.errors, ...second.errors], [], 'no uncaught errors in either page');
    await first.context().close();
    await second.context().close();
  });
});
