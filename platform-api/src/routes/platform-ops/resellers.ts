import type { FastifyInstance } from 'fastify';
import type { HandlerGroup } from '../register-endpoints.js';

/** Reseller Onboarding and the public Reseller Invitation (spec 02 §2.7, §2.11, §7, §8). */
export function resellerHandlers(_app: FastifyInstance): HandlerGroup<never> {
  return {};
}
