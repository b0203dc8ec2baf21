// A packaged origin restarted (configure.mjs runs again at every start of the console's image):
// what the registry served goes on, a rollback and a canary included, unless the origin brought a
// version the environment never had, an upgraded image (docs/operations.md "Topology, nginx, images
// and scaling").
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configureOrigin, originSettings } from '../configure-origin.mjs';
import { changeRegistry, readHistory, readRegistry } from '../lib/registry.mjs';

const APPS = ['shell', 'mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin'];
const V1 = '0.1.0+1d2b2fc.20261123T060000Z';
const V2 = '0.1.0+9aa0c01.20261123T061500Z';
const V3 = '0.1.0+3c4d5e6.20261124T080000Z';
const BUILD_TIMES = { [V1]: '2026-11-23T06:00:00.000Z', [V2]: '2026-11-23T06:15:00.000Z', [V3]: '2026-11-24T08:00:00.000Z' };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-configure-restart-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

const urls = (host) => APPS.map((app) => `${app}=https://${app}.${host}`).join(',');
const ENV = {
  CONSOLE_ENVIRONMENT: 'prod',
  CONSOLE_API_BASE_URL: 'https://api.example',
  CONSOLE_AUTH_REGION: 'us-east-1',
  CONSOLE_USER_POOL_ID: 'us-east-1_Pool',
  CONSOLE_USER_POOL_CLIENT_ID: 'client',
  CONSOLE_PROVIDER_WEBSITE: 'https://www.px.example',
  CONSOLE_CLIENT_SUCCESS_EMAIL: 'success@px.example',
  CONSOLE_FIRST_PORT: '18080',
};

/** A version of `app` on the origin, as `npm run package` publishes it. */
function publish(app, version) {
  const folder = path.join(dir, 'origin', app, version);
  fs.mkdirSync(folder, { recursive: true });
  const info = { version, commit: version.split('+')[1].split('.')[0], buildTime: BUILD_TIMES[version], runtime: '0.1.0' };
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { console: info } }));
  return info;
}

/** One start of the image: configure.mjs with CONSOLE_APP_URLS at `host`. */
async function start(host = 'console.example') {
  const { problems, settings } = originSettings({ ...ENV, CONSOLE_APP_URLS: urls(host), CONSOLE_DIR: dir }, dir);
  assert.deepEqual(problems, []);
  await configureOrigin(settings);
  return readRegistry(dir, 'prod');
}

const manifest = (app, version, host = 'console.example') => `https://${app}.${host}/${version}/mf-manifest.json`;

describe('configure.mjs on a restart', () => {
  for (const app of APPS) for (const version of [V1, V2]) publish(app, version);

  it('keeps a rollback and a canary made before the restart, and changes nothing else', async () => {
    const first = await start();
    for (const app of APPS) assert.equal((app === 'shell' ? first.shell : first.remotes[app]).version, V2, `${app} starts on the newest version`);

    // A rollback of billing to V1, and V1 as the stable build of platform ops with V2 as its canary.
    const info = (app, version) => ({ ...publish(app, version), manifest: manifest(app, version) });
    await changeRegistry({ dataDir: dir, environment: 'prod', action: 'rollback', plan: () => [{ app: 'mfe-billing', to: info('mfe-billing', V1) }] });
    await changeRegistry({ dataDir: dir, environment: 'prod', action: 'rollback', plan: () => [{ app: 'mfe-platform-ops', to: info('mfe-platform-ops', V1) }] });
    const canary = { ...info('mfe-platform-ops', V2), percent: 10, autoRollback: true, since: '2026-11-24T09:00:00.000Z' };
    await changeRegistry({ dataDir: dir, environment: 'prod', action: 'canary', plan: () => [{ app: 'mfe-platform-ops', to: { ...info('mfe-platform-ops', V1), canary } }] });
    const before = readRegistry(dir, 'prod');
    const linesBefore = readHistory(dir, 'prod').length;

    const after = await start();

    assert.deepEqual(after, before, 'the registry is as it was: billing on V1, platform ops on V1 with V2 to 10 % of users');
    assert.equal(after.remotes['mfe-billing'].version, V1);
    assert.deepEqual(after.remotes['mfe-platform-ops'].canary, canary);
    assert.equal(readHistory(dir, 'prod').length, linesBefore, 'no history line: nothing changed');
  });

  it('switches an app to a version the environment never had (an upgraded image), and only that app', async () => {
    const before = readRegistry(dir, 'prod');
    publish('mfe-billing', V3);

    const after = await start();

    assert.equal(after.remotes['mfe-billing'].version, V3);
    assert.equal(after.remotes['mfe-billing'].manifest, manifest('mfe-billing', V3));
    assert.deepEqual(after.remotes['mfe-platform-ops'], before.remotes['mfe-platform-ops'], 'the canary stays');
    assert.deepEqual(after.shell, before.shell);
    assert.deepEqual(readHistory(dir, 'prod').at(-1), { ...readHistory(dir, 'prod').at(-1), app: 'mfe-billing', from: V1, to: V3, action: 'start' });
  });

  it('points the kept builds, a canary included, at new CONSOLE_APP_URLS', async () => {
    const after = await start('console.example.org');

    assert.equal(after.remotes['mfe-platform-ops'].version, V1);
    assert.equal(after.remotes['mfe-platform-ops'].manifest, manifest('mfe-platform-ops', V1, 'console.example.org'));
    assert.equal(after.remotes['mfe-platform-ops'].canary.version, V2);
    assert.equal(after.remotes['mfe-platform-ops'].canary.manifest, manifest('mfe-platform-ops', V2, 'console.example.org'));
    assert.equal(after.remotes['mfe-billing'].manifest, manifest('mfe-billing', V3, 'console.example.org'));
  });

  it('falls back to the newest version when the one the registry names is no longer on the origin', async () => {
    fs.rmSync(path.join(dir, 'origin', 'mfe-platform-ops', V1), { recursive: true });

    const after = await start('console.example.org');

    assert.equal(after.remotes['mfe-platform-ops'].version, V2);
    assert.equal(after.remotes['mfe-platform-ops'].canary, undefined);
  });
});
