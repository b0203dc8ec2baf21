/**
 * Load figure of the API (platform-api/README.md#hardening): 50 connections for 20 s on one list
 * route (GET /billing/clients) and one write route (PUT
 * /billing/clients/{tenantId}/default-payment-method), on PGlite and on the Postgres server,
 * against the whole application and against a bare Fastify server running the same queries
 * (bench/load-server.ts), side by side in one run:
 *
 *   npm run bench:load -w platform-api -- [--connections 50] [--duration 20] [--db pglite,postgres]
 *
 * Each server runs in a child process (the load generator, autocannon, keeps its own event loop);
 * Postgres is DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a schema dropped
 * afterwards. Prints one Markdown table (req/s: mean requests per second; p99: 99th percentile
 * latency in ms; non-2xx answers and errors must be 0) and the API's overhead as bare req/s ÷ API req/s.
 * Not part of npm test: it loads both cores for about three minutes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});

interface Server {
  child: ChildProcess;
  port: number;
  token: string;
  tenantId: string;
  paymentMethodId: string;
}

/** Starts bench/load-server.ts and waits for its JSON line. */
function startServer(db: string, mode: 'api' | 'bare'): Promise<Server> {
  const script = path.join(import.meta.dirname, 'load-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--db', db, '--mode', mode], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
    lines.once('line', (line) => resolve({ child, ...(JSON.parse(line) as Omit<Server, 'child'>) }));
    child.once('exit', (code) => reject(new Error(`load-server ${db} ${mode} ended with ${code} before listening`)));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

interface Figure {
  db: string;
  route: string;
  mode: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(server: Server, route: 'list' | 'write'): Promise<Omit<Figure, 'db' | 'route' | 'mode'>> {
  const headers: Record<string, string> = { authorization: `Bearer ${server.token}`, 'accept-encoding': 'identity' };
  const request =
    route === 'list'
      ? { method: 'GET' as const, path: '/billing/clients' }
      : {
          method: 'PUT' as const,
          path: `/billing/clients/${server.tenantId}/default-payment-method`,
          body: JSON.stringify({ paymentMethodId: server.paymentMethodId }),
        };
  if (route === 'write') headers['content-type'] = 'application/json';
  const { path: urlPath, ...rest } = request;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${urlPath}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers,
    ...rest,
  });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const figures: Figure[] = [];
for (const db of (values.db ?? '').split(',')) {
  for (const mode of ['api', 'bare'] as const) {
    const server = await startServer(db, mode);
    try {
      for (const route of ['list', 'write'] as const) figures.push({ db, route, mode, ...(await load(server, route)) });
    } finally {
      await stopServer(server);
    }
  }
}

console.log(`${values.connections} connections × ${values.duration} s each (autocannon), list GET /billing/clients, write PUT default-payment-method\n`);
console.log('| database | route | API req/s | API p99 ms | bare req/s | bare p99 ms | bare ÷ API |');
console.log('|---|---|---|---|---|---|---|');
for (const db of new Set(figures.map((figure) => figure.db))) {
  for (const route of ['list', 'write']) {
    const api = figures.find((figure) => figure.db === db && figure.route === route && figure.mode === 'api');
    const bare = figures.find((figure) => figure.db === db && figure.route === route && figure.mode === 'bare');
    if (!api || !bare) continue;
    console.log(`| ${db} | ${route} | ${api.requestsPerSecond} | ${api.p99Ms} | ${bare.requestsPerSecond} | ${bare.p99Ms} | ${(bare.requestsPerSecond / api.requestsPerSecond).toFixed(2)} |`);
  }
}
const failures = figures.filter((figure) => figure.non2xx > 0 || figure.errors > 0);
if (failures.length > 0) {
  console.error('Answers other than 2xx or connection errors:', JSON.stringify(failures));
  process.exitCode = 1;
}
