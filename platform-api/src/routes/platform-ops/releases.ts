import type { FastifyInstance } from 'fastify';
import type { HandlerGroup } from '../register-endpoints.js';

/** Admin operations, release deployment and Update Version (spec 01 §2, §4, §5, §7). */
export function releaseHandlers(_app: FastifyInstance): HandlerGroup<never> {
  return {};
}
