// The canary check (docs/operations.md#canary-releases): it drops a canary deployed with
// --auto-rollback when the rule says so, recording why in the registry's history and the action
// log, and leaves every other registry byte for byte.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { runCanaryCheck } from '../../src/canary/canary-check.js';
import type { RemoteRegistry } from '../../src/contract.js';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../support/test-app.js';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const STABLE = '0.1.0+1d2b2fc.20261123T060512Z';
const CANARY = '0.1.0+9aa0c01.20261124T070000Z';
const build = (version: string) => ({ version, commit: version.slice(6, 13), buildTime: '2026-11-23T06:05:12.000Z', runtime: '0.1.0', manifest: `http://localhost:3001/${version}/mf-manifest.json` });

let t: TestApp;
let dir: string;
let registryFile: string;
let historyFile: string;
const logged: unknown[] = [];
const log = { info: (entry: unknown) => logged.push(entry), warn: (entry: unknown) => logged.push(entry) };

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.query('delete from remote_telemetry');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-canary-check-'));
  registryFile = path.join(dir, 'local.json');
  historyFile = path.join(dir, 'local.history.jsonl');
  logged.length = 0;
  entriesBefore = 0;
  entriesBefore = (await actionEntries()).length;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A registry whose mfe-billing runs STABLE with the canary CANARY at 10 %, deployed `sinceMinutes` ago. */
function writeRegistry({ autoRollback = true, sinceMinutes = 60 } = {}): RemoteRegistry {
  const registry: RemoteRegistry = {
    environment: 'local',
    revision: 7,
    updatedAt: '2026-11-24T10:00:00.000Z',
    shell: build(STABLE),
    remotes: {
      'mfe-billing': { ...build(STABLE), canary: { ...build(CANARY), percent: 10, autoRollback, since: new Date(NOW.getTime() - sinceMinutes * 60_000).toISOString() } },
      'mfe-org-admin': build(STABLE),
    },
  };
  fs.writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
  fs.writeFileSync(historyFile, '{"at":"2026-11-24T10:00:00.000Z","by":"ci","app":"mfe-billing","from":"x","to":"y","action":"canary","percent":10}\n');
  return registry;
}

/** `count` events of `kind` of a mfe-billing build, `minutesAgo` minutes before NOW. */
async function events(version: string, kind: string, count: number, minutesAgo = 5): Promise<void> {
  const at = new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
  for (let index = 0; index < count; index += 1) {
    await t.database.db.query('insert into remote_telemetry (at, remote, version, kind) values ($1, $2, $3, $4)', [at, 'mfe-billing', version, kind]);
  }
}

const check = () => runCanaryCheck({ db: t.database.db, registryFile, now: () => NOW, log });
/** The check's action-log entries written by the current test (the log is append-only: earlier tests' stay). */
let entriesBefore = 0;
const actionEntries = async () =>
  (
    await t.database.db.query<{ actor: string; area: string; endpoint: string; action: string; targets: string[]; changes: unknown; note: string }>(
      `select actor_email as actor, area, endpoint, action, target_ids as targets, changes, note from action_log where endpoint = 'canaryCheck' order by id`,
    )
  ).rows.slice(entriesBefore);

