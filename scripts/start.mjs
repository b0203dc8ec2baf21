#!/usr/bin/env node
/**
 * Starts the whole console locally: builds the apps if needed, starts local Cognito and seeds it,
 * starts platform-api (embedded Postgres unless DATABASE_URL is set) and serves the shell and the
 * four remotes. Prints the console URL and the demo users.
 *
 *   node scripts/start.mjs [--offset N] [--data-dir DIR] [--fresh] [--no-build] [--dev APP[,APP]]
 *
 * --offset N    shifts every port by N (the browser tests run a second stack at +100)
 * --data-dir D  where the embedded database and the local pool live (default .data)
 * --fresh       deletes the data dir first (new pool, new seed)
 * --dev APPS    serves these apps from webpack dev servers (live reload) on their dev ports (the
 *               app's port + 50): a remote through the registry (a dev entry, back to its build on
 *               Ctrl+C), the shell beside the built one at its own dev port
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from './build-all.mjs';
import { enterDev, leaveDev } from './lib/deploy.mjs';
import { apiReady, devServerOf, devServerReady, failOnExit, startAppServers, startBackend, startDevServer, writeDevConfig } from './lib/local-stack.mjs';
import { manifestUrlOf, publish } from './lib/origin.mjs';
import { pruneOrigin } from './lib/prune.mjs';
import { StackConflict, assertPortsFree, lockDataDir, waitForHttp } from './lib/processes.mjs';
import { RegistryRefusal, changeRegistry } from './lib/registry.mjs';
import { APPS, DEMO_PASSWORD, DEMO_USERS, FIXED_CODE, ROOT, TEMPORARY_PASSWORD, stackConfig } from './lib/stack-config.mjs';

const started = Date.now();
const { values } = parseArgs({
  options: {
    offset: { type: 'string' },
    'data-dir': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    dev: { type: 'string', multiple: true },
  },
});
const stack = stackConfig({ offset: values.offset ? Number(values.offset) : undefined, dataDir: values['data-dir'] });
const devApps = [...new Set((values.dev ?? []).flatMap((list) => list.split(',')).map((name) => name.trim()).filter(Boolean))];

const groups = [];
/** Dev entries to put back on the way out. */
const devEntries = [];
let environment = 'local';
let release;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const { app, url } of devEntries) {
    const { restored } = await leaveDev({ dataDir: stack.dataDir, environment, app, devUrl: url }).catch(() => ({ restored: null }));
    if (restored) console.log(`${app} back to ${restored}`);
  }
  for (const group of groups) group.stop();
  fs.rmSync(path.join(stack.runDir, 'pids.json'), { force: true });
  await Promise.race([Promise.all(groups.map((group) => group.closed)), new Promise((resolve) => setTimeout(resolve, 5000))]);
  await release?.().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/**
 * Publishes each app's dist/ on the origin as its version and switches the environment's registry
 * to those versions (action 'start'), the way a deploy does: no special path for local. A dev
 * entry left by a dev server that did not stop cleanly is replaced too.
 */
async function publishBuilds() {
  const builds = stack.apps.map((app) => ({ app, build: publish({ dataDir: stack.dataDir, app: app.name, from: path.join(ROOT, app.name, 'dist') }) }));
  const { registry, changes } = await changeRegistry({
    dataDir: stack.dataDir,
    environment,
    action: 'start',
    plan: (current) =>
      builds.map(({ app, build: { version, commit, buildTime, runtime } }) => {
        // A remote's canary stays while its stable build does (README.md#canary-releases).
        const canary = app.name === 'shell' || current?.remotes?.[app.name]?.version !== version ? undefined : current.remotes[app.name].canary;
        return {
          app: app.name,
          to: { version, commit, buildTime, runtime, ...(app.name === 'shell' ? {} : { manifest: manifestUrlOf(app.url, version) }), ...(canary ? { canary } : {}) },
        };
      }),
  });
  for (const change of changes) console.log(`${change.app} ${change.to} (was ${change.from ?? 'none'})`);
  console.log(`${environment} registry revision ${registry.revision}`);
}

