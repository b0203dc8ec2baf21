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
await page.evaluate(() => {
  window.__net = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name.includes('/search')) window.__net.push({ start: e.startTime, end: e.responseEnd, dur: e.duration, size: e.transferSize }); }).observe({ type: 'resource', buffered: false });
  window.__lt = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lt.push({ start: e.startTime, dur: e.duration }); }).observe({ type: 'longtask', buffered: false });
});
for (const text of keys.slice(1, 8)) {
  const r = await page.evaluate(([text, selector]) => new Promise((resolve) => {
    window.__net = []; window.__lt = [];
    const input = document.querySelector('input[aria-label="Search"]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
    const t0 = performance.now();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const check = () => {
      const shown = [...document.querySelectorAll(selector)].map((row) => row.getAttribute('data-row-key') ?? '');
      if (shown.includes(text) && shown.every((key) => key.includes(text))) resolve({ ms: performance.now() - t0, net: window.__net.map((n) => ({ start: n.start - t0, end: n.end - t0, size: n.size })), lt: window.__lt.map((l) => ({ start: l.start - t0, dur: l.dur })) });
      else requestAnimationFrame(check);
    };
    check();
  }), [text, ROW]);
  console.log(text, JSON.stringify(r));
}
await browser.close();
