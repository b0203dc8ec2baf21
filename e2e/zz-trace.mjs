import fs from 'node:fs';
import { launch, newPage } from './lib/chromium.mjs';
const base = 'http://localhost:3200';
const browser = await launch();
const page = await newPage(browser);
await page.goto(base + '/');
await page.getByLabel('Email').fill('finance@px.local');
await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL((u) => u.pathname === '/clients');
await page.locator('.ant-table-tbody .ant-table-row').first().waitFor({ timeout: 60000 });
await page.getByRole('menuitem', { name: 'Invoices' }).click();
const ROW = '.ant-table-tbody .ant-table-row[data-row-key^="INV-"]';
await page.locator(ROW).first().waitFor({ timeout: 60000 });
await page.waitForTimeout(2000);
const keys = await page.locator(ROW).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));
const search = async (text) => page.evaluate(([text, selector]) => new Promise((resolve) => {
    const input = document.querySelector('input[aria-label="Search"]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
    performance.mark('t0');
    const t0 = performance.now();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const check = () => {
      const shown = [...document.querySelectorAll(selector)].map((row) => row.getAttribute('data-row-key') ?? '');
      if (shown.includes(text) && shown.every((key) => key.includes(text))) { performance.mark('t1'); resolve(performance.now() - t0); }
      else requestAnimationFrame(check);
    };
    check();
  }), [text, ROW]);
await search(keys[1]);
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
const ms = await search(keys[3]);
await browser.stopTracing();
console.log('ms', ms);
await browser.close();
