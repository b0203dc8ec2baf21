import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actionContext, recordAction, withRefusalRecorded, type FieldChange } from '../../action-log/record-action.js';
import {
  getClientContact,
  getContractTerms,
  getDefaultPaymentMethod,
  listClients,
  listPaymentMethods,
  setDefaultPaymentMethod,
} from '../../billing/clients-repository.js';
import { exportClients } from '../../billing/client-query/export-clients.js';
import { searchClients } from '../../billing/client-query/search-clients.js';
import { clientsWorkbook } from '../../billing/exports.js';
import { XLSX_MIME_TYPE } from '../../billing/spreadsheet.js';
import { datedFileName } from '../../contract.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** The clients exports' file name before its date: `Clients_Export_{MM_DD_YYYY}.xlsx` (docs/billing.md#export-file-names). */
const CLIENTS_EXPORT_FILE_BASE = 'Clients_Export';

/** Sends a file as it is written (the declared answer is its bytes; the schema serialiser is not involved). */
function sendStream(reply: FastifyReply, file: Readable): FastifyReply {
  return reply.send(file);
}

/**
 * Clients of the finance console (docs/billing.md#clients-and-invoices-grids), all FINANCE:
 * GET /billing/clients, GET /billing/clients/export (.xlsx),
 * POST /billing/clients/search `{ state, after? | offset?, limit, counts? }` (the grid's server mode, issue
 * 16: one window of the rows a grid state selects, evaluated in SQL, with `next`, `total`, `all`,
 * `awaitingTotals`, `setCounts`), POST /billing/clients/search/export `{ state }` (the selection as
 * the clients workbook, streamed),
 * GET /billing/clients/:tenantId/contact, /payment-methods, /contract-terms,
 * GET and PUT /billing/clients/:tenantId/default-payment-method (PUT body `{ paymentMethodId }`;
 * GET answers `null` when the client has no default). Unknown clients answer 404. A new default
 * is written with its action-log entry (`DEFAULT_PAYMENT_METHOD_CHANGED`, the client's tenant id
 * and the payment method id, `defaultPaymentMethodId` before → after; never card digits) in one
 * transaction (docs/api.md#action-log); a refused change (404) is recorded as FAILED.
 */
export function billingClientHandlers(
  app: FastifyInstance,
): HandlerGroup<
  'clients' | 'clientsExport' | 'clientSearch' | 'clientSearchExport' | 'clientContact' | 'paymentMethods' | 'defaultPaymentMethod' | 'setDefaultPaymentMethod' | 'contractTerms'> {
  return {
    clients: async () => listClients(app.db, app.now()),

    clientsExport: async (_request, reply) => {
      const file = clientsWorkbook(await listClients(app.db, app.now()));
      return reply
        .type(XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="${datedFileName(CLIENTS_EXPORT_FILE_BASE, 'xlsx', app.now())}"`)
        .send(file);
    },

    clientSearch: async (request) => searchClients(app.db, request.body, app.now().getTime()),

    clientSearchExport: async (request, reply) => {
      const file = exportClients(app.db, request.body, app.now().getTime());
      return sendStream(reply.type(XLSX_MIME_TYPE).header('content-disposition', `attachment; filename="${datedFileName(CLIENTS_EXPORT_FILE_BASE, 'xlsx', app.now())}"`), file);
    },

    clientContact: async (request) => getClientContact(app.db, request.params.tenantId),

    paymentMethods: async (request) => listPaymentMethods(app.db, request.params.tenantId),

    defaultPaymentMethod: async (request) => getDefaultPaymentMethod(app.db, request.params.tenantId),

    setDefaultPaymentMethod: async (request) => {
      const { tenantId } = request.params;
      const { paymentMethodId } = request.body;
      const entry = { ...actionContext(request), area: 'billing', endpoint: 'setDefaultPaymentMethod', action: 'DEFAULT_PAYMENT_METHOD_CHANGED' };
      return withRefusalRecorded(app.db, { ...entry, targetIds: [tenantId, paymentMethodId] }, () =>
        app.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>('select payment_method_id as id from payment_methods where tenant_id = $1 and is_default for update', [tenantId]);
          const method = await setDefaultPaymentMethod(tx, tenantId, paymentMethodId);
          const from = rows[0]?.id ?? null;
          const changes: Record<string, FieldChange> = from === method.id ? {} : { defaultPaymentMethodId: { from, to: method.id } };
          await recordAction(tx, { ...entry, targetIds: [tenantId, method.id], changes });
          return method;
        }),
      );
    },

    contractTerms: async (request) => getContractTerms(app.db, request.params.tenantId),
  };
}
