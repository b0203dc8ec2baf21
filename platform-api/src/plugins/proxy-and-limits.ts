import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The proxies whose `X-Forwarded-For` names the client (Fastify's `trustProxy`), from TRUST_PROXY:
 * addresses or CIDRs separated by commas (e.g. `127.0.0.1` or `10.0.0.0/8`), the proxy's only
 * (docs/operations.md#scaling). `false` when unset: the client is the socket's peer and the header
 * is ignored. A request from any other address keeps its peer as the client whatever it sends.
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] | false {
  const list = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : false;
}

/** The options of @fastify/rate-limit's store: Redis on REDIS_URL, else (none) its in-process store. */
export interface RateLimitStoreOptions {
  redis?: Redis;
  nameSpace?: string;
}

/**
 * The rate limits' store (docs/operations.md#scaling): on REDIS_URL, counters in Redis under
 * `rate-limit:<REDIS_KEY_PREFIX>` (prefix default `px:`; outside the cache's keys, which start with
 * the prefix itself), so a limit is the same whichever API
 * instance answers; without it, this process's memory. The Redis connection closes with `app`. A
 * Redis that does not answer makes a limited route answer 500 (never unlimited).
 */
export function rateLimitStoreFromEnv(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): RateLimitStoreOptions {
  const url = env.REDIS_URL?.trim();
  if (!url) return {};
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
  redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'rate limits: Redis connection error'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { redis, nameSpace: `rate-limit:${env.REDIS_KEY_PREFIX?.trim() || 'px:'}` };
}
