#!/usr/bin/env node
/**
 * Works on one app from its sources with live reload: `npm run dev -w <app>` (or
 * `node scripts/dev.mjs <app> [--offset N] [--data-dir DIR]`). The dev server listens on the app's
 * dev port, its port + 50 (mfe-billing: 3051).
 *
 * - A console is running on the data dir (`npm start`): a remote's dev server replaces the remote in
 *   that console through its registry (a dev entry, with the checks of a deploy), so the console's
 *   own URL shows the remote from sources and reloads on every save; Ctrl+C puts the remote's build
 *   back. The shell's dev server serves the shell from sources against that console's registry,
 *   remotes and API.
 * - Nothing is running: a remote's dev server runs standalone with its dev sign-in, and local
 *   Cognito (seeded) and platform-api are started on the data dir for it; the shell starts the whole
 *   console with the shell from sources (`npm start -- --dev shell`).
 *
 * A port taken by something else or a data dir in use prints one line and exits 1.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { enterDev, leaveDev } from './lib/deploy.mjs';
import { apiReady, devServerOf, devServerReady, failOnExit, startBackend, startDevServer, writeDevConfig } from './lib/local-stack.mjs';
import { StackConflict, assertPortsFree, dataDirLocked, lockDataDir } from './lib/processes.mjs';
import { RegistryRefusal } from './lib/registry.mjs';
import { APPS, DEMO_PASSWORD, ROOT, stackConfig } from './lib/stack-config.mjs';

const started = Date.now();
const { values, positionals } = parseArgs({ options: { offset: { type: 'string' }, 'data-dir': { type: 'string' } }, allowPositionals: true });
const app = positionals[0] ?? process.env.npm_package_name;
const dataDirOption = values['data-dir'] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir']) : undefined;
let stack = stackConfig({ offset: values.offset ? Number(values.offset) : undefined, dataDir: dataDirOption });

const groups = [];
let release;
let devEntry;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  if (devEntry) {
    const { restored } = await leaveDev(devEntry).catch((error) => {
      console.error(`could not put ${app}'s build back: ${error.message}`);
      return { restored: null };
    });
    if (restored) console.log(`${app} back to its build ${restored} in the console`);
  }
  for (const group of groups) group.stop();
  await Promise.race([Promise.all(groups.map((group) => group.closed)), new Promise((resolve) => setTimeout(resolve, 5000))]);
  await release?.().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

/** The running console on the data dir (its own ports, whatever --offset says), or null. */
async function runningConsole() {
  if (!(await dataDirLocked(stack.dataDir))) return null;
  const file = path.join(stack.runDir, 'stack.json');
  if (!fs.existsSync(file)) throw new StackConflict(`the console on ${stack.dataDir} is still starting; run this again once it prints its URL`);
  const running = JSON.parse(fs.readFileSync(file, 'utf8'));
  const environment = JSON.parse(fs.readFileSync(path.join(stack.runDir, 'config.json'), 'utf8')).environment;
  try {
    await fetch(`${running.shellUrl}/registry.json`, { signal: AbortSignal.timeout(5000) });
  } catch {
    throw new StackConflict(`the console on ${stack.dataDir} does not answer at ${running.shellUrl} yet; run this again once it prints its URL`);
  }
  return { environment };
}

/** Inside the running console: the dev server, then the registry's dev entry (a remote). */
async function intoRunningConsole(environment) {
  const { port } = devServerOf(stack, app);
  await assertPortsFree([{ port, what: `${app} dev server` }], 'stop it first');
  const server = startDevServer(stack, app, app === 'shell' ? { proxyTo: stack.shellUrl } : {});
  groups.push(server.group);
  await devServerReady(server);
  if (app === 'shell') {
    console.log(`\n  shell from sources (live reload) in ${seconds()} s: ${server.url}\n  with the remotes, API and sign-in of the console at ${stack.shellUrl}\n  Press Ctrl+C to stop.`);
    return server;
  }
  const entry = { dataDir: stack.dataDir, environment, app, devUrl: server.url };
  const { restores } = await enterDev({ ...entry, pid: process.pid });
  devEntry = entry;
  console.log(
    `\n  ${app} from sources (live reload) in ${seconds()} s, in the console at ${stack.shellUrl}` +
      `\n  dev server ${server.url}; on Ctrl+C the console goes back to its build ${restores?.version ?? '(none)'}\n  Press Ctrl+C to stop.`,
  );
  return server;
}

/** Nothing running: local Cognito, platform-api and the remote's standalone dev server. */
async function standalone() {
  release = await lockDataDir(stack.dataDir);
  const { port } = devServerOf(stack, app);
  await assertPortsFree(
    [
      { port: stack.apiPort, what: 'platform-api' },
      { port: stack.cognitoPort, what: 'local Cognito' },
      { port, what: `${app} dev server` },
    ],
    'stop it first',
  );
  const backend = await startBackend(stack);
  groups.push(...backend.groups);
  writeDevConfig(app, backend.config);
  const server = startDevServer(stack, app);
  groups.push(server.group);
  await Promise.race([Promise.all([apiReady(stack), devServerReady(server)]), ...backend.groups.map((group) => failOnExit(group, 'a service'))]);
  console.log(
    `\n  ${app} standalone from sources (live reload) in ${seconds()} s: ${server.url}` +
      `\n  sign in with a demo user (password ${DEMO_PASSWORD}), e.g. finance@px.local; API ${stack.apiUrl}, local Cognito ${stack.cognitoUrl}\n  Press Ctrl+C to stop.`,
  );
  return server;
}

try {
  if (!app || !APPS.some((candidate) => candidate.name === app)) {
    throw new StackConflict(`name the app: npm run dev -w <app>, one of ${APPS.map((candidate) => candidate.name).join(', ')}`);
  }
  const running = await runningConsole();
  if (running) {
    const file = JSON.parse(fs.readFileSync(path.join(stack.runDir, 'stack.json'), 'utf8'));
    stack = stackConfig({ offset: file.offset, dataDir: stack.dataDir });
  }
  if (!running && app === 'shell') {
    // The shell needs remotes: start the whole console with the shell from sources.
    const args = [path.join(ROOT, 'scripts', 'start.mjs'), '--dev', 'shell', '--offset', String(stack.offset), '--data-dir', stack.dataDir];
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
    process.on('SIGINT', () => undefined);
    child.on('exit', (code) => process.exit(code ?? 0));
  } else {
    const server = running ? await intoRunningConsole(running.environment) : await standalone();
    console.log('PX-DEV-READY');
    // The dev server stopping on its own (a crash) ends the session, putting the build back.
    failOnExit(server.group, 'the dev server').catch((error) => {
      if (stopping) return;
      console.error(error.message);
      stop(1);
    });
  }
} catch (error) {
  console.error(error instanceof StackConflict || error instanceof RegistryRefusal ? error.message : (error.stack ?? error.message));
  stop(1);
}
