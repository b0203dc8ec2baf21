/**
 * Readiness of the API (docs/operations.md#health): named checks, each answering whether a
 * dependency is `up`, `down` (the API cannot serve: /readyz answers 503) or `degraded` (an optional
 * dependency missing: /readyz stays 200 and lists it).
 */

/** What one check found. */
export interface CheckResult {
  status: 'up' | 'down' | 'degraded';
  /** Plain words for the on-call engineer, e.g. 'connect ECONNREFUSED 127.0.0.1:5432'; never data. */
  detail?: string;
}

/** A readiness check: resolves with its finding (a throw or no answer in time counts as `down`). */
export type ReadinessCheck = () => Promise<CheckResult> | CheckResult;

/** The body of GET /readyz. */
export interface ReadinessReport {
  /** `ready` (200), `degraded` (200: an optional dependency is missing), `not ready` or `shutting down` (503). */
  status: 'ready' | 'degraded' | 'not ready' | 'shutting down';
  /** One line naming what fails, e.g. 'Not ready: database (connect ECONNREFUSED 127.0.0.1:5432)'; absent when ready. */
  message?: string;
  /** Every check's finding by name. */
  checks: Record<string, CheckResult>;
}

/** How long a check may take before it counts as down, ms. */
export const CHECK_TIMEOUT_MS = 2_000;

/** The readiness checks of one application and whether it is shutting down. */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private shuttingDown = false;

  /**
   * Adds (or replaces) the check `name`, run at each GET /readyz; `down` there makes the API not
   * ready, `degraded` keeps it ready and is listed.
   *
   * @example app.readiness.addCheck('payments', () => (gateway ? { status: 'up' } : { status: 'degraded', detail: 'Card payments are not configured' }))
   */
  addCheck(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** From now on the API answers not ready (a SIGTERM was received). */
  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  /** Whether {@link markShuttingDown} was called. */
  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  /** Runs every check (in parallel, each bounded by {@link CHECK_TIMEOUT_MS}) and sums them up. */
  async report(): Promise<ReadinessReport> {
    // Shutting down: not ready at once, without asking dependencies that are being closed.
    if (this.shuttingDown) return { status: 'shutting down', message: 'Not ready: the API is shutting down', checks: {} };
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]): Promise<[string, CheckResult]> => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<CheckResult>((resolve) => {
          timer = setTimeout(() => resolve({ status: 'down', detail: `no answer within ${CHECK_TIMEOUT_MS / 1000} s` }), CHECK_TIMEOUT_MS);
        });
        try {
          const run = Promise.resolve().then(check);
          return [name, await Promise.race([run, late])];
        } catch (error) {
          return [name, { status: 'down', detail: error instanceof Error ? error.message.split('\n')[0] : String(error) }];
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const down = entries.filter(([, result]) => result.status === 'down');
    if (down.length > 0) {
      const named = down.map(([name, result]) => (result.detail ? `${name} (${result.detail})` : name)).join(', ');
      return { status: 'not ready', message: `Not ready: ${named}`, checks };
    }
    return { status: entries.some(([, result]) => result.status === 'degraded') ? 'degraded' : 'ready', checks };
  }
}
