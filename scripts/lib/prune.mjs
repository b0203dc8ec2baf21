/**
 * Pruning the origin (scripts/lib/origin.mjs): every deploy publishes a version folder
 * `<dataDir>/origin/<app>/<version>/` (about 40 MB for mfe-billing); {@link pruneOrigin} deletes the
 * ones nothing needs any more. Per app it keeps:
 *
 * - the version each registry of the data dir names now, its canary, and the build a dev entry
 *   restores (`canary` and `dev.restores` of DeployedRemote, shared-kit/src/contract/routes/remotes.ts);
 * - the last N distinct published versions the app's history names (N = 5, CONSOLE_KEEP_VERSIONS),
 *   so a rollback still finds its target;
 * - every version published, or named by a registry change, less than 24 h ago: a tab opened before
 *   a deploy may still load that version's hashed chunks, and a deploy that published a version may
 *   be waiting for the registry's lock to switch to it.
 *
 * It runs under the lock of the environment's registry (the lock changeRegistry of
 * scripts/lib/registry.mjs takes), so it never races a deploy or rollback, and it never writes the
 * registry or its history; it removes the shell's links to the hashed files of the versions it
 * deletes (scripts/lib/served-files.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { isVersion, originDir } from './origin.mjs';
import { readHistory, readRegistry, registryFile } from './registry.mjs';
import { syncShellChunks } from './served-files.mjs';

/** How many distinct versions of each app's history are kept, by default. */
export const DEFAULT_KEEP_VERSIONS = 5;
/** A version published or named by a registry change more recently than this is kept, ms. */
export const RECENT_MS = 24 * 60 * 60 * 1000;

/** The same lock options as changeRegistry (scripts/lib/registry.mjs): one lock, one way to take it. */
const LOCK_OPTIONS = { realpath: false, stale: 20_000, retries: { retries: 300, factor: 1.2, minTimeout: 20, maxTimeout: 200, randomize: true } };

/**
 * N, the number of distinct versions of each app's history kept: CONSOLE_KEEP_VERSIONS, else 5.
 * @throws Error when CONSOLE_KEEP_VERSIONS is not a whole number of at least 1
 */
export function keepVersionsSetting(env = process.env) {
  const text = env.CONSOLE_KEEP_VERSIONS?.trim();
  if (!text) return DEFAULT_KEEP_VERSIONS;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`CONSOLE_KEEP_VERSIONS must be a whole number of at least 1, not '${env.CONSOLE_KEEP_VERSIONS}'`);
  return Number(text);
}

/**
 * The version folders of `app` on the origin and when each was published (the folder's mtime,
 * which publish sets), ms since the epoch.
 * @returns {{ version: string, publishedAt: number }[]}
 */
