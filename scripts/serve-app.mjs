#!/usr/bin/env node
/**
 * Serves one app of the stack: `node scripts/serve-app.mjs <app> <port> <runDir>`.
 *
 * Every version of the app published on the origin (`<dataDir>/origin/<app>/<version>/`, dataDir
 * being runDir's parent) is served at `/<version>/...`, so tabs opened before a deploy keep loading
 * the chunks of the version they run. Other paths are served from the version the environment's
 * registry names (`<dataDir>/registry/<environment>.json`, read again when it changes): a remote's
 * own page and `/mf-manifest.json`, the shell's page and chunks (a content-hashed chunk of an earlier
 * shell version is still found, for tabs opened before a shell deploy).
 *
 * The shell also serves the runtime config.json written to runDir at start-up, the registry at
 * /registry.json and, derived from it, /remotes.json (remote name -> that version's mf-manifest.json
 * URL); a remote serves config.json too, for its own page. The Content-Security-Policy allows the
 * origins of the remotes the registry names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { manifestMapOf, REGISTRY_URL } from './lib/contract.mjs';
import { isVersion, keptVersions, originDir } from './lib/origin.mjs';
import { registryFile } from './lib/registry.mjs';
import { HASHED, readRuntime } from './lib/security-headers.mjs';
import { ROOT } from './lib/stack-config.mjs';
import { serveStatic } from './lib/serve-static.mjs';

const [app, port, runDir] = process.argv.slice(2);
if (!app || !port || !runDir) {
  console.error('usage: serve-app.mjs <app> <port> <runDir>');
  process.exit(2);
}
const dataDir = path.dirname(path.resolve(runDir));
const configFile = path.join(runDir, 'config.json');
const environment = JSON.parse(fs.readFileSync(configFile, 'utf8')).environment;
const versionsDir = originDir(dataDir, app);

/** The registry file's text and what follows from it, read again when the file is replaced. */
let cached = { key: '', text: '', registry: null, runtime: readRuntime({ configFile, remotes: {} }) };
function registry() {
  const file = registryFile(dataDir, environment);
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return cached;
  }
  const key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  if (key !== cached.key) {
    const text = fs.readFileSync(file, 'utf8');
    const parsed = JSON.parse(text);
    cached = { key, text, registry: parsed, runtime: readRuntime({ configFile, remotes: manifestMapOf(parsed) }) };
  }
  return cached;
}

/** The folder of the version the registry names, or dist/ before the registry exists. */
function currentRoot() {
  const current = registry().registry;
  const entry = app === 'shell' ? current?.shell : current?.remotes?.[app];
  // A remote served from its dev server: its own server keeps serving the build it replaced.
  const version = entry?.dev ? entry.dev.restores?.version : entry?.version;
  return version ? path.join(versionsDir, version) : path.join(ROOT, app, 'dist');
}

function locate(urlPath) {
  const [, first, ...rest] = urlPath.split('/');
  if (isVersion(first) && fs.existsSync(path.join(versionsDir, first))) return { root: path.join(versionsDir, first), file: `/${rest.join('/')}` };
  const root = currentRoot();
  if (app === 'shell' && HASHED.test(urlPath) && !fs.existsSync(path.join(root, urlPath))) {
    const earlier = keptVersions(dataDir, app).reverse().find((build) => fs.existsSync(path.join(versionsDir, build.version, urlPath)));
    if (earlier) return { root: path.join(versionsDir, earlier.version), file: urlPath };
  }
  return { root, file: urlPath };
}

const overrides = { '/config.json': configFile };
if (app === 'shell') {
  overrides[REGISTRY_URL] = () => registry().text || '{}';
  overrides['/remotes.json'] = () => JSON.stringify(registry().registry ? manifestMapOf(registry().registry) : {}, null, 2);
}
fs.mkdirSync(versionsDir, { recursive: true });
await serveStatic({ dir: versionsDir, port: Number(port), spa: true, overrides, locate, runtime: () => registry().runtime });
console.log(`${app} on http://localhost:${port}`);
