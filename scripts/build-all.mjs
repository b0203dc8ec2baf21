#!/usr/bin/env node
/**
 * Builds the shell and the four remotes for production, two at a time (the machine has 2 cores), in
 * the order of APPS: the shell, the longest build, first. `--if-stale` skips an app whose dist is
 * newer than its sources and shared-kit's. Prints each app's build time in seconds, wall and CPU.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './lib/stack-config.mjs';

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether an app's dist is missing or older than its sources, shared-kit or the build config. */
export function isStale(app) {
  const marker = path.join(ROOT, app, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const inputs = [path.join(ROOT, app, 'src'), path.join(ROOT, 'shared-kit', 'src'), path.join(ROOT, 'scripts', 'webpack')];
  return inputs.some((dir) => newestMtime(dir) > built) || fs.statSync(path.join(ROOT, app, 'package.json')).mtimeMs > built;
}

/**
 * CPU seconds (user + system) of this process's children that have ended, their own children
 * included (Linux: cutime and cstime of /proc/self/stat, in ticks of 1/100 s); undefined elsewhere.
 * @returns {number | undefined}
 */
export function endedChildrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5); `fields` starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** The ended children's CPU seconds already given to a build (buildApp). */
let cpuCounted = endedChildrenCpuSeconds() ?? 0;

/**
 * Builds one app for production, into its dist/ or into `outputDir` (a deploy's build).
 * @param {string} app
 * @param {{ outputDir?: string, env?: Record<string, string> }} [options] `env` is added to the build's environment
 * @returns {Promise<{ app: string, seconds: number, cpuSeconds?: number }>} `seconds` of wall time;
 *   `cpuSeconds` of CPU (user + system, the minifier's workers included), where the system says
 *   (endedChildrenCpuSeconds), read when the build ends (with two builds at once, a build ending at
 *   the same moment as the other may be counted with it)
 * @throws Error with the end of webpack's output when the build fails
 */
export function buildApp(app, { outputDir, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'], {
      cwd: path.join(ROOT, app),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, ...(outputDir ? { CONSOLE_OUTPUT_DIR: outputDir } : {}) },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const cpuNow = endedChildrenCpuSeconds();
      const cpuSeconds = cpuNow === undefined ? undefined : Number((cpuNow - cpuCounted).toFixed(2));
      if (cpuNow !== undefined) cpuCounted = cpuNow;
      if (code === 0 && !/ERROR in/.test(output)) resolve({ app, seconds, ...(cpuSeconds === undefined ? {} : { cpuSeconds }) });
      else reject(new Error(`build of ${app} failed:\n${output.slice(-4000)}`));
    });
  });
}

/**
 * @param {{ ifStale?: boolean, apps?: string[], outputRoot?: string, env?: Record<string, string>, quiet?: boolean }} [options]
 *   `outputRoot`: each app builds into `outputRoot/<app>` instead of its dist/ (the build bench);
 *   `env` is added to each build's environment.
 * @returns {Promise<Array<{ app: string, seconds: number, cpuSeconds?: number }>>} see buildApp
 */
export async function buildAll({ ifStale = false, apps = APPS.map((a) => a.name), outputRoot, env = {}, quiet = false } = {}) {
  const queue = apps.filter((app) => !ifStale || isStale(app));
  const results = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const result = await buildApp(app, { env, ...(outputRoot ? { outputDir: path.join(outputRoot, app) } : {}) });
      if (!quiet) console.log(`built ${result.app} in ${result.seconds.toFixed(1)} s${result.cpuSeconds === undefined ? '' : ` (CPU ${result.cpuSeconds.toFixed(1)} s)`}`);
      results.push(result);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  buildAll({ ifStale: process.argv.includes('--if-stale') })
    .then((results) => console.log(JSON.stringify({ builds: results, totalSeconds: (Date.now() - started) / 1000 })))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
