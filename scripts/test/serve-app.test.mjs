import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changeRegistry, registryFile } from '../lib/registry.mjs';
import { waitForHttp } from '../lib/processes.mjs';

const V1 = '0.1.0+1d2b2fc.20261123T060000Z';
const V2 = '0.1.0+9aa0c01.20261123T061500Z';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-serve-app-'));
const runDir = path.join(dataDir, 'run');
const base = 9600 + Math.floor(Math.random() * 100);
const shellUrl = `http://127.0.0.1:${base}`;
const billingUrl = `http://127.0.0.1:${base + 1}`;
const children = [];

/** A published version folder of `app` with the files given (name -> content). */
function version(app, name, files) {
  const dir = path.join(dataDir, 'origin', app, name);
  fs.mkdirSync(dir, { recursive: true });
  const info = { version: name, commit: name.split('+')[1].split('.')[0], buildTime: name === V1 ? '2026-11-23T06:00:00.000Z' : '2026-11-23T06:15:00.000Z', runtime: '0.1.0' };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { console: info } }));
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content);
  return info;
}

async function switchTo(app, info) {
  const to = app === 'shell' ? info : { ...info, manifest: `${billingUrl}/${info.version}/mf-manifest.json` };
  await changeRegistry({ dataDir, environment: 'local', action: 'deploy', plan: () => [{ app, to }] });
}

const text = async (url) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text(), headers: response.headers };
};

