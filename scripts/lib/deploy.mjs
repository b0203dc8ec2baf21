/**
 * Switching one app of an environment to a published version (deploy, rollback): the checks a
 * switch must pass, then the registry change (scripts/lib/registry.mjs).
 *
 * Checks, with the registry locked: the version's mf-manifest.json answers 200 through the app's
 * server; a remote's shared-kit runtime fits the deployed shell's (`remoteRuntimeFits` of
 * shared-kit/src/contract/routes/remotes.ts), and a shell's runtime fits every deployed remote.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteRuntimeFits } from './contract.mjs';
import { stackConfig } from './stack-config.mjs';
import { changeRegistry, deployedVersion, RegistryRefusal } from './registry.mjs';
import { keptVersions, manifestUrlOf } from './origin.mjs';

/** @typedef {import('./origin.mjs').DeployedApp} DeployedApp */

/**
 * The stack started by `npm start` in `dataDir` (its run/stack.json) and its environment.
 * @throws Error when no stack was started there.
 */
export function readStack(dataDir) {
  const file = path.join(dataDir, 'run', 'stack.json');
  if (!fs.existsSync(file)) throw new Error(`no stack in ${dataDir} (${file} is missing): start it with npm start, or name its --data-dir`);
  const stack = JSON.parse(fs.readFileSync(file, 'utf8'));
  const config = JSON.parse(fs.readFileSync(path.join(dataDir, 'run', 'config.json'), 'utf8'));
  return { stack, environment: config.environment };
}

/** How long a switch waits for the new manifest's answer, by default. */
const MANIFEST_TIMEOUT_MS = 10_000;

async function checkManifest(app, version, url, timeoutMs) {
  let status;
  try {
    // The registry stays locked meanwhile: a server that hangs refuses the switch after timeoutMs.
    status = (await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })).status;
  } catch (error) {
    const reason = error.name === 'TimeoutError' ? `within ${timeoutMs / 1000} s` : `(${error.cause?.code ?? error.message})`;
    throw new RegistryRefusal(`${app} ${version} refused: ${url} did not answer ${reason}; the registry is unchanged`);
  }
  if (status !== 200) throw new RegistryRefusal(`${app} ${version} refused: ${url} answered HTTP ${status}; the registry is unchanged`);
}

function checkRuntime(app, target, current) {
  if (!current) throw new RegistryRefusal(`${app} ${target.version} refused: the environment has no registry yet (start the stack first); the registry is unchanged`);
  if (app !== 'shell') {
    if (!remoteRuntimeFits(target.runtime, current.shell.runtime)) {
      throw new RegistryRefusal(
        `${app} ${target.version} refused: it needs shared-kit runtime ${target.runtime}, the deployed shell ${current.shell.version} offers ${current.shell.runtime}; the registry is unchanged`,
      );
    }
    return;
  }
  const misfits = Object.entries(current.remotes).filter(([, remote]) => !remoteRuntimeFits(remote.runtime, target.runtime));
  if (misfits.length > 0) {
    const names = misfits.map(([name, remote]) => `${name} ${remote.version} (runtime ${remote.runtime})`).join(', ');
    throw new RegistryRefusal(`shell ${target.version} refused: its shared-kit runtime ${target.runtime} does not run ${names}; the registry is unchanged`);
  }
}

/** How a canary's entry reads in a line: `0.1.0+9aa0c01.20261124T070000Z at 10 %`. */
function canaryText(canary) {
  return `${canary.version} at ${canary.percent} %`;
}

/**
 * Switches `app` of the environment to `target`, a version published on the origin, after the checks.
 * With `canary`, `target` becomes the remote's canary (README.md#canary-releases): served to
 * `canary.percent` % of the users beside the stable build, which stays; the history line goes from
 * the version those users ran (the earlier canary, else the stable build) to the canary, with its
 * percent (action 'canary'). A deploy for everyone is refused while the remote has a canary.
 * @param {{ dataDir: string, environment: string, app: string, appUrl: string, target: DeployedApp,
 *   action: 'deploy' | 'rollback', manifestTimeoutMs?: number,
 *   canary?: { percent: number, autoRollback: boolean } }} options `manifestTimeoutMs`: how long
 *   the manifest may take to answer (10 s)
 * @returns {Promise<{ from: string | null, registry: object, changed: boolean }>}
 * @throws RegistryRefusal when a check fails (nothing written)
 */
