// A database that cannot be used at start is one clear line on stderr and exit code 1, without a
// stack trace (docs/operations.md#database-loss).
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runApiProcess } from '../support/api-process.js';

jest.setTimeout(120_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'api-startup-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A local port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

const lines = (output: string) => output.split('\n').filter((line) => line.trim() !== '');

it('a Postgres server that cannot be reached: one line naming it (password hidden), exit 1', async () => {
  const port = await closedPort();
  const { code, output } = await runApiProcess({ DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/px` });
  expect(code).toBe(1);
  expect(lines(output)).toEqual([
    `platform-api cannot start: The database server at postgres://app:***@127.0.0.1:${port}/px (DATABASE_URL) cannot be reached: connect ECONNREFUSED 127.0.0.1:${port}`,
  ]);
});

it('an embedded database directory that is a file: one line naming it, exit 1', async () => {
  const file = path.join(dir, 'not-a-directory');
  writeFileSync(file, 'x');
  const { code, output } = await runApiProcess({ PGLITE_DIR: file });
  expect(code).toBe(1);
  expect(lines(output)).toEqual([`platform-api cannot start: The embedded database cannot use its data directory ${file} (PGLITE_DIR): it is not a directory`]);
});

it('an embedded database directory holding something else than a database: one line naming it, exit 1', async () => {
  const garbage = path.join(dir, 'garbage');
  mkdirSync(path.join(garbage, 'base'), { recursive: true });
  writeFileSync(path.join(garbage, 'PG_VERSION'), 'not a version\n');
  writeFileSync(path.join(garbage, 'global'), 'junk');
  const { code, output } = await runApiProcess({ PGLITE_DIR: garbage });
  expect(code).toBe(1);
  expect(lines(output)).toEqual([`platform-api cannot start: The embedded database cannot be opened in ${garbage} (PGLITE_DIR): PGlite failed to initialize properly`]);
});
