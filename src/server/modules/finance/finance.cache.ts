import { LRUCache } from 'lru-cache';
import { checkDataVersion, onDataChange } from '../../data/dataVersion';

/**
 * Finance tables change only when an import, the feed or the seed writes, and the same few tables
 * are read over and over; computing one costs a database round trip and a few thousand values. Each
 * instance keeps recent answers until the data version changes (src/server/data/dataVersion.ts,
 * checked at most once a second: a write on any instance shows within about a second), at most
 * FINANCE_CACHE_TTL_MS. Concurrent identical requests share one computation. Errors are not kept.
 */
export const FINANCE_CACHE_TTL_MS = 60_000;

const cache = new LRUCache<string, Promise<unknown>>({ max: 2_000, ttl: FINANCE_CACHE_TTL_MS });

function lookup<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = compute();
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  return pending;
}

export function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const checking = checkDataVersion();
  return checking ? checking.then(() => lookup(key, compute)) : lookup(key, compute);
}

/** A stable key for a query object (property order does not matter). */
export function cacheKey(kind: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${kind}:${JSON.stringify(entries)}`;
}

/** Drops every kept answer (a new data version; tests; a writer in this process). */
export function clearFinanceCache(): void {
  cache.clear();
}

onDataChange(clearFinanceCache);
