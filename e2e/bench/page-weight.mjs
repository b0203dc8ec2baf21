#!/usr/bin/env node
/**
 * Page weight, measured from a real Chromium with a cold cache (e2e/bench/README.md, "Page weight"):
 * - the sign-in page: every response until the network is idle, time to the sign-in form;
 * - each role's landing page (LANDINGS): a user opens the sign-in page (or a deep link that sends
 *   there), signs in and lands on their page; every response from the first request until the page
 *   shows its data and the network is idle, the part requested after the Sign In click, and (bench
 *   only) antd's share of that part by the source maps;
 * - (bench only) each other page of the role's side menu after its landing, warm cache: what opening
 *   it from the menu downloads;
 * - each remote's remoteEntry.js, fetched by Chromium as the shell does.
 * Bytes on the wire are response bodies as received (compressed), decoded bytes as the page sees
 * them; headers are not counted. Budgets are on JS (1 KB = 1000 B); a subject fails when it exceeds
 * its budget by more than 5%.
 *
 *   node e2e/bench/page-weight.mjs [stack.json]
 *
 * Without a stack.json it starts its own stack (port offset BENCH_PORT_OFFSET, default 300, data in
 * .data/bench-weight) and stops it afterwards. Prints JSON, its `summary` first (with the load
 * average). The budget test in e2e/tests uses `measurePageWeight` on the browser tests' stack.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The goals in bytes on the wire (1 KB = 1000 B), README "Page weight". */
export const GOALS = {
  /** Every JS file of the sign-in page. */
  signInPageJs: 200_000,
  /** Every JS file from opening the sign-in page, through signing in, to a role's landing page showing its data. */
  landingJs: 450_000,
  /** Every JS file a role's other page adds after its landing page (warm cache, opened from the side menu). */
  otherPageJs: 120_000,
  /** Each remote's remoteEntry.js. */
  remoteEntry: 10_000,
};

/** What CI holds the pages to (e2e/tests/05-page-weight.test.mjs): the goals. */
export const BUDGETS = { ...GOALS };

/** A page fails its budget only when it exceeds it by more than this fraction. */
export const TOLERANCE = 0.05;

const DEMO_PASSWORD = 'Demo@12345';

const gridRows = (page) => page.locator('main .ant-table-tbody .ant-table-row').first();

/**
 * Each role's landing page and what shows it is usable: `opens` is the address typed (the sign-in
 * page, or a deep link it sends back to), `lands` the page reached after signing in, `shows` the
 * parts of it that must be there.
 */
export const LANDINGS = [
  {
    role: 'finance',
    email: 'finance@px.local',
    opens: '/',
    lands: '/clients',
    shows: (page) => [gridRows(page), page.getByPlaceholder('Search Clients')],
  },
  {
    role: 'finance',
    email: 'finance@px.local',
    opens: '/invoices',
    lands: '/invoices',
    shows: (page) => [gridRows(page), page.getByPlaceholder('Search Invoices')],
  },
  {
    role: 'platform admin',
    email: 'platform.admin@px.local',
    opens: '/',
    lands: '/dashboard',
    shows: (page) => [page.locator('main').getByRole('listitem').filter({ hasText: 'Onboard New Tenant' })],
  },
  {
    role: 'client success',
    email: 'client.success@px.local',
    opens: '/',
    lands: '/client-form',
    shows: (page) => [page.getByRole('tab', { name: 'SUBMITTED' }), gridRows(page)],
  },
  {
    role: 'org admin',
    email: 'org.admin@px.local',
    opens: '/',
    lands: '/internal-user-management',
    shows: (page) => [page.getByPlaceholder('Search by email'), page.locator('main').getByText('Search by email to find users')],
  },
];

/** The name of a landing in the results: `finance /clients`. */
export const landingName = (landing) => `${landing.role} ${landing.lands}`;

/**
 * Records every finished response of `page`: URL, resource type, encoding, body bytes on the wire
 * and decoded, and the phase (`phase()` at the moment it was requested). `settle()` waits for the
 * records still being read.
 */
