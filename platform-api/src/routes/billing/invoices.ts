import JSZip from 'jszip';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { InvoiceStatus } from '../../contract.js';
import { actorOf } from '../../auth/token-verifier.js';
import { getClientHeader } from '../../billing/clients-repository.js';
import { invoicesWorkbook } from '../../billing/exports.js';
import { negotiateEncoding } from '../../billing/invoice-list-cache.js';
import { renderInvoicePdf } from '../../billing/invoice-pdf.js';
import { updateInvoiceStatuses } from '../../billing/invoice-status-service.js';
import { assertInvoicesExist, getInvoiceDetails, getInvoiceRows, listInvoicesJson } from '../../billing/invoices-repository.js';
import { batchRetryPayment, retryPayment, settleStaleCardPayments } from '../../billing/payment-service.js';
import { XLSX_MIME_TYPE } from '../../billing/spreadsheet.js';
import { isoDate } from '../../lib/dates.js';
import { invoiceNumberSchema, invoiceParamsSchema, tenantIdSchema } from '../schemas.js';
import { batchRetryPaymentSchema, invoiceDetailsSchema, retryPaymentSchema, updateStatusResultSchema } from './billing-schemas.js';

const FINANCE = { role: 'FINANCE' } as const;
const STATUSES: readonly InvoiceStatus[] = ['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'VOIDED', 'WRITTEN_OFF'];

/** Most invoices one download may carry (spec 02 §2.3, §9). */
export const DOWNLOAD_LIMIT = 130;
/** Most invoices one status update or bulk retry may carry. */
export const BATCH_LIMIT = 1000;

const invoiceNumbers = (maxItems: number) => ({ type: 'array', minItems: 1, maxItems, uniqueItems: true, items: invoiceNumberSchema }) as const;

type InvoiceParams = { Params: { invoiceNumber: string } };

/**
 * Invoices of the finance console (spec 02 §2.3, §2.4, §4, §7), all FINANCE:
 *
 * - GET /billing/invoices[?tenantId=]: every invoice row, newest first. The full list is cached per
 *   data version with an ETag (304 when unchanged) and its gzip/brotli forms.
 * - POST /billing/invoices/update-status `{ invoiceNumbers, status = 'PAID' }`: the §4 rules, 409
 *   when refused or while a card payment of one of them is in progress (stale ones are settled
 *   with the gateway first); `{ message, invoices }` ('Status updated successfully[ for {invoice}]').
 * - POST /billing/invoices/download `{ invoiceNumbers (1-130), format: 'xlsx' | 'zip' }`: an .xlsx
 *   of the rows and line items, or a .zip of one PDF per invoice.
 * - POST /billing/invoices/batch-retry-payment `{ invoiceNumbers }`: the bulk payment summary.
 * - POST /billing/invoices/:invoiceNumber/retry-payment: 'Payment Successful' / 'Payment Failed'.
 * - GET /billing/invoices/:invoiceNumber: invoice details; .../preview: the invoice PDF.
 */
export const billingInvoicesRoutes: FastifyPluginAsync = async (app) => {
  const paymentContext = (request: FastifyRequest) => ({ db: app.db, gateway: app.paymentGateway, requestedBy: actorOf(request.user) });

  app.get<{ Querystring: { tenantId?: string } }>(
    '/invoices',
    {
      config: FINANCE,
      schema: { querystring: { type: 'object', properties: { tenantId: tenantIdSchema }, additionalProperties: false } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const { tenantId } = request.query;
      if (tenantId) {
        await getClientHeader(app.db, tenantId);
        return reply.type('application/json; charset=utf-8').send(await listInvoicesJson(app.db, tenantId));
      }
      const list = await app.invoiceListCache.get();
      reply.header('etag', list.etag);
      if (request.headers['if-none-match'] === list.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(list.json);
      const vary = reply.getHeader('vary');
      return reply
        .header('content-encoding', encoding)
        .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
        .send(await app.invoiceListCache.encoded(list, encoding));
    },
  );

  app.post<{ Body: { invoiceNumbers: string[]; status?: InvoiceStatus } }>(
    '/invoices/update-status',
    {
      config: FINANCE,
      schema: {
        body: {
          type: 'object',
          properties: { invoiceNumbers: invoiceNumbers(BATCH_LIMIT), status: { type: 'string', enum: STATUSES } },
          required: ['invoiceNumbers'],
          additionalProperties: false,
        },
        response: { 200: updateStatusResultSchema },
      },
    },
    async (request) => {
      // A charge left REQUESTED by a stopped process must not block the change forever.
      await settleStaleCardPayments({ db: app.db, gateway: app.paymentGateway }, request.body.invoiceNumbers);
      return updateInvoiceStatuses(app.db, request.body, actorOf(request.user), isoDate(app.now()));
    },
  );

  app.post<{ Body: { invoiceNumbers: string[]; format?: 'xlsx' | 'zip' } }>(
    '/invoices/download',
    {
      config: FINANCE,
      schema: {
        body: {
          type: 'object',
          properties: { invoiceNumbers: invoiceNumbers(DOWNLOAD_LIMIT), format: { type: 'string', enum: ['xlsx', 'zip'], default: 'xlsx' } },
          required: ['invoiceNumbers'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const { invoiceNumbers: numbers, format = 'xlsx' } = request.body;
      await assertInvoicesExist(app.db, numbers);
      const details = await Promise.all(numbers.map((number) => getInvoiceDetails(app.db, number)));
      const stamp = isoDate(app.now());
      if (format === 'zip') {
        const zip = new JSZip();
        for (const invoice of details) zip.file(`${invoice.invoiceNumber}.pdf`, await renderInvoicePdf(invoice));
        const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
        return reply.type('application/zip').header('content-disposition', `attachment; filename="invoices-${stamp}.zip"`).send(file);
      }
      const file = invoicesWorkbook(await getInvoiceRows(app.db, numbers), details);
      return reply.type(XLSX_MIME_TYPE).header('content-disposition', `attachment; filename="invoices-${stamp}.xlsx"`).send(file);
    },
  );

  app.post<{ Body: { invoiceNumbers: string[] } }>(
    '/invoices/batch-retry-payment',
    {
      config: FINANCE,
      schema: {
        body: { type: 'object', properties: { invoiceNumbers: invoiceNumbers(BATCH_LIMIT) }, required: ['invoiceNumbers'], additionalProperties: false },
        response: { 200: batchRetryPaymentSchema },
      },
    },
    async (request) => batchRetryPayment(paymentContext(request), request.body.invoiceNumbers),
  );

  app.post<InvoiceParams>(
    '/invoices/:invoiceNumber/retry-payment',
    { config: FINANCE, schema: { params: invoiceParamsSchema, response: { 200: retryPaymentSchema } } },
    async (request) => retryPayment(paymentContext(request), request.params.invoiceNumber),
  );

  app.get<InvoiceParams>(
    '/invoices/:invoiceNumber',
    { config: FINANCE, schema: { params: invoiceParamsSchema, response: { 200: invoiceDetailsSchema } } },
    async (request) => getInvoiceDetails(app.db, request.params.invoiceNumber),
  );

  app.get<InvoiceParams>('/invoices/:invoiceNumber/preview', { config: FINANCE, schema: { params: invoiceParamsSchema } }, async (request, reply) => {
    const pdf = await renderInvoicePdf(await getInvoiceDetails(app.db, request.params.invoiceNumber));
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${request.params.invoiceNumber}.pdf"`).send(pdf);
  });
};
