/**
 * The remote dev loop (`npm run dev -w <remote>`), in a temporary clone of the repository (its
 * sources are edited) whose apps are the repository's builds, at port offset +600:
 * - with the console running, the dev command serves mfe-billing from its dev server inside the
 *   console at the shell's port: a saved edit is on screen without reloading by hand or restarting
 *   the shell; Ctrl+C puts the build back (registry, history, screen);
 * - a dev port taken by another process is refused with one line;
 * - with nothing running, the same command starts local Cognito and the API and reaches a signed-in
 *   billing page standalone.
 * Prints the time from the dev command to the first page and from a save to the change on screen.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../build-all.mjs';
import { APPS, DEMO_PASSWORD, ROOT, stackConfig } from '../lib/stack-config.mjs';
import { launch, newPage } from '../../e2e/lib/chromium.mjs';
import { printed, runKept } from './support/processes.mjs';

const OFFSET = 600;
const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'px-dev-loop-'));
const stack = stackConfig({ offset: OFFSET, dataDir: path.join(clone, '.data') });
const devUrl = `http://localhost:${3001 + OFFSET + 50}`;
const billingUrl = `http://localhost:${3001 + OFFSET}`;
/** A visible string of a billing screen (the clients grid's column title) and its edit. */
const VISIBLE = 'Days Awaiting Payment';
const EDITED = 'Days Awaiting Payment (edited)';

/** A process of the clone, started in its own process group as a terminal would; output kept. */
const run = (args, env = {}) => runKept('npm', args, { cwd: clone, env: { PORT_OFFSET: String(OFFSET), ...env } });

/** Whether any process of the group `pgid` is still there. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ctrl+C in the terminal: SIGINT to the process group. Resolves once every process of the group has
 * exited (npm itself ends on the signal; the command under it cleans up first), with whether the
 * command printed an error.
 */
