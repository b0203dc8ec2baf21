import type { FastifyInstance } from 'fastify';
import type { HandlerGroup } from '../register-endpoints.js';

/** Buyer Decrypt, Sync Settings and Pxnr Sync (spec 01 §5, §7, §8; spec 02 §2.8, §2.9). */
export function testToolHandlers(_app: FastifyInstance): HandlerGroup<never> {
  return {};
}
