/**
 * Benchmark of the invoices grid call (issue 4 "Performance"):
 *
 *   npm run bench -w platform-api -- [--invoices 100000] [--clients 2000] [--requests 30] [--cold 5] [--data-dir memory://]
 *
 * Seeds PGlite (in memory by default), builds the application with a locally generated signing key,
 * then times GET /billing/invoices through app.inject with `Accept-Encoding: gzip`:
 * - cold: the data version is bumped before each call, so the list is rebuilt by Postgres and
 *   compressed again (what the first load after any change costs);
 * - warm: repeated calls at an unchanged version (served from the per-version cache);
 * - revalidation: calls with the current ETag (304);
 * - one client: `?tenantId=` (never cached).
 * Durations in ms; sizes in bytes. Prints one JSON object.
 */
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { seedDatabase } from '../src/db/seed/seed.js';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '30' },
    cold: { type: 'string', default: '5' },
    'data-dir': { type: 'string', default: 'memory://' },
  },
});

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

function stats(samples: number[]) {
  return { n: samples.length, p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99), maxMs: percentile(samples, 100) };
}

const started = performance.now();
const db = await openPgliteDatabase(values['data-dir']);
await migrate(db);
const seed = await seedDatabase(db, { invoices: Number(values.invoices), clients: Number(values.clients) });
await db.exec('analyze');

const { privateKey, publicKey } = await generateKeyPair('RS256');
const keySet = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' }] });
const issuer = 'http://localhost/bench';
const audience = 'bench-client';
const config = loadConfig({ AUTH_ISSUERS: issuer, AUTH_AUDIENCE: audience, PGLITE_DIR: values['data-dir'] }, { requireJwksUrl: false });
const app = await buildApp({ config, db, keySet, logger: false });
const token = await new SignJWT({ token_use: 'id', 'cognito:groups': ['FINANCE'], 'cognito:username': 'bench' })
  .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
  .setIssuer(issuer)
  .setAudience(audience)
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(privateKey);

const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
const timed = async (url: string, extra: Record<string, string> = {}) => {
  const t0 = performance.now();
  const response = await app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
  const ms = performance.now() - t0;
  if (response.statusCode !== 200 && response.statusCode !== 304) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return { ms, response };
};

const cold: number[] = [];
let last = await timed('/billing/invoices');
cold.push(last.ms);
for (let i = 1; i < Number(values.cold); i += 1) {
  await db.query(`update data_versions set version = version + 1 where name = 'invoice-list'`);
  last = await timed('/billing/invoices');
  cold.push(last.ms);
}
const gzipBytes = last.response.rawPayload.length;
const json = gunzipSync(last.response.rawPayload);
const rows = (JSON.parse(json.toString('utf8')) as unknown[]).length;

const warm: number[] = [];
for (let i = 0; i < Number(values.requests); i += 1) warm.push((await timed('/billing/invoices')).ms);

const etag = String(last.response.headers.etag);
const revalidate: number[] = [];
for (let i = 0; i < Number(values.requests); i += 1) revalidate.push((await timed('/billing/invoices', { 'if-none-match': etag })).ms);

const brotli = await app.inject({ method: 'GET', url: '/billing/invoices', headers: { ...headers, 'accept-encoding': 'br' } });
const oneClient: number[] = [];
for (let i = 0; i < Number(values.requests); i += 1) oneClient.push((await timed('/billing/invoices?tenantId=T0001')).ms);

console.log(
  JSON.stringify(
    {
      dataset: { invoices: seed.rows.invoices, clients: seed.rows.clients, lineItems: seed.rows.invoice_line_items, payments: seed.rows.payments, orders: seed.rows.billing_orders },
      seedMs: seed.durationMs,
      response: { rows, jsonBytes: json.length, gzipBytes, brotliBytes: brotli.rawPayload.length },
      getBillingInvoices: { cold: stats(cold), warm: stats(warm), revalidate304: stats(revalidate), oneClient: stats(oneClient) },
      totalMs: Math.round(performance.now() - started),
    },
    null,
    2,
  ),
);
await app.close();
