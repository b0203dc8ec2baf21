import type { FastifyInstance } from 'fastify';
import { markOverdueInvoices } from '../billing/overdue-sweep.js';
import { settleStaleCardPayments } from '../billing/payment-service.js';
import { CANARY_CHECK_QUEUE, runCanaryCheck, type CanarySettings } from '../canary/canary-check.js';
import { isoDate } from '../lib/dates.js';

/** The queue of the overdue sweep: AWAITING_PAYMENT invoices due today or earlier become OVERDUE. */
export const OVERDUE_SWEEP_QUEUE = 'periodic-overdue-sweep';
/** The queue of settling card payments left REQUESTED by a stopped process with the gateway. */
export const SETTLE_CARD_PAYMENTS_QUEUE = 'periodic-settle-card-payments';

/** The default period of the periodic tasks, s (one hour). */
export const DEFAULT_PERIODIC_TASK_SECONDS = 3600;

/**
 * The period of the periodic tasks from PERIODIC_TASK_SECONDS, s: a whole number from 1 to 86 400,
 * default {@link DEFAULT_PERIODIC_TASK_SECONDS} (docs/operations.md#scaling).
 *
 * @throws RangeError naming the variable for any other value.
 */
export function periodicTaskSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PERIODIC_TASK_SECONDS?.trim();
  if (!raw) return DEFAULT_PERIODIC_TASK_SECONDS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
    throw new RangeError(`PERIODIC_TASK_SECONDS must be a whole number of seconds from 1 to 86400, got '${raw}'`);
  }
  return seconds;
}

/** A started schedule: `stop` ends this process's part of it (shutdown). */
export interface PeriodicTasks {
  stop(): void;
}

/**
 * Runs the overdue sweep and the settling of stale card payments once per period of `periodSeconds`
 * for all API instances on one database (docs/operations.md#scaling): every instance offers each
 * task's job for the current period (at start, then four times a period) as a pg-boss singleton of
 * that period, so the first offer of a period is queued and the others are dropped; whichever
 * instance's worker takes the job runs it, once. A failed run is retried by the job queue. The
 * canary check (../canary/canary-check.ts, docs/operations.md#canary-releases) runs the same way
 * once per `canary.checkSeconds`.
 */
export async function startPeriodicTasks(app: FastifyInstance, periodSeconds: number, canary: CanarySettings = { registryFile: null, checkSeconds: periodSeconds }): Promise<PeriodicTasks> {
  await app.jobQueue.define(OVERDUE_SWEEP_QUEUE, async () => {
    const moved = await markOverdueInvoices(app.db, isoDate(app.now()));
    if (moved > 0) app.log.info({ moved }, 'invoices marked OVERDUE');
  });
  await app.jobQueue.define(SETTLE_CARD_PAYMENTS_QUEUE, async () => {
    const settled = await settleStaleCardPayments({ db: app.db, gateway: app.paymentGateway });
    if (settled > 0) app.log.info({ settled }, 'stale card payments settled');
  });
  await app.jobQueue.define(CANARY_CHECK_QUEUE, async () => {
    await runCanaryCheck({ db: app.db, registryFile: canary.registryFile, now: () => app.now(), log: app.log });
  });
  const schedules: Array<[string, number]> = [
    [OVERDUE_SWEEP_QUEUE, periodSeconds],
    [SETTLE_CARD_PAYMENTS_QUEUE, periodSeconds],
    [CANARY_CHECK_QUEUE, canary.checkSeconds],
  ];
  const offer = (due: Array<[string, number]>) =>
    Promise.all(
      due.map(([queue, seconds]) =>
        app.jobQueue.sendOncePer(queue, seconds).catch((error: unknown) => app.log.error({ err: error, queue }, 'offering a periodic task failed')),
      ),
    );
  await offer(schedules);
  const timers = [...new Set(schedules.map(([, seconds]) => seconds))].map((seconds) => {
    const timer = setInterval(() => void offer(schedules.filter(([, every]) => every === seconds)), Math.max(250, (seconds * 1000) / 4));
    timer.unref();
    return timer;
  });
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}