export function publishedVersions(dataDir, app) {
  const dir = originDir(dataDir, app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isVersion(entry.name))
    .map((entry) => ({ version: entry.name, publishedAt: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Which published versions of `app` are kept and which removed (see the module's comment).
 * @param {{ app: string, published: { version: string, publishedAt: number }[],
 *   registries: object[], histories: object[][], keep: number, now: number }} options
 *   `registries`: every registry of the data dir; `histories`: their histories (oldest line first);
 *   `keep`: N; `now`: ms since the epoch
 * @returns {{ kept: string[], removed: string[] }} version names, sorted
 */
export function planPrune({ app, published, registries, histories, keep, now }) {
  const onOrigin = new Set(published.map((build) => build.version));
  const needed = new Set();
  for (const registry of registries) {
    const entry = app === 'shell' ? registry?.shell : registry?.remotes?.[app];
    if (entry?.version) needed.add(entry.version);
    if (entry?.dev?.restores?.version) needed.add(entry.dev.restores.version);
    if (entry?.canary?.version) needed.add(entry.canary.version);
  }
  const since = now - RECENT_MS;
  for (const history of histories) {
    const named = [];
    for (let i = history.length - 1; i >= 0; i -= 1) {
      const line = history[i];
      if (line.app !== app) continue;
      for (const version of [line.to, line.from]) {
        // A dev server's version is never on the origin: it takes no place among the N.
        if (version && onOrigin.has(version) && !named.includes(version) && named.length < keep) named.push(version);
        if (version && Date.parse(line.at) > since) needed.add(version);
      }
    }
    named.forEach((version) => needed.add(version));
  }
  for (const build of published) if (build.publishedAt > since) needed.add(build.version);
  const versions = [...onOrigin].sort();
  return { kept: versions.filter((version) => needed.has(version)), removed: versions.filter((version) => !needed.has(version)) };
}

/**
 * Deletes a version folder: renamed out of the served names first, so it disappears whole.
 * @throws Error when it cannot be renamed or deleted
 */
export function removeVersion(dataDir, app, version) {
  const dir = originDir(dataDir, app);
  const doomed = path.join(dir, `.pruning-${version}-${process.pid}`);
  fs.renameSync(path.join(dir, version), doomed);
  fs.rmSync(doomed, { recursive: true, force: true });
}

function environmentsOf(dataDir) {
  const dir = path.join(dataDir, 'registry');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.remotes.json'))
    .map((name) => name.slice(0, -'.json'.length));
}

function appsOnOrigin(dataDir) {
  const dir = path.join(dataDir, 'origin');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Deletes the version folders of the origin that nothing needs (see the module's comment), under
 * the lock of `environment`'s registry, printing `pruned <app> <version>` per folder deleted.
 * Never throws: a folder that cannot be deleted, or a prune that cannot run (no registry yet, a
 * lock not had within about 30 s, a bad CONSOLE_KEEP_VERSIONS), is reported through `warn` and
 * the rest goes on, so a deploy never fails because of it.
 *
 * @param {{ dataDir: string, environment: string, apps?: string[], keep?: number, now?: number,
 *   log?: (line: string) => void, warn?: (line: string) => void,
 *   remove?: (dataDir: string, app: string, version: string) => void }} options `apps`: every app
 *   with a folder on the origin by default; `keep`: N (CONSOLE_KEEP_VERSIONS, else 5); `now`: ms
 *   since the epoch (a test's clock); `remove`: how a folder is deleted ({@link removeVersion})
 * @returns {Promise<{ removed: { app: string, version: string }[], failed: { app: string, version: string, message: string }[],
 *   skipped: string | null }>} `skipped`: why nothing was pruned, or null
 */
export async function pruneOrigin({ dataDir, environment, apps, keep, now = Date.now(), log = console.log, warn = console.error, remove = removeVersion }) {
  const result = { removed: [], failed: [], skipped: null };
  let release;
  try {
    const n = keep ?? keepVersionsSetting();
    const file = registryFile(dataDir, environment);
    if (!fs.existsSync(file)) {
      result.skipped = `no ${environment} registry in ${dataDir}`;
      return result;
    }
    release = await lockfile.lock(file, LOCK_OPTIONS);
    const environments = environmentsOf(dataDir);
    const registries = environments.map((name) => readRegistry(dataDir, name));
    const histories = environments.map((name) => readHistory(dataDir, name));
    for (const app of apps ?? appsOnOrigin(dataDir)) {
      const { removed } = planPrune({ app, published: publishedVersions(dataDir, app), registries, histories, keep: n, now });
      for (const version of removed) {
        try {
          remove(dataDir, app, version);
          result.removed.push({ app, version });
          log(`pruned ${app} ${version}`);
        } catch (error) {
          result.failed.push({ app, version, message: error.message });
          warn(`could not prune ${app} ${version}: ${error.message}`);
        }
      }
    }
    // The shell's links to hashed files of the versions just deleted go too.
    if (result.removed.some((removed) => removed.app === 'shell')) syncShellChunks(dataDir);
  } catch (error) {
    result.skipped = error.message;
    warn(`pruning skipped: ${error.message}`);
  } finally {
    await release?.().catch((error) => warn(`pruning: ${error.message}`));
  }
  return result;
}
