#!/usr/bin/env node
/**
 * Fresh-clone bench: the README's quick start as a newcomer runs it. Clones this repository's
 * committed HEAD into a temporary folder, runs `npm install` (the npm cache as this machine has it)
 * and `npm start` there (port offset +700, so a running console is left alone), and times the wall
 * seconds until the console's URL is printed (the stack's ready line, after the first build of the
 * five apps with no persistent cache). Then stops that console and deletes the folder.
 *
 * One row, printed with its goal (120 s) and the load average (1 min) before and after it, with the
 * install's and the start's seconds. Prints JSON last.
 *   node scripts/bench/fresh-clone.mjs
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopStack } from '../lib/processes.mjs';
import { ROOT } from '../lib/stack-config.mjs';

const GOAL_SECONDS = 120;
const OFFSET = '700';
/** The longest wait for the console's URL, ms: well past the goal, so a slow run is measured, not cut. */
const START_TIMEOUT_MS = 600_000;

const load = () => Number(os.loadavg()[0].toFixed(2));
const seconds = (ms) => Number((ms / 1000).toFixed(1));

/** Runs `npm start` in `dir` and resolves when it prints the ready line; rejects when it exits first or times out. */
function startConsole(dir) {
  const child = spawn('npm', ['start', '--', '--offset', OFFSET], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no console URL within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`)), START_TIMEOUT_MS);
    const read = (chunk) => {
      output += chunk;
      if (output.includes('PX-STACK-READY')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before printing the console's URL:\n${output.slice(-3000)}`));
    });
  });
  return { child, ready };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-fresh-clone-'));
let running;
try {
  execFileSync('git', ['clone', '--quiet', ROOT, dir]);
  const loadBefore = load();
  const started = Date.now();
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
  const installed = Date.now();
  running = startConsole(dir);
  await running.ready;
  const ended = Date.now();
  const row = {
    row: 'fresh clone → console URL (npm install && npm start)',
    seconds: seconds(ended - started),
    goal: GOAL_SECONDS,
    met: ended - started <= GOAL_SECONDS * 1000,
    installSeconds: seconds(installed - started),
    startSeconds: seconds(ended - installed),
    loadAverageBefore: loadBefore,
    loadAverageAfter: load(),
    cores: os.cpus().length,
  };
  console.log(
    `${row.row}: ${row.seconds} s wall (goal ≤ ${GOAL_SECONDS} s, ${row.met ? 'met' : 'NOT met'}): install ${row.installSeconds} s, first build and start ${row.startSeconds} s; load average ${row.loadAverageBefore} → ${row.loadAverageAfter} on ${row.cores} cores`,
  );
  console.log(JSON.stringify({ freshClone: [row] }, null, 2));
} finally {
  if (running) stopStack(path.join(dir, '.data', 'run'), running.child.pid);
  // The console's processes let go of the folder once stopped.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  fs.rmSync(dir, { recursive: true, force: true });
}