/** Serves the --dev apps from their dev servers; returns the lines the ready message prints. */
async function startDevApps() {
  const lines = [];
  for (const app of devApps) {
    const server = startDevServer(stack, app, app === 'shell' ? { proxyTo: stack.shellUrl } : {});
    groups.push(server.group);
    await devServerReady(server);
    if (app === 'shell') {
      lines.push(`  shell from sources (live reload): ${server.url}`);
      continue;
    }
    const { restores } = await enterDev({ dataDir: stack.dataDir, environment, app, devUrl: server.url, pid: process.pid });
    devEntries.push({ app, url: server.url });
    lines.push(`  ${app} from sources (live reload) in the console, dev server ${server.url} (its build ${restores?.version ?? 'none'} is back on Ctrl+C)`);
  }
  return lines;
}

try {
  const unknown = devApps.filter((name) => !APPS.some((app) => app.name === name));
  if (unknown.length) throw new StackConflict(`--dev ${unknown.join(',')}: not an app of the console (${APPS.map((app) => app.name).join(', ')})`);
  if (values.fresh) {
    // Never delete the data of a console that runs on it.
    release = await lockDataDir(stack.dataDir);
    await release();
    fs.rmSync(stack.dataDir, { recursive: true, force: true });
  }
  release = await lockDataDir(stack.dataDir);
  const hint = 'stop it, or start this console at another --offset';
  await assertPortsFree(
    [
      ...stack.apps.map((app) => ({ port: app.port, what: app.name })),
      { port: stack.apiPort, what: 'platform-api' },
      { port: stack.cognitoPort, what: 'local Cognito' },
      ...devApps.map((app) => ({ port: devServerOf(stack, app).port, what: `${app} dev server` })),
    ],
    hint,
  );
  fs.mkdirSync(stack.runDir, { recursive: true });

  if (!values['no-build']) {
    const builds = await buildAll({ ifStale: true });
    if (builds.length === 0) console.log('apps are up to date (no build needed)');
  }

  const backend = await startBackend(stack);
  groups.push(...backend.groups);
  environment = backend.config.environment;
  await publishBuilds();
  await pruneOrigin({ dataDir: stack.dataDir, environment });
  // Dev servers (`npm run dev -w <app>`) read the same config from their public/ folder.
  if (stack.offset === 0) for (const app of stack.apps) writeDevConfig(app.name, backend.config);

  const apps = startAppServers(stack);
  groups.push(apps);
  fs.writeFileSync(path.join(stack.runDir, 'pids.json'), JSON.stringify({ starter: process.pid, ...backend.groups[0].pids, ...backend.groups[1].pids, ...apps.pids }, null, 2));
  fs.writeFileSync(path.join(stack.runDir, 'stack.json'), JSON.stringify({ ...stack, pool: backend.pool }, null, 2));

  await Promise.race([
    Promise.all([apiReady(stack), ...stack.apps.map((app) => waitForHttp(`${app.url}/mf-manifest.json`))]),
    ...groups.map((group) => failOnExit(group, 'a service of the console')),
  ]);
  const devLines = await startDevApps();

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  console.log(`
  Admin console ready in ${seconds} s:  ${stack.shellUrl}
${devLines.length ? `${devLines.join('\n')}\n` : ''}
  Demo users (password ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `    ${u.email.padEnd(width)}  ${(u.groups.join('+') || '(no groups)').padEnd(24)} -> ${u.lands}${u.temporary ? `  (temporary password ${TEMPORARY_PASSWORD})` : ''}`).join('\n')}

  Reset-password codes are always ${FIXED_CODE}.
  API ${stack.apiUrl}   local Cognito ${stack.cognitoUrl}   data in ${path.relative(ROOT, stack.dataDir) || '.'}
  Press Ctrl+C to stop.
PX-STACK-READY`);
} catch (error) {
  console.error(error instanceof StackConflict || error instanceof RegistryRefusal ? error.message : (error.stack ?? error.message));
  stop(1);
}
