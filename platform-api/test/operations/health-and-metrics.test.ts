// GET /healthz and /readyz (public, no data, not in the action log) and the Prometheus metrics on
// their own port (docs/operations.md#health, "Metrics").
import type { Server } from 'node:http';
import { startMetricsServer } from '../../src/health/metrics.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let metricsServer: Server;
let metricsUrl: string;
beforeAll(async () => {
  t = await createSeededApp();
  metricsServer = await startMetricsServer(t.app.metrics, 0, '127.0.0.1');
  const address = metricsServer.address();
  metricsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((resolve) => metricsServer?.close(resolve));
  await t?.close();
});

const actionLogRows = async () => (await t.database.db.query<{ n: number }>('select count(*)::int as n from action_log')).rows[0]?.n;
const scrape = async () => {
  const response = await fetch(`${metricsUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};
/** The value of the sample `name{labels}` in a scrape, or undefined. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"} without a token, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers 200 without a token when the database, its migrations and the job queue are up, and writes nothing to the action log', async () => {
    const before = await actionLogRows();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: { status: 'up' }, migrations: { status: 'up' }, jobQueue: { status: 'up' }, 'provider:payments': { status: 'up' }, 'provider:mail': { status: 'up' }, 'provider:blobs': { status: 'up' }, 'provider:dns': { status: 'up' }, 'provider:codeHost': { status: 'up' }, 'provider:translator': { status: 'up' } } });
    expect(await actionLogRows()).toBe(before);
  });

  it('answers 503 naming a migration the database lacks', async () => {
    const [last] = (await t.database.db.query<{ name: string }>('select name from schema_migrations order by name desc limit 1')).rows;
    await t.database.db.query('delete from schema_migrations where name = $1', [last?.name]);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not ready',
        message: `Not ready: migrations (not applied: ${last?.name})`,
        checks: { database: { status: 'up' }, migrations: { status: 'down', detail: `not applied: ${last?.name}` } },
      });
    } finally {
      await t.database.db.query('insert into schema_migrations (name) values ($1)', [last?.name]);
    }
  });

  it('stays 200 with a degraded check, listing it; a check that throws or hangs is down and named', async () => {
    t.app.readiness.addCheck('payments', () => ({ status: 'degraded', detail: 'Card payments are not configured' }));
    const degraded = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: 'degraded', checks: { payments: { status: 'degraded', detail: 'Card payments are not configured' } } });

    t.app.readiness.addCheck('payments', () => Promise.reject(new Error('gateway refused the connection')));
    t.app.readiness.addCheck('mail', () => new Promise(() => undefined));
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('Not ready: payments (gateway refused the connection), mail (no answer within 2 s)');

    t.app.readiness.addCheck('payments', () => ({ status: 'up' }));
    t.app.readiness.addCheck('mail', () => ({ status: 'up' }));
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('counts requests by route template, method and status with their latency', async () => {
    const before = sample(await scrape(), 'platform_api_http_request_duration_seconds_count{route="/billing/invoices/:invoiceNumber",method="GET",status="404"}') ?? 0;
    for (const number of ['INV-NOPE-1', 'INV-NOPE-2']) {
      expect((await t.as('FINANCE', { method: 'GET', url: `/billing/invoices/${number}` })).statusCode).toBe(404);
    }
    const text = await scrape();
    expect(sample(text, 'platform_api_http_request_duration_seconds_count{route="/billing/invoices/:invoiceNumber",method="GET",status="404"}')).toBe(before + 2);
    expect(sample(text, 'platform_api_http_request_duration_seconds_bucket{le="+Inf",route="/billing/invoices/:invoiceNumber",method="GET",status="404"}')).toBe(before + 2);
    expect(text).toContain('# TYPE platform_api_http_request_duration_seconds histogram');
  });

  it('shows the database pool, the job queues, the workflows, event-loop lag and memory', async () => {
    const text = await scrape();
    expect(sample(text, 'platform_api_db_pool_connections{state="in_use"}')).toEqual(expect.any(Number));
    expect(sample(text, 'platform_api_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'platform_api_db_pool_waiting')).toBe(0);
    expect(sample(text, 'platform_api_job_queue_jobs{queue="tenant-workflow",state="queued"}')).toBe(0);
    expect(sample(text, 'platform_api_job_queue_jobs{queue="tenant-workflow",state="active"}')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const failedBefore = sample(text, 'platform_api_workflows{kind="ONBOARDING",status="FAILED"}') ?? 0;
    await t.database.db.query(
      `insert into jobs (job_id, kind, area, state, title, started_by, link) values ('metrics-job-1', 'onboarding', 'platform-ops', 'FAILED', 'Onboarding M01', 'admin@px.local', '/new-tenant')`,
    );
    await t.database.db.query(
      `insert into workflows (workflow_id, tenant_id, kind, status, job_id) values ('metrics-workflow-1', 'M01', 'ONBOARDING', 'FAILED', 'metrics-job-1')`,
    );
    expect(sample(await scrape(), 'platform_api_workflows{kind="ONBOARDING",status="FAILED"}')).toBe(failedBefore + 1);
  });

  it('counts job runs by queue: failures, retries and completions', async () => {
    let runs = 0;
    await t.app.jobQueue.define('metrics-probe', async () => {
      runs += 1;
      if (runs === 1) throw new Error('first run fails');
    }, { retryLimit: 1, retryDelaySeconds: 0 });
    await t.app.jobQueue.send('metrics-probe', {});
    const deadline = Date.now() + 60_000;
    while (runs < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = await scrape();
    expect(sample(text, 'platform_api_jobs_total{queue="metrics-probe",outcome="failed"}')).toBe(1);
    expect(sample(text, 'platform_api_jobs_total{queue="metrics-probe",outcome="completed"}')).toBe(1);
    expect(sample(text, 'platform_api_job_retries_total{queue="metrics-probe"}')).toBe(1);
  });

  it('answers 404 on any other path of the metrics port, and the API port does not serve the metrics', async () => {
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
