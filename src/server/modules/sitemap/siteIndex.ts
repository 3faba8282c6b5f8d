import type { Database } from '../../db/client';
import {
  companiesFingerprint,
  industryNamesOfLevel2,
  listCompanies,
  type ListedCompany,
} from './sitemap.repository';

/**
 * The companies as the sitemaps and the company directory list them, cached per database. Each use
 * checks the companies table's fingerprint (one aggregate query): a change from any writer (the
 * admin console, an import in any process, the seed) makes the next request rebuild the listing, so
 * "regenerated when companies change" holds on every instance. The industry names, which the
 * fingerprint does not cover, are read again after SITE_INDEX_MAX_AGE_MS.
 */

export const SITE_INDEX_MAX_AGE_MS = 10 * 60 * 1000;

export interface SiteIndex {
  companies: readonly ListedCompany[];
  /** ICB level-2 names by code. */
  industryNames: ReadonlyMap<string, string>;
  /** The latest company update (the companies parts' lastmod); null without companies. */
  lastUpdated: Date | null;
  /** Output built from this listing (XML parts, the directory), memoized with it. */
  memo: Map<string, unknown>;
}

interface Entry {
  fingerprint: string;
  builtAt: number;
  index: SiteIndex;
}

const cache = new WeakMap<Database, Promise<Entry>>();

async function build(db: Database, fingerprint: string): Promise<Entry> {
  const [companies, industryNames] = await Promise.all([listCompanies(db), industryNamesOfLevel2(db)]);
  const lastUpdated = companies.reduce<Date | null>(
    (latest, company) => (!latest || company.updatedAt > latest ? company.updatedAt : latest),
    null,
  );
  return {
    fingerprint,
    builtAt: Date.now(),
    index: { companies, industryNames, lastUpdated, memo: new Map() },
  };
}

/** The current listing: the cached one while the companies are unchanged and it is young enough. */
export async function siteIndex(db: Database, now: number = Date.now()): Promise<SiteIndex> {
  const fingerprint = await companiesFingerprint(db);
  const pending = cache.get(db);
  if (pending) {
    const entry = await pending.catch(() => null);
    if (entry && entry.fingerprint === fingerprint && now - entry.builtAt < SITE_INDEX_MAX_AGE_MS) {
      return entry.index;
    }
  }
  const next = build(db, fingerprint);
  cache.set(db, next);
  next.catch(() => {
    if (cache.get(db) === next) cache.delete(db);
  });
  return (await next).index;
}

/** A value derived from the listing, computed once per listing. */
export function memoized<T>(index: SiteIndex, key: string, make: () => T): T {
  if (!index.memo.has(key)) index.memo.set(key, make());
  return index.memo.get(key) as T;
}

/** Drops the cached listing (tests; a writer that wants the change visible before the next check). */
export function forgetSiteIndex(db: Database): void {
  cache.delete(db);
}
