/** The system Chromium driven by playwright-core, for the browser tests and the scripts' tests. */
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Launches the system Chromium (Debian package `chromium`; CHROMIUM_PATH overrides). */
export async function launch() {
  const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A fresh browser context + page; page errors are collected on `page.errors`. */
export async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}
