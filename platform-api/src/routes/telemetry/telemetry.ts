import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eventProblem, storeTelemetry, telemetryFigures } from '../../canary/telemetry-store.js';
import { TELEMETRY_BATCHES_PER_MINUTE, TELEMETRY_SUMMARY_MINUTES } from '../../contract.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import type { HandlerGroup } from '../register-endpoints.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The remotes' telemetry (docs/operations.md#telemetry-of-the-remotes):
 * - POST /telemetry (any console user): stores a batch of events after checking each one
 *   ({@link eventProblem}: 400 naming the event); at most {@link TELEMETRY_BATCHES_PER_MINUTE}
 *   batches a minute per user (429 with Retry-After after that, nothing stored), counted under a hash
 *   of the user's `sub` (in Redis when REDIS_URL is set). No user, address or URL is stored;
 * - GET /telemetry/remotes (PLATFORM_ADMIN): each remote and version's figures over the last
 *   {@link TELEMETRY_SUMMARY_MINUTES} minutes.
 */
export function telemetryHandlers(app: FastifyInstance): HandlerGroup<'reportTelemetry' | 'remoteTelemetry'> {
  // @fastify/rate-limit is registered (global: false) by the client-success routes; registered here
  // only when it is not, so the limiter exists either way.
  if (!app.hasDecorator('createRateLimit')) void app.register(rateLimit, { global: false });
  let limiter: Limiter | undefined;
  const limit = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    limiter ??= app.createRateLimit({
      max: TELEMETRY_BATCHES_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (r) => `telemetry|${createHash('sha256').update(r.user?.sub || r.user?.username || r.ip).digest('hex').slice(0, 32)}`,
    });
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, `Too many telemetry batches: at most ${TELEMETRY_BATCHES_PER_MINUTE} a minute. Try again in ${result.ttlInSeconds} s`);
    }
  };
  return {
    reportTelemetry: async (request, reply) => {
      const { events } = request.body;
      for (const [index, event] of events.entries()) {
        const problem = eventProblem(event, index);
        if (problem) throw badRequest(problem.message, problem.field);
      }
      await limit(request, reply);
      return { accepted: await storeTelemetry(app.db, events, app.now()) };
    },
    remoteTelemetry: async () => {
      const since = new Date(app.now().getTime() - TELEMETRY_SUMMARY_MINUTES * 60_000);
      return { since: since.toISOString(), minutes: TELEMETRY_SUMMARY_MINUTES, versions: await telemetryFigures(app.db, { since }) };
    },
  };
}