export async function switchApp({ dataDir, environment, app, appUrl, target, action, manifestTimeoutMs = MANIFEST_TIMEOUT_MS, canary }) {
  const url = manifestUrlOf(appUrl, target.version);
  let from = null;
  const { registry, changes } = await changeRegistry({
    dataDir,
    environment,
    action: canary ? 'canary' : action,
    plan: async (current) => {
      from = deployedVersion(current, app);
      const existing = app === 'shell' ? null : current?.remotes?.[app];
      if (canary) {
        if (app === 'shell') throw new RegistryRefusal('the shell has no canary: deploy it for everyone; the registry is unchanged');
        if (!existing) throw new RegistryRefusal(`${app} has no stable build to serve a canary beside: deploy it first; the registry is unchanged`);
        if (existing.dev) throw new RegistryRefusal(`${app} is served from a dev server (${existing.dev.url}): stop it before a canary; the registry is unchanged`);
        if (existing.version === target.version) throw new RegistryRefusal(`${app} ${target.version} is the stable build already; the registry is unchanged`);
        from = existing.canary?.version ?? existing.version;
      } else if (existing?.canary) {
        throw new RegistryRefusal(`${app} has a canary (${canaryText(existing.canary)}): promote it or roll it back first; the registry is unchanged`);
      }
      checkRuntime(app, target, current);
      await checkManifest(app, target.version, url, manifestTimeoutMs);
      const build = { version: target.version, commit: target.commit, buildTime: target.buildTime, runtime: target.runtime };
      if (canary) {
        const since = existing.canary?.version === target.version ? existing.canary.since : new Date().toISOString();
        const entry = { ...existing, canary: { ...build, manifest: url, percent: canary.percent, autoRollback: canary.autoRollback, since } };
        return [{ app, to: entry, line: { from, to: target.version, percent: canary.percent } }];
      }
      return [{ app, to: app === 'shell' ? build : { ...build, manifest: url } }];
    },
  });
  return { from, registry, changed: changes.length > 0 };
}

/**
 * Makes the canary of `app` its stable build (action 'promote'; README.md#canary-releases): every
 * user runs it from then on. The same checks as a deploy (its manifest answers 200, its runtime fits
 * the deployed shell).
 * @returns {Promise<{ from: string, to: string, registry: object }>} the stable versions before and after
 * @throws RegistryRefusal when the remote has no canary or a check fails (nothing written)
 */
export async function promoteCanary({ dataDir, environment, app, manifestTimeoutMs = MANIFEST_TIMEOUT_MS }) {
  let from = null;
  let to = null;
  const { registry } = await changeRegistry({
    dataDir,
    environment,
    action: 'promote',
    plan: async (current) => {
      const existing = app === 'shell' ? null : current?.remotes?.[app];
      if (!existing?.canary) throw new RegistryRefusal(`${app} has no canary to promote; the registry is unchanged`);
      const { version, commit, buildTime, runtime, manifest } = existing.canary;
      const build = { version, commit, buildTime, runtime, manifest };
      checkRuntime(app, build, current);
      await checkManifest(app, build.version, build.manifest, manifestTimeoutMs);
      from = existing.version;
      to = build.version;
      return [{ app, to: build }];
    },
  });
  return { from, to, registry };
}

/**
 * Drops the canary of `app` (a rollback, README.md#canary-releases): its users run the stable build
 * again; the history line goes from the canary to the stable build. No manifest check: the stable
 * build runs already.
 * @returns {Promise<{ canary: string, stable: string, registry: object }>}
 * @throws RegistryRefusal when the remote has no canary (nothing written)
 */
export async function dropCanary({ dataDir, environment, app }) {
  let canary = null;
  let stable = null;
  const { registry } = await changeRegistry({
    dataDir,
    environment,
    action: 'rollback',
    plan: (current) => {
      const existing = app === 'shell' ? null : current?.remotes?.[app];
      if (!existing?.canary) throw new RegistryRefusal(`${app} has no canary to roll back; the registry is unchanged`);
      const { canary: dropped, ...entry } = existing;
      canary = dropped.version;
      stable = entry.version;
      return [{ app, to: entry, line: { from: dropped.version, to: entry.version } }];
    },
  });
  return { canary, stable, registry };
}

/** The canary of `app` in a registry, or null. */
export function canaryOf(registry, app) {
  return (app === 'shell' ? null : registry?.remotes?.[app]?.canary) ?? null;
}

/**
 * `--canary` of a deploy: a whole percent from 1 to 99, with `--auto-rollback`; null without it.
 * @throws Error for another value, or `--auto-rollback` without `--canary`
 */
export function canaryOption(values) {
  if (values.canary === undefined) {
    if (values['auto-rollback']) throw new Error('--auto-rollback goes with --canary PERCENT');
    return null;
  }
  const text = String(values.canary).trim();
  const percent = Number(text);
  if (!/^\d+$/.test(text) || percent < 1 || percent > 99) throw new Error(`--canary takes a whole percent from 1 to 99, not '${values.canary}'`);
  return { percent, autoRollback: Boolean(values['auto-rollback']) };
}

/**
 * The version a rollback of `app` goes to: `to` when given (it must be kept on the origin), else
 * the newest kept build older than the deployed one.
 * @returns {DeployedApp}
 * @throws RegistryRefusal when there is no such version, or when the remote has a canary (drop it first: {@link dropCanary})
 */
