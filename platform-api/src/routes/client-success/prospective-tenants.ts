import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { actionContext, listActions } from '../../action-log/record-action.js';
import {
  CLIENT_FORM_HISTORY_ACTIONS,
  CLIENT_FORM_MESSAGES,
  type ClientFormFieldsBody,
  type ClientFormHistoryEntry,
} from '../../contract.js';
import {
  CLIENT_FORMS_AREA,
  changeClientFormStatus,
  isStatusBody,
  readClientFormImage,
  registerClientForm,
  updateClientForm,
  type ClientFormServices,
} from '../../client-forms/client-form-service.js';
import { getClientForm, listClientForms } from '../../client-forms/client-forms-repository.js';
import { registerImageUploads, uploadedFiles } from '../../client-forms/image-uploads.js';
import { HttpError } from '../../lib/http-error.js';
import { readOutbox } from '../../local/local-mail.js';
import { rateLimitStoreFromEnv } from '../../plugins/proxy-and-limits.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** Public registrations one client address may make per {@link REGISTRATION_WINDOW_MS}. */
export const REGISTRATIONS_PER_WINDOW = 30;
/** The window of {@link REGISTRATIONS_PER_WINDOW}: one minute. */
export const REGISTRATION_WINDOW_MS = 60_000;

const HISTORY_ACTIONS: ReadonlySet<string> = new Set(CLIENT_FORM_HISTORY_ACTIONS);

/**
 * Client forms (docs/client-success.md#client-forms):
 * - GET /client-success/prospective-tenants (rows, newest first) and GET …/:submissionId (the whole
 *   form; 404 when unknown), CLIENT_SUCCESS;
 * - PUT …/:submissionId, CLIENT_SUCCESS: a status change (JSON) or the whole form (JSON or multipart
 *   with the images as files), each committed with its action-log row;
 * - POST /client-success/prospective-tenants, public: the new-client registration, at most
 *   {@link REGISTRATIONS_PER_WINDOW} a minute per client address (429 after that, nothing stored);
 * - GET …/:submissionId/history and …/images/:field, CLIENT_SUCCESS;
 * - GET /local/outbox (local mode only, PLATFORM_ADMIN): the local-mail adapter's e-mails.
 *
 * Registers @fastify/multipart (images, {@link registerImageUploads}) and @fastify/rate-limit
 * (used by the registration only) for the routes; images go to the configured blob store and
 * e-mails to the configured mail sender (`app.providers`; locally the blob directory and the outbox).
 */
export async function prospectiveTenantHandlers(
  app: FastifyInstance,
): Promise<
  HandlerGroup<
    'prospectiveTenants' | 'prospectiveTenant' | 'updateProspectiveTenant' | 'createProspectiveTenant' | 'prospectiveTenantHistory' | 'prospectiveTenantImage' | 'localOutbox'
  >
> {
  await registerImageUploads(app);
  // In Redis when REDIS_URL is set: one limit whichever instance answers
  // (docs/operations.md#scaling).
  await app.register(rateLimit, { global: false, ...rateLimitStoreFromEnv(app) });
  const limitRegistrations = app.createRateLimit({ max: REGISTRATIONS_PER_WINDOW, timeWindow: REGISTRATION_WINDOW_MS });
  const services: ClientFormServices = {
    db: app.db,
    blobs: app.providers.blobs,
    mail: app.providers.mail,
    log: app.log,
  };

  return {
    prospectiveTenants: async () => listClientForms(app.db),
    prospectiveTenant: async (request) => getClientForm(app.db, request.params.submissionId),

    updateProspectiveTenant: async (request) => {
      const { submissionId } = request.params;
      const body = request.body;
      if (isStatusBody(body)) return changeClientFormStatus(services, actionContext(request), submissionId, body);
      return updateClientForm(services, actionContext(request), submissionId, body, uploadedFiles(request));
    },

    createProspectiveTenant: async (request, reply) => {
      const limit = await limitRegistrations(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new HttpError(429, `Too many registrations from this address: at most ${REGISTRATIONS_PER_WINDOW} a minute. Try again in ${limit.ttlInSeconds} s`);
      }
      const submissionId = await registerClientForm(services, actionContext(request), request.body as ClientFormFieldsBody, uploadedFiles(request));
      return { message: CLIENT_FORM_MESSAGES.registered, submissionId };
    },

    prospectiveTenantHistory: async (request) => {
      const { submissionId } = request.params;
      await getClientForm(app.db, submissionId);
      const rows = await listActions(app.db, { area: CLIENT_FORMS_AREA, targetId: submissionId });
      return rows
        .filter((row) => HISTORY_ACTIONS.has(row.action))
        .map(
          (row): ClientFormHistoryEntry => ({
            id: row.id,
            at: row.at,
            actorEmail: row.actorEmail,
            action: row.action as ClientFormHistoryEntry['action'],
            changes: Object.entries(row.changes).map(([field, change]) => ({ field, from: change.from, to: change.to })),
            note: row.note,
            outcome: row.outcome,
          }),
        );
    },

    prospectiveTenantImage: async (request, reply) => {
      const { submissionId, field } = request.params;
      const image = await readClientFormImage(services, submissionId, field);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${image.fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(Buffer.from(image.bytes));
    },

    localOutbox: async (request) => readOutbox(app.db, request.query.to),
  };
}
