// The embedded database runs on a worker thread, so a slow statement does not hold the API
// (GET /version answers meanwhile); on Postgres a statement past its purpose's bound is stopped and
// the request answers 503 with a plain message (docs/operations.md#database, "Statement timeouts").
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { databaseProblem, STATEMENT_TIMEOUT_MESSAGE } from '../../src/db/database-errors.js';
import { migrate } from '../../src/db/migrate.js';
import { dropPgSchema, openPgDatabase } from '../../src/db/pg-database.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { currentStatementPurpose, DEFAULT_STATEMENT_TIMEOUTS, readStatementTimeouts, withStatementPurpose } from '../../src/db/statement-timeouts.js';
import { statementPurposePlugin } from '../../src/plugins/statement-purpose.js';
import { createTestSigner, TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.js';
import { testDatabaseUrl } from '../support/test-database.js';

jest.setTimeout(120_000);

const SERVER_URL = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
const config = loadConfig({ AUTH_ISSUERS: TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE, PGLITE_DIR: 'memory://' }, { requireJwksUrl: false });

it('PGlite: GET /version answers while a slow statement runs on the embedded database', async () => {
  const db = await openPgliteDatabase('memory://');
  const signer = await createTestSigner();
  const app = await buildApp({ config, db, keySet: signer.keySet, logger: false });
  try {
    const token = await signer.sign({ groups: ['FINANCE'], username: 'finance.user' });
    const order: string[] = [];
    const slow = db.query('select pg_sleep(1.5)').then(() => order.push('slow statement'));
    const version = await app.inject({ method: 'GET', url: '/version', headers: { authorization: `Bearer ${token}` } });
    order.push('version');
    expect(version.statusCode).toBe(200);
    expect(version.json()).toEqual({ name: 'platform-api', version: '0.1.0' });
    await slow;
    expect(order).toEqual(['version', 'slow statement']);
  } finally {
    await app.close();
  }
});

it('PGlite: a statement error keeps its Postgres code across the thread, and a rolled-back transaction leaves nothing', async () => {
  const db = await openPgliteDatabase('memory://');
  try {
    await db.exec('create table t (id int primary key)');
    await db.query('insert into t values (1)');
    const duplicate = await db.query('insert into t values (1)').catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "t_pkey"' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query<{ id: number }>('select id from t order by id')).rows).toEqual([{ id: 1 }]);
    expect(await db.transaction(async (tx) => (await tx.query<{ n: number }>('insert into t values (3) returning id as n')).rows[0]?.n)).toBe(3);
    expect((await db.query<{ id: number }>('select id from t order by id')).rows).toEqual([{ id: 1 }, { id: 3 }]);
  } finally {
    await db.close();
  }
});

describe('statement timeouts on Postgres', () => {
  const schema = `test_bounds_${randomBytes(4).toString('hex')}`;
  const timeouts = { ...DEFAULT_STATEMENT_TIMEOUTS, request: 300, export: 5_000, job: 5_000 };
  afterAll(() => dropPgSchema(SERVER_URL, schema));

  it('stops a request statement past DB_STATEMENT_TIMEOUT_MS; an export, a job or a transaction of one runs under its longer bound', async () => {
    const db = await openPgDatabase({ connectionString: SERVER_URL, schema, maxConnections: 2, statementTimeouts: timeouts });
    try {
      const stopped = await db.query('select pg_sleep(1)').catch((error: unknown) => error);
      expect(databaseProblem(stopped)).toBe('timeout');
      expect(await withStatementPurpose('export', () => db.query<{ ok: number }>('select 1 as ok from pg_sleep(1)'))).toMatchObject({ rows: [{ ok: 1 }] });
      expect(await withStatementPurpose('job', () => db.transaction(async (tx) => (await tx.query<{ ok: number }>('select 1 as ok from pg_sleep(1)')).rows))).toEqual([{ ok: 1 }]);
      // The longer bound does not stay on the pooled connection: the request bound applies again.
      for (let i = 0; i < 3; i++) expect(databaseProblem(await db.query('select pg_sleep(1)').catch((error: unknown) => error))).toBe('timeout');
      expect(databaseProblem(await db.transaction((tx) => tx.query('select pg_sleep(1)')).catch((error: unknown) => error))).toBe('timeout');
    } finally {
      await db.close();
    }
  });

  it('answers 503 with the plain message when a request statement runs past the bound', async () => {
    const db = await openPgDatabase({ connectionString: SERVER_URL, schema, maxConnections: 2, statementTimeouts: timeouts });
    await migrate(db);
    const signer = await createTestSigner();
    const app = await buildApp({ config, db, keySet: signer.keySet, logger: false });
    try {
      // Every invoice read waits behind a lock the test holds longer than the request bound.
      const holder = await openPgDatabase({ connectionString: SERVER_URL, schema, maxConnections: 1 });
      try {
        await holder.transaction(async (tx) => {
          await tx.query('lock table invoices in access exclusive mode');
          const token = await signer.sign({ groups: ['FINANCE'], username: 'finance.user' });
          const answer = await app.inject({ method: 'GET', url: '/billing/invoices/INV-1', headers: { authorization: `Bearer ${token}` } });
          expect(answer.statusCode).toBe(503);
          expect(answer.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: STATEMENT_TIMEOUT_MESSAGE });
          expect(answer.headers['retry-after']).toBe('5');
        });
      } finally {
        await holder.close();
      }
    } finally {
      await app.close();
    }
  });
});

it('reads the bounds from the environment and names a malformed one', () => {
  expect(readStatementTimeouts({ DB_STATEMENT_TIMEOUT_MS: '2500', DB_EXPORT_STATEMENT_TIMEOUT_MS: '0' })).toEqual({
    timeouts: { request: 2500, export: 0, job: 120_000, migration: 600_000, seed: 0 },
    problems: [],
  });
  expect(readStatementTimeouts({ DB_JOB_STATEMENT_TIMEOUT_MS: '5s' }).problems).toEqual(["DB_JOB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0 for no bound), got '5s'"]);
});

it('runs the handlers of export routes (after their body is read) with the export bound, every other route with the request bound', async () => {
  const app = Fastify();
  await app.register(statementPurposePlugin);
  for (const url of ['/billing/invoices/search/export', '/billing/invoices/download', '/billing/invoices/search']) {
    app.post(url, async () => ({ purpose: currentStatementPurpose() }));
  }
  const purposeOf = async (url: string) => (await app.inject({ method: 'POST', url, payload: { filler: 'x'.repeat(100_000) } })).json().purpose;
  expect(await purposeOf('/billing/invoices/search/export')).toBe('export');
  expect(await purposeOf('/billing/invoices/download')).toBe('export');
  expect(await purposeOf('/billing/invoices/search')).toBe('request');
  await app.close();
});
