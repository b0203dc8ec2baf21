// One set of checks of the static origin's answers, run against both servers that serve it: the
// Node server of `npm start` (scripts/serve-app.mjs) and nginx configured by
// scripts/lib/nginx-config.mjs. Both take their rules from scripts/lib/security-headers.mjs; this
// test is what keeps them equal (the nginx half is skipped, saying why, where nginx is missing).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { changeRegistry, registryFile } from '../lib/registry.mjs';
import { waitForHttp } from '../lib/processes.mjs';
import { nginxConfig } from '../lib/nginx-config.mjs';
import { freePorts, nginxMissing, startNginx } from '../lib/nginx.mjs';

const V1 = '0.1.0+1d2b2fc.20261123T060000Z';
const V2 = '0.1.0+9aa0c01.20261123T061500Z';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-static-origin-'));
const runDir = path.join(dataDir, 'run');
const MAIN = 'console.log("shell main 1");'.repeat(30);
const CHUNK = 'export const chunk = "shell chunk 1";'.repeat(30);

/** Writes `name` in `dir` with its .br and .gz neighbours, as the build does. */
function built(dir, name, content) {
  fs.writeFileSync(path.join(dir, name), content);
  fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
}

/** A published version folder of `app` with the files given (name -> content), precompressed. */
function version(app, name, files) {
  const dir = path.join(dataDir, 'origin', app, name);
  fs.mkdirSync(dir, { recursive: true });
  const info = { version: name, commit: name.split('+')[1].split('.')[0], buildTime: name === V1 ? '2026-11-23T06:00:00.000Z' : '2026-11-23T06:15:00.000Z', runtime: '0.1.0' };
  built(dir, 'mf-manifest.json', JSON.stringify({ metaData: { console: info } }));
  for (const [file, content] of Object.entries(files)) built(dir, file, content);
  return info;
}

