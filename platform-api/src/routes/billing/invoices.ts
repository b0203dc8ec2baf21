import type { Readable } from 'node:stream';
import JSZip from 'jszip';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actionContext, withRefusalRecorded } from '../../action-log/record-action.js';
import { actorOf } from '../../auth/token-verifier.js';
import { getClientHeader } from '../../billing/clients-repository.js';
import { invoicesWorkbook } from '../../billing/exports.js';
import { negotiateEncoding } from '../../billing/invoice-list-cache.js';
import { exportInvoices } from '../../billing/invoice-query/export-invoices.js';
import { searchInvoices } from '../../billing/invoice-query/search-invoices.js';
import { selectInvoices } from '../../billing/invoice-query/select-invoices.js';
import { renderInvoicePdf } from '../../billing/invoice-pdf.js';
import { updateInvoiceStatuses } from '../../billing/invoice-status-service.js';
import { assertInvoicesExist, getInvoiceDetails, getInvoiceRows, listInvoicesJson } from '../../billing/invoices-repository.js';
import { batchRetryPayment, previewBatchRetryPayment, previewRetryPayment, retryPayment, settleStaleCardPayments } from '../../billing/payment-service.js';
import { XLSX_MIME_TYPE } from '../../billing/spreadsheet.js';
import { MATCHING_LIMITS, datedFileName, isDryRun } from '../../contract.js';
import { isoDate } from '../../lib/dates.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * Sends JSON text that was serialised (and maybe compressed) ahead of time from rows of the
 * declared answer schema: the invoices list is cached as text per data version, so it bypasses the
 * per-request serialiser.
 */
