/**
 * The local static origin: every published build of every app in an immutable folder
 * `<dataDir>/origin/<app>/<version>/` (the version from the build's mf-manifest.json
 * `metaData.console`, see scripts/webpack/build-info.cjs). Publishing never changes a folder that
 * exists; the app's server (scripts/serve-app.mjs) serves every kept version at `/<version>/...`.
 * Versions nothing needs any more are deleted by scripts/lib/prune.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import buildInfoModule from '../webpack/build-info.cjs';

const { VERSION_PATTERN } = buildInfoModule;

/** @typedef {{ version: string, commit: string, buildTime: string, runtime: string }} DeployedApp */

/** The folder holding every published version of `app`. */
export function originDir(dataDir, app) {
  return path.join(dataDir, 'origin', app);
}

/** Whether `text` has the shape of a build version (and so may name a folder or a URL segment). */
export function isVersion(text) {
  return VERSION_PATTERN.test(text);
}

/**
 * The build info a built folder records (mf-manifest.json `metaData.console`).
 * @param {string} dir
 * @returns {DeployedApp}
 * @throws Error when the folder has no manifest or the manifest no build info.
 */
export function readBuildInfo(dir) {
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: build the app first`);
  const info = JSON.parse(fs.readFileSync(file, 'utf8')).metaData?.console;
  if (!info || typeof info.version !== 'string' || !isVersion(info.version)) {
    throw new Error(`${file} has no build version (metaData.console): rebuild the app`);
  }
  return { version: info.version, commit: info.commit, buildTime: info.buildTime, runtime: info.runtime };
}

/** URL of the mf-manifest.json of `version` on the app's server. */
export function manifestUrlOf(appUrl, version) {
  return `${appUrl}/${version}/mf-manifest.json`;
}

/**
 * The versions of `app` kept on the origin, oldest build first.
 * @returns {DeployedApp[]}
 */
export function keptVersions(dataDir, app) {
  const dir = originDir(dataDir, app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isVersion(entry.name))
    .map((entry) => readBuildInfo(path.join(dir, entry.name)))
    .sort((a, b) => a.buildTime.localeCompare(b.buildTime) || a.version.localeCompare(b.version));
}

/**
 * Marks a version folder as published now (its mtime): pruning keeps it for 24 h
 * (scripts/lib/prune.mjs). False when there is no such folder.
 */
function markPublished(target) {
  const now = new Date();
  try {
    fs.utimesSync(target, now, now);
    return true;
  } catch (error) {
    if (error.code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Publishes a built folder as its version: copies it (or, with `move`, renames it) into
 * `<dataDir>/origin/<app>/<version>/`, through a temporary folder renamed at the end so the
 * version folder appears whole. A version already published is left as it is (immutable); only
 * the folder's mtime, the time it was last published, is set to now (pruning keeps it for 24 h).
 * @param {{ dataDir: string, app: string, from: string, move?: boolean }} options
 * @returns {DeployedApp & { published: boolean }} the build, and whether this call published it
 */
export function publish({ dataDir, app, from, move = false }) {
  const info = readBuildInfo(from);
  const target = path.join(originDir(dataDir, app), info.version);
  if (markPublished(target)) {
    if (move) fs.rmSync(from, { recursive: true, force: true });
    return { ...info, published: false };
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = move ? from : `${target}.publishing-${process.pid}`;
  if (!move) fs.cpSync(from, temporary, { recursive: true });
  try {
    fs.renameSync(temporary, target);
  } catch (error) {
    // Published by someone else meanwhile (same build): theirs stays.
    if (!fs.existsSync(target)) throw error;
    fs.rmSync(temporary, { recursive: true, force: true });
    markPublished(target);
    return { ...info, published: false };
  }
  markPublished(target);
  return { ...info, published: true };
}
