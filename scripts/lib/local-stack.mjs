/**
 * The pieces of the local stack that `npm start` (scripts/start.mjs) and `npm run dev -w <app>`
 * (scripts/dev.mjs) share: the back end (local Cognito with its seed, platform-api), the runtime
 * config, the app servers and the webpack dev servers.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { seedCognito, startCognito, waitForCognito } from './cognito.mjs';
import { runServices, waitForHttp } from './processes.mjs';
import { APPS, BUYERS_WEBSITE, ROOT } from './stack-config.mjs';

/** How far a dev server's port is from its app's port (3001 -> 3051): no stack offset (+100, +200) uses it. */
export const DEV_PORT_DISTANCE = 50;

/**
 * The dev server of `app` in `stack`: its port (the app's port + 50) and URL.
 * @returns {{ port: number, url: string }}
 */
export function devServerOf(stack, app) {
  const entry = stack.apps.find((candidate) => candidate.name === app);
  if (!entry) throw new Error(`${app} is not an app of the console (${APPS.map((a) => a.name).join(', ')})`);
  const port = entry.port + DEV_PORT_DISTANCE;
  return { port, url: `http://localhost:${port}` };
}

/** Origins the API accepts: every app's server and dev server, as localhost and 127.0.0.1. */
export function allowedOrigins(stack) {
  const urls = stack.apps.flatMap((app) => [app.url, devServerOf(stack, app.name).url]);
  return urls.flatMap((url) => [url, url.replace('localhost', '127.0.0.1')]);
}

/**
 * The runtime config.json of the stack's pages (shared-kit's RuntimeConfig).
 * @param {object} stack stackConfig()
 * @param {{ userPoolId: string, userPoolClientId: string }} pool
 */
