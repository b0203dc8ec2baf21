#!/usr/bin/env node
/**
 * Starts the whole console locally: builds the apps if needed, starts local Cognito and seeds it,
 * starts platform-api (embedded Postgres unless DATABASE_URL is set) and serves the shell and the
 * four remotes. Prints the console URL and the demo users.
 *
 *   node scripts/start.mjs [--offset N] [--data-dir DIR] [--fresh] [--no-build]
 *
 * --offset N    shifts every port by N (the browser tests run a second stack at +100)
 * --data-dir D  where the embedded database and the local pool live (default .data)
 * --fresh       deletes the data dir first (new pool, new seed)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from './build-all.mjs';
import { seedCognito, startCognito, waitForCognito } from './lib/cognito.mjs';
import { manifestUrlOf } from './lib/deploy.mjs';
import { publish } from './lib/origin.mjs';
import { spawnService, waitForHttp } from './lib/processes.mjs';
import { changeRegistry } from './lib/registry.mjs';
import { BUYERS_WEBSITE, DEMO_PASSWORD, DEMO_USERS, FIXED_CODE, ROOT, TEMPORARY_PASSWORD, stackConfig } from './lib/stack-config.mjs';

const started = Date.now();
const { values } = parseArgs({
  options: {
    offset: { type: 'string' },
    'data-dir': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const stack = stackConfig({ offset: values.offset ? Number(values.offset) : undefined, dataDir: values['data-dir'] });
if (values.fresh) fs.rmSync(stack.dataDir, { recursive: true, force: true });
fs.mkdirSync(stack.runDir, { recursive: true });

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(path.join(stack.runDir, 'pids.json'), { force: true });
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/**
 * Publishes each app's dist/ on the origin as its version and switches the environment's registry
 * to those versions (action 'start'), the way a deploy does: no special path for local.
 */
async function publishBuilds(environment) {
  const builds = stack.apps.map((app) => ({ app, build: publish({ dataDir: stack.dataDir, app: app.name, from: path.join(ROOT, app.name, 'dist') }) }));
  const { registry, changes } = await changeRegistry({
    dataDir: stack.dataDir,
    environment,
    action: 'start',
    plan: () =>
      builds.map(({ app, build: { version, commit, buildTime, runtime } }) => ({
        app: app.name,
        to: { version, commit, buildTime, runtime, ...(app.name === 'shell' ? {} : { manifest: manifestUrlOf(app.url, version) }) },
      })),
  });
  for (const change of changes) console.log(`${change.app} ${change.to} (was ${change.from ?? 'none'})`);
  console.log(`${environment} registry revision ${registry.revision}`);
}

try {
  if (!values['no-build']) {
    const builds = await buildAll({ ifStale: true });
    if (builds.length === 0) console.log('apps are up to date (no build needed)');
  }

  const cognito = startCognito({ dir: stack.cognitoDir, port: stack.cognitoPort, url: stack.cognitoUrl });
  children.push(cognito);
  await waitForCognito(stack.cognitoUrl);
  const pool = await seedCognito(stack.cognitoUrl);

  const config = {
    environment: 'local',
    apiBaseUrl: stack.apiUrl,
    testApiBaseUrl: `${stack.apiUrl}/test-api`,
    buyersWebsite: BUYERS_WEBSITE,
    gridServerModeThreshold: Number(process.env.GRID_SERVER_MODE_THRESHOLD ?? 50_000),
    auth: {
      region: 'us-east-1',
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      userPoolEndpoint: `${stack.cognitoUrl}/`,
      authFlowType: 'USER_PASSWORD_AUTH',
    },
  };
  fs.writeFileSync(path.join(stack.runDir, 'config.json'), JSON.stringify(config, null, 2));
  await publishBuilds(config.environment);
  // Dev servers (`npm run dev -w <app>`) read the same files from their public/ folder; each
  // serves its manifest at its root.
  const remotes = Object.fromEntries(stack.apps.slice(1).map((app) => [app.name, `${app.url}/mf-manifest.json`]));
  for (const app of stack.apps) {
    if (stack.offset !== 0) break;
    fs.mkdirSync(path.join(ROOT, app.name, 'public'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, app.name, 'public', 'config.json'), JSON.stringify(config, null, 2));
    if (app.name === 'shell') fs.writeFileSync(path.join(ROOT, 'shell', 'public', 'remotes.json'), JSON.stringify(remotes, null, 2));
  }

  const origins = stack.apps.flatMap((app) => [app.url, app.url.replace('localhost', '127.0.0.1')]);
  const api = spawnService('api', process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/server.ts'], {
    cwd: path.join(ROOT, 'platform-api'),
    env: {
      ...process.env,
      PORT: String(stack.apiPort),
      HOST: '127.0.0.1',
      PGLITE_DIR: stack.pgliteDir,
      AUTH_ISSUERS: pool.issuer,
      AUTH_JWKS_URL: pool.jwksUrl,
      AUTH_AUDIENCE: pool.userPoolClientId,
      CORS_ORIGINS: origins.join(','),
      SEED_ON_START: '1',
    },
  });
  children.push(api);

  const pids = { api: api.pid, cognito: cognito.pid };
  for (const app of stack.apps) {
    const child = spawnService('apps', process.execPath, [path.join(ROOT, 'scripts', 'serve-app.mjs'), app.name, String(app.port), stack.runDir], {
      env: { ...process.env },
    });
    children.push(child);
    pids[app.name] = child.pid;
  }
  fs.writeFileSync(path.join(stack.runDir, 'pids.json'), JSON.stringify(pids, null, 2));
  fs.writeFileSync(path.join(stack.runDir, 'stack.json'), JSON.stringify({ ...stack, pool }, null, 2));

  await Promise.all([
    waitForHttp(`${stack.apiUrl}/account/user-info`, { accept: () => true, timeoutMs: 180_000 }),
    ...stack.apps.map((app) => waitForHttp(`${app.url}/mf-manifest.json`)),
  ]);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  console.log(`
  Admin console ready in ${seconds} s:  ${stack.shellUrl}

  Demo users (password ${DEMO_PASSWORD}):
${DEMO_USERS.map((u) => `    ${u.email.padEnd(width)}  ${(u.groups.join('+') || '(no groups)').padEnd(24)} -> ${u.lands}${u.temporary ? `  (temporary password ${TEMPORARY_PASSWORD})` : ''}`).join('\n')}

  Reset-password codes are always ${FIXED_CODE}.
  API ${stack.apiUrl}   local Cognito ${stack.cognitoUrl}   data in ${path.relative(ROOT, stack.dataDir) || '.'}
  Press Ctrl+C to stop.
PX-STACK-READY`);
} catch (error) {
  console.error(error.stack ?? error.message);
  stop(1);
}
