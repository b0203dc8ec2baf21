/**
 * Pieces the journeys share beyond the browser itself: the API as a signed-in user, a page signed in
 * on its landing path, the data grid's rows and row count, money as the console writes it, and the
 * deploy scripts run against the stack.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { idToken, newPage, shellUrl, signIn, stack } from './browser.mjs';
import { ROOT } from '../../scripts/lib/stack-config.mjs';

// ---------- API ----------

const tokens = new Map();

/**
 * Calls the stack's API as `email` (its ID token fetched once per user); a body in `init` is sent
 * as JSON. Answers the status and the parsed body.
 */
export async function apiCall(email, apiPath, init = {}) {
  if (!tokens.has(email)) tokens.set(email, await idToken(email));
  const response = await fetch(stack.apiUrl + apiPath, {
    ...init,
    headers: { Authorization: `Bearer ${tokens.get(email)}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  return { status: response.status, body: await response.json() };
}

/** Like {@link apiCall}, asserting a 200; answers the parsed body. */
export async function apiJson(email, apiPath, init = {}) {
  const { status, body } = await apiCall(email, apiPath, init);
  assert.equal(status, 200, `${init.method ?? 'GET'} ${apiPath}`);
  return body;
}

// ---------- Pages ----------

/**
 * A new page signed in as `email`, once the console has landed on `landing`; `viewport` (width,
 * height) replaces the default 1440 x 900 before signing in.
 */
export async function signedInPage(browser, email, { landing, viewport } = {}) {
  const page = await newPage(browser);
  if (viewport) await page.setViewportSize(viewport);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 });
  return page;
}

/**
 * A new page signed in as `email` and landed on `landing`, at 1920 x 1080, whose config.json sets the
 * grids' server-mode threshold (`gridServerModeThreshold`) to `threshold` rows; the API calls whose
 * path starts with `recordPath` (preflights aside) are recorded on `page.apiCalls` as
 * { method, path, query, body }.
 */
export async function serverModePage(browser, { email, landing, threshold, recordPath }) {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, gridServerModeThreshold: threshold } });
  });
  page.apiCalls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(recordPath) || request.method() === 'OPTIONS') return;
    page.apiCalls.push({ method: request.method(), path: url.pathname, query: url.search, body: request.postData() ? JSON.parse(request.postData()) : undefined });
  });
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 });
  return page;
}

/** The data grid's fetched rows in server mode (not the 'Loading...' placeholders of a window being fetched). */
export const fetchedRows = (page) => page.locator('.ant-table-tbody .ant-table-row:not([data-row-key^="px-placeholder-"])');

/** The row keys of {@link fetchedRows}, in order. */
export const fetchedRowKeys = (page) => fetchedRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

/**
 * The bytes of a download, read through the browser's connection (a browser the journeys connect
 * to keeps its downloads on its side: `download.path()` is not there).
 */
export async function downloadBytes(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Runs `click` and answers the download it starts: the suggested file name and the bytes. */
export async function downloadOf(page, click, timeout = 30_000) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), click()]);
  return { name: download.suggestedFilename(), bytes: await downloadBytes(download) };
}

/** Asserts that the page threw no uncaught error (collected by newPage on `page.errors`). */
export function noPageErrors(page) {
  assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
}

// ---------- Grids ----------

/** The data grid's drawn rows (server mode's 'Loading...' placeholders included). */
export const gridRows = (page) => page.locator('.ant-table-tbody .ant-table-row');

/** The grid's row count ('N of M rows', docs/grid.md). */
export const rowCount = (page) => page.getByRole('status', { name: 'Row count' });

/** The text of the grid's row count once it shows. */
export async function rowCountText(page) {
  // The region is there, empty, until the rows' first answer.
  await rowCount(page).locator('span').first().waitFor({ timeout: 60_000 });
  return rowCount(page).innerText();
}

export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The grid's active-filter chip reading `label` (its close button's '×' aside). */
export const filterChip = (page, label) =>
  page.getByLabel('Active filters').locator('.ant-tag').filter({ hasText: new RegExp(`^${escapeRegExp(label)}×?$`) });

/** A pattern matching `text` and nothing more. */
export const exactly = (text) => new RegExp(`^${escapeRegExp(text)}$`);

/** An amount as the console writes it (shared-kit formatMoney: Intl's en-US currency format of the ISO code, 2 decimals). */
export const money = (amount, currencyCode) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

// ---------- Deploys ----------

/**
 * Runs scripts/<name> (deploy.mjs, rollback.mjs) for `app` on this stack's data directory as
 * DEPLOY_USER `user`; resolves with its exit code and output.
 */
export function deployScript(name, app, { args = [], env = {}, user }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', name), app, '--data-dir', stack.dataDir, ...args], {
      env: { ...process.env, ...env, DEPLOY_USER: user },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The registry the shell serves at /registry.json (asserted 200, checked with the server on every use). */
export async function servedRegistry() {
  const response = await fetch(`${shellUrl}/registry.json`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  return response.json();
}

/**
 * A built folder of `app` (what `deploy --from` takes): a temporary copy of the kept version
 * `fromVersion` in the stack's origin, its manifest's build info (metaData.console) merged with
 * `change(buildInfo)`; the manifest's precompressed copies are dropped.
 */
export function copiedBuild(app, fromVersion, change) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `px-${app}-build-`));
  fs.cpSync(path.join(stack.dataDir, 'origin', app, fromVersion), dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.console = { ...manifest.metaData.console, ...change(manifest.metaData.console) };
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const suffix of ['.br', '.gz']) fs.rmSync(`${manifestFile}${suffix}`, { force: true });
  return dir;
}
