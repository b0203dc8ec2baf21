/**
 * The files a web server that only serves files (nginx, scripts/lib/nginx-config.mjs) needs to
 * follow the registry without being reloaded. Written under the registry's lock by every registry
 * change (scripts/lib/registry.mjs) and by pruning (scripts/lib/prune.mjs):
 *
 * - `<dataDir>/origin/<app>/current`: a symbolic link to the version folder the registry names
 *   (for a remote served from its dev server, the build it replaced), swapped by a rename so a
 *   request sees the old or the new version, never none;
 * - `<dataDir>/registry/<environment>.remotes.json`: remote name -> mf-manifest.json URL, the map
 *   the shell serves at /remotes.json;
 * - `<dataDir>/origin/shell/chunks/`: one link per content-hashed file of every kept shell version,
 *   so a tab opened before a shell deploy still loads its chunks from the root (a hashed name
 *   holds the same content in every version); links into a pruned version are removed.
 *
 * The Node server (scripts/serve-app.mjs) reads the registry itself and needs none of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { manifestMapOf } from './contract.mjs';
import { isVersion, originDir } from './origin.mjs';
import { HASHED } from './security-headers.mjs';

/** Name of the link to the served version in an app's origin folder. */
export const CURRENT_LINK = 'current';
/** Name of the shell's folder of links to every kept version's hashed files. */
export const SHELL_CHUNKS = 'chunks';

/** The remotes map file of `environment` (served as /remotes.json). */
export function remotesFile(dataDir, environment) {
  return path.join(dataDir, 'registry', `${environment}.remotes.json`);
}

/** The version folder an app's entry is served from: a dev entry's restored build, else its version. */
function servedVersion(entry) {
  return entry?.dev ? (entry.dev.restores?.version ?? null) : (entry?.version ?? null);
}

/** Replaces `link` with a symbolic link to `target` in one rename. */
function swapLink(link, target) {
  const temporary = `${link}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.symlinkSync(target, temporary);
  fs.renameSync(temporary, link);
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** The content-hashed files under `dir` and their precompressed neighbours, as paths relative to it. */
function hashedFiles(dir, prefix = '') {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...hashedFiles(path.join(dir, entry.name), relative));
    // A hashed file's precompressed neighbours (.br, .gz) are linked with it.
    else if (entry.isFile() && HASHED.test(`/${relative.replace(/\.(br|gz)$/, '')}`)) found.push(relative);
  }
  return found;
}

/**
 * Links every content-hashed file of the kept shell versions into `origin/shell/chunks/` (the
 * version whose folder sorts last wins a name two versions share) and removes links whose version
 * is gone.
 */
export function syncShellChunks(dataDir) {
  const shellDir = originDir(dataDir, 'shell');
  if (!fs.existsSync(shellDir)) return;
  const chunks = path.join(shellDir, SHELL_CHUNKS);
  fs.mkdirSync(chunks, { recursive: true });
  const versions = fs
    .readdirSync(shellDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isVersion(entry.name))
    .map((entry) => entry.name)
    .sort();
  const wanted = new Map();
  for (const version of versions) for (const file of hashedFiles(path.join(shellDir, version))) wanted.set(file, version);
  for (const [file, version] of wanted) {
    const link = path.join(chunks, file);
    const target = path.relative(path.dirname(link), path.join(shellDir, version, file));
    let existing = null;
    try {
      existing = fs.readlinkSync(link);
    } catch {
      // no link yet
    }
    if (existing === target) continue;
    fs.mkdirSync(path.dirname(link), { recursive: true });
    swapLink(link, target);
  }
  const removeStale = (dir, prefix = '') => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        removeStale(full, relative);
        if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
      } else if (!wanted.has(relative)) fs.rmSync(full, { force: true });
    }
  };
  removeStale(chunks);
}

/**
 * Writes the served files of `registry` (see the module's comment): each app's `current` link
 * (skipped for a version not on the origin), the remotes map and the shell's chunk links. Call it
 * with the registry's lock held.
 * @param {string} dataDir
 * @param {import('./registry.mjs').RemoteRegistry} registry
 */
export function writeServedFiles(dataDir, registry) {
  const entries = [['shell', registry.shell], ...Object.entries(registry.remotes ?? {})];
  for (const [app, entry] of entries) {
    const version = servedVersion(entry);
    if (!version || !fs.existsSync(path.join(originDir(dataDir, app), version))) continue;
    const link = path.join(originDir(dataDir, app), CURRENT_LINK);
    let existing = null;
    try {
      existing = fs.readlinkSync(link);
    } catch {
      // no link yet
    }
    if (existing !== version) swapLink(link, version);
  }
  fs.mkdirSync(path.dirname(remotesFile(dataDir, registry.environment)), { recursive: true });
  writeAtomically(remotesFile(dataDir, registry.environment), `${JSON.stringify(manifestMapOf(registry), null, 2)}\n`);
  syncShellChunks(dataDir);
}
