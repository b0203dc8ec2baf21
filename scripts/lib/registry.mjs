/**
 * The remote registry of an environment (shape `RemoteRegistry` of shared-kit/src/contract/routes/remotes.ts):
 * `<dataDir>/registry/<environment>.json`, and its history, one JSON line per change (`RegistryChange`),
 * in `<dataDir>/registry/<environment>.history.jsonl`.
 *
 * Every change goes through {@link changeRegistry}: under a lock on the registry file
 * (proper-lockfile; a second deploy waits for the first), it reads the current document, lets the
 * caller check and plan the change against it, writes the next document to a temporary file and
 * renames it over the registry (readers see the old or the new document, never half of one), then
 * appends the history lines. A refused change ({@link RegistryRefusal}) writes nothing. Each change
 * also writes, still under the lock, the files a plain web server serves from (each app's `current`
 * link and the remotes map: scripts/lib/served-files.mjs), so nginx follows without a reload.
 * platform-api's canary check drops a canary under the same lock, with the same options
 * (platform-api/src/canary/registry-file.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { writeServedFiles } from './served-files.mjs';

/** @typedef {import('./origin.mjs').DeployedApp} DeployedApp */
/** @typedef {DeployedApp & { manifest: string }} DeployedRemote */
/**
 * @typedef {{ environment: string, revision: number, updatedAt: string, shell: DeployedApp,
 *   remotes: Record<string, DeployedRemote> }} RemoteRegistry
 */
/**
 * @typedef {{ app: string, to: DeployedApp | DeployedRemote,
 *   line?: { from?: string | null, to?: string, percent?: number, reason?: string } }} PlannedChange
 *   `to`: the app's whole next entry (a remote's canary included); `line`: what its history line
 *   says instead of the stable versions before and after (a canary's switch, its percent)
 */

/** A change refused by its checks; `message` is the one line to print. The registry is unchanged. */
export class RegistryRefusal extends Error {
  name = 'RegistryRefusal';
}

/** The registry file of `environment`. */
export function registryFile(dataDir, environment) {
  return path.join(dataDir, 'registry', `${environment}.json`);
}

/** The history file of `environment` (JSON lines). */
export function historyFile(dataDir, environment) {
  return path.join(dataDir, 'registry', `${environment}.history.jsonl`);
}

/**
 * The registry of `environment`, or null before the first start.
 * @returns {RemoteRegistry | null}
 */
export function readRegistry(dataDir, environment) {
  const file = registryFile(dataDir, environment);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** The history lines of `environment`, oldest first. */
export function readHistory(dataDir, environment) {
  const file = historyFile(dataDir, environment);
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

/** Who makes a change: DEPLOY_USER, else the OS user. */
export function changedBy() {
  if (process.env.DEPLOY_USER) return process.env.DEPLOY_USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * Whether two entries of an app serve the same: the same version at the same manifest URL, both or
 * neither a dev entry, and the same canary (version, manifest URL, percent, auto-rollback) or none.
 */
export function sameEntry(a, b) {
  const canary = (entry) => (entry?.canary ? `${entry.canary.version}|${entry.canary.manifest}|${entry.canary.percent}|${entry.canary.autoRollback}` : null);
  return a?.version === b?.version && a?.manifest === b?.manifest && Boolean(a?.dev) === Boolean(b?.dev) && canary(a) === canary(b);
}

/** The version an app has in a registry, or null. */
export function deployedVersion(registry, app) {
  if (!registry) return null;
  return (app === 'shell' ? registry.shell : registry.remotes[app])?.version ?? null;
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const handle = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(handle, text);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(temporary, file);
}

/**
 * Changes the registry of `environment` under its lock.
 *
 * `plan(current)` runs while the lock is held, with the document as it is then (null before the
 * first start); it returns the apps to switch, or throws a {@link RegistryRefusal} to refuse (the
 * files stay byte for byte as they were). Apps whose entry already serves the planned one
 * ({@link sameEntry}) are left out; when nothing changes, nothing is written and the revision stays.
 *
 * @param {{ dataDir: string, environment: string, action: 'start' | 'deploy' | 'rollback' | 'dev' | 'dev-end' | 'canary' | 'promote',
 *   plan: (current: RemoteRegistry | null) => Promise<PlannedChange[]> | PlannedChange[] }} options
 * @returns {Promise<{ registry: RemoteRegistry, changes: object[] }>} the registry after, and the
 *   history lines written
 * @throws RegistryRefusal from `plan`; Error when the lock cannot be had within about 30 s, or when
 *   the first change of an environment does not name the shell
 */
export async function changeRegistry({ dataDir, environment, action, plan }) {
  const file = registryFile(dataDir, environment);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const release = await lockfile.lock(file, {
    realpath: false,
    stale: 20_000,
    retries: { retries: 300, factor: 1.2, minTimeout: 20, maxTimeout: 200, randomize: true },
  });
  try {
    const current = readRegistry(dataDir, environment);
    const entryOf = (app) => (app === 'shell' ? current?.shell : current?.remotes?.[app]);
    // An entry changes when its version or manifest URL does, when it starts or stops being a dev entry, or when its canary changes.
    const planned = (await plan(current)).filter(({ app, to }) => !current || !sameEntry(entryOf(app), to));
    if (planned.length === 0 && current) {
      // Nothing to change; the served files are written all the same (a data dir from before them).
      writeServedFiles(dataDir, current);
      return { registry: current, changes: [] };
    }
    const at = new Date().toISOString();
    const next = {
      environment,
      revision: (current?.revision ?? 0) + 1,
      updatedAt: at,
      shell: current?.shell,
      remotes: { ...(current?.remotes ?? {}) },
    };
    for (const { app, to } of planned) {
      if (app === 'shell') next.shell = to;
      else next.remotes[app] = to;
    }
    if (!next.shell) throw new Error(`the first registry of ${environment} must name the shell`);
    next.remotes = Object.fromEntries(Object.keys(next.remotes).sort().map((name) => [name, next.remotes[name]]));
    writeServedFiles(dataDir, next);
    writeAtomically(file, `${JSON.stringify(next, null, 2)}\n`);
    const by = changedBy();
    const changes = planned.map(({ app, to, line }) => ({ at, by, app, from: deployedVersion(current, app), to: to.version, action, ...line }));
    fs.appendFileSync(historyFile(dataDir, environment), changes.map((line) => `${JSON.stringify(line)}\n`).join(''));
    return { registry: next, changes };
  } finally {
    await release();
  }
}
