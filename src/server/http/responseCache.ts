import { LRUCache } from 'lru-cache';
import { getEnv } from '../env';

/**
 * Serialized answers of public data routes (finance tables, labels, ratios), kept per route, validated
 * query and the caller's access for a short time. Those answers change only when an import or the seed
 * runs (outside the web process), so a repeated read costs a lookup instead of a computation, a JSON
 * serialization and a hashCode encryption. Concurrent identical requests share one computation;
 * failures are not kept. New imports show within API_RESPONSE_CACHE_TTL_MS (default 60 s; 0 turns
 * the cache off).
 */
let bodies: LRUCache<string, string> | null | undefined;
const inflight = new Map<string, Promise<string>>();

function getBodies(): LRUCache<string, string> | null {
  if (bodies === undefined) {
    const ttl = getEnv().API_RESPONSE_CACHE_TTL_MS;
    bodies =
      ttl > 0
        ? new LRUCache<string, string>({
            // Bounded by size, not only count: one answer can be a few hundred KB.
            maxSize: 128 * 1024 * 1024,
            sizeCalculation: (body) => Math.max(1, body.length),
            ttl,
          })
        : null;
  }
  return bodies;
}

/** The cached body for key, or the one compute() makes (shared with concurrent callers). */
export function cachedBody(key: string, compute: () => Promise<string>): string | Promise<string> {
  const cache = getBodies();
  if (!cache) return compute();
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let pending = inflight.get(key);
  if (pending) return pending;
  pending = compute().then(
    (body) => {
      inflight.delete(key);
      cache.set(key, body);
      return body;
    },
    (error: unknown) => {
      inflight.delete(key);
      throw error;
    },
  );
  inflight.set(key, pending);
  return pending;
}

/** A stable key for a validated query object (property order does not matter). */
export function queryKey(query: unknown): string {
  if (query === null || typeof query !== 'object') return JSON.stringify(query ?? null);
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** Tests, the seed and imports in the same process drop what they may have made stale. */
export function clearResponseCache(): void {
  bodies = undefined;
  inflight.clear();
}
