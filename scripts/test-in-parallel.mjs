#!/usr/bin/env node
/**
 * The last part of `npm test`, in two lanes at the same time: the scripts' tests
 * (`npm run test:scripts`) then the API's tests (`npm run test:api`, jest's platform-api project),
 * beside the browser tests (`npm run test:e2e`), which take about as long as the other lane's two
 * together. The scripts' and browser tests run on the apps `npm run build` made just before (neither
 * builds them again: both find them current). The lanes share nothing else: each starts its own
 * processes on ports, folders and database schemas of its own. Each lane's output is printed whole
 * when it ends, then one line per lane with its duration; exits 1 when any part failed (the API's
 * tests run even when the scripts' failed).
 *
 *   node scripts/test-in-parallel.mjs
 */
import { concurrently } from 'concurrently';
import { ROOT } from './lib/stack-config.mjs';

const started = Date.now();
const parts = [
  { name: 'scripts+api', command: 'npm run test:scripts; scripts=$?; npm run test:api && exit $scripts' },
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
