// With DATABASE_URL, Postgres going away does not end the API process: requests that need the
// database answer 503 with a plain message, /readyz answers 503 naming the database, and the same
// process serves again by itself when the database is back (docs/operations.md#database-loss).
// The database is one of this test's own (a database created for it on the Postgres server), reached
// through a TCP proxy the test cuts and restores; the server itself is never stopped.
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/db/database-errors.js';
import { startApiProcess, type ApiProcess } from '../support/api-process.js';
import { testDatabaseUrl } from '../support/test-database.js';

jest.setTimeout(180_000);

const SERVER_URL = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
const upstream = new URL(SERVER_URL);

/** A TCP proxy to the Postgres server that can be cut (every connection dropped, nothing accepted) and restored on the same port. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const server = connect(Number(upstream.port || 5432), upstream.hostname);
      for (const socket of [client, server]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(server).pipe(client);
      client.on('close', () => server.destroy());
      server.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const proxy = new CuttableProxy();
const database = `ops_loss_${randomBytes(4).toString('hex')}`;
let api: ApiProcess;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${database}`);
  await proxy.open();
  const url = new URL(SERVER_URL);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${database}`;
  api = await startApiProcess({ DATABASE_URL: url.toString() });
}, 120_000);

afterAll(async () => {
  if (api && api.child.exitCode === null) {
    api.child.kill('SIGKILL');
    await api.exited;
  }
  await proxy.cut();
  await admin(`drop database if exists ${database} with (force)`);
});

/**
 * `fetch`, sent once more when its kept-alive connection was reset without an answer (the server
 * closing an idle socket as the request goes out, which a loaded machine makes likely). Every call
 * of this test only reads, so asking again changes nothing.
 */
async function fetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await globalThis.fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return globalThis.fetch(url, init);
  }
}

/** A public route that reads the database: an unknown invitation answers 404 while the database answers. */
const verifyInvitation = () =>
  fetch(`${api.url}/pxns/invitation/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ invitationCode: 'no-such-code', user: 'nobody' }),
    signal: AbortSignal.timeout(20_000),
  });

/** Polls `probe` every 250 ms until it returns a value, for up to `ms`. */
async function eventually<T>(probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs `body`; a failure says whether the API process still runs and what it printed last. */
async function withApiReport(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nAPI process exit code: ${api.child.exitCode} (null: still running)\nAPI output, last 4000 characters:\n${api.output().slice(-4000)}`, { cause: error });
  }
}

it('answers 503 while its Postgres is unreachable, never exits, and serves again by itself when it is back', () => withApiReport(async () => {
  const before = await fetch(`${api.url}/readyz`);
  expect(before.status).toBe(200);
  expect(await before.json()).toEqual({ status: 'ready', checks: { database: { status: 'up' }, migrations: { status: 'up' }, jobQueue: { status: 'up' }, 'provider:payments': { status: 'up' }, 'provider:mail': { status: 'up' }, 'provider:blobs': { status: 'up' }, 'provider:dns': { status: 'up' }, 'provider:codeHost': { status: 'up' }, 'provider:translator': { status: 'up' } } });
  expect((await verifyInvitation()).status).toBe(404);

  await proxy.cut();

  // A request that needs the database: 503 with the plain message, not a hang.
  const during = await verifyInvitation();
  expect(during.status).toBe(503);
  expect(await during.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
  // Readiness names the database.
  const notReady = await fetch(`${api.url}/readyz`);
  expect(notReady.status).toBe(503);
  const report = (await notReady.json()) as { status: string; message: string; checks: Record<string, { status: string }> };
  expect(report.status).toBe('not ready');
  expect(report.message).toMatch(/^Not ready: database \(/);
  expect(report.checks.database?.status).toBe('down');
  // Liveness still answers.
  expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
  // Some seconds without the database: the process is still there.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(api.child.exitCode).toBeNull();
  expect(api.output()).not.toMatch(/Unhandled 'error' event/);

  await proxy.open();

  await eventually(async () => ((await fetch(`${api.url}/readyz`)).status === 200 ? true : undefined));
  expect((await verifyInvitation()).status).toBe(404);
  expect(api.child.exitCode).toBeNull();

  // And it still stops cleanly: SIGTERM ends it with exit code 0.
  api.child.kill('SIGTERM');
  expect(await api.exited).toBe(0);
}));
