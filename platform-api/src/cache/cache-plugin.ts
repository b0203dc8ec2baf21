import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../plugins/global-plugin.js';
import { MemoryCacheStore, type CacheStore } from './cache-store.js';
import { RedisCacheStore } from './redis-cache-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cache of tenant configurations and splash pages (Redis when REDIS_URL is set, else in-process). */
    cache: CacheStore;
  }
}

/** Options of {@link cachePlugin}. */
export interface CachePluginOptions extends Record<string, unknown> {
  /** A store to use (tests); else one from `env`. */
  store?: CacheStore;
  /** Environment read when no store is given; default `process.env`. */
  env?: NodeJS.ProcessEnv;
}

/** How long the readiness check waits for Redis's PING answer, ms. */
const REDIS_PING_TIMEOUT_MS = 1000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The cache store of `env`: {@link RedisCacheStore} on REDIS_URL (keys under REDIS_KEY_PREFIX,
 * default `px-cache:`) when REDIS_URL is set, else a {@link MemoryCacheStore}.
 */
export function cacheStoreFromEnv(env: NodeJS.ProcessEnv = process.env): CacheStore {
  const url = env.REDIS_URL?.trim();
  if (!url) return new MemoryCacheStore();
  const prefix = env.REDIS_KEY_PREFIX?.trim();
  return new RedisCacheStore({ url, ...(prefix ? { prefix } : {}) });
}

/**
 * Decorates the application with `cache` (docs/platform-ops.md#cache-management): the given store
 * or {@link cacheStoreFromEnv}; closed when the application closes.
 */
export const cachePlugin: FastifyPluginAsync<CachePluginOptions> = globalPlugin('cache', async (app, options) => {
  const store = options.store ?? cacheStoreFromEnv(options.env);
  app.decorate('cache', store);
  // Redis configured but not answering: Cache Management and the rate-limited public pages fail,
  // the rest of the API serves (docs/operations.md#scaling).
  if (store instanceof RedisCacheStore && app.hasDecorator('readiness')) {
    app.readiness.addCheck('redis', () =>
      withTimeout(store.ping(), REDIS_PING_TIMEOUT_MS).then(
        () => ({ status: 'up' as const }),
        (error: unknown) => ({ status: 'degraded' as const, detail: `Redis does not answer: ${(error as Error).message}` }),
      ),
    );
  }
  app.addHook('onClose', async () => store.close());
});
