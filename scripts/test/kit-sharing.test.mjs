import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import createConfig from '../webpack/create-config.cjs';
import { ROOT } from '../lib/stack-config.mjs';
import { sourceFiles } from '../lib/source-files.mjs';

const { SHARED_KIT_ENTRIES, isKitContractModule } = createConfig;

const KIT = path.join(ROOT, 'shared-kit', 'src');

/** shared-kit's modules that every app bundles itself: its ui entry's folder. */
function uiModules() {
  return sourceFiles(path.join(KIT, 'ui'));
}

/** The file a relative import names (`./columns` -> columns.ts or columns.tsx, a folder -> its index.ts). */
function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file)) ?? base;
}

/** Imports of a module that bring values (not only types) from another module. */
function valueImports(file) {
  const source = fs.readFileSync(file, 'utf8');
  const imports = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?([\s\S]*?)\s*from\s+'([^']+)';/gm)) {
    const [, typeOnly, clause, specifier] = match;
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
    const onlyTypes = typeOnly || (named && named[1].split(',').map((part) => part.trim()).filter(Boolean).every((part) => part.startsWith('type ')));
    if (!onlyTypes) imports.push(specifier);
  }
  return imports;
}

describe("shared-kit's entries in the federation (version skew rules)", () => {
  it('shares the runtime as a strict singleton and the contract per version; the ui is not shared', () => {
    assert.deepEqual(SHARED_KIT_ENTRIES, {
      'shared-kit/runtime': { singleton: true, strictVersion: true },
      'shared-kit/contract': { singleton: false },
    });
  });

  it('the contract graph is the contract folder: its formats, dates and search grammar in; the runtime config and the search engine out', () => {
    const inGraph = (file) => isKitContractModule({ resource: path.join(KIT, file) });
    for (const file of ['contract/format/dates.ts', 'contract/dates/parse-date.ts', 'contract/search-grammar/parse-search.ts', 'contract/tenant-config/default-tenant-config.ts', 'contract/endpoints/platform-ops-settings.ts']) {
      assert.ok(fs.existsSync(path.join(KIT, file)), file);
      assert.ok(inGraph(file), file);
    }
    for (const file of ['runtime/config/runtime-config.ts', 'runtime/api/client.ts', 'ui/search-engine/search-index.ts', 'ui/grid/grid-model.ts', 'dev/standalone.tsx']) {
      assert.ok(fs.existsSync(path.join(KIT, file)), file);
      assert.equal(inGraph(file), false, file);
    }
  });

  it("the ui's modules read the contract's through 'shared-kit/contract', never by a relative path", () => {
    const modules = uiModules();
    assert.ok(modules.some((file) => file.endsWith(path.join('ui', 'components', 'data-grid', 'data-grid.tsx'))));
    const relativeToContract = modules.flatMap((file) =>
      valueImports(file)
        .filter((specifier) => specifier.startsWith('.') && isKitContractModule({ resource: resolveImport(file, specifier) }))
        .map((specifier) => `${path.relative(KIT, file)} imports ${specifier}`),
    );
    // Each would put a second copy of the contract graph into the remote's own chunks.
    assert.deepEqual(relativeToContract, []);
  });

  it("only the shell imports shared-kit/runtime/core (bundled, not shared: a remote's copy would hold a second session store)", () => {
    const importers = ['shell/src', 'shared-kit/src', 'mfe-billing/src', 'mfe-client-success/src', 'mfe-platform-ops/src', 'mfe-org-admin/src']
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => valueImports(file).includes('shared-kit/runtime/core') || /from 'shared-kit\/runtime\/core'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    assert.ok(importers.some((file) => file.startsWith(`shell${path.sep}`)), 'the shell imports it');
    assert.deepEqual(importers.filter((file) => !file.startsWith(`shell${path.sep}`)), []);
    assert.ok(!Object.keys(SHARED_KIT_ENTRIES).includes('shared-kit/runtime/core'));
  });

  it("only the contract's own modules get the browser's TypeBox builder (a contract module): a ui module importing TypeBox gets TypeBox", () => {
    const config = createConfig.createConfig({ dir: path.join(ROOT, 'mfe-org-admin'), name: 'mfe_org_admin', port: 3004, exposes: { './pages': './src/app/pages.ts' } })({}, { mode: 'production' });
    const lite = path.join(KIT, 'contract', 'endpoints', 'typebox-lite.ts');
    assert.ok(isKitContractModule({ resource: lite }));
    const aliasing = config.module.rules.filter((rule) => rule.resolve?.alias?.['@sinclair/typebox$'] === lite);
    const getsLite = (file) => aliasing.some((rule) => rule.test.test(file));
    assert.equal(config.resolve.alias['@sinclair/typebox$'], undefined, 'not for every module of the build');
    assert.ok(getsLite(path.join(KIT, 'contract', 'endpoints', 'billing-invoices.ts')), 'the endpoint table is built with it');
    // A ui module that imported TypeBox would get TypeBox itself, not a contract module (which would
    // need the app's own kit-contract chunk, a second copy of the contract graph).
    assert.equal(getsLite(path.join(KIT, 'ui', 'components', 'form-schema-check.ts')), false, 'a ui module gets TypeBox');
    const importers = uiModules().filter((file) => valueImports(file).some((specifier) => specifier.startsWith('@sinclair/typebox')));
    assert.deepEqual(importers.filter(getsLite).map((file) => path.relative(KIT, file)), []);
  });
});
