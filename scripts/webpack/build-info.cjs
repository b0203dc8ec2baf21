/**
 * What a build records about itself in its federation manifest (`mf-manifest.json`
 * `metaData.console`, shape `DeployedApp` of shared-kit/src/contract/routes/remotes.ts): its version,
 * commit, build time and the shared-kit runtime version it was built with.
 *
 * version = `{packageVersion}+{shortCommit}.{buildTimeCompact}`, with `-dirty` after the commit when
 * the working tree has uncommitted changes: `0.1.0+1d2b2fc.20261123T060512Z`. The build time is UTC
 * to the second, so two builds of one commit a few seconds apart get two versions (two folders).
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** A version string is also a folder and URL segment: only these characters. */
const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?\+[0-9a-f]{4,40}(?:-dirty)?\.\d{8}T\d{6}Z$/;

/** `2026-11-23T06:05:12.345Z` -> `20261123T060512Z`. */
function compactBuildTime(date) {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/**
 * @param {{ packageVersion: string, commit: string, buildTime: Date }} parts
 * @returns {string}
 */
function buildVersion({ packageVersion, commit, buildTime }) {
  return `${packageVersion}+${commit}.${compactBuildTime(buildTime)}`;
}

function git(args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** Short hash of HEAD, `-dirty` appended when the tree has changes; `0000000` outside a git checkout. */
function currentCommit() {
  try {
    const commit = git(['rev-parse', '--short=7', 'HEAD']);
    return git(['status', '--porcelain']) ? `${commit}-dirty` : commit;
  } catch {
    return '0000000';
  }
}

/**
 * The build info of the app in `appDir`, built now.
 * @param {string} appDir
 * @param {Date} [now]
 * @returns {{ version: string, commit: string, buildTime: string, runtime: string }}
 */
function buildInfo(appDir, now = new Date()) {
  const readVersion = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  const commit = currentCommit();
  const buildTime = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return {
    version: buildVersion({ packageVersion: readVersion(appDir), commit, buildTime }),
    commit,
    buildTime: buildTime.toISOString(),
    runtime: readVersion(path.join(root, 'shared-kit')),
  };
}

module.exports = { VERSION_PATTERN, buildInfo, buildVersion, compactBuildTime };
