#!/usr/bin/env node
/**
 * Runs the browser tests: starts a fresh stack at port offset +100 (so it never collides with a
 * running developer stack), launches one Chromium that every journey connects to (useBrowser in
 * lib/browser.mjs), runs every tests/*.test.mjs with node's test runner, stops the stack.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopStack } from '../scripts/lib/processes.mjs';
import { launchServer } from './lib/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const offset = process.env.E2E_PORT_OFFSET ?? '100';
const dataDir = path.join(root, '.data', 'e2e');

const stack = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--offset', offset, '--data-dir', dataDir, '--fresh'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, PX_QUIET: process.env.E2E_VERBOSE ? '0' : '1' },
  detached: true,
});
fs.mkdirSync(path.join(here, 'artifacts'), { recursive: true });
const log = fs.createWriteStream(path.join(here, 'artifacts', 'stack.log'));
stack.stdout.pipe(log);
stack.stderr.pipe(log);

// Tests may restart an app server outside the stack's process group; stopStack stops those too.
const stopStarted = () => stopStack(path.join(dataDir, 'run'), stack.pid);
process.on('exit', stopStarted);
process.on('SIGINT', () => process.exit(130));

const ready = await new Promise((resolve) => {
  let output = '';
  // A fresh clone builds all five apps first (with brotli at quality 11): minutes on 2 busy cores.
  const timer = setTimeout(() => resolve(false), 1_200_000);
  stack.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('PX-STACK-READY')) {
      clearTimeout(timer);
      const match = output.match(/ready in ([\d.]+) s/);
      if (match) console.log(`# e2e stack ready in ${match[1]} s`);
      resolve(true);
    }
  });
  stack.on('exit', () => resolve(false));
});
if (!ready) {
  console.error('The stack did not start; see e2e/artifacts/stack.log:');
  console.error(fs.readFileSync(path.join(here, 'artifacts', 'stack.log'), 'utf8').slice(-5000));
  process.exit(1);
}

// One Chromium for every journey file: each connects to it (useBrowser in lib/browser.mjs) and
// works in contexts of its own instead of starting a browser.
const browserServer = await launchServer();
const files = fs.readdirSync(path.join(here, 'tests')).filter((f) => f.endsWith('.test.mjs')).sort().map((f) => path.join('tests', f));
const only = process.argv.slice(2);
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...(only.length ? only : files)], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, E2E_STACK: path.join(dataDir, 'run', 'stack.json'), E2E_BROWSER_WS: browserServer.wsEndpoint() },
});
const code = await new Promise((resolve) => tests.on('exit', (c) => resolve(c ?? 1)));
await browserServer.close();
stopStarted();
process.exit(code);
