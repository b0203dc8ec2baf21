#!/usr/bin/env node
/**
 * Configures a packaged static origin (`npm run package`: `.package/console/`, the console image's
 * /srv/console) for one deployment, from environment variables, before nginx starts:
 *
 * - `run/config.json`: the runtime config the console's pages read (shared-kit's RuntimeConfig);
 * - the registry of the environment (action 'start'), naming each app's newest version on the
 *   origin at the app's public URL; this writes the `current` links and the remotes map too. On a
 *   restart an app keeps what the registry served (a rollback, a canary) unless the origin brought
 *   a version the environment never had (an upgraded image);
 * - `run/stack.json`: the apps' URLs, where deploy and rollback find them;
 * - `nginx/nginx.conf` (scripts/lib/nginx-config.mjs): one server per app on consecutive ports
 *   from CONSOLE_FIRST_PORT and, when CONSOLE_API_UPSTREAMS is set, the API proxy on CONSOLE_API_PORT.
 *
 * | variable | meaning |
 * |---|---|
 * | CONSOLE_ENVIRONMENT | required: `local`, `test` or `prod` |
 * | CONSOLE_APP_URLS | required: each app's public URL, `shell=https://console.example,mfe-billing=https://billing.console.example,...` |
 * | CONSOLE_API_BASE_URL | required: the API's public URL |
 * | CONSOLE_AUTH_REGION, CONSOLE_USER_POOL_ID, CONSOLE_USER_POOL_CLIENT_ID | required: the user pool |
 * | CONSOLE_USER_POOL_ENDPOINT | a local pool's URL (then the password flow); unset for Amazon Cognito |
 * | CONSOLE_BUYERS_WEBSITE | the buyers' website (default https://buy.px.local) |
 * | CONSOLE_PROVIDER_WEBSITE, CONSOLE_CLIENT_SUCCESS_EMAIL | config.json's providerWebsite and clientSuccessEmail; required unless CONSOLE_ENVIRONMENT is `local` (docs/operations.md "Environments and providers") |
 * | CONSOLE_LISTEN_HOST, CONSOLE_FIRST_PORT | 0.0.0.0, 8080 (shell 8080, mfe-billing 8081, ...) |
 * | CONSOLE_API_PORT, CONSOLE_API_UPSTREAMS | 8090; `host:port,host:port` of the API instances (unset: no API proxy) |
 * | CONSOLE_DIR | the packaged origin (default: this file's folder) |
 *
 * Prints the one line that starts nginx; exits 1 with every problem listed when a variable is
 * missing or wrong.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keptVersions, manifestUrlOf } from './lib/origin.mjs';
import { changeRegistry, readHistory } from './lib/registry.mjs';
import { nginxConfig } from './lib/nginx-config.mjs';

/** The apps of the console, in port order. */
const APP_NAMES = ['shell', 'mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin'];
const ENVIRONMENTS = ['local', 'test', 'prod'];

/**
 * Reads the settings from `env`.
 * @returns {{ problems: string[], settings: object }}
 */
