/**
 * The console past one machine, from `npm run package` output (docs/operations.md "Topology,
 * nginx, images and scaling"): N API instances on a Postgres database of their own and Redis, the
 * console's static origin on nginx with nginx's API proxy in front of the instances, a local user
 * pool with the demo users, the demo data. Used by scripts/test/scale.test.mjs and
 * scripts/bench/scale.mjs.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ensureUser, localCognitoClient, seedCognito, startCognito, waitForCognito } from './cognito.mjs';
import { freePorts, startNginx } from './nginx.mjs';
import { waitForHttp } from './processes.mjs';
import { DEMO_PASSWORD, ROOT } from './stack-config.mjs';

const run = promisify(execFile);
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const APP_NAMES = ['shell', 'mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin'];

/** The Postgres server the cluster makes its database on: TEST_DATABASE_URL, else the machine's. */
export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis server of the cluster's limits and caches (keys under the database's name). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the cluster cannot run here (no Postgres server), or null. */
export async function postgresMissing() {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return `no Postgres server at ${SERVER_URL} (${error.code ?? error.message}): set TEST_DATABASE_URL`;
  }
}

/** The URL of `database` on the cluster's Postgres server. */
export function databaseUrl(database) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * @typedef {{ child: import('node:child_process').ChildProcess, port: number, address: string, url: string }} Instance
 * @typedef {{
 *   work: string, originDir: string, database: string, databaseUrl: string,
 *   apps: Record<string, string>, apiUrl: string, cognitoUrl: string,
 *   pool: { userPoolId: string, userPoolClientId: string, issuer: string, jwksUrl: string },
 *   instances: Instance[], nginx: Awaited<ReturnType<typeof startNginx>>,
 *   startInstance: (i: number) => Promise<void>,
 *   idToken: (email: string) => Promise<string>,
 *   stop: () => Promise<void>,
 * }} Cluster
 */

/**
 * Packages the console (`scripts/package.mjs --out`, outside the repository), creates a database
 * on {@link SERVER_URL}, starts a local user pool (the demo users and `extraUsers`), `instances` API
 * instances at once on the empty database (each migration and pg-boss's schema made once, under
 * advisory locks), seeds the demo data with `seedInvoices` invoices, configures the console's origin
 * for the cluster's ports and starts nginx on it.
 *
 * Each instance runs in local mode with `PGAPPNAME=px-scale-<i>`, so a database session tells
 * which instance runs it, and `PERIODIC_TASK_SECONDS=periodSeconds` when given.
 *
 * @param {{ instances: number, seedInvoices?: number, periodSeconds?: number, extraUsers?: Array<{ email: string, groups: string[] }> }} options
 * @returns {Promise<Cluster>}
 * @throws Error naming the part that did not start (an instance's stderr included)
 */
