import fs from 'node:fs';
import { launch, newPage } from './lib/chromium.mjs';
const base = 'http://localhost:3200';
const browser = await launch();
for (let round = 0; round < 2; round += 1) {
const page = await newPage(browser);
await page.goto(base + '/');
await page.getByLabel('Email').fill('finance@px.local');
await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL((u) => u.pathname === '/clients');
await page.locator('.ant-table-tbody .ant-table-row').first().waitFor({ timeout: 60000 });
await page.waitForTimeout(1500);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.evaluate(() => { performance.clearResourceTimings(); window.__t0 = performance.now(); });
await cdp.send('Profiler.start');
await page.getByRole('menuitem', { name: 'Invoices' }).click();
await page.locator('.ant-table-tbody .ant-table-row[data-row-key^="INV-"]').first().waitFor({ timeout: 60000 });
const { profile } = await cdp.send('Profiler.stop');
fs.writeFileSync('/tmp/prof.json', JSON.stringify(profile));
const r = await page.evaluate(() => ({ done: Math.round(performance.now() - window.__t0), res: performance.getEntriesByType('resource').filter((e) => e.name.includes('4200')).map((e) => ({ n: e.name.slice(-30), start: Math.round(e.startTime - window.__t0), end: Math.round(e.responseEnd - window.__t0) })) }));
console.log(JSON.stringify(r));
await page.context().close();
}
await browser.close();