export function rollbackTarget({ dataDir, registry, app, to }) {
  const canary = canaryOf(registry, app);
  if (canary) throw new RegistryRefusal(`${app} has a canary (${canaryText(canary)}): roll back without --to to drop it first; the registry is unchanged`);
  const kept = keptVersions(dataDir, app);
  // A remote served from sources (a dev entry) is skipped: the rollback goes back from the build it replaced.
  const entry = app === 'shell' ? registry?.shell : registry?.remotes?.[app];
  const current = entry?.dev ? (entry.dev.restores?.version ?? null) : deployedVersion(registry, app);
  if (to) {
    const found = kept.find((build) => build.version === to);
    if (!found) throw new RegistryRefusal(`${app} ${to} is not kept on the origin (kept: ${kept.map((b) => b.version).join(', ') || 'none'}); the registry is unchanged`);
    return found;
  }
  const deployed = kept.find((build) => build.version === current);
  const older = deployed ? kept.filter((build) => build.buildTime < deployed.buildTime || (build.buildTime === deployed.buildTime && build.version < deployed.version)) : [];
  if (older.length === 0) throw new RegistryRefusal(`${app} has no kept version older than ${current ?? 'none'}; the registry is unchanged`);
  return older[older.length - 1];
}

/**
 * The app and data dir of a deploy or rollback command line: `[app] [--data-dir DIR] ...`. The app
 * defaults to the package npm runs the script of (`npm run deploy -w mfe-billing`); a relative
 * data dir is taken from where npm was run.
 * @param {Record<string, { type: 'string' | 'boolean' }>} options the command's own options
 */
export function commandLine(options) {
  const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' }, ...options }, allowPositionals: true });
  const app = positionals[0] ?? process.env.npm_package_name;
  if (!app) throw new Error('name the app: deploy.mjs <app> (or npm run deploy -w <app>)');
  const dataDir = values['data-dir'] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir']) : stackConfig().dataDir;
  const { stack, environment } = readStack(dataDir);
  const entry = stack.apps.find((candidate) => candidate.name === app);
  if (!entry) throw new Error(`${app} is not an app of the stack (${stack.apps.map((a) => a.name).join(', ')})`);
  return { app, appUrl: entry.url, dataDir, environment, values };
}

/** Runs a command's main, printing a refusal or an error as one line and exiting 1. */
export async function runCommand(main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof RegistryRefusal ? error.message : `error: ${error.message}`);
    process.exit(1);
  }
}

/**
 * Serves `app` (a remote) of the environment from its dev server (`npm run dev -w <app>`): the
 * registry's entry becomes a dev entry `{ ...build of the dev server's manifest, manifest,
 * dev: { url, pid, restores } }` (action 'dev'), after the same checks as a deploy (the manifest
 * answers 200 within 10 s, its shared-kit runtime fits the deployed shell). `restores` is the
 * entry it replaces (an older dev entry is looked through, never chained), which {@link leaveDev}
 * puts back and a rollback goes back from.
 *
 * @param {{ dataDir: string, environment: string, app: string, devUrl: string, pid?: number }} options
 * @returns {Promise<{ entry: object, restores: object | null, registry: object }>}
 * @throws RegistryRefusal when a check fails (nothing written)
 */
export async function enterDev({ dataDir, environment, app, devUrl, pid = process.pid }) {
  const manifest = `${devUrl}/mf-manifest.json`;
  let entry;
  let restores = null;
  const { registry } = await changeRegistry({
    dataDir,
    environment,
    action: 'dev',
    plan: async (current) => {
      const existing = current?.remotes?.[app];
      restores = existing?.dev ? existing.dev.restores : (existing ?? null);
      let build;
      try {
        build = (await (await fetch(manifest, { cache: 'no-store', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })).json()).metaData?.console;
      } catch (error) {
        throw new RegistryRefusal(`${app} from sources refused: ${manifest} did not answer (${error.cause?.code ?? error.message}); the registry is unchanged`);
      }
      if (!build?.version) throw new RegistryRefusal(`${app} from sources refused: ${manifest} has no build info (metaData.console); the registry is unchanged`);
      checkRuntime(app, build, current);
      await checkManifest(app, build.version, manifest, MANIFEST_TIMEOUT_MS);
      entry = { version: build.version, commit: build.commit, buildTime: build.buildTime, runtime: build.runtime, manifest, dev: { url: devUrl, pid, restores } };
      return [{ app, to: entry }];
    },
  });
  return { entry, restores, registry };
}

/**
 * Ends a dev entry made by {@link enterDev}: when the registry still names that dev server for
 * `app`, its entry goes back to the build it replaced (action 'dev-end'; no manifest check, that
 * build ran before). A deploy or rollback made meanwhile is left as it is.
 * @returns {Promise<{ restored: string | null }>} the version put back, or null when the entry had changed
 */
export async function leaveDev({ dataDir, environment, app, devUrl }) {
  let restored = null;
  await changeRegistry({
    dataDir,
    environment,
    action: 'dev-end',
    plan: (current) => {
      const existing = current?.remotes?.[app];
      if (!existing?.dev || existing.dev.url !== devUrl || !existing.dev.restores) return [];
      restored = existing.dev.restores.version;
      return [{ app, to: existing.dev.restores }];
    },
  });
  return { restored };
}