export function originSettings(env, defaultDir) {
  const problems = [];
  const required = (name) => {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is required`);
    return value ?? '';
  };
  const url = (name, value) => {
    if (value && !URL.canParse(value)) problems.push(`${name} is not a URL: '${value}'`);
    return value;
  };
  const environment = required('CONSOLE_ENVIRONMENT');
  if (environment && !ENVIRONMENTS.includes(environment)) problems.push(`CONSOLE_ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}, not '${environment}'`);
  const appUrls = Object.fromEntries(
    required('CONSOLE_APP_URLS')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => part.trim())),
  );
  for (const app of APP_NAMES) {
    if (!appUrls[app]) problems.push(`CONSOLE_APP_URLS must name ${app}`);
    else url(`CONSOLE_APP_URLS (${app})`, appUrls[app]);
  }
  const port = (name, fallback) => {
    const value = Number(env[name]?.trim() || fallback);
    if (!Number.isInteger(value) || value < 1 || value > 65535) problems.push(`${name} must be a port number, not '${env[name]}'`);
    return value;
  };
  const firstPort = port('CONSOLE_FIRST_PORT', 8080);
  const apiUpstreams = (env.CONSOLE_API_UPSTREAMS ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  for (const upstream of apiUpstreams) if (!/^[\w.-]+:\d+$/.test(upstream)) problems.push(`CONSOLE_API_UPSTREAMS must list host:port, not '${upstream}'`);
  const apiBaseUrl = url('CONSOLE_API_BASE_URL', required('CONSOLE_API_BASE_URL'));
  const poolEndpoint = url('CONSOLE_USER_POOL_ENDPOINT', env.CONSOLE_USER_POOL_ENDPOINT?.trim() || undefined);
  // The local placeholders of these two stand in only in local mode.
  const perEnvironment = (name) => (environment === 'local' ? env[name]?.trim() || undefined : required(name) || undefined);
  const providerWebsite = url('CONSOLE_PROVIDER_WEBSITE', perEnvironment('CONSOLE_PROVIDER_WEBSITE'));
  const clientSuccessEmail = perEnvironment('CONSOLE_CLIENT_SUCCESS_EMAIL');
  const settings = {
    dir: path.resolve(env.CONSOLE_DIR?.trim() || defaultDir),
    environment,
    appUrls,
    host: env.CONSOLE_LISTEN_HOST?.trim() || '0.0.0.0',
    firstPort,
    api: apiUpstreams.length ? { port: port('CONSOLE_API_PORT', 8090), upstreams: apiUpstreams } : undefined,
    runtime: {
      environment,
      apiBaseUrl,
      testApiBaseUrl: `${apiBaseUrl}/test-api`,
      buyersWebsite: env.CONSOLE_BUYERS_WEBSITE?.trim() || 'https://buy.px.local',
      ...(providerWebsite ? { providerWebsite } : {}),
      ...(clientSuccessEmail ? { clientSuccessEmail } : {}),
      auth: {
        region: required('CONSOLE_AUTH_REGION'),
        userPoolId: required('CONSOLE_USER_POOL_ID'),
        userPoolClientId: required('CONSOLE_USER_POOL_CLIENT_ID'),
        ...(poolEndpoint ? { userPoolEndpoint: poolEndpoint } : {}),
        authFlowType: poolEndpoint ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH',
      },
    },
  };
  return { problems, settings };
}

/**
 * Whether a restart keeps what the registry serves for `app` (its version, canary, and a rollback
 * done before the restart) instead of switching it to the newest version on the origin: when that
 * newest version is not new to the environment (the registry names it, or its history shows it was
 * deployed, rolled back or run as a canary) and every version the entry names is still on the
 * origin. A newest version the environment never had (an upgraded image) is switched to, as on a
 * first start (docs/operations.md#topology-nginx-images-and-scaling). `kept`: the app's versions on
 * the origin, oldest build first (keptVersions).
 */
function keepsEntry(app, entry, kept, history) {
  if (entry.dev) return false;
  const named = [entry.version, entry.canary?.version].filter(Boolean);
  const seen = new Set([...named, ...history.filter((line) => line.app === app).flatMap((line) => [line.to, line.from])]);
  if (!seen.has(kept.at(-1).version)) return false;
  return named.every((version) => kept.some((build) => build.version === version));
}

/**
 * Writes config.json, the registry and nginx.conf of the packaged origin (see the module's comment).
 * @returns {Promise<{ conf: string, prefix: string }>} nginx.conf's path and nginx's prefix folder
 * @throws Error when an app has no version on the origin
 */
export async function configureOrigin(settings) {
  const { dir, environment, appUrls } = settings;
  const runDir = path.join(dir, 'run');
  fs.mkdirSync(runDir, { recursive: true });
  fs.writeFileSync(path.join(runDir, 'config.json'), `${JSON.stringify(settings.runtime, null, 2)}\n`);
  const kept = Object.fromEntries(
    APP_NAMES.map((app) => {
      const builds = keptVersions(dir, app);
      if (builds.length === 0) throw new Error(`${app} has no version in ${path.join(dir, 'origin', app)}: run npm run package`);
      return [app, builds];
    }),
  );
  const manifestAt = (app, version) => manifestUrlOf(appUrls[app].replace(/\/$/, ''), version);
  await changeRegistry({
    dataDir: dir,
    environment,
    action: 'start',
    plan: (current) => {
      const history = readHistory(dir, environment);
      return APP_NAMES.map((app) => {
        const entry = app === 'shell' ? current?.shell : current?.remotes?.[app];
        if (entry && keepsEntry(app, entry, kept[app], history)) {
          // What the environment served goes on; only the manifests follow CONSOLE_APP_URLS.
          if (app === 'shell') return { app, to: entry };
          const canary = entry.canary && { ...entry.canary, manifest: manifestAt(app, entry.canary.version) };
          return { app, to: { ...entry, manifest: manifestAt(app, entry.version), ...(canary ? { canary } : {}) } };
        }
        const { version, commit, buildTime, runtime } = kept[app].at(-1);
        const build = { version, commit, buildTime, runtime };
        return { app, to: app === 'shell' ? build : { ...build, manifest: manifestAt(app, version) } };
      });
    },
  });
  // Where deploy and rollback find the apps' URLs (`npm run deploy -w <app> -- --data-dir <dir>`).
  fs.writeFileSync(path.join(runDir, 'stack.json'), `${JSON.stringify({ dataDir: dir, runDir, apps: APP_NAMES.map((name) => ({ name, url: appUrls[name] })) }, null, 2)}\n`);
  const prefix = path.join(dir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  const user = process.getuid?.() === 0 ? os.userInfo().username : undefined;
  const sites = APP_NAMES.map((app, index) => ({ app, port: settings.firstPort + index }));
  fs.writeFileSync(conf, nginxConfig({ prefix, dataDir: dir, runDir, host: settings.host, sites, api: settings.api, user }));
  return { conf, prefix };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, settings } = originSettings(process.env, import.meta.dirname);
  if (problems.length) {
    console.error(`The console's origin is not configured:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  if (settings.environment === 'local') console.log('LOCAL MODE: the console runs on the local stand-ins and a local user pool, for trying it only; no real user, data or provider is behind it.');
  const { conf, prefix } = await configureOrigin(settings);
  console.log(`nginx -p ${prefix} -c ${conf} -e ${path.join(prefix, 'error.log')} -g 'daemon off;'`);
}
