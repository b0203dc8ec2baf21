/** The system Chromium driven by playwright-core, for the browser tests and the scripts' tests. */
import fs from 'node:fs';
import { chromium } from 'playwright-core';

/** The flags every Chromium of the tests and benches starts with. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** The system Chromium's binary (Debian package `chromium`; CHROMIUM_PATH overrides). */
export const executablePath = () => process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

/** Launches the system Chromium (Debian package `chromium`; CHROMIUM_PATH overrides); `backForwardCache` keeps the browser's back/forward cache on. */
export async function launch({ backForwardCache = false } = {}) {
  // Playwright turns the browser's back/forward cache off unless asked to keep it.
  return chromium.launch({ executablePath: executablePath(), args: CHROMIUM_ARGS, ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}) });
}

/**
 * Launches the system Chromium as a server that the journeys of one test run connect to
 * ({@link connect}), so each journey file opens contexts in one browser instead of starting its own.
 */
export async function launchServer() {
  return chromium.launchServer({ executablePath: executablePath(), args: CHROMIUM_ARGS });
}

/** Connects to a browser started by {@link launchServer}; closing the connection leaves it running. */
export async function connect(wsEndpoint) {
  return chromium.connect(wsEndpoint);
}

/** A fresh browser context + page; page errors are collected on `page.errors`. */
export async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}
