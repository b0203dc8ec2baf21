import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serveStatic } from '../lib/serve-static.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-static-'));
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-static-run-'));
const port = 9700 + Math.floor(Math.random() * 100);
let server;

const MAIN = 'console.log("main entry");'.repeat(20);
const CHUNK = 'export const chunk = "hashed chunk";'.repeat(20);
const HTML = '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>';
const CONFIG = JSON.stringify({ environment: 'local', apiBaseUrl: 'http://localhost:4000' });

/** Writes `name` and, unless `plainOnly`, its .br and .gz neighbours as the build does. */
function writeBuilt(name, content, { plainOnly = false } = {}) {
  fs.writeFileSync(path.join(dir, name), content);
  if (plainOnly) return;
  fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
}

before(async () => {
  writeBuilt('main.js', MAIN);
  writeBuilt('remoteEntry.js', MAIN);
  writeBuilt('mf-manifest.json', '{"id":"shell"}');
  writeBuilt('index.html', HTML);
  writeBuilt('412.0a1b2c3d.js', CHUNK);
  writeBuilt('sign-in.4e5f6a7b.css', '.px-auth{display:flex}');
  writeBuilt('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), { plainOnly: true });
  // A built file without compressed neighbours (e.g. one added by hand) is still served.
  writeBuilt('plain.js', 'console.log("plain");', { plainOnly: true });
  fs.writeFileSync(path.join(runDir, 'config.json'), CONFIG);
  server = await serveStatic({ dir, port, spa: true, overrides: { '/config.json': path.join(runDir, 'config.json') } });
});
after(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(runDir, { recursive: true, force: true });
});

/** GET without any automatic decompression: the bytes and headers as on the wire. */
function get(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http.get(`http://127.0.0.1:${port}${url}`, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function decode(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.body).toString();
  return response.body.toString();
}

describe('liveness', () => {
  it('answers GET /healthz with 200 {"status":"ok"}, never cached, not the single-page fallback', async () => {
    const response = await get('/healthz');
    assert.equal(response.status, 200);
    assert.deepEqual(JSON.parse(decode(response)), { status: 'ok' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });
});

describe('precompressed files', () => {
  it("sends brotli when the browser accepts it, as Chromium asks ('gzip, deflate, br, zstd')", async () => {
    const response = await get('/main.js', 'gzip, deflate, br, zstd');
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.deepEqual(response.body, fs.readFileSync(path.join(dir, 'main.js.br')));
    assert.equal(decode(response), MAIN);
    assert.match(response.headers['content-type'], /^application\/javascript/);
    assert.match(response.headers.vary, /accept-encoding/i);
  });

  it('falls back to gzip when brotli is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const response = await get('/main.js', accept);
      assert.equal(response.headers['content-encoding'], 'gzip', accept);
      assert.deepEqual(response.body, fs.readFileSync(path.join(dir, 'main.js.gz')));
      assert.equal(decode(response), MAIN);
      assert.match(response.headers.vary, /accept-encoding/i);
    }
  });

  it('sends the file itself without Accept-Encoding or with identity only', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get('/main.js', accept);
      assert.equal(response.headers['content-encoding'], undefined, String(accept));
      assert.equal(response.body.toString(), MAIN);
      assert.match(response.headers.vary, /accept-encoding/i);
    }
  });

  it('sends a file without compressed neighbours as it is', async () => {
    const response = await get('/plain.js', 'br, gzip');
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body.toString(), 'console.log("plain");');
  });

  it('does not mark images as varying with the encoding', async () => {
    const response = await get('/logo.png', 'br, gzip');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.headers.vary, undefined);
    assert.deepEqual([...response.body], [0x89, 0x50, 0x4e, 0x47]);
  });

  it('sends index.html compressed for client-side routes', async () => {
    const response = await get('/invoices/INV-1', 'gzip, deflate, br');
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(response.headers['content-type'], /^text\/html/);
    assert.equal(decode(response), HTML);
    assert.match(response.headers.vary, /accept-encoding/i);
  });

  it('compresses the runtime config.json served from outside dist', async () => {
    const br = await get('/config.json', 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(decode(br), CONFIG);
    const gzip = await get('/config.json', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(decode(gzip), CONFIG);
    const plain = await get('/config.json');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), CONFIG);
    for (const response of [br, gzip, plain]) {
      assert.match(response.headers['content-type'], /^application\/json/);
      assert.match(response.headers.vary, /accept-encoding/i);
    }
  });

  it('answers 404 for a missing file', async () => {
    const response = await get('/missing.js', 'br');
    assert.equal(response.status, 404);
  });
});

describe('caching rules', () => {
  it('has entry files, manifests, HTML and the runtime config checked with the server on every use (no-cache)', async () => {
    for (const url of ['/main.js', '/remoteEntry.js', '/mf-manifest.json', '/', '/clients', '/config.json']) {
      const response = await get(url, 'br');
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  it('caches content-hashed chunks and style sheets forever, compressed or not', async () => {
    for (const [url, accept] of [['/412.0a1b2c3d.js', 'br'], ['/412.0a1b2c3d.js', undefined], ['/sign-in.4e5f6a7b.css', 'gzip']]) {
      const response = await get(url, accept);
      assert.equal(response.status, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', url);
    }
    const css = await get('/sign-in.4e5f6a7b.css', 'gzip');
    assert.equal(css.headers['content-encoding'], 'gzip');
    assert.match(css.headers['content-type'], /^text\/css/);
    assert.equal(decode(css), '.px-auth{display:flex}');
  });
});

describe('a build without a page of its own (a remote built for production)', () => {
  it('answers a client-side route 404 {"message":"Not found"}, with or without `locate`, and still serves its files', async () => {
    const remoteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-static-remote-'));
    fs.writeFileSync(path.join(remoteDir, 'remoteEntry.js'), 'var mfe_billing;');
    const servers = [];
    try {
      for (const [offset, locate] of [[100, undefined], [101, (urlPath) => ({ root: remoteDir, file: urlPath })]]) {
        const remotePort = port + offset;
        servers.push(await serveStatic({ dir: remoteDir, port: remotePort, spa: true, locate }));
        const page = await new Promise((resolve, reject) => {
          http.get(`http://127.0.0.1:${remotePort}/client-form/S-1`, (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body: Buffer.concat(chunks).toString() }));
          }).on('error', reject);
        });
        assert.deepEqual(page, { status: 404, type: 'application/json; charset=utf-8', body: '{"message":"Not found"}' }, locate ? 'with locate' : 'without locate');
        const entry = await fetch(`http://127.0.0.1:${remotePort}/remoteEntry.js`);
        assert.equal(entry.status, 200);
        assert.equal(await entry.text(), 'var mfe_billing;');
      }
    } finally {
      for (const server of servers) await server.close();
      fs.rmSync(remoteDir, { recursive: true, force: true });
    }
  });
});
