// nginx's API proxy (scripts/lib/nginx-config.mjs) in front of a server that echoes what it
// receives: what the API learns of the client. The retry rules are checked against real API
// instances in scale.test.mjs.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig } from '../lib/nginx-config.mjs';
import { freePorts, nginxMissing, startNginx } from '../lib/nginx.mjs';

describe("nginx's API proxy", { skip: nginxMissing() ?? false }, () => {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'px-api-proxy-'));
  let echo;
  let nginx;
  let proxyPort;
  before(async () => {
    const [port, upstreamPort] = await freePorts(2);
    proxyPort = port;
    echo = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ headers: request.headers, method: request.method, url: request.url }));
    });
    await new Promise((resolve) => echo.listen(upstreamPort, '127.0.0.1', resolve));
    const config = nginxConfig({ prefix, sites: [], api: { port, upstreams: [`127.0.0.1:${upstreamPort}`] }, user: process.getuid?.() === 0 ? 'root' : undefined });
    nginx = await startNginx({ prefix, config, readyUrl: `http://127.0.0.1:${port}/ready` });
  });
  after(async () => {
    await nginx?.stop();
    echo?.close();
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  /** What the upstream received for a request sent from `localAddress` with `headers`. */
  function received(localAddress, headers = {}) {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: proxyPort, path: '/account/user-info?x=1', localAddress, headers: { host: 'api.console.example', ...headers } }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body)));
        })
        .on('error', reject);
    });
  }

  it("sends the client's address as X-Real-IP and X-Forwarded-For, and the Host and path as asked", async () => {
    const seen = await received('127.0.0.2');
    assert.equal(seen.headers['x-real-ip'], '127.0.0.2');
    assert.equal(seen.headers['x-forwarded-for'], '127.0.0.2');
    assert.equal(seen.headers.host, 'api.console.example');
    assert.equal(seen.url, '/account/user-info?x=1');
    assert.equal((await received('127.0.0.3')).headers['x-forwarded-for'], '127.0.0.3');
  });

  it("drops a client's own X-Forwarded-For and X-Real-IP: nginx is the edge, the API sees the address nginx saw", async () => {
    const seen = await received('127.0.0.2', { 'X-Forwarded-For': '203.0.113.7', 'X-Real-IP': '203.0.113.7' });
    assert.equal(seen.headers['x-forwarded-for'], '127.0.0.2');
    assert.equal(seen.headers['x-real-ip'], '127.0.0.2');
  });
});
