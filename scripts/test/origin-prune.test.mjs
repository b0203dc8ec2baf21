import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { changeRegistry, historyFile, readRegistry, registryFile } from '../lib/registry.mjs';
import { rollbackTarget, switchApp } from '../lib/deploy.mjs';
import { originDir, publish } from '../lib/origin.mjs';
import { planPrune, pruneOrigin } from '../lib/prune.mjs';

const ENV = 'local';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Billing versions V[0]..V[10], built an hour apart on Nov 20 (10:00 to 20:00 UTC). */
const V = Array.from({ length: 11 }, (_, i) => `0.1.0+1d2b2fc.20261120T${10 + i}0000Z`);
const buildTimeOf = (version) => {
  const [, y, mo, d, h, mi, s] = version.match(/\.(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
};
const S1 = '0.1.0+1d2b2fc.20261119T090000Z';
const S2 = '0.1.0+9aa0c01.20261119T100000Z';

let dataDir;
let server;
let serverUrl;
/** What pruneOrigin printed. */
let printed;

/** A built folder as webpack writes it, with the build info its manifest records. */
function fakeBuild(version) {
  const dir = fs.mkdtempSync(path.join(dataDir, 'build-'));
  const build = { version, commit: version.split('+')[1].split('.')[0], buildTime: buildTimeOf(version), runtime: '0.1.0' };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'x', metaData: { console: build } }));
  fs.writeFileSync(path.join(dir, 'main.3f2a9c1d.js'), `/* ${version} */`);
  return dir;
}

/** Publishes a fake build of `app` and dates its publication `publishedAt` (ms; now by default). */
function published(version, { app = 'mfe-billing', publishedAt } = {}) {
  const build = publish({ dataDir, app, from: fakeBuild(version), move: true });
  if (publishedAt !== undefined) fs.utimesSync(path.join(originDir(dataDir, app), version), new Date(publishedAt), new Date(publishedAt));
  return build;
}

const entryOf = (app, build) => {
  const { version, commit, buildTime, runtime } = build;
  return app === 'shell' ? { version, commit, buildTime, runtime } : { version, commit, buildTime, runtime, manifest: `${serverUrl}/${version}/mf-manifest.json` };
};
const change = (action, ...apps) => changeRegistry({ dataDir, environment: ENV, action, plan: () => apps.map(([app, build]) => ({ app, to: entryOf(app, build) })) });
const deploy = (version) => change('deploy', ['mfe-billing', { version, commit: '1d2b2fc', buildTime: buildTimeOf(version), runtime: '0.1.0' }]);

// Beside the version folders: the link to the served one and the shell's chunk links (scripts/lib/served-files.mjs).
const onOrigin = (app = 'mfe-billing') => fs.readdirSync(originDir(dataDir, app)).filter((name) => name !== 'current' && name !== 'chunks').sort();
const prune = (options = {}) =>
  pruneOrigin({ dataDir, environment: ENV, log: (line) => printed.push(line), warn: (line) => printed.push(`warn: ${line}`), ...options });

