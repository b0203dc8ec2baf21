import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import createConfig from '../webpack/create-config.cjs';
import { ROOT } from '../lib/stack-config.mjs';

const billing = path.join(ROOT, 'mfe-billing');
const saved = { overrides: process.env.CONSOLE_TEXT_OVERRIDES, cache: process.env.CONSOLE_WEBPACK_CACHE };

function cacheOf(mode = 'production') {
  return createConfig.createConfig({ dir: billing, name: 'mfe_billing', port: 3001, exposes: { './pages': './src/app/pages.ts' } })({}, { mode }).cache;
}

describe("webpack's persistent cache", () => {
  afterEach(() => {
    for (const [key, value] of [['CONSOLE_TEXT_OVERRIDES', saved.overrides], ['CONSOLE_WEBPACK_CACHE', saved.cache]]) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('keeps one entry per app and mode in node_modules/.cache/webpack, with the config files and the lockfile as its build dependencies', () => {
    delete process.env.CONSOLE_TEXT_OVERRIDES;
    delete process.env.CONSOLE_WEBPACK_CACHE;
    const cache = cacheOf();
    assert.equal(cache.type, 'filesystem');
    assert.equal(cache.cacheDirectory, path.join(ROOT, 'node_modules', '.cache', 'webpack'));
    assert.equal(cache.name, 'mfe-billing-production');
    assert.equal(cacheOf('development').name, 'mfe-billing-development');
    assert.deepEqual(cache.buildDependencies.lockfile, [path.join(ROOT, 'package-lock.json')]);
    assert.ok(cache.buildDependencies.config.includes(path.join(ROOT, 'scripts', 'webpack', 'create-config.cjs')));
    assert.ok(cache.buildDependencies.config.includes(path.join(billing, 'webpack.config.js')));
  });

  it('gives a build with text overrides an entry of its own, one per set of overrides', () => {
    delete process.env.CONSOLE_WEBPACK_CACHE;
    delete process.env.CONSOLE_TEXT_OVERRIDES;
    const plain = cacheOf();
    process.env.CONSOLE_TEXT_OVERRIDES = '{"rows":"rows listed"}';
    const one = cacheOf();
    process.env.CONSOLE_TEXT_OVERRIDES = '{"rows":"lines"}';
    const other = cacheOf();
    assert.match(one.name, /^mfe-billing-production-[0-9a-f]{12}$/);
    assert.notEqual(one.name, other.name);
    assert.notEqual(one.version, plain.version);
    assert.notEqual(one.version, other.version);
  });

  it('is off with CONSOLE_WEBPACK_CACHE=false', () => {
    process.env.CONSOLE_WEBPACK_CACHE = 'false';
    assert.equal(cacheOf(), false);
  });
});
