import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { globalPlugin } from '../plugins/global-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's Prometheus metrics (docs/operations.md#metrics). */
    metrics: AppMetrics;
  }
}

/** Upper bounds of the request latency buckets, s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metrics of one application, in a registry of its own (several applications in one test
 * process do not mix). Every metric is listed in docs/operations.md#metrics.
 */
export class AppMetrics {
  readonly registry = new Registry();
  /** `platform_api_http_request_duration_seconds{route,method,status}`: route is the template, e.g. `/billing/clients/:tenantId`. */
  readonly httpDuration = new Histogram({
    name: 'platform_api_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, s, by route template, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  /** `platform_api_jobs_total{queue,outcome}`: job runs that completed or failed (a failed run is retried while retries are left). */
  readonly jobs = new Counter({
    name: 'platform_api_jobs_total',
    help: 'Job runs by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [this.registry],
  });
  /** `platform_api_job_retries_total{queue}`: runs of a job after its first. */
  readonly jobRetries = new Counter({
    name: 'platform_api_job_retries_total',
    help: 'Job runs that were retries of an earlier failed or abandoned run, by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Event-loop lag (nodejs_eventloop_lag_*), memory (process_resident_memory_bytes, nodejs_heap_*), CPU, handles.
    collectDefaultMetrics({ register: this.registry });
  }

  /** Adds a gauge whose values `read` sets at each scrape (a failing read leaves the gauge empty). */
  gauge<Label extends string>(name: string, help: string, labelNames: readonly Label[], read: (gauge: Gauge<Label>) => Promise<void> | void): void {
    new Gauge<Label>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          await read(this);
        } catch {
          // The database is unreachable: the gauge says nothing rather than a stale value.
        }
      },
    });
  }
}

/**
 * Decorates the application with {@link AppMetrics} and times every request
 * (`platform_api_http_request_duration_seconds`; a request no route matched counts under route
 * `unmatched`). Registered first, so every request is timed.
 */
export const metricsPlugin: FastifyPluginAsync = globalPlugin('metrics', async (app) => {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe({ route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
});

/**
 * Serves the registry's Prometheus text at `GET /metrics` on `port` (METRICS_PORT), apart from the
 * API's port so it can stay inside the cluster; any other path answers 404.
 *
 * @returns the listening server (its address says the port when `port` is 0).
 * @throws the listen error (e.g. EADDRINUSE).
 */
export async function startMetricsServer(metrics: AppMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`Metrics could not be collected: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/**
 * Adds the gauges read from the application's resources at each scrape: the database pool
 * (`platform_api_db_pool_connections{state}`, `platform_api_db_pool_waiting`), the job queues
 * (`platform_api_job_queue_jobs{queue,state}`) and the workflows by kind and status
 * (`platform_api_workflows{kind,status}`), and counts each job run into the job counters.
 */
export function observeResources(app: Pick<FastifyInstance, 'metrics' | 'db' | 'jobQueue'>): void {
  const { metrics, db, jobQueue } = app;
  metrics.gauge('platform_api_db_pool_connections', 'Database connections by state (in_use, idle)', ['state'], (gauge) => {
    const stats = db.stats();
    gauge.set({ state: 'in_use' }, stats.inUse);
    gauge.set({ state: 'idle' }, stats.total - stats.inUse);
  });
  metrics.gauge('platform_api_db_pool_waiting', 'Statements waiting for a database connection', [], (gauge) => {
    gauge.set(db.stats().waiting);
  });
  metrics.gauge('platform_api_job_queue_jobs', 'Jobs by queue and state (queued: waiting to run, including retries not due yet; active: running)', ['queue', 'state'], async (gauge) => {
    for (const depth of await jobQueue.depths()) {
      gauge.set({ queue: depth.queue, state: 'queued' }, depth.queued);
      gauge.set({ queue: depth.queue, state: 'active' }, depth.active);
    }
  });
  metrics.gauge('platform_api_workflows', 'Tenant workflows by kind and status (SUCCEEDED, FAILED, TIMED_OUT, ABORTED are outcomes)', ['kind', 'status'], async (gauge) => {
    const { rows } = await db.query<{ kind: string; status: string; n: number }>('select kind, status, count(*)::int as n from workflows group by kind, status');
    for (const row of rows) gauge.set({ kind: row.kind, status: row.status }, row.n);
  });
  jobQueue.onOutcome((queue, outcome, retry) => {
    metrics.jobs.inc({ queue, outcome });
    if (retry) metrics.jobRetries.inc({ queue });
  });
}
