/**
 * The cache of platform-api (docs/platform-ops.md#cache-management): string values under string
 * keys. Keys are `{tenantId}|{cacheName}` (shared-kit `cacheKey`, e.g. `T01|tenant-config`), so a
 * tenant's keys are those starting with `{tenantId}|`. Two stores: {@link MemoryCacheStore} (in the
 * API's process, the default) and `RedisCacheStore` (when REDIS_URL is set, see `redis-cache-store.ts`).
 */

/** A key/value cache. Patterns use `*` for any text (and nothing else is special). */
export interface CacheStore {
  /** `memory` or `redis`. */
  readonly kind: 'memory' | 'redis';
  /** The value under `key`, or `null` when there is none. */
  get(key: string): Promise<string | null>;
  /** Stores `value` under `key`, replacing any value. */
  set(key: string, value: string): Promise<void>;
  /** Every key matching `pattern` (`*` any text), sorted. */
  keys(pattern: string): Promise<string[]>;
  /** Removes `keys`; answers how many existed. */
  delete(keys: readonly string[]): Promise<number>;
  /** Releases the connection (nothing for the memory store). */
  close(): Promise<void>;
}

/**
 * A matcher for a cache key pattern: `*` any text (also none), every other character itself.
 *
 * @example cachePatternMatcher('T01|tenant-*')('T01|tenant-config') // true
 */
export function cachePatternMatcher(pattern: string): (key: string) => boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[\\^$.+?()[\]{}|]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`, 's');
  return (key) => regex.test(key);
}

/** The in-process cache: a Map, lost when the API stops (used when REDIS_URL is not set). */
export class MemoryCacheStore implements CacheStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, string>();

  async get(key: string): Promise<string | null> {
    return this.entries.get(key) ?? null;
  }

  async set(key: string, value: string): Promise<void> {
    this.entries.set(key, value);
  }

  async keys(pattern: string): Promise<string[]> {
    const matches = cachePatternMatcher(pattern);
    return [...this.entries.keys()].filter(matches).sort();
  }

  async delete(keys: readonly string[]): Promise<number> {
    let removed = 0;
    for (const key of keys) if (this.entries.delete(key)) removed += 1;
    return removed;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
