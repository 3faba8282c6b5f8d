import { LRUCache } from 'lru-cache';

/**
 * Finance tables change only when an import or the seed runs (both outside the web process), and the
 * same few tables are read over and over; computing one costs a database round trip and a few
 * thousand values. Each instance keeps recent answers for a short time, so new imports show within
 * FINANCE_CACHE_TTL_MS while repeated reads cost nothing. Concurrent identical requests share one
 * computation. Errors are not kept.
 */
export const FINANCE_CACHE_TTL_MS = 60_000;

const cache = new LRUCache<string, Promise<unknown>>({ max: 2_000, ttl: FINANCE_CACHE_TTL_MS });

export function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = compute();
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  return pending;
}

/** A stable key for a query object (property order does not matter). */
export function cacheKey(kind: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${kind}:${JSON.stringify(entries)}`;
}

/** Tests and the seed in the same process drop what they may have made stale. */
export function clearFinanceCache(): void {
  cache.clear();
}
