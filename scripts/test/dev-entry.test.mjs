/**
 * Dev entries of the registry (`npm run dev -w <remote>` inside a running console,
 * scripts/lib/deploy.mjs enterDev/leaveDev): the checks of a deploy, nothing written on a refusal,
 * the build put back on leaving unless something else was deployed meanwhile, and rollbacks that
 * skip dev entries.
 */
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { changeRegistry, historyFile, readHistory, readRegistry, registryFile, RegistryRefusal } from '../lib/registry.mjs';
import { enterDev, leaveDev, rollbackTarget } from '../lib/deploy.mjs';
import { publish } from '../lib/origin.mjs';

const ENV = 'local';
const V1 = '0.1.0+1d2b2fc.20261123T060000Z';
const V2 = '0.1.0+9aa0c01.20261123T061500Z';
const DEV = '0.1.0+9aa0c01-dirty.20261123T070000Z';
const SHELL = { version: V1, commit: '1d2b2fc', buildTime: '2026-11-23T06:00:00.000Z', runtime: '0.1.0' };

let dataDir;
let devServer;
let devUrl;
/** What the fake dev server's mf-manifest.json says (null: it answers 404). */
let devManifest;

before(async () => {
  devServer = http.createServer((request, response) => {
    const found = request.url === '/mf-manifest.json' && devManifest;
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(found ? JSON.stringify(devManifest) : '{}');
  });
  await new Promise((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  devUrl = `http://127.0.0.1:${devServer.address().port}`;
});
after(() => devServer.close());

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-dev-entry-'));
  devManifest = { id: 'mfe_billing', metaData: { console: { version: DEV, commit: '9aa0c01-dirty', buildTime: '2026-11-23T07:00:00.000Z', runtime: '0.1.0' } } };
  const billing = { ...SHELL, manifest: `http://localhost:3001/${V1}/mf-manifest.json` };
  await changeRegistry({ dataDir, environment: ENV, action: 'start', plan: () => [{ app: 'shell', to: SHELL }, { app: 'mfe-billing', to: billing }] });
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const billingEntry = () => readRegistry(dataDir, ENV).remotes['mfe-billing'];
const snapshot = () => [fs.readFileSync(registryFile(dataDir, ENV)), fs.readFileSync(historyFile(dataDir, ENV))];
const enter = () => enterDev({ dataDir, environment: ENV, app: 'mfe-billing', devUrl, pid: 4242 });
const leave = () => leaveDev({ dataDir, environment: ENV, app: 'mfe-billing', devUrl });

/** A published build of mfe-billing (for rollbacks). */
function published(version, buildTime) {
  const dir = fs.mkdtempSync(path.join(dataDir, 'build-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { console: { version, commit: version.split('+')[1].split('.')[0], buildTime, runtime: '0.1.0' } } }));
  return publish({ dataDir, app: 'mfe-billing', from: dir, move: true });
}

describe('a dev entry', () => {
  it('names the dev server for the remote, remembers the build it replaces, and records action dev', async () => {
    const before = billingEntry();
    const { entry } = await enter();
    assert.deepEqual(billingEntry(), {
      version: DEV,
      commit: '9aa0c01-dirty',
      buildTime: '2026-11-23T07:00:00.000Z',
      runtime: '0.1.0',
      manifest: `${devUrl}/mf-manifest.json`,
      dev: { url: devUrl, pid: 4242, restores: before },
    });
    assert.deepEqual(entry, billingEntry());
    assert.equal(readRegistry(dataDir, ENV).revision, 2);
    const last = readHistory(dataDir, ENV).at(-1);
    assert.deepEqual({ app: last.app, from: last.from, to: last.to, action: last.action }, { app: 'mfe-billing', from: V1, to: DEV, action: 'dev' });
  });

  it('is refused, the files unchanged, when the dev manifest does not answer 200', async () => {
    devManifest = null;
    const files = snapshot();
    await assert.rejects(enter(), (error) => error instanceof RegistryRefusal && error.message.startsWith('mfe-billing from sources refused:') && error.message.endsWith('the registry is unchanged'));
    assert.deepEqual(snapshot(), files);
  });

  it("is refused, the files unchanged, when the dev build's shared-kit runtime does not fit the shell's", async () => {
    devManifest.metaData.console.runtime = '0.2.0';
    const files = snapshot();
    await assert.rejects(enter(), {
      name: 'RegistryRefusal',
      message: `mfe-billing ${DEV} refused: it needs shared-kit runtime 0.2.0, the deployed shell ${V1} offers 0.1.0; the registry is unchanged`,
    });
    assert.deepEqual(snapshot(), files);
  });

  it('leaving puts the replaced build back, recorded as dev-end', async () => {
    const before = billingEntry();
    await enter();
    assert.deepEqual(await leave(), { restored: V1 });
    assert.deepEqual(billingEntry(), before);
    const last = readHistory(dataDir, ENV).at(-1);
    assert.deepEqual({ from: last.from, to: last.to, action: last.action }, { from: DEV, to: V1, action: 'dev-end' });
  });

  it('leaving after a deploy made meanwhile leaves the deployed version alone', async () => {
    await enter();
    const deployed = { ...SHELL, version: V2, manifest: `http://localhost:3001/${V2}/mf-manifest.json` };
    await changeRegistry({ dataDir, environment: ENV, action: 'deploy', plan: () => [{ app: 'mfe-billing', to: deployed }] });
    const files = snapshot();
    assert.deepEqual(await leave(), { restored: null });
    assert.deepEqual(snapshot(), files);
    assert.equal(billingEntry().version, V2);
  });

  it('over a dev entry left by a dev server that did not stop, still restores the build (never another dev entry)', async () => {
    await enter();
    devManifest.metaData.console.version = '0.1.0+9aa0c01-dirty.20261123T071500Z';
    await enter();
    assert.equal(billingEntry().dev.restores.version, V1);
    await leave();
    assert.equal(billingEntry().version, V1);
    assert.equal(billingEntry().dev, undefined);
  });

  it('a start replaces a dev entry even when the build version is the one it restores', async () => {
    const before = billingEntry();
    await enter();
    await changeRegistry({ dataDir, environment: ENV, action: 'start', plan: () => [{ app: 'mfe-billing', to: before }] });
    assert.deepEqual(billingEntry(), before);
  });

  it('a rollback goes back from the build the dev entry replaced, skipping the dev entry', async () => {
    published(V1, '2026-11-23T06:00:00.000Z');
    published(V2, '2026-11-23T06:15:00.000Z');
    const deployed = { ...SHELL, version: V2, manifest: `http://localhost:3001/${V2}/mf-manifest.json` };
    await changeRegistry({ dataDir, environment: ENV, action: 'deploy', plan: () => [{ app: 'mfe-billing', to: deployed }] });
    await enter();
    assert.equal(rollbackTarget({ dataDir, registry: readRegistry(dataDir, ENV), app: 'mfe-billing' }).version, V1);
  });
});
