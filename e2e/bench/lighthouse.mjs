#!/usr/bin/env node
/**
 * Lighthouse performance of the console (e2e/bench/README.md, "Lighthouse"): the sign-in page, and
 * signed in, /invoices (finance), /dashboard (platform admin) and /client-form (client success), on
 * the mobile preset (Lighthouse's default: a mid-range phone, simulated slow 4G and 4x CPU
 * throttling), and /invoices on the desktop preset for its main-thread work. Each page is measured
 * RUNS times with a cold HTTP cache and the median run is reported (Lighthouse's own advice for
 * variance).
 *
 * Lighthouse runs from the registry at a pinned version (`npx lighthouse@LIGHTHOUSE_VERSION`), so the
 * project does not install it: it connects to a Chromium this script starts with a remote-debugging
 * port and a profile of its own. A signed-in page is measured in that profile after a sign-in through
 * the sign-in page (the session lives in the profile's local storage, which Lighthouse is told to
 * keep: `--disable-storage-reset`); the HTTP cache is emptied before every run, so each run loads
 * every file as a first visit does.
 *
 *   node e2e/bench/lighthouse.mjs [stack.json]
 *
 * LIGHTHOUSE_SUBJECTS (names, comma-separated, e.g. 'finance /invoices (desktop)') measures only those.
 * Without a stack.json it starts its own stack (port offset BENCH_PORT_OFFSET, default 300, data in
 * .data/bench-weight) and stops it afterwards. Prints JSON: for each subject the median score and
 * main-thread work with the goal, every run's figures, and the load average.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { freePorts } from '../../scripts/lib/nginx.mjs';
import { CHROMIUM_ARGS, executablePath } from '../lib/chromium.mjs';
import { startStack } from './page-weight.mjs';

const run = promisify(execFile);
const LIGHTHOUSE_VERSION = '13.5.0';
/** Runs per subject; the median is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEMO_PASSWORD = 'Demo@12345';
/** The goals: performance score (0–100) on the mobile preset; main-thread work (ms) on the desktop preset. */
export const GOALS = { mobileScore: 90, desktopMainThreadMs: 500 };

/** What is measured: `email` signs in first (none: the sign-in page, signed out). */
const SUBJECTS = [
  { name: 'sign-in page', path: '/', preset: 'mobile' },
  { name: 'finance /invoices', path: '/invoices', email: 'finance@px.local', preset: 'mobile' },
  { name: 'platform admin /dashboard', path: '/dashboard', email: 'platform.admin@px.local', preset: 'mobile' },
  { name: 'client success /client-form', path: '/client-form', email: 'client.success@px.local', preset: 'mobile' },
  { name: 'finance /invoices (desktop)', path: '/invoices', email: 'finance@px.local', preset: 'desktop' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Signs `email` in through the sign-in page of the profile's browser, or signs out (no email). */
async function session(context, shellUrl, email) {
  const page = await context.newPage();
  await page.goto(`${shellUrl}/`);
  await page.evaluate(() => localStorage.clear());
  if (email) {
    await page.reload();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/' && url.pathname !== '/sign-in', { timeout: 60_000 });
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  }
  // Emptied before each run below; closing this tab leaves the profile's storage as it is.
  await page.close();
}

/**
 * One Lighthouse run of `url` on the browser at `port`: the page it ended on, the score (0–100),
 * main-thread work (ms) in all and by kind (script evaluation, style and layout, parsing...), the
 * paint and blocking figures (ms), and the three scripts with the most main-thread time.
 */
async function lighthouse(url, port, preset) {
  const args = [
    '--yes', `lighthouse@${LIGHTHOUSE_VERSION}`, url,
    `--port=${port}`, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet',
    '--disable-storage-reset', ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const { stdout } = await run('npx', args, { maxBuffer: 256 * 1024 * 1024, env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` } });
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue;
  const scripts = (report.audits['bootup-time']?.details?.items ?? [])
    .filter((item) => typeof item.url === 'string' && item.url.startsWith('http'))
    .slice(0, 3)
    .map((item) => ({ url: new URL(item.url).pathname, totalMs: Math.round(item.total), scriptingMs: Math.round(item.scripting) }));
  const groups = Object.fromEntries(
    (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, Math.round(item.duration)]),
  );
  return {
    url: report.finalDisplayedUrl,
    score: Math.round(report.categories.performance.score * 100),
    mainThreadMs: Math.round(audit('mainthread-work-breakdown')),
    mainThreadByGroup: groups,
    firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
    speedIndexMs: Math.round(audit('speed-index')),
    busiestScripts: scripts,
    // Lighthouse's measure of this machine's CPU speed (higher is faster): figures of machines with
    // different indexes are not comparable.
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
}

/** Measures every subject RUNS times in a Chromium with a debugging port; the results with their medians. */
export async function measureLighthouse(shellUrl) {
  const [port] = await freePorts(1);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'px-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: executablePath(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
    const results = [];
    const only = process.env.LIGHTHOUSE_SUBJECTS?.split(',').map((name) => name.trim());
    for (const subject of SUBJECTS.filter((candidate) => !only || only.includes(candidate.name))) {
      await session(context, shellUrl, subject.email);
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) {
        await cdp.send('Network.clearBrowserCache');
        runs.push(await lighthouse(`${shellUrl}${subject.path}`, port, subject.preset));
      }
      const result = { subject: subject.name, preset: subject.preset, medianScore: median(runs.map((r) => r.score)), medianMainThreadMs: median(runs.map((r) => r.mainThreadMs)), runs };
      if (subject.preset === 'mobile') result.scoreGoal = GOALS.mobileScore;
      else result.mainThreadGoalMs = GOALS.desktopMainThreadMs;
      results.push(result);
    }
    return results;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let own;
  let stackFile = process.argv[2] && path.resolve(process.argv[2]);
  if (!stackFile) {
    own = await startStack(root);
    process.on('exit', own.stop);
    stackFile = own.stackFile;
  }
  const { shellUrl } = JSON.parse(fs.readFileSync(stackFile, 'utf8'));
  const loadBefore = os.loadavg().map((load) => Number(load.toFixed(2)));
  const results = await measureLighthouse(shellUrl);
  const summary = results.map((r) => ({
    subject: r.subject,
    preset: r.preset,
    ...(r.preset === 'mobile' ? { medianScore: r.medianScore, goal: `>= ${GOALS.mobileScore}`, met: r.medianScore >= GOALS.mobileScore } : { medianMainThreadMs: r.medianMainThreadMs, goal: `<= ${GOALS.desktopMainThreadMs} ms`, met: r.medianMainThreadMs <= GOALS.desktopMainThreadMs }),
  }));
  console.log(JSON.stringify({ summary, loadAverage: { before: loadBefore, after: os.loadavg().map((load) => Number(load.toFixed(2))) }, lighthouse: LIGHTHOUSE_VERSION, runsPerSubject: RUNS, results }, null, 2));
  own?.stop();
  process.exit(0);
}
