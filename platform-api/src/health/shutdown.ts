import type { FastifyInstance } from 'fastify';

/** What {@link shutDown} did. */
export interface ShutdownResult {
  /** Every request in flight finished within the grace period (false: the connections still open were cut). */
  graceful: boolean;
  /** How long it took, ms. */
  durationMs: number;
}

/**
 * Stops the application the way a SIGTERM must (docs/operations.md#shutdown):
 * 1. readiness answers 503 at once (load balancers stop sending requests);
 * 2. the HTTP server takes no new connection, closes idle keep-alive connections, and the requests
 *    in flight finish within `graceMs` (then the connections still open are cut); at the same time
 *    the job workers take no new job and the running handlers may finish within the job queue's
 *    stop timeout (SHUTDOWN_GRACE_MS too), after which a job still running is failed so another
 *    process retries it (a workflow resumes at the step it had not finished);
 * 3. the application closes (job queue, caches, database pool).
 *
 * @param graceMs the bound of step 2, ms (SHUTDOWN_GRACE_MS).
 */
export async function shutDown(app: FastifyInstance, graceMs: number): Promise<ShutdownResult> {
  const started = performance.now();
  app.readiness.markShuttingDown();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const server = app.server;
  // Answers sent from now on close their connection (health-plugin.ts); idle keep-alive
  // connections are closed now and as they become idle.
  let idleSweep: NodeJS.Timeout | undefined;
  const drained = server.listening
    ? new Promise<true>((resolve) => {
        server.close(() => resolve(true));
        server.closeIdleConnections();
        idleSweep = setInterval(() => server.closeIdleConnections(), 250);
      })
    : Promise.resolve(true as const);
  // The workers stop taking jobs now; pg-boss fails a handler still running after graceMs.
  const jobsStopped = app.jobQueue.stop().then(
    () => true as const,
    () => true as const,
  );
  const graceful = await Promise.race([drained, deadline]);
  clearTimeout(timer);
  clearInterval(idleSweep);
  if (!graceful) {
    app.log.warn({ graceMs }, 'shutdown grace period over: closing the connections still open');
    server.closeAllConnections();
  }
  await jobsStopped;
  await app.close();
  return { graceful, durationMs: Math.round(performance.now() - started) };
}
