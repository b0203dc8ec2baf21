/**
 * antd's styles come from its stylesheet, not from the browser (docs/architecture.md#shared-at-run-time):
 * the sign-in page loads no antd stylesheet; the signed-in console loads `antd-styles.<hash>.css`
 * once, antd's run-time style elements declare only the theme's CSS variables, and the theme's
 * colours still reach antd's rules through them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mainArea, shellUrl, signIn, useBrowser } from '../lib/browser.mjs';

const browser = useBrowser();
const FINANCE = 'finance@px.local';
/** The theme's selected menu item, background #e6eef6 and text #1f4e79 (shell/src/app/theme.ts), as computed colours. */
const MENU_SELECTED = { background: 'rgb(230, 238, 246)', color: 'rgb(31, 78, 121)' };

/** The CSS files the page requested so far, by file name. */
const stylesheetsRequested = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.split('/').pop()).filter((name) => name.endsWith('.css')));

describe('antd styles (finance@px.local)', () => {
  it('the sign-in page loads no antd stylesheet; the console loads it once, draws no antd rules at run time, and keeps the theme colours', { timeout: 120_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A first visit: the sign-in page with nothing stored.
    await page.goto(shellUrl);
    await page.getByLabel('Email').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const shownOnSignIn = await page.locator('.ant-notification-notice, .ant-message-notice').allInnerTexts();
    assert.deepEqual((await stylesheetsRequested(page)).filter((name) => name.startsWith('antd-styles')), [], `the sign-in page loads no antd stylesheet (notices shown: ${JSON.stringify(shownOnSignIn)})`);

    await signIn(page, FINANCE);
    await page.waitForURL((url) => url.pathname === '/clients', { timeout: 60_000 });
    await page.goto(`${new URL(page.url()).origin}/invoices`);
    await mainArea(page).getByRole('heading', { level: 1, name: 'Invoices' }).waitFor({ timeout: 60_000 });
    await mainArea(page).locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');

    const antdSheets = (await stylesheetsRequested(page)).filter((name) => name.startsWith('antd-styles'));
    assert.equal(antdSheets.length, 1, `antd's stylesheet requested once: ${antdSheets}`);
    assert.match(antdSheets[0], /^antd-styles\.[0-9a-f]{8}\.css$/);

    const runTime = await page.evaluate(() => {
      const declared = [];
      for (const element of document.querySelectorAll('style')) {
        if (!element.attributes.length) continue;
        for (const rule of element.sheet?.cssRules ?? []) {
          if (!(rule instanceof CSSStyleRule)) continue;
          for (let index = 0; index < rule.style.length; index += 1) declared.push(rule.style[index]);
        }
      }
      return { count: declared.length, notVariables: declared.filter((property) => !property.startsWith('--')).slice(0, 10) };
    });
    assert.ok(runTime.count > 0, 'antd sets the theme as CSS variables at run time');
    assert.deepEqual(runTime.notVariables, [], 'antd draws no rules at run time');

    const menuItem = page.getByRole('navigation').locator('.ant-menu-item-selected').first();
    assert.deepEqual(await menuItem.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, color: getComputedStyle(element).color })), MENU_SELECTED);
    await context.close();
  });
});
