/**
 * Benchmark of the invoices grid, up to platform scale (docs/search.md#measuring):
 *
 *   npm run bench -w platform-api -- [--invoices 100000] [--clients 2000] [--requests 30] [--cold 5]
 *     [--data-dir memory://] [--schema name] [--client-mode-max 100000] [--worst-search-only]
 *
 * (`BENCH_INVOICES` is read when --invoices is absent: `BENCH_INVOICES=1000000` is the platform-scale
 * run, 100,000 the default.)
 *
 * Runs on Postgres when DATABASE_URL is set (in the schema --schema, created when missing, else the
 * connection's own), else on PGlite in --data-dir (in memory by default). A database (or PGlite
 * data directory) that already holds the asked numbers of invoices and clients is reused; otherwise
 * it is seeded by `bench/seed-bench-db.ts` in a process of its own, so the memory of generating the
 * seed is not counted against the API. Then the application is built with a locally
 * generated signing key and listens on a free port; the server-mode calls go through HTTP.
 *
 * Client mode (GET /billing/invoices, one JSON document; measured up to --client-mode-max invoices,
 * beyond which one document cannot hold the table): cold (data version bumped before each call),
 * warm (per-version cache), revalidation (304), one client (?tenantId=).
 *
 * Server mode (POST /billing/invoices/search; docs/grid.md#server-mode): the first call after start
 * (it counts the whole list and the chips, kept per data version), then the first window of
 * /invoices (the grid's default state: awaiting or overdue, newest first; 100 rows) with and
 * without the chip counts, the windows after it by cursor, searches and filters, and the export of
 * the selection streamed (POST /billing/invoices/search/export of every invoice, read as it comes,
 * not kept). The API process's peak RSS is sampled every 20 ms while serving.
 *
 * The worst accepted search (`worst-search.ts`, docs/search.md#cost): the clients and invoices
 * searches and the first bytes of their exports for the most words the parser accepts, with
 * `GET /version` timed meanwhile and the load average; --worst-search-only measures that alone.
 *
 * Durations in ms, sizes in bytes, memory in MB. Prints one JSON object with the goals of the invoice list
 * (platform-api/README.md) and of the bounded search cost (docs/search.md).
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { buildApp } from '../src/app.js';
import { warmInvoiceSearch } from '../src/billing/invoice-query/search-invoices.js';
import { loadConfig } from '../src/config.js';
import type { GridQueryState, InvoiceSearchResponse } from '../src/contract.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openDatabase } from '../src/db/open-database.js';
import { openPgDatabase } from '../src/db/pg-database.js';
import { withStatementPurpose } from '../src/db/statement-timeouts.js';
import { measureWorstSearch } from './worst-search.js';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: process.env.BENCH_INVOICES?.trim() || '100000' },
    clients: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '30' },
    cold: { type: 'string', default: '5' },
    'data-dir': { type: 'string', default: 'memory://' },
    'client-mode-max': { type: 'string', default: '100000' },
    schema: { type: 'string' },
    'worst-search-only': { type: 'boolean', default: false },
  },
});
const WORST_ONLY = values['worst-search-only'];

const INVOICES = Number(values.invoices);
const CLIENTS = Number(values.clients);
const REQUESTS = Number(values.requests);
const DATABASE_URL = process.env.DATABASE_URL?.trim() || null;
const DATA_DIR = values['data-dir'];
const WINDOW = 100;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

function stats(samples: number[]) {
  return { n: samples.length, p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99), maxMs: percentile(samples, 100) };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const started = performance.now();
const databaseConfig = { databaseUrl: DATABASE_URL, pgliteDir: DATA_DIR };
const SCHEMA = values.schema;
const open = (): Promise<Database> =>
  DATABASE_URL && SCHEMA ? openPgDatabase({ connectionString: DATABASE_URL, schema: SCHEMA }) : openDatabase(databaseConfig);

/** `analyze` of the whole database, bounded as the seed is (a request's bound is too short at 1,000,000 invoices). */
const analyze = (db: Database) => withStatementPurpose('seed', () => db.exec('analyze'));

