/**
 * One server of the load benchmark (bench/load.ts starts it as a child process, so the load
 * generator and the server do not share an event loop):
 *
 *   tsx bench/load-server.ts --db pglite|postgres --mode api|bare
 *
 * Seeds a fresh database (PGlite in memory, or a schema of its own on DATABASE_URL's Postgres) with
 * the demo seed, then listens on a free port of 127.0.0.1 and prints one JSON line
 * `{ port, token, tenantId, paymentMethodId }`:
 * - `api`: the whole application of buildApp (auth guard with a locally generated key, validation,
 *   serialisation, security headers, text rule, compression, CORS);
 * - `bare`: Fastify with two routes and nothing else, running the same repository queries on the
 *   same database: GET /billing/clients (listClients) and PUT
 *   /billing/clients/:tenantId/default-payment-method (setDefaultPaymentMethod in a transaction),
 *   straight on a `pg` pool (Postgres) or the PGlite instance.
 * Ends on SIGTERM, dropping its Postgres schema.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { listClients, setDefaultPaymentMethod } from '../src/billing/clients-repository.js';
import { loadConfig } from '../src/config.js';
import type { Database, Queryable } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { dropPgSchema, openPgDatabase } from '../src/db/pg-database.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { seedDatabase } from '../src/seed/seed.js';

/** Connections of the API's pool and of the bare server's: the API's default. */
const POOL_SIZE = 10;
/** The demo seed's reference day, also the clock of both servers. */
const TODAY = '2025-06-15';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'pglite' }, mode: { type: 'string', default: 'api' } } });
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = values.db === 'postgres' ? `bench_${randomBytes(5).toString('hex')}` : undefined;
const now = () => new Date(`${TODAY}T12:00:00Z`);

const db: Database = schema
  ? await openPgDatabase({ connectionString: databaseUrl, schema, maxConnections: POOL_SIZE })
  : await openPgliteDatabase('memory://');
await migrate(db);
await seedDatabase(db, { today: TODAY });
const target = (
  await db.query<{ tenantId: string; paymentMethodId: string }>(
    `select tenant_id as "tenantId", payment_method_id as "paymentMethodId" from payment_methods where is_default order by tenant_id limit 1`,
  )
).rows[0];
if (!target) throw new Error('the seed has no default payment method');

const { privateKey, publicKey } = await generateKeyPair('RS256');
const keySet = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'load', alg: 'RS256' }] });
const issuer = 'http://localhost/load-bench';
const audience = 'load-bench-client';
const token = await new SignJWT({ token_use: 'id', 'cognito:groups': ['FINANCE'], 'cognito:username': 'load.bench', email: 'load.bench@px.local' })
  .setProtectedHeader({ alg: 'RS256', kid: 'load' })
  .setIssuer(issuer)
  .setAudience(audience)
  .setIssuedAt()
  .setExpirationTime('2h')
  .sign(privateKey);

let app: FastifyInstance;
let pool: pg.Pool | undefined;
if (values.mode === 'api') {
  const config = loadConfig({ AUTH_ISSUERS: issuer, AUTH_AUDIENCE: audience, PGLITE_DIR: 'memory://' }, { requireJwksUrl: false });
  app = await buildApp({ config, db, keySet, now, logger: false });
} else {
  // The same queries without the application: a pg pool of the same size, or the PGlite instance.
  const bare = schema
    ? (pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, options: `-c DateStyle=ISO -c TimeZone=UTC -c search_path=${schema}` }))
    : null;
  const queryable: Queryable = bare ? { query: async (sql, params) => (await bare.query(sql, params as unknown[])) as never } : db;
  app = Fastify({ logger: false });
  app.get('/billing/clients', async () => listClients(queryable, now()));
  app.put<{ Params: { tenantId: string }; Body: { paymentMethodId: string } }>('/billing/clients/:tenantId/default-payment-method', async (request) => {
    if (!bare) return db.transaction((tx) => setDefaultPaymentMethod(tx, request.params.tenantId, request.body.paymentMethodId));
    const client = await bare.connect();
    try {
      await client.query('begin');
      const tx: Queryable = { query: async (sql, params) => (await client.query(sql, params as unknown[])) as never };
      const method = await setDefaultPaymentMethod(tx, request.params.tenantId, request.body.paymentMethodId);
      await client.query('commit');
      return method;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: Number(new URL(address).port), token, ...target }));

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await pool?.end();
    // The application closes its database itself; the bare server's is closed here.
    if (values.mode !== 'api') await db.close();
    if (schema) await dropPgSchema(databaseUrl, schema);
    process.exit(0);
  })();
});
