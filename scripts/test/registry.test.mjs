import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { changeRegistry, historyFile, readHistory, readRegistry, registryFile, RegistryRefusal } from '../lib/registry.mjs';
import { canaryOption, dropCanary, promoteCanary, rollbackTarget, switchApp } from '../lib/deploy.mjs';
import { keptVersions, originDir, publish } from '../lib/origin.mjs';
import { remotesFile } from '../lib/served-files.mjs';

const ENV = 'local';
const V1 = '0.1.0+1d2b2fc.20261123T060000Z';
const V2 = '0.1.0+9aa0c01.20261123T061500Z';
const V3 = '0.1.0+9aa0c01-dirty.20261123T063000Z';

/** A built folder as webpack writes it, with the build info the manifest records. */
function fakeBuild(root, { version, buildTime, runtime = '0.1.0' }) {
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  const console = { version, commit: version.split('+')[1].split('.')[0], buildTime, runtime };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_billing', metaData: { console } }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  return dir;
}

let dataDir;
let server;
let serverUrl;
/** The manifest paths the fake app server answers 200. */
let served;

before(async () => {
  server = http.createServer((request, response) => {
    response.writeHead(served.has(request.url) ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end('{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-registry-'));
  served = new Set();
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DEPLOY_USER;
});

const SHELL = { version: V1, commit: '1d2b2fc', buildTime: '2026-11-23T06:00:00.000Z', runtime: '0.1.0' };

/** The registry after a start with the shell and mfe-billing at V1. */
async function started() {
  const billing = { ...SHELL, manifest: `${serverUrl}/${V1}/mf-manifest.json` };
  await changeRegistry({ dataDir, environment: ENV, action: 'start', plan: () => [{ app: 'shell', to: SHELL }, { app: 'mfe-billing', to: billing }] });
}

/** Publishes a fake build of mfe-billing and lets the fake server answer its manifest. */
function published(version, buildTime, runtime) {
  const build = publish({ dataDir, app: 'mfe-billing', from: fakeBuild(dataDir, { version, buildTime, runtime }), move: true });
  served.add(`/${version}/mf-manifest.json`);
  return build;
}

/** Switches one remote to each given version at once: `node -e SWITCH_MANY dataDir env app ...versions`. */
const SWITCH_MANY = `
import { changeRegistry } from ${JSON.stringify(new URL('../lib/registry.mjs', import.meta.url).href)};
const [dataDir, environment, app, ...versions] = process.argv.slice(1);
const build = { commit: '1d2b2fc', buildTime: '2026-11-23T06:00:00.000Z', runtime: '0.1.0', manifest: 'x' };
await Promise.all(versions.map((version) => changeRegistry({ dataDir, environment, action: 'deploy', plan: () => [{ app, to: { ...build, version } }] })));
`;

const deploy = (target, action = 'deploy') => switchApp({ dataDir, environment: ENV, app: 'mfe-billing', appUrl: serverUrl, target, action });

describe('the registry file', () => {
  it('starts at revision 1 and records the start of each app in the history', async () => {
    process.env.DEPLOY_USER = 'ci-billing';
    await started();
    const registry = readRegistry(dataDir, ENV);
    assert.equal(registry.environment, 'local');
    assert.equal(registry.revision, 1);
    assert.deepEqual(registry.shell, SHELL);
    assert.equal(registry.remotes['mfe-billing'].manifest, `${serverUrl}/${V1}/mf-manifest.json`);
    const history = readHistory(dataDir, ENV);
    assert.deepEqual(
      history.map(({ by, app, from, to, action }) => ({ by, app, from, to, action })),
      [
        { by: 'ci-billing', app: 'shell', from: null, to: V1, action: 'start' },
        { by: 'ci-billing', app: 'mfe-billing', from: null, to: V1, action: 'start' },
      ],
    );
    assert.equal(history[0].at, registry.updatedAt);
  });

  it('writes nothing when nothing changes (a restart with the same builds)', async () => {
    await started();
    const before = fs.readFileSync(registryFile(dataDir, ENV), 'utf8');
    await started();
    assert.equal(fs.readFileSync(registryFile(dataDir, ENV), 'utf8'), before);
    assert.equal(readHistory(dataDir, ENV).length, 2);
  });

  it('loses no change of 12 switches at once, from two processes, and is valid JSON all along', async () => {
    await started();
    const file = registryFile(dataDir, ENV);
    let reads = 0;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        JSON.parse(fs.readFileSync(file, 'utf8'));
        reads += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const versions = Array.from({ length: 6 }, (_, i) => `0.1.0+1d2b2fc.20261123T07${String(i).padStart(2, '0')}00Z`);
    // The same switches of another remote from a second process.
    const child = spawn(process.execPath, ['--input-type=module', '-e', SWITCH_MANY, dataDir, ENV, 'mfe-client-success', ...versions], { stdio: 'inherit' });
    const childDone = new Promise((resolve) => child.on('exit', resolve));
    await Promise.all(
      versions.map((version) => changeRegistry({ dataDir, environment: ENV, action: 'deploy', plan: () => [{ app: 'mfe-org-admin', to: { ...SHELL, version, manifest: 'x' } }] })),
    );
    assert.equal(await childDone, 0);
    reading = false;
    await reader;
    assert.ok(reads > 0);
    const registry = readRegistry(dataDir, ENV);
    assert.equal(registry.revision, 1 + 12);
    const history = readHistory(dataDir, ENV).slice(2);
    assert.equal(history.length, 12);
    // Each app's chain of from -> to is unbroken: every change saw the one before it.
    for (const app of ['mfe-org-admin', 'mfe-client-success']) {
      const lines = history.filter((line) => line.app === app);
      assert.equal(lines.length, 6);
      assert.equal(lines[0].from, null);
      for (let i = 1; i < lines.length; i += 1) assert.equal(lines[i].from, lines[i - 1].to);
      assert.equal(registry.remotes[app].version, lines[5].to);
    }
    assert.deepEqual(fs.readdirSync(path.dirname(file)).sort(), ['local.history.jsonl', 'local.json', 'local.remotes.json']);
  });
});

describe('deploy and its refusals', () => {
  it('switches to a published version whose manifest answers 200, the later of two deploys at once last', async () => {
    await started();
    const v2 = published(V2, '2026-11-23T06:15:00.000Z');
    const v3 = published(V3, '2026-11-23T06:30:00.000Z');
    await Promise.all([deploy(v2), deploy(v3)]);
    const registry = readRegistry(dataDir, ENV);
    assert.equal(registry.revision, 3);
    const [first, second] = readHistory(dataDir, ENV).slice(2);
    assert.deepEqual([first.from, first.action, second.from, second.action], [V1, 'deploy', first.to, 'deploy']);
    assert.deepEqual([first.to, second.to].sort(), [V2, V3].sort());
    const later = second.to === V2 ? v2 : v3;
    assert.deepEqual(registry.remotes['mfe-billing'], {
      version: later.version,
      commit: later.version === V2 ? '9aa0c01' : '9aa0c01-dirty',
      buildTime: later.version === V2 ? '2026-11-23T06:15:00.000Z' : '2026-11-23T06:30:00.000Z',
      runtime: '0.1.0',
      manifest: `${serverUrl}/${later.version}/mf-manifest.json`,
    });
  });

  it('refuses a version whose manifest answers 404, leaving registry and history byte for byte', async () => {
    await started();
    const v2 = published(V2, '2026-11-23T06:15:00.000Z');
    served.delete(`/${V2}/mf-manifest.json`);
    const registryBefore = fs.readFileSync(registryFile(dataDir, ENV));
    const historyBefore = fs.readFileSync(historyFile(dataDir, ENV));
    await assert.rejects(deploy(v2), (error) => {
      assert.ok(error instanceof RegistryRefusal);
      assert.equal(error.message, `mfe-billing ${V2} refused: ${serverUrl}/${V2}/mf-manifest.json answered HTTP 404; the registry is unchanged`);
      return true;
    });
    assert.deepEqual(fs.readFileSync(registryFile(dataDir, ENV)), registryBefore);
    assert.deepEqual(fs.readFileSync(historyFile(dataDir, ENV)), historyBefore);
  });

  it('refuses a version whose app server does not answer', async () => {
    await started();
    const v2 = published(V2, '2026-11-23T06:15:00.000Z');
    const registryBefore = fs.readFileSync(registryFile(dataDir, ENV));
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const appUrl = `http://127.0.0.1:${closed.address().port}`;
    await new Promise((resolve) => closed.close(resolve));
    await assert.rejects(switchApp({ dataDir, environment: ENV, app: 'mfe-billing', appUrl, target: v2, action: 'deploy' }), {
      message: `mfe-billing ${V2} refused: ${appUrl}/${V2}/mf-manifest.json did not answer (ECONNREFUSED); the registry is unchanged`,
    });
    assert.deepEqual(fs.readFileSync(registryFile(dataDir, ENV)), registryBefore);
  });

  it('refuses a version whose manifest does not answer in time', async () => {
    await started();
    const v2 = published(V2, '2026-11-23T06:15:00.000Z');
    const hanging = http.createServer(() => {});
    await new Promise((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const appUrl = `http://127.0.0.1:${hanging.address().port}`;
    const registryBefore = fs.readFileSync(registryFile(dataDir, ENV));
    try {
      await assert.rejects(switchApp({ dataDir, environment: ENV, app: 'mfe-billing', appUrl, target: v2, action: 'deploy', manifestTimeoutMs: 300 }), {
        message: `mfe-billing ${V2} refused: ${appUrl}/${V2}/mf-manifest.json did not answer within 0.3 s; the registry is unchanged`,
      });
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
    assert.deepEqual(fs.readFileSync(registryFile(dataDir, ENV)), registryBefore);
  });

  it('refuses a remote built with a runtime the deployed shell does not offer (0.2.0 on 0.1.0)', async () => {
    await started();
    const v2 = published(V2, '2026-11-23T06:15:00.000Z', '0.2.0');
    const registryBefore = fs.readFileSync(registryFile(dataDir, ENV));
    const historyBefore = fs.readFileSync(historyFile(dataDir, ENV));
    await assert.rejects(deploy(v2), {
      name: 'RegistryRefusal',
      message: `mfe-billing ${V2} refused: it needs shared-kit runtime 0.2.0, the deployed shell ${V1} offers 0.1.0; the registry is unchanged`,
    });
    assert.deepEqual(fs.readFileSync(registryFile(dataDir, ENV)), registryBefore);
    assert.deepEqual(fs.readFileSync(historyFile(dataDir, ENV)), historyBefore);
  });

  it('refuses a shell whose runtime does not run a deployed remote', async () => {
    await started();
    fs.mkdirSync(path.join(dataDir, 'origin', 'shell'), { recursive: true });
    const shell = publish({ dataDir, app: 'shell', from: fakeBuild(dataDir, { version: V2, buildTime: '2026-11-23T06:15:00.000Z', runtime: '1.0.0' }), move: true });
    served.add(`/${V2}/mf-manifest.json`);
    const registryBefore = fs.readFileSync(registryFile(dataDir, ENV));
    await assert.rejects(switchApp({ dataDir, environment: ENV, app: 'shell', appUrl: serverUrl, target: shell, action: 'deploy' }), {
      message: `shell ${V2} refused: its shared-kit runtime 1.0.0 does not run mfe-billing ${V1} (runtime 0.1.0); the registry is unchanged`,
    });
    assert.deepEqual(fs.readFileSync(registryFile(dataDir, ENV)), registryBefore);
  });
});

describe('rollback', () => {
  it('goes back to the newest kept version built before the deployed one, then to any kept one with --to', async () => {
    await started();
    published(V1, '2026-11-23T06:00:00.000Z');
    const v2 = published(V2, '2026-11-23T06:15:00.000Z');
    const v3 = published(V3, '2026-11-23T06:30:00.000Z');
    assert.deepEqual(keptVersions(dataDir, 'mfe-billing').map((build) => build.version), [V1, V2, V3]);
    await deploy(v2);
    await deploy(v3);

    const previous = rollbackTarget({ dataDir, registry: readRegistry(dataDir, ENV), app: 'mfe-billing' });
    assert.equal(previous.version, V2);
    await deploy(previous, 'rollback');
    assert.equal(readRegistry(dataDir, ENV).remotes['mfe-billing'].version, V2);

    const chosen = rollbackTarget({ dataDir, registry: readRegistry(dataDir, ENV), app: 'mfe-billing', to: V3 });
    await deploy(chosen, 'rollback');
    assert.equal(readRegistry(dataDir, ENV).remotes['mfe-billing'].version, V3);

    assert.deepEqual(readHistory(dataDir, ENV).slice(2).map(({ from, to, action }) => [from, to, action]), [
      [V1, V2, 'deploy'],
      [V2, V3, 'deploy'],
      [V3, V2, 'rollback'],
      [V2, V3, 'rollback'],
    ]);
    assert.equal(readRegistry(dataDir, ENV).revision, 5);
  });

  it('refuses a version that is not kept, and a rollback past the oldest kept version', async () => {
    await started();
    published(V1, '2026-11-23T06:00:00.000Z');
    const registry = readRegistry(dataDir, ENV);
    assert.throws(() => rollbackTarget({ dataDir, registry, app: 'mfe-billing', to: V2 }), {
      name: 'RegistryRefusal',
      message: `mfe-billing ${V2} is not kept on the origin (kept: ${V1}); the registry is unchanged`,
    });
    assert.throws(() => rollbackTarget({ dataDir, registry, app: 'mfe-billing' }), {
      message: `mfe-billing has no kept version older than ${V1}; the registry is unchanged`,
    });
  });
});

describe('publishing', () => {
  it('never changes a published version folder', () => {
    const first = published(V2, '2026-11-23T06:15:00.000Z');
    assert.equal(first.published, true);
    const again = publish({ dataDir, app: 'mfe-billing', from: fakeBuild(dataDir, { version: V2, buildTime: '2026-11-23T06:15:00.000Z', runtime: '0.9.0' }) });
    assert.equal(again.published, false);
    assert.equal(keptVersions(dataDir, 'mfe-billing')[0].runtime, '0.1.0');
  });

  it('refuses a folder without build info', () => {
    const dir = fs.mkdtempSync(path.join(dataDir, 'build-'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"metaData":{}}');
    assert.throws(() => publish({ dataDir, app: 'mfe-billing', from: dir }), /has no build version \(metaData\.console\): rebuild the app$/);
  });
});

describe('canaries', () => {
  const canaryDeploy = (target, canary = { percent: 10, autoRollback: true }) =>
    switchApp({ dataDir, environment: ENV, app: 'mfe-billing', appUrl: serverUrl, target, action: 'deploy', canary });
  const manifestOf = (version) => `${serverUrl}/${version}/mf-manifest.json`;
  const served = () => ({
    current: fs.readlinkSync(path.join(originDir(dataDir, 'mfe-billing'), 'current')),
    remotesJson: JSON.parse(fs.readFileSync(remotesFile(dataDir, ENV), 'utf8'))['mfe-billing'],
  });
  /** The history lines after the start, without when and who. */
  const lines = () =>
    readHistory(dataDir, ENV)
      .slice(2)
      .map((line) => Object.fromEntries(Object.entries(line).filter(([key]) => key !== 'at' && key !== 'by')));

  /** The registry after a start at V1 with V1 and V2 published (V1 is what the start named). */
  async function startedWithTwo() {
    await started();
    const v1 = published(V1, '2026-11-23T06:00:00.000Z');
    const v2 = published(V2, '2026-11-23T06:15:00.000Z');
    // The start's served files were written before V1 was on the origin.
    await deploy(published(V3, '2026-11-23T06:30:00.000Z'));
    await deploy(v1, 'rollback');
    return { v1, v2 };
  }

  it('serves a canary to a share of the users beside the stable build, which stays what remotes.json and the current link name', async () => {
    const { v2 } = await startedWithTwo();
    const before = readRegistry(dataDir, ENV);
    const { changed } = await canaryDeploy(v2);
    assert.equal(changed, true);
    const registry = readRegistry(dataDir, ENV);
    assert.equal(registry.revision, before.revision + 1);
    const { since, ...canary } = registry.remotes['mfe-billing'].canary;
    assert.deepEqual(canary, { version: V2, commit: '9aa0c01', buildTime: '2026-11-23T06:15:00.000Z', runtime: '0.1.0', manifest: manifestOf(V2), percent: 10, autoRollback: true });
    assert.equal(since, registry.updatedAt);
    assert.equal(registry.remotes['mfe-billing'].version, V1);
    assert.deepEqual(served(), { current: V1, remotesJson: manifestOf(V1) });
    assert.deepEqual(lines().at(-1), { app: 'mfe-billing', from: V1, to: V2, action: 'canary', percent: 10 });

    // The same canary again changes nothing; another percent is a change of its own.
    assert.equal((await canaryDeploy(v2)).changed, false);
    await canaryDeploy(v2, { percent: 25, autoRollback: true });
    assert.equal(readRegistry(dataDir, ENV).remotes['mfe-billing'].canary.percent, 25);
    assert.equal(readRegistry(dataDir, ENV).remotes['mfe-billing'].canary.since, since);
    assert.deepEqual(lines().at(-1), { app: 'mfe-billing', from: V2, to: V2, action: 'canary', percent: 25 });
  });

  it('promotes the canary to the stable build for everyone', async () => {
    const { v2 } = await startedWithTwo();
    await canaryDeploy(v2);
    const { from, to, registry } = await promoteCanary({ dataDir, environment: ENV, app: 'mfe-billing' });
    assert.deepEqual([from, to], [V1, V2]);
    assert.deepEqual(registry.remotes['mfe-billing'], { version: V2, commit: '9aa0c01', buildTime: '2026-11-23T06:15:00.000Z', runtime: '0.1.0', manifest: manifestOf(V2) });
    assert.deepEqual(readRegistry(dataDir, ENV), registry);
    assert.deepEqual(served(), { current: V2, remotesJson: manifestOf(V2) });
    assert.deepEqual(lines().at(-1), { app: 'mfe-billing', from: V1, to: V2, action: 'promote' });
  });

  it('rolls a canary back: every user runs the stable build again', async () => {
    const { v2 } = await startedWithTwo();
    await canaryDeploy(v2);
    const { canary, stable, registry } = await dropCanary({ dataDir, environment: ENV, app: 'mfe-billing' });
    assert.deepEqual([canary, stable], [V2, V1]);
    assert.deepEqual(registry.remotes['mfe-billing'], { version: V1, commit: '1d2b2fc', buildTime: '2026-11-23T06:00:00.000Z', runtime: '0.1.0', manifest: manifestOf(V1) });
    assert.deepEqual(served(), { current: V1, remotesJson: manifestOf(V1) });
    assert.deepEqual(lines().at(-1), { app: 'mfe-billing', from: V2, to: V1, action: 'rollback' });
  });

  it('refuses a deploy for everyone, a rollback --to, a canary of the stable build or of the shell while it would leave the registry byte for byte', async () => {
    const { v1, v2 } = await startedWithTwo();
    await canaryDeploy(v2);
    const registryBefore = fs.readFileSync(registryFile(dataDir, ENV));
    const historyBefore = fs.readFileSync(historyFile(dataDir, ENV));
    const v3 = keptVersions(dataDir, 'mfe-billing').find((build) => build.version === V3);
    await assert.rejects(deploy(v3), { name: 'RegistryRefusal', message: `mfe-billing has a canary (${V2} at 10 %): promote it or roll it back first; the registry is unchanged` });
    assert.throws(() => rollbackTarget({ dataDir, registry: readRegistry(dataDir, ENV), app: 'mfe-billing', to: V3 }), {
      name: 'RegistryRefusal',
      message: `mfe-billing has a canary (${V2} at 10 %): roll back without --to to drop it first; the registry is unchanged`,
    });
    await assert.rejects(canaryDeploy(v1), { name: 'RegistryRefusal', message: `mfe-billing ${V1} is the stable build already; the registry is unchanged` });
    await assert.rejects(switchApp({ dataDir, environment: ENV, app: 'shell', appUrl: serverUrl, target: v3, action: 'deploy', canary: { percent: 10, autoRollback: false } }), {
      message: 'the shell has no canary: deploy it for everyone; the registry is unchanged',
    });
    assert.deepEqual(fs.readFileSync(registryFile(dataDir, ENV)), registryBefore);
    assert.deepEqual(fs.readFileSync(historyFile(dataDir, ENV)), historyBefore);
  });

  it('refuses a promote or a canary rollback without a canary, and a canary of a remote never deployed', async () => {
    await started();
    const registryBefore = fs.readFileSync(registryFile(dataDir, ENV));
    await assert.rejects(promoteCanary({ dataDir, environment: ENV, app: 'mfe-billing' }), { message: 'mfe-billing has no canary to promote; the registry is unchanged' });
    await assert.rejects(dropCanary({ dataDir, environment: ENV, app: 'mfe-billing' }), { message: 'mfe-billing has no canary to roll back; the registry is unchanged' });
    const build = publish({ dataDir, app: 'mfe-org-admin', from: fakeBuild(dataDir, { version: V2, buildTime: '2026-11-23T06:15:00.000Z' }), move: true });
    await assert.rejects(switchApp({ dataDir, environment: ENV, app: 'mfe-org-admin', appUrl: serverUrl, target: build, action: 'deploy', canary: { percent: 5, autoRollback: false } }), {
      message: 'mfe-org-admin has no stable build to serve a canary beside: deploy it first; the registry is unchanged',
    });
    assert.deepEqual(fs.readFileSync(registryFile(dataDir, ENV)), registryBefore);
  });

  it('takes --canary as a whole percent from 1 to 99, with --auto-rollback only beside it', () => {
    assert.equal(canaryOption({}), null);
    assert.deepEqual(canaryOption({ canary: '10' }), { percent: 10, autoRollback: false });
    assert.deepEqual(canaryOption({ canary: '99', 'auto-rollback': true }), { percent: 99, autoRollback: true });
    for (const value of ['0', '100', '12.5', 'ten', '']) assert.throws(() => canaryOption({ canary: value }), { message: `--canary takes a whole percent from 1 to 99, not '${value}'` });
    assert.throws(() => canaryOption({ 'auto-rollback': true }), { message: '--auto-rollback goes with --canary PERCENT' });
  });
});