function track(page, phase = () => 'page') {
  const files = [];
  const pending = new Set();
  const requestedIn = new WeakMap();
  page.on('request', (request) => requestedIn.set(request, phase()));
  page.on('requestfinished', (request) => {
    const work = (async () => {
      const response = await request.response();
      if (!response) return;
      const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => Buffer.alloc(0))]);
      files.push({
        url: response.url(),
        type: request.resourceType(),
        phase: requestedIn.get(request) ?? phase(),
        encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        wireBytes: sizes.responseBodySize,
        decodedBytes: body.length,
      });
    })().catch(() => undefined);
    pending.add(work);
    work.finally(() => pending.delete(work));
  });
  return {
    files,
    settle: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

const shortUrl = (url) => url.replace(/^https?:\/\/localhost:/, ':');

/** Files, bytes on the wire and decoded bytes of a list of recorded files. */
function total(list) {
  return {
    files: list.length,
    wireBytes: list.reduce((sum, f) => sum + f.wireBytes, 0),
    decodedBytes: list.reduce((sum, f) => sum + f.decodedBytes, 0),
  };
}

/**
 * Totals of a list of recorded files (all of them, then the JS ones), every JS file largest first,
 * and the static files of the console's apps (`appOrigins`) sent uncompressed above 1 KB.
 */
function summarise(files, appOrigins, extra = {}) {
  const js = files.filter((f) => f.type === 'script');
  const uncompressed = files.filter((f) => {
    const url = new URL(f.url);
    return appOrigins.includes(url.origin) && f.encoding === 'identity' && f.decodedBytes > 1024 && /(\.(js|css|html|json|svg)|\/[^.]*)$/.test(url.pathname);
  });
  return {
    ...extra,
    all: total(files),
    js: total(js),
    jsFiles: js
      .sort((a, b) => b.wireBytes - a.wireBytes)
      .map((f) => ({ url: shortUrl(f.url), phase: f.phase, wireBytes: f.wireBytes, decodedBytes: f.decodedBytes, ...(f.antdBytes === undefined ? {} : { antdWireBytes: f.antdBytes }) })),
    uncompressedOver1KB: uncompressed.map((f) => shortUrl(f.url)),
  };
}

async function freshPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

async function visible(locators) {
  for (const locator of locators) await locator.first().waitFor({ state: 'visible', timeout: 60_000 });
}

/**
 * The packages of antd's part of a page: antd and every package it depends on, directly or not,
 * except React and dayjs (shared on their own).
 */
async function antdPackages() {
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const own = new Set(['react', 'react-dom', 'scheduler', 'dayjs']);
  const found = new Set();
  const visit = (name, from) => {
    if (found.has(name) || own.has(name)) return;
    let manifest;
    try {
      manifest = require(require.resolve(`${name}/package.json`, { paths: [from] }));
    } catch {
      return;
    }
    found.add(name);
    const dir = path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir);
  };
  visit('antd', path.dirname(fileURLToPath(import.meta.url)));
  return found;
}

/**
 * Adds `antdBytes` to each JS file of `files`: its bytes on the wire times the share of its code
 * that its source map attributes to antd's packages ({@link antdPackages}). The apps' servers
 * serve source maps in the local environment.
 */
