import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from '../lib/serve-static.mjs';
import { cacheControlOf, contentSecurityPolicy, readRuntime } from '../lib/security-headers.mjs';

const HTML = '<!doctype html><html><head><style>body{margin:0}</style><script defer src="/main.js"></script></head><body></body></html>';
const REMOTES = { 'mfe-billing': 'http://localhost:3001/mf-manifest.json', 'mfe-org-admin': 'https://org.console.example/mf-manifest.json' };
const LOCAL = {
  environment: 'local',
  apiBaseUrl: 'http://localhost:4000',
  auth: { region: 'us-east-1', userPoolId: 'local_x', userPoolEndpoint: 'http://localhost:9229/' },
};
const DEPLOYED = { environment: 'uat', apiBaseUrl: 'https://api.console.example/v1', auth: { region: 'eu-west-1', userPoolId: 'eu-west-1_A' } };

/** A built app in a temporary folder and its run directory, served on a free port. */
async function start(config, { remotes = REMOTES, shell = true } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-headers-'));
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-headers-run-'));
  fs.writeFileSync(path.join(dir, 'index.html'), HTML);
  fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, '412.0a1b2c3d.js'), 'export const chunk = 1;');
  fs.writeFileSync(path.join(dir, '412.0a1b2c3d.js.map'), '{"version":3,"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(dir, '1e58ad6c91def4eecfe8.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(runDir, 'config.json'), JSON.stringify(config));
  if (remotes) fs.writeFileSync(path.join(runDir, 'remotes.json'), JSON.stringify(remotes));
  const overrides = { '/config.json': path.join(runDir, 'config.json') };
  if (shell && remotes) overrides['/remotes.json'] = path.join(runDir, 'remotes.json');
  const port = 9800 + Math.floor(Math.random() * 150);
  const server = await serveStatic({ dir, port, spa: true, overrides });
  const get = (url) =>
    new Promise((resolve, reject) => {
      http.get(`http://127.0.0.1:${port}${url}`, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      }).on('error', reject);
    });
  const stop = async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  return { get, stop };
}

/** The CSP's directives by name. */
const directives = (policy) => Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

describe('security headers of the shell (local stack)', () => {
  let app;
  before(async () => {
    app = await start(LOCAL);
  });
  after(() => app.stop());

  it('sends a strict CSP: scripts from itself and the registered remotes only, no inline scripts, no framing', async () => {
    const page = await app.get('/clients');
    assert.equal(page.status, 200);
    const csp = directives(page.headers['content-security-policy']);
    assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3001', 'https://org.console.example']);
    // Locally, a remote from its dev server opens its live-reload socket (ws:) on its own origin.
    assert.deepEqual(csp['connect-src'], ["'self'", 'http://localhost:4000', 'http://localhost:9229', 'https://cognito-idp.us-east-1.amazonaws.com', 'http://localhost:3001', 'https://org.console.example', 'ws://localhost:3001']);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.deepEqual(csp['default-src'], ["'self'"]);
    // antd's CSS-in-JS writes <style> elements at run time: styles only may be inline.
    assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'", 'http://localhost:3001', 'https://org.console.example']);
    for (const sources of Object.entries(csp).filter(([name]) => name !== 'style-src').map(([, sources]) => sources)) {
      assert.ok(!sources.includes("'unsafe-inline'") && !sources.includes("'unsafe-eval'"), sources.join(' '));
    }
  });

  it('sends nosniff, no-referrer and X-Frame-Options on pages, chunks, the runtime config and 404s', async () => {
    for (const url of ['/', '/main.js', '/412.0a1b2c3d.js', '/config.json', '/remotes.json', '/missing.0a1b2c3d.js']) {
      const response = await app.get(url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.ok(response.headers['content-security-policy'], url);
    }
  });

  it('makes only 200 answers of hashed files immutable: a missing hashed chunk is a no-store 404', async () => {
    const chunk = await app.get('/412.0a1b2c3d.js');
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const missing = await app.get('/977.deadbeef.js');
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['cache-control'], 'no-store');
  });

  it("caches webpack's hashed assets (an SVG) like hashed chunks", async () => {
    const svg = await app.get('/1e58ad6c91def4eecfe8.svg');
    assert.equal(svg.status, 200);
    assert.equal(svg.headers['cache-control'], 'public, max-age=31536000, immutable');
    const missing = await app.get('/favicon.svg');
    assert.equal(missing.status, 404, 'an unhashed name the folder does not hold');
    assert.equal(missing.headers['cache-control'], 'no-store');
    assert.equal((await app.get('/main.js')).headers['cache-control'], 'no-cache', 'an unhashed file');
  });

  it('serves source maps in the local environment', async () => {
    const map = await app.get('/412.0a1b2c3d.js.map');
    assert.equal(map.status, 200);
    assert.match(map.body, /secret\.ts/);
  });
});

describe('security headers of a remote outside the local environment', () => {
  let app;
  before(async () => {
    app = await start(DEPLOYED, { shell: false });
  });
  after(() => app.stop());

  it('refuses source maps with a no-store 404', async () => {
    const map = await app.get('/412.0a1b2c3d.js.map');
    assert.equal(map.status, 404);
    assert.doesNotMatch(map.body, /secret/);
    assert.equal(map.headers['cache-control'], 'no-store');
    assert.equal((await app.get('/412.0a1b2c3d.js')).status, 200);
  });

  it("reads the remotes from remotes.json beside its config.json, the pool from the config's region", async () => {
    const csp = directives((await app.get('/')).headers['content-security-policy']);
    assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3001', 'https://org.console.example']);
    assert.deepEqual(csp['connect-src'], ["'self'", 'https://api.console.example', 'https://cognito-idp.eu-west-1.amazonaws.com', 'http://localhost:3001', 'https://org.console.example']);
  });
});

describe('header rules', () => {
  it('cacheControlOf: immutable for a 200 or 304 of a hashed chunk, style sheet, asset or map; no-cache for any other 200 or 304; no-store otherwise', () => {
    assert.equal(cacheControlOf('/412.0a1b2c3d.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlOf('/sign-in.4e5f6a7b.css?v=1', 304), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlOf('/1e58ad6c91def4eecfe8.svg', 200), 'public, max-age=31536000, immutable');
    for (const [url, status] of [['/main.js', 200], ['/remoteEntry.js', 200], ['/mf-manifest.json', 200], ['/favicon.svg', 200], ['/0a1b2c3d.svg', 200], ['/', 200], ['/clients', 304], ['/config.json', 200]]) {
      assert.equal(cacheControlOf(url, status), 'no-cache', `${url} ${status}`);
    }
    for (const [url, status] of [['/412.0a1b2c3d.js', 404], ['/412.0a1b2c3d.js', 500], ['/clients', 404], ['/main.js', 302]]) {
      assert.equal(cacheControlOf(url, status), 'no-store', `${url} ${status}`);
    }
  });

  it('fails closed without runtime files: only itself, source maps refused', () => {
    const runtime = readRuntime({ configFile: path.join(os.tmpdir(), 'no-such-dir', 'config.json') });
    assert.deepEqual(runtime, { environment: null, apiOrigin: null, poolOrigins: [], remoteOrigins: [] });
    assert.equal(directives(contentSecurityPolicy(runtime))['script-src'].join(' '), "'self'");
  });
});