async function interrupt(child) {
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGINT');
  await child.exited;
  for (let i = 0; i < 150 && groupAlive(child.pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(groupAlive(child.pid), false, 'every process of the command exited within 15 s of Ctrl+C');
  return { errors: child.output.split('\n').filter((line) => /^(error|Error)\b|\bat .*\.m?js:\d+/.test(line)) };
}

const registry = async () => (await fetch(`${stack.shellUrl}/registry.json`)).json();
const history = () =>
  fs
    .readFileSync(path.join(stack.dataDir, 'registry', 'local.history.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/** The billing source file that holds the visible string. */
function sourceWithVisibleString() {
  const found = execFileSync('grep', ['-rl', `'${VISIBLE}'`, path.join(clone, 'mfe-billing', 'src')], { encoding: 'utf8' }).split('\n').filter((file) => file && !file.includes('.test.'));
  assert.equal(found.length, 1, `one billing source names '${VISIBLE}': ${found.join(', ')}`);
  return found[0];
}

let consoleProcess;
let browser;
before(async () => {
  // The clone runs the repository's builds (built here when they are missing or stale).
  await buildAll({ ifStale: true });
  execFileSync('git', ['clone', '-q', ROOT, clone]);
  for (const dir of ['.', ...APPS.map((app) => app.name), 'shared-kit', 'platform-api', 'scripts', 'e2e']) {
    const modules = path.join(ROOT, dir, 'node_modules');
    if (fs.existsSync(modules)) fs.symlinkSync(modules, path.join(clone, dir, 'node_modules'));
  }
  for (const app of APPS) fs.cpSync(path.join(ROOT, app.name, 'dist'), path.join(clone, app.name, 'dist'), { recursive: true });
  consoleProcess = run(['start', '--', '--no-build', '--offset', String(OFFSET)]);
  await printed(consoleProcess, 'PX-STACK-READY', 240_000);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (consoleProcess) await interrupt(consoleProcess);
  fs.rmSync(clone, { recursive: true, force: true });
});

describe('npm run dev -w mfe-billing', { timeout: 600_000 }, () => {
  it('inside the running console: billing from sources at the shell port, a save on screen within 15 s, the build back on Ctrl+C', async () => {
    const built = (await registry()).remotes['mfe-billing'];
    assert.equal(built.dev, undefined);

    const commandStart = Date.now();
    const dev = run(['run', 'dev', '-w', 'mfe-billing']);
    await printed(dev, 'PX-DEV-READY', 180_000);
    const entry = (await registry()).remotes['mfe-billing'];
    assert.equal(entry.manifest, `${devUrl}/mf-manifest.json`);
    assert.equal(entry.dev.restores.version, built.version);
    assert.notEqual(entry.version, built.version);
    // The remote's own server keeps serving its build meanwhile.
    assert.equal((await (await fetch(`${billingUrl}/mf-manifest.json`)).json()).metaData.console.version, built.version);

    const page = await newPage(browser);
    await page.goto(`${stack.shellUrl}/`);
    await page.getByLabel('Email').fill('finance@px.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const grid = page.getByRole('main');
    await grid.getByRole('columnheader', { name: VISIBLE }).first().waitFor({ timeout: 60_000 });
    const firstPageMs = Date.now() - commandStart;

    const file = sourceWithVisibleString();
    const saved = Date.now();
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`'${VISIBLE}'`, `'${EDITED}'`));
    // Live reload: the console's page reloads itself and shows the change.
    await grid.getByRole('columnheader', { name: EDITED }).first().waitFor({ timeout: 15_000 });
    const saveToScreenMs = Date.now() - saved;
    assert.equal(new URL(page.url()).origin, stack.shellUrl);

    assert.deepEqual((await interrupt(dev)).errors, []);
    assert.match(dev.output, new RegExp(`mfe-billing back to its build ${built.version.replaceAll('.', '\\.').replaceAll('+', '\\+')} in the console`));
    const back = (await registry()).remotes['mfe-billing'];
    assert.equal(back.version, built.version);
    assert.equal(back.manifest, built.manifest);
    assert.equal(back.dev, undefined);
    const lines = history().slice(-2);
    assert.deepEqual(
      lines.map(({ app, from, to, action }) => ({ app, from, to, action })),
      [
        { app: 'mfe-billing', from: built.version, to: entry.version, action: 'dev' },
        { app: 'mfe-billing', from: entry.version, to: built.version, action: 'dev-end' },
      ],
    );
    await page.reload();
    await grid.getByRole('columnheader', { name: VISIBLE }).first().waitFor({ timeout: 30_000 });
    assert.equal(await grid.getByRole('columnheader', { name: EDITED }).count(), 0);
    await page.context().close();
    console.log(`dev loop: dev command to first page ${(firstPageMs / 1000).toFixed(1)} s, save to change on screen ${(saveToScreenMs / 1000).toFixed(1)} s`);
  });

  it('refuses a dev port taken by another process with one line, the registry unchanged', async () => {
    const before = await registry();
    const blocker = net.createServer().listen(3001 + OFFSET + 50, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const dev = run(['run', 'dev', '-w', 'mfe-billing']);
      assert.notEqual(await dev.exited, 0);
      assert.match(dev.output, new RegExp(`^port ${3001 + OFFSET + 50} \\(mfe-billing dev server\\) is taken by another process; stop it first$`, 'm'));
      assert.doesNotMatch(dev.output, /\n\s+at /);
      assert.deepEqual(await registry(), before);
    } finally {
      blocker.close();
    }
  });

  it('with nothing running: starts local Cognito and the API and reaches a signed-in billing page standalone', async () => {
    assert.deepEqual((await interrupt(consoleProcess)).errors, []);
    const commandStart = Date.now();
    const dev = run(['run', 'dev', '-w', 'mfe-billing']);
    try {
      await printed(dev, 'PX-DEV-READY', 240_000);
      const page = await newPage(browser);
      await page.goto(`${devUrl}/clients`);
      const signIn = page.locator('.ant-card', { hasText: 'Dev sign-in (standalone remote)' });
      await signIn.getByLabel('Email').fill('finance@px.local');
      await signIn.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      // The edit of the first test is still in the clone's sources.
      const main = page.getByRole('main');
      await main.getByRole('columnheader', { name: EDITED }).first().waitFor({ timeout: 60_000 });
      await main.locator('.ant-table-tbody .ant-table-row').first().waitFor({ timeout: 30_000 });
      console.log(`standalone dev: command to signed-in billing page ${((Date.now() - commandStart) / 1000).toFixed(1)} s`);
      await page.context().close();
    } finally {
      assert.deepEqual((await interrupt(dev)).errors, []);
    }
  });
});
