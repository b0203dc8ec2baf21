#!/usr/bin/env node
/**
 * The last part of `npm test`: the scripts' tests (`npm run test:scripts`) and the browser tests
 * (`npm run test:e2e`) at the same time, on the apps `npm run build` made just before (neither
 * builds them again: both find them current). They share nothing else: each starts its own
 * processes on ports and folders of its own. Each part's output is printed whole when it ends,
 * then one line per part with its duration; exits 1 when either failed.
 *
 *   node scripts/test-in-parallel.mjs
 */
import { concurrently } from 'concurrently';
import { ROOT } from './lib/stack-config.mjs';

const started = Date.now();
const parts = [
  { name: 'scripts', command: 'npm run test:scripts' },
  { name: 'e2e', command: 'npm run test:e2e' },
];
const ended = [];
const { result, commands } = concurrently(parts, { cwd: ROOT, group: true, prefix: 'name', killOthersOn: [] });
for (const command of commands) command.close.subscribe((event) => ended.push(`# ${command.name}: exit ${event.exitCode} after ${Math.round((event.timings.endDate - event.timings.startDate) / 1000)} s`));
try {
  await result;
} catch {
  process.exitCode = 1;
}
for (const line of ended) console.log(line);
console.log(`# scripts and e2e tests: ${Math.round((Date.now() - started) / 1000)} s`);
