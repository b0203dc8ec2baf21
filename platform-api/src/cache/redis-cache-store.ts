import { Redis } from 'ioredis';
import type { CacheStore } from './cache-store.js';

/** Options of {@link RedisCacheStore}. */
export interface RedisCacheStoreOptions {
  /** e.g. `redis://127.0.0.1:6379/0`. */
  url: string;
  /**
   * Prefix of every key in Redis (e.g. `px:`), so several APIs or test runs share one server
   * without meeting; the keys of the store's interface never carry it. Default `px-cache:`.
   */
  prefix?: string;
  /** Connection timeout, ms; default 5,000. */
  connectTimeoutMs?: number;
}

/** Keys fetched per SCAN step. */
const SCAN_COUNT = 500;

/**
 * The cache on Redis (ioredis), used when REDIS_URL is set (the
 * production cache is Redis). Keys are stored under the prefix; {@link keys} scans with SCAN (never
 * KEYS), escaping Redis glob characters other than `*` in the pattern.
 */
export class RedisCacheStore implements CacheStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(options: RedisCacheStoreOptions) {
    this.prefix = options.prefix ?? 'px-cache:';
    this.redis = new Redis(options.url, {
      connectTimeout: options.connectTimeoutMs ?? 5_000,
      maxRetriesPerRequest: 2,
      lazyConnect: false,
    });
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string): Promise<void> {
    await this.redis.set(this.prefix + key, value);
  }

  async keys(pattern: string): Promise<string[]> {
    const glob = (this.prefix + pattern).replace(/[?[\]\\]/g, '\\$&');
    const found = new Set<string>();
    let cursor = '0';
    do {
      const [next, batch] = await this.redis.scan(cursor, 'MATCH', glob, 'COUNT', SCAN_COUNT);
      for (const key of batch) found.add(key.slice(this.prefix.length));
      cursor = next;
    } while (cursor !== '0');
    return [...found].sort();
  }

  async delete(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    return this.redis.del(...keys.map((key) => this.prefix + key));
  }

  /** Resolves when Redis answers a PING; rejects with ioredis's error otherwise. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    // A Redis that never answered: stop reconnecting at once (QUIT would wait for it).
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}
