/**
 * The shared antd and react-router-dom are built from lists of the exports the apps use
 * (scripts/webpack/shared-facades). An app importing something missing from a list would get
 * `undefined` at run time, so every named import of every app's sources must be on the list, and
 * every name on the list must exist in the package.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from '../lib/source-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { SHARED_FACADES, ANTD_ON_DEMAND, ANTD_PARTS_BY_NAME, ANTD_RESULT_PICTURES, SINGLETONS } = require('../webpack/create-config.cjs');
const SOURCE_DIRS = ['shell/src', 'shared-kit/src', 'mfe-billing/src', 'mfe-client-success/src', 'mfe-platform-ops/src', 'mfe-org-admin/src'];

/** Value (not type-only) names imported from `pkg` in the apps' sources, with the files using them. */
export function importedNames(pkg, dirs = SOURCE_DIRS) {
  const names = new Map();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const source = fs.readFileSync(file, 'utf8');
    assert.doesNotMatch(source, new RegExp(`import\\s+(\\*\\s+as\\s+)?\\w+\\s+from\\s+'${pkg}'`), `${file}: import named exports of ${pkg}`);
    for (const match of source.matchAll(pattern)) {
      if (match[1]) continue;
      for (const part of match[2].split(',').map((p) => p.trim()).filter((p) => p && !p.startsWith('type '))) {
        const name = part.split(/\s+as\s+/)[0].trim();
        names.set(name, [...(names.get(name) ?? []), path.relative(root, file)]);
      }
    }
  }
  return names;
}

/** The names a facade file re-exports. */
function facadeNames(file) {
  const source = fs.readFileSync(file, 'utf8');
  const list = source.match(/export\s*\{([^}]*)\}\s*from/);
  assert.ok(list, `${file} re-exports a list`);
  return list[1].split(',').map((n) => n.trim()).filter(Boolean);
}

describe('shared facades', () => {
  it('share antd and react-router-dom through a list', () => {
    assert.deepEqual(Object.keys(SHARED_FACADES).sort(), ['antd', 'react-router-dom']);
  });

  for (const [pkg, file] of Object.entries(SHARED_FACADES)) {
    it(`${pkg}: lists every export the apps import${pkg === 'antd' ? ' (but the components shared on their own)' : ''}`, () => {
      const listed = new Set([...facadeNames(file), ...(pkg === 'antd' ? Object.keys(ANTD_PARTS_BY_NAME) : [])]);
      const used = importedNames(pkg);
      assert.ok(used.size > 5, `the apps import from ${pkg}`);
      const missing = [...used].filter(([name]) => !listed.has(name)).map(([name, files]) => `${name} (${files[0]})`);
      assert.deepEqual(missing, [], `add to ${path.relative(root, file)}`);
    });

    it(`${pkg}: lists only exports the package has`, async () => {
      const real = pkg === 'antd' ? require('antd') : await import('react-router');
      const unknown = facadeNames(file).filter((name) => real[name] === undefined);
      assert.deepEqual(unknown, []);
    });
  }

  it('antd components imported one by one (antd/es/...) are shared one by one, and exist', () => {
    const used = new Map();
    for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\()'(antd\/es\/[^']+)'/g)) used.set(match[1], path.relative(root, file));
    }
    const unlisted = [...used].filter(([request]) => !ANTD_ON_DEMAND.includes(request)).map(([request, file]) => `${request} (${file})`);
    assert.deepEqual(unlisted, [], 'add to ANTD_ON_DEMAND in scripts/webpack/create-config.cjs');
    for (const request of ANTD_ON_DEMAND) assert.ok(fs.existsSync(path.join(root, 'node_modules', request, 'index.js')), request);
  });

  it("antd components imported by name but shared on their own are shared one by one, and off antd's list", () => {
    assert.ok(Object.keys(ANTD_PARTS_BY_NAME).length > 0);
    for (const [name, request] of Object.entries(ANTD_PARTS_BY_NAME)) {
      assert.ok(ANTD_ON_DEMAND.includes(request), `${name}: ${request} in ANTD_ON_DEMAND`);
      assert.ok(!facadeNames(SHARED_FACADES.antd).includes(name), `${name} is not on antd's list`);
    }
    assert.ok(importedNames('antd').has('Card'), 'the apps import Card by name');
  });

  it("@tanstack/react-query is shared-kit's runtime's own (bundled into that singleton, not shared): no other module imports it", () => {
    assert.ok(!SINGLETONS.includes('@tanstack/react-query'));
    const importers = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => /from\s+'@tanstack\/react-query'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    assert.ok(importers.length > 0, 'the runtime imports it');
    // Another importer would bundle a copy of its own, whose hooks see no QueryClient of the page.
    assert.deepEqual(importers.filter((file) => !file.startsWith(path.join('shared-kit', 'src', 'runtime') + path.sep)), []);
  });

  it("every antd Result of the apps has a status drawn with an icon (success, info, warning, error): browser builds carry no 403/404/500 picture", () => {
    const results = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<Result\b[^>]*?\bstatus=(?:"([^"]*)"|(\{[^}]*\}))|<Result\b(?![^>]*\bstatus=)/g)].map((match) => ({ file: path.relative(root, file), status: match[1] ?? match[2] ?? '(none)' })),
    );
    assert.ok(results.length >= 5, 'the apps draw results');
    assert.deepEqual(results.filter(({ status }) => !['success', 'info', 'warning', 'error'].includes(status)), []);
    for (const picture of ANTD_RESULT_PICTURES) assert.ok(fs.existsSync(path.join(root, 'node_modules', 'antd', 'es', 'result', `${picture}.js`)), picture);
  });

  it('the shell provides every antd component shared one by one (so remotes run the themed copy)', () => {
    const source = fs.readFileSync(path.join(root, 'shell', 'src', 'app', 'antd-on-demand.ts'), 'utf8');
    const provided = [...source.matchAll(/import\('(antd\/es\/[^']+)'\)/g)].map((match) => match[1]);
    assert.deepEqual([...provided].sort(), [...ANTD_ON_DEMAND].sort());
    assert.match(fs.readFileSync(path.join(root, 'shell', 'src', 'bootstrap.tsx'), 'utf8'), /^import '\.\/app\/antd-on-demand';/m);
  });

  it('finds a named import, and not a type-only one', () => {
    const names = importedNames('antd', ['shell/src']);
    assert.ok(names.has('Layout'), 'the console layout imports Layout');
    assert.ok(!names.has('ThemeConfig'), 'ThemeConfig is imported as a type only');
  });
});

