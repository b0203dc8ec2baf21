import { buildApp } from './app.js';
import { markOverdueInvoices } from './billing/overdue-sweep.js';
import { settleStaleCardPayments } from './billing/payment-service.js';
import { warmInvoiceSearch } from './billing/invoice-query/search-invoices.js';
import { loadConfig } from './config.js';
import { isoDate } from './lib/dates.js';

/** Starts platform-api on PORT/HOST (default 127.0.0.1:4000); everything else lives in buildApp. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const config = loadConfig();
const app = await buildApp({ config });

// At start, then every hour: AWAITING_PAYMENT invoices due today or earlier become OVERDUE, and
// card payments left REQUESTED by a stopped process are settled with the gateway.
const sweep = () =>
  Promise.all([
    markOverdueInvoices(app.db, isoDate(app.now())).then(
      (moved) => moved > 0 && app.log.info({ moved }, 'invoices marked OVERDUE'),
      (error: unknown) => app.log.error({ err: error }, 'overdue sweep failed'),
    ),
    settleStaleCardPayments({ db: app.db, gateway: app.paymentGateway }).then(
      (settled) => settled > 0 && app.log.info({ settled }, 'stale card payments settled'),
      (error: unknown) => app.log.error({ err: error }, 'settling stale card payments failed'),
    ),
  ]);
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
// The invoices grid's first answer is read before the API takes requests (about 2 s at 1,000,000 invoices).
await warmInvoiceSearch(app.db, app.now().getTime()).then(
  (ms) => app.log.info({ ms }, 'invoices search warmed'),
  (error: unknown) => app.log.error({ err: error }, 'warming the invoices search failed'),
);
await app.listen({ port: config.port, host: config.host });