function sendPrepared(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Sends a file as it is written (the declared answer is its bytes; the schema serialiser is not involved). */
function sendStream(reply: FastifyReply, file: Readable): FastifyReply {
  return reply.send(file);
}

/**
 * Invoices of the finance console (docs/billing.md), all FINANCE:
 *
 * - GET /billing/invoices[?tenantId=]: every invoice row, newest first. The full list is cached per
 *   data version with an ETag (304 when unchanged) and its gzip/brotli forms.
 * - POST /billing/invoices/search `{ state, tenantId?, after? | offset?, limit, counts? }`: one
 *   window of the rows a grid state selects, evaluated in SQL (docs/grid.md#server-mode), with
 *   `next`, `total`, `all`, `setCounts`.
 * - POST /billing/invoices/search/export `{ state, tenantId? }`: the whole selection as a streamed .xlsx.
 * - The three bulk calls (update-status, download, batch-retry-payment) take the invoices as
 *   `invoiceNumbers`, or as `matching: { state, tenantId? }`: every invoice the search and filters
 *   select, resolved with the search's SQL (at most MATCHING_LIMITS of each call, else 400 naming
 *   the count and the limit; the answers then list the first invoices with `count`/`skippedCount`).
 * - POST /billing/invoices/update-status `{ invoiceNumbers, status = 'PAID' }`:
 *   docs/billing.md#invoice-status-changes, 409 when refused or while a card payment of one of them
 *   is in progress (stale ones are settled with the gateway first; a batch skips those invoices);
 *   `{ message, invoices, skipped, amounts }` ('Status updated successfully[ for {invoice}]').
 *   `?dryRun=true`: the same checks, the rows as they would be and the `fingerprint`, nothing
 *   changed (stale card payments are not settled either).
 * - The three calls that change money take `?fingerprint=` from their dry run: 409 'These invoices
 *   changed since the preview; preview again' when the invoices' states differ, nothing changed.
 * - POST /billing/invoices/download `{ invoiceNumbers (1-130), format: 'xlsx' | 'zip' }`: an .xlsx
 *   of the rows and line items, or a .zip of one PDF per invoice.
 * - POST /billing/invoices/batch-retry-payment `{ invoiceNumbers }`: the bulk payment summary;
 *   `?dryRun=true`: WOULD_CHARGE or SKIPPED per invoice, no card charged.
 * - POST /billing/invoices/:invoiceNumber/retry-payment: 'Payment Successful' / 'Payment Failed'
 *   with the decline reason; `?dryRun=true`: what would be charged, nothing charged.
 * - GET /billing/invoices/:invoiceNumber: invoice details; .../preview: the invoice PDF.
 *
 * Each change is written with its action-log entry; a refused change (404, 409) is recorded as a
 * FAILED entry naming the invoices (docs/api.md#action-log).
 */
export function billingInvoiceHandlers(
  app: FastifyInstance,
): HandlerGroup<
  'invoices' | 'invoiceSearch' | 'invoiceSearchExport' | 'updateInvoiceStatus' | 'downloadInvoices' | 'batchRetryPayment' | 'retryPayment' | 'invoiceDetails' | 'invoicePreview'
> {
  const paymentContext = (request: FastifyRequest) => ({
    db: app.db,
    gateway: app.paymentGateway,
    requestedBy: actorOf(request.user),
    action: actionContext(request),
  });

  return {
    invoices: async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const { tenantId } = request.query;
      if (tenantId) {
        await getClientHeader(app.db, tenantId);
        return sendPrepared(reply, await listInvoicesJson(app.db, tenantId));
      }
      const list = await app.invoiceListCache.get();
      reply.header('etag', list.etag);
      if (request.headers['if-none-match'] === list.etag) return reply.code(304).send(null);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return sendPrepared(reply, list.json);
      const vary = reply.getHeader('vary');
      reply.header('content-encoding', encoding).header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      return sendPrepared(reply, await app.invoiceListCache.encoded(list, encoding));
    },

    updateInvoiceStatus: async (request) => {
      const dryRun = isDryRun(request.query);
      const context = actionContext(request);
      const { fingerprint } = request.query;
      const selection = await selectInvoices(app.db, request.body, MATCHING_LIMITS.status, 'changed', app.now().getTime());
      const body = { invoiceNumbers: selection.invoiceNumbers, status: request.body.status };
      const update = () =>
        updateInvoiceStatuses(app.db, body, actorOf(request.user), isoDate(app.now()), {
          dryRun,
          context,
          ...(fingerprint ? { fingerprint } : {}),
          ...(selection.matching ? { matching: true } : {}),
        });
      if (dryRun) return update();
      // A charge left REQUESTED by a stopped process must not block the change forever; a previewed
      // change acts on the invoices as previewed (such a charge stays skipped).
      if (!fingerprint) await settleStaleCardPayments({ db: app.db, gateway: app.paymentGateway, action: context }, selection.invoiceNumbers);
      const targetIds = [...new Set(selection.invoiceNumbers)];
      return withRefusalRecorded(app.db, { ...context, area: 'billing', endpoint: 'updateInvoiceStatus', action: 'STATUS_CHANGED', targetIds }, update);
    },

    downloadInvoices: async (request, reply) => {
      const { format = 'xlsx' } = request.body;
      const { invoiceNumbers: numbers } = await selectInvoices(app.db, request.body, MATCHING_LIMITS.download, 'downloaded', app.now().getTime());
      await assertInvoicesExist(app.db, numbers);
      const details = await Promise.all(numbers.map((number) => getInvoiceDetails(app.db, number)));
      if (format === 'zip') {
        const zip = new JSZip();
        for (const invoice of details) zip.file(`${invoice.invoiceNumber}.pdf`, await renderInvoicePdf(invoice));
        const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
        return reply.type('application/zip').header('content-disposition', `attachment; filename="${datedFileName('Invoices', 'zip', app.now())}"`).send(file);
      }
      const file = invoicesWorkbook(await getInvoiceRows(app.db, numbers), details);
      return reply.type(XLSX_MIME_TYPE).header('content-disposition', `attachment; filename="${datedFileName('Invoices', 'xlsx', app.now())}"`).send(file);
    },

    batchRetryPayment: async (request) => {
      const { invoiceNumbers: numbers, matching } = await selectInvoices(app.db, request.body, MATCHING_LIMITS.retryPayment, 'paid', app.now().getTime());
      const listing = matching ? { matching } : {};
      return isDryRun(request.query)
        ? previewBatchRetryPayment(app.db, numbers, request.query.fingerprint, listing)
        : batchRetryPayment(paymentContext(request), numbers, request.query.fingerprint, listing);
    },

    retryPayment: async (request) => {
      const { invoiceNumber } = request.params;
      if (isDryRun(request.query)) return previewRetryPayment(app.db, invoiceNumber, request.query.fingerprint);
      return withRefusalRecorded(
        app.db,
        { ...actionContext(request), area: 'billing', endpoint: 'retryPayment', action: 'CARD_PAYMENT', targetIds: [invoiceNumber] },
        () => retryPayment(paymentContext(request), invoiceNumber, request.query.fingerprint),
      );
    },

    invoiceSearch: async (request) => searchInvoices(app.db, request.body, app.now().getTime()),

    invoiceSearchExport: async (request, reply) => {
      const file = exportInvoices(app.db, request.body, app.now().getTime());
      const name = datedFileName('Invoices_Export', 'xlsx', app.now());
      return sendStream(reply.type(XLSX_MIME_TYPE).header('content-disposition', `attachment; filename="${name}"`), file);
    },

    invoiceDetails: async (request) => getInvoiceDetails(app.db, request.params.invoiceNumber),

    invoicePreview: async (request, reply) => {
      const pdf = await renderInvoicePdf(await getInvoiceDetails(app.db, request.params.invoiceNumber));
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${request.params.invoiceNumber}.pdf"`).send(pdf);
    },
  };
}