before(async () => {
  // The app's server: a version's files answer 200 while its folder is on the origin.
  server = http.createServer((request, response) => {
    const file = path.join(originDir(dataDir, 'mfe-billing'), decodeURIComponent(request.url));
    const found = fs.existsSync(file);
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(found ? fs.readFileSync(file) : '{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-prune-'));
  printed = [];
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  delete process.env.CONSOLE_KEEP_VERSIONS;
});

/**
 * A month from now: the shell S1, S2 (deployed) and billing V0..V9 were published and deployed a
 * month ago (start at V1, then deploys of V2 to V9; V0 never deployed), V10 published 2 hours ago
 * and not deployed.
 */
async function monthOfDeploys() {
  const now = Date.now() + 30 * DAY;
  published(S1, { app: 'shell' });
  const shell = published(S2, { app: 'shell' });
  const builds = V.slice(0, 10).map((version) => published(version));
  published(V[10], { publishedAt: now - 2 * HOUR });
  await change('start', ['shell', shell], ['mfe-billing', builds[1]]);
  for (const build of builds.slice(2)) await deploy(build.version);
  return now;
}

describe('pruning the origin', () => {
  it('keeps the deployed version, the last 5 versions of the history and those published in the last 24 h; deletes the rest, one line each', async () => {
    const now = await monthOfDeploys();
    const registryBefore = fs.readFileSync(registryFile(dataDir, ENV));
    const historyBefore = fs.readFileSync(historyFile(dataDir, ENV));

    const result = await prune({ now });

    assert.deepEqual(printed, [`pruned mfe-billing ${V[0]}`, `pruned mfe-billing ${V[1]}`, `pruned mfe-billing ${V[2]}`, `pruned mfe-billing ${V[3]}`, `pruned mfe-billing ${V[4]}`, `pruned shell ${S1}`]);
    assert.deepEqual(onOrigin(), [V[5], V[6], V[7], V[8], V[9], V[10]]);
    assert.deepEqual(onOrigin('shell'), [S2]);
    assert.equal(result.removed.length, 6);
    assert.deepEqual(result.failed, []);
    // Pruning reads the registry and its history, never writes them.
    assert.deepEqual(fs.readFileSync(registryFile(dataDir, ENV)), registryBefore);
    assert.deepEqual(fs.readFileSync(historyFile(dataDir, ENV)), historyBefore);
    assert.deepEqual(fs.readdirSync(path.dirname(registryFile(dataDir, ENV))).sort(), ['local.history.jsonl', 'local.json', 'local.remotes.json']);

    // Once pruned, a second prune finds nothing to delete.
    printed = [];
    await prune({ now });
    assert.deepEqual(printed, []);
  });

  it('keeps CONSOLE_KEEP_VERSIONS versions of the history, and prunes nothing when it is not a whole number of at least 1', async () => {
    const now = await monthOfDeploys();
    for (const bad of ['two', '0', '2.5']) {
      process.env.CONSOLE_KEEP_VERSIONS = bad;
      const result = await prune({ now });
      assert.equal(result.skipped, `CONSOLE_KEEP_VERSIONS must be a whole number of at least 1, not '${bad}'`);
    }
    assert.deepEqual(printed, ['two', '0', '2.5'].map((bad) => `warn: pruning skipped: CONSOLE_KEEP_VERSIONS must be a whole number of at least 1, not '${bad}'`));
    assert.equal(onOrigin().length, 11);

    printed = [];
    process.env.CONSOLE_KEEP_VERSIONS = '2';
    await prune({ now });
    assert.deepEqual(onOrigin(), [V[8], V[9], V[10]]);
    assert.deepEqual(onOrigin('shell'), [S2]);
    assert.equal(printed.length, 9);
  });

  it('leaves rollback its target: back to the previous version, then the one before, and a pruned version is refused', async () => {
    const now = await monthOfDeploys();
    await prune({ now });

    const rollback = async () => {
      const target = rollbackTarget({ dataDir, registry: readRegistry(dataDir, ENV), app: 'mfe-billing' });
      await switchApp({ dataDir, environment: ENV, app: 'mfe-billing', appUrl: serverUrl, target, action: 'rollback' });
      return readRegistry(dataDir, ENV).remotes['mfe-billing'].version;
    };
    assert.equal(await rollback(), V[8]);
    assert.equal(await rollback(), V[7]);
    assert.throws(() => rollbackTarget({ dataDir, registry: readRegistry(dataDir, ENV), app: 'mfe-billing', to: V[3] }), {
      name: 'RegistryRefusal',
      message: `mfe-billing ${V[3]} is not kept on the origin (kept: ${[V[5], V[6], V[7], V[8], V[9], V[10]].join(', ')}); the registry is unchanged`,
    });

    // The rollbacks are history too: V9 and V8, left by them, stay among the last 5.
    printed = [];
    await prune({ now });
    assert.deepEqual(printed, []);
    assert.deepEqual(onOrigin(), [V[5], V[6], V[7], V[8], V[9], V[10]]);
  });

  it('keeps for 24 h a version a registry change named, and one published, whatever N', async () => {
    const t = Date.now();
    const builds = [V[1], V[2], V[3]].map((version) => published(version, { publishedAt: t - 10 * DAY }));
    await change('start', ['shell', builds[0]], ['mfe-billing', builds[0]]);
    await deploy(V[2]);
    await deploy(V[3]);
    published(V[4], { publishedAt: t });
    published(V[5], { publishedAt: t - 2 * HOUR });

    // 23 h after the deploys: V1 and V2 were deployed 23 h ago, V4 published 23 h ago.
    await prune({ now: t + 23 * HOUR, keep: 1, apps: ['mfe-billing'] });
    assert.deepEqual(printed, [`pruned mfe-billing ${V[5]}`]);

    // 25 h after: only the deployed V3, which is also the last version of the history.
    printed = [];
    await prune({ now: t + 25 * HOUR, keep: 1, apps: ['mfe-billing'] });
    assert.deepEqual(printed, [`pruned mfe-billing ${V[1]}`, `pruned mfe-billing ${V[2]}`, `pruned mfe-billing ${V[4]}`]);
    assert.deepEqual(onOrigin(), [V[3]]);
  });

  it('waits for a registry change in progress: the version it switches to is kept', async () => {
    const t = Date.now();
    const builds = [V[1], V[2], V[3]].map((version) => published(version, { publishedAt: t - 10 * DAY }));
    await change('start', ['shell', builds[0]], ['mfe-billing', builds[0]]);
    await deploy(V[2]);
    await deploy(V[3]);

    let open;
    const gate = new Promise((resolve) => (open = resolve));
    let planned;
    const planning = new Promise((resolve) => (planned = resolve));
    const rollingBack = changeRegistry({
      dataDir,
      environment: ENV,
      action: 'rollback',
      plan: async () => {
        planned();
        await gate;
        return [{ app: 'mfe-billing', to: entryOf('mfe-billing', builds[0]) }];
      },
    });
    await planning;
    // Read before the rollback, the registry names V3 and V1 would go.
    const pruning = prune({ now: t + 2 * DAY, keep: 1, apps: ['mfe-billing'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(onOrigin(), [V[1], V[2], V[3]]);
    open();
    await rollingBack;
    await pruning;
    assert.deepEqual(readRegistry(dataDir, ENV).remotes['mfe-billing'].version, V[1]);
    assert.deepEqual(printed, [`pruned mfe-billing ${V[2]}`, `pruned mfe-billing ${V[3]}`]);
  });

  it('reports a folder it cannot delete and prunes the others', async () => {
    const now = await monthOfDeploys();
    const result = await prune({
      now,
      apps: ['mfe-billing'],
      remove: (dir, app, version) => {
        if (version === V[2]) throw new Error(`EBUSY: resource busy or locked, rename '${version}'`);
        fs.rmSync(path.join(originDir(dir, app), version), { recursive: true });
      },
    });
    assert.deepEqual(printed, [
      `pruned mfe-billing ${V[0]}`,
      `pruned mfe-billing ${V[1]}`,
      `warn: could not prune mfe-billing ${V[2]}: EBUSY: resource busy or locked, rename '${V[2]}'`,
      `pruned mfe-billing ${V[3]}`,
      `pruned mfe-billing ${V[4]}`,
    ]);
    assert.deepEqual(result.failed, [{ app: 'mfe-billing', version: V[2], message: `EBUSY: resource busy or locked, rename '${V[2]}'` }]);
    assert.deepEqual(onOrigin(), [V[2], V[5], V[6], V[7], V[8], V[9], V[10]]);
  });

  it('deletes nothing before the environment has a registry', async () => {
    published(V[1], { publishedAt: 0 });
    const result = await prune({ now: Date.now() + 30 * DAY });
    assert.equal(result.skipped, `no local registry in ${dataDir}`);
    assert.deepEqual(onOrigin(), [V[1]]);
  });

  it("leaves the shell's links only to the hashed files of kept versions, and the current link on the deployed one", async () => {
    const shellBuild = (version, chunk) => {
      const dir = fakeBuild(version);
      fs.writeFileSync(path.join(dir, chunk), `/* ${chunk} */`);
      return publish({ dataDir, app: 'shell', from: dir, move: true });
    };
    const s1 = shellBuild(S1, '7.0a0a0a0a.js');
    const s2 = shellBuild(S2, '8.0b0b0b0b.js');
    await change('start', ['shell', s1]);
    await change('deploy', ['shell', s2]);
    const shellDir = originDir(dataDir, 'shell');
    const chunks = path.join(shellDir, 'chunks');
    // A tab opened before the deploy finds S1's chunk at the root, through the links.
    assert.equal(fs.readFileSync(path.join(chunks, '7.0a0a0a0a.js'), 'utf8'), '/* 7.0a0a0a0a.js */');
    assert.equal(fs.readFileSync(path.join(chunks, '8.0b0b0b0b.js'), 'utf8'), '/* 8.0b0b0b0b.js */');
    assert.equal(fs.readlinkSync(path.join(shellDir, 'current')), S2);
    await prune({ now: Date.now() + 30 * DAY, keep: 1, apps: ['shell'] });
    assert.deepEqual(onOrigin('shell'), [S2]);
    assert.deepEqual(fs.readdirSync(chunks).sort(), ['8.0b0b0b0b.js', 'main.3f2a9c1d.js']);
    assert.equal(fs.readFileSync(path.join(chunks, 'main.3f2a9c1d.js'), 'utf8'), `/* ${S2} */`);
    assert.equal(fs.readlinkSync(path.join(shellDir, 'current')), S2);
  });

  it('deletes a version whole: nothing of it stays in the app folder', async () => {
    const now = await monthOfDeploys();
    await prune({ now, apps: ['mfe-billing'] });
    // Beside the version folders only the link to the served one (scripts/lib/served-files.mjs).
    assert.ok(fs.readdirSync(originDir(dataDir, 'mfe-billing')).every((name) => V.includes(name) || name === 'current'));
  });
});

describe('which versions pruning keeps', () => {
  const old = (version) => ({ version, publishedAt: 0 });
  const now = Date.parse('2026-12-20T00:00:00Z');
  const line = (action, from, to) => ({ at: '2026-11-20T12:00:00.000Z', by: 'ci', app: 'mfe-billing', from, to, action });
  const build = (version) => ({ version, commit: '1d2b2fc', buildTime: buildTimeOf(version), runtime: '0.1.0', manifest: `x/${version}` });
  const D1 = '0.1.0+1d2b2fc-dirty.20261120T213000Z';
  const D2 = '0.1.0+1d2b2fc-dirty.20261120T220000Z';
  const devRegistry = (restores, dev = D2) => ({ shell: build(S1), remotes: { 'mfe-billing': { ...build(dev), dev: { url: 'http://localhost:3051', pid: 1, restores: build(restores) } } } });

  it('keeps the version the registry names, with no history at all', () => {
    const registry = { shell: build(S1), remotes: { 'mfe-billing': build(V[2]) } };
    const plan = planPrune({ app: 'mfe-billing', published: [V[1], V[2], V[3]].map(old), registries: [registry], histories: [[]], keep: 5, now });
    assert.deepEqual(plan, { kept: [V[2]], removed: [V[1], V[3]] });
    assert.deepEqual(planPrune({ app: 'shell', published: [S1, S2].map(old), registries: [registry], histories: [[]], keep: 5, now }), { kept: [S1], removed: [S2] });
  });

  it('keeps the build a dev entry restores, with no history at all', () => {
    const plan = planPrune({ app: 'mfe-billing', published: [V[1], V[2], V[3]].map(old), registries: [devRegistry(V[2])], histories: [[]], keep: 5, now });
    assert.deepEqual(plan, { kept: [V[2]], removed: [V[1], V[3]] });
  });

  it("keeps a remote's canary beside its stable build, with no history at all", () => {
    const registry = { shell: build(S1), remotes: { 'mfe-billing': { ...build(V[1]), canary: { ...build(V[3]), percent: 10, autoRollback: false, since: '2026-12-19T00:00:00.000Z' } } } };
    const plan = planPrune({ app: 'mfe-billing', published: [V[1], V[2], V[3], V[4]].map(old), registries: [registry], histories: [[]], keep: 5, now });
    assert.deepEqual(plan, { kept: [V[1], V[3]], removed: [V[2], V[4]] });
  });

  it("gives a dev server's versions no place among the last N of the history", () => {
    const history = [line('start', null, V[1]), line('deploy', V[1], V[2]), line('deploy', V[2], V[3]), line('dev', V[3], D1), line('dev-end', D1, V[3]), line('dev', V[3], D2)];
    const plan = planPrune({ app: 'mfe-billing', published: [V[1], V[2], V[3], V[4]].map(old), registries: [devRegistry(V[3])], histories: [history], keep: 2, now });
    assert.deepEqual(plan, { kept: [V[2], V[3]], removed: [V[1], V[4]] });
  });

  it("keeps what any environment's registry and history of the data dir need", () => {
    const plan = planPrune({
      app: 'mfe-billing',
      published: [V[1], V[2], V[3], V[4], V[5]].map(old),
      registries: [{ shell: build(S1), remotes: { 'mfe-billing': build(V[1]) } }, { shell: build(S1), remotes: { 'mfe-billing': build(V[4]) } }],
      histories: [[line('start', null, V[1])], [line('deploy', V[3], V[4])]],
      keep: 1,
      now,
    });
    assert.deepEqual(plan, { kept: [V[1], V[4]], removed: [V[2], V[3], V[5]] });
  });
});