let ports;
let builds;
let billingUrl;
before(async () => {
  ports = await freePorts(4);
  // The registry names the Node server's remote origin: both servers list that origin in their CSP.
  billingUrl = `http://127.0.0.1:${ports[1]}`;
  fs.mkdirSync(runDir, { recursive: true });
  fs.writeFileSync(path.join(runDir, 'config.json'), JSON.stringify({ environment: 'prod', apiBaseUrl: 'https://api.console.example/v1', auth: { region: 'eu-west-1' } }));
  builds = {
    shell1: version('shell', V1, { 'index.html': '<html>shell 1</html>', 'main.js': MAIN, '412.0a1b2c3d.js': CHUNK, '412.0a1b2c3d.js.map': '{"sources":["secret.ts"]}', '1e58ad6c91def4eecfe8.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    shell2: version('shell', V2, { 'index.html': '<html>shell 2</html>', 'main.js': 'shell main 2', '500.1b2c3d4e.js': 'shell chunk 2' }),
    billing1: version('mfe-billing', V1, { 'index.html': '<html>billing 1</html>', 'remoteEntry.js': 'entry 1', '77.00aa11bb.js': 'page 1' }),
    billing2: version('mfe-billing', V2, { 'index.html': '<html>billing 2</html>', 'remoteEntry.js': 'entry 2', '78.22cc33dd.js': 'page 2' }),
  };
  await switchTo({ shell: builds.shell1, 'mfe-billing': builds.billing1 }, 'start');
});
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Switches apps through the registry, as deploy and rollback do. */
async function switchTo(apps, action = 'deploy') {
  const plan = Object.entries(apps).map(([app, info]) => ({ app, to: app === 'shell' ? info : { ...info, manifest: `${billingUrl}/${info.version}/mf-manifest.json` } }));
  await changeRegistry({ dataDir, environment: 'prod', action, plan: () => plan });
}

/** GET (or `method`) without automatic decompression: status, headers and bytes as on the wire. */
function request(base, url, { accept, method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const all = { ...headers, ...(accept === undefined ? {} : { 'Accept-Encoding': accept }) };
    const req = http.request(`${base}${url}`, { method, headers: all }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.bytes).toString();
  return response.bytes.toString();
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The checks both servers must pass; `server()` gives the shell's and the remote's base URLs. */
function originChecks(server) {
  const shell = (url, options) => request(server().shell, url, options);
  const billing = (url, options) => request(server().billing, url, options);

  before(() => switchTo({ shell: builds.shell1, 'mfe-billing': builds.billing1 }));

  it('serves every kept version at /<version>/ and the deployed one at the root, following a deploy at once', async () => {
    assert.equal(decoded(await billing(`/${V1}/remoteEntry.js`)), 'entry 1');
    assert.equal(decoded(await billing(`/${V2}/remoteEntry.js`)), 'entry 2');
    assert.equal(decoded(await billing('/remoteEntry.js')), 'entry 1');
    assert.equal(decoded(await billing('/client-form/S-1')), '<html>billing 1</html>');
    await switchTo({ 'mfe-billing': builds.billing2 });
    assert.equal(decoded(await billing('/remoteEntry.js')), 'entry 2');
    assert.equal(JSON.parse(decoded(await billing('/mf-manifest.json'))).metaData.console.version, V2);
    // A tab still running version 1 loads its chunks; version 1 never had version 2's.
    assert.equal(decoded(await billing(`/${V1}/77.00aa11bb.js`)), 'page 1');
    assert.equal((await billing(`/${V1}/78.22cc33dd.js`)).status, 404);
    await switchTo({ 'mfe-billing': builds.billing1 });
    assert.equal(decoded(await billing('/remoteEntry.js')), 'entry 1');
  });

  it("serves the registry and the remotes map derived from it, following a deploy, checked with the server on every use", async () => {
    const registry = await shell('/registry.json');
    assert.equal(decoded(registry), fs.readFileSync(registryFile(dataDir, 'prod'), 'utf8'));
    assert.equal(registry.headers['cache-control'], 'no-cache');
    assert.deepEqual(JSON.parse(decoded(await shell('/remotes.json'))), { 'mfe-billing': `${billingUrl}/${V1}/mf-manifest.json` });
    await switchTo({ 'mfe-billing': builds.billing2 });
    const remotes = await shell('/remotes.json');
    assert.deepEqual(JSON.parse(decoded(remotes)), { 'mfe-billing': `${billingUrl}/${V2}/mf-manifest.json` });
    assert.equal(remotes.headers['cache-control'], 'no-cache');
    assert.equal(JSON.parse(decoded(await shell('/registry.json'))).remotes['mfe-billing'].version, V2);
    await switchTo({ 'mfe-billing': builds.billing1 });
  });

  it("serves the deployed shell's page for client-side routes, and an earlier shell's hashed chunks to tabs opened before", async () => {
    assert.equal(decoded(await shell('/invoices/INV-1')), '<html>shell 1</html>');
    await switchTo({ shell: builds.shell2 });
    assert.equal(decoded(await shell('/invoices')), '<html>shell 2</html>');
    assert.equal(decoded(await shell('/')), '<html>shell 2</html>');
    assert.equal(decoded(await shell('/main.js')), 'shell main 2');
    assert.equal(decoded(await shell('/500.1b2c3d4e.js')), 'shell chunk 2');
    const earlier = await shell('/412.0a1b2c3d.js', { accept: 'br' });
    assert.equal(earlier.status, 200);
    assert.equal(decoded(earlier), CHUNK);
    assert.equal(earlier.headers['cache-control'], IMMUTABLE);
    const missing = await shell('/999.0a1b2c3d.js');
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['cache-control'], 'no-store');
    await switchTo({ shell: builds.shell1 });
  });

  it('answers a missing file with a no-store JSON 404, and a page only for GET', async () => {
    for (const url of ['/missing.js', `/${V1}/missing.js`, '/977.deadbeef.js']) {
      const response = await shell(url);
      assert.equal(response.status, 404, url);
      assert.deepEqual(JSON.parse(decoded(response)), { message: 'Not found' }, url);
      assert.match(response.headers['content-type'], /^application\/json/, url);
      assert.equal(response.headers['cache-control'], 'no-store', url);
    }
    assert.equal((await shell('/invoices', { method: 'POST' })).status, 404);
  });

  it('sends brotli when accepted, else gzip (also when brotli is refused with q=0), else the file itself; Vary on each', async () => {
    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const response = await shell('/main.js', { accept });
      assert.equal(response.status, 200, String(accept));
      assert.equal(response.headers['content-encoding'], encoding, String(accept));
      assert.equal(decoded(response), MAIN, String(accept));
      assert.match(response.headers['content-type'], /^application\/javascript/);
      assert.equal(response.headers.vary, 'Accept-Encoding', String(accept));
    }
    const config = await shell('/config.json', { accept: 'gzip, deflate, br' });
    assert.equal(config.headers['content-encoding'], 'br');
    assert.equal(JSON.parse(decoded(config)).environment, 'prod');
  });

  it('caches hashed chunks and assets for ever (and their 304s); entries, manifests, pages and runtime files never', async () => {
    for (const url of ['/412.0a1b2c3d.js', '/1e58ad6c91def4eecfe8.svg', `/${V1}/412.0a1b2c3d.js`]) {
      const response = await shell(url, { accept: 'br' });
      assert.equal(response.status, 200, url);
      assert.equal(response.headers['cache-control'], IMMUTABLE, url);
    }
    const first = await shell('/412.0a1b2c3d.js');
    const again = await shell('/412.0a1b2c3d.js', { headers: { 'If-None-Match': first.headers.etag } });
    assert.equal(again.status, 304);
    assert.equal(again.headers['cache-control'], IMMUTABLE);
    for (const url of ['/', '/clients', '/main.js', '/mf-manifest.json', `/${V1}/mf-manifest.json`, '/config.json', '/registry.json', '/remotes.json']) {
      assert.equal((await shell(url, { accept: 'br' })).headers['cache-control'], 'no-cache', url);
    }
    assert.equal((await billing('/remoteEntry.js')).headers['cache-control'], 'no-cache');
    // The page carries a validator, so the browser's check costs a 304 when nothing changed.
    const page = await shell('/clients', { accept: 'br' });
    const validator = page.headers.etag ? { 'If-None-Match': page.headers.etag } : { 'If-Modified-Since': page.headers['last-modified'] };
    assert.ok(page.headers.etag || page.headers['last-modified'], 'the page has an ETag or a Last-Modified');
    const checked = await shell('/clients', { accept: 'br', headers: validator });
    assert.equal(checked.status, 304);
    assert.equal(checked.headers['cache-control'], 'no-cache');
  });

  it('refuses source maps outside the local environment, with a no-store 404', async () => {
    for (const url of ['/412.0a1b2c3d.js.map', `/${V1}/412.0a1b2c3d.js.map`]) {
      const map = await shell(url);
      assert.equal(map.status, 404, url);
      assert.doesNotMatch(decoded(map), /secret/);
      assert.equal(map.headers['cache-control'], 'no-store');
    }
  });

  it("sends the CSP of the registry's origins, nosniff, no-referrer, DENY and cross-origin reads on every answer", async () => {
    const csp = [
      "default-src 'self'",
      `script-src 'self' ${billingUrl}`,
      `style-src 'self' 'unsafe-inline' ${billingUrl}`,
      `img-src 'self' data: blob: ${billingUrl}`,
      `font-src 'self' data: ${billingUrl}`,
      `connect-src 'self' https://api.console.example https://cognito-idp.eu-west-1.amazonaws.com ${billingUrl}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    for (const [where, url] of [['shell', '/'], ['shell', '/412.0a1b2c3d.js'], ['shell', '/config.json'], ['shell', '/remotes.json'], ['shell', '/missing.0a1b2c3d.js'], ['billing', `/${V1}/remoteEntry.js`]]) {
      const response = await (where === 'shell' ? shell : billing)(url);
      assert.equal(response.headers['content-security-policy'], csp, url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.equal(response.headers['access-control-allow-origin'], '*', url);
    }
  });
}

describe('the static origin served by the Node server (npm start)', () => {
  const children = [];
  const urls = {};
  before(async () => {
    urls.shell = `http://127.0.0.1:${ports[0]}`;
    urls.billing = billingUrl;
    for (const [app, port] of [['shell', ports[0]], ['mfe-billing', ports[1]]]) {
      children.push(spawn(process.execPath, [path.join(import.meta.dirname, '..', 'serve-app.mjs'), app, String(port), runDir], { stdio: 'ignore' }));
    }
    await Promise.all([waitForHttp(`${urls.shell}/config.json`), waitForHttp(`${urls.billing}/config.json`)]);
  });
  after(() => children.forEach((child) => child.kill('SIGTERM')));
  originChecks(() => urls);
});

describe('the static origin served by nginx', { skip: nginxMissing() ?? false }, () => {
  let nginx;
  const urls = {};
  before(async () => {
    urls.shell = `http://127.0.0.1:${ports[2]}`;
    urls.billing = `http://127.0.0.1:${ports[3]}`;
    const prefix = path.join(dataDir, 'nginx');
    const config = nginxConfig({ prefix, dataDir, sites: [{ app: 'shell', port: ports[2] }, { app: 'mfe-billing', port: ports[3] }], user: process.getuid?.() === 0 ? 'root' : undefined });
    nginx = await startNginx({ prefix, config, readyUrl: `${urls.shell}/config.json` });
  });
  after(() => nginx?.stop());
  originChecks(() => urls);
});
