import { LRUCache } from 'lru-cache';
import { checkDataVersion, onDataChange } from '../data/dataVersion';
import { getEnv } from '../env';

/**
 * Serialized answers of public data routes (finance tables, labels, ratios) and of the home page's
 * server-rendered cards, kept per route, validated query and the caller's access for a short time, so
 * a repeated read costs a lookup instead of a computation, a JSON serialization and an envelope
 * encryption. Concurrent identical requests share one computation; failures are not kept.
 *
 * Every use first makes sure the data version (src/server/data/dataVersion.ts) was checked within
 * the last second: an import, a sync or an edit on any instance or in any process changes it, and
 * every kept answer is dropped then. API_RESPONSE_CACHE_TTL_MS (default 60 s; 0 turns the cache
 * off) only bounds what the version does not see and the memory of answers no longer asked for.
 */
let bodies: LRUCache<string, string> | null | undefined;
const inflight = new Map<string, Promise<string>>();
/** Moves when the cache is dropped: a computation begun before does not store its answer. */
let generation = 0;

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

function lookup(key: string, compute: () => Promise<string>): string | Promise<string> {
  const cache = getBodies();
  if (!cache) return compute();
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let pending = inflight.get(key);
  if (pending) return pending;
  const started = generation;
  pending = compute().then(
    (body) => {
      if (generation !== started) return body;
      inflight.delete(key);
      cache.set(key, body);
      return body;
    },
    (error: unknown) => {
      if (generation === started) inflight.delete(key);
      throw error;
    },
  );
  inflight.set(key, pending);
  return pending;
}

/** The cached body for key, or the one compute() makes (shared with concurrent callers). */
export function cachedBody(key: string, compute: () => Promise<string>): string | Promise<string> {
  const checking = checkDataVersion();
  return checking ? checking.then(() => lookup(key, compute)) : lookup(key, compute);
}

/** A stable key for a validated query object (property order does not matter). */
export function queryKey(query: unknown): string {
  if (query === null || typeof query !== 'object') return JSON.stringify(query ?? null);
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** Drops every kept answer (a new data version; tests; a writer in this process). */
export function clearResponseCache(): void {
  generation += 1;
  bodies = undefined;
  inflight.clear();
}

onDataChange(clearResponseCache);
