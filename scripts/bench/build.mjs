#!/usr/bin/env node
/**
 * Build bench: the production build of the five apps (two at a time, as `npm run build`), into a
 * temporary folder so the apps' dist/ and a running console are left alone. Rows, each printed with
 * its goal and the load average (1 min) before and after it:
 *
 * - cold: no persistent cache (CONSOLE_WEBPACK_CACHE=false), wall seconds; goal 60 s
 * - warm: the persistent cache current (a build first fills it, untimed), wall seconds; goal 20 s
 * - one remote after a one-line change: mfe-billing with one line added to its pages module
 *   (restored afterwards), warm cache; goal 15 s
 *
 * Each row also gives the CPU seconds of its builds (user + system, see buildApp in
 * scripts/build-all.mjs), which other work on the machine changes far less than the wall time, and
 * each app's wall and CPU seconds.
 *
 * With each cold build's JS bytes per app (raw and precompressed brotli). Prints JSON last.
 *   node scripts/bench/build.mjs [--rows cold,warm,one]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from '../build-all.mjs';
import { APPS, ROOT } from '../lib/stack-config.mjs';

const GOALS = { cold: 60, warm: 20, one: 15 };
const EDITED_APP = 'mfe-billing';
const EDITED_FILE = path.join(ROOT, EDITED_APP, 'src', 'app', 'pages.ts');

const { values } = parseArgs({ options: { rows: { type: 'string', default: 'cold,warm,one' } } });
const rows = values.rows.split(',');
const outputRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'console-build-bench-'));
const load = () => Number(os.loadavg()[0].toFixed(2));

/** JS bytes of one built app: every .js file (raw) and its precompressed .js.br neighbour. */
function jsBytes(dir) {
  let raw = 0;
  let brotli = 0;
  for (const file of fs.readdirSync(dir)) {
    if (file.endsWith('.js')) raw += fs.statSync(path.join(dir, file)).size;
    if (file.endsWith('.js.br')) brotli += fs.statSync(path.join(dir, file)).size;
  }
  return { raw, brotli };
}

async function timed(name, goal, run) {
  const loadBefore = load();
  const started = Date.now();
  const builds = await run();
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  const cpus = builds.map((build) => build.cpuSeconds);
  const cpuSeconds = cpus.every((cpu) => cpu !== undefined) ? Number(cpus.reduce((sum, cpu) => sum + cpu, 0).toFixed(1)) : undefined;
  const row = { row: name, seconds, goal, met: seconds <= goal, cpuSeconds, loadAverageBefore: loadBefore, loadAverageAfter: load(), cores: os.cpus().length, builds };
  const perApp = builds.map((build) => `${build.app} ${build.seconds.toFixed(1)}${build.cpuSeconds === undefined ? '' : `/${build.cpuSeconds.toFixed(1)}`}`).join(', ');
  console.log(
    `${name}: ${seconds} s wall (goal ≤ ${goal} s, ${row.met ? 'met' : 'NOT met'})${cpuSeconds === undefined ? '' : `, ${cpuSeconds} s CPU`}, load average ${loadBefore} → ${row.loadAverageAfter} on ${row.cores} cores` +
      `\n  per app, wall${cpuSeconds === undefined ? '' : '/CPU'} s: ${perApp}`,
  );
  return row;
}

const results = [];
const all = APPS.map((app) => app.name);
try {
  if (rows.includes('cold')) {
    const row = await timed('five apps, no persistent cache', GOALS.cold, () => buildAll({ apps: all, outputRoot, env: { CONSOLE_WEBPACK_CACHE: 'false' }, quiet: true }));
    row.jsBytes = Object.fromEntries(all.map((app) => [app, jsBytes(path.join(outputRoot, app))]));
    results.push(row);
  }
  if (rows.includes('warm') || rows.includes('one')) await buildAll({ apps: all, outputRoot, quiet: true });
  if (rows.includes('warm')) results.push(await timed('five apps, warm persistent cache', GOALS.warm, () => buildAll({ apps: all, outputRoot, quiet: true })));
  if (rows.includes('one')) {
    const original = fs.readFileSync(EDITED_FILE, 'utf8');
    const restore = () => fs.writeFileSync(EDITED_FILE, original);
    process.once('SIGINT', () => {
      restore();
      process.exit(130);
    });
    try {
      fs.writeFileSync(EDITED_FILE, `${original}\nexport const benchEdit = ${JSON.stringify(new Date().toISOString())};\n`);
      results.push(await timed(`one remote (${EDITED_APP}) after a one-line change`, GOALS.one, () => buildAll({ apps: [EDITED_APP], outputRoot, quiet: true })));
    } finally {
      restore();
    }
  }
} finally {
  fs.rmSync(outputRoot, { recursive: true, force: true });
}
console.log(JSON.stringify({ build: results }, null, 2));