export async function startCluster({ instances: count, seedInvoices = 400, periodSeconds, extraUsers = [] }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'px-scale-'));
  const packaged = path.join(work, 'package');
  const originDir = path.join(packaged, 'console');
  const database = `px_scale_${process.pid}_${Date.now().toString(36)}`;
  /** @type {Instance[]} */
  const instances = [];
  let nginx;
  let cognito;

  const stop = async () => {
    await nginx?.stop();
    cognito?.stop();
    for (const { child } of instances) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(instances.map(({ child }) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)))));
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect().then(
      () => admin.query(`drop database if exists ${database} with (force)`).finally(() => admin.end()),
      () => undefined,
    );
    fs.rmSync(work, { recursive: true, force: true });
  };

  try {
    // The packaged folders, outside the repository: the API runs on its own node_modules only.
    await run(NODE, [path.join(ROOT, 'scripts', 'package.mjs'), '--out', packaged], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();

    const ports = await freePorts(APP_NAMES.length + 1 + count + 1);
    const apps = Object.fromEntries(APP_NAMES.map((name, index) => [name, `http://127.0.0.1:${ports[index]}`]));
    const apiPort = ports[APP_NAMES.length];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const instancePort = (i) => ports[APP_NAMES.length + 1 + i];
    const cognitoPort = ports[APP_NAMES.length + 1 + count];
    const cognitoUrl = `http://127.0.0.1:${cognitoPort}`;
    cognito = startCognito({ dir: path.join(work, 'cognito'), port: cognitoPort, url: cognitoUrl });
    await waitForCognito(cognitoUrl);
    const pool = await seedCognito(cognitoUrl);
    for (const user of extraUsers) await ensureUser(localCognitoClient(cognitoUrl), pool.userPoolId, user);

    const startInstance = (i) => {
      const port = instancePort(i);
      const child = spawn(NODE, [path.join(packaged, 'platform-api', 'server.js')], {
        cwd: path.join(packaged, 'platform-api'),
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl(database),
          API_ENVIRONMENT: 'local',
          AUTH_ISSUERS: pool.issuer,
          AUTH_JWKS_URL: pool.jwksUrl,
          AUTH_AUDIENCE: pool.userPoolClientId,
          PGAPPNAME: `px-scale-${i}`,
          CORS_ORIGINS: Object.values(apps).join(','),
          LOG_LEVEL: 'warn',
          // The limits in the cluster's own keys on the shared Redis; the client's address from nginx only.
          REDIS_URL,
          REDIS_KEY_PREFIX: `${database}:`,
          TRUST_PROXY: '127.0.0.1',
          ...(periodSeconds ? { PERIODIC_TASK_SECONDS: String(periodSeconds) } : {}),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      instances[i] = { child, port, address: `127.0.0.1:${port}`, url: `http://127.0.0.1:${port}` };
      return waitForHttp(`http://127.0.0.1:${port}/account/user-info`, { accept: (status) => status === 401, timeoutMs: 180_000 }).catch((error) => {
        throw new Error(`API instance ${i + 1} did not start: ${error.message}\n${stderr}`);
      });
    };
    await Promise.all(Array.from({ length: count }, (_, i) => startInstance(i)));
    await run('npm', ['run', 'seed', '-w', 'platform-api', '--', '--invoices', String(seedInvoices)], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl(database) },
      maxBuffer: 16 * 1024 * 1024,
    });

    const configured = await run(NODE, [path.join(originDir, 'configure.mjs')], {
      env: {
        PATH: process.env.PATH,
        CONSOLE_DIR: originDir,
        CONSOLE_ENVIRONMENT: 'local',
        CONSOLE_APP_URLS: Object.entries(apps).map(([name, url]) => `${name}=${url}`).join(','),
        CONSOLE_API_BASE_URL: apiUrl,
        CONSOLE_AUTH_REGION: 'us-east-1',
        CONSOLE_USER_POOL_ID: pool.userPoolId,
        CONSOLE_USER_POOL_CLIENT_ID: pool.userPoolClientId,
        CONSOLE_USER_POOL_ENDPOINT: `${cognitoUrl}/`,
        CONSOLE_LISTEN_HOST: '127.0.0.1',
        CONSOLE_FIRST_PORT: String(ports[0]),
        CONSOLE_API_PORT: String(apiPort),
        CONSOLE_API_UPSTREAMS: instances.map((instance) => instance.address).join(','),
      },
    });
    if (!/^LOCAL MODE: /.test(configured.stdout)) throw new Error(`configure.mjs did not say it runs in local mode: ${configured.stdout}`);
    const prefix = path.join(originDir, 'nginx');
    nginx = await startNginx({ prefix, config: fs.readFileSync(path.join(prefix, 'nginx.conf'), 'utf8'), readyUrl: `${apps.shell}/config.json` });

    /** An ID token of `email` (a demo user's password) from the local pool. */
    const idToken = async (email) => {
      const response = await fetch(cognitoUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
      });
      const token = (await response.json()).AuthenticationResult?.IdToken;
      if (!token) throw new Error(`${email} could not sign in to the local pool`);
      return token;
    };

    return { work, originDir, database, databaseUrl: databaseUrl(database), apps, apiUrl, cognitoUrl, pool, instances, nginx, startInstance, idToken, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
