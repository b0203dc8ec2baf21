#!/usr/bin/env node
/**
 * JS bytes (raw and gzip) the browser downloads for the sign-in page and for /clients, against a
 * running stack: `node e2e/bench/bundle-bytes.mjs [stack.json]` (default .data/run/stack.json).
 * Prints JSON.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.env.E2E_STACK ??= process.argv[2] ?? path.join(root, '.data', 'run', 'stack.json');
const { launch, newPage, shellUrl, signIn } = await import('../lib/browser.mjs');

function track(page) {
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    } catch {
      /* redirected or aborted */
    }
  });
  return scripts;
}

const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
const browser = await launch();
const result = {};

const signInPage = await newPage(browser);
const signInScripts = track(signInPage);
await signInPage.goto(shellUrl + '/');
await signInPage.getByLabel('Email').waitFor();
await signInPage.waitForLoadState('networkidle');
result.signInPage = { files: signInScripts.length, rawBytes: sum(signInScripts, 'raw'), gzipBytes: sum(signInScripts, 'gzip') };
await signInPage.context().close();

const clientsPage = await newPage(browser);
const clientsScripts = track(clientsPage);
await signIn(clientsPage, 'finance@px.local');
await clientsPage.waitForURL((url) => url.pathname === '/clients');
await clientsPage.getByText('Total Awaiting Payments').first().waitFor();
await clientsPage.waitForLoadState('networkidle');
result.clientsAfterSignIn = { files: clientsScripts.length, rawBytes: sum(clientsScripts, 'raw'), gzipBytes: sum(clientsScripts, 'gzip') };
result.largestClientsFiles = clientsScripts.sort((a, b) => b.raw - a.raw).slice(0, 6).map(({ url, raw, gzip }) => ({ url: url.replace(/^https?:\/\/[^/]+/, ''), raw, gzip }));
await browser.close();
console.log(JSON.stringify(result, null, 2));
