#!/usr/bin/env node
/**
 * Scale bench: the packaged API behind nginx (scripts/lib/scale-cluster.mjs) with 1 and with 3
 * instances on the machine's Postgres server and Redis. For each, autocannon drives through nginx
 * for `--seconds` each:
 *
 * - a list route: `GET /billing/clients` as FINANCE (the clients grid's rows);
 * - a write route: `PUT /billing/clients/:tenantId/default-payment-method` as FINANCE (one
 *   transaction with its action-log entry each time);
 *
 * and prints requests per second, p50/p99 latency (ms), non-2xx answers, and each instance's
 * resident memory (MB) after the runs, with the load average. All processes share the machine's
 * cores: more instances than cores measure contention, not capacity. Prints JSON last.
 *
 *   node scripts/bench/scale.mjs [--instances 1,3] [--seconds 15] [--connections 20]
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { nginxMissing } from '../lib/nginx.mjs';
import { postgresMissing, startCluster } from '../lib/scale-cluster.mjs';

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '1,3' }, seconds: { type: 'string', default: '15' }, connections: { type: 'string', default: '20' } },
});
const missing = nginxMissing() ?? (await postgresMissing());
if (missing) {
  console.log(`# scale bench skipped: ${missing}`);
  process.exit(0);
}
const load = () => Number(os.loadavg()[0].toFixed(2));

/** Resident memory of a process, MB (Linux /proc). */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** One autocannon run; answers its figures. */
async function drive(title, options) {
  const result = await autocannon({ duration: Number(values.seconds), connections: Number(values.connections), ...options });
  return {
    route: title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answers: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const rows = [];
for (const count of values.instances.split(',').map(Number)) {
  const cluster = await startCluster({ instances: count });
  try {
    const token = await cluster.idToken('finance@px.local');
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const method = (await db.query('select tenant_id, payment_method_id from payment_methods order by tenant_id, payment_method_id limit 1')).rows[0];
    await db.end();
    const headers = { authorization: `Bearer ${token}` };
    const loadBefore = load();
    const list = await drive('GET /billing/clients', { url: `${cluster.apiUrl}/billing/clients`, headers });
    const write = await drive('PUT /billing/clients/:tenantId/default-payment-method', {
      url: `${cluster.apiUrl}/billing/clients/${encodeURIComponent(method.tenant_id)}/default-payment-method`,
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethodId: method.payment_method_id }),
    });
    const memoryMb = cluster.instances.map((instance) => residentMb(instance.child.pid));
    for (const row of [list, write]) {
      rows.push({ instances: count, ...row, memoryMb, load: [loadBefore, load()] });
      console.log(
        `${count} instance(s), ${row.route}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.non2xx} non-2xx, ${row.errors} errors; instances' memory ${memoryMb.join(', ')} MB; load ${loadBefore} -> ${load()}`,
      );
    }
  } finally {
    await cluster.stop();
  }
}
console.log(JSON.stringify({ cores: os.cpus().length, seconds: Number(values.seconds), connections: Number(values.connections), rows }));