async function counts(db: Database): Promise<{ invoices: number; clients: number }> {
  const { rows } = await db.query<{ invoices: number; clients: number }>('select (select count(*) from invoices)::int as invoices, (select count(*) from clients)::int as clients');
  return rows[0] ?? { invoices: 0, clients: 0 };
}

let db = await open();
await migrate(db);
let seeded = await counts(db);
let seedMs: number | null = null;
if ((seeded.invoices !== INVOICES || seeded.clients !== CLIENTS) && DATA_DIR === 'memory://' && !DATABASE_URL) {
  // An in-memory database cannot be seeded by another process.
  const { seedDatabase } = await import('../src/seed/seed.js');
  seedMs = (await seedDatabase(db, { invoices: INVOICES, clients: CLIENTS })).durationMs;
  await analyze(db);
  seeded = await counts(db);
} else if (seeded.invoices !== INVOICES || seeded.clients !== CLIENTS) {
  await db.close();
  const t0 = performance.now();
  const seedArgs = ['--invoices', String(INVOICES), '--clients', String(CLIENTS), ...(SCHEMA ? ['--schema', SCHEMA] : [])];
  const seed = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'seed-bench-db.ts'), ...seedArgs], {
    env: { ...process.env, PGLITE_DIR: DATA_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error(`seeding failed (exit ${seed.status})`);
  seedMs = Math.round(performance.now() - t0);
  db = await open();
  await analyze(db);
  seeded = await counts(db);
}

// A reused database may never have been analysed (PGlite runs no autovacuum).
if (seedMs === null) await analyze(db);

const { privateKey, publicKey } = await generateKeyPair('RS256');
const keySet = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' }] });
const issuer = 'http://localhost/bench';
const audience = 'bench-client';
const config = loadConfig({ AUTH_ISSUERS: issuer, AUTH_AUDIENCE: audience, PGLITE_DIR: DATA_DIR }, { requireJwksUrl: false });
const app = await buildApp({ config, db, keySet, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const token = await new SignJWT({ token_use: 'id', 'cognito:groups': ['FINANCE'], 'cognito:username': 'bench' })
  .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
  .setIssuer(issuer)
  .setAudience(audience)
  .setIssuedAt()
  .setExpirationTime('2h')
  .sign(privateKey);
const auth = { authorization: `Bearer ${token}` };
const firstTenant = (await db.query<{ tenant_id: string }>('select tenant_id from clients order by tenant_id limit 1')).rows[0]?.tenant_id ?? 'T0001';

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const rssAtStart = process.memoryUsage().rss;

// Client mode: the whole list as one document.
let clientMode: Record<string, unknown> = { skipped: `above --client-mode-max (${values['client-mode-max']}): one JSON document for the whole table` };
if (WORST_ONLY) clientMode = { skipped: '--worst-search-only' };
else if (INVOICES <= Number(values['client-mode-max'])) {
  const timed = async (url: string, extra: Record<string, string> = {}) => {
    const t0 = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { ...auth, 'accept-encoding': 'gzip', ...extra } });
    const ms = performance.now() - t0;
    if (response.statusCode !== 200 && response.statusCode !== 304) throw new Error(`GET ${url} answered ${response.statusCode}`);
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
  const json = gunzipSync(last.response.rawPayload);
  const warm: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) warm.push((await timed('/billing/invoices')).ms);
  const etag = String(last.response.headers.etag);
  const revalidate: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) revalidate.push((await timed('/billing/invoices', { 'if-none-match': etag })).ms);
  const oneClient: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) oneClient.push((await timed(`/billing/invoices?tenantId=${firstTenant}`)).ms);
  clientMode = {
    response: { rows: (JSON.parse(json.toString('utf8')) as unknown[]).length, jsonBytes: json.length, gzipBytes: last.response.rawPayload.length },
    getBillingInvoices: { cold: stats(cold), warm: stats(warm), revalidate304: stats(revalidate), oneClient: stats(oneClient) },
  };
}