describe('the canary check', () => {
  it('drops a failing canary: registry, history line with the reason, action-log entry', async () => {
    const before = writeRegistry();
    await events(CANARY, 'page-view', 20);
    await events(CANARY, 'boundary', 12);
    await events(CANARY, 'chunk-load', 8);
    await events(STABLE, 'page-view', 40);
    await events(STABLE, 'api-5xx', 1);
    const [outcome] = await check();
    const reason =
      `canary ${CANARY}: 100.0 errors per 100 page views (20 in 20 page views), stable ${STABLE}: 2.5 (1 in 40 page views) over the last 30 minutes: more than 5 points above the stable build`;
    expect(outcome?.verdict).toEqual({ rollBack: true, reason });

    const after = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as RemoteRegistry;
    expect(after).toEqual({ ...before, revision: 8, updatedAt: NOW.toISOString(), remotes: { 'mfe-billing': build(STABLE), 'mfe-org-admin': build(STABLE) } });
    const history = fs.readFileSync(historyFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as unknown);
    expect(history).toHaveLength(2);
    expect(history[1]).toEqual({ at: NOW.toISOString(), by: 'platform-api', app: 'mfe-billing', from: CANARY, to: STABLE, action: 'auto-rollback', reason });
    expect(await actionEntries()).toEqual([
      {
        actor: 'platform-api',
        area: 'remote-releases',
        endpoint: 'canaryCheck',
        action: 'CANARY_ROLLED_BACK',
        targets: ['mfe-billing', CANARY],
        changes: { 'mfe-billing': { from: CANARY, to: STABLE } },
        note: reason,
      },
    ]);
    // No lock or temporary file is left beside the registry.
    expect(fs.readdirSync(dir).sort()).toEqual(['local.history.jsonl', 'local.json']);

    // The next run finds no canary: nothing more is written.
    const text = fs.readFileSync(registryFile, 'utf8');
    expect(await check()).toEqual([]);
    expect(fs.readFileSync(registryFile, 'utf8')).toBe(text);
  });

  it('leaves a canary deployed without --auto-rollback, however it fails', async () => {
    writeRegistry({ autoRollback: false });
    const registryBefore = fs.readFileSync(registryFile);
    const historyBefore = fs.readFileSync(historyFile);
    await events(CANARY, 'page-view', 30);
    await events(CANARY, 'error', 30);
    expect(await check()).toEqual([]);
    expect(fs.readFileSync(registryFile)).toEqual(registryBefore);
    expect(fs.readFileSync(historyFile)).toEqual(historyBefore);
    expect(await actionEntries()).toEqual([]);
  });

  it('keeps a canary with too few page views, and counts only what happened since it was deployed, within 30 minutes', async () => {
    writeRegistry({ sinceMinutes: 10 });
    const registryBefore = fs.readFileSync(registryFile);
    // 19 page views with errors after the deploy; 10 more before it, 40 more before the window.
    await events(CANARY, 'page-view', 19, 5);
    await events(CANARY, 'error', 19, 5);
    await events(CANARY, 'page-view', 10, 15);
    await events(CANARY, 'page-view', 40, 45);
    const [outcome] = await check();
    expect(outcome?.canary).toEqual({ version: CANARY, pageViews: 19, errors: 19 });
    expect(outcome?.verdict.rollBack).toBe(false);
    expect(fs.readFileSync(registryFile)).toEqual(registryBefore);
  });

  it('keeps a canary whose error rate is within 5 points of the stable build', async () => {
    writeRegistry();
    const registryBefore = fs.readFileSync(registryFile);
    await events(CANARY, 'page-view', 20);
    await events(CANARY, 'error', 3);
    await events(STABLE, 'page-view', 20);
    await events(STABLE, 'error', 2);
    const [outcome] = await check();
    expect(outcome?.verdict.rollBack).toBe(false);
    expect(fs.readFileSync(registryFile)).toEqual(registryBefore);
  });

  it('waits for a deploy holding the registry lock, then drops the canary the registry still names', async () => {
    writeRegistry();
    await events(CANARY, 'page-view', 20);
    await events(CANARY, 'error', 20);
    const release = await lockfile.lock(registryFile, { realpath: false });
    let done = false;
    const running = check().then((outcomes) => {
      done = true;
      return outcomes;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(done).toBe(false);
    // Meanwhile the deploy promoted nothing: the canary is still there when the lock is free.
    await release();
    const [outcome] = await running;
    expect(outcome?.dropped?.action).toBe('auto-rollback');
  });

  it('writes nothing when the canary was replaced while it was being judged', async () => {
    writeRegistry();
    await events(CANARY, 'page-view', 20);
    await events(CANARY, 'error', 20);
    const release = await lockfile.lock(registryFile, { realpath: false });
    const running = check();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A deploy of another canary, under the lock.
    const replaced = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as RemoteRegistry;
    replaced.remotes['mfe-billing']!.canary!.version = '0.1.0+aaaaaaa.20261124T113000Z';
    fs.writeFileSync(registryFile, JSON.stringify(replaced));
    const text = fs.readFileSync(registryFile, 'utf8');
    await release();
    const [outcome] = await running;
    expect(outcome?.verdict.rollBack).toBe(true);
    expect(outcome?.dropped).toBeNull();
    expect(fs.readFileSync(registryFile, 'utf8')).toBe(text);
    expect(await actionEntries()).toEqual([]);
  });

  it('deletes telemetry older than 7 days, with or without a registry file', async () => {
    await events(STABLE, 'page-view', 2, 7 * 24 * 60 + 1);
    await events(STABLE, 'page-view', 3, 7 * 24 * 60 - 1);
    expect(await runCanaryCheck({ db: t.database.db, registryFile: null, now: () => NOW, log })).toEqual([]);
    const { rows } = await t.database.db.query<{ n: number }>('select count(*)::int as n from remote_telemetry');
    expect(rows[0]?.n).toBe(3);
  });
});
