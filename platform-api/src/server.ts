import { buildApp } from './app.js';
import { markOverdueInvoices } from './billing/overdue-sweep.js';
import { loadConfig } from './config.js';
import { isoDate } from './lib/dates.js';

/** Starts platform-api on PORT/HOST (default 127.0.0.1:4000); everything else lives in buildApp. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const config = loadConfig();
const app = await buildApp({ config });

// AWAITING_PAYMENT invoices past their due date become OVERDUE: at start, then every hour.
const sweep = () =>
  markOverdueInvoices(app.db, isoDate(app.now())).then(
    (moved) => moved > 0 && app.log.info({ moved }, 'invoices marked OVERDUE'),
    (error: unknown) => app.log.error({ err: error }, 'overdue sweep failed'),
  );
await sweep();
const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
timer.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(timer);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port: config.port, host: config.host });