// Server mode.
const EMPTY: GridQueryState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };
const GRID_DEFAULT: GridQueryState = { ...EMPTY, sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] }, sort: { field: 'invoiceDate', direction: 'desc' } };
const search = async (body: object) => {
  const t0 = performance.now();
  const response = await fetch(`${base}/billing/invoices/search`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as InvoiceSearchResponse;
  const ms = performance.now() - t0;
  if (response.status !== 200) throw new Error(`search answered ${response.status}: ${JSON.stringify(answer)}`);
  return { ms, answer };
};
const repeat = async (body: object, n = REQUESTS) => {
  const samples: number[] = [];
  let answer: InvoiceSearchResponse | undefined;
  for (let i = 0; i < n; i += 1) {
    const result = await search(body);
    samples.push(result.ms);
    answer = result.answer;
  }
  return { ...stats(samples), rows: answer?.rows.length ?? 0, total: answer?.total ?? 0 };
};

/** The invoices grid's server mode: windows, searches, filters and the export of every invoice. */
async function measureServerMode() {
  // The first call after start also counts the whole list, kept afterwards per data version.
  const coldFirstCall = await search({ state: GRID_DEFAULT, limit: WINDOW, counts: true });
  const firstWindow = await repeat({ state: GRID_DEFAULT, limit: WINDOW });
  const firstWindowWithCounts = await repeat({ state: GRID_DEFAULT, limit: WINDOW, counts: true }, Math.min(REQUESTS, 10));
  const later: number[] = [];
  let after = (await search({ state: GRID_DEFAULT, limit: WINDOW })).answer.next;
  for (let i = 0; i < REQUESTS && after; i += 1) {
    const result = await search({ state: GRID_DEFAULT, limit: WINDOW, after });
    later.push(result.ms);
    after = result.answer.next;
  }
  const sampleNumbers = (await search({ state: { ...EMPTY, sort: { field: 'invoiceNumber', direction: 'asc' } }, limit: 3 })).answer.rows.map((row) => row.invoiceNumber);
  const sampleClient = (await search({ state: EMPTY, limit: 1 })).answer.rows[0]?.client ?? 'a';
  const searches = {
    quickSearchClientWord: await repeat({ state: { ...GRID_DEFAULT, search: sampleClient.split(' ')[0]!.toLowerCase() }, limit: WINDOW }, Math.min(REQUESTS, 10)),
    quickSearchNoMatch: await repeat({ state: { ...GRID_DEFAULT, search: 'zzqx' }, limit: WINDOW }, Math.min(REQUESTS, 10)),
    invoiceNumberList: await repeat({ state: { ...EMPTY, search: sampleNumbers.join(' ') }, limit: WINDOW }),
    clientSetFilter: await repeat({ state: { ...GRID_DEFAULT, sets: { ...GRID_DEFAULT.sets, client: [sampleClient] } }, limit: WINDOW }),
    amountFilterUsd: await repeat({ state: { ...GRID_DEFAULT, amounts: { amountOwedInUsd: { from: '100', to: '500' } } }, limit: WINDOW }, Math.min(REQUESTS, 10)),
    dateLast7: await repeat({ state: { ...GRID_DEFAULT, dates: { invoiceDate: { preset: 'last7' } } }, limit: WINDOW }),
    sortByDueDateAsc: await repeat({ state: { ...GRID_DEFAULT, sort: { field: 'dueDate', direction: 'asc' } }, limit: WINDOW }),
    sortByClient: await repeat({ state: { ...GRID_DEFAULT, sort: { field: 'client', direction: 'asc' } }, limit: WINDOW }, Math.min(REQUESTS, 5)),
    oneClientInvoicesTab: await repeat({ state: GRID_DEFAULT, tenantId: firstTenant, limit: WINDOW }),
  };
  const rssServing = peakRss;

  // Export of every invoice, read as it arrives and dropped.
  const rssBeforeExport = process.memoryUsage().rss;
  peakRss = rssBeforeExport;
  const exportStarted = performance.now();
  const exported = await fetch(`${base}/billing/invoices/search/export`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ state: { ...EMPTY, sort: { field: 'invoiceDate', direction: 'desc' } } }),
  });
  if (exported.status !== 200 || !exported.body) throw new Error(`export answered ${exported.status}`);
  let exportBytes = 0;
  let firstByteMs: number | null = null;
  for await (const chunk of exported.body as unknown as AsyncIterable<Uint8Array>) {
    firstByteMs ??= performance.now() - exportStarted;
    exportBytes += chunk.length;
  }
  const exportMs = performance.now() - exportStarted;
  const rssExportPeak = peakRss;
  clearInterval(sampler);
  const firstWindowGoal = { p50Ms: 150, p99Ms: 400 };
  return {
    results: {
      coldFirstCallWithCountsMs: Math.round(coldFirstCall.ms),
      firstWindow,
      firstWindowWithCounts,
      windowsAfterCursor: stats(later),
      searches,
      export: { rows: seeded.invoices, bytes: exportBytes, firstByteMs: firstByteMs && Math.round(firstByteMs), totalMs: Math.round(exportMs), rssBeforeMb: mb(rssBeforeExport), rssPeakMb: mb(rssExportPeak) },
    },
    goals: [
      { measure: 'API: first window of /invoices, p50 / p99', goal: '≤ 150 ms / ≤ 400 ms', measured: `${firstWindow.p50Ms} ms / ${firstWindow.p99Ms} ms`, met: firstWindow.p50Ms <= firstWindowGoal.p50Ms && firstWindow.p99Ms <= firstWindowGoal.p99Ms },
      { measure: 'API process memory while serving', goal: '≤ 1 GB RSS', measured: `${mb(Math.max(rssServing, rssExportPeak))} MB peak (${mb(rssAtStart)} MB at start)`, met: Math.max(rssServing, rssExportPeak) <= 1024 ** 3 },
      {
        measure: `Export of ${seeded.invoices} rows`,
        goal: 'completes, streamed, memory flat',
        measured: `${Math.round(exportMs / 1000)} s, ${mb(exportBytes)} MB, first byte after ${firstByteMs && Math.round(firstByteMs)} ms, RSS ${mb(rssBeforeExport)} -> peak ${mb(rssExportPeak)} MB`,
        met: exportBytes > 0 && rssExportPeak - rssBeforeExport < 256 * 1024 * 1024,
      },
      { measure: 'Chromium: /invoices usable; rows updated after the filter delay (p95)', goal: '≤ 2 s; ≤ 100 ms', measured: 'browser measures: not part of the API bench', met: null },
    ],
  };
}

// The server reads the whole list's counts before it listens (server.ts); the measured searches
// start from there.
const warmMs = WORST_ONLY ? await warmInvoiceSearch(db, Date.now()) : null;
const serverMode = WORST_ONLY ? { results: { skipped: '--worst-search-only', warmMs }, goals: [] } : await measureServerMode();
// The worst accepted search, /version timed meanwhile (worst-search.ts).
const worstSearch = await measureWorstSearch(base, auth, REQUESTS);
clearInterval(sampler);

console.log(
  JSON.stringify(
    {
      database: DATABASE_URL ? 'postgres' : `pglite (${DATA_DIR})`,
      dataset: { ...seeded, seededNowMs: seedMs },
      clientMode,
      serverMode: serverMode.results,
      worstSearch: { text: worstSearch.text, calls: worstSearch.calls, versionDuringSearch: worstSearch.versionDuringSearch, loadAverage1m: worstSearch.loadAverage1m },
      goals: [...serverMode.goals, ...worstSearch.goals],
      totalMs: Math.round(performance.now() - started),
    },
    null,
    2,
  ),
);
await app.close();
await db.close();