let builds;
before(async () => {
  fs.mkdirSync(runDir, { recursive: true });
  fs.writeFileSync(path.join(runDir, 'config.json'), JSON.stringify({ environment: 'local', apiBaseUrl: 'http://localhost:4000' }));
  builds = {
    shell1: version('shell', V1, { 'index.html': '<html>shell 1</html>', 'main.js': 'shell main 1', '412.0a1b2c3d.js': 'shell chunk 1' }),
    shell2: version('shell', V2, { 'index.html': '<html>shell 2</html>', 'main.js': 'shell main 2', '500.1b2c3d4e.js': 'shell chunk 2' }),
    billing1: version('mfe-billing', V1, { 'index.html': '<html>billing 1</html>', 'remoteEntry.js': 'entry 1', '77.00aa11bb.js': 'page 1' }),
    billing2: version('mfe-billing', V2, { 'index.html': '<html>billing 2</html>', 'remoteEntry.js': 'entry 2', '78.22cc33dd.js': 'page 2' }),
  };
  await changeRegistry({
    dataDir,
    environment: 'local',
    action: 'start',
    plan: () => [
      { app: 'shell', to: builds.shell1 },
      { app: 'mfe-billing', to: { ...builds.billing1, manifest: `${billingUrl}/${V1}/mf-manifest.json` } },
    ],
  });
  for (const [app, port] of [['shell', base], ['mfe-billing', base + 1]]) {
    children.push(spawn(process.execPath, [path.join(import.meta.dirname, '..', 'serve-app.mjs'), app, String(port), runDir], { stdio: 'ignore' }));
  }
  await Promise.all([waitForHttp(`${shellUrl}/config.json`), waitForHttp(`${billingUrl}/config.json`)]);
});
after(() => {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("an app's server", () => {
  it('serves every kept version at /<version>/ and the deployed one at the root, following the registry', async () => {
    assert.equal((await text(`${billingUrl}/${V1}/remoteEntry.js`)).body, 'entry 1');
    assert.equal((await text(`${billingUrl}/${V2}/remoteEntry.js`)).body, 'entry 2');
    assert.equal((await text(`${billingUrl}/remoteEntry.js`)).body, 'entry 1');
    assert.equal((await text(`${billingUrl}/client-form/S-1`)).body, '<html>billing 1</html>');
    await switchTo('mfe-billing', builds.billing2);
    assert.equal((await text(`${billingUrl}/remoteEntry.js`)).body, 'entry 2');
    assert.equal(JSON.parse((await text(`${billingUrl}/mf-manifest.json`)).body).metaData.console.version, V2);
    // A tab still running version 1 loads its chunks.
    assert.equal((await text(`${billingUrl}/${V1}/77.00aa11bb.js`)).body, 'page 1');
    assert.equal((await text(`${billingUrl}/${V1}/78.22cc33dd.js`)).status, 404);
  });

  it('caches hashed chunks for ever and never the manifest or entry of a version', async () => {
    assert.equal((await text(`${billingUrl}/${V2}/78.22cc33dd.js`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await text(`${billingUrl}/${V2}/mf-manifest.json`)).headers.get('cache-control'), 'no-cache');
    assert.equal((await text(`${billingUrl}/${V2}/remoteEntry.js`)).headers.get('cache-control'), 'no-cache');
  });
});

describe("the shell's server", () => {
  it('serves the registry at /registry.json and remotes.json derived from it, checked with the server on every use', async () => {
    await switchTo('mfe-billing', builds.billing1);
    const registry = await text(`${shellUrl}/registry.json`);
    assert.equal(registry.body, fs.readFileSync(registryFile(dataDir, 'local'), 'utf8'));
    assert.equal(registry.headers.get('cache-control'), 'no-cache');
    const remotes = await text(`${shellUrl}/remotes.json`);
    assert.deepEqual(JSON.parse(remotes.body), { 'mfe-billing': `${billingUrl}/${V1}/mf-manifest.json` });
    assert.equal(remotes.headers.get('cache-control'), 'no-cache');
    await switchTo('mfe-billing', builds.billing2);
    assert.deepEqual(JSON.parse((await text(`${shellUrl}/remotes.json`)).body), { 'mfe-billing': `${billingUrl}/${V2}/mf-manifest.json` });
    assert.equal(JSON.parse((await text(`${shellUrl}/registry.json`)).body).remotes['mfe-billing'].version, V2);
  });

  it("allows the registry's remote origins in its Content-Security-Policy", async () => {
    const csp = (await text(`${shellUrl}/`)).headers.get('content-security-policy');
    assert.match(csp, new RegExp(`script-src 'self' ${billingUrl.replace(/[.]/g, '\\.')}(;| )`));
  });

  it("serves the deployed shell's page, and an earlier shell's hashed chunks to tabs opened before", async () => {
    assert.equal((await text(`${shellUrl}/invoices`)).body, '<html>shell 1</html>');
    await switchTo('shell', builds.shell2);
    assert.equal((await text(`${shellUrl}/invoices`)).body, '<html>shell 2</html>');
    assert.equal((await text(`${shellUrl}/main.js`)).body, 'shell main 2');
    assert.equal((await text(`${shellUrl}/500.1b2c3d4e.js`)).body, 'shell chunk 2');
    assert.equal((await text(`${shellUrl}/412.0a1b2c3d.js`)).body, 'shell chunk 1');
    assert.equal((await text(`${shellUrl}/999.0a1b2c3d.js`)).status, 404);
  });
});

describe('the deploy and rollback commands', () => {
  const V3 = '0.1.0+5e6f7a8.20261123T064500Z';
  const V4 = '0.1.0+5e6f7a8.20261123T065000Z';

  /** A built folder outside the origin, as a pipeline's artifact. */
  function artifact(versionName, runtime) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-artifact-'));
    const info = { version: versionName, commit: '5e6f7a8', buildTime: '2026-11-23T06:45:00.000Z', runtime };
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { console: info } }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `entry ${versionName}`);
    return dir;
  }

  /** Runs a command as `npm run <command> -w mfe-billing` does: from the package, named by npm_package_name. */
  function run(script, args) {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', script), ...args], {
        cwd: path.join(import.meta.dirname, '..', '..', 'mfe-billing'),
        env: { ...process.env, npm_package_name: 'mfe-billing', DEPLOY_USER: 'billing-pipeline' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
  }

  before(() => {
    const apps = [
      { name: 'shell', url: shellUrl },
      { name: 'mfe-billing', url: billingUrl },
    ];
    fs.writeFileSync(path.join(runDir, 'stack.json'), JSON.stringify({ dataDir, runDir, apps }));
  });

  it('publishes a built folder, switches to it, and rolls back; the shell serves the new map', async () => {
    await switchTo('mfe-billing', builds.billing2);
    const deployed = await run('deploy.mjs', ['--data-dir', dataDir, '--from', artifact(V3, '0.1.0')]);
    assert.equal(deployed.code, 0, deployed.stderr);
    const revision = JSON.parse(fs.readFileSync(registryFile(dataDir, 'local'), 'utf8')).revision;
    assert.equal(deployed.stdout, `published mfe-billing ${V3}\ndeployed mfe-billing ${V2} -> ${V3} (local registry revision ${revision})\n`);
    assert.deepEqual(JSON.parse((await text(`${shellUrl}/remotes.json`)).body), { 'mfe-billing': `${billingUrl}/${V3}/mf-manifest.json` });
    assert.equal((await text(`${billingUrl}/remoteEntry.js`)).body, `entry ${V3}`);

    const rolledBack = await run('rollback.mjs', ['--data-dir', dataDir]);
    assert.equal(rolledBack.code, 0, rolledBack.stderr);
    assert.equal(rolledBack.stdout, `rolled back mfe-billing ${V3} -> ${V2} (local registry revision ${revision + 1})\n`);
    assert.equal((await text(`${billingUrl}/remoteEntry.js`)).body, 'entry 2');
    const last = fs.readFileSync(path.join(dataDir, 'registry', 'local.history.jsonl'), 'utf8').trim().split('\n').at(-1);
    assert.deepEqual(JSON.parse(last), { ...JSON.parse(last), by: 'billing-pipeline', app: 'mfe-billing', from: V3, to: V2, action: 'rollback' });
  });

  it('prints one line, exits 1 and leaves the registry as it was when a check refuses', async () => {
    const before = fs.readFileSync(registryFile(dataDir, 'local'));
    const refused = await run('deploy.mjs', ['--data-dir', dataDir, '--from', artifact(V4, '0.2.0')]);
    assert.equal(refused.code, 1);
    assert.equal(refused.stderr, `mfe-billing ${V4} refused: it needs shared-kit runtime 0.2.0, the deployed shell ${V2} offers 0.1.0; the registry is unchanged\n`);
    const notKept = await run('rollback.mjs', ['--data-dir', dataDir, '--to', '0.1.0+0000000.20261123T000000Z']);
    assert.equal(notKept.code, 1);
    assert.match(notKept.stderr, /^mfe-billing 0\.1\.0\+0000000\.20261123T000000Z is not kept on the origin \(kept: .*\); the registry is unchanged\n$/);
    assert.deepEqual(fs.readFileSync(registryFile(dataDir, 'local')), before);
  });
});