describe("remotes' production builds take the shared packages from the shell", () => {
  const { createConfig, sharedConfig, SHARED_KIT_ENTRIES } = require('../webpack/create-config.cjs');
  const remote = (mode) => createConfig({ dir: path.join(root, 'mfe-org-admin'), name: 'mfe_org_admin', port: 3004, exposes: { './pages': './src/app/pages.ts' } })({}, { mode });
  const shell = (mode) => createConfig({ dir: path.join(root, 'shell'), name: 'shell', port: 3000 })({}, { mode });
  const pluginNames = (config) => config.plugins.map((plugin) => plugin.constructor.name);
  const packages = [...SINGLETONS, ...ANTD_ON_DEMAND];

  it("builds no copy of the singletons (react, antd and its parts, ..., shared-kit's runtime), only of shared-kit's contract", () => {
    const shared = sharedConfig({ providedByShell: true });
    assert.deepEqual([...packages, 'shared-kit/runtime'].filter((name) => shared[name].import !== false), []);
    for (const name of [...packages, 'shared-kit/runtime']) assert.equal(shared[name].singleton, true, name);
    // The third-party singletons check no version range (the shell's copy is the one).
    assert.deepEqual(packages.filter((name) => shared[name].requiredVersion !== false), []);
    // Still refused when the shell's runtime is not of its version (no copy to fall back on).
    assert.equal(shared['shared-kit/runtime'].strictVersion, true);
    assert.equal(shared['shared-kit/runtime'].requiredVersion, `^${require('shared-kit/package.json').version}`);
    assert.equal(shared['shared-kit/contract'].import, undefined);
    assert.equal(shared['shared-kit/contract'].singleton, false);
    assert.deepEqual(Object.keys(shared).sort(), [...packages, ...Object.keys(SHARED_KIT_ENTRIES)].sort());
  });

  it('a remote built for production is its container only: no page, no standalone harness', () => {
    const config = remote('production');
    assert.deepEqual(config.entry, {});
    assert.ok(!pluginNames(config).includes('HtmlWebpackPlugin'));
  });

  it('a remote from its dev server keeps its page and every copy (standalone, nothing else provides them)', () => {
    const config = remote('development');
    assert.deepEqual(Object.keys(config.entry), ['main']);
    assert.ok(pluginNames(config).includes('HtmlWebpackPlugin'));
    const shared = sharedConfig();
    assert.deepEqual([...packages, ...Object.keys(SHARED_KIT_ENTRIES)].filter((name) => shared[name].import === false), []);
    assert.equal(shared.antd.import, SHARED_FACADES.antd);
  });

  it('the shell keeps its page in production, given to the HTML plugin as text (a template file is a second compilation of the shared modules)', () => {
    const config = shell('production');
    assert.deepEqual(Object.keys(config.entry), ['main']);
    const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
    assert.equal(html.userOptions.template, undefined);
    const page = html.userOptions.templateContent();
    assert.match(page, /<title>Admin Console<\/title>/);
    assert.match(page, /<div id="root"><div class="px-starting" role="status" aria-label="Loading">/);
  });
});