async function attributeAntd(files) {
  const { SourceMapConsumer } = await import('source-map-js');
  const packages = await antdPackages();
  const packageOf = (source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
  for (const file of files.filter((f) => f.type === 'script')) {
    const [code, map] = await Promise.all([
      fetch(file.url).then((r) => r.text()),
      fetch(`${file.url}.map`).then((r) => (r.ok ? r.json() : undefined)),
    ]);
    if (!map) continue;
    const lineStarts = [0];
    for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    let antd = 0;
    let previous;
    const close = (end) => {
      if (previous && packages.has(packageOf(previous.source ?? ''))) antd += end - previous.at;
    };
    new SourceMapConsumer(map).eachMapping((mapping) => {
      const at = lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn;
      close(at);
      previous = { source: mapping.source, at };
    });
    close(code.length);
    file.antdBytes = Math.round((file.wireBytes * antd) / code.length);
  }
}

/** Measures one landing (see {@link LANDINGS}) in a fresh context; with `otherPages`, then each other page of its side menu. */
async function measureLanding(browser, shellUrl, appOrigins, signInPageUrls, landing, { otherPages, antd }) {
  const page = await freshPage(browser);
  let phase = 'before sign-in';
  const files = track(page, () => phase);
  const startedAt = Date.now();
  await page.goto(shellUrl + landing.opens);
  await page.getByLabel('Email').waitFor({ state: 'visible', timeout: 60_000 });
  const timeToSignInFormMs = Date.now() - startedAt;
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(landing.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  phase = 'after sign-in';
  const submittedAt = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === landing.lands, { timeout: 60_000 });
  await visible(landing.shows(page));
  const submitToUsableMs = Date.now() - submittedAt;
  await page.waitForLoadState('networkidle');
  await files.settle();
  const landed = [...files.files];
  if (antd) await attributeAntd(landed);
  // What the landing adds to the sign-in page: its JS files the sign-in page itself does not load
  // (a deep link's sign-in page may load some of them before the Sign In click).
  const afterSignIn = landed.filter((f) => f.type === 'script' && !signInPageUrls.has(f.url));
  const result = summarise(landed, appOrigins, {
    role: landing.role,
    email: landing.email,
    opens: landing.opens,
    lands: landing.lands,
    timeToSignInFormMs,
    submitToUsableMs,
    afterSignInJs: { ...total(afterSignIn), ...(antd ? { antdWireBytes: afterSignIn.reduce((sum, f) => sum + (f.antdBytes ?? 0), 0) } : {}) },
  });

  if (otherPages) {
    result.otherPages = [];
    const hrefs = (locator) => locator.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    const menu = page.locator('nav[aria-label="Side menu"]');
    // The side menu's pages, and on a landing page that lists tools (the dashboard's tiles) theirs.
    const targets = [...new Set([...(await hrefs(menu.locator('a'))), ...(await hrefs(page.locator('main [role="listitem"] a')))])];
    const titleOf = () => page.locator('main h1').first().textContent();
    for (const href of targets.filter((link) => link !== landing.lands && link !== '/')) {
      if (new URL(page.url()).pathname !== landing.lands) {
        // Back to the landing page from the menu (the dashboard's entry, 'Admin Menu', opens /).
        const home = menu.locator(`a[href="${landing.lands}"]`);
        await ((await home.count()) ? home : menu.locator('a[href="/"]')).first().click();
        await page.waitForURL((url) => url.pathname === landing.lands, { timeout: 60_000 });
        await visible(landing.shows(page));
        await page.waitForLoadState('networkidle');
      }
      const before = await titleOf();
      phase = href;
      const clickedAt = Date.now();
      await page.locator(`nav[aria-label="Side menu"] a[href="${href}"], main [role="listitem"] a[href="${href}"]`).first().click();
      await page.waitForURL((url) => url.pathname === href.split('?')[0], { timeout: 60_000 });
      await page.waitForFunction((previous) => {
        const title = document.querySelector('main h1');
        return title && title.textContent !== previous;
      }, before, { timeout: 60_000 });
      const toTitleMs = Date.now() - clickedAt;
      await page.waitForLoadState('networkidle');
      await files.settle();
      const js = files.files.filter((f) => f.phase === href && f.type === 'script');
      result.otherPages.push({ path: href, toTitleMs, js: total(js), jsFiles: js.map((f) => ({ url: shortUrl(f.url), wireBytes: f.wireBytes })) });
    }
  }
  await page.context().close();
  return result;
}

/**
 * Measures the budgets' subjects against the stack described by `stack` (scripts/start.mjs's
 * stack.json) with `browser` (playwright-core Chromium), each page with a cold cache: the sign-in
 * page, every landing of {@link LANDINGS}, each remote's remoteEntry.js. `otherPages` also opens
 * every other side-menu page of each role after its landing; `antd` attributes the JS after
 * sign-in to antd by the source maps.
 * @returns {Promise<{ signInPage: object, landings: object[], remoteEntries: Record<string, object> }>}
 */
export async function measurePageWeight({ stack, browser, otherPages = false, antd = false }) {
  const shellUrl = stack.shellUrl;
  const appOrigins = stack.apps.map((app) => new URL(app.url).origin);

  // Sign-in page.
  const signInPage = await freshPage(browser);
  const signInFiles = track(signInPage);
  const openedAt = Date.now();
  await signInPage.goto(shellUrl + '/');
  await signInPage.getByLabel('Email').waitFor({ state: 'visible', timeout: 60_000 });
  const timeToSignInFormMs = Date.now() - openedAt;
  await signInPage.waitForLoadState('networkidle');
  await signInFiles.settle();
  await signInPage.context().close();
  const signInPageUrls = new Set(signInFiles.files.filter((f) => f.type === 'script').map((f) => f.url));

  const landings = [];
  for (const landing of LANDINGS) {
    // The finance role's second landing (/invoices) opens its own menu page; its other pages are /clients'.
    const others = otherPages && !landings.some((measured) => measured.role === landing.role);
    landings.push(await measureLanding(browser, shellUrl, appOrigins, signInPageUrls, landing, { otherPages: others, antd }));
  }

  // Each remote's remoteEntry.js, as Chromium receives it.
  const remoteEntries = {};
  const entryPage = await freshPage(browser);
  for (const app of stack.apps.slice(1)) {
    const entry = track(entryPage);
    await entryPage.goto(`${app.url}/remoteEntry.js`);
    await entry.settle();
    const file = entry.files.find((f) => f.url.endsWith('/remoteEntry.js'));
    remoteEntries[app.name] = { encoding: file?.encoding, wireBytes: file?.wireBytes, decodedBytes: file?.decodedBytes };
    entryPage.removeAllListeners('requestfinished');
    entryPage.removeAllListeners('request');
  }
  await entryPage.context().close();

  return {
    signInPage: summarise(signInFiles.files, appOrigins, { timeToSignInFormMs }),
    landings,
    remoteEntries,
  };
}

/**
 * Each measured subject against its budget: `{ subject, wireBytes, goal, goalMet, budget, limit,
 * over }`, `over` true when the bytes exceed the budget by more than TOLERANCE.
 */
export function checkBudgets(result) {
  const rows = [
    { subject: 'sign-in page JS', wireBytes: result.signInPage.js.wireBytes, key: 'signInPageJs' },
    ...result.landings.map((landing) => ({ subject: `sign-in -> ${landing.lands} (${landing.role}) JS`, wireBytes: landing.js.wireBytes, key: 'landingJs' })),
    ...result.landings.flatMap((landing) =>
      (landing.otherPages ?? []).map((other) => ({ subject: `${landing.lands} -> ${other.path} (${landing.role}) JS`, wireBytes: other.js.wireBytes, key: 'otherPageJs' })),
    ),
    ...Object.entries(result.remoteEntries).map(([name, entry]) => ({ subject: `${name} remoteEntry.js`, wireBytes: entry.wireBytes, key: 'remoteEntry' })),
  ];
  return rows.map(({ key, ...row }) => {
    const budget = BUDGETS[key];
    const limit = Math.floor(budget * (1 + TOLERANCE));
    return { ...row, goal: GOALS[key], goalMet: row.wireBytes <= GOALS[key], budget, limit, over: !(row.wireBytes <= limit) };
  });
}

/**
 * Starts a stack of its own for a bench: port offset BENCH_PORT_OFFSET (default 300), data in
 * .data/bench-weight, demo seed; resolves when it is ready.
 * @returns {Promise<{ stackFile: string, stop: () => void }>} its stack.json and how to stop it
 */
export async function startStack(root) {
  const offset = process.env.BENCH_PORT_OFFSET ?? '300';
  const dataDir = path.join(root, '.data', 'bench-weight');
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--offset', offset, '--data-dir', dataDir, '--fresh'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PX_QUIET: '1' },
    detached: true,
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('PX-STACK-READY')) resolve();
    });
    child.on('exit', () => reject(new Error(`stack exited:\n${out.slice(-3000)}`)));
  });
  return {
    stackFile: path.join(dataDir, 'run', 'stack.json'),
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let own;
  if (process.argv[2]) process.env.E2E_STACK = path.resolve(process.argv[2]);
  else {
    own = await startStack(root);
    process.on('exit', own.stop);
    process.env.E2E_STACK = own.stackFile;
  }
  const { launch, stack } = await import('../lib/browser.mjs');
  const browser = await launch();
  try {
    const result = await measurePageWeight({ stack, browser, otherPages: true, antd: true });
    const landings = result.landings.map((landing) => ({
      landing: landingName(landing),
      jsWireBytes: landing.js.wireBytes,
      files: landing.js.files,
      afterSignInWireBytes: landing.afterSignInJs.wireBytes,
      antdAfterSignInWireBytes: landing.afterSignInJs.antdWireBytes,
      goal: GOALS.landingJs,
      largestOtherPage: (landing.otherPages ?? []).reduce((max, other) => (other.js.wireBytes > (max?.wireBytes ?? -1) ? { path: other.path, wireBytes: other.js.wireBytes } : max), undefined),
    }));
    const summary = { loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))), signInPageJs: { wireBytes: result.signInPage.js.wireBytes, goal: GOALS.signInPageJs }, landings };
    console.log(JSON.stringify({ summary, goalsBytes: GOALS, budgetsBytes: BUDGETS, tolerance: TOLERANCE, ...result, budgets: checkBudgets(result) }, null, 2));
  } finally {
    await browser.close();
    own?.stop();
  }
  process.exit(0);
}
