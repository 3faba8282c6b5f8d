import { useRouter } from 'next/router';
import { useEffect, useSyncExternalStore } from 'react';
import { parseCompanyPath } from '@/common/companyPaths';
import { screenTitle } from '@/common/routes';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { isCompanyPage } from '@/features/enterprise/tickerSearch';
import { safeLocalStorage } from '@/lib/storage';
import { useAppSelector } from '../hooks';

const STORAGE_KEY = 'recentPages';
export const MAX_RECENT = 8;

export interface RecentPage {
  path: string;
  title: string;
}

const EMPTY: RecentPage[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; pages: RecentPage[] } = { raw: null, pages: EMPTY };

function parse(raw: string | null): RecentPage[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value)
      ? (value as RecentPage[]).filter(
          (item) => typeof item.path === 'string' && typeof item.title === 'string',
        )
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The stored list, newest first; the same array while the storage holds the same text. */
export function readRecentPages(): RecentPage[] {
  const raw = safeLocalStorage.get(STORAGE_KEY);
  if (raw !== cached.raw) cached = { raw, pages: parse(raw) };
  return cached.pages;
}

/** Puts a page first (one entry per title: the same screen of the same company once) and tells the panel. */
export function recordRecentPage(page: RecentPage): void {
  const next = [page, ...readRecentPages().filter((item) => item.title !== page.title)].slice(0, MAX_RECENT);
  safeLocalStorage.set(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The recent pages, kept up to date while shown; none on the server. */
export function useRecentPages(): RecentPage[] {
  return useSyncExternalStore(subscribe, readRecentPages, () => EMPTY);
}

/**
 * The title a visit is listed under: the screen's name, after the ticker on company pages
 * ("FPT · Cân đối kế toán"); none for pages outside the site's screens.
 */
export function recentPageTitle(path: string, pathname: string, ticker: string): string | undefined {
  const title = screenTitle(path);
  if (!title) return undefined;
  return isCompanyPage(pathname) && ticker ? `${ticker} · ${title}` : title;
}

/**
 * Records every visit (the shell runs this on every page, whether the recent-pages panel is open
 * or not). A company page is listed with the ticker its path names (/enterprise/FPT/...), else the store's.
 */
export function useRecordRecentPages(): void {
  const router = useRouter();
  const storeTicker = useAppSelector(selectTicker);
  const path = router.asPath;
  const ticker = parseCompanyPath(path)?.ticker ?? storeTicker;
  useEffect(() => {
    const title = recentPageTitle(path, router.pathname, ticker);
    if (title) recordRecentPage({ path, title });
  }, [path, router.pathname, ticker]);
}