export function runtimeConfig(stack, pool) {
  return {
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
}

/**
 * Writes config.json into `app`/public/, which its dev server serves at /config.json (a remote's
 * standalone page and the shell's dev page read it there).
 */
export function writeDevConfig(app, config) {
  fs.mkdirSync(path.join(ROOT, app, 'public'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, app, 'public', 'config.json'), JSON.stringify(config, null, 2));
}

/** The Redis `npm start` looks for when REDIS_URL is not set. */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Whether a Redis answers PING at `url` within `timeoutMs` (a `redis://host:port` URL; a server
 * asking for a password does not count).
 * @returns {Promise<boolean>}
 */
export function redisAnswers(url, timeoutMs = 1000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    let answer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

/**
 * The Redis of the stack's API (docs/operations.md "Scaling"): REDIS_URL (default
 * {@link DEFAULT_REDIS_URL}) when it answers, with a key prefix naming the stack (its port offset
 * and data dir), so parallel stacks on one Redis never share keys; `null` (the API's in-process
 * cache and limits) when none answers or REDIS_URL is set empty.
 * @returns {Promise<{ url: string, prefix: string } | { url: null, tried: string }>}
 */
export async function stackRedis(stack) {
  const url = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  if (!url || !(await redisAnswers(url))) return { url: null, tried: url };
  const dir = createHash('sha256').update(stack.dataDir).digest('hex').slice(0, 8);
  return { url, prefix: `px:${stack.offset}:${dir}:` };
}

/**
 * Starts local Cognito (seeded with the console's pool and demo users) and platform-api on the
 * stack's data dir (embedded Postgres unless DATABASE_URL is set; demo data seeded on start), and
 * writes run/config.json.
 * @returns {Promise<{ pool: object, config: object, groups: import('./processes.mjs').ServiceGroup[] }>}
 */
export async function startBackend(stack) {
  fs.mkdirSync(stack.runDir, { recursive: true });
  const cognito = startCognito({ dir: stack.cognitoDir, port: stack.cognitoPort, url: stack.cognitoUrl });
  await Promise.race([waitForCognito(stack.cognitoUrl), failOnExit(cognito, 'local Cognito')]);
  const pool = await seedCognito(stack.cognitoUrl);
  const config = runtimeConfig(stack, pool);
  fs.writeFileSync(path.join(stack.runDir, 'config.json'), JSON.stringify(config, null, 2));
  const redis = await stackRedis(stack);
  console.log(
    redis.url
      ? `cache and rate limits: Redis at ${redis.url} (keys under ${redis.prefix})`
      : `cache and rate limits: in the API's memory (${redis.tried ? `no Redis answered at ${redis.tried}` : 'REDIS_URL is empty'})`,
  );
  const api = runServices([
    {
      name: 'api',
      // One process compiling on load: tsx's command-line program would add a signal-relaying parent.
      argv: [process.execPath, '--import', 'tsx', 'src/server.ts'],
      cwd: path.join(ROOT, 'platform-api'),
      env: {
        PORT: String(stack.apiPort),
        HOST: '127.0.0.1',
        PGLITE_DIR: stack.pgliteDir,
        API_ENVIRONMENT: 'local',
        AUTH_ISSUERS: pool.issuer,
        AUTH_JWKS_URL: pool.jwksUrl,
        AUTH_AUDIENCE: pool.userPoolClientId,
        CORS_ORIGINS: allowedOrigins(stack).join(','),
        SEED_ON_START: '1',
        // The canary check drops failing canaries from this registry (README.md#canary-releases).
        CONSOLE_REGISTRY_FILE: path.join(stack.dataDir, 'registry', `${config.environment}.json`),
        ...(process.env.CANARY_CHECK_SECONDS ? { CANARY_CHECK_SECONDS: process.env.CANARY_CHECK_SECONDS } : {}),
        ...(redis.url ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.prefix } : { REDIS_URL: '' }),
      },
      color: 'cyan',
    },
  ]);
  return { pool, config, groups: [cognito, api] };
}

/** Resolves when the API answers (any status: it is up), within 180 s. */
export function apiReady(stack) {
  return waitForHttp(`${stack.apiUrl}/account/user-info`, { accept: () => true, timeoutMs: 180_000 });
}

/** The static servers of the stack's apps (scripts/serve-app.mjs), one per app. */
export function startAppServers(stack) {
  return runServices(
    stack.apps.map((app) => ({
      name: app.name,
      argv: [process.execPath, path.join(ROOT, 'scripts', 'serve-app.mjs'), app.name, String(app.port), stack.runDir],
      color: 'green',
    })),
  );
}

/**
 * Starts webpack's dev server of `app` (development build, live reload) on its dev port. A dev
 * shell (`proxyTo`: the running console's shell URL) answers /config.json, /registry.json and
 * /remotes.json from that console.
 * @returns {{ group: import('./processes.mjs').ServiceGroup, url: string, port: number }}
 */
export function startDevServer(stack, app, { proxyTo } = {}) {
  const { port, url } = devServerOf(stack, app);
  const group = runServices([
    {
      name: `${app}:dev`,
      argv: [process.execPath, path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'), 'serve', '--mode', 'development', '--port', String(port)],
      cwd: path.join(ROOT, app),
      env: { CONSOLE_DEV_PROXY: proxyTo ?? '' },
      color: 'blue',
    },
  ]);
  return { group, url, port };
}

/**
 * Resolves when a dev server answers its mf-manifest.json (its first compilation is done), within
 * 180 s.
 * @throws Error when the dev server exits first
 */
export async function devServerReady(server) {
  await Promise.race([
    waitForHttp(`${server.url}/mf-manifest.json`, { accept: (status) => status === 200, timeoutMs: 180_000 }),
    failOnExit(server.group, 'the dev server'),
  ]);
}

/**
 * Rejects when a service of `group` exits on its own (a crash, a port taken meanwhile).
 * @param {import('./processes.mjs').ServiceGroup} group
 * @param {string} what how the message names it
 */
export async function failOnExit(group, what) {
  const { name, exitCode } = await group.exited;
  throw new Error(`${what} (${name}) exited with ${exitCode}; see its output above`);
}
