// `npm run package`'s API folder runs on its own: copied outside the repository (no node_modules
// above it to fall back on), started with the project's Node 26 binary on an in-memory database,
// it answers; its node_modules holds the production dependencies and none of the development ones.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePorts } from '../lib/nginx.mjs';
import { waitForHttp } from '../lib/processes.mjs';

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '..', '..');
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');

describe('the packaged API folder', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'px-package-api-'));
  const api = path.join(work, 'platform-api');
  let server;
  let url;
  let stderr = '';

  before(async () => {
    await run(NODE, [path.join(ROOT, 'scripts', 'package.mjs'), '--out', work, '--only', 'platform-api'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    const [port] = await freePorts(1);
    url = `http://127.0.0.1:${port}`;
    server = spawn(NODE, ['server.js'], {
      cwd: api,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory://',
        AUTH_ISSUERS: 'http://localhost:9229/local_package',
        AUTH_JWKS_URL: 'http://127.0.0.1:9/local_package/.well-known/jwks.json',
        AUTH_AUDIENCE: 'package-test',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr.on('data', (chunk) => (stderr += chunk));
    await waitForHttp(`${url}/account/user-info`, { accept: (status) => status === 401, timeoutMs: 180_000 }).catch((error) => {
      throw new Error(`${error.message}\n${stderr}`);
    });
  });
  after(() => {
    server?.kill('SIGKILL');
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('starts with Node 26 from its own node_modules and answers: 401 without a token, the OpenAPI document', async () => {
    assert.equal((await fetch(`${url}/account/user-info`)).status, 401);
    const document = await fetch(`${url}/openapi.json`);
    assert.equal(document.status, 200);
    assert.ok(Object.keys((await document.json()).paths).length > 50);
  });

  it('holds the production dependencies of platform-api and none of the development ones', () => {
    const source = JSON.parse(fs.readFileSync(path.join(ROOT, 'platform-api', 'package.json'), 'utf8'));
    const packaged = JSON.parse(fs.readFileSync(path.join(api, 'package.json'), 'utf8'));
    assert.deepEqual(packaged.dependencies, source.dependencies);
    for (const name of Object.keys(source.dependencies)) assert.ok(fs.existsSync(path.join(api, 'node_modules', name, 'package.json')), name);
    for (const name of [...Object.keys(source.devDependencies), 'jest', 'webpack', 'typescript', 'eslint']) {
      assert.equal(fs.existsSync(path.join(api, 'node_modules', name)), false, `${name} is a development dependency`);
    }
    assert.deepEqual(fs.readdirSync(api).sort(), ['migrations', 'node_modules', 'package.json', 'pglite-worker.mjs', 'server.js', 'server.js.map']);
  });
});
