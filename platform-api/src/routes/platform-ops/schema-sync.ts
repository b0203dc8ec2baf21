import type { FastifyInstance } from 'fastify';
import type { HandlerGroup } from '../register-endpoints.js';

/** Schema sync, master and slave (spec 01 §2, §5, §7, §8). */
export function schemaSyncHandlers(_app: FastifyInstance): HandlerGroup<never> {
  return {};
}
