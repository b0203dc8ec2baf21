import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actionContext } from '../../action-log/record-action.js';
import { INVITATION_MESSAGES } from '../../contract.js';
import { HttpError } from '../../lib/http-error.js';
import {
  DEFAULT_CONSOLE_URL,
  acceptInvitation,
  invitationValidDays,
  locateTenant,
  onboardReseller,
  resendActivation,
  syncPxnr,
  verifyInvitation,
  type ResellerServices,
} from '../../resellers/reseller-service.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** Public invitation calls one client address may make per {@link INVITATION_WINDOW_MS}, all four together. */
export const INVITATION_CALLS_PER_WINDOW = 30;
/** The window of {@link INVITATION_CALLS_PER_WINDOW}: one minute. */
export const INVITATION_WINDOW_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Reseller Onboarding, Pxnr Sync and the public Reseller Invitation (docs/resellers.md):
 * - POST /pxnr/reseller-onboarding (PLATFORM_ADMIN): stores the reseller configuration and e-mails
 *   the invitation link; 'Reseller Onboarded Successfully';
 * - POST /pxnr/sync (PLATFORM_ADMIN, test only): copies a reseller configuration; 'Tenant sync successfull';
 * - POST /pxns/invitation/verify, locate-tenant, accept and resend (public, no token): at most
 *   {@link INVITATION_CALLS_PER_WINDOW} a minute per client address over the four (429 after that,
 *   nothing read or changed).
 *
 * The invitation lifetime is RESELLER_INVITATION_VALID_DAYS (default 14 days), the link's origin
 * CONSOLE_URL (default http://localhost:3000); e-mails go to the configured mail sender (`app.providers.mail`; locally the outbox).
 */
export function resellerHandlers(
  app: FastifyInstance,
): HandlerGroup<'resellerOnboarding' | 'pxnrSync' | 'verifyInvitation' | 'locateTenant' | 'acceptInvitation' | 'resendActivation'> {
  const services: ResellerServices = {
    db: app.db,
    mail: app.providers.mail,
    now: () => app.now(),
    validDays: invitationValidDays(),
    consoleUrl: process.env.CONSOLE_URL?.trim() || DEFAULT_CONSOLE_URL,
    log: app.log,
  };

  // @fastify/rate-limit is registered (global: false) by the client-success routes; registered here
  // only when it is not (avvio loads it before the app is ready), so the limiter exists either way.
  let limiter: Limiter | undefined;
  if (!app.hasDecorator('createRateLimit')) void app.register(rateLimit, { global: false });
  const limit = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    limiter ??= app.createRateLimit({ max: INVITATION_CALLS_PER_WINDOW, timeWindow: INVITATION_WINDOW_MS, keyGenerator: (r) => `reseller-invitation|${r.ip}` });
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, `${INVITATION_MESSAGES.tooMany}: at most ${INVITATION_CALLS_PER_WINDOW} a minute. Try again in ${result.ttlInSeconds} s`);
    }
  };

  return {
    resellerOnboarding: async (request) => onboardReseller(services, actionContext(request), request.body),
    pxnrSync: async (request) => syncPxnr(app.db, actionContext(request), request.body),
    verifyInvitation: async (request, reply) => {
      await limit(request, reply);
      return verifyInvitation(services, request.body);
    },
    locateTenant: async (request, reply) => {
      await limit(request, reply);
      return locateTenant(services, request.body);
    },
    acceptInvitation: async (request, reply) => {
      await limit(request, reply);
      return acceptInvitation(services, actionContext(request), request.body);
    },
    resendActivation: async (request, reply) => {
      await limit(request, reply);
      return resendActivation(services, actionContext(request), request.body);
    },
  };
}
