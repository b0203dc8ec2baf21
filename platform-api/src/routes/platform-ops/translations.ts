import type { FastifyInstance } from 'fastify';
import type { HandlerGroup } from '../register-endpoints.js';

/** Translation Automation (spec 01 §2, §5, §7, §8). */
export function translationHandlers(_app: FastifyInstance): HandlerGroup<never> {
  return {};
}
